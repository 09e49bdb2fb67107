#include "algorithms/logp/optimal_broadcast.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "algorithms/logp/fibonacci_lattice.h"
#include "algorithms/trees/shapes.h"

namespace ct {
namespace {

void checkArgs(Rank P, Rank root, const TreeCosts& c) {
    if (P < 1) throw std::invalid_argument("the number of processors must be at least 1");
    if (root < 0 || root >= P)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(P - 1));
    if (!(c.lat > 0)) throw std::invalid_argument("a message must take some time (L + 2o > 0)");
    if (!(c.step >= 0)) throw std::invalid_argument("g must not be negative");
}

}  // namespace

double optimalBroadcastTime(Rank P, const TreeCosts& c) {
    checkArgs(P, 0, c);
    if (P == 1) return 0.0;
    if (c.step == 0) return c.lat;
    return FibonacciLattice::optimalTime(static_cast<std::uint64_t>(P), c.lat, c.step);
}

OptimalTree optimalBroadcastTree(Rank P, Rank root, const TreeCosts& c) {
    checkArgs(P, root, c);
    OptimalTree out;
    const auto n = static_cast<std::size_t>(P);
    out.effectiveTime.assign(n, 0.0);
    out.receiveTime.assign(n, 0.0);
    out.subtreeSize.assign(n, 1);
    if (c.step == 0) {  // sends cost nothing: the root reaches everyone at once
        out.tree = flatTree(P, root);
        out.time = P > 1 ? c.lat : 0.0;
        for (Rank r = 0; r < P; ++r)
            out.receiveTime[r] = r == root ? 0.0 : c.lat;
        out.subtreeSize[root] = n;
        return out;
    }
    const double T = optimalBroadcastTime(P, c);
    const FibonacciLattice f(T, c.lat, c.step);
    std::vector<Rank> parent(n, kNoRank);
    std::vector<std::int32_t> order(n, -1);

    // Algorithm 1, run for every node: a node knows its offset from the root (P_i - P_0), its
    // lattice point (a, b) (T_i = T - a·lat - b·step) and its subtree size N_i.
    struct Node {
        std::uint64_t offset;
        std::int64_t a, b;
        std::uint64_t size;
    };
    std::vector<Node> stack{{0, 0, 0, n}};
    while (!stack.empty()) {
        const Node node = stack.back();
        stack.pop_back();
        const Rank self = static_cast<Rank>((node.offset + std::uint64_t(root)) % n);
        out.effectiveTime[self] = f.time(node.a, node.b);
        out.receiveTime[self] = double(node.a) * c.lat + double(node.b) * c.step;
        out.subtreeSize[self] = node.size;
        const std::uint64_t fi = f.f(node.a, node.b);
        const std::size_t firstKid = stack.size();
        for (std::int64_t k = 0; f.nonNegative(node.a + 1, node.b + k); ++k) {
            // Processors left for child k on: N_i - 1 - f(T_i) + f(T_i - k·step).
            const std::uint64_t before = fi - f.f(node.a, node.b + k);  // taken by children < k
            if (node.size < 2 + before) break;
            const std::uint64_t left = node.size - 1 - before;
            const std::uint64_t size = std::min(left, f.f(node.a + 1, node.b + k));
            const Node kid{node.offset + 1 + before, node.a + 1, node.b + k, size};
            const Rank kr = static_cast<Rank>((kid.offset + std::uint64_t(root)) % n);
            parent[kr] = self;
            order[kr] = static_cast<std::int32_t>(k);
            stack.push_back(kid);
        }
        // Children are visited in send order: reverse them on the stack (no allocation per node).
        std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(firstKid), stack.end());
    }
    out.tree = BroadcastTree(root, std::move(parent), std::move(order));
    out.time = T;
    return out;
}

TheoremFourBounds theoremFourBounds(Rank P, const TreeCosts& c) {
    const double lo = std::min(c.step, c.lat), hi = std::max(c.step, c.lat);
    return {lo * std::log2(double(P)), hi * std::log2(4.0 * double(P))};
}

}  // namespace ct
