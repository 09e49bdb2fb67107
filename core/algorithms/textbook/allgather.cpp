#include "algorithms/textbook/allgather.h"

#include <bit>
#include <stdexcept>

#include "program/rank_checks.h"

namespace ct {
namespace {

// Algorithm 4.4 among `members` (in ring order), member k's chunk at offset chunk·k + base.
void ringAllgather(ProgramBuilder& b, const std::vector<Rank>& members, std::uint64_t base,
                   std::uint64_t chunk) {
    const auto n = static_cast<std::int64_t>(members.size());
    for (std::int64_t k = 0; k < n; ++k) {
        const Rank right = members[(k + 1) % n];
        const Rank left = members[(k + n - 1) % n];
        for (std::int64_t i = 1; i < n; ++i) {
            const auto sent = static_cast<std::uint64_t>((k - i + 1 + n) % n);
            const auto received = static_cast<std::uint64_t>((k - i + n) % n);
            b.add(members[k], Op::send(right, chunk, base + sent * chunk));
            b.add(members[k], Op::recv(left, chunk, base + received * chunk));
        }
    }
}

std::vector<Rank> allRanks(Rank P) {
    std::vector<Rank> v(static_cast<std::size_t>(P));
    for (Rank r = 0; r < P; ++r)
        v[r] = r;
    return v;
}

}  // namespace

void requirePowerOfTwo(Rank P, const char* algorithm) {
    requireProcessors(P);
    if (!std::has_single_bit(static_cast<std::uint32_t>(P)))
        throw std::invalid_argument(std::string(algorithm) + " needs P to be a power of two (got " +
                                    std::to_string(P) + "): its partners are r XOR 2^i");
}

Program ringAllgatherProgram(Rank P, std::uint64_t m) {
    requireProcessors(P);
    ProgramBuilder b(P);
    b.requireBufferBytes(std::uint64_t(P) * m);
    ringAllgather(b, allRanks(P), 0, m);
    return b.build("textbook-allgather-ring");
}

std::vector<LockstepStep> ringAllgatherSteps(Rank P, std::uint64_t m) {
    requireProcessors(P);
    return std::vector<LockstepStep>(static_cast<std::size_t>(P - 1), {m, 0});
}

Program meshAllgatherProgram(const MeshShape& mesh, std::uint64_t m) {
    ProgramBuilder b(mesh.procs());
    b.requireBufferBytes(std::uint64_t(mesh.procs()) * m);
    // Row i's blocks lie at [i·cols·m, (i+1)·cols·m): after the row phase a rank holds its row's
    // chunk, which the column phase passes on whole.
    for (Rank i = 0; i < mesh.rows; ++i) {
        std::vector<Rank> row;
        for (Rank c = 0; c < mesh.cols; ++c)
            row.push_back(mesh.at(i, c));
        ringAllgather(b, row, std::uint64_t(i) * std::uint64_t(mesh.cols) * m, m);
    }
    for (Rank c = 0; c < mesh.cols; ++c) {
        std::vector<Rank> column;
        for (Rank i = 0; i < mesh.rows; ++i)
            column.push_back(mesh.at(i, c));
        ringAllgather(b, column, 0, std::uint64_t(mesh.cols) * m);
    }
    return b.build("textbook-allgather-mesh");
}

std::vector<LockstepStep> meshAllgatherSteps(const MeshShape& mesh, std::uint64_t m) {
    std::vector<LockstepStep> steps(static_cast<std::size_t>(mesh.cols - 1), {m, 0});
    steps.insert(steps.end(), static_cast<std::size_t>(mesh.rows - 1),
                 {std::uint64_t(mesh.cols) * m, 0});
    return steps;
}

Program hypercubeAllgatherProgram(Rank P, std::uint64_t m) {
    requirePowerOfTwo(P, "textbook-allgather-hypercube");
    ProgramBuilder b(P);
    b.requireBufferBytes(std::uint64_t(P) * m);
    for (Rank r = 0; r < P; ++r)
        for (Rank bit = 1; bit < P; bit <<= 1) {
            const Rank mine = r & ~(bit - 1);  // first block of r's aligned subcube of `bit` ranks
            const std::uint64_t bytes = std::uint64_t(bit) * m;
            b.add(r, Op::send(r ^ bit, bytes, std::uint64_t(mine) * m));
            b.add(r, Op::recv(r ^ bit, bytes, std::uint64_t(mine ^ bit) * m));
        }
    return b.build("textbook-allgather-hypercube");
}

std::vector<LockstepStep> hypercubeAllgatherSteps(Rank P, std::uint64_t m) {
    requirePowerOfTwo(P, "textbook-allgather-hypercube");
    std::vector<LockstepStep> steps;
    for (Rank bit = 1; bit < P; bit <<= 1)
        steps.push_back({std::uint64_t(bit) * m, 0});
    return steps;
}

}  // namespace ct
