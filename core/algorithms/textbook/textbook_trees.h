#pragma once
// Grama et al.'s (2003) one-to-all broadcast trees that core/algorithms/trees does not already
// have. The hypercube (Algorithms 4.1-4.2) is algorithms/trees/shapes.h's hypercubeTree and the
// naive algorithm its flatTree.
#include "algorithms/textbook/mesh_shape.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

// Ring (§4.1.1): recursive doubling from virtual position 0, farthest node first; rank =
// (position + root) mod P, so any root works and distances are the ring's own.
BroadcastTree ringBroadcastTree(Rank P, Rank root);

// 2-D mesh (§4.1.2): a line broadcast along the root's row, then every node of that row starts
// a line broadcast down its column. Rows and columns are linear arrays (no wraparound), so
// lines use lineBroadcastSends from any source position. A row node sends its row messages
// before its column ones.
BroadcastTree meshBroadcastTree(const MeshShape& mesh, Rank root);

}  // namespace ct
