#pragma once
// The measurement loop: warm-up runs, then timed repetitions until both a minimum count and a
// minimum time are met, every run verified.
//
// Each run: fill the buffers (untimed) -> MPI_Barrier -> t0 = MPI_Wtime -> execute -> the
// rank's stamp when it holds its result -> an MPI_Allreduce (MAX) of {rank time, elapsed} ->
// verify (untimed) -> an MPI_Allreduce of {failed?}. A repetition's time is the MAXIMUM over
// ranks, because a collective is done only when its last rank is. The allreduces also let every
// rank take the same stop decision (count, elapsed time, timeout, failure) without a message from
// rank 0; they run outside the timed region, like the barrier. Verifying only after the ranks
// have met keeps one rank's check out of another's time where ranks share a core.
//
// With the policy's `osu`, a second pass follows the repetitions and measures the OSU
// Micro-Benchmarks' figure (protocol::OsuFigure): buffers filled once, then OSU's iteration
// counts of back-to-back calls, each rank timing each call from the previous barrier's exit to
// the call's return, an MPI_Barrier after every call; the first (untimed) call is verified.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include <mpi.h>

#include "protocol/run_plan.h"
#include "protocol/statistics.h"
#include "verification.h"

namespace ct::runner {

using protocol::OsuFigure;
using protocol::TimingPolicy;

// One thing to time: a program on this rank, or an MPI collective.
class Measurable {
public:
    virtual ~Measurable() = default;
    virtual void prepare() = 0;    // fresh input data (untimed)
    virtual double execute() = 0;  // runs once; MPI_Wtime when this rank holds its result
    virtual std::optional<Failure> check() = 0;  // after execute (untimed)
    virtual void corrupt() = 0;                  // testing: damage this rank's result
};

struct BenchmarkSettings {
    TimingPolicy policy;
    // Rank 0: called after each timed repetition with (done, target, elapsed seconds).
    std::function<void(int, int, double)> progress;
    std::uint64_t bytes = 0;  // the case's message size: OSU's iteration counts depend on it
};

// OSU's default iteration counts (OMB 5.x collectives): 1000 timed after 200 untimed calls up
// to 8 KiB, 100 after 10 above.
struct OsuIterations {
    int iterations = 1000;
    int skip = 200;
};
OsuIterations osuIterations(std::uint64_t bytes);

struct BenchmarkResult {
    std::vector<double> times;  // on every rank: per timed repetition, the maximum over ranks
    // On every rank: per entry of `times`, the run it was (0-based, counting warm-up runs and
    // runs discarded for a late start), as the measurable saw the runs.
    std::vector<int> timedRuns;
    bool verified = true;   // on every rank
    bool timedOut = false;  // on every rank: the case ran past the policy's timeout
    int late = 0;           // window sync: runs discarded because some rank reached the start late
    std::optional<OsuFigure> osu;   // on every rank: policy.osu and the repetitions verified
    std::vector<Failure> failures;  // on rank 0: each failing rank's first failure, rank order
};

// This rank's clock minus rank 0's (seconds) and a bound of the error (half the shortest of 20
// round trips; 0 on rank 0). Collective over `world`.
struct ClockOffset {
    double offset = 0;
    double error = 0;
};
ClockOffset clockOffsetToRank0(Rank rank, MPI_Comm world);

// Collective over `world`. Stops at the first failing run (every rank learns of it).
BenchmarkResult runBenchmark(Measurable& m, Rank rank, const BenchmarkSettings& settings,
                             MPI_Comm world);

}  // namespace ct::runner
