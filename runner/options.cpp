#include "options.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "protocol/case_spec.h"
#include "protocol/run_plan.h"
#include "protocol/sizes.h"

namespace ct::runner {

namespace {

// "--bytes must be at least 1, got '0'". Built with append: GCC 12 warns falsely (-Wrestrict)
// about "literal" + std::string&& chains.
UsageError badNumber(std::string_view option, std::string_view rule, std::string_view text) {
    std::string message(option);
    message.append(" ").append(rule).append(", got '").append(text).append("'");
    return UsageError(message);
}

std::uint64_t parseUnsigned(std::string_view option, std::string_view text, std::uint64_t min,
                            std::uint64_t max) {
    std::uint64_t value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec == std::errc::invalid_argument || ptr != end)
        throw badNumber(option, "needs a whole number", text);
    if (ec == std::errc::result_out_of_range || value > max)
        throw badNumber(option, "must be at most " + std::to_string(max), text);
    if (value < min) throw badNumber(option, "must be at least " + std::to_string(min), text);
    return value;
}

double parseSeconds(std::string_view option, std::string_view text, bool positive) {
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(value) || value < 0 ||
        (positive && value == 0))
        throw badNumber(
            option,
            positive ? "needs a positive number of seconds" : "needs a number of seconds >= 0",
            text);
    return value;
}

// Whole numbers (roots): "--roots needs whole numbers separated by commas, got 'x'".
std::vector<std::uint64_t> parseList(std::string_view option, std::string_view text,
                                     std::uint64_t min, std::uint64_t max) {
    try {
        return protocol::parseNumberList(text, min, max);
    } catch (const protocol::SizeError& e) {
        throw UsageError(std::string(option) + " " + e.what());
    }
}

// Message sizes in the one size grammar (protocol/sizes.h): "8,64K", "8..1M".
std::vector<std::uint64_t> parseSizes(std::string_view option, std::string_view text,
                                      std::uint64_t min) {
    try {
        return protocol::parseSizeList(text, {min, kMaxBytes, protocol::kMaxSizes});
    } catch (const protocol::SizeError& e) {
        throw UsageError(std::string(option) + ": " + e.what());
    }
}

OutputFormat parseFormat(std::string_view text) {
    if (text == "json") return OutputFormat::Json;
    if (text == "text") return OutputFormat::Text;
    throw UsageError("--format must be json or text, got '" + std::string(text) + "'");
}

// Splits "--name=value"; returns the value part when present.
std::optional<std::string_view> splitInline(std::string_view& arg) {
    const auto eq = arg.find('=');
    if (!arg.starts_with("--") || eq == std::string_view::npos) return std::nullopt;
    std::string_view value = arg.substr(eq + 1);
    arg = arg.substr(0, eq);
    return value;
}

void checkRun(const RunOptions& r) {
    const int sources = int(!r.planFile.empty()) + int(!r.algorithm.empty()) +
                        int(!r.schedule.empty()) + int(!r.mpi.empty());
    if (sources != 1)
        throw UsageError(
            "run needs exactly one of --plan FILE, --algorithm NAME, --schedule FILE "
            "or --mpi COLLECTIVE");
    if (!r.algorithm.empty() && !findAlgorithm(r.algorithm))
        throw UsageError("unknown algorithm '" + r.algorithm + "' (known: " + algorithmNames() +
                         ")");
    if (!r.mpi.empty() && !parseMpiCollective(r.mpi))
        throw UsageError("unknown MPI collective '" + r.mpi + "' (known: " + mpiCollectiveNames() +
                         ")");
    if (!r.baseline.empty() && r.algorithm.empty())
        throw UsageError("--baseline goes with --algorithm (a catalogue case)");
    if (r.ompiAlgorithm && r.mpi.empty())
        throw UsageError("--ompi-algorithm goes with --mpi (use --baseline with --algorithm)");
    if (!r.mpichAlgorithm.empty() && r.mpi.empty())
        throw UsageError("--mpich-algorithm goes with --mpi");
    if (!r.mpichAlgorithm.empty() && r.ompiAlgorithm)
        throw UsageError(
            "--ompi-algorithm and --mpich-algorithm: one library's algorithm or the other's");
    if (!r.baseline.empty() && r.baseline != "default" && r.baseline != "same")
        parseUnsigned("--baseline", r.baseline, 0, 64);
    if (r.recordTimeline && !r.mpi.empty())
        throw UsageError(
            "--record-timeline records the operations of a program: MPI's own collectives (--mpi) "
            "have none");
    if (r.timing.minReps && r.timing.maxReps && *r.timing.maxReps < *r.timing.minReps)
        throw UsageError("--max-reps must be at least --min-reps");
    if (!r.calibrateOutput.empty() && !r.machine.empty())
        throw UsageError(
            "--calibrate and --machine both name the profile the programs are built for: one "
            "or the other");
    if (!r.calibrateBeside.empty() && r.calibrateOutput.empty())
        throw UsageError(
            "--calibrate-beside measures again what --calibrate FILE measured first: give both");
    if (!r.calibrateBeside.empty() && r.calibrateBeside == r.calibrateOutput)
        throw UsageError("--calibrate-beside must name another file than --calibrate (" +
                         r.calibrateOutput + ")");
    if (r.calibrateOutput.empty() &&
        (r.calibration.sizesGiven || r.calibration.name != CalibrateOptions{}.name))
        throw UsageError("--sizes and --name go with --calibrate FILE (or the calibrate command)");
}

}  // namespace

namespace {

using ValueFn = std::function<std::string_view()>;
constexpr auto kRankMax = static_cast<std::uint64_t>(std::numeric_limits<Rank>::max());

// What a case runs and with which parameters; false when `arg` is none of these options.
bool applyCaseOption(RunOptions& r, std::string_view arg, const ValueFn& value) {
    if (arg == "--plan")
        r.planFile = std::string(value());
    else if (arg == "--machine")
        r.machine = std::string(value());
    else if (arg == "--algorithm")
        r.algorithm = std::string(value());
    else if (arg == "--schedule")
        r.schedule = std::string(value());
    else if (arg == "--mpi")
        r.mpi = std::string(value());
    else if (arg == "--bytes") {
        r.bytes = parseSizes(arg, value(), 0);
        r.bytesGiven = true;
    } else if (arg == "--root" || arg == "--roots") {
        const auto roots = parseList(arg, value(), 0, kRankMax);
        r.roots.assign(roots.begin(), roots.end());
    } else if (arg == "--radix")
        r.radix = static_cast<int>(parseUnsigned(arg, value(), 2, 1 << 20));
    else if (arg == "--operands")
        r.operands = parseUnsigned(arg, value(), 1, kMaxOperands);
    else if (arg == "--segment-bytes")
        r.segmentBytes = parseUnsigned(arg, value(), 1, kMaxBytes);
    else if (arg == "--mesh-rows")
        r.meshRows = static_cast<int>(parseUnsigned(arg, value(), 1, kRankMax));
    else if (arg == "--strip")
        r.strip = static_cast<int>(parseUnsigned(arg, value(), 1, kRankMax));
    else if (arg == "--seed")
        r.seed = parseUnsigned(arg, value(), 0, std::uint64_t(1) << 53);
    else if (arg == "--baseline")
        r.baseline = std::string(value());
    else if (arg == "--ompi-algorithm")
        r.ompiAlgorithm = static_cast<int>(parseUnsigned(arg, value(), 0, 64));
    else if (arg == "--mpich-algorithm")
        r.mpichAlgorithm = std::string(value());
    else
        return false;
    return true;
}

// Timing flags (--reps belongs to calibrate when that is the command); false for others.
bool applyTimingOption(Options& o, std::string_view arg, const ValueFn& value) {
    TimingFlags& t = o.run.timing;
    if (arg == "--reps" || arg == "--min-reps") {
        const int n = static_cast<int>(parseUnsigned(arg, value(), 1, kMaxReps));
        if (o.command == Command::Calibrate)
            o.calibrate.reps = n;
        else
            t.minReps = n;
    } else if (arg == "--max-reps")
        t.maxReps = static_cast<int>(parseUnsigned(arg, value(), 1, kMaxReps));
    else if (arg == "--min-seconds" && o.command == Command::Calibrate)
        o.calibrate.minSeconds = parseSeconds(arg, value(), false);
    else if (arg == "--min-seconds")
        t.minSeconds = parseSeconds(arg, value(), false);
    else if (arg == "--warmup")
        t.warmup = static_cast<int>(parseUnsigned(arg, value(), 0, kMaxReps));
    else if (arg == "--sync") {
        const std::string_view v = value();
        if (v != "barrier" && v != "window")
            throw UsageError("--sync must be barrier or window, got '" + std::string(v) + "'");
        if (o.command == Command::Calibrate)
            o.calibrate.windowSync = v == "window";
        else
            t.windowSync = v == "window";
    } else if (arg == "--timeout")
        t.timeoutSeconds = parseSeconds(arg, value(), true);
    else if (arg == "--osu")
        t.osu = true;
    else if (arg == "--rounds") {
        const int n = static_cast<int>(parseUnsigned(arg, value(), 1, protocol::kMaxRounds));
        if (o.command == Command::Calibrate)
            o.calibrate.rounds = n;
        else
            t.rounds = n;
    } else
        return false;
    return true;
}

// Output, recording and calibration options; throws UsageError for an unknown option.
void applyOtherOption(Options& o, std::string_view arg, const ValueFn& value) {
    RunOptions& r = o.run;
    CalibrateOptions& c = o.calibrate;
    if (arg == "--format")
        o.format = parseFormat(value());
    else if (arg == "--sizes") {
        c.sizes = parseSizes(arg, value(), 1);
        c.sizesGiven = true;
    } else if (arg == "--calibrate" && o.command == Command::Run)
        r.calibrateOutput = std::string(value());
    else if (arg == "--calibrate-beside" && o.command == Command::Run)
        r.calibrateBeside = std::string(value());
    else if (arg == "--record-timeline")
        r.recordTimeline = true;
    else if (arg == "--timeline-limit")
        r.timelineLimit = parseUnsigned(arg, value(), 1, kMaxTimelineLimit);
    else if (arg == "--output" || arg == "-o")
        (o.command == Command::Calibrate ? c.output : r.output) = std::string(value());
    else if (arg == "--loggp-output")
        c.loggpOutput = std::string(value());
    else if (arg == "--name")
        c.name = std::string(value());
    else if (isFaultOption(arg))
        parseFaultOption(arg, value(), r.faults);  // TEST-ONLY (fault_injection.h)
    else
        throw UsageError("unknown option '" + std::string(arg) + "'");
}

Command parseCommand(std::string_view arg) {
    if (arg == "run") return Command::Run;
    if (arg == "calibrate") return Command::Calibrate;
    if (arg == "algorithms") return Command::Algorithms;
    throw UsageError("unknown command '" + std::string(arg) +
                     "' (commands: run, calibrate, algorithms)");
}

}  // namespace

Options parseOptions(std::span<const std::string_view> args) {
    Options o;
    std::size_t i = 0;
    bool commandSeen = false;
    while (i < args.size()) {
        std::string_view arg = args[i++];
        if (arg == "--help" || arg == "-h") {
            o.command = Command::Help;
            return o;  // help wins over anything else, as users expect
        }
        if (arg == "--version") {
            o.command = Command::Version;
            return o;
        }
        if (!arg.starts_with("-")) {
            if (commandSeen) throw UsageError("unexpected argument '" + std::string(arg) + "'");
            o.command = parseCommand(arg);
            commandSeen = true;
            continue;
        }
        std::optional<std::string_view> inlineValue = splitInline(arg);
        const ValueFn value = [&]() -> std::string_view {
            if (inlineValue) return *inlineValue;
            if (i >= args.size()) throw UsageError(std::string(arg) + " needs a value");
            return args[i++];
        };
        if (!applyCaseOption(o.run, arg, value) && !applyTimingOption(o, arg, value))
            applyOtherOption(o, arg, value);
    }
    if (!commandSeen) throw UsageError("no command given (commands: run, calibrate, algorithms)");
    if (o.command == Command::Run) {
        o.run.calibration = o.calibrate;
        checkRun(o.run);
    }
    if (o.command == Command::Calibrate && o.calibrate.output.empty())
        throw UsageError("calibrate needs --output FILE.machine.json");
    return o;
}

std::string usageText() {
    return "Usage: mpiexec -np P calltree-runner run (--plan FILE | --algorithm NAME |\n"
           "                                          --schedule FILE | --mpi COLLECTIVE) "
           "[options]\n"
           "       mpiexec -np P calltree-runner calibrate --output FILE.machine.json [options]\n"
           "       calltree-runner algorithms [--format json|text]\n"
           "       calltree-runner --help | --version\n"
           "\n"
           "run executes each case's communication program with MPI point-to-point messages on\n"
           "P = the MPI world size (or MPI's own collective, for --mpi and baselines), verifies\n"
           "the data every rank ends with, and times it.\n"
           "\n"
           "Cases:\n"
           "  --plan FILE        a run plan (*.plan.json, see docs/runner.md)\n"
           "  --algorithm NAME   a catalogue algorithm: " +
           algorithmNames() +
           "\n"
           "  --schedule FILE    a call tree (*.calltree.json) for P processors; Sort,\n"
           "                     IntegerSort and MST schedules run on data generated from --seed\n"
           "  --machine FILE     a LogGP profile (*.machine.json, e.g. calibrate's "
           "--loggp-output)\n"
           "                     the optimal and Fibonacci trees are built for, and segment\n"
           "                     sizes left to the algorithm chosen with (default: Shou & Chen's\n"
           "                     LogP(6, 2, 4), the algorithms' own segments)\n"
           "  --calibrate FILE   first measure this launch's LogGP profile (as calibrate\n"
           "                     --loggp-output: ranks 0 and 1, at every size of the cases or\n"
           "                     --sizes; the plan's rounds and seconds), write it to FILE and\n"
           "                     build the programs for it: the cases are then predicted from\n"
           "                     the very launch they ran in (not with --machine)\n"
           "  --calibrate-beside FILE  with --calibrate and --rounds 2 or more: measure the\n"
           "                     same terms again in the run's rounds, beside each size's\n"
           "                     cases, into FILE: the profile that predicts these cases\n"
           "                     (the machine's level changes within a launch)\n"
           "  --mpi NAME         MPI_Bcast, MPI_Reduce, MPI_Allreduce, MPI_Allgather,\n"
           "                     MPI_Alltoall or MPI_Reduce_scatter_block\n"
           "  --bytes M[,M...]   bytes per rank's contribution (default 8; at most 2147483647;\n"
           "                     reductions: multiples of 8); sizes such as 64K or 1M (binary:\n"
           "                     1K = 1024) and doubling ranges such as 8..1M\n"
           "  --roots R[,R...]   root ranks (default 0; --root is the same)\n"
           "  --baseline B       with --algorithm: also run MPI's collective for the problem;\n"
           "                     B = default (Open MPI decides), same (the catalogue's Open MPI\n"
           "                     twin) or a coll_tuned algorithm number\n"
           "  --ompi-algorithm N with --mpi: the coll_tuned algorithm forced by mpirun's --mca\n"
           "  --mpich-algorithm V with --mpi, under MPICH: the value of\n"
           "                     MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM (binomial, auto, ...)\n"
           "                     the runner writes through MPI_T around the case\n"
           "  --radix K, --operands N, --segment-bytes S, --mesh-rows R, --strip S\n"
           "                     algorithm parameters (0 or absent: the algorithm's default)\n"
           "  --seed N           the seed of a Sort, IntegerSort or MST schedule's input\n"
           "                     (default 1; the same seed gives the same input on any P)\n"
           "Timing (override the plan):\n"
           "  --warmup N         untimed runs first (default 2)\n"
           "  --min-reps N       at least N timed repetitions (default 10; --reps is the same)\n"
           "  --min-seconds S    and at least S seconds of them (default 0.05)\n"
           "  --max-reps N       but never more than N (default 100000)\n"
           "  --timeout S        a case running longer fails the run (default 300)\n"
           "  --sync MODE        barrier (default): start each repetition after MPI_Barrier;\n"
           "                     window: at an instant agreed on synchronised clocks\n"
           "  --osu              after the repetitions, also measure OSU's figure (osu_bcast's\n"
           "                     timing: back-to-back calls, per-rank mean; avg/min/max)\n"
           "  --rounds N         interleave the cases of each size in N rounds (default 1),\n"
           "                     each round a share of every case's repetitions, in a rotated\n"
           "                     order: slow drift of the machine hits all cases alike\n"
           "Recording:\n"
           "  --record-timeline  after the timed repetitions of each program case, run one more\n"
           "                     that records every operation's start and end on every rank\n"
           "                     (in the results file; MPI baselines have no operations)\n"
           "  --timeline-limit N keep at most N recorded operations in all (default 200000)\n"
           "Output:\n"
           "  --output FILE      write the results (*.results.json): created before the first "
           "case\n"
           "                     (a file that cannot be written stops the run there), each case\n"
           "                     appended as it ends\n"
           "  --format F         json: progress events, one JSON object per line; text (default)\n"
           "\n"
           "calibrate measures LogGP parameters (ranks 0 and 1) per size of --sizes (default\n"
           "8,32,...,2097152: every 4x) and BSP* g, L, B for partitions of 2, 4, ... ranks;\n"
           "between measured sizes a message costs the one-way trip interpolated; --output FILE\n"
           "gets the BSP* profile, --loggp-output FILE a LogGP profile; --reps N (default 30),\n"
           "--rounds N (default 5: the sizes measured interleaved in N rounds), --min-seconds S\n"
           "(default 0.05: timed seconds per size of the lone message, stream and MPI_Bcast),\n"
           "--sync window (those measurements start at agreed instants, as run --sync window),\n"
           "--name NAME.\n"
           "\n"
           "A repetition's time is the largest over ranks of the time from a common barrier until\n"
           "the rank holds its result. Exit status: 0 all cases verified, 1 bad arguments, plan\n"
           "or results file, 2 verification failed, 3 internal or MPI error, 4 timeout, 5 the job\n"
           "was terminated, 6 the results file could not be written during the run.\n";
}

}  // namespace ct::runner
