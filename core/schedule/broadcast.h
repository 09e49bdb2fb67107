#pragma once
// Variant enumeration of the broadcast algorithms, shared by the registry, the CLI's pure
// schedules and the tests (variant v of TreeBroadcast is treeDegrees(p)[v], and so on).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "schedule/library.h"

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

// The one-superstep bound from the profile's terms at p (broadcastStepBound): Tree's and Root's
// least own time, d = 2, and ScatterGather's least over 2 <= k <= p, as ⌈n/k⌉ >= ⌈n/p⌉ and
// 2k·max(⌈n/k⌉, B) >= max(2n, 4B).
inline double stepOwnBound(double n, int p, double g1, double gp, double L, double B) {
    const double scatter = 2 * std::ceil(n / p) * g1 + std::max(2 * n, 4 * B) * gp + L;
    return std::max(0.0, std::min(rootOwnTime(n, g1, gp, L, B), scatter));
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
// The exact scheduler the library registers for Broadcast (Library::setScheduler), given the
// indices in lib.algorithms() of Tree, ScatterGather and Root.
struct BroadcastAlgorithms {
    std::size_t tree = 0, scatterGather = 0, root = 0;
};
ScheduleOutcome scheduleBroadcast(std::span<const double> input, int p, int maxCalcProcs,
                                  const BspProfile& m, const Library& lib,
                                  const BroadcastAlgorithms& algorithms, CallNode& out,
                                  std::uint64_t& candidates);

}  // namespace ct::bsp
