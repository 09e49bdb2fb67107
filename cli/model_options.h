#pragma once
// Options every algorithm command shares: --algorithm, --procs, --root, --L, --o (or --os/--or),
// --g, --G, --bytes, --radix, --combine.
#include <set>
#include <string>

#include "algorithms/catalogue/catalogue.h"
#include "cli_args.h"

namespace ct::cli {

enum class Format { Text, Json, Csv, Chrome };
Format readFormat(const Args& args, const std::set<Format>& allowed);

extern const std::set<std::string> kModelOptions;      // L o os or g G combine unit
extern const std::set<std::string> kAlgorithmOptions;  // algorithm procs root bytes radix ...
LogGP readModel(const Args& args);
// Reads and checks everything; throws UsageError naming the bad value.
AlgorithmParams readAlgorithmParams(const Args& args, const Algorithm*& algorithm);
std::string describeModel(const LogGP& m);

}  // namespace ct::cli
