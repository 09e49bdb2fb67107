#pragma once
// Open MPI's round-based allreduce algorithms on the vector [0, m) of 8-byte integers.
#include "algorithms/mpilib/step_schedule.h"

namespace ct::mpilib {

// Recursive doubling (coll_tuned_allreduce_algorithm 3,
// ompi_coll_base_allreduce_intra_recursivedoubling). With r = P - p' extra ranks the even ranks
// below 2r first hand their vector to rank+1 and wait for the result at the end. Like Open MPI
// called in place (as the runner's MPI_Allreduce calls it) the running result starts in [m, 2m),
// a copy of the vector the program makes first (ompiAllreduceProgram), and the two buffers
// alternate: the lower rank of a pair combines into the buffer it received, then swaps roles; a
// rank whose result ends in [m, 2m) copies it home.
struct RecursiveDoublingPlan {
    std::vector<Round> rounds;
    std::vector<bool> copyHome;  // per rank: copy [m, 2m) to [0, m) at the end
};
RecursiveDoublingPlan recursiveDoublingPlan(Rank P, std::uint64_t bytes);

// Ring (coll_tuned_allreduce_algorithm 4, ompi_coll_base_allreduce_intra_ring): the vector in P
// blocks (the first count mod P one element larger); reduce-scatter around the ring (rank r
// starts with block r, receives block r-k+1 in round k and combines it), then a ring allgather.
// Open MPI uses recursive doubling when count < P. Scratch: [m, m + block).
std::vector<Round> ringRounds(Rank P, std::uint64_t bytes);

// Segmented ring (coll_tuned_allreduce_algorithm 5, ..._ring_segmented): the reduce-scatter is
// repeated in phases over slices of every block, each slice about `segBytes`; then one ring
// allgather of whole blocks. Open MPI uses the plain ring when count < P·segcount.
bool segmentedRingFallsBack(Rank P, std::uint64_t bytes, std::uint64_t segBytes);
std::vector<Round> segmentedRingRounds(Rank P, std::uint64_t bytes, std::uint64_t segBytes);

}  // namespace ct::mpilib
