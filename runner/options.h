#pragma once
// Command-line options of calltree-runner. Pure (no MPI): every rank parses the same arguments
// and so reaches the same verdict, which lets a bad argument end the job cleanly on all ranks.
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "fault_injection.h"
#include "program/op.h"
#include "protocol/limits.h"
#include "usage_error.h"

namespace ct::runner {

enum class Command { Run, Calibrate, Algorithms, Help, Version };
enum class OutputFormat { Text, Json };

// Upper limits that keep a run inside what MPI counts (int) and memory allow.
using protocol::kMaxBytes;
using protocol::kMaxOperands;
using protocol::kMaxReps;
// Recorded timelines: events (ops of all ranks) kept by default and at most; 55–60 bytes of
// JSON each, so the default keeps a results file under about 12 MB.
inline constexpr std::uint64_t kDefaultTimelineLimit = 200000;
inline constexpr std::uint64_t kMaxTimelineLimit = 10000000;

// Timing flags; each one given overrides the plan's value (and every case's).
struct TimingFlags {
    std::optional<int> warmup;
    std::optional<int> minReps;
    std::optional<double> minSeconds;
    std::optional<int> maxReps;
    std::optional<double> timeoutSeconds;
    std::optional<bool> windowSync;  // --sync window|barrier
    std::optional<bool> osu;         // --osu: also measure OSU's figure
    std::optional<int> rounds;       // --rounds: interleave the cases of each size in N rounds
};

struct CalibrateOptions {
    std::string output;       // *.machine.json with the BSP* profile (required)
    std::string loggpOutput;  // optional: a LogGP profile (*.machine.json, model loggp)
    std::string name = "calibrated";
    std::vector<std::uint64_t> sizes{8, 32, 128, 512, 2048, 8192, 32768, 131072, 524288, 2097152};
    int reps = 30;
    // The sizes' LogGP measurements interleaved in this many rounds (loggp_measurement.h).
    int rounds = 5;
    // Timed seconds per size of each case-like measurement (lone message, stream, MPI_Bcast),
    // shared out over the rounds: the runner's default policy's 0.05 s unless given.
    double minSeconds = 0.05;
    bool sizesGiven = false;  // --sizes (run --calibrate: else the cases' sizes)
    // --sync window: the case-like measurements start at agreed instants, as a run's --sync
    // window (run --calibrate takes the plan's sync instead).
    bool windowSync = false;
};

struct RunOptions {
    // Exactly one source of cases: a plan file, or one case from flags.
    std::string planFile;
    std::string algorithm;  // catalogue
    std::string schedule;   // *.calltree.json
    std::string mpi;        // "MPI_Bcast", …
    std::vector<std::uint64_t> bytes{8};
    bool bytesGiven = false;
    std::vector<Rank> roots{0};  // checked against the world size once MPI is up
    int radix = 4;
    std::uint64_t operands = 0;      // summation: 0 means the catalogue's default, 100·P
    std::uint64_t segmentBytes = 0;  // pipelined / segmented algorithms (0: their default)
    int meshRows = 0;                // 2-D mesh rows (0: the squarest mesh)
    // the mesh-combine paper's adaptive strip length (0: the default)
    int strip = 0;
    // Sort, IntegerSort and MST schedules: the seed their input is generated from (overrides a
    // plan's; absent: the plan's, else protocol::kDefaultDataSeed).
    std::optional<std::uint64_t> seed;
    std::string baseline;        // "", "default", "same" or a number (catalogue cases)
    int ompiAlgorithm = 0;       // --mpi cases: the forced coll_tuned algorithm
    std::string mpichAlgorithm;  // --mpi cases under MPICH: the CVAR value written per case
    TimingFlags timing;
    // --record-timeline: every program case records one extra repetition op by op, keeping at
    // most timelineLimit events in all (the rest is cut off and the file says so).
    bool recordTimeline = false;
    std::uint64_t timelineLimit = kDefaultTimelineLimit;
    std::string output;  // *.results.json ("" : none)
    // --machine: the LogGP *.machine.json catalogue programs are built for (overrides the plan's
    // "machine"; "" : the plan's, else Shou & Chen's built-in profile).
    std::string machine;
    // --calibrate FILE: first measure this launch's LogGP profile (ranks 0 and 1, as calibrate
    // --loggp-output does), write it to FILE and build the programs for it, instead of --machine
    // or the plan's "machine"; `calibration` holds --name, --sizes (absent: every size of the
    // cases) and the ping-pong repetitions; its rounds and seconds are the plan's timing.
    std::string calibrateOutput;
    // --calibrate-beside FILE (with --calibrate and 2 or more rounds): measure the same terms
    // again at each size inside the run's rounds, beside that size's cases, and write that
    // profile to FILE — the one that predicts these cases: the machine's level changes within a
    // launch (docs/runner.md, "Fidelity"), and so measured it changes for both alike.
    std::string calibrateBeside;
    CalibrateOptions calibration;
    // TEST-ONLY (--test-* options, hidden from --help): fault_injection.h.
    FaultInjection faults;
};

struct Options {
    Command command = Command::Help;
    OutputFormat format = OutputFormat::Text;
    RunOptions run;
    CalibrateOptions calibrate;
};

// `args` excludes the program name. Accepts "--name value" and "--name=value".
Options parseOptions(std::span<const std::string_view> args);

// The --help text.
std::string usageText();

}  // namespace ct::runner
