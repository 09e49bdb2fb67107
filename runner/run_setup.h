#pragma once
// Turning the command line into the plan a run executes: one case from flags (or the plan file),
// the timing flags and --record-timeline applied on top, and the checks that need the MPI world.
#include <string>
#include <vector>

#include "options.h"
#include "protocol/run_plan.h"

namespace ct::runner {

using protocol::CaseInstance;
using protocol::CaseKind;
using protocol::PlanCase;
using protocol::PlanError;
using protocol::RunPlan;

// The plan file, or the one case the flags describe (with its baseline); timing flags and
// --record-timeline override the plan and every case. Throws PlanError or UsageError.
RunPlan planFromCommandLine(const RunOptions& options);

// Checks that need the world: rank counts, roots, forced Open MPI algorithms, schedule files
// (those are read here). Throws PlanError naming the case. A schedule that runs on data (Sort,
// IntegerSort, MST) has its own input, so several sizes or roots would run the same case again:
// it keeps one (size 0, root 0), and a note for the user says so.
void checkPlanAgainstWorld(RunPlan& plan, int worldSize, const std::string& mpiLibrary,
                           std::vector<std::string>* notes = nullptr);

}  // namespace ct::runner
