#pragma once
// Files named on the command line, checked before any work: a file to read must be a readable
// regular file, a file to write must not be a folder and its folder must exist. Problems are
// UsageErrors (exit 2) naming the option and the path.
#include <optional>
#include <string>

#include "cli_args.h"

namespace ct::cli {

// The path of option `name` (the positional FILE of cost and validate is "file"), checked for
// reading; throws UsageError.
std::string inputFile(const Args& args, const std::string& name);
// The same check for one path of a list option; `label` names the option ("--results").
std::string checkInputPath(const std::string& path, const std::string& label);
// The path of option `name` if given, checked for writing (nothing is created yet).
std::optional<std::string> outputFile(const Args& args, const std::string& name);
// How messages name the option: "--trace", or "the schedule file" for the positional FILE.
std::string optionLabel(const std::string& name);

}  // namespace ct::cli
