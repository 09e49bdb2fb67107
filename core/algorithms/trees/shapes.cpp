#include "algorithms/trees/shapes.h"

#include <algorithm>
#include <bit>
#include <map>
#include <stdexcept>

namespace ct {
namespace {

void requireProcs(Rank P) {
    if (P < 1) throw std::invalid_argument("the number of processors must be at least 1");
}

Rank rotate(Rank v, Rank root, Rank P) {
    return static_cast<Rank>((std::int64_t(v) + root) % P);
}

// Turns virtual parents/orders (root 0) into real ranks via `label`.
template <class Label>
BroadcastTree relabel(Rank P, Rank root, const std::vector<Rank>& vparent,
                      const std::vector<std::int32_t>& vorder, Label label) {
    std::vector<Rank> parent(static_cast<std::size_t>(P), kNoRank);
    std::vector<std::int32_t> order(static_cast<std::size_t>(P), -1);
    for (Rank v = 0; v < P; ++v) {
        const Rank r = label(v);
        parent[r] = vparent[v] == kNoRank ? kNoRank : label(vparent[v]);
        order[r] = vorder[v];
    }
    return BroadcastTree(root, std::move(parent), std::move(order));
}

BroadcastTree rotated(Rank P, Rank root, const std::vector<Rank>& vp,
                      const std::vector<std::int32_t>& vo) {
    return relabel(P, root, vp, vo, [&](Rank v) { return rotate(v, root, P); });
}

void checkRoot(Rank P, Rank root) {
    requireProcs(P);
    if (root < 0 || root >= P)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(P - 1));
}

}  // namespace

BroadcastTree flatTree(Rank P, Rank root) {
    checkRoot(P, root);
    std::vector<Rank> vp(P, 0);
    std::vector<std::int32_t> vo(P, 0);
    vp[0] = kNoRank;
    vo[0] = -1;
    for (Rank v = 1; v < P; ++v)
        vo[v] = v - 1;
    return rotated(P, root, vp, vo);
}

BroadcastTree chainTree(Rank P, Rank root) {
    checkRoot(P, root);
    std::vector<Rank> vp(P);
    std::vector<std::int32_t> vo(P, 0);
    for (Rank v = 0; v < P; ++v)
        vp[v] = v - 1;
    vo[0] = -1;
    return rotated(P, root, vp, vo);
}

BroadcastTree binaryTree(Rank P, Rank root) {
    checkRoot(P, root);
    std::vector<Rank> vp(P);
    std::vector<std::int32_t> vo(P);
    vp[0] = kNoRank;
    vo[0] = -1;
    for (Rank v = 1; v < P; ++v) {
        vp[v] = (v - 1) / 2;
        vo[v] = (v - 1) % 2;
    }
    return rotated(P, root, vp, vo);
}

namespace {

// Virtual k-nomial tree: v sends to v + j·l for levels l = k^i below v's lowest non-zero digit,
// highest level first, j = 1..k-1 within a level.
void knomialVirtual(Rank P, int k, std::vector<Rank>& vp, std::vector<std::int32_t>& vo) {
    vp.assign(P, kNoRank);
    vo.assign(P, -1);
    std::int64_t top = 1;
    while (top * k < P)
        top *= k;
    for (Rank v = 0; v < P; ++v) {
        std::int64_t start;
        if (v == 0) {
            start = top;
        } else {
            std::int64_t place = 1;
            while ((v / place) % k == 0)
                place *= k;
            start = place / k;
        }
        std::int32_t sent = 0;
        for (std::int64_t l = start; l >= 1; l /= k)
            for (int j = 1; j < k; ++j) {
                const std::int64_t child = v + j * l;
                if (child >= P) break;
                vp[child] = v;
                vo[child] = sent++;
            }
    }
}

}  // namespace

BroadcastTree knomialTree(Rank P, Rank root, int k) {
    checkRoot(P, root);
    if (k < 2) throw std::invalid_argument("the k-nomial radix must be at least 2");
    std::vector<Rank> vp;
    std::vector<std::int32_t> vo;
    knomialVirtual(P, k, vp, vo);
    return rotated(P, root, vp, vo);
}

BroadcastTree hypercubeTree(Rank P, Rank root) {
    checkRoot(P, root);
    std::vector<Rank> vp;
    std::vector<std::int32_t> vo;
    knomialVirtual(P, 2, vp, vo);
    if (std::has_single_bit(static_cast<std::uint32_t>(P)))
        return relabel(P, root, vp, vo, [&](Rank v) { return v ^ root; });
    return rotated(P, root, vp, vo);
}

double flatTime(Rank P, const TreeCosts& c) {
    requireProcs(P);
    return P < 2 ? 0.0 : double(P - 2) * c.step + c.lat;
}

double chainTime(Rank P, const TreeCosts& c) {
    requireProcs(P);
    return double(P - 1) * c.lat;
}

double binaryTime(Rank P, const TreeCosts& c) {
    requireProcs(P);
    if (P == 1) return 0.0;
    // Heap numbering j = v + 1: a right child appends bit 1 to j. A node at depth d with r right
    // turns holds the message at d·lat + r·step; the worst sits on the last level [2^d, P] (most
    // one-bits) or is the rightmost node of the complete level above it.
    const auto last = static_cast<std::uint32_t>(P);
    const int d = std::bit_width(last) - 1;
    int ones = std::popcount(last);
    for (int b = 0; b < d; ++b)
        if (last & (1u << b)) ones = std::max(ones, std::popcount(last >> (b + 1)) + b);
    double t = d * c.lat + (ones - 1) * c.step;
    if (d >= 1) t = std::max(t, (d - 1) * (c.lat + c.step));
    return t;
}

double knomialTime(Rank P, int k, const TreeCosts& c) {
    requireProcs(P);
    if (k < 2) throw std::invalid_argument("the k-nomial radix must be at least 2");
    // A rank owning a contiguous block of `size` virtual ranks and sending at levels
    // l, l/k, ..., 1 finishes its block after cost(size, l); blocks are full except the last.
    std::map<std::pair<std::int64_t, std::int64_t>, double> memo;
    auto cost = [&](auto&& self, std::int64_t size, std::int64_t level) -> double {
        if (size <= 1) return 0.0;
        auto key = std::make_pair(size, level);
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        double worst = 0;
        std::int64_t sent = 0;
        for (std::int64_t l = level; l >= 1; l /= k)
            for (int j = 1; j < k && j * l < size; ++j) {
                const std::int64_t block = std::min<std::int64_t>(l, size - j * l);
                worst = std::max(worst, double(sent) * c.step + c.lat + self(self, block, l / k));
                ++sent;
            }
        memo[key] = worst;
        return worst;
    };
    std::int64_t top = 1;
    while (top * k < P)
        top *= k;
    return cost(cost, P, top);
}

double hypercubeTime(Rank P, const TreeCosts& c) {
    return knomialTime(P, 2, c);
}

}  // namespace ct
