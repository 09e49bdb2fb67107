// Programs of the tree prefix operations (docs/bsp-algorithms.md, "Programs"): a d-ary tree
// towards logical processor p−1 (seed 004's Reduce target). Every rank's vector of m bytes is at
// [0, m); [m, 2m) receives one child's vector at a time before it is combined. Each tree level is
// one superstep, ended by a barrier of the partition.
#include "bsp/expansion.h"
#include "bsp/register.h"

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

// Level with stride s: q with q % (s·d) == 0 receives from q + t·s, t = 1 .. d−1.
void reduceUp(Expansion& x, const TreeShape& t, const std::vector<Rank>& ranks) {
    auto& b = x.builder();
    const std::uint64_t m = x.bytes();
    for (std::size_t s : t.strides) {
        for (std::size_t q = 0; q < t.p; q += s) {
            const Rank me = ranks[t.logical(q)];
            if (q % (s * t.d) != 0) {
                b.add(me, Op::send(ranks[t.logical(q - q % (s * t.d))], m, 0));
                continue;
            }
            for (std::size_t c = 1; c < t.d && q + c * s < t.p; ++c) {
                b.add(me, Op::recv(ranks[t.logical(q + c * s)], m, m));
                b.add(me, Op::combine(m, 0, m));
            }
        }
        x.barrier(ranks);
    }
}

// The same tree from the target down: each level's receivers send the result to their children.
void sendDown(Expansion& x, const TreeShape& t, const std::vector<Rank>& ranks) {
    auto& b = x.builder();
    const std::uint64_t m = x.bytes();
    for (auto it = t.strides.rbegin(); it != t.strides.rend(); ++it) {
        const std::size_t s = *it;
        for (std::size_t q = 0; q < t.p; q += s) {
            const Rank me = ranks[t.logical(q)];
            if (q % (s * t.d) != 0) {
                b.add(me, Op::recv(ranks[t.logical(q - q % (s * t.d))], m, 0));
                continue;
            }
            for (std::size_t c = 1; c < t.d && q + c * s < t.p; ++c)
                b.add(me, Op::send(ranks[t.logical(q + c * s)], m, 0));
        }
        x.barrier(ranks);
    }
}

void expandTreeReduce(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part,
                      const std::string&) {
    x.builder().requireBufferBytes(2 * x.bytes());
    reduceUp(x, TreeShape(ranks.size(), degreeOf(n)), ranks);
}

void expandTreeReduceAll(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part,
                         const std::string&) {
    x.builder().requireBufferBytes(2 * x.bytes());
    const TreeShape t(ranks.size(), degreeOf(n));
    reduceUp(x, t, ranks);
    sendDown(x, t, ranks);
}

// ReduceBroadcast: Reduce towards processor p−1, then Broadcast from it (its logical processor 0).
void expandReduceBroadcast(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks,
                           Part part, const std::string& path) {
    x.expand(n.children.at(0), ranks, part, subcallPath(path, 0));
    std::vector<Rank> fromTarget{ranks.back()};
    fromTarget.insert(fromTarget.end(), ranks.begin(), ranks.end() - 1);
    x.expand(n.children.at(1), fromTarget, Part{0, x.bytes()}, subcallPath(path, 1));
}

}  // namespace

void registerPrefixExpanders(std::map<std::string, Expander>& table) {
    table["TreeReduce"] = expandTreeReduce;
    table["TreeReduceAll"] = expandTreeReduceAll;
    table["ReduceBroadcast"] = expandReduceBroadcast;
}

}  // namespace ct::bsp
