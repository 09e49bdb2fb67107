#pragma once
// Launches a sweep's runs (sweep_plan.h) one after another, skipping those whose results file
// is already complete, so an interrupted sweep resumes where it stopped. An interleaved launch
// whose files hold some sizes already is launched for the rest only (remainingRun), into a
// continuation file, after its run plan is written. Each run's output goes
// to its log file; the caller hears of every step through `progress` and may stop the sweep
// through `cancelled` (checked while a run is under way: the run is then interrupted with
// SIGINT, as Ctrl+C would, and its incomplete results file is redone next time). POSIX
// processes, no Qt: the command line and a Studio page drive it alike. Run as root, the launches
// get Open MPI's two permissions to run as root, as the Studio's runs do (mpirun refuses root
// otherwise, and a sweep or verification would fail at its first launch).
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "tuning/sweep_plan.h"

namespace ct::tuning {

enum class RunOutcome {
    Skipped,      // already complete
    Measured,     // ran, and its results file is complete
    Failed,       // ran, but the results file is not complete (see the log)
    Interrupted,  // cancelled (or the run died of SIGINT/SIGTERM)
};
const char* toString(RunOutcome o);  // "skipped (complete)", "measured", "failed", "interrupted"

struct SweepProgress {
    int index = 0;  // 1-based
    int total = 0;
    // The launch: for an interleaved run resumed, what is left of it (remainingRun), which
    // writes a continuation file; `planned` is the run as planned.
    const SweepRun* run = nullptr;
    const SweepRun* planned = nullptr;
    bool resumed = false;  // some of the planned run's sizes were measured before
    bool started = false;  // true: about to launch; false: done, with outcome
    RunOutcome outcome = RunOutcome::Measured;
    int exitStatus = 0;   // the launcher's exit status (128 + signal when killed)
    std::string problem;  // failed: what its log says went wrong (launch_log.h), or ""
    double seconds = 0;   // wall time of the run
};

struct SweepSummary {
    int skipped = 0, measured = 0, failed = 0;
    bool interrupted = false;
    // "bcast-np2-alg5: exit status 3, no complete results: <the log's problem>; see DIR/….log"
    std::vector<std::string> failures;
};

class SweepRunner {
public:
    std::function<void(const SweepProgress&)> progress;
    std::function<bool()> cancelled;  // polled about every 50 ms while a run is under way

    // Runs `runs` in order (a run is complete when its file has every size of run.sizes; an
    // interleaved one when its files have every case, runIsComplete). Throws std::runtime_error
    // when a process cannot be started at all (the launcher is missing: the message names it) or
    // an interleaved run's plan cannot be written.
    SweepSummary run(const std::vector<SweepRun>& runs);
};

// True when `program` is a path to an executable or found on PATH.
bool findExecutable(const std::string& program);

// What a launch of mpirun adds to its environment: run as root, Open MPI's two permissions to
// run as root (it refuses otherwise) unless this process has them set; nothing for another
// user. The sweep's launches and the Studio's runs both add it.
std::vector<std::pair<std::string, std::string>> rootLaunchEnvironment();

}  // namespace ct::tuning
