#include "algorithms/catalogue/case_program.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "algorithms/catalogue/catalogue.h"
#include "model/logp_cost.h"
#include "protocol/json_check.h"
#include "protocol/machine_json.h"
#include "schedule/call_tree_program.h"
#include "schedule/library.h"
#include "schedule/schedule_file.h"

namespace ct {

LogGP runnerShapeModel() {
    LogGP m = LogGP::logp(6, 2, 4);
    m.combinePerElement = 1;
    return m;
}

CaseMachine loadCaseMachine(const std::string& file) {
    if (file.empty()) return {};
    bsp::MachineFile loaded;
    try {
        loaded = bsp::loadMachineFileHashed(file);
    } catch (const std::exception& e) {
        throw std::invalid_argument("machine " + file + ": " + e.what());
    }
    if (loaded.profile.kind != bsp::ModelKind::LogGP)
        throw std::invalid_argument("machine " + file +
                                    ": is a BSP* profile; case programs are built for a LogGP "
                                    "profile (\"model\": \"loggp\", e.g. calibrate's "
                                    "--loggp-output)");
    CaseMachine m;
    m.name = loaded.profile.name;
    m.file = file;
    m.fnv1a64 = loaded.fnv1a64;
    m.profile = loaded.profile.logp;
    return m;
}

Program buildCaseProgram(const CaseProgramSpec& spec, const CaseMachine& machine) {
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
    return a->program(caseAlgorithmParams(spec, machine));
}

namespace {

bool takesSegments(const Algorithm& a) {
    const auto& names = a.info.parameters;
    return std::find(names.begin(), names.end(), "segment-bytes") != names.end();
}

// The size each message of the algorithm carries: its segment when it is segmented.
std::uint64_t chargedBytes(const AlgorithmParams& p) {
    return p.segmentBytes ? std::min(p.segmentBytes, p.bytes) : p.bytes;
}

}  // namespace

std::uint64_t chooseSegmentBytes(const Algorithm& a, AlgorithmParams p,
                                 const LogGPProfile& profile) {
    if (!takesSegments(a) || !a.formula || p.bytes == 0) return 0;
    std::vector<std::uint64_t> candidates;
    for (std::uint64_t s = 1024; s < p.bytes; s *= 2)
        candidates.push_back(s);
    candidates.push_back(p.bytes);
    std::uint64_t best = 0;
    double bestTime = 0;
    // Segments of the message cost its bytes at the message's rate at least (forWorkingSet).
    const LogGPProfile seen = profile.forWorkingSet(p.bytes);
    for (const std::uint64_t s : candidates) {
        p.segmentBytes = s;
        p.model = seen.at(s);
        if (checkParams(p)) continue;  // e.g. a segment the algorithm cannot split by
        const double t = a.formula(p);
        if (best == 0 || t <= bestTime) best = s, bestTime = t;
    }
    return best;
}

AlgorithmParams caseAlgorithmParams(const CaseProgramSpec& spec, const CaseMachine& machine) {
    AlgorithmParams p;
    p.procs = spec.procs;
    p.root = spec.root;
    p.bytes = spec.bytes;
    p.radix = spec.radix;
    p.operands = spec.operands;
    p.segmentBytes = spec.segmentBytes;
    p.meshRows = spec.meshRows;
    p.strip = spec.strip;
    if (!machine.builtIn() && p.segmentBytes == 0)
        if (const Algorithm* a = findAlgorithm(spec.algorithm))
            p.segmentBytes = chooseSegmentBytes(*a, p, machine.profile);
    p.model = machine.profile.forWorkingSet(p.bytes).at(chargedBytes(p));
    if (auto bad = checkParams(p)) throw std::invalid_argument(*bad);
    return p;
}

}  // namespace ct
