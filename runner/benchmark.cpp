#include "benchmark.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <type_traits>

namespace ct::runner {

static_assert(std::is_trivially_copyable_v<Failure::Encoded>, "gathered as bytes");

BenchmarkResult runBenchmark(ProgramExecutor& executor, const Workload& workload, Rank rank,
                             const BenchmarkSettings& settings, MPI_Comm world) {
    const int runs = settings.warmup + settings.reps;
    // Layout: [result times of all reps | finish times of all reps], reduced in one call.
    std::vector<double> local(2 * static_cast<std::size_t>(settings.reps), 0.0);
    std::optional<Failure> firstFailure;
    for (int run = 0; run < runs; ++run) {
        // Fresh data every run: a broadcast must not pass on a previous run's bytes, and a
        // summation adds into its operands in place.
        workload.fill(rank, executor.buffer());
        check(MPI_Barrier(world), "MPI_Barrier");
        const double start = MPI_Wtime();
        const ProgramExecutor::Stamps stamps = executor.run();
        if (run >= settings.warmup) {
            const auto rep = static_cast<std::size_t>(run - settings.warmup);
            local[rep] = stamps.result - start;
            local[settings.reps + rep] = stamps.finish - start;
        }
        if (rank == settings.corruptRank) workload.corrupt(rank, executor.buffer());
        if (!firstFailure) {
            firstFailure = workload.check(rank, executor.buffer());
            if (firstFailure) firstFailure->run = run;
        }
    }

    BenchmarkResult result;
    int size = 1;
    check(MPI_Comm_size(world, &size), "MPI_Comm_size");
    std::vector<double> longest(rank == 0 ? local.size() : 0);
    check(MPI_Reduce(local.data(), rank == 0 ? longest.data() : nullptr,
                     static_cast<int>(local.size()), MPI_DOUBLE, MPI_MAX, 0, world),
          "MPI_Reduce");
    if (rank == 0) {
        result.resultTimes.assign(longest.begin(), longest.begin() + settings.reps);
        result.finishTimes.assign(longest.begin() + settings.reps, longest.end());
    }

    // Every rank must learn the verdict (they all exit with its status); rank 0 the details.
    int ok = firstFailure ? 0 : 1;
    int allOk = 0;
    check(MPI_Allreduce(&ok, &allOk, 1, MPI_INT, MPI_MIN, world), "MPI_Allreduce");
    result.verified = allOk == 1;
    if (!result.verified) {
        // Fixed-size records (plain bytes: the ranks run the same binary on like machines).
        const Failure::Encoded mine = Failure::encode(firstFailure);
        std::vector<Failure::Encoded> all(rank == 0 ? static_cast<std::size_t>(size) : 0);
        const int bytes = static_cast<int>(sizeof mine);
        check(MPI_Gather(&mine, bytes, MPI_BYTE, rank == 0 ? all.data() : nullptr, bytes, MPI_BYTE,
                         0, world),
              "MPI_Gather");
        for (const Failure::Encoded& e : all)
            if (auto f = Failure::decode(e)) result.failures.push_back(std::move(*f));
    }
    return result;
}

}  // namespace ct::runner
