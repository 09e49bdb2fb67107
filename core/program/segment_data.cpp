#include "program/segment_data.h"

#include <algorithm>
#include <array>

namespace ct {
namespace {

std::array<std::uint64_t, 5> lengths(std::uint64_t k) {
    return {k + 2, 1, 2, 2 * k + 3, 3};
}

// Segment number and first position of `position`.
std::pair<std::uint64_t, std::uint64_t> locate(std::uint64_t k, std::uint64_t position) {
    const auto len = lengths(k);
    std::uint64_t period = 0;
    for (auto l : len)
        period += l;
    const std::uint64_t q = position / period;
    std::uint64_t start = q * period;
    std::uint64_t id = q * len.size();
    for (auto l : len) {
        if (position < start + l) break;
        start += l;
        ++id;
    }
    return {id, start};
}

std::uint64_t keyAt(std::uint64_t position) {
    // A mixing function (splitmix64's finalizer): keys without order along the positions.
    std::uint64_t x = position * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return (x ^ (x >> 31)) & 0xFFFFFFFFull;
}

}  // namespace

std::uint64_t SegmentLayout::position(Rank r, std::uint64_t e) const {
    const auto p = std::uint64_t(procs);
    const std::uint64_t logical = (std::uint64_t(r) + p - std::uint64_t(root) % p) % p;
    return logical * perRank + e;
}

std::uint64_t SegmentLayout::segmentStart(std::uint64_t position) const {
    return locate(perRank, position).second;
}

std::uint64_t SegmentLayout::word(std::uint64_t position) const {
    const auto [id, start] = locate(perRank, position);
    // The segments that cross boundaries by construction (lengths k + 2 and 2k + 3) start with
    // their least key, 0, so every later rank that holds a part of them needs the carry; all
    // other keys are hashed, from 1 up.
    const bool crossing = id % 5 == 0 || id % 5 == 3;
    const std::uint64_t key =
        crossing && position == start ? 0 : keyAt(position) % 0xFFFFFFFFull + 1;
    return (id << kSegmentShift) | key;
}

std::vector<std::uint64_t> SegmentLayout::prefixMinima(Rank r) const {
    std::vector<std::uint64_t> out(perRank);
    if (perRank == 0) return out;
    const std::uint64_t first = position(r, 0);
    std::uint64_t least = word(first);
    for (std::uint64_t g = segmentStart(first); g < first; ++g)  // the part on earlier ranks
        least = std::min(least, word(g));
    out[0] = least;
    for (std::uint64_t e = 1; e < perRank; ++e) {
        const std::uint64_t w = word(first + e);
        least = segmentStart(first + e) == first + e ? w : std::min(least, w);
        out[e] = least;
    }
    return out;
}

}  // namespace ct
