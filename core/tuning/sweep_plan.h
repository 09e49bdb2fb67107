#pragma once
// A tuning sweep's runs. By default one launch of calltree-runner per communicator size, whose run
// plan holds every (collective, forced Open MPI algorithm) pair and Open MPI's own choice
// (algorithm 0) as cases, interleaved in rounds: the runner forces each case's algorithm itself
// through MPI_T and a duplicated communicator (runner/ompi_forcing.h; mpirun only switches on
// coll_tuned_use_dynamic_rules), so the algorithms compared at a point share the machine's
// minutes instead of each measuring the minute of its own mpirun (docs/tuning.md, "The sweep").
// SweepLaunches::PerAlgorithm keeps one launch per forced setting (--mca
// coll_tuned_<collective>_algorithm K), which MPICH needs (its CVARs are read at MPI_Init). Pure
// but for the resume helpers, which read the results files: the command lines are built here and
// launched by sweep_runner.h (or a Studio page).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tuning/measured_decision.h"

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

// One case of an interleaved launch: a collective with one algorithm forced (0: Open MPI's
// choice) over its sizes (a guided sweep measures some algorithms at some sizes only).
struct SweepCase {
    int collective = 0;  // Open MPI's id
    int algorithm = 0;
    std::vector<std::uint64_t> sizes;

    bool operator==(const SweepCase&) const = default;
};

struct SweepRun {
    int collective = 0;  // Open MPI's id (an interleaved launch: its first case's)
    int commSize = 0;
    int algorithm = 0;                 // forced, 0 = Open MPI's choice (interleaved: first case's)
    std::string file;                  // results file: DIR/<collective>-np<N>-alg<K>.results.json
    std::string log;                   // the runner's output: DIR/<collective>-np<N>-alg<K>.log
    std::vector<std::uint64_t> sizes;  // bytes per rank measured by this run (interleaved: all)
    std::vector<std::string> argv;     // the whole command
    std::vector<std::pair<std::string, std::string>> environment;  // added to the parent's
    // An interleaved launch (SweepLaunches::PerCommSize): every case it measures, in plan order,
    // the run plan that holds them (written to planFile before the launch, sweepPlanJson) and its
    // rounds. Empty for a launch of one forced algorithm. Files: DIR/sweep-np<N>.results.json
    // (.plan.json, .log); a resumed launch writes DIR/sweep-np<N>-resume<K>.* (remainingRun).
    std::vector<SweepCase> cases;
    std::string planFile;
    int rounds = 1;
    // An interleaved launch under MPICH (mpich_sweep.h): the cases' algorithms are MPICH's
    // numbers, written into the plan as their CVAR values ("mpich_algorithm").
    bool mpich = false;
    bool interleaved() const { return !cases.empty(); }
    // "bcast-np2-alg6", or for an interleaved launch its file's stem ("sweep-np2-resume1")
    std::string name() const;
    int measurements() const;         // (size, algorithm) cases this launch measures
    std::string commandText() const;  // environment and argv as a shell would take them

    bool operator==(const SweepRun&) const = default;
};

// How a sweep's measurements are grouped into launches.
enum class SweepLaunches {
    // One launch per communicator size with every (collective, algorithm) as a case of one run
    // plan, interleaved in `rounds` rounds: drift between launches cannot pick an algorithm.
    PerCommSize,
    // One launch per (communicator size, collective, algorithm), forced by mpirun's --mca: the
    // way before, kept for comparison and for an MPI library that cannot switch algorithms within
    // a launch (--launch-per-algorithm).
    PerAlgorithm,
};

// The interleaved rounds of a tuning launch unless the user asks for others (`--rounds`, the Run
// sweep dialog). This machine's speed moves between levels that last tens of milliseconds (64 B
// broadcasts at 0.41 µs, then 0.70 µs); in 5 rounds of 10 ms per case, one case can catch two
// fast rounds where its neighbour catches none, and identical code then differs by 25 % within
// one launch. In 200 rounds of 0.25 ms every case samples the levels alike: two exhaustive
// sweeps launched apart agree within 5 % at 94-98 % of points instead of 74-87 %, for 2.3x the
// sweep's time on 2 ranks (4.9x on 4 ranks sharing 2 cores; docs/tuning.md, "How many rounds").
inline constexpr int kDefaultSweepRounds = 200;

struct SweepRequest {
    std::vector<int> collectives;  // Open MPI ids with a runner baseline (measured_decision.h)
    std::vector<int> commSizes;
    std::vector<std::uint64_t> sizes;  // bytes per rank
    // Forced algorithms per collective (0 is added first for each: Open MPI's choice).
    std::vector<std::pair<int, std::vector<int>>> algorithms;
    std::string outDir;
    SweepLaunches launches = SweepLaunches::PerCommSize;
    // Interleaved rounds of a PerCommSize launch (1: cases back to back).
    int rounds = kDefaultSweepRounds;
};

// "bcast-np2-alg6"
std::string runName(int collective, int commSize, int algorithm);

// Open MPI's choice (0) first, then `collective`'s forced algorithms of the request, each once.
std::vector<int> sweptAlgorithms(const SweepRequest& request, int collective);

// The runs in order. PerCommSize: one per communicator size, its cases by collective, then
// algorithm 0 and the forced ones, every size each. PerAlgorithm: per communicator size,
// collective, then algorithm 0 and the forced ones.
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

// One interleaved launch on `commSize` ranks of `cases` in `rounds` rounds, writing
// `base`.results.json with its plan in `base`.plan.json and its output in `base`.log: the
// launcher switches on coll_tuned_use_dynamic_rules (--mca, or OMPI_MCA_… for srun & co.), the
// runner forces each case's algorithm itself; `extraMca` are further settings (tune verify's
// rules file). Throws std::invalid_argument without cases.
SweepRun interleavedLaunch(int commSize, std::vector<SweepCase> cases, const std::string& base,
                           int rounds, const LaunchOptions& launch,
                           const std::vector<std::pair<std::string, std::string>>& extraMca = {});
// The parts every interleaved launch shares (Open MPI's and MPICH's): its cases, sizes, rounds
// and files, without a command (argv empty). Throws std::invalid_argument without cases.
SweepRun interleavedRun(int commSize, std::vector<SweepCase> cases, const std::string& base,
                        int rounds);
// Appends `launch.runner run --plan PLAN [timing] --output FILE` to the run's argv.
void addPlanRun(SweepRun& run, const LaunchOptions& launch);
// The run plan of an interleaved launch ("calltree-plan" JSON: one "mpi" case per SweepCase
// with its "ompi_algorithm", or under MPICH its "mpich_algorithm", "timing": {"rounds": R});
// the runner's timing flags on the command line fill in the rest.
std::string sweepPlanJson(const SweepRun& run);

// The results files an interleaved launch has written so far: run.file, then its continuations
// DIR/<stem>-resume1.results.json, -resume2, … as long as they exist.
std::vector<std::string> runFiles(const SweepRun& run);
// The results `launched` has written so far, each under its file's name: a launch of one
// algorithm once it is complete; an interleaved launch and its continuations, every file that
// reads (one cut off at its start holds nothing measured and is left out).
std::vector<NamedResults> launchedResults(const std::vector<SweepRun>& launched);
// What an interleaved launch still has to measure, reading runFiles(run): a (collective, size)
// counts as measured when every case of the run at that size has a result in one file, with
// status ok (in a file that ends complete, any status: the case was measured and failed). The
// algorithms of one collective at one size are compared with each other, so an unfinished
// (collective, size) is measured again whole, never mixed from two launches. The result is
// `run` with only the missing sizes per case (cases left with none dropped), writing the next
// continuation file; no cases left: everything is measured. A launch of one algorithm is
// returned as it is, or without sizes when runIsComplete.
SweepRun remainingRun(const SweepRun& run);
// remainingRun(run) has nothing left (a launch of one algorithm: runIsComplete).
bool runIsComplete(const SweepRun& run);

// True when `path` holds a complete results document with a case for every size of `sizes`
// (ok or failed: both were measured); false when it is missing, unreadable or incomplete (an
// interrupted run), which a resumed sweep runs again.
bool runIsComplete(const std::string& path, const std::vector<std::uint64_t>& sizes);

}  // namespace ct::tuning
