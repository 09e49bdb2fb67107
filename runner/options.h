#pragma once
// Command-line options of calltree-runner. Pure (no MPI): every rank parses the same arguments
// and so reaches the same verdict, which lets a bad argument end the job cleanly on all ranks.
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "program/op.h"

namespace ct::runner {

enum class Command { Run, Algorithms, Help, Version };
enum class OutputFormat { Text, Json };

// Upper limits that keep a run inside what MPI counts (int) and memory allow.
inline constexpr std::uint64_t kMaxBytes = 2147483647;    // INT_MAX: MPI_Isend's count is an int
inline constexpr std::uint64_t kMaxOperands = 268435456;  // 2^28 int64 values = 2 GiB in total
inline constexpr int kMaxReps = 1000000;

struct RunOptions {
    std::string algorithm;
    std::uint64_t bytes = 8;  // one int64: the small-message regime LogP describes
    bool bytesGiven = false;
    Rank root = 0;  // checked against the world size once MPI is up
    int radix = 4;
    std::uint64_t operands = 0;      // summation: 0 means the catalogue's default, 100·P
    std::uint64_t segmentBytes = 0;  // pipelined / segmented algorithms (0: their default)
    int meshRows = 0;                // 2-D mesh rows (0: the squarest mesh)
    int strip = 0;                   // seed 003's adaptive strip length (0: the default)
    int reps = 20;
    int warmup = 2;
    Rank corruptRank = kNoRank;  // testing only: damage this rank's result to prove the check
};

struct Options {
    Command command = Command::Help;
    OutputFormat format = OutputFormat::Text;
    RunOptions run;
};

// A bad command line; the message names the option and the value.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// `args` excludes the program name. Accepts "--name value" and "--name=value".
Options parseOptions(std::span<const std::string_view> args);

// The --help text.
std::string usageText();

}  // namespace ct::runner
