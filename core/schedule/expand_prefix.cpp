// Programs of the tree prefix operations (docs/bsp-algorithms.md, "Programs"): reductions on a
// d-ary tree towards logical processor p−1 (Bonorden's (2002) Reduce target), Scan on one rooted at
// 0. Every rank's vector is the node's part: m = part.bytes at base = part.offset; scratch follows
// it
// ([base + m, base + 2m) receives one child's vector at a time before it is combined). Each tree
// level is one superstep, ended by a barrier of the partition.
#include "schedule/expansion.h"
#include "schedule/register.h"

namespace ct::bsp {
namespace {

// Distance from the target: q = p−1−i, so the tree is rooted at q = 0.
struct TreeShape {
    std::size_t p;
    std::size_t d;
    std::vector<std::size_t> strides;  // d^l for the levels l = 0 .. ⌈log_d p⌉−1
    TreeShape(std::size_t procs, std::size_t degree) : p(procs), d(degree) {
        for (std::size_t s = 1; s < p; s *= d)
            strides.push_back(s);
    }
    std::size_t logical(std::size_t q) const { return p - 1 - q; }
};

std::size_t degreeOf(const CallNode& n) {
    return std::size_t(divisorAt(n.dataProcs, n.variant));
}

// Level with stride s: q with q % (s·d) == 0 receives from q + t·s, t = 1 .. d−1, and combines
// with `mode` (sums; EdgeMinimum's minimum).
void reduceUp(Expansion& x, const TreeShape& t, const std::vector<Rank>& ranks, Part part,
              CombineMode mode = CombineMode::Elementwise) {
    auto& b = x.builder();
    const std::uint64_t m = part.bytes, base = part.offset;
    for (std::size_t s : t.strides) {
        for (std::size_t q = 0; q < t.p; q += s) {
            const Rank me = ranks[t.logical(q)];
            if (q % (s * t.d) != 0) {
                b.add(me, Op::send(ranks[t.logical(q - q % (s * t.d))], m, base));
                continue;
            }
            for (std::size_t c = 1; c < t.d && q + c * s < t.p; ++c) {
                b.add(me, Op::recv(ranks[t.logical(q + c * s)], m, base + m));
                b.add(me, Op::combine(base + m, base, m, mode));
            }
        }
        x.barrier(ranks);
    }
}

// The same tree from the target down: each level's receivers send the result, the m bytes at
// `at`, to their children.
void sendDown(Expansion& x, const TreeShape& t, const std::vector<Rank>& ranks, std::uint64_t m,
              std::uint64_t at) {
    auto& b = x.builder();
    for (auto it = t.strides.rbegin(); it != t.strides.rend(); ++it) {
        const std::size_t s = *it;
        for (std::size_t q = 0; q < t.p; q += s) {
            const Rank me = ranks[t.logical(q)];
            if (q % (s * t.d) != 0) {
                b.add(me, Op::recv(ranks[t.logical(q - q % (s * t.d))], m, at));
                continue;
            }
            for (std::size_t c = 1; c < t.d && q + c * s < t.p; ++c)
                b.add(me, Op::send(ranks[t.logical(q + c * s)], m, at));
        }
        x.barrier(ranks);
    }
}

void expandTreeReduce(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                      const std::string&) {
    x.builder().requireBufferBytes(part.offset + 2 * part.bytes);
    reduceUp(x, TreeShape(ranks.size(), degreeOf(n)), ranks, part, x.combineMode());
}

void expandTreeReduceAll(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                         const std::string&) {
    x.builder().requireBufferBytes(part.offset + 2 * part.bytes);
    const TreeShape t(ranks.size(), degreeOf(n));
    reduceUp(x, t, ranks, part, x.combineMode());
    sendDown(x, t, ranks, part.bytes, part.offset);
}

// EdgeTreeReduceAll(d): TreeReduceAll with the elementwise minimum of 64-bit keys (an edge as one
// ordered key, e.g. weight then edge number) instead of the sum.
void expandEdgeTreeReduceAll(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks,
                             Part part, const std::string&) {
    x.builder().requireBufferBytes(part.offset + 2 * part.bytes);
    const TreeShape t(ranks.size(), degreeOf(n));
    reduceUp(x, t, ranks, part, CombineMode::Minimum);
    sendDown(x, t, ranks, part.bytes, part.offset);
}

// TreeScan(d): an inclusive prefix over logical 0..p−1 on a d-ary tree rooted at logical 0.
// Up-sweep: at stride s every block leader i (i % s·d == 0) keeps its own block's sum S_0 and
// receives the sums S_t of the blocks at i + t·s; down-sweep: it sends i + t·s the sum of all
// before it, E_i + S_0 + … + S_{t−1} (E_i: what it got from its own parent; none for i = 0).
// Finally each processor adds E to its vector. Buffer, from base: V = [0, m) own vector and result,
// A = [m, 2m) running block sum, E = [2m, 3m), then per level d slots for the S_t and d for the
// prefixes sent (a message's part is never changed while it is in flight). Every combine is
// written with its operands in either order (dst ⊕ src or src ⊕ dst), so `mode` must be
// commutative as well as associative (sums; SegmentMinimum's segmented minimum).
void scanTree(Expansion& x, std::size_t d, const std::vector<Rank>& ranks, Part part,
              CombineMode mode = CombineMode::Elementwise) {
    const std::uint64_t m = part.bytes, V = part.offset;
    const std::size_t p = ranks.size();
    std::vector<std::size_t> strides;
    for (std::size_t s = 1; s < p; s *= d)
        strides.push_back(s);
    const std::size_t levels = strides.size();
    const std::uint64_t A = V + m, E = V + 2 * m;
    auto sumSlot = [&](std::size_t l, std::size_t t) { return V + (3 + l * d + t) * m; };
    auto sendSlot = [&](std::size_t l, std::size_t t) {
        return V + (3 + (levels + l) * d + t) * m;
    };
    x.builder().requireBufferBytes(sendSlot(levels, 0));
    auto& b = x.builder();
    for (std::size_t i = 0; i < p; ++i)
        b.add(ranks[i], Op::copy(V, A, m));
    for (std::size_t l = 0; l < levels; ++l) {
        const std::size_t s = strides[l];
        for (std::size_t i = 0; i < p; i += s) {
            if (i % (s * d) != 0) {
                b.add(ranks[i], Op::send(ranks[i - i % (s * d)], m, A));
                continue;
            }
            b.add(ranks[i], Op::copy(A, sumSlot(l, 0), m));
            for (std::size_t t = 1; t < d && i + t * s < p; ++t) {
                b.add(ranks[i], Op::recv(ranks[i + t * s], m, sumSlot(l, t)));
                b.add(ranks[i], Op::combine(sumSlot(l, t), A, m, mode));
            }
        }
        x.barrier(ranks);
    }
    for (std::size_t l = levels; l-- > 0;) {
        const std::size_t s = strides[l];
        for (std::size_t i = 0; i < p; i += s) {
            if (i % (s * d) != 0) {
                b.add(ranks[i], Op::recv(ranks[i - i % (s * d)], m, E));
                continue;
            }
            for (std::size_t t = 1; t < d && i + t * s < p; ++t) {
                if (t == 1) {
                    b.add(ranks[i], Op::copy(sumSlot(l, 0), sendSlot(l, 1), m));
                    if (i != 0) b.add(ranks[i], Op::combine(E, sendSlot(l, 1), m, mode));
                } else {
                    b.add(ranks[i], Op::copy(sendSlot(l, t - 1), sendSlot(l, t), m));
                    b.add(ranks[i], Op::combine(sumSlot(l, t - 1), sendSlot(l, t), m, mode));
                }
                b.add(ranks[i], Op::send(ranks[i + t * s], m, sendSlot(l, t)));
            }
        }
        x.barrier(ranks);
    }
    for (std::size_t i = 1; i < p; ++i)
        b.add(ranks[i], Op::combine(E, V, m, mode));
}

void expandTreeScan(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                    const std::string&) {
    scanTree(x, degreeOf(n), ranks, part, x.combineMode());
}

// TreeScanAll(d): TreeScan, then logical p−1, whose prefix is the total, sends the total down the
// d-ary tree rooted at it into [m, 2m) of every processor (the scan's scratch A, free once the
// scan's last superstep has ended).
void expandTreeScanAll(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                       const std::string&) {
    const std::uint64_t m = part.bytes;
    const std::size_t d = degreeOf(n);
    scanTree(x, d, ranks, part, x.combineMode());
    x.builder().add(ranks.back(), Op::copy(part.offset, part.offset + m, m));
    sendDown(x, TreeShape(ranks.size(), d), ranks, m, part.offset + m);
}

// ReduceBroadcast: Reduce towards processor p−1, then Broadcast from it (its logical processor 0).
void expandReduceBroadcast(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks,
                           Part part, const std::string& path) {
    x.expand(n.children.at(0), ranks, part, subcallPath(path, 0));
    std::vector<Rank> fromTarget{ranks.back()};
    fromTarget.insert(fromTarget.end(), ranks.begin(), ranks.end() - 1);
    x.expand(n.children.at(1), fromTarget, part, subcallPath(path, 1));
}

// SegmentMinimum (Bonorden 2002 Table 5, [Göt98] 4.1.4) on the words of the segment-minimum
// contract (program/collective.h): k = m/8 words per processor, sorted by segment along logical 0,
// 1, …, each a segment id above a key. Buffer, from base: W = [0, m) the words, C = [m, m + 8) the
// carry from the processor before, S = [m + 8, m + 16) the processor's pair, and the Scan's scratch
// after S.
// 1. Every processor runs once through its words (SegmentedScan): each becomes the least word of
//    its segment so far on this processor; the last is the pair (last segment, its local minimum).
// 2. Subcall Scan(1) on the pairs with the segmented minimum: processor i gets its last segment's
//    minimum over processors 0 … i, however many processors the segment spans.
// 3. Own superstep: processor i sends that pair to i + 1 (the carry into i + 1's first segment).
// 4. Processor i ≥ 1 combines the carry into its first word and runs through its words again, so
//    every word ends with its segment's minimum up to it, and a segment's last word with the
//    segment's minimum (the thesis' cost counts these two passes: 2⌈x/p⌉·32·g(1)).
void expandSegmentMinimum(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks,
                          Part part, const std::string& path) {
    constexpr std::uint64_t word = 8;
    const std::uint64_t W = part.offset, m = part.bytes, C = W + m, S = C + word;
    auto& b = x.builder();
    b.requireBufferBytes(S + word);
    for (Rank r : ranks) {
        b.add(r, Op::combine(W, W, m, CombineMode::SegmentedScan));
        b.add(r, Op::copy(W + m - word, S, word));
    }
    const CombineMode outer = x.combineMode();
    x.setCombineMode(CombineMode::SegmentedMinimum);
    x.expand(n.children.at(0), ranks, Part{S, word}, subcallPath(path, 0));
    x.setCombineMode(outer);
    for (std::size_t i = 0; i + 1 < ranks.size(); ++i) {
        b.add(ranks[i], Op::send(ranks[i + 1], word, S));
        b.add(ranks[i + 1], Op::recv(ranks[i], word, C));
    }
    x.barrier(ranks);
    for (std::size_t i = 1; i < ranks.size(); ++i) {
        b.add(ranks[i], Op::combine(C, W, word, CombineMode::SegmentedMinimum));
        b.add(ranks[i], Op::combine(W, W, m, CombineMode::SegmentedScan));
    }
}

}  // namespace

void registerPrefixExpanders(std::map<std::string, Expander>& table) {
    table["TreeReduce"] = expandTreeReduce;
    table["TreeReduceAll"] = expandTreeReduceAll;
    table["EdgeTreeReduceAll"] = expandEdgeTreeReduceAll;
    table["ReduceBroadcast"] = expandReduceBroadcast;
    table["TreeScan"] = expandTreeScan;
    table["TreeScanAll"] = expandTreeScanAll;
    table["SegmentMinimum"] = expandSegmentMinimum;
}

}  // namespace ct::bsp
