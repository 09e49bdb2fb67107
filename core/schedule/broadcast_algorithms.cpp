// Broadcast (Bonorden 2002 §3.2.1, §4.2): data of `size` bytes on processor 0 reach all p
// processors. Costs as the thesis gives them; ScatterGather and Root as docs/references.md reads
// them.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "schedule/broadcast.h"
#include "schedule/register.h"

namespace ct::bsp {

std::vector<int> treeDegrees(int p) {
    return divisors(p, 2, p);
}

std::vector<int> scatterGatherBlocks(double bytes, int p) {
    // k blocks of ceil(n/k) bytes, each broadcast on p/k processors: k divides p, k <= n.
    const int hi = bytes >= p ? p : int(bytes);
    return divisors(p, 2, hi);
}

int rootOf(int p) {
    const int r = int(std::lround(std::sqrt(double(p))));
    return (r >= 2 && r * r == p) ? r : 0;
}

namespace {

// Tree's and ScatterGather's one subcall: Broadcast(size) on p/parts processors, `parts`
// instances side by side; none when that leaves one processor each.
std::vector<Subcall> partsBroadcast(double size, int p, int parts) {
    if (p / parts <= 1) return {};
    return {{Problem::Broadcast, Input{{size}}, p / parts, 1, parts}};
}

// Block counts k >= 2 dividing p with k <= n: a prefix of p's divisors.
int blockCount(const CallArgs& a) {
    const double n = a.input[0];
    return divisorsUpTo(a.dataProcs, n >= a.dataProcs ? a.dataProcs : int(n));
}
int degreeOf(const CallArgs& a, int v) {
    return divisorAt(a.dataProcs, v);
}
int blocksOf(const CallArgs& a, int v) {
    if (v >= blockCount(a)) throw std::out_of_range("no such variant");
    return divisorAt(a.dataProcs, v);
}

Algorithm tree() {
    Algorithm a;
    a.name = "TreeBroadcast";
    a.label = "Tree";
    a.problem = Problem::Broadcast;
    a.summary =
        "processor 0 sends to the first processor of each of d parts, then each part broadcasts";
    a.source = "Bonorden 2002 §2.3 (TreeBroadcast), §3.2.1, §4.2.2";
    a.cost =
        "n·g(1) + (d−1)·max(n, B(p))·g(p) + L(p); subcall Broadcast(n) on p/d procs, d in parallel "
        "(none when d = p: LIST)";
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs& c) { return divisorsUpTo(c.dataProcs, c.dataProcs); };
    a.variantName = [](const CallArgs& c, int v) {
        return "degree " + std::to_string(degreeOf(c, v));
    };
    a.variantTag = [](const CallArgs& c, int v) { return "d=" + std::to_string(degreeOf(c, v)); };
    a.time = [](const CallArgs& c, int v, const BspProfile& m) {
        const int p = c.dataProcs;
        return treeOwnTime(c.input[0], degreeOf(c, v), m.g(1), m.g(p), m.L(p), m.B(p));
    };
    a.subcalls = [](const CallArgs& c, int v) {
        return partsBroadcast(c.input[0], c.dataProcs, degreeOf(c, v));
    };
    a.variantsTo = [](const Input& input, int p, int maxCalc, const BspProfile& m,
                      const VariantSink& out) {
        if (p < 2 || p > maxCalc) return;  // onManyProcs
        const std::vector<int>& all = divisorsOf(p);
        const double n = input[0];
        const double g1 = m.g(1), gp = m.g(p), L = m.L(p), B = m.B(p);
        const std::size_t last = all.size() - 1;
        for (std::size_t v = 0; v < last; ++v) {
            const int d = all[v + 1];  // as degreeOf
            const SubcallView sub{Problem::Broadcast, input.values, all[last - v - 1], 1, d};
            out({p,
                 int(v),
                 treeOwnTime(n, d, g1, gp, L, B),
                 {&sub, std::size_t(sub.dataProcs > 1 ? 1 : 0)}});
        }
    };
    return a;
}

Algorithm scatterGather() {
    Algorithm a;
    a.name = "ScatterGatherBroadcast";
    a.label = "ScatterGather";
    a.problem = Problem::Broadcast;
    a.summary =
        "split the data into k blocks, broadcast each on p/k processors, then exchange blocks";
    a.source = "Bonorden 2002 §3.2.1 ([JW96a] 2D-BCAST), cost as read in docs/references.md";
    a.cost =
        "2⌈n/k⌉·g(1) + 2k·max(⌈n/k⌉, B(p))·g(p) + L(p); subcall Broadcast(⌈n/k⌉) on p/k procs, "
        "k in parallel (none when k = p); k divides p and k <= n";
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs& c) { return blockCount(c); };
    a.variantName = [](const CallArgs& c, int v) {
        return std::to_string(blocksOf(c, v)) + " blocks";
    };
    a.variantTag = [](const CallArgs& c, int v) { return "k=" + std::to_string(blocksOf(c, v)); };
    a.time = [](const CallArgs& c, int v, const BspProfile& m) {
        const int p = c.dataProcs, k = blocksOf(c, v);
        return scatterOwnTime(ceilDiv(c.input[0], k), k, m.g(1), m.g(p), m.L(p), m.B(p));
    };
    a.subcalls = [](const CallArgs& c, int v) {
        const int k = blocksOf(c, v);
        return partsBroadcast(ceilDiv(c.input[0], k), c.dataProcs, k);
    };
    a.variantsTo = [](const Input& input, int p, int maxCalc, const BspProfile& m,
                      const VariantSink& out) {
        if (p < 2 || p > maxCalc) return;  // onManyProcs
        const std::vector<int>& all = divisorsOf(p);
        const double n = input[0];
        if (all[1] > n) return;  // no variant: k <= n
        const double g1 = m.g(1), B = m.B(p), gp = m.g(p), L = m.L(p);
        const std::size_t last = all.size() - 1;
        for (std::size_t v = 0; v < last && all[v + 1] <= n; ++v) {  // k <= n, as blockCount
            const int k = all[v + 1];
            const double part[1] = {ceilDiv(n, k)};
            const SubcallView sub{Problem::Broadcast, part, all[last - v - 1], 1, k};
            out({p,
                 int(v),
                 scatterOwnTime(part[0], k, g1, gp, L, B),
                 {&sub, std::size_t(sub.dataProcs > 1 ? 1 : 0)}});
        }
    };
    return a;
}

Algorithm root() {
    Algorithm a;
    a.name = "RootBroadcast";
    a.label = "Root";
    a.problem = Problem::Broadcast;
    a.summary =
        "broadcast to √p processors, each sends to the head of its √p interval, then each "
        "interval broadcasts";
    a.source =
        "Bonorden 2002 §3.2.1 ([JKMR00] HPRAM-BCAST step), cost as read in docs/references.md";
    a.cost =
        "n·g(1) + max(n, B(p))·g(p) + L(p); subcalls Broadcast(n) on √p procs once, then "
        "Broadcast(n) on √p procs, √p in parallel; p a perfect square >= 4";
    a.validProcs = [](const Input&, int p, int maxCalc) {
        return rootOf(p) ? onDataProcs(Input{}, p, maxCalc) : std::vector<int>{};
    };
    a.variantCount = [](const CallArgs&) { return 1; };
    a.variantName = [](const CallArgs& c, int) {
        return "√p = " + std::to_string(rootOf(c.dataProcs));
    };
    a.variantTag = [](const CallArgs&, int) { return std::string(); };
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        return rootOwnTime(c.input[0], m.g(1), m.g(p), m.L(p), m.B(p));
    };
    a.subcalls = [](const CallArgs& c, int) {
        const int r = rootOf(c.dataProcs);
        return std::vector<Subcall>{{Problem::Broadcast, c.input, r, 1, 1},
                                    {Problem::Broadcast, c.input, r, 1, r}};
    };
    a.variantsTo = [](const Input& input, int p, int maxCalc, const BspProfile& m,
                      const VariantSink& out) {
        const int r = rootOf(p);
        if (!r || p > maxCalc) return;  // onDataProcs, for a perfect square p >= 4
        const double n = input[0];
        const SubcallView subs[2] = {{Problem::Broadcast, input.values, r, 1, 1},
                                     {Problem::Broadcast, input.values, r, 1, r}};
        out({p, 0, rootOwnTime(n, m.g(1), m.g(p), m.L(p), m.B(p)), subs});
    };
    return a;
}

}  // namespace

void registerBroadcast(Library& l) {
    l.addProblem({Problem::Broadcast,
                  "processor 0's data reach every processor",
                  {{"size", true, 1, "bytes"}}});
    const std::size_t first = l.algorithms().size();
    l.addAlgorithm(tree());
    l.addAlgorithm(scatterGather());
    l.addAlgorithm(root());
    const BroadcastAlgorithms algorithms{first, first + 1, first + 2};
    l.setLowerBound(Problem::Broadcast, [](std::span<const double> input, int p,
                                           const BspProfile& m, const SubBound& sub, double cap) {
        return broadcastLowerBound(input, p, m, sub, cap);
    });
    l.setScheduler(
        Problem::Broadcast,
        [algorithms](std::span<const double> input, int p, int maxCalc, const BspProfile& m,
                     const Library& lib, CallNode& out, std::uint64_t& candidates) {
            return scheduleBroadcast(input, p, maxCalc, m, lib, algorithms, out, candidates);
        });
}

}  // namespace ct::bsp
