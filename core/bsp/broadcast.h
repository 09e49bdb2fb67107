#pragma once
// Variant enumeration of the broadcast algorithms, shared by the registry, the CLI's pure
// schedules and the tests (variant v of TreeBroadcast is treeDegrees(p)[v], and so on).
#include <algorithm>
#include <span>
#include <vector>

#include "bsp/library.h"

namespace ct::bsp {

// Own times of the three algorithms from the profile's terms at p: g(1), g(p), L(p), B(p). One
// formula each, used by their `time`, their `variantsTo` and the lower bound, so that all three
// agree to the bit (the Optimizer's costs must equal DepthSearch's).
inline double treeOwnTime(double n, int d, double g1, double gp, double L, double B) {
    return n * g1 + (d - 1) * std::max(n, B) * gp + L;
}
// Root's superstep is Tree's with d = 2 ((2 − 1)·x is x exactly).
inline double rootOwnTime(double n, double g1, double gp, double L, double B) {
    return treeOwnTime(n, 2, g1, gp, L, B);
}
// k blocks of `part` = ⌈n/k⌉ bytes.
inline double scatterOwnTime(double part, int k, double g1, double gp, double L, double B) {
    return 2 * part * g1 + 2.0 * k * std::max(part, B) * gp + L;
}

std::vector<int> treeDegrees(int p);                        // d >= 2 dividing p, ascending
std::vector<int> scatterGatherBlocks(double bytes, int p);  // k >= 2 dividing p, k <= bytes
int rootOf(int p);                                          // √p if p >= 4 is a square, else 0
// The library's lower bound for Broadcast (input: the size in bytes; Library::lowerBound), with
// the subproblems' bounds from `sub`, and on its own (evaluateLowerBound).
double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m,
                           const SubBound& sub, double cap);
double broadcastLowerBound(std::span<const double> input, int p, const BspProfile& m);
// The one-superstep bound: the least own time any Broadcast algorithm can have at the root.
double broadcastStepBound(double n, int p, const BspProfile& m);

}  // namespace ct::bsp
