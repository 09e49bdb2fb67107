#include "algorithms/meshcombine/line_blocks.h"

#include <algorithm>

#include "algorithms/meshcombine/mesh_problem.h"

namespace ct::mesh {
namespace {

// Binomial trees relabel a line by XOR with the root, so any root works on a power of two and
// every step's messages stay inside disjoint halves, quarters, … of the line.
Rank at(const TreeJob& j, std::uint64_t v) {
    return j.nodes[v ^ j.root];
}

// Parts left empty (M smaller than the number of parts) are not sent at all.
void emit(StepSink& sink, Rank from, Rank to, Segment part, bool combine) {
    if (part.count > 0) sink.transfer({from, to, part, combine});
}

// Dimension `bit`: nodes v with v mod 2^(bit+1) = 2^bit send their part to v - 2^bit.
void reduceStep(const TreeJob& j, Segment part, int bit, StepSink& sink) {
    const std::uint64_t d = std::uint64_t(1) << bit;
    for (std::uint64_t v = d; v < j.nodes.size(); v += 2 * d)
        emit(sink, at(j, v), at(j, v - d), part, true);
}

// Dimension `bit`: nodes v with v mod 2^(bit+1) = 0 send the part to v + 2^bit.
void distributeStep(const TreeJob& j, Segment part, int bit, StepSink& sink) {
    const std::uint64_t d = std::uint64_t(1) << bit;
    for (std::uint64_t v = 0; v + d < j.nodes.size(); v += 2 * d)
        emit(sink, at(j, v), at(j, v + d), part, false);
}

int dimensions(const std::vector<TreeJob>& jobs) {
    int dims = 0;
    for (const TreeJob& j : jobs)
        dims = std::max(dims, log2Exact(j.nodes.size()));
    return dims;
}

// The mirror of a job: same line, rooted at the last node, for the second half of the part.
TreeJob mirrorHalf(const TreeJob& j) {
    return {j.nodes, partOf(j.part, 2, 1), j.nodes.size() - 1};
}
TreeJob firstHalf(const TreeJob& j) {
    return {j.nodes, partOf(j.part, 2, 0), 0};
}

std::size_t ringSteps(const std::vector<RingJob>& jobs) {
    std::size_t k = 0;
    for (const RingJob& j : jobs)
        k = std::max(k, j.ring.size());
    return k == 0 ? 0 : k - 1;
}

// The bucket algorithms' k-1 ring steps: in step s, position p of every ring passes
// parts[p - s - lag] on to p + 1; `combine` says whether the receiver adds it to its own.
void emitRingSteps(const std::vector<RingJob>& jobs, StepSink& sink, std::size_t lag,
                   bool combine) {
    const std::size_t steps = ringSteps(jobs);
    for (std::size_t s = 0; s < steps; ++s) {
        for (const RingJob& j : jobs) {
            const std::size_t k = j.ring.size();
            if (s + 1 >= k) continue;
            for (std::size_t p = 0; p < k; ++p)
                emit(sink, j.ring[p], j.ring[(p + 1) % k], j.parts[(p + 2 * k - s - lag) % k],
                     combine);
        }
        sink.endStep();
    }
}

}  // namespace

void emitSbtDistribute(const std::vector<TreeJob>& jobs, StepSink& sink) {
    for (int bit = dimensions(jobs) - 1; bit >= 0; --bit) {
        for (const TreeJob& j : jobs)
            distributeStep(j, j.part, bit, sink);
        sink.endStep();
    }
}

void emitSbtReduce(const std::vector<TreeJob>& jobs, StepSink& sink) {
    const int dims = dimensions(jobs);
    for (int bit = 0; bit < dims; ++bit) {
        for (const TreeJob& j : jobs)
            reduceStep(j, j.part, bit, sink);
        sink.endStep();
    }
}

void emitSbtAllreduce(const std::vector<TreeJob>& jobs, StepSink& sink) {
    emitSbtReduce(jobs, sink);
    emitSbtDistribute(jobs, sink);
}

void emitBsbtAllreduce(const std::vector<TreeJob>& jobs, StepSink& sink) {
    std::vector<TreeJob> trees;
    for (const TreeJob& j : jobs) {
        trees.push_back(firstHalf(j));
        trees.push_back(mirrorHalf(j));
    }
    emitSbtAllreduce(trees, sink);
}

void emitBucketCollect(const std::vector<RingJob>& jobs, StepSink& sink) {
    // Position j passes its partial sum of parts[j-s-1] on to j+1, which adds its own: part t
    // starts at t+1 and reaches t, complete, after k-1 steps.
    emitRingSteps(jobs, sink, 1, true);
}

void emitBucketDistribute(const std::vector<RingJob>& jobs, StepSink& sink) {
    // Position j passes parts[j-s] (its own at s = 0) on to j+1.
    emitRingSteps(jobs, sink, 0, false);
}

RingJob foldedRingJob(const Line& line, Segment whole) {
    RingJob job;
    job.ring = foldedRing(line);
    for (Rank node : job.ring) {
        const auto index = std::size_t(std::find(line.begin(), line.end(), node) - line.begin());
        job.parts.push_back(partOf(whole, line.size(), index));
    }
    return job;
}

}  // namespace ct::mesh
