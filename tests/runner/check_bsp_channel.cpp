// The runner's BSP channel over MPI (runner/mpi_bsp_channel.h), run under mpiexec on 1–4 ranks:
// supersteps whose sizes depend on the sender and receiver (empty parts, one part past the eager
// limit, the own part), splits into partitions (reordered by key, one rank in none), supersteps
// inside a partition, a repeated split returning the partition made before, and a collective
// program (a binomial broadcast, run twice) on a partition, checked
// against the collective contract. Every value is recomputed here from the formula that made it.
// Prints one line per failure on stderr and exits 1; rank 0 prints a summary on success.
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "mpi_bsp_channel.h"
#include "mpi_env.h"
#include "verification.h"

namespace {

using ct::bsprun::BspChannel;
using ct::bsprun::Bytes;

int g_failures = 0;

void expect(bool ok, int worldRank, const std::string& what) {
    if (ok) return;
    ++g_failures;
    std::cerr << "rank " << worldRank << ": " << what << '\n';
}

// How many bytes processor s sends to d in superstep `round`: 0 for some pairs, large for one.
std::size_t partSize(int s, int d, int round) {
    if (round == 1 && (s == d || d == 0)) return 0;  // own part and all to 0 empty
    if (round == 2 && s == 0) return 200003;         // past every eager limit
    return static_cast<std::size_t>((s * 7 + d * 3 + round * 5) % 11);
}

std::uint8_t partByte(int s, int d, int round, std::size_t i) {
    return static_cast<std::uint8_t>(s * 31 + d * 17 + round * 13 + i * 7);
}

void checkExchange(BspChannel& channel, int round, int worldRank, const std::string& where) {
    const int p = channel.size(), me = channel.rank();
    std::vector<Bytes> out(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d) {
        out[static_cast<std::size_t>(d)].resize(partSize(me, d, round));
        for (std::size_t i = 0; i < out[static_cast<std::size_t>(d)].size(); ++i)
            out[static_cast<std::size_t>(d)][i] = partByte(me, d, round, i);
    }
    const std::vector<Bytes> in = channel.exchange(std::move(out));
    expect(in.size() == static_cast<std::size_t>(p), worldRank, where + ": incoming parts");
    for (int s = 0; s < p && in.size() == static_cast<std::size_t>(p); ++s) {
        const Bytes& part = in[static_cast<std::size_t>(s)];
        const std::string from =
            where + " round " + std::to_string(round) + " from " + std::to_string(s) + ": ";
        if (part.size() != partSize(s, me, round)) {
            expect(false, worldRank,
                   from + "size " + std::to_string(part.size()) + ", expected " +
                       std::to_string(partSize(s, me, round)));
            continue;
        }
        for (std::size_t i = 0; i < part.size(); ++i)
            if (part[i] != partByte(s, me, round, i)) {
                expect(false, worldRank, from + "byte " + std::to_string(i) + " differs");
                break;
            }
    }
}

void checkWrongPartCount(BspChannel& channel, int worldRank) {
    bool refused = false;
    try {
        channel.exchange(std::vector<Bytes>(static_cast<std::size_t>(channel.size()) + 1));
    } catch (const std::invalid_argument&) {
        refused = true;
    }
    expect(refused, worldRank, "an exchange with one part too many was not refused");
}

void checkBroadcast(BspChannel& channel, int worldRank, ct::Rank root) {
    const ct::Algorithm* binomial = ct::findAlgorithm("binomial");
    ct::AlgorithmParams params;
    params.procs = channel.size();
    params.root = root;
    params.bytes = 1001;
    const auto shared = std::make_shared<const ct::Program>(binomial->program(params));
    const ct::Program& program = *shared;
    const auto workload = ct::runner::Workload::collective(
        ct::CollectiveSpec{ct::Problem::Broadcast, params.procs, root, params.bytes});
    // Twice: the second run reuses the executor the first one prepared.
    for (int run = 0; run < 2; ++run) {
        // The root starts with its data; the others with an empty buffer, which runProgram grows.
        ct::RankBuffer buffer;
        if (channel.rank() == root) workload.fill(channel.rank(), buffer);
        channel.runProgram(shared, buffer);
        expect(buffer.size() >= program.bufferBytes(), worldRank,
               "runProgram did not grow the buffer");
        const auto failure = workload.check(channel.rank(), buffer);
        expect(!failure, worldRank,
               "broadcast on the partition, run " + std::to_string(run) + ": " +
                   (failure ? failure->what : ""));
    }
}

}  // namespace

int main(int argc, char** argv) {
    ct::runner::MpiEnvironment mpi(&argc, &argv);
    const int world = mpi.size(), me = mpi.rank();
    try {
        ct::runner::MpiBspChannel channel(MPI_COMM_WORLD);
        expect(channel.rank() == me && channel.size() == world, me, "world channel numbering");
        for (int round = 0; round < 3; ++round)
            checkExchange(channel, round, me, "world");
        checkWrongPartCount(channel, me);

        // Two partitions by parity, numbered in reverse (key = −rank); on 3+ ranks the last rank
        // takes part in none.
        const bool outside = world >= 3 && me == world - 1;
        const auto part = channel.split(outside ? -1 : me % 2, -me);
        expect((part == nullptr) == outside, me, "split: membership");
        // The same split again: the partition made above, not a new one.
        expect(channel.split(outside ? -1 : me % 2, -me) == part, me, "split: repeated");
        if (part) {
            std::vector<int> members;  // world ranks of my colour, in the expected order
            for (int r = world - 1; r >= 0; --r)
                if (r % 2 == me % 2 && !(world >= 3 && r == world - 1)) members.push_back(r);
            int expectedRank = 0;
            while (members[static_cast<std::size_t>(expectedRank)] != me)
                ++expectedRank;
            expect(part->size() == static_cast<int>(members.size()), me,
                   "split: size " + std::to_string(part->size()) + ", expected " +
                       std::to_string(members.size()));
            expect(part->rank() == expectedRank, me,
                   "split: rank " + std::to_string(part->rank()) + ", expected " +
                       std::to_string(expectedRank));
            for (int round = 0; round < 3; ++round)
                checkExchange(*part, round, me, "partition");
            checkBroadcast(*part, me, part->size() - 1);
            // A partition of a partition.
            const auto inner = part->split(0, 0);
            expect(inner && inner->size() == part->size() && inner->rank() == part->rank(), me,
                   "split of a partition");
            if (inner) checkExchange(*inner, 1, me, "inner partition");
        }
        checkBroadcast(channel, me, 0);
    } catch (const std::exception& e) {
        std::cerr << "rank " << me << ": " << e.what() << '\n';
        mpi.abort(1);
    }
    int failures = 0;
    MPI_Allreduce(&g_failures, &failures, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (me == 0 && failures == 0)
        std::cout << "bsp channel: all checks passed on " << world << " ranks\n";
    return failures == 0 ? 0 : 1;
}
