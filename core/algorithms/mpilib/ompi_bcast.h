#pragma once
// Open MPI 4.1 coll/tuned broadcast algorithms (coll_tuned_bcast_algorithm 1..9): the tree each
// uses, its program and its LogP/LogGP completion time. Programs broadcast [0, m) from the root
// (program/collective.h). m = 0 or P = 1: nothing to do (empty program, time 0).
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_common.h"
#include "model/loggp.h"

namespace ct::mpilib {

enum class BcastAlgorithm {
    Linear = 1,
    Chain = 2,
    Pipeline = 3,
    SplitBinary = 4,
    Binary = 5,
    Binomial = 6,
    Knomial = 7,
    ScatterAllgather = 8,
    ScatterAllgatherRing = 9,
};

// The tree the data first flows down (for split binary and scatter-allgather only their first
// phase: the exchanges that follow are not tree edges). Follows Open MPI's fallbacks.
BroadcastTree ompiBcastTree(BcastAlgorithm a, const AlgorithmParams& p);
Program ompiBcastProgram(BcastAlgorithm a, const AlgorithmParams& p);
// Closed form where one is known (see each case), else the exact recurrence.
double ompiBcastTime(BcastAlgorithm a, const AlgorithmParams& p);
// The exact recurrence alone, continuing from `clocks` (one per rank): for composition.
void timeOmpiBcast(BcastAlgorithm a, const AlgorithmParams& p, Clocks& clocks);
void addOmpiBcast(BcastAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b);

// Closed forms (exposed for tests).
// Open MPI's binomial tree, one segment, P = 2^k: max{k·lat, lat + (k-1)·step}.
double binomialBcastTimePowerOfTwo(Rank P, std::uint64_t bytes, const LogGP& m);

}  // namespace ct::mpilib
