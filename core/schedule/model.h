#pragma once
// The BSP sub-call model (Bonorden 2002 §2.3, §4.1) as values: a problem (ct::Problem, defined in
// program/problem.h with its schedule-file name) has a ProblemInfo naming the parameters that
// describe its input; an Algorithm for a problem says on how many processors it can run, how many
// variants it has, its own time (without subcalls) and the subcalls it makes. A subcall is
// (problem, input, data procs, count one after another, parallel instances side by side).
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "model/machine.h"
#include "program/problem.h"

namespace ct::bsp {

// Bonorden's (2002) InputDescription: any number of int or double parameters, in the problem's
// order.
struct Input {
    std::vector<double> values;

    double operator[](std::size_t i) const { return values[i]; }
    bool operator==(const Input& o) const { return values == o.values; }
    auto operator<=>(const Input& o) const { return values <=> o.values; }
    std::string toString() const;  // "4096, 32768" as in CallTreeEdit's input column
};

struct ProblemParam {
    std::string name;
    bool integer = true;
    double min = 0;  // smallest allowed value
    std::string description;
};

// What the library says about one problem: keyed by the problem, its description and input.
struct ProblemInfo {
    Problem id = Problem::Broadcast;
    std::string description;
    std::vector<ProblemParam> params;

    // The schedule-file name ("ReduceAll"), for messages and labels.
    std::string name() const { return scheduleName(id); }
};

struct Subcall {
    Problem problem = Problem::Broadcast;
    Input input;
    int dataProcs = 1;
    int count = 1;     // c_s: calls one after another (their costs add up)
    int parallel = 1;  // c_p: instances side by side (they cost one)
};

// One subcall as `Algorithm::variantsTo` hands it out: the same fields as Subcall, without owning
// them (valid only during the call).
struct SubcallView {
    Problem problem;
    std::span<const double> input;
    int dataProcs = 1;
    int count = 1;
    int parallel = 1;
};

// One (processor count, variant) of an algorithm as `Algorithm::variantsTo` hands it out: its
// own time and its subcalls (valid only during the call).
struct VariantView {
    int calcProcs = 1;
    int variant = 0;
    double own = 0;
    std::span<const SubcallView> subcalls;
};
using VariantSink = std::function<void(const VariantView&)>;

// Arguments every description function takes: the input, the processors holding the data
// (p) and the processors used for the calculation (c >= p).
struct CallArgs {
    const Input& input;
    int dataProcs;
    int calcProcs;
};

struct Algorithm {
    std::string name;                      // "TreeBroadcast"
    std::string label;                     // compact schedule name stem: "Tree"
    Problem problem = Problem::Broadcast;  // the problem it solves
    std::string summary;
    std::string source;  // thesis section or "derived (docs/bsp-algorithms.md)"
    std::string cost;    // the own-time formula in words and symbols
    // Costed only by simulating its program under a LogP/LogGP profile (the LogP catalogue's
    // broadcast trees): it has no BSP* cost, and `time` must not be called.
    bool logpOnly = false;
    // p_count: processor counts in [dataProcs, maxCalcProcs] it can run on (may be empty).
    std::function<std::vector<int>(const Input&, int dataProcs, int maxCalcProcs)> validProcs;
    std::function<int(const CallArgs&)> variantCount;
    // Readable variant name ("degree 4") and its compact form for schedule names ("d=4").
    std::function<std::string(const CallArgs&, int variant)> variantName;
    std::function<std::string(const CallArgs&, int variant)> variantTag;
    // Own time in BSP operations, without the subcalls.
    std::function<double(const CallArgs&, int variant, const BspProfile&)> time;
    std::function<std::vector<Subcall>(const CallArgs&, int variant)> subcalls;
    // Optional: every processor count of validProcs (ascending) and each of its variants in
    // order, with the own time `time` gives (bit for bit) and the subcalls of `subcalls`, in
    // one call: terms shared by the variants (the profile's g, L, B at p, the divisor list) are
    // worked out once. The Optimizer enumerates this way when it is set; test_bsp_library checks
    // that it agrees with the functions above for every algorithm that has it.
    std::function<void(const Input&, int dataProcs, int maxCalcProcs, const BspProfile&,
                       const VariantSink&)>
        variantsTo;
};

}  // namespace ct::bsp
