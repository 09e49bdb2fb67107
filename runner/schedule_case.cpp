#include "schedule_case.h"

#include <stdexcept>

#include "bsp/call_tree_program.h"
#include "bsp/library.h"
#include "bsp/schedule_file.h"

namespace ct::runner {

namespace {

bsp::Schedule load(const PlanCase& c) {
    try {
        return bsp::loadScheduleFile(c.scheduleFile, bsp::standardLibrary());
    } catch (const std::exception& e) {
        throw PlanError("schedule " + c.scheduleFile + ": " + e.what());
    }
}

}  // namespace

void checkScheduleCase(const PlanCase& c, int worldSize) {
    const bsp::Schedule s = load(c);
    if (s.calcProcs != worldSize)
        throw PlanError("schedule " + c.scheduleFile + " is for " + std::to_string(s.calcProcs) +
                        " processors, but mpirun started " + std::to_string(worldSize) +
                        " ranks (run it with -np " + std::to_string(s.calcProcs) + ")");
    if (auto why = bsp::expansionUnsupported(s.tree, bsp::standardLibrary()))
        throw PlanError("schedule " + c.scheduleFile + " cannot run: " + *why);
}

std::unique_ptr<PreparedProgram> prepareScheduleCase(const PlanCase& c, std::uint64_t bytes,
                                                     Rank root, Rank procs, Rank rank) {
    const bsp::Schedule s = load(c);
    if (s.calcProcs != procs)
        throw std::invalid_argument("schedule " + c.scheduleFile + " is for " +
                                    std::to_string(s.calcProcs) + " processors, not " +
                                    std::to_string(procs));
    bsp::ExpandedSchedule e =
        bsp::expandToProgram(s.tree, bsp::standardLibrary(), bsp::ExpansionOptions{root, bytes});
    if (e.program.ranks() != procs)
        throw std::logic_error("the expanded schedule has " + std::to_string(e.program.ranks()) +
                               " ranks, the world " + std::to_string(procs));
    const CollectiveSpec spec = e.spec;
    auto prepared = prepareProgram(std::move(e.program), Workload::collective(spec), rank,
                                   "schedule " + c.scheduleFile);
    prepared->problem = toString(spec.kind);
    prepared->bytes = bytes;
    return prepared;
}

}  // namespace ct::runner
