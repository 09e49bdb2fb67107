#pragma once
// `calltree-runner calibrate`: measures this machine's LogGP parameters (ranks 0 and 1, per
// message size) and BSP* g(p), L(p), B(p) for partitions of 2, 4, … ranks, and writes them as
// *.machine.json profiles that `calltree` and the Studio load. Method: docs/runner.md.
#include "mpi_env.h"
#include "options.h"

namespace ct::runner {

// Collective over MPI_COMM_WORLD; returns the exit status (the same on every rank).
int calibrateCommand(const MpiEnvironment& mpi, const CalibrateOptions& options,
                     OutputFormat format);

}  // namespace ct::runner
