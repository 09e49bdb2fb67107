#pragma once
// Closed recurrences for programs that are broadcast trees or their reversal (trees/
// tree_programs.h), under LogP/LogGP and under the link model. They follow the tree edge by
// edge — a rank's k-th child holds the message k sends after the rank itself — instead of
// replaying events, so tests can hold them against the simulators.
#include <cstdint>
#include <functional>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

// Hops between two ranks on the network the algorithm runs on.
using HopCount = std::function<int(Rank from, Rank to)>;

// broadcastProgram(tree) on the link model with one-port sends: child k of v holds the message
// at h(v) + (k+1)·(ts + tw·m) + th·hops(v, child). Exact when no two messages share a link at
// once (true of every Grama et al. 2003 broadcast on its own network).
double linkBroadcastTime(const BroadcastTree& tree, std::uint64_t bytes, const LinkCosts& c,
                         const HopCount& hops);

// reductionProgram(tree) under LogP/LogGP: a rank takes its children last-first, each receive
// waiting for the message and for the receive gap (max(g, g_s) + (m-1)G after the previous
// receive's start), then combines bytes/8 elements; it sends to its parent when done. Returns
// when the root holds the result.
double reductionTreeTime(const BroadcastTree& tree, std::uint64_t bytes, const LogGP& model);

// reductionProgram(tree) on the link model: R(v) = fold over children c (last first) of
// max(t, R(c) + ts + tw·m + th·hops(c, v)) + combine·m/8. Exact when no two messages share a
// link or a receive port at once: on powers of two for ring, hypercube and tree; with contention
// (e.g. two children ready together) it is a lower bound and the network simulation is longer.
double linkReductionTime(const BroadcastTree& tree, std::uint64_t bytes, const LinkCosts& c,
                         const HopCount& hops);

}  // namespace ct
