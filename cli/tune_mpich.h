#pragma once
// calltree tune under MPICH (--mpi mpich): MPICH's algorithms as the sweep's "known" ones, the
// launch through MPICH's hydra and calltree-runner-mpich, and the export of a table measured under
// MPICH (what a selection file picks for tune verify: tuning/mpich_verification.h).
#include <ostream>
#include <string>

#include "cli_args.h"
#include "tuning/decision_table.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/rules_verification.h"
#include "tuning/rules_writers.h"
#include "tuning/sweep_plan.h"

namespace ct::cli {

// --mpi openmpi (the default) or mpich; UsageError for another value.
bool mpichRequested(const Args& args);

// launchOptions with MPICH's defaults: --launcher mpirun.mpich, --runner the
// calltree-runner-mpich of this build. UsageError naming what is not found.
ct::tuning::LaunchOptions mpichLaunchOptions(const Args& args);

// The installed MPICH's version from `mpichversion` ("4.0.2"), empty when it does not run.
std::string installedMpichVersion();

// --export mpich-json for a table decided under MPICH (writeMpichJsonMeasured): writes
// `output` and says how to use it and how it was made. UsageError for another format (a sweep
// under MPICH decides MPICH's algorithms, which Open MPI's files cannot name).
// `base` (mpichBaseTree) is merged in for the collectives the table does not tune.
void exportMpichMeasured(const ct::tuning::DecisionTable& table, const std::string& to,
                         ct::tuning::Provenance provenance, const std::string& output,
                         const std::string& madeFrom, const std::string& base, std::ostream& out);

// The tree merged into an export (mpich_builtin_tree.h): --mpich-base FILE, or "none" (empty:
// the tuned collectives alone), else the one compiled into the installed libmpich (its
// pkg-config libdir). UsageError when none is found.
std::string mpichBaseTree(const Args& args);

}  // namespace ct::cli
