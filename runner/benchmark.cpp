#include "benchmark.h"

#include <type_traits>

#include "mpi_env.h"

namespace ct::runner {

static_assert(std::is_trivially_copyable_v<Failure::Encoded>, "gathered as bytes");

BenchmarkResult runBenchmark(Measurable& m, Rank rank, const BenchmarkSettings& settings,
                             MPI_Comm world) {
    const TimingPolicy& policy = settings.policy;
    BenchmarkResult result;
    std::optional<Failure> firstFailure;
    const double caseStart = MPI_Wtime();
    double timedStart = caseStart;
    for (int run = 0;; ++run) {
        const bool timed = run >= policy.warmup;
        if (run == policy.warmup) timedStart = MPI_Wtime();
        // Fresh data every run: a broadcast must not pass on a previous run's bytes, and
        // reductions add into their inputs in place.
        m.prepare();
        check(MPI_Barrier(world), "MPI_Barrier");
        const double start = MPI_Wtime();
        const double held = m.execute();
        if (rank == settings.corruptRank) m.corrupt();
        if (!firstFailure) {
            firstFailure = m.check();
            if (firstFailure) firstFailure->run = run;
        }
        const double now = MPI_Wtime();
        // [rank's time, timed-phase elapsed, case elapsed, failed]: the max over ranks of each.
        double local[4] = {held - start, timed ? now - timedStart : 0.0, now - caseStart,
                           firstFailure ? 1.0 : 0.0};
        double all[4] = {0, 0, 0, 0};
        check(MPI_Allreduce(local, all, 4, MPI_DOUBLE, MPI_MAX, world), "MPI_Allreduce");
        if (timed) result.times.push_back(all[0]);
        const int done = static_cast<int>(result.times.size());
        if (timed && rank == 0 && settings.progress)
            settings.progress(done, policy.minReps, all[1]);
        if (all[3] > 0) {
            result.verified = false;
            break;
        }
        if (all[2] > policy.timeoutSeconds) {
            result.timedOut = true;
            break;
        }
        if (done >= policy.maxReps || (done >= policy.minReps && all[1] >= policy.minSeconds))
            break;
    }

    if (!result.verified) {
        // Fixed-size records (plain bytes: the ranks run the same binary on like machines).
        int size = 1;
        check(MPI_Comm_size(world, &size), "MPI_Comm_size");
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
