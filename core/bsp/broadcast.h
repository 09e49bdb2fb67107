#pragma once
// Variant enumeration of the broadcast algorithms, shared by the registry, the CLI's pure
// schedules and the tests (variant v of TreeBroadcast is treeDegrees(p)[v], and so on).
#include <vector>

namespace ct::bsp {

std::vector<int> treeDegrees(int p);                        // d >= 2 dividing p, ascending
std::vector<int> scatterGatherBlocks(double bytes, int p);  // k >= 2 dividing p, k <= bytes
int rootOf(int p);                                          // √p if p >= 4 is a square, else 0

}  // namespace ct::bsp
