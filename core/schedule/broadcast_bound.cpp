// Broadcast's lower bound (docs/bsp-model.md, "Lower bounds"): the optimum of the schedules made
// of Tree, Root and ScatterGather, up to rounding, found by branch and bound over the subproblems
// one Broadcast can reach (BroadcastLattice). What was found is handed to the caller's memo once
// at the end.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "schedule/broadcast.h"
#include "schedule/broadcast_lattice.h"
#include "schedule/register.h"

namespace ct::bsp {

// One superstep: the root of every Broadcast schedule on p >= 2 data processors is one of the
// three algorithms, and its own time alone (subcalls cost >= 0) is at least the least of
//  - Tree (d >= 2) and Root: n·g(1) + max(n, B(p))·g(p) + L(p);
//  - ScatterGather (2 <= k <= p): ⌈n/k⌉ >= ⌈n/p⌉, and 2k·max(⌈n/k⌉, B(p)) >= max(2n, 4·B(p)).
double broadcastStepBound(double n, int p, const BspProfile& m) {
    if (p < 2) return 0;
    return stepOwnBound(n, p, m.g(1), m.g(p), m.L(p), m.B(p));
}

namespace {

// Each level's result is rounded down by this much, so that a sum taken in another order than
// the schedulers' never exceeds their cost of the same schedule.
constexpr double kRoundDown = 1 - 1e-12;

using broadcast_detail::BroadcastLattice;

// The bound's values over the lattice: per subproblem (k, q) the bound and the cap it was
// computed for, and the order in which subproblems were first evaluated.
class ReachableBroadcasts {
public:
    ReachableBroadcasts(double n, int p, const BspProfile& m)
        : m_lattice(n, p, m),
          m_states(m_lattice.count() * m_lattice.count()),
          m_doubles(2 * m_states),
          m_evaluated(m_states) {
        m_value = m_doubles.data();
        m_cap = m_value + m_states;
        std::fill(m_cap, m_cap + m_states, kUnknown);
    }
    ReachableBroadcasts(const ReachableBroadcasts&) = delete;
    ReachableBroadcasts& operator=(const ReachableBroadcasts&) = delete;

    std::size_t top() const { return m_lattice.top(); }
    int procs(std::size_t q) const { return m_lattice.procs(q); }
    double size(std::size_t k) const { return m_lattice.size(k); }
    // The subproblems evaluated so far, each once, as (k, q) = (i / count, i % count).
    std::span<const int> evaluated() { return {m_evaluated.data(), std::size_t(m_evaluatedCount)}; }
    std::size_t count() const { return m_lattice.count(); }
    double value(std::size_t i) const { return m_value[i]; }
    double cap(std::size_t i) const { return m_cap[i]; }

    // The bound of Broadcast(⌈N/K⌉) on q processors (K = all[k], q = all[q]), refined as far
    // as `cap` needs (LowerBound's contract); each subproblem remembers its value and cap.
    double bound(std::size_t k, std::size_t q, double cap) {
        const std::size_t i = m_lattice.at(k, q);
        const double known = m_value[i], knownCap = m_cap[i];
        if (knownCap != kUnknown && (isFinalBound(known, knownCap) || known >= cap)) return known;
        double value = evaluate(k, q, cap);
        if (knownCap != kUnknown)
            value = std::max(value, known);  // never worse than before
        else
            m_evaluated.data()[m_evaluatedCount++] = int(i);
        m_value[i] = value;
        m_cap[i] = cap;
        return value;
    }

private:
    static constexpr double kUnknown = -1;

    // What a subproblem costs at least: L(q), as every schedule on q >= 2 processors runs a
    // superstep there, or more when a bound of it is known.
    double least(std::size_t k, std::size_t q) const {
        const std::size_t i = m_lattice.at(k, q);
        const double floor = m_lattice.L(q) * kRoundDown;
        return m_cap[i] != kUnknown ? std::max(m_value[i], floor) : floor;
    }

    // A root step other than Tree (Root or ScatterGather): its own time and its subproblem,
    // called `calls` times.
    struct OtherStep {
        double own;
        int k, q, calls;
    };
    // Root's one step and ScatterGather's, at most one per divisor of q (latticeCovers allows
    // at most kMaxDivisors).
    static constexpr int kMaxOtherSteps = 130;

    // Subproblem (k, q)'s Root and ScatterGather steps, gathered apart from Tree's so that
    // evaluate() can try them cheapest first (Tree's come in order already). A step that cannot
    // get below `limit` even now is only counted in `skipped`, not kept: the limit only falls.
    // Returns how many were kept in `out`.
    int otherSteps(std::size_t k, std::size_t q, double limit, double& skipped, OtherStep* out) {
        BroadcastLattice& x = m_lattice;
        const int p = x.procs(q);
        const int* divisors = x.divisorsOf(q);
        const int last = x.divisorCount(q) - 1;
        const double n = x.size(k), g1 = x.g1(), g = x.g(q), L = x.L(q), B = x.B(q);
        const int* product = x.productRow(k);
        int count = 0;
        auto keep = [&](const OtherStep& o) {
            const double low = o.own + o.calls * least(std::size_t(o.k), std::size_t(o.q));
            if (low < limit)
                out[count++] = o;
            else
                skipped = std::min(skipped, low);
        };
        if (last % 2 == 0) {  // Root: q a perfect square, √q its middle divisor
            const int r = divisors[last / 2];
            if (x.procs(std::size_t(r)) >= 2 &&
                x.procs(std::size_t(r)) * x.procs(std::size_t(r)) == p)
                keep({rootOwnTime(n, g1, g, L, B), int(k), r, 2});
        }
        // ScatterGather, k blocks (k <= n): Broadcast(⌈n/k⌉) on q/k; ⌈n/k⌉ of this size is
        // ⌈N/Kk⌉, the size of divisor index K·k.
        for (int i = 1; i < last; ++i) {
            const int blocks = x.procs(std::size_t(divisors[i]));
            if (blocks > n) break;
            const int parts = x.canon(std::size_t(product[divisors[i]]));
            const double part = x.size(std::size_t(parts));
            keep({scatterOwnTime(part, blocks, g1, g, L, B), parts, divisors[last - i], 1});
        }
        return count;
    }

    // An insertion sort: the steps are a dozen or so, and partly in order already.
    static void sortByOwnTime(OtherStep* steps, int count) {
        for (int i = 1; i < count; ++i) {
            const OtherStep moved = steps[i];
            int j = i;
            for (; j > 0 && moved.own < steps[j - 1].own; --j)
                steps[j] = steps[j - 1];
            steps[j] = moved;
        }
    }

    // The least over every root step of its own time (as the algorithms compute it) plus its
    // subcalls' bounds, as branch and bound: the steps without subcalls (Tree with d = q,
    // ScatterGather with k = q) are whole schedules and give the first best; a step whose own
    // time plus its subcalls' least cost reaches the best so far (or the cap) is dropped, and a
    // subproblem is asked only for what would still lower the result.
    double evaluate(std::size_t k, std::size_t q, double cap) {
        BroadcastLattice& x = m_lattice;
        const int p = x.procs(q);
        if (p < 2) return 0;  // never asked by a schedule: no algorithm runs on one processor
        const int* divisors = x.divisorsOf(q);
        const int last = x.divisorCount(q) - 1;
        const double n = x.size(k), g1 = x.g1(), g = x.g(q), L = x.L(q), B = x.B(q);
        double best = treeOwnTime(n, p, g1, g, L, B);
        const int* product = x.productRow(k);
        if (p <= n) {
            const double part = x.size(std::size_t(product[q]));
            best = std::min(best, scatterOwnTime(part, p, g1, g, L, B));
        }
        double skipped = std::numeric_limits<double>::infinity();  // least of those dropped
        // One step: dropped on its subcalls' least cost, or its subproblem asked with the cap
        // (limit − own) / calls.
        auto step = [&](double own, std::size_t subK, std::size_t subQ, int calls) {
            const double limit = std::min(best, cap);
            const double low = own + calls * least(subK, subQ);
            if (!(low < limit)) {
                skipped = std::min(skipped, low);
                return;
            }
            const double each = bound(subK, subQ, (limit - own) / calls);
            double t = own;
            for (int c = 0; c < calls; ++c)
                t += each;
            best = std::min(best, t);
        };
        // Steps are tried cheapest own time first: Tree's rise with d (g, B >= 0); Root's and
        // ScatterGather's are sorted (a dozen or so) and merged in. Once one reaches the limit,
        // the rest cannot lower the result.
        OtherStep others[kMaxOtherSteps];
        const int count = otherSteps(k, q, std::min(best, cap), skipped, others);
        sortByOwnTime(others, count);
        const double infinity = std::numeric_limits<double>::infinity();
        auto treeOwn = [&](int i) {
            return i < last ? treeOwnTime(n, x.procs(std::size_t(divisors[i])), g1, g, L, B)
                            : infinity;
        };
        int tree = 1, other = 0;
        double nextTree = treeOwn(tree);
        double rest = infinity;  // the least own time not tried
        for (;;) {
            const bool takeOther = other < count && others[other].own < nextTree;
            const double own = takeOther ? others[other].own : nextTree;
            if (!(own < std::min(best, cap))) {  // (also when both lists are done)
                rest = own;
                break;
            }
            if (takeOther) {
                const OtherStep& o = others[other++];
                step(own, std::size_t(o.k), std::size_t(o.q), o.calls);
            } else {
                step(own, k, std::size_t(divisors[last - tree]), 1);
                nextTree = treeOwn(++tree);
            }
        }
        return std::max(0.0, std::min({best, skipped, rest}) * kRoundDown);
    }

    BroadcastLattice m_lattice;
    std::size_t m_states;  // count²
    broadcast_detail::SmallArray<double, 600> m_doubles;
    broadcast_detail::SmallArray<int, 300> m_evaluated;  // subproblems in the order evaluated
    int m_evaluatedCount = 0;
    double* m_value = nullptr;  // per (k, q): the bound, and the cap it was computed for
    double* m_cap = nullptr;    // (kUnknown: not yet)
};

}  // namespace

// The bound of Broadcast(n) on p, refined as far as `cap` needs. Every other subproblem met on
// the way is handed to the caller's memo with the cap it was evaluated for, so that the subcalls
// the Optimizer tries next find their bounds there.
double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m,
                           const SubBound& sub, double cap) {
    if (p < 2 || input.empty()) return 0;
    const double n = input[0];
    const std::size_t divisorCount = divisorsOf(p).size();
    // The one-superstep bound answers cheaply when it already reaches the cap: a caller that
    // only needs to know the bound is at least the cap (a candidate it can drop) does not pay
    // for the subproblems.
    const double step = broadcastStepBound(n, p, m) * kRoundDown;
    if (!(step < cap) || !broadcast_detail::latticeCovers(n, divisorCount)) return step;
    ReachableBroadcasts reach(n, p, m);
    const std::size_t top = reach.top();
    const double value = reach.bound(0, top, cap);
    // The caller's memo keeps what was found of the other subproblems, with their caps.
    const std::size_t count = reach.count();
    for (int i : reach.evaluated()) {
        const std::size_t k = std::size_t(i) / count, q = std::size_t(i) % count;
        if (k == 0 && q == top) continue;
        const double size[1] = {reach.size(k)};
        sub.remember(size, reach.procs(q), reach.value(std::size_t(i)), reach.cap(std::size_t(i)));
    }
    return value;
}

double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m) {
    return evaluateLowerBound(
        [](std::span<const double> in, int procs, const BspProfile& machine, const SubBound& sub,
           double cap) { return broadcastLowerBound(in, procs, machine, sub, cap); },
        input, p, m);
}

}  // namespace ct::bsp
