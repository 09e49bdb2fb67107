#include "tuning/rules_verification.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

namespace ct::tuning {

const char* toString(RuleEffect e) {
    switch (e) {
        case RuleEffect::KeepsDefault:
            return "keeps default";
        case RuleEffect::InEffect:
            return "in effect";
        case RuleEffect::NotInEffect:
            return "NOT in effect";
        case RuleEffect::Undecided:
            return "undecided";
        case RuleEffect::NotMeasured:
            return "not measured";
    }
    return "";
}

const char* toString(FileVerdict v) {
    switch (v) {
        case FileVerdict::InEffect:
            return "in effect";
        case FileVerdict::NotInEffect:
            return "NOT in effect";
        case FileVerdict::Contradictory:
            return "contradictory";
        case FileVerdict::CannotTell:
            return "cannot tell";
        case FileVerdict::KeepsDefault:
            return "keeps default";
    }
    return "";
}

FileVerdict RulesVerification::verdict() const {
    if (inEffect > 0 && notInEffect > 0) return FileVerdict::Contradictory;
    if (notInEffect > 0) return FileVerdict::NotInEffect;
    if (inEffect > 0) return FileVerdict::InEffect;
    const bool picksOther = std::any_of(points.begin(), points.end(),
                                        [](const VerifiedPoint& p) { return p.filePick != 0; });
    return picksOther ? FileVerdict::CannotTell : FileVerdict::KeepsDefault;
}

namespace {

double ratio(const std::optional<Measurement>& a, const std::optional<Measurement>& b) {
    if (!a || !b || b->stats.median <= 0) return 0;
    return a->stats.median / b->stats.median;
}

bool sameTime(const Measurement& a, const Measurement& b, double tolerance) {
    const bool overlap = a.stats.ci95Low <= b.stats.ci95High && b.stats.ci95Low <= a.stats.ci95High;
    return overlap ||
           (b.stats.median > 0 && std::abs(a.stats.median / b.stats.median - 1) <= tolerance);
}

// The pick forced in the same minutes as the file's own choice: the sweep says how far the
// default lies from the pick (default / pick); the launch says how far the file's time lies from
// the pick's. Measured on the log scale as a fraction of the sweep's distance: near 0 the file
// ran the pick, near 1 it ran the default; the thirds between are a dead zone, so that noise
// within one launch (a preempted rank on shared cores) is not read as either.
RuleEffect sameLaunchEffect(const Measurement& under, const Measurement& pickHere,
                            const Measurement& defaultRun, const Measurement& picked,
                            double tolerance) {
    for (const Measurement* m : {&under, &pickHere, &defaultRun, &picked})
        if (!(m->stats.median > 0)) return RuleEffect::Undecided;  // no time to compare
    // The distance comes from the sweep, another launch: one no larger than two launches drift
    // apart at a point is no yardstick (under Open MPI 5.0 a dropped file's default ran at the
    // pick's time where the sweep had them 14 % apart, and read as in effect).
    constexpr double kLaunchDrift = 0.25;
    if (sameTime(defaultRun, picked, std::max(tolerance, kLaunchDrift)))
        return RuleEffect::Undecided;
    const double distance = std::log(defaultRun.stats.median / picked.stats.median);
    const double here = std::log(under.stats.median / pickHere.stats.median);
    const double fraction = here / distance;
    if (std::abs(fraction) <= 1.0 / 3) return RuleEffect::InEffect;
    // Off the pick the default's way, and not within the pick's interval (a few tenths of a
    // microsecond at small sizes are 20 % and noise).
    const bool overlap = under.stats.ci95Low <= pickHere.stats.ci95High &&
                         pickHere.stats.ci95Low <= under.stats.ci95High;
    if (fraction >= 2.0 / 3 && !overlap) return RuleEffect::NotInEffect;
    return RuleEffect::Undecided;
}

}  // namespace

double VerifiedPoint::againstBest() const {
    return ratio(underRules, best);
}
double VerifiedPoint::againstDefault() const {
    return ratio(underRules, defaultRun);
}

RulesVerification verifyRules(const MeasuredDecision& sweep, const DecisionTable& rules,
                              const std::vector<Measurement>& underRules, double tolerance) {
    return verifyRules(
        sweep,
        [&rules](int collective, int commSize, std::uint64_t messageBytes) {
            const auto sel = selectRule(rules, collective, commSize, messageBytes);
            return sel && sel->rule ? sel->rule->algorithm : 0;
        },
        underRules, tolerance);
}

RulesVerification verifyRules(const MeasuredDecision& sweep, const FilePick& pick,
                              const std::vector<Measurement>& underRules, double tolerance) {
    RulesVerification v;
    for (const auto& p : sweep.points) {
        VerifiedPoint vp;
        vp.collective = p.collective;
        vp.commSize = p.commSize;
        vp.bytes = p.bytes;
        vp.messageBytes = p.messageBytes;
        vp.filePick = pick(p.collective, p.commSize, p.messageBytes);
        vp.defaultRun = p.defaultRun;
        for (const auto& m : sweep.measurements) {
            if (m.collective != p.collective || m.commSize != p.commSize || m.bytes != p.bytes)
                continue;
            if (m.algorithm == vp.filePick && m.algorithm != 0) vp.picked = m;
            if (!vp.best || m.stats.median < vp.best->stats.median) vp.best = m;
        }
        for (const auto& m : underRules) {
            if (m.collective != p.collective || m.commSize != p.commSize || m.bytes != p.bytes)
                continue;
            if (m.algorithm == 0) vp.underRules = m;
            if (m.algorithm == vp.filePick && m.algorithm != 0) vp.pickedHere = m;
        }
        if (vp.filePick == 0) {
            vp.effect = RuleEffect::KeepsDefault;
        } else if (!vp.underRules || !vp.defaultRun || !vp.picked) {
            vp.effect = RuleEffect::NotMeasured;
        } else if (vp.pickedHere) {
            vp.effect = sameLaunchEffect(*vp.underRules, *vp.pickedHere, *vp.defaultRun, *vp.picked,
                                         tolerance);
        } else {
            const bool likePick = sameTime(*vp.underRules, *vp.picked, tolerance);
            const bool likeDefault = sameTime(*vp.underRules, *vp.defaultRun, tolerance);
            vp.effect = likePick && !likeDefault   ? RuleEffect::InEffect
                        : likeDefault && !likePick ? RuleEffect::NotInEffect
                                                   : RuleEffect::Undecided;
        }
        if (vp.effect == RuleEffect::InEffect) ++v.inEffect;
        if (vp.effect == RuleEffect::NotInEffect) ++v.notInEffect;
        if (vp.effect == RuleEffect::Undecided) ++v.undecided;
        v.points.push_back(vp);
    }
    return v;
}

std::vector<SweepCase> verificationCases(const MeasuredDecision& sweep, const FilePick& pick,
                                         int commSize) {
    std::vector<SweepCase> cases;
    const auto caseOf = [&cases](int collective, int algorithm) -> SweepCase& {
        for (auto& c : cases)
            if (c.collective == collective && c.algorithm == algorithm) return c;
        return cases.emplace_back(SweepCase{collective, algorithm, {}});
    };
    for (const auto& p : sweep.points) {  // by collective, communicator size, size
        if (p.commSize != commSize) continue;
        caseOf(p.collective, 0).sizes.push_back(p.bytes);
        const int k = pick(p.collective, p.commSize, p.messageBytes);
        if (k > 0) caseOf(p.collective, k).sizes.push_back(p.bytes);
    }
    if (cases.empty())
        throw std::invalid_argument("the sweep has no point on " + std::to_string(commSize) +
                                    " ranks");
    for (auto& c : cases) {
        std::sort(c.sizes.begin(), c.sizes.end());
        c.sizes.erase(std::unique(c.sizes.begin(), c.sizes.end()), c.sizes.end());
    }
    return cases;
}

SweepRun verificationLaunch(const MeasuredDecision& sweep, const FilePick& pick, int commSize,
                            const std::string& base, int rounds, const LaunchOptions& launch,
                            const std::string& rulesFile) {
    return interleavedLaunch(commSize, verificationCases(sweep, pick, commSize), base, rounds,
                             launch, {{"coll_tuned_dynamic_rules_filename", rulesFile}});
}

std::vector<SweepRun> planRulesVerification(const MeasuredDecision& sweep, const FilePick& pick,
                                            const std::string& outDir, int rounds,
                                            const LaunchOptions& launch,
                                            const std::string& rulesFile) {
    std::set<int> commSizes;
    for (const auto& p : sweep.points)
        commSizes.insert(p.commSize);
    std::vector<SweepRun> runs;
    for (int np : commSizes)
        runs.push_back(verificationLaunch(
            sweep, pick, np, outDir + "/rules-np" + std::to_string(np), rounds, launch, rulesFile));
    return runs;
}

RulesVerification verifyFromRuns(const MeasuredDecision& sweep, const FilePick& pick,
                                 const std::vector<SweepRun>& runs, std::vector<std::string>& notes,
                                 double tolerance) {
    return verifyRules(sweep, pick, collectRulesMeasurements(launchedResults(runs), notes),
                       tolerance);
}

std::vector<Measurement> collectRulesMeasurements(std::vector<NamedResults> docs,
                                                  std::vector<std::string>& notes) {
    // Their forced setting is the rules file; every case then ran with "algorithm 0" as far as
    // the runner can tell, which is what collectMeasurements reads.
    for (auto& d : docs) {
        d.results.environment.ompiForced.clear();
        d.results.environment.mpichForced.clear();  // MPICH's tuning file, its CVARs auto
    }
    return collectMeasurements(docs, notes);
}

}  // namespace ct::tuning
