#include "benchmark.h"

#include <algorithm>
#include <type_traits>

#include "mpi_env.h"

namespace ct::runner {

static_assert(std::is_trivially_copyable_v<Failure::Encoded>, "gathered as bytes");

namespace {

constexpr int kSyncTag = 11;
constexpr int kSyncRounds = 20;
constexpr double kFirstWindow = 100e-6;  // seconds between the announcement and the start
constexpr double kLongestWindow = 0.1;

}  // namespace

// Cristian's method: rank 0 sends, rank r answers with its clock, and the round with the
// shortest round trip bounds the error by half of it. Rank 0 asks every rank in turn and sends
// each its offset and error.
ClockOffset clockOffsetToRank0(Rank rank, MPI_Comm world) {
    int size = 1;
    check(MPI_Comm_size(world, &size), "MPI_Comm_size");
    double mine[2] = {0, 0};  // offset, error
    for (int r = 1; r < size; ++r) {
        if (rank == 0) {
            double best = 1e300, offset = 0;
            for (int k = 0; k < kSyncRounds; ++k) {
                const double sent = MPI_Wtime();
                double remote = 0;
                check(MPI_Send(&sent, 1, MPI_DOUBLE, r, kSyncTag, world), "MPI_Send");
                check(MPI_Recv(&remote, 1, MPI_DOUBLE, r, kSyncTag, world, MPI_STATUS_IGNORE),
                      "MPI_Recv");
                const double back = MPI_Wtime();
                if (back - sent < best) {
                    best = back - sent;
                    offset = remote - (sent + back) / 2;
                }
            }
            const double result[2] = {offset, best / 2};
            check(MPI_Send(result, 2, MPI_DOUBLE, r, kSyncTag, world), "MPI_Send");
        } else if (rank == r) {
            for (int k = 0; k < kSyncRounds; ++k) {
                double sent = 0;
                check(MPI_Recv(&sent, 1, MPI_DOUBLE, 0, kSyncTag, world, MPI_STATUS_IGNORE),
                      "MPI_Recv");
                const double now = MPI_Wtime();
                check(MPI_Send(&now, 1, MPI_DOUBLE, 0, kSyncTag, world), "MPI_Send");
            }
            check(MPI_Recv(mine, 2, MPI_DOUBLE, 0, kSyncTag, world, MPI_STATUS_IGNORE), "MPI_Recv");
        }
    }
    return {mine[0], mine[1]};
}

namespace {

// Starts one repetition on every rank together: with a barrier, or (window sync) at an instant
// rank 0 announces on its clock. Returns this rank's start; *late says it arrived after it.
double startTogether(Rank rank, MPI_Comm world, bool window, double offset, double windowLength,
                     bool* late) {
    *late = false;
    if (!window) {
        check(MPI_Barrier(world), "MPI_Barrier");
        return MPI_Wtime();
    }
    double announced = rank == 0 ? MPI_Wtime() + windowLength : 0.0;
    check(MPI_Bcast(&announced, 1, MPI_DOUBLE, 0, world), "MPI_Bcast");
    const double start = announced + offset;
    *late = MPI_Wtime() > start;
    while (MPI_Wtime() < start) {
    }
    return start;
}

// Every rank's first failure, gathered on rank 0 as fixed-size records (plain bytes: the ranks
// run the same binary on like machines).
std::vector<Failure> gatherFailures(const std::optional<Failure>& firstFailure, Rank rank,
                                    MPI_Comm world) {
    int size = 1;
    check(MPI_Comm_size(world, &size), "MPI_Comm_size");
    const Failure::Encoded mine = Failure::encode(firstFailure);
    std::vector<Failure::Encoded> all(rank == 0 ? static_cast<std::size_t>(size) : 0);
    const int bytes = static_cast<int>(sizeof mine);
    check(MPI_Gather(&mine, bytes, MPI_BYTE, rank == 0 ? all.data() : nullptr, bytes, MPI_BYTE, 0,
                     world),
          "MPI_Gather");
    std::vector<Failure> failures;
    for (const Failure::Encoded& e : all)
        if (auto f = Failure::decode(e)) failures.push_back(std::move(*f));
    return failures;
}

}  // namespace

BenchmarkResult runBenchmark(Measurable& m, Rank rank, const BenchmarkSettings& settings,
                             MPI_Comm world) {
    const TimingPolicy& policy = settings.policy;
    BenchmarkResult result;
    std::optional<Failure> firstFailure;
    const bool window = policy.sync == TimingPolicy::Sync::Window;
    const double offset = window ? clockOffsetToRank0(rank, world).offset : 0.0;
    double windowLength = kFirstWindow;
    const double caseStart = MPI_Wtime();
    double timedStart = caseStart;
    int late = 0;  // window mode: runs discarded because a rank reached the start too late
    for (int run = 0;; ++run) {
        const int timedRun = run - late - policy.warmup;
        const bool timed = timedRun >= 0;
        if (timedRun == 0) timedStart = MPI_Wtime();
        // Fresh data every run: a broadcast must not pass on a previous run's bytes, and
        // reductions add into their inputs in place.
        m.prepare();
        bool wasLate = false;
        const double start = startTogether(rank, world, window, offset, windowLength, &wasLate);
        const double held = m.execute();
        if (!firstFailure) {
            firstFailure = m.check();
            if (firstFailure) firstFailure->run = run;
        }
        const double now = MPI_Wtime();
        // [rank's time, timed-phase elapsed, case elapsed, failed, late]: the max over ranks.
        double local[5] = {held - start, timed ? now - timedStart : 0.0, now - caseStart,
                           firstFailure ? 1.0 : 0.0, wasLate ? 1.0 : 0.0};
        double all[5] = {0, 0, 0, 0, 0};
        check(MPI_Allreduce(local, all, 5, MPI_DOUBLE, MPI_MAX, world), "MPI_Allreduce");
        if (all[4] > 0) {
            // A rank started late, so the common start did not hold: discard the run and give
            // the next announcement more time.
            ++late;
            windowLength = std::min(2 * windowLength, kLongestWindow);
        } else if (timed) {
            result.times.push_back(all[0]);
        }
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
    result.late = late;
    if (!result.verified) result.failures = gatherFailures(firstFailure, rank, world);
    return result;
}

}  // namespace ct::runner
