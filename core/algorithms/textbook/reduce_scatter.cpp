#include "algorithms/textbook/reduce_scatter.h"

#include <stdexcept>

#include "algorithms/textbook/allgather.h"
#include "program/rank_checks.h"

namespace ct {
namespace {

// Algorithm 4.5 among `members` (ring order); member k's part at base + k·chunk; incoming parts
// land at `scratch`.
void ringReduceScatter(ProgramBuilder& b, const std::vector<Rank>& members, std::uint64_t base,
                       std::uint64_t chunk, std::uint64_t scratch) {
    const auto n = static_cast<std::int64_t>(members.size());
    for (std::int64_t k = 0; k < n; ++k) {
        const Rank left = members[(k + n - 1) % n];
        const Rank right = members[(k + 1) % n];
        for (std::int64_t i = 1; i < n; ++i) {
            const auto sent = static_cast<std::uint64_t>((k + i) % n);
            const auto summed = static_cast<std::uint64_t>((k + i + 1) % n);
            b.add(members[k], Op::send(left, chunk, base + sent * chunk));
            b.add(members[k], Op::recv(right, chunk, scratch));
            b.add(members[k], Op::combine(scratch, base + summed * chunk, chunk));
        }
    }
}

std::vector<LockstepStep> reduceSteps(std::size_t count, std::uint64_t bytes) {
    return std::vector<LockstepStep>(count, {bytes, bytes / 8});
}

}  // namespace

Program ringReduceScatterProgram(Rank P, std::uint64_t m) {
    requireProcessors(P);
    ProgramBuilder b(P);
    std::vector<Rank> ring(static_cast<std::size_t>(P));
    for (Rank r = 0; r < P; ++r)
        ring[r] = r;
    const std::uint64_t scratch = std::uint64_t(P) * m;
    b.requireBufferBytes(scratch);
    ringReduceScatter(b, ring, 0, m, scratch);
    return b.build("textbook-reduce-scatter-ring");
}

std::vector<LockstepStep> ringReduceScatterSteps(Rank P, std::uint64_t m) {
    requireProcessors(P);
    return reduceSteps(static_cast<std::size_t>(P - 1), m);
}

Program meshReduceScatterProgram(const MeshShape& mesh, std::uint64_t m) {
    ProgramBuilder b(mesh.procs());
    const std::uint64_t rowBytes = std::uint64_t(mesh.cols) * m;
    const std::uint64_t scratch = std::uint64_t(mesh.procs()) * m;
    b.requireBufferBytes(scratch);
    for (Rank c = 0; c < mesh.cols; ++c) {
        std::vector<Rank> column;
        for (Rank i = 0; i < mesh.rows; ++i)
            column.push_back(mesh.at(i, c));
        ringReduceScatter(b, column, 0, rowBytes, scratch);
    }
    for (Rank i = 0; i < mesh.rows; ++i) {
        std::vector<Rank> row;
        for (Rank c = 0; c < mesh.cols; ++c)
            row.push_back(mesh.at(i, c));
        ringReduceScatter(b, row, std::uint64_t(i) * rowBytes, m, scratch);
    }
    return b.build("textbook-reduce-scatter-mesh");
}

std::vector<LockstepStep> meshReduceScatterSteps(const MeshShape& mesh, std::uint64_t m) {
    auto steps = reduceSteps(static_cast<std::size_t>(mesh.rows - 1), std::uint64_t(mesh.cols) * m);
    const auto rowSteps = reduceSteps(static_cast<std::size_t>(mesh.cols - 1), m);
    steps.insert(steps.end(), rowSteps.begin(), rowSteps.end());
    return steps;
}

Program hypercubeReduceScatterProgram(Rank P, std::uint64_t m) {
    requirePowerOfTwo(P, "textbook-reduce-scatter-hypercube");
    ProgramBuilder b(P);
    const std::uint64_t scratch = std::uint64_t(P) * m;
    b.requireBufferBytes(scratch);
    for (Rank r = 0; r < P; ++r)
        for (Rank bit = P / 2; bit >= 1; bit >>= 1) {
            const Rank kept = r & ~(bit - 1);  // first block of the half that holds block r
            const std::uint64_t bytes = std::uint64_t(bit) * m;
            b.add(r, Op::send(r ^ bit, bytes, std::uint64_t(kept ^ bit) * m));
            b.add(r, Op::recv(r ^ bit, bytes, scratch));
            b.add(r, Op::combine(scratch, std::uint64_t(kept) * m, bytes));
        }
    return b.build("textbook-reduce-scatter-hypercube");
}

std::vector<LockstepStep> hypercubeReduceScatterSteps(Rank P, std::uint64_t m) {
    requirePowerOfTwo(P, "textbook-reduce-scatter-hypercube");
    std::vector<LockstepStep> steps;
    for (Rank bit = P / 2; bit >= 1; bit >>= 1)
        steps.push_back({std::uint64_t(bit) * m, std::uint64_t(bit) * m / 8});
    return steps;
}

}  // namespace ct
