// The paper's building blocks run on the whole mesh, and their 2-D extensions.
#include "algorithms/meshcombine/line_blocks.h"
#include "algorithms/meshcombine/mesh_algorithms.h"

namespace ct::mesh {
namespace {

Segment whole(const MeshProblem& m) {
    return {0, m.elements};
}

std::vector<TreeJob> rowJobs(const MeshProblem& m) {
    std::vector<TreeJob> jobs;
    for (int r = 0; r < m.n; ++r)
        jobs.push_back({rowLine(m, r, 0, m.n), whole(m), 0});
    return jobs;
}

std::vector<TreeJob> columnJobs(const MeshProblem& m) {
    std::vector<TreeJob> jobs;
    for (int c = 0; c < m.n; ++c)
        jobs.push_back({columnLine(m, c, 0, m.n), whole(m), 0});
    return jobs;
}

}  // namespace

void emitMeshSbtR(const MeshProblem& m, StepSink& sink) {
    emitSbtAllreduce({{rowMajorLine(m), whole(m), static_cast<std::size_t>(m.root)}}, sink);
}

void emitMeshBsbtR(const MeshProblem& m, StepSink& sink) {
    emitBsbtAllreduce({{rowMajorLine(m), whole(m), 0}}, sink);
}

void emitMeshBucketR(const MeshProblem& m, StepSink& sink) {
    RingJob job{meshCycle(m), {}};
    for (std::size_t j = 0; j < job.ring.size(); ++j)
        job.parts.push_back(partOf(whole(m), job.ring.size(), j));
    emitBucketCollect({job}, sink);
    emitBucketDistribute({job}, sink);
}

namespace {
// Around the cycle, each position's part is the block of the rank standing there.
RingJob rankBlocksAroundCycle(const MeshProblem& m) {
    RingJob job{meshCycle(m), {}};
    const std::uint64_t k = m.elements / std::uint64_t(m.nodes());
    for (Rank r : job.ring)
        job.parts.push_back({std::uint64_t(r) * k, k});
    return job;
}
}  // namespace

void emitMeshBucketC(const MeshProblem& m, StepSink& sink) {
    emitBucketCollect({rankBlocksAroundCycle(m)}, sink);
}

void emitMeshBucketD(const MeshProblem& m, StepSink& sink) {
    emitBucketDistribute({rankBlocksAroundCycle(m)}, sink);
}

void emitMeshBsbt2dR(const MeshProblem& m, StepSink& sink) {
    emitBsbtAllreduce(rowJobs(m), sink);
    emitBsbtAllreduce(columnJobs(m), sink);
}

void emitMeshBucket2dR(const MeshProblem& m, StepSink& sink) {
    std::vector<RingJob> rows;
    std::vector<RingJob> columns;
    for (int r = 0; r < m.n; ++r)
        rows.push_back(foldedRingJob(rowLine(m, r, 0, m.n), whole(m)));
    for (int c = 0; c < m.n; ++c)
        columns.push_back(foldedRingJob(columnLine(m, c, 0, m.n),
                                        partOf(whole(m), std::uint64_t(m.n), std::uint64_t(c))));
    emitBucketCollect(rows, sink);
    emitBucketCollect(columns, sink);
    emitBucketDistribute(columns, sink);
    emitBucketDistribute(rows, sink);
}

}  // namespace ct::mesh
