#include "options.h"

#include <charconv>
#include <limits>
#include <optional>
#include <vector>

#include "catalogue/catalogue.h"

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

}  // namespace

Options parseOptions(std::span<const std::string_view> args) {
    Options o;
    std::size_t i = 0;
    bool commandSeen = false;
    bool algorithmGiven = false;
    constexpr auto rankMax = static_cast<std::uint64_t>(std::numeric_limits<Rank>::max());
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
            if (arg == "run")
                o.command = Command::Run;
            else if (arg == "algorithms")
                o.command = Command::Algorithms;
            else
                throw UsageError("unknown command '" + std::string(arg) +
                                 "' (commands: run, algorithms)");
            commandSeen = true;
            continue;
        }
        std::optional<std::string_view> inlineValue = splitInline(arg);
        auto value = [&]() -> std::string_view {
            if (inlineValue) return *inlineValue;
            if (i >= args.size()) throw UsageError(std::string(arg) + " needs a value");
            return args[i++];
        };
        RunOptions& r = o.run;
        if (arg == "--format")
            o.format = parseFormat(value());
        else if (arg == "--algorithm") {
            r.algorithm = std::string(value());
            algorithmGiven = true;
        } else if (arg == "--bytes") {
            r.bytes = parseUnsigned(arg, value(), 1, kMaxBytes);
            r.bytesGiven = true;
        } else if (arg == "--root")
            r.root = static_cast<Rank>(parseUnsigned(arg, value(), 0, rankMax));
        else if (arg == "--radix")
            r.radix = static_cast<int>(parseUnsigned(arg, value(), 2, 1 << 20));
        else if (arg == "--operands")
            r.operands = parseUnsigned(arg, value(), 1, kMaxOperands);
        else if (arg == "--segment-bytes")
            r.segmentBytes = parseUnsigned(arg, value(), 1, kMaxBytes);
        else if (arg == "--mesh-rows")
            r.meshRows = static_cast<int>(parseUnsigned(arg, value(), 1, rankMax));
        else if (arg == "--strip")
            r.strip = static_cast<int>(parseUnsigned(arg, value(), 1, rankMax));
        else if (arg == "--reps")
            r.reps = static_cast<int>(parseUnsigned(arg, value(), 1, kMaxReps));
        else if (arg == "--warmup")
            r.warmup = static_cast<int>(parseUnsigned(arg, value(), 0, kMaxReps));
        else if (arg == "--corrupt-rank")
            r.corruptRank = static_cast<Rank>(parseUnsigned(arg, value(), 0, rankMax));
        else
            throw UsageError("unknown option '" + std::string(arg) + "'");
    }
    if (!commandSeen) throw UsageError("no command given (commands: run, algorithms)");
    if (o.command == Command::Run) {
        if (!algorithmGiven)
            throw UsageError("run needs --algorithm NAME (one of " + algorithmNames() + ")");
        if (!findAlgorithm(o.run.algorithm))
            throw UsageError("unknown algorithm '" + o.run.algorithm +
                             "' (known: " + algorithmNames() + ")");
    }
    return o;
}

std::string usageText() {
    return "Usage: mpiexec -np P calltree-runner run --algorithm NAME [options]\n"
           "       calltree-runner algorithms [--format json|text]\n"
           "       calltree-runner --help | --version\n"
           "\n"
           "Executes an algorithm's communication program with MPI point-to-point messages on\n"
           "P = the MPI world size, verifies the data every rank ends with, and times it.\n"
           "\n"
           "Options of run:\n"
           "  --algorithm NAME  one of: " +
           algorithmNames() +
           "\n"
           "  --bytes M         bytes per rank's contribution (broadcast: the message; default 8,\n"
           "                    at most 2147483647; reductions: a multiple of 8)\n"
           "  --root R          root rank (default 0)\n"
           "  --radix K         k-nomial radix (default 4)\n"
           "  --operands N      optimal-sum: number of int64 operands (default 100*P)\n"
           "  --segment-bytes S segmented / pipelined algorithms: segment size (default: theirs)\n"
           "  --mesh-rows R     2-D mesh algorithms: rows (default: the squarest mesh)\n"
           "  --strip S         seed 003's adaptive algorithm: strip length (default: its own)\n"
           "  --reps N          timed repetitions (default 20)\n"
           "  --warmup N        untimed repetitions first (default 2)\n"
           "  --format F        json (one document on stdout) or text (default)\n"
           "  --corrupt-rank R  testing: damage rank R's result after each repetition so that\n"
           "                    verification must fail\n"
           "\n"
           "A repetition's time is the largest over ranks of the time from a common barrier until\n"
           "the rank holds its result. Exit status: 0 verified, 1 bad arguments, 2 verification\n"
           "failed, 3 internal or MPI error.\n";
}

}  // namespace ct::runner
