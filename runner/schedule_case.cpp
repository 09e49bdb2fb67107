#include "schedule_case.h"

#include <stdexcept>

#include "bsprun/data_case.h"
#include "model/logp_cost.h"
#include "protocol/run_plan.h"
#include "schedule/call_tree_program.h"
#include "schedule/library.h"
#include "schedule/schedule_file.h"

namespace ct::runner {

namespace {

// logpLibrary() holds every algorithm of standardLibrary() plus the LogP catalogue trees, so it
// reads schedules made for BSP* and for LogGP machines alike.
using protocol::PlanError;

bsp::Schedule load(const CaseSpec& c) {
    try {
        return bsp::loadScheduleFile(c.scheduleFile, bsp::logpLibrary());
    } catch (const std::exception& e) {
        throw PlanError("schedule " + c.scheduleFile + ": " + e.what());
    }
}

}  // namespace

bool checkScheduleCase(const CaseSpec& c, int worldSize) {
    const bsp::Schedule s = load(c);
    if (s.calcProcs != worldSize)
        throw PlanError("schedule " + c.scheduleFile + " is for " + std::to_string(s.calcProcs) +
                        " processors, but mpirun started " + std::to_string(worldSize) +
                        " ranks (run it with -np " + std::to_string(s.calcProcs) + ")");
    const bsp::Library& lib = bsp::libraryFor(s.machine);
    // Sort, IntegerSort and MST trees run on data (data_case_run.h); collectives as programs.
    const auto dataWhy = bsprun::dataExecutionUnsupported(s.tree, lib);
    if (!dataWhy) return true;
    if (auto why = bsp::expansionUnsupported(s.tree, lib))
        throw PlanError("schedule " + c.scheduleFile +
                        " cannot run: " + (hasContract(s.problem) ? *why : *dataWhy));
    return false;
}

std::unique_ptr<PreparedProgram> prepareScheduleCase(const CaseSpec& c, Rank rank) {
    const Rank procs = c.procs;
    const bsp::Schedule s = load(c);
    if (s.calcProcs != procs)
        throw std::invalid_argument("schedule " + c.scheduleFile + " is for " +
                                    std::to_string(s.calcProcs) + " processors, not " +
                                    std::to_string(procs));
    // LogP trees (optimal, …) are shaped for the schedule's own LogGP machine.
    std::optional<LogGP> model;
    if (s.machine.kind == bsp::ModelKind::LogGP) model = s.machine.logp.at(c.bytes);
    bsp::ExpandedSchedule e = bsp::expandToProgram(s.tree, bsp::libraryFor(s.machine),
                                                   bsp::ExpansionOptions{c.root, c.bytes, model});
    if (e.program.ranks() != procs)
        throw std::logic_error("the expanded schedule has " + std::to_string(e.program.ranks()) +
                               " ranks, the world " + std::to_string(procs));
    const CollectiveSpec spec = e.spec;
    auto prepared = prepareProgram(std::move(e.program), Workload::collective(spec), rank,
                                   "schedule " + c.scheduleFile);
    prepared->problem = toString(spec.kind);
    prepared->bytes = c.bytes;
    return prepared;
}

}  // namespace ct::runner
