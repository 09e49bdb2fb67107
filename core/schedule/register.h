#pragma once
// Each family of Bonorden's (2002) algorithms registers its problems and algorithms (one file
// each).
#include <cmath>
#include <string>
#include <vector>

#include "schedule/library.h"

namespace ct::bsp {

void registerBroadcast(Library& l);  // broadcast_algorithms.cpp
void registerPrefix(Library& l);     // prefix_algorithms.cpp
void registerSort(Library& l);       // sort_algorithms.cpp
void registerMst(Library& l);        // mst_algorithms.cpp

// Shared helpers of the cost descriptions.
inline double ceilDiv(double a, double b) {
    return std::ceil(a / b);
}
// Divisors d of p with lo <= d <= hi, ascending (tree degrees, block counts).
std::vector<int> divisors(int p, int lo, int hi);
// Every divisor of p >= 1, ascending, computed once per p and thread: the variant lookups below
// run in the schedulers' innermost loops and must not allocate. The reference is valid until the
// next call on the same thread.
const std::vector<int>& divisorsOf(int p);
// Variant v of a degree or block count: the (v+1)-th smallest divisor d >= 2 of p.
int divisorAt(int p, int v);
// The number of divisors d of p with 2 <= d <= hi.
int divisorsUpTo(int p, int hi);
// Number of rounds of a d-ary tree over p processors: ceil(log_d p).
int treeLevels(int p, int d);
// The usual p_count of a problem that runs on exactly its data processors.
std::vector<int> onDataProcs(const Input&, int dataProcs, int maxCalcProcs);
std::vector<int> onOneProc(const Input&, int dataProcs, int maxCalcProcs);  // sequential algorithms
std::vector<int> onManyProcs(const Input&, int dataProcs,
                             int maxCalcProcs);  // parallel algorithms, p >= 2

inline constexpr double kEdgeBytes = 24;      // sizeof(Edge): three ints, a double, padding
inline constexpr double kStepEdgeBytes = 32;  // sizeof(BoruvkaStepEdge): Edge + two ints
inline constexpr double kIntBytes = 4;        // sizeof(int)

}  // namespace ct::bsp
