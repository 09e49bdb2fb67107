#pragma once
// Did a rules file take effect? The collectives are run again under the file and compared, per
// measured point, with the sweep's default run and with the run of the algorithm the file picks
// there. Open MPI says nothing when it ignores a file (without coll_base_verbose), so the
// evidence is the times: where the file picks algorithm K ≠ 0 and K's time differs from the
// default's, a run under the file that takes the default's time and not K's means the file was
// not applied. "Takes the time" = the 95 % intervals overlap, or the medians differ by at most
// `tolerance` (runs minutes apart on a shared machine drift more than their intervals say).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tuning/decision_table.h"
#include "tuning/measured_decision.h"

namespace ct::tuning {

enum class RuleEffect {
    KeepsDefault,  // the file picks 0 here: nothing to tell
    InEffect,      // the time under the file matches K's and not the default's
    NotInEffect,   // it matches the default's and not K's
    Undecided,     // it matches both (K and the default take the same time) or neither (the
                   // runs drifted apart: another job, a different placement)
    NotMeasured,   // the sweep has no run of K, or the default, or the run under the file
};
const char* toString(RuleEffect e);  // "keeps default", "in effect", "NOT in effect", …

struct VerifiedPoint {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    std::uint64_t messageBytes = 0;
    int filePick = 0;                       // the file's algorithm here (0: Open MPI's default)
    std::optional<Measurement> underRules;  // the run under the file
    std::optional<Measurement> defaultRun;
    std::optional<Measurement> picked;  // the sweep's run of filePick (when not 0)
    std::optional<Measurement> best;    // the sweep's fastest run, default included
    RuleEffect effect = RuleEffect::NotMeasured;
    // median under the file / median of best, of the default; 0 when one is missing.
    double againstBest() const;
    double againstDefault() const;
};

struct RulesVerification {
    std::vector<VerifiedPoint> points;
    int inEffect = 0, notInEffect = 0, undecided = 0;
    // False when at least one point shows the default's time where the file picks another
    // algorithm and no point shows the file's pick: the file did not take effect.
    bool tookEffect() const { return !(notInEffect > 0 && inEffect == 0); }
};

// `sweep`: the decision of the sweep (its points and measurements); `rules`: the file as Open
// MPI reads it; `underRules`: measurements of runs under the file (collectMeasurements of
// them, with their environment's rules setting cleared).
RulesVerification verifyRules(const MeasuredDecision& sweep, const DecisionTable& rules,
                              const std::vector<Measurement>& underRules, double tolerance = 0.10);

// The same for a file read by another selection: `pick` gives the file's algorithm at a point
// (0: the library's own choice; under MPICH the numbers of mpich_algorithms.h, and a number no
// sweep forced, such as -1, for an algorithm the sweep did not measure: that point is then
// "not measured").
using FilePick = std::function<int(int collective, int commSize, std::uint64_t messageBytes)>;
RulesVerification verifyRules(const MeasuredDecision& sweep, const FilePick& pick,
                              const std::vector<Measurement>& underRules, double tolerance = 0.10);

// collectMeasurements for runs made under a rules file (which collectMeasurements leaves out
// of a sweep's decision).
std::vector<Measurement> collectRulesMeasurements(std::vector<NamedResults> docs,
                                                  std::vector<std::string>& notes);

}  // namespace ct::tuning
