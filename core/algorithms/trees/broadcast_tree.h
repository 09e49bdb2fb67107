#pragma once
// A broadcast tree: who sends to whom, and in which order. Reductions use it reversed.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "program/op.h"

namespace ct {

class BroadcastTree {
public:
    BroadcastTree() = default;
    // parent[r] (kNoRank for the root) and order[r], r's position among its parent's sends.
    BroadcastTree(Rank root, std::vector<Rank> parent, std::vector<std::int32_t> order);

    Rank ranks() const { return static_cast<Rank>(m_parent.size()); }
    Rank root() const { return m_root; }
    Rank parent(Rank r) const { return m_parent[r]; }
    std::int32_t order(Rank r) const { return m_order[r]; }
    // r's children in the order r sends to them.
    std::span<const Rank> children(Rank r) const {
        return {m_children.data() + m_childBegin[r], m_children.data() + m_childBegin[r + 1]};
    }
    const std::vector<Rank>& parents() const { return m_parent; }
    const std::vector<std::int32_t>& orders() const { return m_order; }
    // Ranks in depth-first preorder from the root, children in send order.
    std::vector<Rank> preorder() const;
    int depth() const;

private:
    Rank m_root = 0;
    std::vector<Rank> m_parent;
    std::vector<std::int32_t> m_order;
    std::vector<std::uint64_t> m_childBegin;
    std::vector<Rank> m_children;
};

// Builds a tree from parents and send orders, checking it spans every rank exactly once.
// Throws std::invalid_argument naming the first bad rank.
BroadcastTree makeTree(Rank root, std::vector<Rank> parent, std::vector<std::int32_t> order);

}  // namespace ct
