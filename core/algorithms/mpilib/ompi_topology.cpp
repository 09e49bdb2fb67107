#include "algorithms/mpilib/ompi_topology.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "program/rank_checks.h"

namespace ct::mpilib {
namespace {

// Collects (parent, position) per virtual rank and turns it into a tree of real ranks.
class TreeBuilder {
public:
    TreeBuilder(Rank P, Rank root) : m_P(P), m_root(root), m_parent(P, kNoRank), m_order(P, -1) {
        requireProcessors(P);
        requireRoot(root, P);
    }
    // Virtual ranks, relabelled by `shift` (v + root) mod P when building.
    void child(Rank vparent, Rank vchild, int position) {
        m_parent[vchild] = vparent;
        m_order[vchild] = position;
    }
    BroadcastTree build(bool shift = true) const {
        std::vector<Rank> parent(m_P, kNoRank);
        std::vector<std::int32_t> order(m_P, -1);
        auto real = [&](Rank v) { return shift ? (v + m_root) % m_P : v; };
        for (Rank v = 0; v < m_P; ++v) {
            if (m_parent[v] == kNoRank) continue;
            parent[real(v)] = real(m_parent[v]);
            order[real(v)] = m_order[v];
        }
        return makeTree(m_root, std::move(parent), std::move(order));
    }

private:
    Rank m_P;
    Rank m_root;
    std::vector<Rank> m_parent;
    std::vector<std::int32_t> m_order;
};

}  // namespace

BroadcastTree ompiLinearTree(Rank P, Rank root) {
    TreeBuilder t(P, root);
    int position = 0;
    for (Rank r = 0; r < P; ++r)
        if (r != root) t.child(root, r, position++);
    return t.build(false);
}

BroadcastTree ompiKaryTree(Rank P, Rank root, int fanout) {
    if (fanout < 1)
        throw std::invalid_argument("the tree fanout must be at least 1 (got " +
                                    std::to_string(fanout) + ")");
    TreeBuilder t(P, root);
    // Level l holds virtual ranks [first, first + f^l); children of s are s + f^l·i.
    std::int64_t first = 0;
    std::int64_t width = 1;
    while (first < P) {
        for (std::int64_t s = first; s < first + width && s < P; ++s)
            for (int i = 1; i <= fanout; ++i) {
                const std::int64_t c = s + width * i;
                if (c >= P) break;
                t.child(static_cast<Rank>(s), static_cast<Rank>(c), i - 1);
            }
        first += width;
        width *= fanout;
    }
    return t.build();
}

BroadcastTree ompiBinomialTree(Rank P, Rank root) {
    TreeBuilder t(P, root);
    for (std::int64_t s = 0; s < P; ++s) {
        std::int64_t mask = 1;
        while (mask <= s)
            mask <<= 1;  // the smallest power of two above s
        int position = 0;
        for (; s + mask < P; mask <<= 1)
            t.child(static_cast<Rank>(s), static_cast<Rank>(s + mask), position++);
    }
    return t.build();
}

BroadcastTree ompiInOrderBinomialTree(Rank P, Rank root) {
    TreeBuilder t(P, root);
    for (std::int64_t s = 0; s < P; ++s) {
        int position = 0;
        for (std::int64_t mask = 1; mask < P && (s & mask) == 0; mask <<= 1)
            if (s + mask < P)
                t.child(static_cast<Rank>(s), static_cast<Rank>(s + mask), position++);
    }
    return t.build();
}

BroadcastTree ompiScatterTree(Rank P, Rank root) {
    TreeBuilder t(P, root);
    for (std::int64_t s = 0; s < P; ++s) {
        std::int64_t mask = 1;
        while (mask < P && (s & mask) == 0)
            mask <<= 1;
        int position = 0;
        for (mask >>= 1; mask > 0; mask >>= 1)
            if (s + mask < P)
                t.child(static_cast<Rank>(s), static_cast<Rank>(s + mask), position++);
    }
    return t.build();
}

BroadcastTree ompiChainTree(Rank P, Rank root, int fanout) {
    if (fanout < 1)
        throw std::invalid_argument("the chain fanout must be at least 1 (got " +
                                    std::to_string(fanout) + ")");
    TreeBuilder t(P, root);
    if (P == 1) return t.build();
    const Rank chains = std::min<Rank>(fanout, P - 1);
    const Rank shortLength = (P - 1) / chains;
    const Rank longChains = (P - 1) % chains;
    Rank head = 1;
    for (Rank c = 0; c < chains; ++c) {
        const Rank length = shortLength + (c < longChains ? 1 : 0);
        t.child(0, head, c);
        for (Rank v = head + 1; v < head + length; ++v)
            t.child(v - 1, v, 0);
        head += length;
    }
    return t.build();
}

namespace {

// The block [lo, lo + n) rooted at its last rank.
void inOrderBlock(TreeBuilder& t, Rank lo, Rank n) {
    const Rank node = lo + n - 1;
    if (n == 2) t.child(node, lo, 0);
    if (n < 3) return;
    const Rank rightSize = n / 2;
    const Rank leftSize = n - 1 - rightSize;
    t.child(node, lo + rightSize + leftSize - 1, 0);  // left child: root of the upper block
    t.child(node, lo + rightSize - 1, 1);             // right child: root of the lower block
    inOrderBlock(t, lo + rightSize, leftSize);
    inOrderBlock(t, lo, rightSize);
}

}  // namespace

BroadcastTree ompiInOrderBinaryTree(Rank P) {
    TreeBuilder t(P, P - 1);
    inOrderBlock(t, 0, P);
    return t.build(false);
}

}  // namespace ct::mpilib
