#pragma once
// Where the tree view puts each rank, in scene pixels: layered (root on top, depth downwards,
// leaves side by side in send order; reuses TreeLayout) or radial (depth as the radius, each
// subtree a wedge), which keeps thousands of ranks in a compact disc. Pure, tested.
#include <QPointF>
#include <vector>

#include "algorithms/trees/broadcast_tree.h"

namespace studio {

enum class TreeShape { Layered, Radial };

struct TreeGeometry {
    std::vector<QPointF> position;  // per rank
    double nodeRadius = 0;
};

// `slot`: the distance between neighbouring leaves; `level`: between depths (layered) or the
// least ring spacing (radial, widened so the outer ring keeps leaves `slot` apart).
TreeGeometry treeGeometry(const ct::BroadcastTree& tree, TreeShape shape, double slot,
                          double level);

}  // namespace studio
