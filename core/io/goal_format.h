#pragma once
// A program in LogGOPSim's GOAL text format ("num_ranks", "rank r { lN: send 8b to 1 tag 0 }"),
// so schedules can be cross-checked with LogGOPSim. Each operation requires the previous one of
// its rank (program order); combines and copies become calc with their modelled time; a barrier
// becomes 1-byte messages to the group's first member and back.
#include <ostream>

#include "program/program.h"

namespace ct {

struct GoalOptions {
    double combinePerElement = 1;  // calc cost of one combined element
    double copyPerByte = 0;        // calc cost of one copied byte
};

void writeGoal(std::ostream& out, const Program& program, const GoalOptions& options = {});

}  // namespace ct
