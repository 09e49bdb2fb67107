#include "program/collective.h"

#include "program/segment_data.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace ct {

namespace {

bool reduces(Problem c) {
    return c == Problem::Reduce || c == Problem::Allreduce || c == Problem::ReduceScatter ||
           c == Problem::Scan || c == Problem::ScanAll || c == Problem::EdgeMinimum ||
           c == Problem::SegmentMinimum;
}

std::uint8_t patternByte(Rank r, std::uint64_t block, std::uint64_t i) {
    return static_cast<std::uint8_t>((i * 131 + block * 17 + std::uint64_t(r) * 29 + 7) & 0xff);
}

void putElement(RankBuffer& b, std::uint64_t offset, std::uint64_t v) {
    std::memcpy(b.data() + offset, &v, 8);
}
std::uint64_t getElement(const RankBuffer& b, std::uint64_t offset) {
    std::uint64_t v;
    std::memcpy(&v, b.data() + offset, 8);
    return v;
}

std::string mismatch(Rank r, std::uint64_t offset, std::uint64_t expected, std::uint64_t got) {
    return "rank " + std::to_string(r) + " offset " + std::to_string(offset) + ": expected " +
           std::to_string(expected) + " got " + std::to_string(got);
}

std::string noContract(Problem p) {
    return std::string(toString(p)) + " has no data contract";
}

}  // namespace

std::uint64_t CollectiveSpec::layoutBytes() const {
    const bool blocks = kind == Problem::Allgather || kind == Problem::ReduceScatter;
    if (kind == Problem::ScanAll) return 2 * bytes;
    return blocks ? bytes * std::uint64_t(procs) : bytes;
}

std::uint64_t contribution(Rank r, std::uint64_t block, std::uint64_t element) {
    return std::uint64_t(r) * 1000003u + block * 7919u + element * 104729u + 1;
}

std::uint64_t minContribution(Rank procs, Rank r, std::uint64_t element) {
    const std::uint64_t p = std::uint64_t(procs);
    return contribution(Rank((std::uint64_t(r) + p - element % p) % p), 0, element);
}

void initializeBuffer(const CollectiveSpec& s, Rank r, RankBuffer& b, BufferFill fill) {
    if (!hasContract(s.kind)) throw std::invalid_argument(noContract(s.kind));
    if (reduces(s.kind) && s.bytes % 8 != 0)
        throw std::invalid_argument("reductions need a multiple of 8 bytes (64-bit integers)");
    if (b.size() < s.layoutBytes()) b.resize(s.layoutBytes());
    // Junk: a missed byte shows.
    const auto end =
        fill == BufferFill::Whole ? b.end() : b.begin() + std::ptrdiff_t(s.layoutBytes());
    std::fill(b.begin(), end, std::uint8_t(0xA5));
    const std::uint64_t m = s.bytes;
    switch (s.kind) {
        case Problem::Broadcast:
            if (r == s.root)
                for (std::uint64_t i = 0; i < m; ++i)
                    b[i] = patternByte(s.root, 0, i);
            break;
        case Problem::Reduce:
        case Problem::Allreduce:
        case Problem::Scan:
        case Problem::ScanAll:
            for (std::uint64_t e = 0; e < m / 8; ++e)
                putElement(b, 8 * e, contribution(r, 0, e));
            break;
        case Problem::EdgeMinimum:
            for (std::uint64_t e = 0; e < m / 8; ++e)
                putElement(b, 8 * e, minContribution(s.procs, r, e));
            break;
        case Problem::SegmentMinimum: {
            const SegmentLayout data{s.procs, s.root, m / 8};
            for (std::uint64_t e = 0; e < m / 8; ++e)
                putElement(b, 8 * e, data.word(data.position(r, e)));
            break;
        }
        case Problem::Allgather:
            for (std::uint64_t i = 0; i < m; ++i)
                b[std::uint64_t(r) * m + i] = patternByte(r, std::uint64_t(r), i);
            break;
        case Problem::ReduceScatter:
            for (std::uint64_t j = 0; j < std::uint64_t(s.procs); ++j)
                for (std::uint64_t e = 0; e < m / 8; ++e)
                    putElement(b, j * m + 8 * e, contribution(r, j, e));
            break;
        default:  // refused above
            break;
    }
}

std::optional<std::string> checkBuffer(const CollectiveSpec& s, Rank r, const RankBuffer& b) {
    if (!hasContract(s.kind)) return noContract(s.kind);
    if (b.size() < s.layoutBytes()) return "rank " + std::to_string(r) + ": buffer too small";
    const std::uint64_t m = s.bytes;
    auto sumOver = [&](std::uint64_t block, std::uint64_t e) {
        std::uint64_t sum = 0;
        for (Rank q = 0; q < s.procs; ++q)
            sum += contribution(q, block, e);
        return sum;
    };
    switch (s.kind) {
        case Problem::Broadcast:
            for (std::uint64_t i = 0; i < m; ++i)
                if (b[i] != patternByte(s.root, 0, i))
                    return mismatch(r, i, patternByte(s.root, 0, i), b[i]);
            break;
        case Problem::Reduce:
        case Problem::Allreduce:
            if (s.kind == Problem::Reduce && r != s.root) break;
            for (std::uint64_t e = 0; e < m / 8; ++e)
                if (getElement(b, 8 * e) != sumOver(0, e))
                    return mismatch(r, 8 * e, sumOver(0, e), getElement(b, 8 * e));
            break;
        case Problem::EdgeMinimum:
            for (std::uint64_t e = 0; e < m / 8; ++e) {
                std::uint64_t want = minContribution(s.procs, 0, e);
                for (Rank q = 1; q < s.procs; ++q)
                    want = std::uint64_t(
                        std::min(std::int64_t(want), std::int64_t(minContribution(s.procs, q, e))));
                if (getElement(b, 8 * e) != want)
                    return mismatch(r, 8 * e, want, getElement(b, 8 * e));
            }
            break;
        case Problem::SegmentMinimum: {
            const auto want = SegmentLayout{s.procs, s.root, m / 8}.prefixMinima(r);
            for (std::uint64_t e = 0; e < m / 8; ++e)
                if (getElement(b, 8 * e) != want[e])
                    return mismatch(r, 8 * e, want[e], getElement(b, 8 * e));
            break;
        }
        case Problem::Allgather:
            for (std::uint64_t j = 0; j < std::uint64_t(s.procs); ++j)
                for (std::uint64_t i = 0; i < m; ++i) {
                    const auto want = patternByte(static_cast<Rank>(j), j, i);
                    if (b[j * m + i] != want) return mismatch(r, j * m + i, want, b[j * m + i]);
                }
            break;
        case Problem::Scan:
        case Problem::ScanAll: {
            // The ranks root, root+1, …, r in cyclic order.
            const Rank last = (r - s.root + s.procs) % s.procs;
            for (std::uint64_t e = 0; e < m / 8; ++e) {
                std::uint64_t want = 0;
                for (Rank i = 0; i <= last; ++i)
                    want += contribution((s.root + i) % s.procs, 0, e);
                if (getElement(b, 8 * e) != want)
                    return mismatch(r, 8 * e, want, getElement(b, 8 * e));
            }
            if (s.kind == Problem::ScanAll)
                for (std::uint64_t e = 0; e < m / 8; ++e)
                    if (getElement(b, m + 8 * e) != sumOver(0, e))
                        return mismatch(r, m + 8 * e, sumOver(0, e), getElement(b, m + 8 * e));
            break;
        }
        case Problem::ReduceScatter: {
            const std::uint64_t base = std::uint64_t(r) * m;
            for (std::uint64_t e = 0; e < m / 8; ++e) {
                const auto want = sumOver(std::uint64_t(r), e);
                if (getElement(b, base + 8 * e) != want)
                    return mismatch(r, base + 8 * e, want, getElement(b, base + 8 * e));
            }
            break;
        }
        default:  // refused above
            break;
    }
    return std::nullopt;
}

std::optional<std::string> verifyCollective(const CollectiveSpec& s, const Program& program) {
    if (program.ranks() != s.procs)
        return "the program has " + std::to_string(program.ranks()) + " ranks, not " +
               std::to_string(s.procs);
    std::vector<RankBuffer> buffers(static_cast<std::size_t>(s.procs));
    for (Rank r = 0; r < s.procs; ++r)
        initializeBuffer(s, r, buffers[r]);
    executeProgram(program, buffers);
    for (Rank r = 0; r < s.procs; ++r)
        if (auto bad = checkBuffer(s, r, buffers[r])) return bad;
    return std::nullopt;
}

}  // namespace ct
