#pragma once
// *.calltree.json (docs/architecture.md, "Files"): a schedule with its machine (embedded or
// named), problem, input, data procs, calc procs and the call tree:
//   {"format": "calltree-schedule", "version": 1, "machine": "psc2-tcp" | {machine profile},
//    "problem": "Broadcast", "input": {"size": 1024}, "data_procs": 16, "calc_procs": 16,
//    "cost": 1.2e6, "cost_unit": "operations", "time_ns": ..., "name": "Tree(d=4)>Tree(d=4)",
//    "tree": {"algorithm": "TreeBroadcast", "variant": 1, "variant_name": "degree 4",
//             "problem": "Broadcast", "input": {"size": 1024}, "data_procs": 16, "calc_procs": 16,
//             "count": 1, "parallel": 1, "cost": ..., "subcalls": [ ...nodes... ]}}
// "problem" is the problem's schedule name (program/problem.h); an unknown one is refused with
// the known names. The LogP trees' algorithm names of earlier files ("OptimalTree", …) load as
// their catalogue names ("optimal", …; the alias table in schedule_file.cpp).
// Loading checks the structure, then validity (Bonorden 2002 §2.3), then that every stored cost is
// the model's; the first problem is reported by its field path ("tree.subcalls[0].variant: ...").
#include <optional>
#include <string>

#include "model/machine.h"
#include "schedule/call_tree.h"

namespace ct::bsp {

inline constexpr const char* kScheduleFormat = "calltree-schedule";
inline constexpr int kScheduleVersion = 1;

struct Schedule {
    MachineProfile machine;
    bool machineEmbedded = false;          // false: written as its built-in name
    Problem problem = Problem::Broadcast;  // written by its schedule name (program/problem.h)
    Input input;
    int dataProcs = 1;
    int calcProcs = 1;
    CallNode tree;
};

// Writes the document (costs recomputed first); machines that are built-ins go by name unless
// `embedMachine`.
std::string scheduleToJson(const Schedule& s, const Library& lib, bool embedMachine = false);
// Structure only (types, ranges, names); throws FormatError with the field path.
Schedule parseSchedule(const std::string& text, const Library& lib);
// Validity and stored costs; returns the first problem as "path: message".
std::optional<std::string> checkSchedule(const Schedule& s, const Library& lib);
// parseSchedule + checkSchedule; throws FormatError.
Schedule loadScheduleText(const std::string& text, const Library& lib);
Schedule loadScheduleFile(const std::string& fileName, const Library& lib);
void saveScheduleFile(const std::string& fileName, const Schedule& s, const Library& lib);
// The schedule's input with its parameters' names, as results and the Studio show it:
// "nodes=1024,edges=32768", "count=3,element_size=8".
std::string describeInput(const Schedule& s);

}  // namespace ct::bsp
