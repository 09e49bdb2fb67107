#pragma once
// What a failed launch's log says went wrong, for the one line a sweep reports about it: mpirun
// and the runner explain themselves in their output ("mpirun has detected an attempt to run as
// root.", "calltree-runner: error: …", "There are not enough slots available …"), and a user
// told only "exit status 1, see LOG" has to open the log to learn it.
#include <string>

namespace ct::tuning {

// The runner's first "calltree-runner: …" line in the log at `path`; else the first line that
// reports a problem (it names an error, a refusal, a missing or detected thing, an abort…) with
// the rest of its paragraph joined by spaces, passing over mpirun's notes that a rank exited
// non-zero (they do not say why); at most 300 characters; "" when the log cannot be read or says
// nothing of the kind.
std::string problemInLog(const std::string& path);

}  // namespace ct::tuning
