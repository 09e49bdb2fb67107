#include "benchmark.h"

#include <algorithm>
#include <type_traits>

#include "mpi_env.h"
#include "timing.h"

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

// OSU's way: fill once, then back-to-back calls, each timed from the previous barrier's exit to
// its return (so a program's time includes completing its sends, as a collective's return does).
// The first call ran on fresh data and is checked (untimed: it is one of the skipped calls).
// *anyFailed: some rank's check failed (the same on every rank); firstFailure: this rank's.
OsuFigure measureOsu(Measurable& m, std::uint64_t bytes, MPI_Comm world,
                     std::optional<Failure>& firstFailure, bool* anyFailed) {
    const OsuIterations n = osuIterations(bytes);
    OsuFigure f;
    f.iterations = n.iterations;
    f.skip = n.skip;
    m.prepare();
    check(MPI_Barrier(world), "MPI_Barrier");
    double total = 0;
    for (int i = 0; i < n.skip + n.iterations; ++i) {
        const double start = MPI_Wtime();
        m.execute();
        const double stop = MPI_Wtime();
        if (i >= n.skip) total += stop - start;
        if (i == 0) firstFailure = m.check();
        check(MPI_Barrier(world), "MPI_Barrier");
    }
    const double mean = total / n.iterations;
    int size = 1;
    check(MPI_Comm_size(world, &size), "MPI_Comm_size");
    // {mean, -mean, failed} under MAX gives max, -min and whether any rank failed.
    const double local[3] = {mean, -mean, firstFailure ? 1.0 : 0.0};
    double all[3] = {0, 0, 0};
    check(MPI_Allreduce(local, all, 3, MPI_DOUBLE, MPI_MAX, world), "MPI_Allreduce");
    double sum = 0;
    check(MPI_Allreduce(&mean, &sum, 1, MPI_DOUBLE, MPI_SUM, world), "MPI_Allreduce");
    f.max = all[0];
    f.min = -all[1];
    f.avg = sum / size;
    *anyFailed = all[2] > 0;
    return f;
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

OsuIterations osuIterations(std::uint64_t bytes) {
    constexpr std::uint64_t kLargeMessage = 8192;
    if (bytes > kLargeMessage) return {100, 10};
    return {1000, 200};
}

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
    // A run is checked after the ranks have met in the run's first MPI_Allreduce, and the
    // verdicts meet in a second. Checked before meeting, a root's verification kept a rank that
    // shares its core from returning: on more ranks than cores, Open MPI's linear reduce of
    // 64 KiB took 68 us instead of 22 us, the time of the root's check added to its senders'
    // (docs/runner.md, "How it is timed"). The verdict cannot wait for the next run's meeting:
    // a schedule whose messages depend on the data may not end on data a failed run left.
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
        const double now = MPI_Wtime();
        // [rank's time, timed-phase elapsed, case elapsed, late]: the max over ranks.
        double local[4] = {held - start, timed ? now - timedStart : 0.0, now - caseStart,
                           wasLate ? 1.0 : 0.0};
        double all[4] = {0, 0, 0, 0};
        check(MPI_Allreduce(local, all, 4, MPI_DOUBLE, MPI_MAX, world), "MPI_Allreduce");
        if (!firstFailure) {
            firstFailure = m.check();
            if (firstFailure) firstFailure->run = run;
        }
        int failed = firstFailure ? 1 : 0, anyFailed = 0;
        check(MPI_Allreduce(&failed, &anyFailed, 1, MPI_INT, MPI_MAX, world), "MPI_Allreduce");
        if (all[3] > 0) {
            // A rank started late, so the common start did not hold: discard the run and give
            // the next announcement more time.
            ++late;
            windowLength = std::min(2 * windowLength, kLongestWindow);
        } else if (timed) {
            result.times.push_back(roundToTick(all[0], MPI_Wtick()));
            result.timedRuns.push_back(run);
        }
        const int done = static_cast<int>(result.times.size());
        if (timed && rank == 0 && settings.progress)
            settings.progress(done, policy.minReps, all[1]);
        if (anyFailed) {
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
    if (policy.osu && result.verified && !result.timedOut) {
        std::optional<Failure> osuFailure;
        bool anyFailed = false;
        const OsuFigure f = measureOsu(m, settings.bytes, world, osuFailure, &anyFailed);
        if (anyFailed) {
            result.verified = false;
            firstFailure = osuFailure;
            if (firstFailure)  // the OSU pass's first call comes after every run above
                firstFailure->run = policy.warmup + late + std::int64_t(result.times.size());
        } else {
            result.osu = f;
        }
    }
    if (!result.verified) result.failures = gatherFailures(firstFailure, rank, world);
    return result;
}

}  // namespace ct::runner
