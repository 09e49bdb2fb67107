#pragma once
// Gu, Li & Liu 2002: multicast from d_1 to the nodes d_1..d_K (rank = index - 1 + root, mod K).
//  * Binomial ("uniform bisection"): the source sends to d_center with
//    center = left + ⌈(right - left)/2⌉ (the rule of the paper's section 5); the source then
//    covers [left, center - 1] and d_center covers [center, right], recursively.
//  * Fibonacci split: with ordinary Fibonacci numbers F_0 = 0, F_1 = 1 and F_n <= K < F_{n+1},
//    the source keeps the larger part and hands the last F_{n-2} nodes to the first of them.
#include <cstdint>

#include "model/loggp.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

BroadcastTree binomialMulticastTree(Rank K, Rank root);
BroadcastTree fibonacciMulticastTree(Rank K, Rank root);

// Exact completion times: the recurrences of the paper with the source's next send one step later
//   binomial:  T(K) = max(lat + T(⌈K/2⌉), step + T(⌊K/2⌋)),   T(1) = 0
//   Fibonacci: T(K) = max(T(F_{n-2}) + lat, T(K - F_{n-2}) + step),  T(1) = 0, T(2) = lat
// where the "+ step" term only counts when the source's part has more than one node (a source
// left alone sends nothing more). With step <= lat the binomial one is the paper's equation (2):
// ⌈log2 K⌉·lat.
double binomialMulticastTime(Rank K, const TreeCosts& c);
double fibonacciMulticastTime(Rank K, const TreeCosts& c);

// The paper's closed forms and bounds.
double binomialPaperTime(Rank K, const TreeCosts& c);  // ⌈log2 K⌉·(L + 2o), equation (2)
// Equation (9): T(K) <= ⌊n/2⌋·(g + max{2g, L + 2o}) with F_n <= K < F_{n+1}.
double fibonacciIndexBound(Rank K, const TreeCosts& c);
// Equation (11) corrected: F_n <= K gives n < 1.44043·(log2 K + 1.16096) (the paper prints a minus
// sign), so T(K) <= 0.72022·(log2 K + 1.16096)·(g + max{L + 2o, 2g}) for every K.
double fibonacciLogBound(Rank K, const TreeCosts& c);
// The form the paper's abstract states, 0.72022·log2 K·(g + max{L + 2o, 2g}): the right growth
// rate but short by a constant, so it fails for small K and small g (docs/references.md).
double fibonacciPaperLogBound(Rank K, const TreeCosts& c);
// g <= 0.3884·(L + 2o): where the Fibonacci bound undercuts the binomial time. 0.3884 is
// 1/0.72022 - 1.
inline constexpr double kFibonacciCrossover = 1.0 / 0.72022 - 1.0;

// F_n for the ordinary Fibonacci numbers, and the n with F_n <= K < F_{n+1} (n >= 2).
std::uint64_t fibonacci(int n);
int fibonacciIndex(std::uint64_t K);

}  // namespace ct
