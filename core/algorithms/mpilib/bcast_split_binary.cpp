#include "algorithms/mpilib/bcast_split_binary.h"

#include "algorithms/mpilib/ompi_topology.h"

namespace ct::mpilib {
namespace {

struct Halves {
    std::uint64_t count[2];
    std::uint64_t offset[2];
    std::uint64_t segBytes;
    Halves(std::uint64_t m, std::uint64_t seg)
        : count{(m + 1) / 2, m / 2}, offset{0, (m + 1) / 2}, segBytes(seg) {}
    Segments segments(int half) const { return {count[half], segBytes}; }
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
    return h.count[1] == 0 || segBytes > h.count[1];
}

void addSplitBinaryBcast(ProgramBuilder& b, Rank root, std::uint64_t bytes,
                         std::uint64_t segBytes) {
    const Rank P = b.ranks();
    const BroadcastTree tree = ompiKaryTree(P, root, 2);
    const Halves h(bytes, segBytes);
    const Segments seg[2] = {h.segments(0), h.segments(1)};
    b.requireBufferBytes(bytes);
    // Step 1: the halves down the two subtrees.
    auto children = tree.children(root);
    for (std::uint64_t k = 0; k < seg[0].count(); ++k)
        for (std::size_t i = 0; i < children.size() && i < 2; ++i)
            if (k < seg[i].count())
                b.add(root, Op::send(children[i], seg[i].bytes(k), h.offset[i] + seg[i].offset(k)));
    for (Rank r = 0; r < P; ++r) {
        if (r == root) continue;
        const int half = halfOf(r, root, P);
        for (std::uint64_t k = 0; k < seg[half].count(); ++k) {
            const std::uint64_t at = h.offset[half] + seg[half].offset(k);
            b.add(r, Op::recv(tree.parent(r), seg[half].bytes(k), at));
            for (Rank c : tree.children(r))
                b.add(r, Op::send(c, seg[half].bytes(k), at));
        }
    }
    // Step 2: swap halves with the partner; the unpaired last rank gets the second half from the
    // root.
    const Rank last = unshifted(P - 1, root, P);
    for (Rank r = 0; r < P; ++r) {
        const int half = halfOf(r, root, P);
        if (const Rank pair = partnerOf(r, root, P); pair != kNoRank) {
            b.add(r, Op::send(pair, h.count[half], h.offset[half]));
            b.add(r, Op::recv(pair, h.count[1 - half], h.offset[1 - half]));
        } else if (P % 2 == 0 && r == root) {
            b.add(r, Op::send(last, h.count[1], h.offset[1]));
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
    // Step 1, ranks in preorder: arrival[r][k] is when r's k-th segment from its parent arrives.
    std::vector<std::vector<double>> arrival(static_cast<std::size_t>(P));
    for (Rank r : tree.preorder()) {
        RankClock& c = clocks[r];
        auto children = tree.children(r);
        if (r == root) {
            for (std::size_t i = 0; i < children.size() && i < 2; ++i)
                arrival[children[i]].resize(seg[i].count());
            for (std::uint64_t k = 0; k < seg[0].count(); ++k)
                for (std::size_t i = 0; i < children.size() && i < 2; ++i)
                    if (k < seg[i].count()) arrival[children[i]][k] = c.send(m, seg[i].bytes(k));
            continue;
        }
        const Segments& s = seg[halfOf(r, root, P)];
        for (Rank child : children)
            arrival[child].resize(s.count());
        for (std::uint64_t k = 0; k < s.count(); ++k) {
            c.recv(m, arrival[r][k], s.bytes(k));
            for (Rank child : children)
                arrival[child][k] = c.send(m, s.bytes(k));
        }
        std::vector<double>().swap(arrival[r]);
    }
    // Step 2: every rank sends first, then receives what its partner (or the root) sent.
    const Rank last = unshifted(P - 1, root, P);
    std::vector<double> swapArrival(static_cast<std::size_t>(P), 0.0);  // indexed by receiver
    for (Rank r = 0; r < P; ++r) {
        if (const Rank pair = partnerOf(r, root, P); pair != kNoRank)
            swapArrival[pair] = clocks[r].send(m, h.count[halfOf(r, root, P)]);
        else if (P % 2 == 0 && r == root)
            swapArrival[last] = clocks[r].send(m, h.count[1]);
    }
    for (Rank r = 0; r < P; ++r) {
        if (partnerOf(r, root, P) != kNoRank)
            clocks[r].recv(m, swapArrival[r], h.count[1 - halfOf(r, root, P)]);
        else if (P % 2 == 0 && r == last)
            clocks[r].recv(m, swapArrival[r], h.count[1]);
    }
}

}  // namespace ct::mpilib
