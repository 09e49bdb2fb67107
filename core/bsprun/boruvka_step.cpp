#include "bsprun/boruvka_step.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "bsprun/inputs.h"
#include "bsprun/run_context.h"
#include "bsprun/sort_run.h"
#include "bsprun/subcalls.h"
#include "bsprun/union_find.h"

namespace ct::bsprun {
namespace {

// EdgeMinimum's ordered key: weight, then edge number (the order `lighter`), and below them the
// supernode at the other end, which processor 0 needs to join the components.
constexpr int kIdShift = 31, kWeightShift = 53;
constexpr std::int64_t kNoEdge = std::numeric_limits<std::int64_t>::max();

std::int64_t pickKey(const Edge& e, std::int32_t other) {
    return (std::int64_t(e.weight) << kWeightShift) | (std::int64_t(e.id) << kIdShift) | other;
}

// SegmentMinimum's word: the supernode as the segment, weight and edge number as the key. A word
// of segment 0 with the largest key is the segmented minimum's neutral element (it loses to any
// word of its segment and to any later segment), so it pads a processor's part to k words.
constexpr unsigned kSegmentIdBits = 22;
constexpr std::uint64_t kPadWord = 0xffffffffULL;

std::uint64_t segmentWord(const StepEdge& s) {
    const std::uint64_t key =
        (std::uint64_t(s.edge.weight) << kSegmentIdBits) | std::uint64_t(s.edge.id);
    return (std::uint64_t(std::uint32_t(s.from)) << 32) | key;
}

template <class T>
std::vector<T> readWords(const RankBuffer& b, std::size_t count) {
    std::vector<T> v(count);
    if (count > 0) std::memcpy(v.data(), b.data(), count * sizeof(T));
    return v;
}

// Processor 0 joins the picked edges (endpoints as supernodes) into components, records the
// edges that join two, and numbers the components 0, 1, … by their first supernode. The
// numbering goes to everyone through `broadcast` (the step's Broadcast(4s) subcall); every
// processor then renumbers its edges and drops those inside one component.
void contract(const bsp::CallNode& broadcast, const bsp::Library& lib, BspChannel& ch,
              BoruvkaState& st, std::vector<Edge> picked) {
    const auto s = std::size_t(st.supernodes);
    RankBuffer numbers(std::max<std::size_t>(4 * s, 8), 0);
    if (ch.rank() == 0) {
        std::sort(picked.begin(), picked.end(), lighter);
        UnionFind components(s);
        for (const Edge& e : picked)
            if (components.unite(std::size_t(e.u), std::size_t(e.v))) st.tree.push_back(e);
        std::vector<std::int32_t> numberOf(s, -1), renumber(s);
        std::int32_t next = 0;
        for (std::size_t v = 0; v < s; ++v) {
            std::int32_t& n = numberOf[components.find(v)];
            if (n < 0) n = next++;
            renumber[v] = n;
        }
        if (s > 0) std::memcpy(numbers.data(), renumber.data(), 4 * s);
    }
    runCollective(broadcast, lib, ch, numbers, 4 * s);
    const auto renumber = readWords<std::int32_t>(numbers, s);
    std::int64_t count = 0;
    for (std::int32_t n : renumber)
        count = std::max<std::int64_t>(count, n + 1);
    std::vector<StepEdge> kept;
    kept.reserve(st.edges.size());
    for (StepEdge e : st.edges) {
        e.from = renumber[std::size_t(e.from)];
        e.to = renumber[std::size_t(e.to)];
        if (e.from != e.to) kept.push_back(e);
    }
    st.edges = std::move(kept);
    st.supernodes = count;
}

// Algorithmus 1 (DenseBoruvkaStep): local lightest edge per supernode, the global ones by the
// EdgeMinimum subcall (every processor gets them), components on processor 0, the numbering by
// Broadcast, then the remaining edges spread evenly again (their offsets by the ScanAll(1)
// subcall).
void denseStep(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
               BoruvkaState& st) {
    const auto s = std::size_t(st.supernodes);
    std::vector<std::int64_t> best(s, kNoEdge);
    for (const StepEdge& e : st.edges) {
        best[std::size_t(e.from)] = std::min(best[std::size_t(e.from)], pickKey(e.edge, e.to));
        best[std::size_t(e.to)] = std::min(best[std::size_t(e.to)], pickKey(e.edge, e.from));
    }
    RankBuffer keys(std::max<std::size_t>(8 * s, 8), 0);
    if (s > 0) std::memcpy(keys.data(), best.data(), 8 * s);
    runCollective(node.children.at(0), lib, ch, keys, 8 * std::max<std::size_t>(s, 1));
    std::vector<Edge> picked;
    if (ch.rank() == 0) {
        best = readWords<std::int64_t>(keys, s);
        for (std::size_t v = 0; v < s; ++v) {
            const std::int64_t k = best[v];
            if (k == kNoEdge) continue;
            picked.push_back(Edge{std::int32_t(v),
                                  std::int32_t(k & ((std::int64_t(1) << kIdShift) - 1)),
                                  std::int32_t((k >> kIdShift) & ((std::int64_t(1) << 22) - 1)),
                                  double(k >> kWeightShift)});
        }
    }
    contract(node.children.at(1), lib, ch, st, std::move(picked));
    // Rebalance: ScanAll of the remaining counts gives my offset and the total.
    RankBuffer counts(16, 0);
    const auto mine = std::int64_t(st.edges.size());
    std::memcpy(counts.data(), &mine, 8);
    runCollective(node.children.at(2), lib, ch, counts, 8);
    const auto sums = readWords<std::int64_t>(counts, 2);
    const auto total = std::uint64_t(sums[1]);
    std::uint64_t position = std::uint64_t(sums[0] - mine);
    std::vector<std::vector<StepEdge>> to(static_cast<std::size_t>(ch.size()));
    for (const StepEdge& e : st.edges)
        to[std::size_t(blockOwner(total, ch.size(), position++))].push_back(e);
    std::vector<Bytes> out;
    for (const auto& part : to)
        out.push_back(toBytes(part));
    st.edges.clear();
    for (const Bytes& b : ch.exchange(std::move(out)))
        appendRecords(st.edges, b);
}

// Algorithmus 2 (BoruvkaStep, [Göt98]): both directions of every edge sorted by the supernode
// they leave (the IntegerSort subcall), so each supernode's edges form a segment; the
// SegmentMinimum subcall leaves each segment's lightest edge in its last word. Processor 0
// collects the segments' minima, broadcasts the picked edge numbers (Broadcast), the holders of
// the picked edges send them to processor 0, which joins the components, and the numbering goes
// out by the same Broadcast subcall again.
void sortedStep(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                BoruvkaState& st) {
    const auto s = std::size_t(st.supernodes);
    const int p = ch.size();
    std::vector<StepEdge> both;
    both.reserve(2 * st.edges.size());
    for (const StepEdge& e : st.edges) {
        both.push_back(e);
        both.push_back(StepEdge{e.to, e.from, e.edge});
    }
    Bytes records = toBytes(both);
    runSort(node.children.at(0), lib, ch, records, sizeof(StepEdge));
    both.clear();
    appendRecords(both, records);
    // k words per processor as the subcall's input says: ⌈2e/p⌉ for the e edges of the node.
    const std::uint64_t k = blockSize(2 * std::uint64_t(node.input[1]), p);
    if (both.size() > k)
        throw std::logic_error(
            "BoruvkaStep: " + std::to_string(both.size()) +
            " edge directions on one processor, more than ⌈2e/p⌉ = " + std::to_string(k));
    RankBuffer words(std::max<std::uint64_t>(8 * k, 8), 0);
    for (std::uint64_t i = 0; i < std::max<std::uint64_t>(k, 1); ++i) {
        const std::uint64_t w = i < both.size() ? segmentWord(both[i]) : kPadWord;
        std::memcpy(words.data() + 8 * i, &w, 8);
    }
    runCollective(node.children.at(1), lib, ch, words, 8 * std::max<std::uint64_t>(k, 1));
    const auto minima = readWords<std::uint64_t>(words, both.size());
    // Each segment ending here, and my last one (it may go on): (supernode, minimum key).
    std::vector<std::uint64_t> candidates;
    for (std::size_t i = 0; i < both.size(); ++i)
        if (i + 1 == both.size() || both[i + 1].from != both[i].from)
            candidates.push_back(minima[i]);
    const Bytes atZero = gatherToZero(ch, toBytes(candidates));
    RankBuffer chosen(std::max<std::size_t>(4 * s, 8), 0);
    if (ch.rank() == 0) {
        std::vector<std::uint64_t> all;
        appendRecords(all, atZero);
        // The minimum over a segment's candidates: each is a prefix minimum of the segment, the
        // last one is the segment's minimum, and it is the least.
        std::vector<std::uint32_t> least(s, 0xffffffffu);
        for (std::uint64_t w : all)
            least[std::size_t(w >> 32)] = std::min(least[std::size_t(w >> 32)], std::uint32_t(w));
        std::vector<std::int32_t> id(s, -1);
        for (std::size_t v = 0; v < s; ++v)
            if (least[v] != 0xffffffffu)
                id[v] = std::int32_t(least[v] & ((1u << kSegmentIdBits) - 1));
        if (s > 0) std::memcpy(chosen.data(), id.data(), 4 * s);
    }
    runCollective(node.children.at(2), lib, ch, chosen, 4 * s);
    const auto id = readWords<std::int32_t>(chosen, s);
    std::vector<Edge> mine;  // picked edges held here, endpoints as supernodes
    for (const StepEdge& e : both)
        if (id[std::size_t(e.from)] == e.edge.id)
            mine.push_back(Edge{e.from, e.to, e.edge.id, e.edge.weight});
    std::vector<Edge> picked;
    appendRecords(picked, gatherToZero(ch, toBytes(mine)));
    // One direction of each edge stays.
    st.edges.clear();
    st.edges.reserve(both.size() / 2);
    for (const StepEdge& e : both)
        if (e.from < e.to) st.edges.push_back(e);
    contract(node.children.at(2), lib, ch, st, std::move(picked));
}

}  // namespace

void runBoruvkaStep(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                    BoruvkaState& state) {
    const NodeScope timed(node, ch);
    requireProcs(node, ch);
    if (state.supernodes >= (std::int64_t(1) << 31) - 1)
        throw std::invalid_argument("BoruvkaStep: too many supernodes");
    if (node.algorithm == "DenseBoruvkaStep")
        denseStep(node, lib, ch, state);
    else if (node.algorithm == "BoruvkaStep")
        sortedStep(node, lib, ch, state);
    else
        throw std::invalid_argument(node.algorithm + " (BoruvkaStep) has no data execution");
}

}  // namespace ct::bsprun
