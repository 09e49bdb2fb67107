#include "tuning/rules_verification.h"

#include <cmath>

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
        for (const auto& m : underRules)
            if (m.collective == p.collective && m.commSize == p.commSize && m.bytes == p.bytes)
                vp.underRules = m;
        if (vp.filePick == 0) {
            vp.effect = RuleEffect::KeepsDefault;
        } else if (!vp.underRules || !vp.defaultRun || !vp.picked) {
            vp.effect = RuleEffect::NotMeasured;
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
