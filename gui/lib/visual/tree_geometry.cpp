#include "visual/tree_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "tree_layout.h"

namespace studio {

TreeGeometry treeGeometry(const ct::BroadcastTree& tree, TreeShape shape, double slot,
                          double level) {
    TreeGeometry g;
    const TreeLayout layout = TreeLayout::of(tree);
    const auto& pos = layout.positions();
    g.position.resize(pos.size());
    g.nodeRadius = slot * 0.4;
    if (shape == TreeShape::Layered) {
        for (std::size_t i = 0; i < pos.size(); ++i)
            g.position[i] = QPointF(pos[i].x() * slot, pos[i].y() * level);
        return g;
    }
    const double leaves = std::max(1, layout.leafCount());
    const double depth = std::max(1.0, layout.size().height());
    // The outer ring must hold every leaf `slot` apart.
    const double ring = std::max(level, leaves * slot / (2 * std::numbers::pi * depth));
    for (std::size_t i = 0; i < pos.size(); ++i) {
        const double angle = 2 * std::numbers::pi * (pos[i].x() + 0.5) / leaves;
        const double r = pos[i].y() * ring;
        g.position[i] = QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    return g;
}

}  // namespace studio
