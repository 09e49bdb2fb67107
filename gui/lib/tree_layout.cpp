#include "tree_layout.h"

#include <algorithm>

namespace studio {

TreeLayout TreeLayout::of(const ct::BroadcastTree& tree) {
    TreeLayout layout;
    const auto n = static_cast<std::size_t>(tree.ranks());
    if (n == 0) return layout;
    layout.m_position.assign(n, QPointF());

    // Preorder visits a parent before its children, so depths fill in one pass and leaves get
    // their slots left to right.
    const std::vector<ct::Rank> preorder = tree.preorder();
    double depth = 0;
    for (ct::Rank r : preorder) {
        QPointF& p = layout.m_position[static_cast<std::size_t>(r)];
        const ct::Rank parent = tree.parent(r);
        p.setY(parent == ct::kNoRank ? 0.0 : layout.position(parent).y() + 1.0);
        depth = std::max(depth, p.y());
        if (tree.children(r).empty()) p.setX(layout.m_leaves++);
    }
    // Reverse preorder places every child before its parent.
    for (auto it = preorder.rbegin(); it != preorder.rend(); ++it) {
        const auto children = tree.children(*it);
        if (children.empty()) continue;
        const double first = layout.position(children.front()).x();
        const double last = layout.position(children.back()).x();
        layout.m_position[static_cast<std::size_t>(*it)].setX((first + last) / 2.0);
    }
    layout.m_size = QSizeF(layout.m_leaves - 1, depth);
    return layout;
}

}  // namespace studio
