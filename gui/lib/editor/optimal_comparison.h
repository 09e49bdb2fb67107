#pragma once
// "Compare with optimal": how much slower the edited schedule is than the optimizer's, and where
// the time is lost. A node's loss is its cost minus the optimum of its subproblem; its own share
// of that loss (what remains after its subcalls' losses) says which choice costs the time.
#include <string>
#include <vector>

#include "subtree_builder.h"

namespace studio::editor {

struct LossSite {
    NodePath path;
    std::string label;   // the node's label ("Tree(d=4)")
    double cost = 0;     // one instance
    double optimal = 0;  // optimum of the same subproblem, one instance
    double ownLoss = 0;  // total loss caused by this node's own choice (all its instances)
};

struct OptimalComparison {
    double cost = 0;
    double optimal = 0;
    std::string optimalName;      // compact name of the optimal schedule
    std::vector<LossSite> sites;  // nodes whose own choice loses time, worst first
    double slowdown() const { return optimal > 0 ? cost / optimal : 1; }
};

OptimalComparison compareWithOptimal(const ct::bsp::CallNode& root, int rootCalcProcs,
                                     const ct::bsp::Library& lib,
                                     const ct::bsp::BspProfile& machine);

}  // namespace studio::editor
