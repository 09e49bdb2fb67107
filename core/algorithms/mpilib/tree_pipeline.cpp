#include "algorithms/mpilib/tree_pipeline.h"

#include <algorithm>

// Open MPI completes a segment's sends before it goes on (bcast: MPI_Waitall of the sends to
// the children; reduce: a blocking MPI_Send to the parent), so the programs wait for their sends
// after every segment, and the recurrences below advance segment by segment: a rank's next
// segment waits for its receivers' receives of this one (not for an eager segment's: that send
// was complete when posted).

namespace ct::mpilib {

void addTreeBcast(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs) {
    const std::uint64_t n = segs.count();
    b.requireBufferBytes(segs.total);
    for (Rank r = 0; r < tree.ranks(); ++r) {
        const Rank parent = tree.parent(r);
        const auto children = tree.children(r);
        for (std::uint64_t k = 0; k < n; ++k) {
            if (parent != kNoRank) b.add(r, Op::recv(parent, segs.bytes(k), segs.offset(k)));
            for (Rank c : children)
                b.add(r, Op::send(c, segs.bytes(k), segs.offset(k)));
            if (!children.empty()) b.add(r, Op::waitSends());
        }
    }
}

void timeTreeBcast(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                   Clocks& clocks) {
    const std::uint64_t n = segs.count();
    const auto P = static_cast<std::size_t>(tree.ranks());
    std::vector<double> arrival(P);         // this segment's, from the rank's parent
    std::vector<double> sendsDone(P, 0.0);  // when the children received the last segment
    const std::vector<Rank> order = tree.preorder();
    for (std::uint64_t k = 0; k < n; ++k)
        for (Rank r : order) {  // a parent's sends of segment k come before its children's receives
            RankClock& c = clocks[r];
            c.waitForSends(sendsDone[r]);  // the wait after segment k - 1
            const Rank parent = tree.parent(r);
            if (parent != kNoRank) {
                c.recv(m, arrival[r], segs.bytes(k));
                sendsDone[parent] =
                    std::max(sendsDone[parent], sendComplete(m, segs.bytes(k), arrival[r], c.cpu));
            }
            for (Rank child : tree.children(r))
                arrival[child] = c.send(m, segs.bytes(k));
        }
    for (Rank r : order)  // the wait after the last segment
        clocks[r].waitForSends(sendsDone[r]);
}

void addTreeReduce(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs,
                   const TreeReduceBuffers& at) {
    const std::uint64_t n = segs.count();
    b.requireBufferBytes(segs.total);
    for (Rank r = 0; r < tree.ranks(); ++r) {
        const Rank parent = tree.parent(r);
        const auto children = tree.children(r);
        const bool accumulates = r != at.inPlace && !children.empty();
        if (accumulates) b.requireBufferBytes(at.accumulator + segs.total);
        for (std::uint64_t k = 0; k < n; ++k) {
            const std::uint64_t own = segs.offset(k);
            const std::uint64_t result = accumulates ? at.accumulator + own : own;
            for (std::size_t i = 0; i < children.size(); ++i) {
                if (accumulates && i == 0) {
                    b.add(r, Op::recv(children[i], segs.bytes(k), result));
                    b.add(r, Op::combine(own, result, segs.bytes(k)));
                } else {
                    b.add(r, Op::recv(children[i], segs.bytes(k), at.scratch));
                    b.add(r, Op::combine(at.scratch, result, segs.bytes(k)));
                }
            }
            if (parent != kNoRank) {
                b.add(r, Op::send(parent, segs.bytes(k), result));
                b.add(r, Op::waitSends());
            }
        }
    }
}

void timeTreeReduce(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                    Clocks& clocks) {
    const std::uint64_t n = segs.count();
    const auto P = static_cast<std::size_t>(tree.ranks());
    std::vector<double> sent(P);           // when this segment reaches the rank's parent
    std::vector<double> sendDone(P, 0.0);  // when the parent received the last segment
    std::vector<Rank> order = tree.preorder();
    std::reverse(order.begin(), order.end());  // children before their parent
    for (std::uint64_t k = 0; k < n; ++k)
        for (Rank r : order) {
            RankClock& c = clocks[r];
            c.waitForSends(sendDone[r]);  // the blocking send of segment k - 1
            for (Rank child : tree.children(r)) {
                c.recv(m, sent[child], segs.bytes(k));
                sendDone[child] = sendComplete(m, segs.bytes(k), sent[child], c.cpu);
                c.combine(m, segs.bytes(k));
            }
            if (tree.parent(r) != kNoRank) sent[r] = c.send(m, segs.bytes(k));
        }
    for (Rank r : order)
        clocks[r].waitForSends(sendDone[r]);
}

}  // namespace ct::mpilib
