// calltree tune replay: a model-guided sweep replayed on an exhaustive sweep's own measurements
// (core/tuning/guided_replay.h) — what the model's margin and merging cost, apart from the
// difference between two launches that `tune compare` of two exhaustive sweeps shows.
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <thread>

#include "cmd_tune_report.h"
#include "commands.h"
#include "tuning/guided_replay.h"
#include "tuning/ompi_collectives.h"
#include "tuning_options.h"

namespace ct::cli {

using namespace ct::tuning;

namespace {

void printMiss(const ReplayMiss& m, const KnownAlgorithms& known, std::ostream& out) {
    out << "  " << ompiCollectiveName(m.collective) << " " << m.commSize << " ranks " << m.bytes
        << " B: measured best " << algorithmLabel(known, m.collective, m.guidedBest) << ", "
        << int(100 * m.loss + 0.5) << " % slower than "
        << algorithmLabel(known, m.collective, m.exhaustiveBest) << ", which ";
    if (m.reason == ReplayMissReason::SameProgram)
        out << "runs the program of " << algorithmLabel(known, m.collective, m.measuredInstead)
            << " (measured in its place)";
    else
        out << "was predicted " << int(100 * m.predictedExcess + 0.5)
            << " % slower than the predicted best (outside the margin)";
    out << (m.sameCode ? "; both run the same code\n" : "\n");
}

}  // namespace

void runTuneReplay(const Args& args, std::ostream& out) {
    args.allowOnly({"action", "in", "model", "margin", "verify-every", "merge-identical",
                    "adaptive", "cores", "ompi-info", "ompi-version"});
    const std::string dir = args.requiredText("in");
    const LogGPProfile model = loadProfileUs(args.requiredText("model"));
    GuidedOptions options;
    options.margin = args.number("margin", 0.25, 0, 100);
    options.verifyEvery = int(args.integer("verify-every", 4, 0, 1000));
    options.mergeIdentical = args.has("merge-identical");
    options.adaptive = args.has("adaptive");
    if (options.adaptive && options.verifyEvery == 0)
        throw UsageError("--adaptive adapts to the verification points: not with --verify-every 0");
    // The cores of the machine the sweep ran on: communicator sizes above them are measured
    // whole, as the guided sweep does (no hostfile).
    LaunchOptions launch;
    launch.coresHere = int(args.integer("cores", std::thread::hardware_concurrency(), 1, 1 << 20));
    const MeasuredDecision exhaustive = decideFromResults(loadResultsDir(dir));
    if (exhaustive.mpich)
        throw UsageError("--in: " + dir +
                         " was measured under MPICH; model-guided tuning predicts Open MPI's "
                         "algorithms");
    GuidedReplay replay;
    try {
        replay = replayGuided(exhaustive, launch, model, options);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--in: ") + e.what());
    }
    const KnownAlgorithms known = knownAlgorithms(args);
    const int taken = int(replay.guided.measurements.size());
    const int all = int(exhaustive.measurements.size());
    out << "Replayed on " << dir << "'s measurements: the guided sweep measures " << taken << " of "
        << all << " (" << std::fixed << std::setprecision(1) << double(all) / std::max(taken, 1)
        << "x fewer)" << std::defaultfloat;
    if (taken != replay.plan.measurements())
        out << "; it plans " << replay.plan.measurements() << ", the sweep lacks the rest";
    out << ".\n";
    if (!replay.verdicts.empty()) {
        int missed = 0, adapted = 0;
        for (const auto& v : replay.verdicts)
            missed += v.missed;
        for (const auto& p : replay.plan.points)
            adapted += p.adapted;
        out << "  adaptive: the margin missed the measured best at " << missed << " of "
            << replay.verdicts.size() << " verification point(s); " << adapted
            << " size(s) next to them measure every algorithm\n";
    }
    printComparison(replay.summary, "the guided", dir + " (the same measurements)", out);
    printComparisonByGroup(replay.guided, exhaustive, out);
    if (!replay.misses.empty()) {
        out << "Misses (more than 5 % slower than the exhaustive best):\n";
        for (const auto& m : replay.misses)
            printMiss(m, known, out);
    }
}

}  // namespace ct::cli
