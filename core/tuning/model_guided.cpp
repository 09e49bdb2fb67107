#include "tuning/model_guided.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <tuple>

#include "analysis/prediction_accuracy.h"
#include "tuning/forced_program.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

int GuidedPlan::measurements() const {
    int n = 0;
    for (const auto& p : points)
        n += 1 + int(p.measure.size());
    return n;
}

int GuidedPlan::exhaustive() const {
    int n = 0;
    for (const auto& p : points)
        n += 1 + int(p.predicted.size() + p.unpredicted.size());
    return n;
}

namespace {

// The problem name the catalogue (and ompiTwin) uses for an Open MPI collective.
std::string problemOf(int collective) {
    if (collective == ompi::kBcast) return "broadcast";
    return ompiCollectiveName(collective);  // reduce, allreduce, allgather, alltoall
}

// The predicted time of `algorithm` forced for one (collective, ranks, size), as
// calltree fidelity predicts a forced baseline; nullopt without a twin or a prediction.
std::optional<double> predictForced(int collective, int commSize, std::uint64_t bytes,
                                    int algorithm, const LogGPProfile& modelUs) {
    ct::protocol::ResultsDocument doc;
    doc.environment.ranks = commSize;
    doc.environment.ompiForced = "coll_tuned_use_dynamic_rules=1 coll_tuned_" +
                                 ompiCollectiveName(collective) +
                                 "_algorithm=" + std::to_string(algorithm);
    ct::protocol::CaseResult c;
    c.name = "prediction";
    c.kind = ct::protocol::CaseKind::MpiBaseline;
    c.spec.algorithm = baselineOfCollective(collective);
    c.spec.procs = commSize;
    c.spec.bytes = bytes;
    c.bytes = bytes;
    c.problem = problemOf(collective);
    c.ompiAlgorithm = algorithm;
    c.times = {1.0};  // a placeholder: only the prediction is used
    c.stats = ct::protocol::Statistics{1, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0};
    doc.cases.push_back(c);
    try {
        const auto report = ct::predictCases(doc, modelUs);
        if (report.points.empty() || !(report.points.front().predicted > 0)) return std::nullopt;
        return report.points.front().predicted;
    } catch (const std::exception&) {
        return std::nullopt;  // the twin cannot be built for this case
    }
}

// The launches of the points `include` selects, in planSweep's order: per communicator size one
// interleaved launch of every (collective, algorithm) with sizes there (the default at every
// size), or one launch per algorithm; file stems end in `suffix`.
std::vector<SweepRun> guidedLaunches(const GuidedPlan& plan, const SweepRequest& request,
                                     const LaunchOptions& launch,
                                     const std::function<bool(const GuidedPoint&)>& include,
                                     const std::string& suffix) {
    std::map<std::tuple<int, int, int>, std::vector<std::uint64_t>> sizesOf;  // np, coll, alg
    for (const auto& p : plan.points) {
        if (!include(p)) continue;
        sizesOf[{p.commSize, p.collective, 0}].push_back(p.bytes);
        for (int a : p.measure)
            sizesOf[{p.commSize, p.collective, a}].push_back(p.bytes);
    }
    std::vector<SweepRun> runs;
    const std::string dir = request.outDir.empty() ? "." : request.outDir;
    for (int np : request.commSizes) {
        std::vector<SweepCase> cases;
        for (int c : request.collectives)
            for (int a : sweptAlgorithms(request, c)) {
                const auto it = sizesOf.find({np, c, a});
                if (it == sizesOf.end() || it->second.empty()) continue;
                if (request.launches == SweepLaunches::PerCommSize) {
                    cases.push_back({c, a, it->second});
                    continue;
                }
                const std::string base = dir + "/" + runName(c, np, a) + suffix;
                SweepRun guided =
                    launchCommand(c, np, a, it->second, base + ".results.json", launch);
                guided.log = base + ".log";
                runs.push_back(std::move(guided));
            }
        if (!cases.empty())
            runs.push_back(interleavedLaunch(np, std::move(cases),
                                             dir + "/sweep-np" + std::to_string(np) + suffix,
                                             request.rounds, launch));
    }
    return runs;
}

}  // namespace

GuidedPlan planGuided(const SweepRequest& request, const LaunchOptions& launch,
                      const LogGPProfile& modelUs, const GuidedOptions& options) {
    // planSweep checks the request (its runs are not used: the guided ones measure fewer sizes).
    planSweep(request, launch);
    GuidedPlan plan;
    for (int np : request.commSizes)
        for (int c : request.collectives) {
            std::vector<int> forced = sweptAlgorithms(request, c);
            forced.erase(forced.begin());  // Open MPI's choice: always measured, never predicted
            for (std::size_t i = 0; i < request.sizes.size(); ++i) {
                GuidedPoint p;
                p.collective = c;
                p.commSize = np;
                p.bytes = request.sizes[i];
                double best = std::numeric_limits<double>::infinity();
                for (int a : forced) {
                    if (const auto t = predictForced(c, np, p.bytes, a, modelUs)) {
                        p.predicted[a] = *t;
                        if (*t < best) {
                            best = *t;
                            p.predictedBest = a;
                        }
                    } else {
                        p.unpredicted.push_back(a);
                    }
                }
                p.oversubscribed = options.wholeWhenOversubscribed && launch.hostfile.empty() &&
                                   launch.coresHere > 0 && np > launch.coresHere;
                p.verification = p.oversubscribed || (options.verifyEvery > 0 &&
                                                      int(i % std::size_t(options.verifyEvery)) ==
                                                          options.verifyEvery - 1);
                if (options.mergeIdentical)
                    for (const auto& [a, representative] :
                         identicalProgramClasses(c, np, p.bytes, forced))
                        if (a != representative) p.sameProgramAs[a] = representative;
                for (int a : forced) {
                    if (p.sameProgramAs.count(a)) continue;  // its representative is measured
                    const auto t = p.predicted.find(a);
                    const bool near =
                        t == p.predicted.end() || t->second <= best * (1 + options.margin);
                    if (near) p.withinMargin.push_back(a);
                    if (p.verification || near) p.measure.push_back(a);
                }
                plan.points.push_back(p);
            }
        }
    plan.runs = options.adaptive
                    ? verificationRuns(plan, request, launch)
                    : guidedLaunches(
                          plan, request, launch, [](const GuidedPoint&) { return true; }, "");
    return plan;
}

std::vector<SweepRun> verificationRuns(const GuidedPlan& plan, const SweepRequest& request,
                                       const LaunchOptions& launch) {
    return guidedLaunches(
        plan, request, launch, [](const GuidedPoint& p) { return p.verification; },
        "-verification");
}

std::vector<SweepRun> remainingGuidedRuns(const GuidedPlan& plan, const SweepRequest& request,
                                          const LaunchOptions& launch) {
    return guidedLaunches(
        plan, request, launch, [](const GuidedPoint& p) { return !p.verification; }, "");
}

std::vector<VerificationVerdict> adaptToVerification(GuidedPlan& plan,
                                                     const MeasuredDecision& measured,
                                                     double tolerance) {
    const auto median = [&](const GuidedPoint& p, int a) -> std::optional<double> {
        for (const auto& m : measured.measurements)
            if (m.collective == p.collective && m.commSize == p.commSize && m.bytes == p.bytes &&
                m.algorithm == a)
                return m.stats.median;
        return std::nullopt;
    };
    std::vector<VerificationVerdict> verdicts;
    std::map<const GuidedPoint*, bool> missed;  // verification point → missed
    for (const auto& p : plan.points) {
        if (!p.verification || p.oversubscribed) continue;
        VerificationVerdict v{p.collective, p.commSize, p.bytes, 0, 0, 0, false};
        std::optional<double> best, marginBest;
        for (int a : p.measure) {
            const auto t = median(p, a);
            if (!t) continue;
            if (!best || *t < *best) best = t, v.measuredBest = a;
            const bool within =
                std::find(p.withinMargin.begin(), p.withinMargin.end(), a) != p.withinMargin.end();
            if (within && (!marginBest || *t < *marginBest)) marginBest = t, v.marginBest = a;
        }
        if (!best) continue;  // not measured (yet)
        v.loss = marginBest ? *marginBest / *best - 1 : std::numeric_limits<double>::infinity();
        v.missed = v.loss > tolerance;
        missed[&p] = v.missed;
        verdicts.push_back(v);
    }
    // Per (collective, ranks) the points are in size order: the nearest verification point
    // below and above each other point decide.
    for (std::size_t i = 0; i < plan.points.size(); ++i) {
        GuidedPoint& p = plan.points[i];
        if (p.verification) continue;
        const auto same = [&p](const GuidedPoint& q) {
            return q.collective == p.collective && q.commSize == p.commSize;
        };
        bool wrong = false;
        for (std::size_t j = i; j-- > 0 && same(plan.points[j]);)
            if (plan.points[j].verification) {
                wrong = wrong || (missed.count(&plan.points[j]) && missed[&plan.points[j]]);
                break;
            }
        for (std::size_t j = i + 1; j < plan.points.size() && same(plan.points[j]); ++j)
            if (plan.points[j].verification) {
                wrong = wrong || (missed.count(&plan.points[j]) && missed[&plan.points[j]]);
                break;
            }
        if (!wrong) continue;
        p.adapted = true;
        p.measure.clear();
        for (const auto& [a, t] : p.predicted)
            if (!p.sameProgramAs.count(a)) p.measure.push_back(a);
        for (int a : p.unpredicted)
            if (!p.sameProgramAs.count(a)) p.measure.push_back(a);
        std::sort(p.measure.begin(), p.measure.end());
    }
    return verdicts;
}

AdaptedRest adaptAfterVerification(GuidedPlan& plan, const std::vector<SweepRun>& verification,
                                   const SweepRequest& request, const LaunchOptions& launch,
                                   double tolerance) {
    AdaptedRest rest;
    rest.verdicts =
        adaptToVerification(plan, decideFromResults(launchedResults(verification)), tolerance);
    rest.runs = remainingGuidedRuns(plan, request, launch);
    return rest;
}

std::vector<PointComparison> comparePoints(const MeasuredDecision& first,
                                           const MeasuredDecision& second, double tolerance) {
    std::vector<PointComparison> out;
    for (const auto& g : first.points) {
        const auto e =
            std::find_if(second.points.begin(), second.points.end(), [&](const PointDecision& x) {
                return x.collective == g.collective && x.commSize == g.commSize &&
                       x.bytes == g.bytes;
            });
        if (e == second.points.end() || !e->best || !g.best) continue;
        const Measurement* timed = nullptr;
        for (const auto& m : second.measurements)
            if (m.collective == g.collective && m.commSize == g.commSize && m.bytes == g.bytes &&
                m.algorithm == g.best->algorithm)
                timed = &m;
        if (!timed) continue;
        PointComparison c;
        c.collective = g.collective;
        c.commSize = g.commSize;
        c.bytes = g.bytes;
        c.best = &*g.best;
        c.bestThere = timed;
        c.otherBest = &*e->best;
        c.loss = timed->stats.median / e->best->stats.median - 1;
        c.within = c.loss <= tolerance;
        c.withinNoise =
            c.within || timed->stats.ci95Low <= (1 + tolerance) * e->best->stats.ci95High;
        c.sameCode =
            !timed->mpich && !e->best->mpich &&
            sameOmpiCode(g.collective, g.commSize, g.bytes, g.best->algorithm, e->best->algorithm);
        c.chosen = g.chosen;
        c.otherChosen = e->chosen;
        c.picksAgree = g.chosen == e->chosen;
        out.push_back(c);
    }
    return out;
}

GuidedComparison summarize(const std::vector<PointComparison>& points) {
    GuidedComparison c;
    for (const PointComparison& p : points) {
        ++c.points;
        c.worstLoss = std::max(c.worstLoss, p.loss);
        c.bestWithin += p.within ? 1 : 0;
        c.withinNoise += p.withinNoise ? 1 : 0;
        c.withinSameCode += p.within || p.sameCode ? 1 : 0;
        c.picksAgree += p.picksAgree ? 1 : 0;
    }
    return c;
}

GuidedComparison compareWithExhaustive(const MeasuredDecision& guided,
                                       const MeasuredDecision& exhaustive, double tolerance) {
    return summarize(comparePoints(guided, exhaustive, tolerance));
}

}  // namespace ct::tuning
