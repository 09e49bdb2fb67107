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

// Where a tree reduction keeps its data, per rank (offsets into the rank's buffer; the vector is
// [0, m)).
struct TreeReduceBuffers {
    Rank inPlace = kNoRank;         // the tree's root when it is the collective's, called in
                                    // place: it combines into its vector
    std::uint64_t scratch = 0;      // where segments arrive that are combined from there
    std::uint64_t accumulator = 0;  // [accumulator, accumulator + m): every other rank's result
};

// Reduction at the tree's root, as Open MPI's generic reduction runs it for a commutative
// operation: for each segment a rank takes its children's in tree order, then sends the segment
// to its parent. The in-place rank receives them into scratch and combines them into its vector.
// Every other rank with children accumulates in a buffer of its own, as Open MPI does (it
// allocates it per call, and gets the same block back): the first child's segment arrives straight
// in the accumulator and the rank's own is combined into it, later children's arrive in scratch;
// the rank sends from the accumulator. On shared memory that is not the same cost as working on
// the vector: the accumulator is what the parent read in the last call, the vector is rewritten
// before every call.
void addTreeReduce(ProgramBuilder& b, const BroadcastTree& tree, const Segments& segs,
                   const TreeReduceBuffers& at);
// Recurrence: ranks children-first (reversed preorder).
void timeTreeReduce(const BroadcastTree& tree, const Segments& segs, const LogGP& m,
                    Clocks& clocks);

}  // namespace ct::mpilib
