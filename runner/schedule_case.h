#pragma once
// Schedule cases: a call tree (*.calltree.json, core/schedule/schedule_file.h) expanded by core
// into a communication program for the world's ranks (core/schedule/call_tree_program.h), then
// executed like any catalogue program and verified against the collective contract the expansion
// names.
#include <memory>

#include "program_case.h"

namespace ct::runner {

// Loads the file and checks that it can run on `worldSize` ranks: its calc procs must equal the
// world size and its tree must expand, or run on data. Throws PlanError naming the file and what
// is wrong. Returns true when the schedule runs on data (Sort, IntegerSort, MST: its own input,
// so message sizes and roots do not apply to it).
bool checkScheduleCase(const CaseSpec& c, int worldSize);

// Expands the schedule for spec.root and spec.bytes on spec.procs ranks; throws naming what is
// wrong.
std::unique_ptr<PreparedProgram> prepareScheduleCase(const CaseSpec& c, Rank rank);

}  // namespace ct::runner
