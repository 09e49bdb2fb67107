// Broadcast (seed 004 §3.2.1, §4.2): data of `size` bytes on processor 0 reach all p processors.
// Costs as the thesis gives them; ScatterGather and Root as ../shared/seeds/README.md reads them.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "bsp/broadcast.h"
#include "bsp/register.h"

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

const std::string& broadcastName() {
    static const std::string name = "Broadcast";
    return name;
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
    a.problem = "Broadcast";
    a.summary =
        "processor 0 sends to the first processor of each of d parts, then each part broadcasts";
    a.source = "seed 004 §2.3 (TreeBroadcast), §3.2.1, §4.2.2";
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
        const double n = c.input[0];
        const int p = c.dataProcs, d = degreeOf(c, v);
        return n * m.g(1) + (d - 1) * m.block(n, p) * m.g(p) + m.L(p);
    };
    a.subcallsTo = [](const CallArgs& c, int v, const SubcallSink& out) {
        const int d = degreeOf(c, v);
        if (c.dataProcs / d > 1) out({broadcastName(), c.input.values, c.dataProcs / d, 1, d});
    };
    a.subcalls = subcallsFrom(a.subcallsTo);
    return a;
}

Algorithm scatterGather() {
    Algorithm a;
    a.name = "ScatterGatherBroadcast";
    a.label = "ScatterGather";
    a.problem = "Broadcast";
    a.summary =
        "split the data into k blocks, broadcast each on p/k processors, then exchange blocks";
    a.source = "seed 004 §3.2.1 ([JW96a] 2D-BCAST), cost as read in seeds/README.md";
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
        const double block = ceilDiv(c.input[0], k);
        return 2 * block * m.g(1) + 2.0 * k * m.block(block, p) * m.g(p) + m.L(p);
    };
    a.subcallsTo = [](const CallArgs& c, int v, const SubcallSink& out) {
        const int k = blocksOf(c, v);
        const double part[1] = {ceilDiv(c.input[0], k)};
        if (c.dataProcs / k > 1) out({broadcastName(), part, c.dataProcs / k, 1, k});
    };
    a.subcalls = subcallsFrom(a.subcallsTo);
    return a;
}

Algorithm root() {
    Algorithm a;
    a.name = "RootBroadcast";
    a.label = "Root";
    a.problem = "Broadcast";
    a.summary =
        "broadcast to √p processors, each sends to the head of its √p interval, then each "
        "interval broadcasts";
    a.source = "seed 004 §3.2.1 ([JKMR00] HPRAM-BCAST step), cost as read in seeds/README.md";
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
        const double n = c.input[0];
        const int p = c.dataProcs;
        return n * m.g(1) + m.block(n, p) * m.g(p) + m.L(p);
    };
    a.subcallsTo = [](const CallArgs& c, int, const SubcallSink& out) {
        const int r = rootOf(c.dataProcs);
        out({broadcastName(), c.input.values, r, 1, 1});
        out({broadcastName(), c.input.values, r, 1, r});
    };
    a.subcalls = subcallsFrom(a.subcallsTo);
    return a;
}

}  // namespace

// docs/bsp-model.md, "Lower bounds". One superstep: the root of every Broadcast schedule on
// p >= 2 data processors is one of the three algorithms above, and its own time alone (subcalls
// cost >= 0) is at least the least of
//  - Tree (d >= 2) and Root: n·g(1) + max(n, B(p))·g(p) + L(p);
//  - ScatterGather (2 <= k <= p): ⌈n/k⌉ >= ⌈n/p⌉, and 2k·max(⌈n/k⌉, B(p)) >= max(2n, 4·B(p)).
double broadcastStepBound(double n, int p, const BspProfile& m) {
    if (p < 2) return 0;
    const double g1 = m.g(1), gp = m.g(p), L = m.L(p);
    const double tree = n * g1 + m.block(n, p) * gp + L;
    const double scatter = 2 * ceilDiv(n, p) * g1 + std::max(2 * n, 4 * m.B(p)) * gp + L;
    return std::max(0.0, std::min(tree, scatter));
}

namespace {
// Bounds are rounded down by this much per level, so that a sum computed in another order than
// the schedulers' never exceeds their cost of the same schedule.
constexpr double kRoundDown = 1 - 1e-12;
}  // namespace

// The root's own time, computed exactly as the algorithms do, plus for each subcall the
// recursive bound of its optimum (`sub`): exact, up to rounding, for every schedule of these
// three algorithms. Candidates go cheapest own time first; once that reaches the best total found
// (or the cap), the rest cannot lower the result, and their subproblems are never asked for. A
// subproblem is asked only for what would still lower the result (its cap).
double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m,
                           const SubBound& sub, double cap) {
    if (p < 2 || input.empty()) return 0;
    const double n = input[0];
    const double g1 = m.g(1), gp = m.g(p), L = m.L(p), Bp = m.B(p);
    const double block = std::max(n, Bp);  // m.block(n, p)
    struct Step {
        double own;
        double size;  // of the subcalls
        int procs;    // of each subcall; 1: none
        int calls;    // 1, or 2 for Root (the same subproblem twice)
    };
    Step local[129];
    std::vector<Step> heap;
    std::span<Step> steps;
    const std::vector<int>& all = divisorsOf(p);  // not used after the first call of `sub`
    if (2 * all.size() <= std::size(local)) {
        steps = {local, 2 * all.size()};
    } else {
        heap.resize(2 * all.size());
        steps = heap;
    }
    // all[i] · all[last − i] = p: the quotients without dividing.
    const std::size_t last = all.size() - 1;
    std::size_t count = 0;
    for (std::size_t i = 1; i <= last; ++i) {  // Tree, degree d
        const int d = all[i];
        steps[count++] = {n * g1 + (d - 1) * block * gp + L, n, all[last - i], 1};
    }
    // Root: p a perfect square, √p its middle divisor.
    if (const int r = all[last / 2]; last % 2 == 0 && r >= 2 && r * r == p)
        steps[count++] = {n * g1 + block * gp + L, n, r, 2};
    for (std::size_t i = 1; i <= last && all[i] <= n; ++i) {  // ScatterGather, k blocks
        const int k = all[i];
        const double part = ceilDiv(n, k);
        steps[count++] = {2 * part * g1 + 2.0 * k * std::max(part, Bp) * gp + L, part,
                          all[last - i], 1};
    }
    // Tree's own times rise with d (g, B >= 0), so its candidates are in order already; the others
    // (Root, ScatterGather) are sorted, and the two lists merged.
    std::size_t nextTree = 0, others = last;
    // Steps without subcalls (Tree with d = p, ScatterGather with k = p) are whole schedules:
    // the least of them bounds the result from above before anything is asked, so even the
    // first subproblem asked gets a finite cap.
    double best = steps[last - 1].own;
    if (steps[count - 1].procs == 1) best = std::min(best, steps[count - 1].own);
    double rest = std::numeric_limits<double>::infinity();  // least own time of those not tried
    double skipped = rest;  // the least bound of those dropped on their subcalls' one superstep
    for (std::size_t i = others + 1; i < count; ++i) {  // insertion sort: a dozen or so
        const Step x = steps[i];
        std::size_t j = i;
        for (; j > others && x.own < steps[j - 1].own; --j)
            steps[j] = steps[j - 1];
        steps[j] = x;
    }
    while (nextTree < last || others < count) {
        const bool other =
            others < count && (nextTree == last || steps[others].own < steps[nextTree].own);
        const Step step = other ? steps[others++] : steps[nextTree++];
        const double limit = std::min(best, cap);
        if (!(step.own < limit)) {
            rest = step.own;
            break;
        }
        double t = step.own;
        if (step.procs > 1) {
            // Every schedule of a subcall runs at least one superstep on its processors (at
            // least L): if even that does not fit, the subproblem is not asked for (nor searched).
            const double least = t + step.calls * (m.L(step.procs) * kRoundDown);
            if (!(least < limit)) {
                skipped = std::min(skipped, least);
                continue;
            }
            const double in[1] = {step.size};
            const double each = sub(in, step.procs, (limit - step.own) / step.calls);
            for (int c = 0; c < step.calls; ++c)
                t += each;
        }
        best = std::min(best, t);
    }
    return std::max(0.0, std::min({best, rest, skipped}) * kRoundDown);
}

double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m) {
    return evaluateLowerBound(
        [](std::span<const double> in, int procs, const BspProfile& machine, const SubBound& sub,
           double cap) { return broadcastLowerBound(in, procs, machine, sub, cap); },
        input, p, m);
}

void registerBroadcast(Library& l) {
    l.addProblem(
        {"Broadcast", "processor 0's data reach every processor", {{"size", true, 1, "bytes"}}});
    l.addAlgorithm(tree());
    l.addAlgorithm(scatterGather());
    l.addAlgorithm(root());
    l.setLowerBound("Broadcast", [](std::span<const double> input, int p, const BspProfile& m,
                                    const SubBound& sub, double cap) {
        return broadcastLowerBound(input, p, m, sub, cap);
    });
}

}  // namespace ct::bsp
