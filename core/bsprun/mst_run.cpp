#include "bsprun/mst_run.h"

#include <algorithm>
#include <stdexcept>

#include "bsprun/subcalls.h"
#include "bsprun/union_find.h"

namespace ct::bsprun {

std::vector<Edge> kruskalForest(std::vector<Edge> edges, std::int64_t nodes) {
    std::sort(edges.begin(), edges.end(), lighter);
    UnionFind components{std::size_t(std::max<std::int64_t>(nodes, 1))};
    std::vector<Edge> forest;
    for (const Edge& e : edges)
        if (components.unite(std::size_t(e.u), std::size_t(e.v))) forest.push_back(e);
    return forest;
}

bool isMstAlgorithm(const std::string& name) {
    for (const char* a : {"Kruskal"})
        if (name == a) return true;
    return false;
}

void runMst(const bsp::CallNode& node, const bsp::Library&, BspChannel& ch, std::vector<Edge> edges,
            std::vector<Edge>& tree) {
    requireProcs(node, ch);
    const auto nodes = std::int64_t(node.input[0]);
    if (node.algorithm == "Kruskal")
        tree = kruskalForest(std::move(edges), nodes);
    else
        throw std::invalid_argument(node.algorithm + " (" + scheduleName(node.problem) +
                                    ") has no data execution");
}

}  // namespace ct::bsprun
