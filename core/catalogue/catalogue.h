#pragma once
// The catalogue: every algorithm by name, with what it solves, where it comes from, its closed
// formula and how it expands into a program. The CLI, the Studio and the runner all use it, so a
// name means the same thing everywhere.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "program/program.h"
#include "sim/loggp.h"
#include "trees/broadcast_tree.h"

namespace ct {

enum class Problem { Broadcast, Summation };
const char* toString(Problem p);

struct AlgorithmParams {
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t bytes = 1;     // message size (LogGP: each byte beyond the first costs G)
    int radix = 4;               // k-nomial radix
    std::uint64_t operands = 0;  // summation: N (0 means 100·P)
    LogGP model;
};

struct AlgorithmInfo {
    std::string name;
    Problem problem = Problem::Broadcast;
    std::string summary;                  // one line
    std::string source;                   // seed and section, or library
    std::string formula;                  // the closed form, in words and symbols
    std::vector<std::string> parameters;  // beyond procs, root and the model
};

struct Algorithm {
    AlgorithmInfo info;
    // Broadcast algorithms have a tree; the program is the tree expanded (or built directly).
    std::function<BroadcastTree(const AlgorithmParams&)> tree;
    std::function<double(const AlgorithmParams&)> formula;
    std::function<Program(const AlgorithmParams&)> program;
};

const std::vector<Algorithm>& catalogue();
const Algorithm* findAlgorithm(std::string_view name);
// "optimal, fibonacci, …": for error messages.
std::string algorithmNames();

// Checks procs, root, radix and the model; the message names the first bad value.
std::optional<std::string> checkParams(const AlgorithmParams& p);

}  // namespace ct
