#pragma once
// Open MPI's split binary tree broadcast (coll_tuned_bcast_algorithm 4,
// ompi_coll_base_bcast_intra_split_bintree). The root splits the message into halves
// ⌈m/2⌉ and ⌊m/2⌋, pipelines the first down its left subtree (odd virtual ranks) and the second
// down its right subtree (even virtual ranks) in segments, then every rank swaps halves with its
// partner in the other subtree (virtual rank s odd ↔ s+1); with P even the last virtual rank has
// no partner and gets the second half from the root.
#include "algorithms/mpilib/ompi_common.h"

namespace ct::mpilib {

// Open MPI falls back to the pipeline (chain, fanout 1) when a half is empty or shorter than a
// segment; unsegmented (kOpenMpiUnsegmented, Open MPI's segment size 0), only when a half is empty.
bool splitBinaryFallsBack(std::uint64_t bytes, std::uint64_t segBytes);

// Both assume P >= 2 and no fallback.
void addSplitBinaryBcast(ProgramBuilder& b, Rank root, std::uint64_t bytes, std::uint64_t segBytes);
void timeSplitBinaryBcast(Rank root, std::uint64_t bytes, std::uint64_t segBytes, const LogGP& m,
                          Clocks& clocks);

}  // namespace ct::mpilib
