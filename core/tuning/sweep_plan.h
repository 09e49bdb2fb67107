#pragma once
// A tuning sweep's runs: per (communicator size, collective) one launch of calltree-runner per
// forced Open MPI algorithm plus one with Open MPI's own choice. Open MPI's coll/tuned reads its
// MCA parameters once, when MPI starts, so each forced setting needs its own mpirun. Pure: the
// command lines are built here and launched by sweep_runner.h (or a Studio page).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ct::tuning {

// How the runs are launched. `launcher` is the prefix's words ("mpirun --mca pml ob1 --mca btl
// self,vader", "srun", "mpirun --hostfile hosts"); a launcher whose program is mpirun, mpiexec
// or orterun (Open MPI's) gets the rank count as `-np N` and the MCA settings as `--mca K V`,
// any other (srun) gets `-n N` and the settings as OMPI_MCA_K=V in the environment, which
// Open MPI's processes read the same way.
struct LaunchOptions {
    std::vector<std::string> launcher = {"mpirun", "--mca", "pml",       "ob1",
                                         "--mca",  "btl",   "self,vader"};
    std::string hostfile;  // added as --hostfile F (Open MPI launchers only)
    int coresHere = 0;     // > 0: mpirun gets --oversubscribe above this many ranks
    std::string runner = "calltree-runner";
    std::vector<std::string> timing;  // runner timing options, e.g. {"--min-reps", "20"}
};

// The local default: `mpirun --mca pml ob1 --mca btl self,vader` (shared memory only, no
// network probing), as the tests and scripts/fidelity.sh launch on one machine.
std::string defaultLauncherText();
// Splits a launcher given as one string at blanks (no quoting: words with blanks cannot be
// given). Throws std::invalid_argument for an empty launcher.
std::vector<std::string> splitLauncher(const std::string& text);
bool isOpenMpiLauncher(const std::vector<std::string>& launcher);

struct SweepRun {
    int collective = 0;  // Open MPI's id
    int commSize = 0;
    int algorithm = 0;                 // forced, 0 = Open MPI's choice
    std::string file;                  // results file: DIR/<collective>-np<N>-alg<K>.results.json
    std::string log;                   // the runner's output: DIR/<collective>-np<N>-alg<K>.log
    std::vector<std::uint64_t> sizes;  // bytes per rank measured by this run
    std::vector<std::string> argv;     // the whole command
    std::vector<std::pair<std::string, std::string>> environment;  // added to the parent's
    std::string commandText() const;  // environment and argv as a shell would take them
};

struct SweepRequest {
    std::vector<int> collectives;  // Open MPI ids with a runner baseline (measured_decision.h)
    std::vector<int> commSizes;
    std::vector<std::uint64_t> sizes;  // bytes per rank
    // Forced algorithms per collective (0 is added first for each: Open MPI's choice).
    std::vector<std::pair<int, std::vector<int>>> algorithms;
    std::string outDir;
};

// "bcast-np2-alg6"
std::string runName(int collective, int commSize, int algorithm);

// The runs in order: communicator size, collective, then algorithm 0 and the forced ones.
// Throws std::invalid_argument for a collective without a runner baseline, no sizes, a
// communicator size below 1, or a reduction size that is no multiple of 8 (the runner reduces
// doubles).
std::vector<SweepRun> planSweep(const SweepRequest& request, const LaunchOptions& launch);
// The checks every sweep planner makes (Open MPI's and MPICH's): sizes and communicator sizes
// given, and reductions' sizes whole numbers of 8-byte elements. Throws std::invalid_argument.
void checkSweepSizes(const SweepRequest& request);

// One run's command for `sizes` with `algorithm` forced (0: nothing forced, and the runner
// checks that; below 0: nothing forced nor checked, for runs under a rules file), writing
// `file`: tune sweep's runs and tune verify's (with `extraMca`, the rules file's settings).
SweepRun launchCommand(int collective, int commSize, int algorithm,
                       const std::vector<std::uint64_t>& sizes, const std::string& file,
                       const LaunchOptions& launch,
                       const std::vector<std::pair<std::string, std::string>>& extraMca = {});

// True when `path` holds a complete results document with a case for every size of `sizes`
// (ok or failed: both were measured); false when it is missing, unreadable or incomplete (an
// interrupted run), which a resumed sweep runs again.
bool runIsComplete(const std::string& path, const std::vector<std::uint64_t>& sizes);

}  // namespace ct::tuning
