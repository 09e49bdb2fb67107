#include "tuning/guided_replay.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ct::tuning {

namespace {

using PointKey = std::tuple<int, int, std::uint64_t>;  // collective, ranks, bytes

PointKey keyOf(const Measurement& m) {
    return {m.collective, m.commSize, m.bytes};
}
PointKey keyOf(const GuidedPoint& p) {
    return {p.collective, p.commSize, p.bytes};
}

// The algorithms a point's plan measures: Open MPI's choice and its forced candidates.
std::set<int> measuredAt(const GuidedPoint& p) {
    std::set<int> out(p.measure.begin(), p.measure.end());
    out.insert(0);
    return out;
}

// `exhaustive`'s measurements of the points `include` selects, each only for the algorithms the
// plan measures there.
MeasuredDecision decideSubset(const MeasuredDecision& exhaustive, const GuidedPlan& plan,
                              bool (*include)(const GuidedPoint&)) {
    std::map<PointKey, std::set<int>> allowed;
    for (const auto& p : plan.points)
        if (include(p)) allowed[keyOf(p)] = measuredAt(p);
    std::vector<Measurement> subset;
    for (const auto& m : exhaustive.measurements) {
        const auto it = allowed.find(keyOf(m));
        if (it != allowed.end() && it->second.count(m.algorithm)) subset.push_back(m);
    }
    return decide(std::move(subset));
}

}  // namespace

SweepRequest requestOf(const MeasuredDecision& exhaustive) {
    if (exhaustive.measurements.empty())
        throw std::invalid_argument("the exhaustive sweep holds no measurements");
    std::set<int> collectives, commSizes;
    std::set<std::uint64_t> sizes;
    std::map<int, std::set<int>> forced;
    for (const auto& m : exhaustive.measurements) {
        collectives.insert(m.collective);
        commSizes.insert(m.commSize);
        sizes.insert(m.bytes);
        if (m.algorithm != 0) forced[m.collective].insert(m.algorithm);
    }
    SweepRequest r;
    r.collectives.assign(collectives.begin(), collectives.end());
    r.commSizes.assign(commSizes.begin(), commSizes.end());
    r.sizes.assign(sizes.begin(), sizes.end());
    for (int c : r.collectives)
        r.algorithms.push_back({c, std::vector<int>(forced[c].begin(), forced[c].end())});
    return r;
}

GuidedReplay replayGuided(const MeasuredDecision& exhaustive, const LaunchOptions& launch,
                          const LogGPProfile& modelUs, const GuidedOptions& options,
                          double tolerance) {
    GuidedReplay out;
    out.plan = planGuided(requestOf(exhaustive), launch, modelUs, options);
    if (options.adaptive) {
        const MeasuredDecision verification =
            decideSubset(exhaustive, out.plan, [](const GuidedPoint& p) { return p.verification; });
        out.verdicts = adaptToVerification(out.plan, verification, options.adaptTolerance);
    }
    out.guided = decideSubset(exhaustive, out.plan, [](const GuidedPoint&) { return true; });
    const std::vector<PointComparison> compared = comparePoints(out.guided, exhaustive, tolerance);
    out.summary = summarize(compared);

    std::map<PointKey, const GuidedPoint*> planned;
    for (const auto& p : out.plan.points)
        planned[keyOf(p)] = &p;
    for (const PointComparison& c : compared) {
        if (c.within) continue;
        ReplayMiss miss;
        miss.collective = c.collective;
        miss.commSize = c.commSize;
        miss.bytes = c.bytes;
        miss.guidedBest = c.best->algorithm;
        miss.exhaustiveBest = c.otherBest->algorithm;
        miss.loss = c.loss;
        miss.sameCode = c.sameCode;
        const GuidedPoint& p = *planned.at({c.collective, c.commSize, c.bytes});
        const auto same = p.sameProgramAs.find(miss.exhaustiveBest);
        // Merged into a representative the margin left out: the margin's miss, not the merge's.
        if (same != p.sameProgramAs.end() &&
            std::find(p.measure.begin(), p.measure.end(), same->second) != p.measure.end()) {
            miss.reason = ReplayMissReason::SameProgram;
            miss.measuredInstead = same->second;
        } else {
            miss.reason = ReplayMissReason::OutsideMargin;
            const auto t = p.predicted.find(miss.exhaustiveBest);
            const auto best = p.predicted.find(p.predictedBest);
            if (t != p.predicted.end() && best != p.predicted.end() && best->second > 0)
                miss.predictedExcess = t->second / best->second - 1;
        }
        out.misses.push_back(miss);
    }
    return out;
}

}  // namespace ct::tuning
