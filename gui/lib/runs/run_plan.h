#pragma once
// What the run dialog asks to run — the open schedule or several catalogue algorithms, message
// sizes, roots, the timing policy and MPI baselines — and its translation into the runner's plan
// (core/protocol/run_plan.h, which also writes the document). Sizes are typed in the one grammar
// of core/protocol/sizes.h ("8, 1K, 64K" or "8..1M"); this file only puts its messages into the
// Studio's words.
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

#include "program/op.h"
#include "protocol/run_plan.h"

namespace studio::runs {

struct PlanSpec {
    QString scheduleFile;    // a call tree to run (relative to the plan's folder, or absolute)
    int scheduleProcs = 0;   // its calc procs (written as "procs" so the runner checks them)
    QStringList algorithms;  // catalogue algorithms to compare
    std::vector<std::uint64_t> sizes{8};
    std::vector<ct::Rank> roots{0};
    ct::protocol::TimingPolicy timing;
    QString baseline;  // catalogue cases: "", "default", "same" or an Open MPI algorithm number
};

// The plan as the runner reads it: the schedule case first, then one case per algorithm, each
// followed by its MPI baseline. Throws ct::protocol::FormatError when a baseline cannot be had
// (an algorithm without an Open MPI twin asked for "same").
ct::protocol::RunPlan toRunPlan(const PlanSpec& spec);
// Writes the plan atomically; false with a translated *error when it cannot be built or written.
bool writePlan(const QString& fileName, const PlanSpec& spec, QString* error);

// The size field through core's grammar; nullopt with *error ("Message sizes: …", translated
// prefix, core's English detail) naming the bad part.
std::optional<std::vector<std::uint64_t>> parseSizes(const QString& text, QString* error);
// "0,3": ranks through core's parseNumberList, the grammar of the runner's --roots; nullopt with
// *error ("Roots: ", translated prefix, core's English detail).
std::optional<std::vector<ct::Rank>> parseRoots(const QString& text, QString* error);

// Empty when the plan makes sense for `ranks` ranks; else translated messages saying what to
// change (no cases, roots out of range, timing out of range, a baseline that cannot be had).
QStringList validatePlan(const PlanSpec& spec, int ranks);

}  // namespace studio::runs
