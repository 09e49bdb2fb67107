#pragma once
// Expanding a tree into a program: a broadcast sends down it, a reduction combines up it.
#include <cstdint>

#include "program/program.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

// Each rank receives the whole message from its parent, then sends it to its children in order.
Program broadcastProgram(const BroadcastTree& tree, std::uint64_t bytes, std::string name = {});

// The same tree reversed: each rank receives its children's partial results (last child first,
// so the first-served child of the broadcast is the last to report), combines each into its own
// vector of `bytes`, then sends to its parent. The root ends with the reduction.
Program reductionProgram(const BroadcastTree& tree, std::uint64_t bytes,
                         std::uint32_t elementBytes = 8, std::string name = {});

}  // namespace ct
