#pragma once
// The measurement loop: warm-up runs, then timed repetitions, every one verified.
//
// Each run: fill the buffer (untimed) -> MPI_Barrier -> t0 = MPI_Wtime -> execute -> the rank's
// stamps -> verify (untimed). A rank's time is from t0 until it holds its result; a repetition's
// time is the MAXIMUM over ranks, because a collective is done only when its last rank is.
// Per-rank times are reduced once at the end (MPI_Reduce, MPI_MAX) so no collective runs between
// repetitions besides the starting barrier.
#include <vector>

#include "program_executor.h"
#include "verification.h"

namespace ct::runner {

struct BenchmarkSettings {
    int warmup = 2;
    int reps = 20;
    Rank corruptRank = kNoRank;  // testing: damage this rank's result after each run
};

struct BenchmarkResult {
    // On rank 0 only: per timed repetition, the maximum over ranks.
    std::vector<double> resultTimes;  // until the rank holds its result (all ops run)
    std::vector<double> finishTimes;  // until its pending sends completed as well
    // On every rank: whether every rank's data was right in every run.
    bool verified = true;
    // On rank 0 only: each failing rank's first failure, in rank order.
    std::vector<Failure> failures;
};

// Collective over `world`.
BenchmarkResult runBenchmark(ProgramExecutor& executor, const Workload& workload, Rank rank,
                             const BenchmarkSettings& settings, MPI_Comm world);

}  // namespace ct::runner
