#include "run_setup.h"

#include <filesystem>

#include "mpi_baseline.h"
#include "protocol/strict_json.h"
#include "schedule_case.h"

namespace ct::runner {

namespace {

void overrideTiming(protocol::TimingPolicy& t, const TimingFlags& f) {
    if (f.warmup) t.warmup = *f.warmup;
    if (f.minReps) t.minReps = *f.minReps;
    if (f.minSeconds) t.minSeconds = *f.minSeconds;
    if (f.maxReps) t.maxReps = *f.maxReps;
    if (f.timeoutSeconds) t.timeoutSeconds = *f.timeoutSeconds;
    if (f.windowSync)
        t.sync = *f.windowSync ? TimingPolicy::Sync::Window : TimingPolicy::Sync::Barrier;
    if (f.osu) t.osu = *f.osu;
    if (f.rounds) t.rounds = *f.rounds;
    if (t.maxReps < t.minReps) t.maxReps = t.minReps;
}

RunPlan planFromFlags(const RunOptions& o) {
    PlanCase c;
    protocol::CaseSpec& s = c.spec;
    if (!o.algorithm.empty()) {
        c.kind = CaseKind::Catalogue;
        s.algorithm = o.algorithm;
    } else if (!o.schedule.empty()) {
        c.kind = CaseKind::Schedule;
        s.schedule = true;
        s.scheduleFile = o.schedule;
        s.algorithm = std::filesystem::path(o.schedule).filename().string();
    } else {
        c.kind = CaseKind::MpiBaseline;
        s.algorithm = mpiName(*parseMpiCollective(o.mpi));
        c.ompiAlgorithm = o.ompiAlgorithm;
        c.mpichAlgorithm = o.mpichAlgorithm;
    }
    c.bytes = o.bytes;
    c.roots = o.roots;
    s.radix = o.radix;
    s.operands = o.operands;
    s.segmentBytes = o.segmentBytes;
    s.meshRows = o.meshRows;
    s.strip = o.strip;
    s.seed = o.seed.value_or(protocol::kDefaultDataSeed);
    if (c.kind != CaseKind::Catalogue || o.baseline.empty()) return RunPlan{{}, {c}, {}};
    // The same rule as a plan's "baseline" field (options.cpp has checked the value).
    try {
        return RunPlan{{}, {c, protocol::baselineCase(c, o.baseline, "--baseline")}, {}};
    } catch (const protocol::FormatError& e) {
        throw PlanError(e.what());
    }
}

}  // namespace

RunPlan planFromCommandLine(const RunOptions& options) {
    RunPlan plan = options.planFile.empty() ? planFromFlags(options)
                                            : protocol::loadPlanFile(options.planFile);
    overrideTiming(plan.timing, options.timing);
    if (!options.machine.empty()) plan.machineFile = options.machine;
    // --calibrate: the profile is measured first and set then (run_command.cpp).
    if (!options.calibrateOutput.empty()) plan.machineFile.clear();
    for (PlanCase& c : plan.cases) {
        overrideTiming(c.timing, options.timing);
        if (options.seed) c.spec.seed = *options.seed;
        if (options.recordTimeline && c.kind != CaseKind::MpiBaseline) c.recordTimeline = true;
    }
    return plan;
}

void checkPlanAgainstWorld(RunPlan& plan, int worldSize, const std::string& mpiLibrary,
                           std::vector<std::string>* notes) {
    for (std::size_t i = 0; i < plan.cases.size(); ++i) {
        PlanCase& c = plan.cases[i];
        const std::string at = "case " + std::to_string(i) + " (" + c.spec.algorithm + "): ";
        if (c.procs && *c.procs != worldSize)
            throw PlanError(at + "planned for " + std::to_string(*c.procs) +
                            " ranks, but mpirun started " + std::to_string(worldSize) +
                            " (run with -np " + std::to_string(*c.procs) + ")");
        for (Rank r : c.roots)
            if (r >= worldSize)
                throw PlanError(at + "root " + std::to_string(r) + " is out of range 0.." +
                                std::to_string(worldSize - 1));
        if (!c.mpichAlgorithm.empty() && mpiLibrary.find("MPICH") == std::string::npos)
            throw PlanError(at + "forcing MPICH's algorithm '" + c.mpichAlgorithm +
                            "' needs calltree-runner-mpich, the runner built against MPICH (this "
                            "one runs under " +
                            mpiLibrary.substr(0, mpiLibrary.find(',')) + ")");
        if (c.kind == CaseKind::MpiBaseline)
            if (auto bad = checkForcedAlgorithm(*parseMpiCollective(c.spec.algorithm),
                                                c.ompiAlgorithm, mpiLibrary))
                throw PlanError(at + *bad);
        if (c.kind == CaseKind::Schedule && checkScheduleCase(c.spec, worldSize)) {
            if (notes && (c.bytes.size() > 1 || c.roots.size() > 1))
                notes->push_back(at +
                                 "runs on its own input, so message sizes and roots do not "
                                 "apply: it runs once");
            c.bytes = {0};
            c.roots = {0};
        }
    }
}

}  // namespace ct::runner
