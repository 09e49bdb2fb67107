#pragma once
// The same schedule for another input: every node keeps its algorithm, calculation processors
// and variant, and the subcalls' inputs follow from the new root input. Used to predict a
// schedule at the message sizes a run measured (the runner executes one tree at many sizes).
#include <optional>
#include <string>

#include "schedule/call_tree.h"

namespace ct::bsp {

// The re-instantiated tree with its costs under `machine`, or why a choice is not valid for the
// new input ("tree.subcalls[0].variant: …").
struct ResizedTree {
    std::optional<CallNode> tree;
    std::string problem;  // empty when `tree` is set
};
ResizedTree treeForInput(const CallNode& tree, const Library& lib, const Input& input,
                         const BspProfile& machine);

}  // namespace ct::bsp
