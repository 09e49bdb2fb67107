#pragma once
// The `calltree` command line as a function, so tests can run it in-process.
#include <ostream>
#include <string>
#include <vector>

namespace ct::cli {

// args excludes the program name. Returns the exit status: 0 success, 2 bad usage, 1 failure.
// Output goes to `out` only when the command succeeds (never a partial document).
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace ct::cli
