#pragma once
// The mesh-combine paper's 1-D building blocks on lines of nodes. Each call runs one block on
// several lines at once (all rows, all strips, …): step k of every line is emitted as the same
// step.
//
//   SBT-D   spanning binomial tree distribute: the root's part to every node, highest dimension
//           first (log k steps; on a line the messages of a step never share a link).
//   SBT-R   spanning binomial tree reduce to the root, lowest dimension first (log k steps),
//           then SBT-D of the result: 2 log k steps.
//   BSBT-R  bidirectional SBT-R: the first half of the part is combined along a tree rooted at
//           the line's first node, the second half along the mirror tree rooted at its last
//           node, at the same time. The mirror tree's messages run the other way, so the two
//           never share a directed link, and each node sends at most one and receives at most
//           one message per step: 2 log k steps of half the part each.
//   B-C     bucket collect (reduce-scatter) around a ring: k-1 steps of one k-th of the part;
//           ring position j ends with parts[j] combined over the ring.
//   B-D     bucket distribute (allgather): position j starts with parts[j], all end with all.
#include <vector>

#include "algorithms/meshcombine/mesh_lines.h"
#include "algorithms/meshcombine/segment.h"
#include "algorithms/meshcombine/step_sink.h"

namespace ct::mesh {

// A tree block on one line (its length a power of two). `root` indexes the line.
struct TreeJob {
    Line nodes;
    Segment part;
    std::size_t root = 0;
};

// A bucket block on one ring; parts[j] belongs to ring position j.
struct RingJob {
    Line ring;
    std::vector<Segment> parts;
};

void emitSbtDistribute(const std::vector<TreeJob>& jobs, StepSink& sink);
void emitSbtReduce(const std::vector<TreeJob>& jobs, StepSink& sink);      // to the root only
void emitSbtAllreduce(const std::vector<TreeJob>& jobs, StepSink& sink);   // SBT-R
void emitBsbtAllreduce(const std::vector<TreeJob>& jobs, StepSink& sink);  // BSBT-R (root unused)
void emitBucketCollect(const std::vector<RingJob>& jobs, StepSink& sink);
void emitBucketDistribute(const std::vector<RingJob>& jobs, StepSink& sink);

// A ring job whose node at line index i owns part i of `whole` cut into line.size() parts,
// around the folded ring of the line.
RingJob foldedRingJob(const Line& line, Segment whole);

}  // namespace ct::mesh
