#pragma once
// The two Borůvka steps of the library (Bonorden 2002 §3.3.1, Algorithmus 1 and 2) on real
// edges: every supernode picks its lightest edge, the picks are joined into components on
// processor 0, and the supernodes are renumbered. docs/bsp-execution.md says how each runs.
#include <cstdint>
#include <vector>

#include "bsprun/bsp_channel.h"
#include "bsprun/records.h"
#include "schedule/call_tree.h"

namespace ct::bsprun {

struct BoruvkaState {
    std::vector<StepEdge> edges;  // this processor's edges between different supernodes, once
    std::int64_t supernodes = 0;  // numbered 0 … supernodes − 1, the same on every processor
    std::vector<Edge> tree;       // on processor 0: the picked edges, endpoints as supernodes
};

// Runs the BoruvkaStep subtree `node` (DenseBoruvkaStep or BoruvkaStep) on `state`.
void runBoruvkaStep(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                    BoruvkaState& state);

}  // namespace ct::bsprun
