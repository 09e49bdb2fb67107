#include "algorithms/mpilib/tree_pipeline.h"

namespace ct::mpilib {

void addTreeBcast(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs) {
    const std::uint64_t n = segs.count();
    b.requireBufferBytes(segs.total);
    for (Rank r = 0; r < tree.ranks(); ++r) {
        const Rank parent = tree.parent(r);
        for (std::uint64_t k = 0; k < n; ++k) {
            if (parent != kNoRank) b.add(r, Op::recv(parent, segs.bytes(k), segs.offset(k)));
            for (Rank c : tree.children(r))
                b.add(r, Op::send(c, segs.bytes(k), segs.offset(k)));
        }
    }
}

void timeTreeBcast(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                   Clocks& clocks) {
    const std::uint64_t n = segs.count();
    // arrival[r][k]: when segment k from r's parent reaches r; freed once r has run.
    std::vector<std::vector<double>> arrival(static_cast<std::size_t>(tree.ranks()));
    for (Rank r : tree.preorder()) {
        RankClock& c = clocks[r];
        auto children = tree.children(r);
        for (Rank child : children)
            arrival[child].resize(n);
        for (std::uint64_t k = 0; k < n; ++k) {
            if (tree.parent(r) != kNoRank) c.recv(m, arrival[r][k], segs.bytes(k));
            for (Rank child : children)
                arrival[child][k] = c.send(m, segs.bytes(k));
        }
        std::vector<double>().swap(arrival[r]);
    }
}

void addTreeReduce(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs,
                   std::uint64_t scratch) {
    const std::uint64_t n = segs.count();
    b.requireBufferBytes(segs.total);
    for (Rank r = 0; r < tree.ranks(); ++r) {
        const Rank parent = tree.parent(r);
        for (std::uint64_t k = 0; k < n; ++k) {
            for (Rank c : tree.children(r)) {
                b.add(r, Op::recv(c, segs.bytes(k), scratch));
                b.add(r, Op::combine(scratch, segs.offset(k), segs.bytes(k)));
            }
            if (parent != kNoRank) b.add(r, Op::send(parent, segs.bytes(k), segs.offset(k)));
        }
    }
}

void timeTreeReduce(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                    Clocks& clocks) {
    const std::uint64_t n = segs.count();
    // sent[r][k]: when r's segment k reaches its parent; freed once the parent has run.
    std::vector<std::vector<double>> sent(static_cast<std::size_t>(tree.ranks()));
    const std::vector<Rank> order = tree.preorder();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const Rank r = *it;
        RankClock& c = clocks[r];
        auto children = tree.children(r);
        const bool hasParent = tree.parent(r) != kNoRank;
        if (hasParent) sent[r].resize(n);
        for (std::uint64_t k = 0; k < n; ++k) {
            for (Rank child : children) {
                c.recv(m, sent[child][k], segs.bytes(k));
                c.combine(m, segs.bytes(k));
            }
            if (hasParent) sent[r][k] = c.send(m, segs.bytes(k));
        }
        for (Rank child : children)
            std::vector<double>().swap(sent[child]);
    }
}

}  // namespace ct::mpilib
