#include "optimal_comparison.h"

#include <algorithm>

#include "schedule/search.h"

namespace studio::editor {

using ct::bsp::CallNode;

namespace {

struct Walker {
    const ct::bsp::Library& lib;
    ct::bsp::Optimizer optimizer;
    OptimalComparison& out;

    // Returns the node's loss for one instance (cost − optimum); records where it comes from.
    double visit(const CallNode& n, int maxCalc, NodePath& path, double times) {
        const auto best = optimizer.optimize({n.problem, n.input, n.dataProcs, maxCalc});
        const double optimum = best ? best->cost : n.cost;
        double childLoss = 0;
        for (std::size_t j = 0; j < n.children.size(); ++j) {
            const CallNode& c = n.children[j];
            path.push_back(int(j));
            childLoss +=
                c.count * visit(c, n.calcProcs / std::max(1, c.parallel), path, times * c.count);
            path.pop_back();
        }
        const double loss = std::max(0.0, n.cost - optimum);
        const double own = loss - childLoss;
        // Relative tolerance: costs are sums of many doubles.
        if (own > 1e-9 * std::max(1.0, n.cost))
            out.sites.push_back({path, ct::bsp::nodeLabel(n, lib), n.cost, optimum, own * times});
        return loss;
    }
};

}  // namespace

OptimalComparison compareWithOptimal(const CallNode& root, int rootCalcProcs,
                                     const ct::bsp::Library& lib,
                                     const ct::bsp::BspProfile& machine) {
    OptimalComparison out;
    out.cost = root.cost;
    Walker w{lib, ct::bsp::Optimizer(lib, machine), out};
    if (auto best =
            w.optimizer.optimize({root.problem, root.input, root.dataProcs, rootCalcProcs})) {
        out.optimal = best->cost;
        out.optimalName = ct::bsp::compactName(*best, lib);
    }
    NodePath path;
    w.visit(root, rootCalcProcs, path, 1);
    std::stable_sort(out.sites.begin(), out.sites.end(),
                     [](const LossSite& a, const LossSite& b) { return a.ownLoss > b.ownLoss; });
    return out;
}

}  // namespace studio::editor
