#include "algorithms/trees/broadcast_tree.h"

#include <algorithm>
#include <stdexcept>

#include "program/large_arrays.h"

namespace ct {

BroadcastTree::BroadcastTree(Rank root, std::vector<Rank> parent, std::vector<std::int32_t> order)
    : m_root(root), m_parent(std::move(parent)), m_order(std::move(order)) {
    const std::size_t n = m_parent.size();
    assignLarge(m_childBegin, n + 1, std::uint64_t{0});
    for (std::size_t r = 0; r < n; ++r)
        if (m_parent[r] != kNoRank) ++m_childBegin[static_cast<std::size_t>(m_parent[r]) + 1];
    for (std::size_t i = 1; i <= n; ++i)
        m_childBegin[i] += m_childBegin[i - 1];
    assignLarge(m_children, n ? n - 1 : 0, kNoRank);
    for (std::size_t r = 0; r < n; ++r) {
        const Rank p = m_parent[r];
        if (p == kNoRank) continue;
        const std::uint64_t slot = m_childBegin[p] + static_cast<std::uint64_t>(m_order[r]);
        if (slot >= m_childBegin[p + 1] || m_children[slot] != kNoRank)
            throw std::invalid_argument("rank " + std::to_string(r) + ": send order " +
                                        std::to_string(m_order[r]) + " is not unique among rank " +
                                        std::to_string(p) + "'s children");
        m_children[slot] = static_cast<Rank>(r);
    }
}

std::vector<Rank> BroadcastTree::preorder() const {
    std::vector<Rank> out;
    reserveLarge(out, m_parent.size());
    std::vector<Rank> stack{m_root};
    while (!stack.empty()) {
        const Rank r = stack.back();
        stack.pop_back();
        out.push_back(r);
        auto c = children(r);
        for (auto it = c.rbegin(); it != c.rend(); ++it)
            stack.push_back(*it);
    }
    return out;
}

int BroadcastTree::depth() const {
    std::vector<int> d(m_parent.size(), 0);
    int best = 0;
    for (Rank r : preorder()) {
        if (m_parent[r] != kNoRank) d[r] = d[m_parent[r]] + 1;
        best = std::max(best, d[r]);
    }
    return best;
}

BroadcastTree makeTree(Rank root, std::vector<Rank> parent, std::vector<std::int32_t> order) {
    const auto n = static_cast<Rank>(parent.size());
    if (n < 1) throw std::invalid_argument("a tree needs at least one rank");
    if (order.size() != parent.size()) throw std::invalid_argument("parent and order sizes differ");
    if (root < 0 || root >= n) throw std::invalid_argument("root out of range");
    for (Rank r = 0; r < n; ++r) {
        if ((r == root) != (parent[r] == kNoRank))
            throw std::invalid_argument(
                "rank " + std::to_string(r) +
                (r == root ? ": the root has a parent" : ": has no parent"));
        if (parent[r] != kNoRank && (parent[r] < 0 || parent[r] >= n))
            throw std::invalid_argument("rank " + std::to_string(r) + ": parent out of range");
        if (parent[r] != kNoRank && order[r] < 0)
            throw std::invalid_argument("rank " + std::to_string(r) + ": negative send order");
    }
    BroadcastTree t(root, std::move(parent), std::move(order));
    if (static_cast<Rank>(t.preorder().size()) != n)
        throw std::invalid_argument(
            "the parents contain a cycle: not every rank is reached from the root");
    return t;
}

}  // namespace ct
