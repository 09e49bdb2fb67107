#pragma once
// Open MPI's scatter + allgather broadcasts (coll_tuned_bcast_algorithm 8 and 9,
// ompi_coll_base_bcast_intra_scatter_allgather[_ring]): the root scatters blocks of
// ⌈m/P⌉ bytes down a binomial tree (a rank receives its whole subtree's range from the rank that
// differs in its lowest set bit and hands on the upper parts, largest first), then all ranks
// allgather the blocks by recursive doubling (8; non-powers of two patched by recursive halving
// inside each group, as MPICH does) or around a ring (9). Blocks past the end of the message
// are empty; Open MPI still exchanges them as 0-byte messages, and so do these programs.
#include "algorithms/mpilib/step_schedule.h"

namespace ct::mpilib {

// m < P: Open MPI switches to the linear broadcast.
inline bool scatterAllgatherFallsBack(Rank P, std::uint64_t bytes) {
    return bytes < std::uint64_t(P);
}

// The scatter and allgather rounds (P >= 2, m >= P).
std::vector<Round> scatterAllgatherRounds(Rank P, Rank root, std::uint64_t bytes, bool ring);

}  // namespace ct::mpilib
