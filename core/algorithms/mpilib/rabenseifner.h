#pragma once
// Rabenseifner's algorithms as Open MPI implements them (coll_tuned_reduce_algorithm 7,
// ompi_coll_base_reduce_intra_redscat_gather; coll_tuned_allreduce_algorithm 6,
// ompi_coll_base_allreduce_intra_redscat_allgather):
// 1. P not a power of two: of the first 2r ranks (r = P - p', p' = 2^⌊log2 P⌋) the even ones
//    send the upper half of their vector to rank+1 and the odd ones the lower half to rank-1;
//    each reduces its half, the odd ones return theirs and drop out.
// 2. Reduce-scatter among the p' remaining ranks by recursive halving of the vector and
//    doubling of the distance (the lower rank of a pair keeps the lower half ⌊w/2⌋).
// 3. Reduce: binomial gather of the pieces to the root (an odd dropped-out root takes over
//    virtual rank 0's place); allreduce: recursive-doubling allgather, then the full vector goes
//    back to the dropped-out odd ranks.
// Buffers: [0, m) the vector and result, [m, 2m) scratch for received halves.
#include "algorithms/mpilib/step_schedule.h"

namespace ct::mpilib {

// Open MPI falls back to the linear algorithm (reduce: basic linear; allreduce: linear reduce to
// rank 0 then linear broadcast) when there are fewer elements than p' (or P = 1 for reduce).
bool rabenseifnerFallsBack(Rank P, std::uint64_t bytes, bool allreduce);

std::vector<Round> rabenseifnerReduceRounds(Rank P, Rank root, std::uint64_t bytes);
std::vector<Round> rabenseifnerAllreduceRounds(Rank P, std::uint64_t bytes);

}  // namespace ct::mpilib
