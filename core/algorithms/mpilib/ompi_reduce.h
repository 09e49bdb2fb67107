#pragma once
// Open MPI 4.1 coll/tuned reduce algorithms (coll_tuned_reduce_algorithm 1..7): programs that
// leave the elementwise sum of every rank's [0, m) in the root's [0, m) (8-byte integers, so
// m % 8 == 0; other sizes are refused), and their LogP/LogGP completion times.
// Scratch: [m, 3m) at most. m = 0 or P = 1: nothing to do.
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_common.h"

namespace ct::mpilib {

enum class ReduceAlgorithm {
    Linear = 1,
    Chain = 2,
    Pipeline = 3,
    Binary = 4,
    Binomial = 5,
    InOrderBinary = 6,
    Rabenseifner = 7,
};

// The reduction tree (children in the order their parts are received); Linear and Rabenseifner
// have none and return the linear (flat) tree of the root.
BroadcastTree ompiReduceTree(ReduceAlgorithm a, const AlgorithmParams& p);
Program ompiReduceProgram(ReduceAlgorithm a, const AlgorithmParams& p);
double ompiReduceTime(ReduceAlgorithm a, const AlgorithmParams& p);
// Composition: add the ops / advance the clocks.
void addOmpiReduce(ReduceAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b);
void timeOmpiReduce(ReduceAlgorithm a, const AlgorithmParams& p, Clocks& clocks);

// Closed form of the linear reduce: every rank sends at 0, so all parts arrive at
// a = o_s + L + w; the root takes them in Open MPI's order (rank P-1 first, then P-2, ..., 0,
// combining its own part in its turn): a + Σ_j max(o_r + k_j·c, g + w) + o_r + k·c, k_j the
// combines between consecutive receives, c = γ·m/8, g the receive gap max(g, g_s)
// (LogGP::messageGap).
double linearReduceTime(Rank P, Rank root, std::uint64_t bytes, const LogGP& m);

}  // namespace ct::mpilib
