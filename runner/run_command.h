#pragma once
// `calltree-runner run`: build the program, agree that every rank can run it, execute, verify,
// time and report.
#include "mpi_env.h"
#include "options.h"
#include "sim/loggp.h"

namespace ct::runner {

// Exit statuses (also in --help and docs/runner.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 1;       // bad arguments or a program that cannot run
inline constexpr int kExitUnverified = 2;  // some rank ended with wrong data
inline constexpr int kExitInternal = 3;    // MPI or internal error (the job is aborted)

// The model the optimal trees are shaped for and the prediction is made in: seed 000's
// LogP(L=6, o=2, g=4) in cycles, one addition = 1 cycle.
LogGP defaultModel();

// Collective over MPI_COMM_WORLD; returns the exit status (the same on every rank).
int runCommand(const MpiEnvironment& mpi, const RunOptions& options, OutputFormat format);

}  // namespace ct::runner
