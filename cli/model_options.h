#pragma once
// Options every algorithm command shares: --algorithm, --procs, --root, --L, --o (or --os/--or),
// --g, --G, --gs, --bytes, --radix, --combine; and simulate's --machine (a LogGP profile file).
#include <optional>
#include <set>
#include <string>

#include "algorithms/catalogue/case_program.h"
#include "algorithms/catalogue/catalogue.h"
#include "cli_args.h"
#include "io/json_writer.h"

namespace ct::cli {

enum class Format { Text, Json, Csv, Chrome };
Format readFormat(const Args& args, const std::set<Format>& allowed);

extern const std::set<std::string> kModelOptions;      // L o os or g G gs combine unit
extern const std::set<std::string> kAlgorithmOptions;  // algorithm procs root bytes radix ...
// L, o, g, G and combine in [0, 10^12], L, o and g within a factor of 10^9 (protocol/limits.h).
LogGP readModel(const Args& args);
// A cost parameter (also --ts, --tw, --th): a finite number in [0, 10^12].
double modelNumber(const Args& args, const std::string& name, double fallback);
// Refuses a segmented algorithm whose segments would be more messages than a simulation holds
// (protocol::kMaxSimulatedMessages), before any program is built.
void checkSimulationSize(const Algorithm& a, const AlgorithmParams& p);
// --machine FILE: a LogGP *.machine.json (e.g. calibrate's --loggp-output), instead of the model
// options (refused beside it); nothing without --machine. Throws UsageError naming the problem.
std::optional<CaseMachine> readLogGPMachine(const Args& args);
// Reads and checks everything; throws UsageError naming the bad value. With a machine the model
// is its range of the message (or segment) size charged, and a segment the options leave out is
// chosen as the runner chooses it (caseAlgorithmParams).
AlgorithmParams readAlgorithmParams(const Args& args, const Algorithm*& algorithm,
                                    const CaseMachine* machine = nullptr);
std::string describeModel(const LogGP& m);
// "model": {"L", "o_s", "o_r", "g", "G", "combine", "unit"}, and "stream_gap" and
// "eager_limit_bytes" when the model has them (simulate's and compare's JSON).
void writeModelJson(JsonWriter& w, const LogGP& m);

}  // namespace ct::cli
