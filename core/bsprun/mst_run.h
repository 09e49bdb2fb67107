#pragma once
// The MST algorithms of the library (Bonorden 2002 §3.3, §4.4.5–4.4.7) on real edges.
#include <vector>

#include "bsprun/bsp_channel.h"
#include "bsprun/records.h"
#include "schedule/call_tree.h"

namespace ct::bsprun {

// Runs the MST or MSTMerge subtree `node` (dataProcs == ch.size()) on this processor's `edges`
// (endpoints are node numbers below the node's input[0]; ids identify the input's edges). On
// return `tree` holds the minimum spanning forest's edges found here: with one processor all of
// them; with several, processor 0 holds them all and the others none (docs/bsp-execution.md).
// Throws std::invalid_argument for an algorithm without a data execution.
void runMst(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
            std::vector<Edge> edges, std::vector<Edge>& tree);

// Kruskal (1956) on one processor: the minimum spanning forest of `edges` on nodes 0 … nodes − 1
// under the order `lighter` (records.h).
std::vector<Edge> kruskalForest(std::vector<Edge> edges, std::int64_t nodes);

bool isMstAlgorithm(const std::string& name);

}  // namespace ct::bsprun
