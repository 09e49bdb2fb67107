#include "algorithms/textbook/tree_costs.h"

#include <algorithm>

namespace ct {
namespace {

double elements(std::uint64_t bytes) {
    return double(bytes / 8);
}

// Ranks with every child before its parent: reversed preorder.
std::vector<Rank> childrenFirst(const BroadcastTree& tree) {
    std::vector<Rank> order = tree.preorder();
    std::reverse(order.begin(), order.end());
    return order;
}

}  // namespace

double linkBroadcastTime(const BroadcastTree& tree, std::uint64_t bytes, const LinkCosts& c,
                         const HopCount& hops) {
    const double transfer = c.ts + c.tw * double(bytes);
    std::vector<double> hold(static_cast<std::size_t>(tree.ranks()), 0.0);
    double last = 0;
    for (Rank v : tree.preorder()) {
        double sent = hold[v];
        for (Rank child : tree.children(v)) {
            sent += transfer;  // one-port: the next send starts when this transfer is done
            hold[child] = sent + c.th * hops(v, child);
            last = std::max(last, hold[child]);
        }
    }
    return last;
}

double reductionTreeTime(const BroadcastTree& tree, std::uint64_t bytes, const LogGP& m) {
    const double wire = m.wireBytesTime(bytes);
    const double combine = elements(bytes) * m.combinePerElement;
    std::vector<double> done(static_cast<std::size_t>(tree.ranks()), 0.0);
    for (Rank v : childrenFirst(tree)) {
        double t = 0;
        double nextReceive = 0;  // the receive gap of v's interface
        auto children = tree.children(v);
        for (auto it = children.rbegin(); it != children.rend(); ++it) {
            const double arrival = done[*it] + m.oSend + m.L + wire;  // the child sends when done
            const double start = std::max({t, arrival, nextReceive});
            t = start + m.oRecv + combine;
            nextReceive = start + m.messageGap() + wire;
        }
        done[v] = t;
    }
    return tree.ranks() ? done[tree.root()] : 0.0;
}

double linkReductionTime(const BroadcastTree& tree, std::uint64_t bytes, const LinkCosts& c,
                         const HopCount& hops) {
    const double transfer = c.ts + c.tw * double(bytes);
    const double combine = elements(bytes) * c.combine;
    std::vector<double> done(static_cast<std::size_t>(tree.ranks()), 0.0);
    for (Rank v : childrenFirst(tree)) {
        double t = 0;
        auto children = tree.children(v);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            t = std::max(t, done[*it] + transfer + c.th * hops(*it, v)) + combine;
        done[v] = t;
    }
    return tree.ranks() ? done[tree.root()] : 0.0;
}

}  // namespace ct
