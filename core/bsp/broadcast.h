#pragma once
// Variant enumeration of the broadcast algorithms, shared by the registry, the CLI's pure
// schedules and the tests (variant v of TreeBroadcast is treeDegrees(p)[v], and so on).
#include <span>
#include <vector>

#include "bsp/library.h"

namespace ct::bsp {

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
