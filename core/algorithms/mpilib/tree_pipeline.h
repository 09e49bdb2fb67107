#pragma once
// Open MPI's generic segmented tree collectives: ompi_coll_base_bcast_intra_generic and
// ompi_coll_base_reduce_generic, which the chain, pipeline, binary, binomial and k-nomial
// algorithms run on their trees. Each has a program builder and an exact LogGP recurrence over
// (rank, segment) that advances per-rank clocks, so phases compose (reduce, then broadcast).
#include "algorithms/mpilib/ompi_common.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct::mpilib {

// Broadcast of [0, m): each rank receives segment k from its parent, then sends it to its
// children in tree order, segment after segment; the root just sends.
void addTreeBcast(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs);
// Recurrence: ranks in preorder; a rank's receive of segment k waits for the parent's send of
// it, its sends follow its receive. Leaves the clocks where the ranks finish.
void timeTreeBcast(const BroadcastTree& tree, const Segments& segs, const LogGP& m, Clocks& clocks);

// Reduction into [0, m) at the tree's root: for each segment a rank receives it from each child
// in tree order into scratch [scratch, scratch + segment), combines it into its own, then sends
// the segment to its parent.
void addTreeReduce(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs,
                   std::uint64_t scratch);
// Recurrence: ranks children-first (reversed preorder).
void timeTreeReduce(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                    Clocks& clocks);

}  // namespace ct::mpilib
