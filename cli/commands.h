#pragma once
// One function per subcommand. Each reads its Args, writes its result to `out` and throws
// UsageError (bad arguments) or another std::exception (a failure) otherwise.
#include <ostream>

#include "cli_args.h"

namespace ct::cli {

void runTree(const Args& args, std::ostream& out);
void runSimulate(const Args& args, std::ostream& out);
void runSum(const Args& args, std::ostream& out);
void runAlgorithms(const Args& args, std::ostream& out);
void runExportGoal(const Args& args, std::ostream& out);
void runDemo(const Args& args, std::ostream& out);
void runCompare(const Args& args, std::ostream& out);
void runFidelity(const Args& args, std::ostream& out);

}  // namespace ct::cli
