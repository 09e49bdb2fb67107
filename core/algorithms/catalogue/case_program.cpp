#include "algorithms/catalogue/case_program.h"

#include <optional>
#include <stdexcept>

#include "schedule/call_tree_program.h"
#include "schedule/library.h"
#include "model/logp_cost.h"
#include "schedule/schedule_file.h"
#include "algorithms/catalogue/catalogue.h"

namespace ct {

LogGP runnerShapeModel() {
    LogGP m = LogGP::logp(6, 2, 4);
    m.combinePerElement = 1;
    return m;
}

Program buildCaseProgram(const CaseProgramSpec& spec) {
    if (spec.schedule) {
        bsp::Schedule s;
        try {
            s = bsp::loadScheduleFile(spec.scheduleFile, bsp::logpLibrary());
        } catch (const std::exception& e) {
            throw std::invalid_argument("schedule " + spec.scheduleFile + ": " + e.what());
        }
        // As the runner does: LogP trees are shaped for the schedule's own LogGP machine.
        std::optional<LogGP> model;
        if (s.machine.kind == bsp::ModelKind::LogGP) model = s.machine.logp.at(spec.bytes);
        return bsp::expandToProgram(s.tree, bsp::libraryFor(s.machine),
                                    bsp::ExpansionOptions{spec.root, spec.bytes, model})
            .program;
    }
    const Algorithm* a = findAlgorithm(spec.algorithm);
    if (!a || !a->program)
        throw std::invalid_argument("unknown algorithm '" + spec.algorithm + "'");
    return a->program(caseAlgorithmParams(spec));
}

AlgorithmParams caseAlgorithmParams(const CaseProgramSpec& spec) {
    AlgorithmParams p;
    p.procs = spec.procs;
    p.root = spec.root;
    p.bytes = spec.bytes;
    p.radix = spec.radix;
    p.operands = spec.operands;
    p.segmentBytes = spec.segmentBytes;
    p.meshRows = spec.meshRows;
    p.strip = spec.strip;
    p.model = runnerShapeModel();
    if (auto bad = checkParams(p)) throw std::invalid_argument(*bad);
    return p;
}

}  // namespace ct
