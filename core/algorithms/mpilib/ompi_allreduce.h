#pragma once
// Open MPI 4.1 coll/tuned allreduce algorithms (coll_tuned_allreduce_algorithm 1..6): programs
// that leave the elementwise sum of every rank's [0, m) in every rank's [0, m) (8-byte
// integers: m % 8 == 0, other sizes are refused), and their LogP/LogGP completion times.
// params.root is ignored. m = 0 or P = 1: nothing to do.
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_common.h"

namespace ct::mpilib {

enum class AllreduceAlgorithm {
    BasicLinear = 1,  // linear reduce to rank 0, then linear broadcast from rank 0
    ReduceBcast = 2,  // Open MPI's "nonoverlapping": reduce to rank 0, then broadcast
    RecursiveDoubling = 3,
    Ring = 4,
    SegmentedRing = 5,
    Rabenseifner = 6,
};

Program ompiAllreduceProgram(AllreduceAlgorithm a, const AlgorithmParams& p);
double ompiAllreduceTime(AllreduceAlgorithm a, const AlgorithmParams& p);
void addOmpiAllreduce(AllreduceAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b);
void timeOmpiAllreduce(AllreduceAlgorithm a, const AlgorithmParams& p, Clocks& clocks);

// Closed forms, with lat = o_s + L + w + o_r, w = (s-1)G for messages of s bytes,
// c = γ·s/8 the combine of one message, g the gap of back-to-back messages (max(g, g_s),
// LogGP::messageGap):
// recursive doubling, P = 2^k (s = m): (k-1)·max(lat + c, g + w) + lat + c + m·copyPerByte.
double recursiveDoublingTimePowerOfTwo(Rank P, std::uint64_t bytes, const LogGP& m);
// ring, P divides m/8 (s = m/P): (P-1)·max(lat + c, g + w) + (P-2)·max(lat, g + w) + lat.
double ringTimeEvenBlocks(Rank P, std::uint64_t bytes, const LogGP& m);

}  // namespace ct::mpilib
