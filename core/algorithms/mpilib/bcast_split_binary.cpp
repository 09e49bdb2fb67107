#include "algorithms/mpilib/bcast_split_binary.h"

#include <algorithm>

#include "algorithms/mpilib/ompi_topology.h"

namespace ct::mpilib {
namespace {

struct Halves {
    std::uint64_t count[2];
    std::uint64_t offset[2];
    std::uint64_t segBytes;
    Halves(std::uint64_t m, std::uint64_t seg)
        : count{(m + 1) / 2, m / 2}, offset{0, (m + 1) / 2}, segBytes(seg) {}
    Segments segments(int half) const {
        if (segBytes == kOpenMpiUnsegmented)
            return {count[half], std::max<std::uint64_t>(count[half], 1)};
        return {count[half], segBytes};
    }
};

// 0: left subtree (odd virtual ranks), 1: right subtree (even virtual ranks, and the root).
int halfOf(Rank r, Rank root, Rank P) {
    return (shifted(r, root, P) + 1) % 2;
}

// The exchange partner in step 2, or kNoRank for the root (P odd) and the unpaired last rank.
Rank partnerOf(Rank r, Rank root, Rank P) {
    const Rank s = shifted(r, root, P);
    if (s == 0 || (P % 2 == 0 && s == P - 1)) return kNoRank;
    return unshifted(halfOf(r, root, P) == 0 ? s + 1 : s - 1, root, P);
}

}  // namespace

bool splitBinaryFallsBack(std::uint64_t bytes, std::uint64_t segBytes) {
    const Halves h(bytes, segBytes);
    if (segBytes == kOpenMpiUnsegmented) return h.count[1] == 0;
    return h.count[1] == 0 || segBytes > h.count[1];
}

void addSplitBinaryBcast(ProgramBuilder& b, Rank root, std::uint64_t bytes,
                         std::uint64_t segBytes) {
    const Rank P = b.ranks();
    const BroadcastTree tree = ompiKaryTree(P, root, 2);
    const Halves h(bytes, segBytes);
    const Segments seg[2] = {h.segments(0), h.segments(1)};
    b.requireBufferBytes(bytes);
    // Step 1: the halves down the two subtrees. Open MPI sends every segment with a blocking
    // send, to one child after the other, so each send completes before the next is posted.
    auto children = tree.children(root);
    for (std::uint64_t k = 0; k < seg[0].count(); ++k)
        for (std::size_t i = 0; i < children.size() && i < 2; ++i)
            if (k < seg[i].count()) {
                b.add(root, Op::send(children[i], seg[i].bytes(k), h.offset[i] + seg[i].offset(k)));
                b.add(root, Op::waitSends());
            }
    for (Rank r = 0; r < P; ++r) {
        if (r == root) continue;
        const int half = halfOf(r, root, P);
        for (std::uint64_t k = 0; k < seg[half].count(); ++k) {
            const std::uint64_t at = h.offset[half] + seg[half].offset(k);
            b.add(r, Op::recv(tree.parent(r), seg[half].bytes(k), at));
            for (Rank c : tree.children(r)) {
                b.add(r, Op::send(c, seg[half].bytes(k), at));
                b.add(r, Op::waitSends());
            }
        }
    }
    // Step 2: swap halves with the partner; the unpaired last rank gets the second half from the
    // root. Open MPI swaps with ompi_coll_base_sendrecv and the root sends with a blocking send:
    // each returns once its send is complete.
    const Rank last = unshifted(P - 1, root, P);
    for (Rank r = 0; r < P; ++r) {
        const int half = halfOf(r, root, P);
        if (const Rank pair = partnerOf(r, root, P); pair != kNoRank) {
            b.add(r, Op::send(pair, h.count[half], h.offset[half]));
            b.add(r, Op::recv(pair, h.count[1 - half], h.offset[1 - half]));
            b.add(r, Op::waitSends());
        } else if (P % 2 == 0 && r == root) {
            b.add(r, Op::send(last, h.count[1], h.offset[1]));
            b.add(r, Op::waitSends());
        } else if (P % 2 == 0 && r == last) {
            b.add(r, Op::recv(root, h.count[1], h.offset[1]));
        }
    }
}

void timeSplitBinaryBcast(Rank root, std::uint64_t bytes, std::uint64_t segBytes, const LogGP& m,
                          Clocks& clocks) {
    const Rank P = static_cast<Rank>(clocks.size());
    const BroadcastTree tree = ompiKaryTree(P, root, 2);
    const Halves h(bytes, segBytes);
    const Segments seg[2] = {h.segments(0), h.segments(1)};
    // Step 1, segment by segment, depth first: a rank sends segment k to a child, the child
    // receives it and forwards it the same way, and only then does the rank's send complete
    // (sendComplete at the child's receive) and its send to the next child start.
    std::vector<double> arrival(static_cast<std::size_t>(P));  // this segment's, from the parent
    const auto visit = [&](auto& self, Rank r, std::uint64_t k) -> void {
        RankClock& c = clocks[r];
        const auto children = tree.children(r);
        for (std::size_t i = 0; i < children.size(); ++i) {
            const Rank child = children[i];
            const Segments& s = seg[r == root ? int(i) : halfOf(r, root, P)];
            if ((r == root && i >= 2) || k >= s.count()) continue;
            arrival[child] = c.send(m, s.bytes(k));
            clocks[child].recv(m, arrival[child], s.bytes(k));
            const double received = clocks[child].cpu;
            self(self, child, k);
            c.waitForSends(sendComplete(m, s.bytes(k), arrival[child], received));
        }
    };
    for (std::uint64_t k = 0; k < seg[0].count(); ++k)  // the first half has the more segments
        visit(visit, root, k);
    // Step 2: every rank sends first, then receives what its partner (or the root) sent, then
    // waits for its own send.
    const Rank last = unshifted(P - 1, root, P);
    std::vector<double> swapArrival(static_cast<std::size_t>(P), 0.0);   // indexed by receiver
    std::vector<Rank> receiverOf(static_cast<std::size_t>(P), kNoRank);  // indexed by sender
    std::vector<std::uint64_t> sentBytes(static_cast<std::size_t>(P), 0);
    for (Rank r = 0; r < P; ++r) {
        if (const Rank pair = partnerOf(r, root, P); pair != kNoRank)
            receiverOf[r] = pair, sentBytes[r] = h.count[halfOf(r, root, P)];
        else if (P % 2 == 0 && r == root)
            receiverOf[r] = last, sentBytes[r] = h.count[1];
        if (receiverOf[r] != kNoRank) swapArrival[receiverOf[r]] = clocks[r].send(m, sentBytes[r]);
    }
    std::vector<double> received(static_cast<std::size_t>(P), 0.0);  // indexed by receiver
    for (Rank r = 0; r < P; ++r) {
        if (partnerOf(r, root, P) != kNoRank)
            clocks[r].recv(m, swapArrival[r], h.count[1 - halfOf(r, root, P)]);
        else if (P % 2 == 0 && r == last)
            clocks[r].recv(m, swapArrival[r], h.count[1]);
        received[r] = clocks[r].cpu;
    }
    for (Rank r = 0; r < P; ++r)
        if (const Rank to = receiverOf[r]; to != kNoRank)
            clocks[r].waitForSends(sendComplete(m, sentBytes[r], swapArrival[to], received[to]));
}

}  // namespace ct::mpilib
