#include "bsprun/mst_run.h"

#include <algorithm>
#include <stdexcept>

#include "bsprun/boruvka_step.h"
#include "bsprun/run_context.h"
#include "bsprun/subcalls.h"
#include "bsprun/union_find.h"
#include "schedule/register.h"

namespace ct::bsprun {
namespace {

std::int64_t nodesIn(const std::vector<Edge>& edges) {
    std::int64_t n = 0;
    for (const Edge& e : edges)
        n = std::max<std::int64_t>({n, e.u + std::int64_t(1), e.v + std::int64_t(1)});
    return n;
}

// A subcall with one data processor run `parallel` times side by side: each processor in
// `runs` (the others pass false) runs it alone on its own data.
void runAlone(const bsp::CallNode& child, const bsp::Library& lib, BspChannel& ch, bool runs,
              std::vector<Edge> edges, std::vector<Edge>& tree) {
    BspChannel* alone = ch.split(runs ? ch.rank() : -1, 0);
    if (alone) runMst(child, lib, *alone, std::move(edges), tree);
}

// MSTMerge ([ADJ+98] step 2 of MST-MERGE), degree d: groups of d consecutive processors send
// their forests to the group's first processor (one superstep), which merges them with its MST
// child on one processor; the p/d group leaders then merge recursively (the MSTMerge child).
void mstMerge(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
              std::vector<Edge> edges, std::vector<Edge>& tree) {
    const int p = ch.size(), d = bsp::divisorAt(p, node.variant), r = ch.rank();
    const int leader = r - r % d;
    std::vector<Bytes> out(static_cast<std::size_t>(p));
    std::vector<Edge> merged;
    if (r == leader)
        merged = std::move(edges);
    else
        out[std::size_t(leader)] = toBytes(edges);
    for (const Bytes& b : ch.exchange(std::move(out)))
        appendRecords(merged, b);
    std::vector<Edge> forest;
    runAlone(node.children.at(0), lib, ch, r == leader, std::move(merged), forest);
    tree.clear();
    if (p / d > 1) {
        BspChannel* leaders = ch.split(r == leader ? 0 : -1, r);
        if (leaders) runMst(node.children.at(1), lib, *leaders, std::move(forest), tree);
    } else {
        tree = std::move(forest);
    }
}

// MSTWithMerge: every processor's MST of its own edges (the MST child on one processor, p side
// by side), merged by the MSTMerge child; the tree ends on processor 0.
void mstWithMerge(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                  std::vector<Edge> edges, std::vector<Edge>& tree) {
    std::vector<Edge> local;
    runAlone(node.children.at(0), lib, ch, true, std::move(edges), local);
    runMst(node.children.at(1), lib, ch, std::move(local), tree);
}

BoruvkaState boruvkaStart(const std::vector<Edge>& edges, std::int64_t nodes) {
    BoruvkaState st;
    st.supernodes = nodes;
    st.edges.reserve(edges.size());
    for (const Edge& e : edges)
        if (e.u != e.v) st.edges.push_back(StepEdge{e.u, e.v, e});
    return st;
}

// MST: Borůvka steps, one per child (⌈log2 n⌉ of them); the picked edges collect on processor 0.
void mstBoruvka(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                const std::vector<Edge>& edges, std::vector<Edge>& tree) {
    BoruvkaState st = boruvkaStart(edges, std::int64_t(node.input[0]));
    for (const bsp::CallNode& step : node.children)
        runBoruvkaStep(step, lib, ch, st);
    tree = std::move(st.tree);
}

// MSTBoruvkaAndMerge ([ADJ+98] MST-DENSE with k steps): k Borůvka steps, then the remaining
// edges of the contracted graph go to their home processors (offsets by the Scan(1) subcall,
// ⌈e/p⌉ positions per processor), local MSTs (p side by side) and MSTMerge.
void mstBoruvkaAndMerge(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                        const std::vector<Edge>& edges, std::vector<Edge>& tree) {
    const std::size_t k = std::size_t(node.variant) + 1;
    BoruvkaState st = boruvkaStart(edges, std::int64_t(node.input[0]));
    for (std::size_t i = 0; i < k; ++i)
        runBoruvkaStep(node.children.at(i), lib, ch, st);
    RankBuffer offset(16, 0);
    const auto mine = std::int64_t(st.edges.size());
    std::memcpy(offset.data(), &mine, 8);
    runCollective(node.children.at(k), lib, ch, offset, 8);
    std::int64_t inclusive;
    std::memcpy(&inclusive, offset.data(), 8);
    const std::uint64_t block =
        std::max<std::uint64_t>(blockSize(std::uint64_t(node.input[1]), ch.size()), 1);
    std::vector<std::vector<Edge>> to(static_cast<std::size_t>(ch.size()));
    std::uint64_t position = std::uint64_t(inclusive - mine);
    for (const StepEdge& e : st.edges) {
        const auto owner =
            std::min<std::uint64_t>(position++ / block, std::uint64_t(ch.size() - 1));
        // The contracted graph's edge: supernodes as endpoints, the input edge's number and weight.
        to[owner].push_back(Edge{e.from, e.to, e.edge.id, e.edge.weight});
    }
    std::vector<Bytes> out;
    for (const auto& part : to)
        out.push_back(toBytes(part));
    std::vector<Edge> contracted;
    for (const Bytes& b : ch.exchange(std::move(out)))
        appendRecords(contracted, b);
    std::vector<Edge> local, merged;
    runAlone(node.children.at(k + 1), lib, ch, true, std::move(contracted), local);
    runMst(node.children.at(k + 2), lib, ch, std::move(local), merged);
    tree = std::move(st.tree);
    tree.insert(tree.end(), merged.begin(), merged.end());
}

}  // namespace

std::vector<Edge> kruskalForest(std::vector<Edge> edges, std::int64_t nodes) {
    std::sort(edges.begin(), edges.end(), lighter);
    UnionFind components{std::size_t(std::max<std::int64_t>({nodes, nodesIn(edges), 1}))};
    std::vector<Edge> forest;
    for (const Edge& e : edges)
        if (components.unite(std::size_t(e.u), std::size_t(e.v))) forest.push_back(e);
    return forest;
}

bool isMstAlgorithm(const std::string& name) {
    for (const char* a : {"Kruskal", "MSTWithMerge", "MST", "MSTBoruvkaAndMerge", "MSTMerge",
                          "DenseBoruvkaStep", "BoruvkaStep"})
        if (name == a) return true;
    return false;
}

void runMst(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
            std::vector<Edge> edges, std::vector<Edge>& tree) {
    const NodeScope timed(node, ch);
    requireProcs(node, ch);
    const std::string& a = node.algorithm;
    if (a == "Kruskal")
        tree = kruskalForest(std::move(edges), 0);
    else if (a == "MSTMerge")
        mstMerge(node, lib, ch, std::move(edges), tree);
    else if (a == "MSTWithMerge")
        mstWithMerge(node, lib, ch, std::move(edges), tree);
    else if (a == "MST")
        mstBoruvka(node, lib, ch, edges, tree);
    else if (a == "MSTBoruvkaAndMerge")
        mstBoruvkaAndMerge(node, lib, ch, edges, tree);
    else
        throw std::invalid_argument(a + " (" + scheduleName(node.problem) +
                                    ") has no data execution");
}

}  // namespace ct::bsprun
