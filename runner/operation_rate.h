#pragma once
// The time of one "BSP operation" on this machine, for a BSP* profile whose costs come out in
// this machine's seconds. The library counts the sequential parts of Sort and MST in operations
// (core/schedule/sort_algorithms.cpp, mst_algorithms.cpp, after Bonorden 2002 Tables 5 and 9):
// merge sort n·⌈log2 n⌉·(b·g(1) + 1), Kruskal 20·e·⌈log2 e⌉ + 32·e, where g(1) is a local copy
// of one byte. Timing those kernels and dividing by their operation counts gives ns per
// operation; a large memcpy gives g(1). Pure (no MPI): std::chrono on the calling thread.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "calibration_fit.h"

namespace ct::runner {

struct OperationRate {
    double copyNsPerByte = 0;   // memcpy of a buffer beyond the caches
    double sortNsPerOp = 0;     // merge sort, its byte moves (b·g(1) per comparison) taken out
    double kruskalNsPerOp = 0;  // Kruskal: sorting the edges and the union-find pass
    double nsPerOp = 0;         // their geometric mean: the profile's s is 1 / nsPerOp
    std::uint64_t sortElements = 0, kruskalNodes = 0, kruskalEdges = 0;
    std::vector<std::string> notes;  // a value raised to its floor, and why
};

// The operation counts the library charges (the formulas above).
double mergeSortOperations(double n, double elementBytes, double g1);
double kruskalOperations(double edges);

// From measured kernel times (medians, ns): copy of `copyBytes`, stable sort of `sortElements`
// 8-byte keys, Kruskal on `edges` edges. A sort per-operation time that the byte moves would
// make negative (noise) is raised to a tenth of the plain per-comparison time, with a note.
OperationRate operationRateFrom(double copyNs, double copyBytes, double sortNs,
                                std::uint64_t sortElements, double kruskalNs, std::uint64_t nodes,
                                std::uint64_t edges);

// Times the kernels `reps` times each (after one untimed run) and derives the rate.
OperationRate measureOperationRate(int reps);

// {"copy_ns_per_byte", "sort_ns_per_op", "kruskal_ns_per_op", "ns_per_op", kernel sizes, note}.
nlohmann::json operationRateJson(const OperationRate& r);

}  // namespace ct::runner
