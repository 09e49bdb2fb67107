#pragma once
// A layered ("tidy") layout of a broadcast tree in abstract units: a node's depth is its y level,
// leaves take x = 0, 1, 2, ... in preorder (children in send order), and every parent sits
// centred over its first and last child. Subtrees thus own disjoint x intervals, so nodes never
// overlap and the send order reads left to right. The view scales units to pixels.
#include <QPointF>
#include <QSizeF>
#include <vector>

#include "algorithms/trees/broadcast_tree.h"

namespace studio {

class TreeLayout {
public:
    TreeLayout() = default;
    static TreeLayout of(const ct::BroadcastTree& tree);

    // The centre of rank r's node: x in leaf slots, y in levels (root at y = 0).
    QPointF position(ct::Rank r) const { return m_position[static_cast<std::size_t>(r)]; }
    const std::vector<QPointF>& positions() const { return m_position; }
    // The extent of the node centres: width = leaves - 1, height = tree depth.
    QSizeF size() const { return m_size; }
    int leafCount() const { return m_leaves; }

private:
    std::vector<QPointF> m_position;
    QSizeF m_size;
    int m_leaves = 0;
};

}  // namespace studio
