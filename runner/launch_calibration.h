#pragma once
// `run --calibrate FILE`: the LogGP profile measured at the start of the run's own launch, then
// the profile the run's programs are built for and its cases predicted from. Two launches minutes
// apart can differ by 20–30 % on a shared machine (docs/runner.md, "Fidelity"); one launch
// measures both halves of the comparison under the same placement and load.
#include <cstdint>
#include <vector>

#include "mpi_env.h"
#include "options.h"
#include "protocol/run_plan.h"

namespace ct::runner {

// The sizes to calibrate at: --sizes when given, else every distinct non-zero size of the plan's
// cases, ascending; calibrate's default sizes when no case has one (schedules on their own data).
std::vector<std::uint64_t> launchCalibrationSizes(const RunOptions& options,
                                                  const protocol::RunPlan& plan);

// Collective over MPI_COMM_WORLD: measures the profile with the plan's rounds and seconds,
// writes options.calibrateOutput on rank 0. Returns kExitOk, or the exit status after rank 0
// has said what was wrong (fewer than 2 ranks, the file not writable or not readable by every
// rank).
int calibrateThisLaunch(const MpiEnvironment& mpi, const RunOptions& options,
                        const protocol::RunPlan& plan, OutputFormat format);

}  // namespace ct::runner
