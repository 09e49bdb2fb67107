// Broadcast's lower bound (docs/bsp-model.md, "Lower bounds"): the optimum of the schedules made
// of Tree, Root and ScatterGather, up to rounding, found by branch and bound over the subproblems
// one Broadcast can reach. From Broadcast(n) on p, Tree and Root keep the size and go to a divisor
// of p; ScatterGather with k blocks goes to ⌈n/k⌉ on p/k. So every subproblem is
// Broadcast(⌈n/K⌉) on q processors with K·q dividing p (⌈⌈n/a⌉/b⌉ = ⌈n/ab⌉): 66 for p = 1024.
// They are kept in plain arrays indexed by divisors, which costs far less than asking the
// caller's memo (a hash lookup and two std::function calls) for each step, as an earlier version
// did; what was found is handed to that memo once at the end.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "bsp/broadcast.h"
#include "bsp/register.h"

namespace ct::bsp {

// One superstep: the root of every Broadcast schedule on p >= 2 data processors is one of the
// three algorithms, and its own time alone (subcalls cost >= 0) is at least the least of
//  - Tree (d >= 2) and Root: n·g(1) + max(n, B(p))·g(p) + L(p);
//  - ScatterGather (2 <= k <= p): ⌈n/k⌉ >= ⌈n/p⌉, and 2k·max(⌈n/k⌉, B(p)) >= max(2n, 4·B(p)).
double broadcastStepBound(double n, int p, const BspProfile& m) {
    if (p < 2) return 0;
    const double g1 = m.g(1), gp = m.g(p), L = m.L(p);
    const double tree = rootOwnTime(n, g1, gp, L, m.B(p));  // Tree's least: d = 2
    const double scatter = 2 * ceilDiv(n, p) * g1 + std::max(2 * n, 4 * m.B(p)) * gp + L;
    return std::max(0.0, std::min(tree, scatter));
}

namespace {

// Each level's result is rounded down by this much, so that a sum taken in another order than
// the schedulers' never exceeds their cost of the same schedule.
constexpr double kRoundDown = 1 - 1e-12;
// Beyond this many divisors of p (highly composite counts in the hundreds of thousands) the
// subproblems become too many to evaluate all: the one-superstep bound is used instead.
constexpr std::size_t kMaxDivisors = 128;
// Sizes are whole bytes below 2^52, where ⌈n/k⌉ in doubles is exact: the identity the subproblem
// indexing relies on then holds bit for bit.
constexpr double kLargestSize = 4503599627370496.0;

// The subproblems of one Broadcast(N) on P, by divisor index: K = all[k] blocks so far (size
// ⌈N/K⌉) on q = all[j] processors. Everything lives in two arrays, on the stack when P has few
// divisors (as it mostly has), so a bound costs no allocation.
class ReachableBroadcasts {
public:
    ReachableBroadcasts(double n, std::span<const int> all, const BspProfile& m)
        : m_m(m), m_g1(m.g(1)) {
        const std::size_t count = all.size();
        m_count = count;
        // Ints: all | divisor lists' starts and lengths (count each) | divisor lists (at most
        // count·(count + 1) / 2 in all) | product rows (count²) | which rows are made (count) |
        // canonical block indices (count) | evaluated subproblems in order (count²).
        const std::size_t ints = 5 * count + count * (count + 1) / 2 + 2 * count * count;
        // Doubles: values and caps (count² each) | sizes | g | L | B (count each).
        const std::size_t doubles = 2 * count * count + 4 * count;
        m_ints = ints <= std::size(m_localInts) ? std::span<int>(m_localInts, ints)
                                                : (m_heapInts.resize(ints), m_heapInts);
        m_doubles = doubles <= std::size(m_localDoubles)
                        ? std::span<double>(m_localDoubles, doubles)
                        : (m_heapDoubles.resize(doubles), m_heapDoubles);
        int* out = m_ints.data();
        m_all = out;
        std::copy(all.begin(), all.end(), out);
        m_listAt = out + count;
        m_listLength = out + 2 * count;
        std::fill(m_listAt, m_listAt + count, -1);  // made when first needed (listOf)
        m_rowMade = out + 3 * count;
        std::fill(m_rowMade, m_rowMade + count, 0);
        m_canon = out + 4 * count;
        m_lists = out + 5 * count;
        m_product = m_lists + count * (count + 1) / 2;
        m_evaluated = m_product + count * count;

        double* d = m_doubles.data();
        m_value = d;
        m_cap = d + count * count;
        std::fill(m_cap, m_cap + count * count, kUnknown);
        m_size = d + 2 * count * count;
        m_g = m_size + count;
        m_L = m_size + 2 * count;
        m_B = m_size + 3 * count;
        for (std::size_t i = 0; i < count; ++i) {
            m_size[i] = ceilDiv(n, all[i]);
            m_L[i] = m.L(all[i]);  // (g and B with the divisor list, when first needed)
            // Sizes fall with K and reach 1 once K >= N: blocks of the same size are one
            // subproblem, kept under the first of them (small sizes then have far fewer).
            m_canon[i] = i > 0 && m_size[i] == m_size[i - 1] ? m_canon[i - 1] : int(i);
        }
    }
    ReachableBroadcasts(const ReachableBroadcasts&) = delete;
    ReachableBroadcasts& operator=(const ReachableBroadcasts&) = delete;

    std::size_t top() const { return m_count - 1; }
    int procs(std::size_t q) const { return m_all[q]; }
    double size(std::size_t k) const { return m_size[k]; }
    // The subproblems evaluated so far, each once, as (k, q) = (i / count, i % count).
    std::span<const int> evaluated() const { return {m_evaluated, std::size_t(m_evaluatedCount)}; }
    std::size_t count() const { return m_count; }
    double value(std::size_t i) const { return m_value[i]; }
    double cap(std::size_t i) const { return m_cap[i]; }

    // The bound of Broadcast(⌈N/K⌉) on q processors (K = all[k], q = all[q]), refined as far
    // as `cap` needs (LowerBound's contract); each subproblem remembers its value and cap.
    double bound(std::size_t k, std::size_t q, double cap) {
        const std::size_t i = at(k, q);
        const double known = m_value[i], knownCap = m_cap[i];
        if (knownCap != kUnknown && (isFinalBound(known, knownCap) || known >= cap)) return known;
        double value = evaluate(k, q, cap);
        if (knownCap != kUnknown)
            value = std::max(value, known);  // never worse than before
        else
            m_evaluated[m_evaluatedCount++] = int(i);
        m_value[i] = value;
        m_cap[i] = cap;
        return value;
    }

private:
    static constexpr double kUnknown = -1;

    std::size_t at(std::size_t k, std::size_t q) const { return k * m_count + q; }
    // What a subproblem costs at least: L(q), as every schedule on q >= 2 processors runs a
    // superstep there, or more when a bound of it is known.
    double least(std::size_t k, std::size_t q) const {
        const std::size_t i = at(k, q);
        const double floor = m_L[q] * kRoundDown;
        return m_cap[i] != kUnknown ? std::max(m_value[i], floor) : floor;
    }
    // q's divisors as indices, ascending (the i-th and the (last − i)-th multiply to q), and the
    // profile at q: made when q is first evaluated, as a bound asked with a small cap may touch
    // only a few processor counts. Its length is m_listLength[q].
    const int* listOf(std::size_t q) {
        if (m_listAt[q] < 0) {
            m_listAt[q] = m_used;
            for (std::size_t i = 0; i <= q; ++i)
                if (m_all[q] % m_all[i] == 0) m_lists[m_used++] = int(i);
            m_listLength[q] = m_used - m_listAt[q];
            m_g[q] = m_m.g(m_all[q]);
            m_B[q] = m_m.B(m_all[q]);
        }
        return m_lists + m_listAt[q];
    }
    // The divisor index of all[k]·all[i] wherever that divides P (row made when first needed,
    // walking both ascending lists together).
    const int* productRow(std::size_t k) {
        int* row = m_product + k * m_count;
        if (m_rowMade[k]) return row;
        m_rowMade[k] = 1;
        const long long factor = m_all[k];
        std::size_t j = k;
        for (std::size_t i = 0; i < m_count; ++i) {
            const long long want = factor * m_all[i];
            while (j < m_count && m_all[j] < want)
                ++j;
            row[i] = j < m_count && m_all[j] == want ? int(j) : -1;
        }
        return row;
    }

    // The least over every root step of its own time (as the algorithms compute it) plus its
    // subcalls' bounds, as branch and bound: the steps without subcalls (Tree with d = q,
    // ScatterGather with k = q) are whole schedules and give the first best; a step whose own
    // time plus its subcalls' least cost reaches the best so far (or the cap) is dropped, and a
    // subproblem is asked only for what would still lower the result.
    double evaluate(std::size_t k, std::size_t q, double cap) {
        const int p = m_all[q];
        if (p < 2) return 0;  // never asked by a schedule: no algorithm runs on one processor
        const int* divisors = listOf(q);
        const int last = m_listLength[q] - 1;
        const double n = m_size[k], g = m_g[q], L = m_L[q], B = m_B[q];
        double best = treeOwnTime(n, p, m_g1, g, L, B);
        const int* product = productRow(k);
        if (p <= n) {
            const double part = m_size[std::size_t(product[q])];
            best = std::min(best, scatterOwnTime(part, p, m_g1, g, L, B));
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
        struct Other {
            double own;
            int k, q, calls;
        };
        Other others[130];
        int count = 0;
        // A step that cannot get below the limit even now is only counted, not kept: the limit
        // only falls.
        auto keep = [&](const Other& o) {
            const double low = o.own + o.calls * least(std::size_t(o.k), std::size_t(o.q));
            if (low < std::min(best, cap))
                others[count++] = o;
            else
                skipped = std::min(skipped, low);
        };
        if (last % 2 == 0) {  // Root: q a perfect square, √q its middle divisor
            const int r = divisors[last / 2];
            if (m_all[std::size_t(r)] >= 2 && m_all[std::size_t(r)] * m_all[std::size_t(r)] == p)
                keep({rootOwnTime(n, m_g1, g, L, B), int(k), r, 2});
        }
        // ScatterGather, k blocks (k <= n): Broadcast(⌈n/k⌉) on q/k; ⌈n/k⌉ of this size is
        // ⌈N/Kk⌉, the size of divisor index K·k.
        for (int i = 1; i < last; ++i) {
            const int blocks = m_all[std::size_t(divisors[i])];
            if (blocks > n) break;
            const int parts = m_canon[product[divisors[i]]];
            const double part = m_size[std::size_t(parts)];
            keep({scatterOwnTime(part, blocks, m_g1, g, L, B), parts, divisors[last - i], 1});
        }
        for (int i = 1; i < count; ++i) {
            const Other x = others[i];
            int j = i;
            for (; j > 0 && x.own < others[j - 1].own; --j)
                others[j] = others[j - 1];
            others[j] = x;
        }
        const double infinity = std::numeric_limits<double>::infinity();
        auto treeOwn = [&](int i) {
            return i < last ? treeOwnTime(n, m_all[std::size_t(divisors[i])], m_g1, g, L, B)
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
                const Other& o = others[other++];
                step(own, std::size_t(o.k), std::size_t(o.q), o.calls);
            } else {
                step(own, k, std::size_t(divisors[last - tree]), 1);
                nextTree = treeOwn(++tree);
            }
        }
        return std::max(0.0, std::min({best, skipped, rest}) * kRoundDown);
    }

    std::size_t m_count = 0;
    const BspProfile& m_m;
    double m_g1;
    int* m_all = nullptr;     // P's divisors, ascending
    int* m_listAt = nullptr;  // per q: where its divisor list starts in m_lists (-1: not made)
    int* m_listLength = nullptr;
    int m_used = 0;  // of m_lists
    int* m_lists = nullptr;
    int* m_product = nullptr;
    int* m_rowMade = nullptr;
    int* m_canon = nullptr;  // per k: the first block index of the same size
    int* m_evaluated = nullptr;
    int m_evaluatedCount = 0;
    double* m_value = nullptr;  // per (k, q): the bound, and the cap it was computed for
    double* m_cap = nullptr;    // (kUnknown: not yet)
    double* m_size = nullptr;   // per k: ⌈N/K⌉
    double *m_g = nullptr, *m_L = nullptr, *m_B = nullptr;  // per q: the profile there
    std::span<int> m_ints;
    std::span<double> m_doubles;
    int m_localInts[720];
    double m_localDoubles[700];
    std::vector<int> m_heapInts;
    std::vector<double> m_heapDoubles;
};

}  // namespace

// The bound of Broadcast(n) on p, refined as far as `cap` needs. Every other subproblem met on
// the way is handed to the caller's memo with the cap it was evaluated for, so that the subcalls
// the Optimizer tries next find their bounds there.
double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m,
                           const SubBound& sub, double cap) {
    if (p < 2 || input.empty()) return 0;
    const double n = input[0];
    const std::vector<int>& all = divisorsOf(p);  // copied below, before anything else asks
    // The one-superstep bound answers cheaply when it already reaches the cap: a caller that
    // only needs to know the bound is at least the cap (a candidate it can drop) does not pay
    // for the subproblems.
    const double step = broadcastStepBound(n, p, m) * kRoundDown;
    if (!(step < cap) || !(n >= 1 && n < kLargestSize && n == std::floor(n)) ||
        all.size() > kMaxDivisors)
        return step;
    ReachableBroadcasts reach(n, all, m);
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
