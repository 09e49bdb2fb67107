#pragma once
// The shared parts of calltree tune's actions: the sweep's launch options from the command line,
// the measured decision as text or JSON, and the export of its table.
#include <ostream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "commands.h"
#include "model/loggp_profile.h"
#include "tuning/measured_decision.h"
#include "tuning/model_guided.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/sweep_plan.h"

namespace ct::cli {

// --launcher (default tuning::defaultLauncherText()), --hostfile, --runner (default: the
// calltree-runner next to this program or in the build tree, else on PATH), --warmup,
// --min-reps, --min-seconds, --max-reps. A launcher or runner that cannot be found is a
// UsageError naming it (exit 2).
ct::tuning::LaunchOptions launchOptions(const Args& args);
// Options launchOptions reads, for allowOnly.
const std::vector<std::string>& launchOptionNames();

// Every *.results.json directly in `dir`, sorted by name, loaded; UsageError when there is none
// or one does not load (named).
std::vector<ct::tuning::NamedResults> loadResultsDir(const std::string& dir);

void printDecision(const ct::tuning::MeasuredDecision& d, const ct::tuning::KnownAlgorithms& known,
                   const std::string& format, std::ostream& out);

// --export ompi|ompi-json|mpich-json with --output FILE: the decision's table, its provenance
// taken from the results (hosts, ranks). Nothing when --export is absent.
void exportDecision(const Args& args, const ct::tuning::MeasuredDecision& d,
                    const std::vector<ct::tuning::NamedResults>& docs, const std::string& how,
                    std::ostream& out);

// --model FILE: the LogGP profile in µs, loaded as the runner loads the machine it builds for;
// UsageError naming the file otherwise.
LogGPProfile loadProfileUs(const std::string& file);

// How `c`'s picks (`whose` sweep's) fare in the exhaustive sweep of `compareDir`: one sentence.
void printComparison(const ct::tuning::GuidedComparison& c, const std::string& whose,
                     const std::string& compareDir, std::ostream& out);
// The same per collective and communicator size of `first`: measurements of each sweep, picks
// within 5 % by medians and by intervals, picks agreeing; a table.
void printComparisonByGroup(const ct::tuning::MeasuredDecision& first,
                            const ct::tuning::MeasuredDecision& second, std::ostream& out);

// "6 binomial", "0 (Open MPI's default)".
std::string algorithmLabel(const ct::tuning::KnownAlgorithms& known, int collective, int algorithm);
// Microseconds with 3 significant digits and the interval: "12.3 [11.9, 12.8]".
std::string microseconds(const ct::protocol::Statistics& s);

}  // namespace ct::cli
