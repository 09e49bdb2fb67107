// The LogP trees of Shou & Chen 1996 and Gu, Li & Liu 2002, and the simple tree shapes users
// compare against.
#include <stdexcept>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/logp/multicast.h"
#include "algorithms/logp/optimal_broadcast.h"
#include "algorithms/logp/optimal_summation.h"
#include "algorithms/trees/shapes.h"
#include "algorithms/trees/tree_programs.h"

namespace ct {
namespace {

TreeCosts costs(const AlgorithmParams& p) {
    return TreeCosts::of(p.model, p.bytes);
}

Algorithm treeAlgorithm(AlgorithmInfo info,
                        std::function<BroadcastTree(const AlgorithmParams&)> tree,
                        std::function<double(const AlgorithmParams&)> formula) {
    Algorithm a;
    a.info = std::move(info);
    a.info.inSchedules = true;  // every LogP tree is also a way to broadcast within a partition
    a.tree = tree;
    a.formula = std::move(formula);
    const std::string name = a.info.name;
    a.program = [tree, name](const AlgorithmParams& p) {
        return broadcastProgram(tree(p), p.bytes, name);
    };
    return a;
}

SummationPlan planFor(const AlgorithmParams& p) {
    LogGP m = p.model;
    if (m.combinePerElement <= 0) m.combinePerElement = 1;
    const std::uint64_t n = p.operands ? p.operands : 100 * std::uint64_t(p.procs);
    return optimalSummation(p.procs, p.root, m, n);
}

}  // namespace

void registerLogPAlgorithms(std::vector<Algorithm>& all) {
    all.push_back(treeAlgorithm(
        {"optimal",
         Problem::Broadcast,
         "Optimal LogP broadcast tree T*(P; L, o, g)",
         "Shou & Chen 1996, Definitions 2-4, Theorem 3, Algorithm 1",
         "T = min{T : f_T >= P}, f_n = f_{n-g} + f_{n-L-2o}; min{g,L+2o}·log P <= T < "
         "max{g,L+2o}·log 4P",
         {}},
        [](const AlgorithmParams& p) {
            return optimalBroadcastTree(p.procs, p.root, costs(p)).tree;
        },
        [](const AlgorithmParams& p) { return optimalBroadcastTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"fibonacci",
         Problem::Broadcast,
         "Fibonacci-split multicast: the source keeps the larger part",
         "Gu, Li & Liu 2002, section 4, Algorithm 1",
         "T(K) = max{T(F_{n-2}) + L+2o, T(K-F_{n-2}) + g}, F_n <= K < F_{n+1}; "
         "<= ⌊n/2⌋·(g + max{2g, L+2o}) ≈ 0.72022·log2 K·(g + max{L+2o, 2g})",
         {}},
        [](const AlgorithmParams& p) { return fibonacciMulticastTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return fibonacciMulticastTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"binomial",
         Problem::Broadcast,
         "Uniform bisection multicast, center = left + ⌈(right-left)/2⌉",
         "Gu, Li & Liu 2002, sections 3 and 5",
         "T(K) = max{T(⌈K/2⌉) + L+2o, T(⌊K/2⌋) + g} = ⌈log2 K⌉·(L+2o) when g <= L+2o",
         {}},
        [](const AlgorithmParams& p) { return binomialMulticastTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return binomialMulticastTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"hypercube",
         Problem::Broadcast,
         "Recursive doubling, highest dimension first; any root by XOR (power of two) or rotation",
         "Grama et al. 2003, Algorithm 4.1",
         "⌈log2 P⌉·(L+2o) when g <= L+2o",
         {}},
        [](const AlgorithmParams& p) { return hypercubeTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return hypercubeTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"flat",
         Problem::Broadcast,
         "The root sends to every other rank in turn",
         "textbook (linear)",
         "(P-2)·max{g,o} + L+2o",
         {}},
        [](const AlgorithmParams& p) { return flatTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return flatTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"chain",
         Problem::Broadcast,
         "Each rank forwards the message to the next",
         "textbook (chain)",
         "(P-1)·(L+2o)",
         {}},
        [](const AlgorithmParams& p) { return chainTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return chainTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"binary",
         Problem::Broadcast,
         "Binary tree in heap order: v sends to 2v+1, then 2v+2",
         "textbook (binary tree)",
         "max{(d-1)·(L+2o+g), d·(L+2o) + (r-1)·g}, d = ⌊log2 P⌋, r the most one-bits in [2^d, P]",
         {}},
        [](const AlgorithmParams& p) { return binaryTree(p.procs, p.root); },
        [](const AlgorithmParams& p) { return binaryTime(p.procs, costs(p)); }));
    all.push_back(treeAlgorithm(
        {"knomial",
         Problem::Broadcast,
         "k-nomial tree: k-1 sends per level, farthest level first",
         "textbook (k-nomial, as in MPICH and Open MPI)",
         "log_k P·(L+2o + (k-2)·g) for P = k^n (g <= L+2o); exact recurrence otherwise",
         {"radix"}},
        [](const AlgorithmParams& p) { return knomialTree(p.procs, p.root, p.radix); },
        [](const AlgorithmParams& p) { return knomialTime(p.procs, p.radix, costs(p)); }));

    Algorithm sum;
    sum.info = {"optimal-sum",
                Problem::Summation,
                "Optimal LogP summation of N operands: S*(P; L, o, g) = T*(P; L+1, o, g)",
                "Shou & Chen 1996, section 3, Lemma 1, Theorems 5-6, Algorithm 2",
                "T(N) = T + ⌈(N - N_S)/P⌉, N_S = Σ T_i - o·P + o + 1",
                {"operands"}};
    sum.formula = [](const AlgorithmParams& p) { return planFor(p).time; };
    sum.program = [](const AlgorithmParams& p) {
        LogGP m = p.model;
        if (m.combinePerElement <= 0) m.combinePerElement = 1;
        return summationProgram(planFor(p), m);
    };
    all.push_back(std::move(sum));
}

}  // namespace ct
