#pragma once
// Did a rules file take effect? The collectives are run again under the file and compared, per
// measured point, with the sweep's default run and with the run of the algorithm the file picks
// there. Open MPI says nothing when it ignores a file (without coll_base_verbose), so the
// evidence is the times: where the file picks algorithm K ≠ 0 and K's time differs from the
// default's, a run under the file that takes the default's time and not K's means the file was
// not applied. "Takes the time" = the 95 % intervals overlap, or the medians differ by at most
// `tolerance` (runs minutes apart on a shared machine drift more than their intervals say).
// Under Open MPI the launch under the file also runs K forced, interleaved with the file's own
// choice (verificationLaunch): then the file's time is held against K's of the same minutes, and
// the sweep only says how far apart K and the default lie (default / K). On the log scale the
// file's time / K's of the launch is then within a third of that distance from K's (in effect),
// or at least two thirds of it away towards the default with the two intervals apart (NOT in
// effect: relative times of two algorithms differ from launch to launch, so farther counts too);
// else, or when the sweep has K and the default within 25 % (two launches drift that far apart
// at a point), undecided.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tuning/decision_table.h"
#include "tuning/measured_decision.h"
#include "tuning/sweep_plan.h"

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
    // filePick forced in the launch under the file, interleaved with underRules (Open MPI's
    // verificationLaunch, MPICH's planMpichRulesVerification)
    std::optional<Measurement> pickedHere;
    std::optional<Measurement> best;  // the sweep's fastest run, default included
    RuleEffect effect = RuleEffect::NotMeasured;
    // median under the file / median of best, of the default; 0 when one is missing.
    double againstBest() const;
    double againstDefault() const;
};

// The file as a whole. Open MPI reads a rules file once, whole or not at all, when it starts,
// so every point is a witness of one fact: points that disagree mean that some of them read
// the launch's noise (two algorithms that happened to take one time there), not a file half
// applied.
enum class FileVerdict {
    InEffect,       // some points show the file's picks, none the default's
    NotInEffect,    // some show the default's time where the file picks another, none its pick
    Contradictory,  // both: the times of this launch cannot decide
    CannotTell,     // the file picks other algorithms, but every such point is undecided
    KeepsDefault,   // the file keeps the default at every measured point
};
const char* toString(FileVerdict v);  // "in effect", "NOT in effect", "contradictory", …

struct RulesVerification {
    std::vector<VerifiedPoint> points;
    int inEffect = 0, notInEffect = 0, undecided = 0;
    FileVerdict verdict() const;
    // Not shown ignored and not contradicted (in effect, or nothing can tell).
    bool tookEffect() const {
        return verdict() != FileVerdict::NotInEffect && verdict() != FileVerdict::Contradictory;
    }
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

// The cases of a verification launch on `commSize` ranks: per collective of `sweep` at that
// size the library's own choice (algorithm 0, which under the file is the file's pick) at every
// swept size and every algorithm K the file picks forced at the sizes where it picks K. Throws
// std::invalid_argument when the sweep has no point at `commSize`.
std::vector<SweepCase> verificationCases(const MeasuredDecision& sweep, const FilePick& pick,
                                         int commSize);

// tune verify's launch on `commSize` ranks under the Open MPI rules file `rulesFile` (absolute),
// writing `base`.results.json: per collective of `sweep` at that size, Open MPI's own choice
// (algorithm 0, which under the file is the file's pick) at every swept size and, interleaved
// with it in `rounds` rounds, every algorithm K the file picks forced at the sizes where it picks
// K. Forcing does not hide the file: Open MPI 4.1 lets a file's rule win over the forced
// algorithm, 5.0 the forced one, which is K — so where the file is in effect both cases run K,
// and where it is not the unforced case runs the default. Throws std::invalid_argument when the
// sweep has no point at `commSize`.
SweepRun verificationLaunch(const MeasuredDecision& sweep, const FilePick& pick, int commSize,
                            const std::string& base, int rounds, const LaunchOptions& launch,
                            const std::string& rulesFile);

// tune verify's launches under the Open MPI rules file `rulesFile` (absolute): one
// verificationLaunch per communicator size of `sweep`, writing DIR/rules-np<N>.results.json.
std::vector<SweepRun> planRulesVerification(const MeasuredDecision& sweep, const FilePick& pick,
                                            const std::string& outDir, int rounds,
                                            const LaunchOptions& launch,
                                            const std::string& rulesFile);
// The verification from what `runs` (planRulesVerification's) wrote: their measurements
// (collectRulesMeasurements; `notes` gets what was left out) held against `sweep`.
RulesVerification verifyFromRuns(const MeasuredDecision& sweep, const FilePick& pick,
                                 const std::vector<SweepRun>& runs, std::vector<std::string>& notes,
                                 double tolerance = 0.10);

// collectMeasurements for runs made under a rules file (which collectMeasurements leaves out
// of a sweep's decision).
std::vector<Measurement> collectRulesMeasurements(std::vector<NamedResults> docs,
                                                  std::vector<std::string>& notes);

}  // namespace ct::tuning
