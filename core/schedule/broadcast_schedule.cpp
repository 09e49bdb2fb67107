// Broadcast's exact scheduler (Library::setScheduler; docs/bsp-model.md, "Problem schedulers"):
// dynamic programming over the subproblems one Broadcast can reach (BroadcastLattice), each
// solved once, with every step weighed exactly as the generic schedulers weigh it:
//  - the same own times (treeOwnTime, scatterOwnTime, rootOwnTime, as the descriptions use them)
//    and the same sums (own time, then one term per subcall), so costs agree to the bit;
//  - the same order: cost, then fewer nodes, then labels in preorder. Two steps of one subproblem
//    always differ in their root label, so the labels decide there; a subproblem's best subtree
//    is the best continuation of every step that calls it, as in DepthSearch's recursion.
// The lattice is small (66 subproblems for p = 1024, a few hundred steps in all), so steps are
// not sorted and bounds are the cheapest there are: a step is dropped when its own time plus
// L(q') for its subproblem on q' (or that subproblem's cost, once known) exceeds the best so far.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <string>

#include "schedule/broadcast.h"
#include "schedule/broadcast_lattice.h"
#include "schedule/call_tree.h"

namespace ct::bsp {

namespace {

using broadcast_detail::BroadcastLattice;
using broadcast_detail::SmallArray;

enum class Step : std::int8_t { None, Tree, ScatterGather, Root };  // None: nothing found yet

// Whether "a)" sorts before "b)" as text, a and b written in decimal (a shorter number that is a
// prefix of the other sorts first, as ')' precedes every digit).
bool numberTextLess(int a, int b) {
    char x[16], y[16];
    char* xe = std::to_chars(x, x + sizeof x - 1, a).ptr;
    char* ye = std::to_chars(y, y + sizeof y - 1, b).ptr;
    *xe++ = ')';
    *ye++ = ')';
    return std::lexicographical_compare(x, xe, y, ye);
}

class BroadcastScheduler {
public:
    BroadcastScheduler(double n, int p, const BspProfile& m, const Library& lib,
                       const BroadcastAlgorithms& algorithms)
        : m_lattice(n, p, m),
          m_lib(lib),
          m_algorithms(algorithms),
          m_best(m_lattice.count() * m_lattice.count()),
          m_solved(m_lattice.count() * m_lattice.count()) {
        std::fill(m_solved.data(), m_solved.data() + m_lattice.count() * m_lattice.count(), 0);
    }

    std::size_t top() const { return m_lattice.top(); }
    std::uint64_t candidates() const { return m_candidates; }

    // The best schedule of Broadcast(⌈N/K⌉) on q processors (divisor indices k and q, q >= 2).
    void solve(std::size_t k, std::size_t q);
    CallNode build(std::size_t k, std::size_t q, int count, int parallel);

private:
    // The best step of a subproblem: its cost and node count, what it is (`at`: the degree's or
    // block count's position in q's divisor list), and its subproblem (subQ = 0: none). Plain
    // data: the array of them is left uninitialized, m_solved says which hold a result.
    struct Best {
        double cost;
        std::uint32_t nodes;
        Step step;
        int at, subK, subQ, parallel;
    };
    static constexpr Best kNothing{
        std::numeric_limits<double>::infinity(), 0, Step::None, 0, 0, 0, 1};
    Best& best(std::size_t k, std::size_t q) { return m_best.data()[m_lattice.at(k, q)]; }
    // Whether `mine` beats `theirs`, two steps of (k, q) of the same cost: fewer nodes, then
    // the root labels (rare: costs seldom tie to the bit).
    bool tieBetter(std::size_t k, std::size_t q, const Best& mine, const Best& theirs) const;
    const Algorithm& algorithmOf(Step step) const;
    int variantOf(const Best& b) const { return b.step == Step::Root ? 0 : b.at - 1; }
    // The node label scheduleBetter compares: "label(tag)@procs".
    std::string labelOf(std::size_t k, std::size_t q, const Best& b) const;

    BroadcastLattice m_lattice;
    const Library& m_lib;
    BroadcastAlgorithms m_algorithms;
    SmallArray<Best, 300> m_best;            // per (k, q), once solved
    SmallArray<std::uint8_t, 300> m_solved;  // per (k, q)
    std::uint64_t m_candidates = 0;
};

const Algorithm& BroadcastScheduler::algorithmOf(Step step) const {
    const std::size_t i = step == Step::Tree            ? m_algorithms.tree
                          : step == Step::ScatterGather ? m_algorithms.scatterGather
                                                        : m_algorithms.root;
    return m_lib.algorithms()[i];
}

std::string BroadcastScheduler::labelOf(std::size_t k, std::size_t q, const Best& b) const {
    const Algorithm& a = algorithmOf(b.step);
    const int p = m_lattice.procs(q);
    return comparedLabel(
        labelWithTag(a.label, a.variantTag({Input{{m_lattice.size(k)}}, p, p}, variantOf(b))), p);
}

bool BroadcastScheduler::tieBetter(std::size_t k, std::size_t q, const Best& mine,
                                   const Best& theirs) const {
    if (mine.nodes != theirs.nodes) return mine.nodes < theirs.nodes;
    // A label starts with its algorithm's stem ("Tree", "Root"): stems that differ before
    // either ends decide without the labels being built.
    if (mine.step != theirs.step)
        if (const std::optional<bool> byStems =
                stemsOrder(algorithmOf(mine.step).label, algorithmOf(theirs.step).label))
            return *byStems;
    // Two degrees of Tree or two block counts of ScatterGather (the commonest tie, where the
    // profile is flat across p): the labels "Tree(d=16)@p" and "Tree(d=8)@p" differ first in
    // the number, compared as text that ends in ')'.
    if (mine.step == theirs.step && mine.step != Step::Root)
        return numberTextLess(mine.parallel, theirs.parallel);
    return labelOf(k, q, mine) < labelOf(k, q, theirs);
}

void BroadcastScheduler::solve(std::size_t k, std::size_t q) {
    BroadcastLattice& x = m_lattice;
    const int* divisors = x.divisorsOf(q);
    const int last = x.divisorCount(q) - 1;
    const int p = x.procs(q);
    const double n = x.size(k), g1 = x.g1(), g = x.g(q), L = x.L(q), B = x.B(q);
    const std::size_t count = x.count();
    Best* const table = m_best.data();
    const std::uint8_t* const solved = m_solved.data();
    Best found = kNothing;
    // One step: its own time plus `calls` times its subproblem's best ((subK, subQ), solved
    // first when needed; subQ = 0: one processor each, no subcall), against the best so far.
    // A step that cannot beat the best even with its subproblem at its least (its cost when
    // solved, else L(q'): every schedule on q' runs a superstep there) is dropped unsolved; one
    // that could tie is not, as the tie-break must see it.
    auto step = [&](double own, Step kind, int at, int subK, int subQ, int parallel, int calls) {
        const bool first = found.step == Step::None;
        double cost = own;
        std::uint32_t nodes = 1;
        if (subQ > 0) {
            const std::size_t index = std::size_t(subK) * count + std::size_t(subQ);
            const Best& sub = table[index];
            if (!first) {
                const double least = solved[index] ? sub.cost : x.L(std::size_t(subQ));
                double atLeast = own;
                for (int c = 0; c < calls; ++c)
                    atLeast += least;
                if (atLeast > found.cost) return;
            }
            if (!solved[index]) solve(std::size_t(subK), std::size_t(subQ));
            for (int c = 0; c < calls; ++c) {
                cost += sub.cost;
                nodes += sub.nodes;
            }
        }
        ++m_candidates;
        if (!first && !(cost <= found.cost)) return;
        const Best mine{cost, nodes, kind, at, subK, subQ, parallel};
        if (first || cost < found.cost || tieBetter(k, q, mine, found)) found = mine;
    };
    // The two steps without a subcall (Tree with d = q, ScatterGather with k = q blocks) are
    // whole schedules: weighed first, they give the bound that the others must beat.
    const int* product = x.productRow(k);
    step(treeOwnTime(n, p, g1, g, L, B), Step::Tree, last, int(k), 0, p, 1);
    if (p <= n) {
        const int parts = x.canon(std::size_t(product[q]));
        step(scatterOwnTime(x.size(std::size_t(parts)), p, g1, g, L, B), Step::ScatterGather, last,
             parts, 0, p, 1);
    }
    // ScatterGather with k = divisors[i] <= n blocks: ⌈n/k⌉ on q/k, the size of block index K·k.
    for (int i = 1; i < last; ++i) {
        const int blocks = x.procs(std::size_t(divisors[i]));
        if (blocks > n) break;
        const int parts = x.canon(std::size_t(product[divisors[i]]));
        const double own = scatterOwnTime(x.size(std::size_t(parts)), blocks, g1, g, L, B);
        if (own <= found.cost)
            step(own, Step::ScatterGather, i, parts, divisors[last - i], blocks, 1);
    }
    // Root when q is a perfect square: to √q processors, then √q intervals side by side.
    if (last % 2 == 0) {
        const int r = divisors[last / 2];
        const int root = x.procs(std::size_t(r));
        if (root >= 2 && root * root == p)
            step(rootOwnTime(n, g1, g, L, B), Step::Root, 0, int(k), r, root, 2);
    }
    // Tree with degree d = divisors[i] (to q/d): its own time rises with d (g, B >= 0), so once
    // it alone exceeds the best, so do the rest.
    for (int i = 1; i < last; ++i) {
        const int d = x.procs(std::size_t(divisors[i]));
        const double own = treeOwnTime(n, d, g1, g, L, B);
        if (own > found.cost) break;
        step(own, Step::Tree, i, int(k), divisors[last - i], d, 1);
    }
    table[x.at(k, q)] = found;
    m_solved.data()[x.at(k, q)] = 1;
}

CallNode BroadcastScheduler::build(std::size_t k, std::size_t q, int count, int parallel) {
    const Best b = best(k, q);
    const Algorithm& a = algorithmOf(b.step);
    CallNode node;
    node.problem = a.problem;
    node.input = Input{{m_lattice.size(k)}};
    node.algorithm = a.name;
    node.variant = variantOf(b);
    node.dataProcs = node.calcProcs = m_lattice.procs(q);
    node.count = count;
    node.parallel = parallel;
    node.cost = b.cost;
    node.variantName = a.variantName({node.input, node.dataProcs, node.calcProcs}, node.variant);
    if (b.subQ > 0) {
        const std::size_t subK = std::size_t(b.subK), subQ = std::size_t(b.subQ);
        if (b.step == Step::Root)  // to √p processors once, then √p intervals side by side
            node.children.push_back(build(subK, subQ, 1, 1));
        node.children.push_back(build(subK, subQ, 1, b.parallel));
    }
    return node;
}

}  // namespace

ScheduleOutcome scheduleBroadcast(std::span<const double> input, int p, int maxCalcProcs,
                                  const BspProfile& m, const Library& lib,
                                  const BroadcastAlgorithms& algorithms, CallNode& out,
                                  std::uint64_t& candidates) {
    if (input.size() != 1) return ScheduleOutcome::Declined;
    // Every Broadcast algorithm runs on its data processors, at least two of them.
    if (p < 2 || p > maxCalcProcs) return ScheduleOutcome::NoSchedule;
    const double n = input[0];
    if (!broadcast_detail::latticeCovers(n, divisorsOf(p).size())) return ScheduleOutcome::Declined;
    BroadcastScheduler scheduler(n, p, m, lib, algorithms);
    scheduler.solve(0, scheduler.top());
    out = scheduler.build(0, scheduler.top(), 1, 1);
    candidates += scheduler.candidates();
    return ScheduleOutcome::Found;
}

}  // namespace ct::bsp
