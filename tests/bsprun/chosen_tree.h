#pragma once
// Schedules for the data tests, built by hand: at every Sort, IntegerSort, MST, BoruvkaStep and
// MSTMerge node the algorithm (and variant) the test names; the collective subcalls (ScanAll,
// Scan, Broadcast, EdgeMinimum, SegmentMinimum) as the library's Optimizer schedules them.
#include <map>
#include <stdexcept>
#include <string>

#include "model/machine.h"
#include "schedule/library.h"
#include "schedule/search.h"

namespace ct::bsprun::test {

struct Choice {
    std::string algorithm;
    bool lastVariant = false;  // the last variant (MSTMerge: degree p) instead of the first
};
// Keyed by "Problem@1" (one data processor) or "Problem@p" (several).
using Choices = std::map<std::string, Choice>;

inline bsp::CallNode chosenTree(const bsp::Library& lib, const bsp::Subcall& call,
                                const Choices& choices, int depth = 0) {
    if (depth > 40) throw std::logic_error("chosenTree: too deep");
    const std::string key =
        std::string(scheduleName(call.problem)) + (call.dataProcs == 1 ? "@1" : "@p");
    const auto it = choices.find(key);
    if (it == choices.end()) {
        // A collective (or any problem the test leaves open): the Optimizer's schedule.
        const auto machine = bsp::psc2Sci();  // the Optimizer keeps a reference to the profile
        bsp::Optimizer opt(lib, machine.bsp);
        auto best = opt.optimize({call.problem, call.input, call.dataProcs, call.dataProcs});
        if (!best)
            throw std::logic_error("no schedule for " + key + " (" + call.input.toString() +
                                   " on " + std::to_string(call.dataProcs) + ")");
        best->count = call.count;
        best->parallel = call.parallel;
        return *best;
    }
    bsp::CallNode n = bsp::nodeFor(call);
    n.algorithm = it->second.algorithm;
    n.calcProcs = call.dataProcs;
    const bsp::Algorithm* a = lib.algorithm(n.algorithm);
    if (!a) throw std::logic_error("unknown algorithm " + n.algorithm);
    const bsp::CallArgs args{n.input, n.dataProcs, n.calcProcs};
    const int variants = a->variantCount(args);
    if (variants < 1) throw std::logic_error(n.algorithm + " has no variant for " + key);
    n.variant = it->second.lastVariant ? variants - 1 : 0;
    n.variantName = a->variantName(args, n.variant);
    for (const bsp::Subcall& s : a->subcalls(args, n.variant))
        n.children.push_back(chosenTree(lib, s, choices, depth + 1));
    return n;
}

inline bsp::CallNode chosenTree(const bsp::Library& lib, Problem problem, bsp::Input input, int p,
                                const Choices& choices) {
    bsp::CallNode n = chosenTree(lib, bsp::Subcall{problem, std::move(input), p, 1, 1}, choices);
    bsp::evaluateCost(n, lib, bsp::psc2Sci().bsp);
    return n;
}

}  // namespace ct::bsprun::test
