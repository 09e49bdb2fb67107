#pragma once
// How one rank will execute its part of a program with MPI, decided before anything runs.
//
// 1. Checks: every part lies inside the buffer, message sizes fit MPI's int counts, combines add
//    whole int64 elements, peers and barrier groups exist. A bad op is named (rank, index, what)
//    before any message is posted, so a broken program cannot hang the job.
// 2. Send hazards: sends are posted with MPI_Isend and completed together at the end of the
//    rank's program, so they overlap as LogP assumes. MPI forbids writing a part while a send
//    reading it is pending. Broadcast and summation programs never do (a rank's sends are its
//    last use of the data), but a program could: such a write first waits for exactly the sends
//    it would clobber. In LogP the data has left the sender after o_s, so this keeps the meaning.
// 3. Early receives: every Recv is posted with MPI_Irecv before its turn, as soon as no earlier
//    op still touches its part (reads it, writes it, or sends from it) and at most
//    kReceiveDepth receives are outstanding; at its turn the rank only waits for it. A message
//    that arrives before its turn then lands in place instead of waiting to be matched, as Open
//    MPI's segmented trees pre-post the next segment's receive while forwarding the current one
//    (coll_base_bcast.c). Receives are posted in program order, so MPI's non-overtaking rule
//    still pairs the k-th send from s to d with the k-th receive at d from s. A receive whose
//    part a pending send still reads is posted at its own turn, after waiting for that send.
// Pure (no MPI) so it can be unit tested.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "program/program.h"

namespace ct::runner {

// [begin, end) of a rank's buffer.
struct ByteRange {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    bool empty() const { return begin >= end; }
    bool overlaps(const ByteRange& o) const { return begin < o.end && o.begin < end; }
};

// The part `op` writes (Recv, Copy, Combine's destination); empty for Send and Barrier.
ByteRange writtenRange(const Op& op, std::uint32_t elementBytes);
// The part `op` reads (Send, Copy and Combine's source); empty for Recv and Barrier.
ByteRange readRange(const Op& op);

// Receives a rank keeps posted ahead of the one it waits for: deep enough that a segmented
// pipeline never waits to be matched, bounded so that a program of thousands of segments does not
// post thousands of requests (and locks no more of the buffer than a few segments).
inline constexpr std::size_t kReceiveDepth = 8;

struct ExecutionPlan {
    // For op k: indices of the rank's sends (0 = its first) to complete before op k runs; for a
    // WaitSends op, every send still pending, completed as the op runs.
    std::vector<std::vector<std::size_t>> waitBefore;
    // Per receive of the rank (0 = its first Recv op), in program order: the op before which it
    // is posted (<= the Recv op's own index; after waitBefore of that op).
    std::vector<std::size_t> postBefore;
    std::size_t sends = 0;
    std::size_t hazards = 0;  // waits for a part a send reads; 0 for broadcasts and summations
    std::size_t early = 0;    // receives posted before their own op
};

// Throws std::invalid_argument naming the rank and op when rank r's ops cannot be executed.
ExecutionPlan planExecution(const Program& program, Rank r);

}  // namespace ct::runner
