#include "bsprun/sort_run.h"

#include <array>
#include <stdexcept>

#include "bsprun/inputs.h"
#include "bsprun/records.h"
#include "bsprun/run_context.h"
#include "bsprun/subcalls.h"

namespace ct::bsprun {
namespace {

constexpr int kDigits = 256;
constexpr int kPasses = 4;

unsigned digitOf(const std::uint8_t* element, int pass) {
    return (keyAt(element) >> (8 * pass)) & 0xffu;
}

// Stable counting sort of the elements by one 8-bit digit; `start[v]` is where digit v begins.
void countingSortByDigit(Bytes& data, std::uint64_t b, int pass,
                         std::array<std::uint64_t, kDigits + 1>& start) {
    const std::uint64_t n = data.size() / b;
    start.fill(0);
    for (std::uint64_t i = 0; i < n; ++i)
        ++start[digitOf(data.data() + i * b, pass) + 1];
    for (int v = 0; v < kDigits; ++v)
        start[std::size_t(v) + 1] += start[std::size_t(v)];
    std::array<std::uint64_t, kDigits> next{};
    for (int v = 0; v < kDigits; ++v)
        next[std::size_t(v)] = start[std::size_t(v)];
    Bytes out(data.size());
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint8_t* e = data.data() + i * b;
        std::memcpy(out.data() + next[digitOf(e, pass)]++ * b, e, b);
    }
    data.swap(out);
}

// DistributedWithMasterSort, IntegerWithMasterSort: gather on processor 0, its child sorts there
// on one processor, then processor 0 deals out the even distribution.
void masterSort(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch, Bytes& data,
                std::uint64_t b) {
    Bytes all = gatherToZero(ch, std::move(data));
    data.clear();
    BspChannel* alone = ch.split(ch.rank() == 0 ? 0 : -1, 0);
    if (alone) runSort(node.children.at(0), lib, *alone, all, b);
    std::vector<Bytes> out(static_cast<std::size_t>(ch.size()));
    if (ch.rank() == 0) {
        const std::uint64_t n = all.size() / b;
        for (int r = 0; r < ch.size(); ++r) {
            const auto first = all.begin() + std::ptrdiff_t(blockBegin(n, ch.size(), r) * b);
            const auto last = all.begin() + std::ptrdiff_t(blockBegin(n, ch.size(), r + 1) * b);
            out[std::size_t(r)].assign(first, last);
        }
    }
    data = std::move(ch.exchange(std::move(out))[0]);
}

// RadixSort ([GV96] as the thesis' library has it): per 8-bit digit, local counts, their ScanAll
// (the child subtree, executed as its program on the counts), and one routing superstep that sends
// every element to the processor owning its global position.
void parallelRadixSort(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                       Bytes& data, std::uint64_t b) {
    const int p = ch.size();
    const bsp::CallNode& scanAll = node.children.at(0);
    for (int pass = 0; pass < kPasses; ++pass) {
        std::array<std::uint64_t, kDigits + 1> start{};
        countingSortByDigit(data, b, pass, start);
        // The contract's layout: my counts at [0, 2048), as 64-bit integers; afterwards the
        // inclusive prefix over processors 0 … rank there and the totals at [2048, 4096).
        RankBuffer counts(2 * kDigits * 8, 0);
        for (int v = 0; v < kDigits; ++v) {
            const auto c = std::int64_t(start[std::size_t(v) + 1] - start[std::size_t(v)]);
            std::memcpy(counts.data() + v * 8, &c, 8);
        }
        runCollective(scanAll, lib, ch, counts, kDigits * 8);
        auto word = [&](std::size_t i) {
            std::int64_t x;
            std::memcpy(&x, counts.data() + i * 8, 8);
            return std::uint64_t(x);
        };
        std::uint64_t n = 0;
        for (int v = 0; v < kDigits; ++v)
            n += word(kDigits + std::size_t(v));
        std::vector<Bytes> out(static_cast<std::size_t>(p));
        std::uint64_t digitStart = 0;  // global position of digit v's first element
        for (int v = 0; v < kDigits; ++v) {
            const std::uint64_t mine = start[std::size_t(v) + 1] - start[std::size_t(v)];
            std::uint64_t position = digitStart + word(std::size_t(v)) - mine;
            for (std::uint64_t i = start[std::size_t(v)]; i < start[std::size_t(v) + 1]; ++i) {
                Bytes& to = out[std::size_t(blockOwner(n, p, position++))];
                to.insert(to.end(), data.begin() + std::ptrdiff_t(i * b),
                          data.begin() + std::ptrdiff_t((i + 1) * b));
            }
            digitStart += word(kDigits + std::size_t(v));
        }
        const std::vector<Bytes> in = ch.exchange(std::move(out));
        // Global order is (digit, sending processor, its order): each message is in digit order,
        // so taking digit v's run from every sender in turn rebuilds it without positions.
        data.clear();
        std::vector<std::uint64_t> at(std::size_t(p), 0);
        for (unsigned v = 0; v < unsigned(kDigits); ++v)
            for (int s = 0; s < p; ++s) {
                const Bytes& m = in[std::size_t(s)];
                std::uint64_t& i = at[std::size_t(s)];
                while (i + b <= m.size() && digitOf(m.data() + i, pass) == v) {
                    data.insert(data.end(), m.begin() + std::ptrdiff_t(i),
                                m.begin() + std::ptrdiff_t(i + b));
                    i += b;
                }
            }
    }
}

}  // namespace

void mergeSortElements(Bytes& data, std::uint64_t b) {
    const std::uint64_t n = data.size() / b;
    Bytes scratch(data.size());
    for (std::uint64_t width = 1; width < n; width *= 2) {
        for (std::uint64_t lo = 0; lo < n; lo += 2 * width) {
            const std::uint64_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
            std::uint64_t i = lo, j = mid, k = lo;
            while (i < mid || j < hi) {
                // Stable: on equal keys the left run's element comes first.
                const bool left = j >= hi || (i < mid && keyAt(data.data() + i * b) <=
                                                             keyAt(data.data() + j * b));
                std::memcpy(scratch.data() + k++ * b, data.data() + (left ? i++ : j++) * b, b);
            }
        }
        data.swap(scratch);
    }
}

void radixSortElements(Bytes& data, std::uint64_t b) {
    std::array<std::uint64_t, kDigits + 1> start{};
    for (int pass = 0; pass < kPasses; ++pass)
        countingSortByDigit(data, b, pass, start);
}

bool isSortAlgorithm(const std::string& name) {
    for (const char* a : {"MergeSort", "SeqRadixSort", "DistributedWithMasterSort",
                          "IntegerWithMasterSort", "IntegerSortWithSort", "RadixSort"})
        if (name == a) return true;
    return false;
}

void runSort(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch, Bytes& data,
             std::uint64_t elementBytes) {
    const NodeScope timed(node, ch);
    requireProcs(node, ch);
    const std::string& a = node.algorithm;
    if (a == "MergeSort")
        mergeSortElements(data, elementBytes);
    else if (a == "SeqRadixSort")
        radixSortElements(data, elementBytes);
    else if (a == "DistributedWithMasterSort" || a == "IntegerWithMasterSort")
        masterSort(node, lib, ch, data, elementBytes);
    else if (a == "IntegerSortWithSort")
        runSort(node.children.at(0), lib, ch, data, elementBytes);
    else if (a == "RadixSort")
        parallelRadixSort(node, lib, ch, data, elementBytes);
    else
        throw std::invalid_argument(a + " (" + std::string(ct::scheduleName(node.problem)) +
                                    ") has no data execution");
}

}  // namespace ct::bsprun
