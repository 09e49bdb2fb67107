#pragma once
// Expanding a schedule (call tree) into a communication program (docs/architecture.md, "Programs"):
// the same plan is costed, simulated, drawn and executed. Broadcast and prefix-operation call
// trees expand; a BSP algorithm's supersteps become barriers within the partition that runs it.
// How each algorithm expands is written down in docs/bsp-algorithms.md ("Programs").
#include <cstdint>
#include <optional>
#include <string>

#include "model/loggp.h"
#include "program/collective.h"
#include "program/program.h"
#include "schedule/call_tree.h"
#include "sim/simulator.h"  // ct::ProgramError

namespace ct::bsp {

struct ExpansionOptions {
    // A constructor rather than an aggregate, so that ExpansionOptions{root, bytes} stays valid
    // (and warning-free) as fields are added.
    ExpansionOptions(Rank root_ = 0, std::uint64_t bytes_ = 8, std::optional<LogGP> model_ = {})
        : root(root_), bytes(bytes_), model(std::move(model_)) {}

    Rank root = 0;            // the rank that holds the data (Broadcast) or gets the result
    std::uint64_t bytes = 8;  // message size m; reductions need m % 8 == 0
    // The LogP/LogGP parameters the LogP trees (optimal, …) are shaped for; only those
    // algorithms need it.
    std::optional<LogGP> model;
};

struct ExpandedSchedule {
    Program program;      // over tree.calcProcs ranks
    CollectiveSpec spec;  // the data contract the program must fulfil (for verification)
};

// Why `tree` cannot expand (an MST or sort schedule, a node without an expansion), or nothing.
std::optional<std::string> expansionUnsupported(const CallNode& tree, const Library& lib);

// The tree's structure (algorithms, variants, partitions) comes from the tree; the message size
// from options.bytes (blocks of ScatterGather are ⌈m/k⌉ bytes of the actual m). Throws
// ct::ProgramError with a message naming the node ("tree.subcalls[0]: …") when the tree is
// invalid or cannot expand, std::invalid_argument for bad options.
ExpandedSchedule expandToProgram(const CallNode& tree, const Library& lib,
                                 const ExpansionOptions& options);

}  // namespace ct::bsp
