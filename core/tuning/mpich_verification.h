#pragma once
// Verifying an MPICH selection file (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE) under MPICH, for
// `calltree tune verify` and the Studio's Tune page alike. MPICH reads the file at MPI_Init and
// an algorithm CVAR on every call, so, as Open MPI's verification (rules_verification.h), one
// launch per communicator size runs under the file: each collective with its CVAR auto (the
// file decides) interleaved with the algorithms the file picks forced by the runner (MPI_T).
#include <string>
#include <vector>

#include "tuning/measured_decision.h"
#include "tuning/rules_verification.h"
#include "tuning/sweep_plan.h"

namespace ct::tuning {

// What the selection file `text` picks per point, as mpich_algorithms.h numbers: 0 where it
// names what MPICH 4.0.2 runs by itself there (mpichBuiltinPick: the file keeps the default),
// -1 where it names one the sweep did not force or finds none.
FilePick mpichFilePick(const std::string& text);

// One interleaved launch per communicator size of `sweep` (verificationCases: the file's own
// choice and the algorithms `pick` names, forced) in `rounds` rounds under `rulesFile` (an
// absolute path: the ranks read it), writing outDir/rules-np<N>.results.json and its .log.
std::vector<SweepRun> planMpichRulesVerification(const MeasuredDecision& sweep,
                                                 const FilePick& pick, const std::string& outDir,
                                                 int rounds, const LaunchOptions& launch,
                                                 const std::string& rulesFile);

// Whether the file reached the ranks, from what the runner recorded of the launches. MPICH
// aborts on a file it cannot read, so a file that did not take effect is one the ranks never
// received (a launcher that does not pass the variable on); one received with the algorithm
// CVARs auto is applied.
struct MpichDelivery {
    // "NAME ran with 'SETTINGS'" for each launch whose ranks saw another file or none.
    std::vector<std::string> notReceived;
    // Every launch had the collective's algorithm CVAR auto (the file decides).
    bool cvarsAuto = false;
};
MpichDelivery mpichDelivery(const std::vector<NamedResults>& underFile,
                            const std::string& rulesFile);

}  // namespace ct::tuning
