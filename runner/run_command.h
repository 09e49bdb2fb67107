#pragma once
// `calltree-runner run`: build the plan, agree that every rank can run it, then for each case
// (algorithm or schedule or MPI collective, at each size and root) prepare, execute, verify, time,
// write the results file and report progress.
#include <string>

#include "mpi_env.h"
#include "options.h"

namespace ct::runner {

// Exit statuses (also in --help and docs/runner.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 1;        // bad arguments, plan, or a case that cannot run
inline constexpr int kExitUnverified = 2;   // some rank ended with wrong data
inline constexpr int kExitInternal = 3;     // MPI or internal error (the job is aborted)
inline constexpr int kExitTimeout = 4;      // a case ran past --timeout
inline constexpr int kExitTerminated = 5;   // the job was torn down (a rank died, Ctrl-C)
inline constexpr int kExitResultsLost = 6;  // the results file stopped taking writes mid-run

// Collective over MPI_COMM_WORLD; returns the exit status (the same on every rank, except
// kExitResultsLost: rank 0 alone writes the file).
// `commandLine` is recorded in the results.
int runCommand(const MpiEnvironment& mpi, const RunOptions& options, OutputFormat format,
               const std::string& commandLine);

// Collective: all ranks learn whether every rank succeeded; the lowest failing rank's message is
// returned on rank 0 (empty everywhere when all succeeded). `failed` is then true on all ranks.
std::string agreeOnError(const MpiEnvironment& mpi, const std::string& error, bool& failed);

}  // namespace ct::runner
