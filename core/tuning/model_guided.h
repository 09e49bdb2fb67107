#pragma once
// Model-guided tuning: predict every forced Open MPI algorithm from a calibrated LogGP profile
// first (core/analysis: each algorithm by its catalogue twin), and measure per point only the
// algorithms predicted within a margin of the predicted best, plus Open MPI's default (which
// has no prediction: it is what the table is decided against) and, at verification points,
// every algorithm — so a model that ranks wrongly shows up. An algorithm without a catalogue
// twin cannot be ruled out by the model and is measured everywhere. Algorithms whose twins are
// the same program at a point (forced_program.h: on 2 ranks most bcast trees send one message)
// can be made one candidate there (GuidedOptions::mergeIdentical): only the smallest-numbered of
// them is measured. An adaptive sweep (GuidedOptions::adaptive) measures the verification points
// first and measures every algorithm at the sizes next to one where the model's margin missed the
// measured best (adaptToVerification).
#include <cstdint>
#include <map>
#include <vector>

#include "model/loggp_profile.h"
#include "tuning/measured_decision.h"
#include "tuning/sweep_plan.h"

namespace ct::tuning {

struct GuidedOptions {
    double margin = 0.25;  // measure algorithms predicted at most (1 + margin) × the best
    int verifyEvery = 4;   // every verifyEvery-th size of each (collective, ranks) measures all
                           // algorithms (0: none)
    // Measure one algorithm per class of identical twin programs. Off by default: on this
    // machine Open MPI's implementations of one message pattern differ in time (docs/tuning.md).
    bool mergeIdentical = false;
    // Measure every algorithm on more ranks than this machine has cores (LaunchOptions::coresHere,
    // no hostfile): the LogGP model gives every rank its own processor, and on shared cores the
    // algorithms that overlap their messages lose most (docs/tuning.md: on 4 ranks of 2 cores
    // bcast's scatter-allgather ran 5.3x its prediction, the chain 2.0x), so the model's ranking
    // there is not evidence.
    bool wholeWhenOversubscribed = true;
    // Two phases per communicator size: the verification points first (planGuided's runs are
    // then only theirs), then the other sizes, measured whole next to a verification point where
    // the algorithms within the margin missed the measured best by more than adaptTolerance.
    bool adaptive = false;
    double adaptTolerance = 0.05;
};

struct GuidedPoint {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    std::map<int, double> predicted;  // algorithm → predicted seconds
    std::vector<int> unpredicted;     // forced algorithms without a catalogue twin
    int predictedBest = 0;            // 0 when nothing is predicted
    bool verification = false;        // every algorithm measured here
    bool oversubscribed = false;      // ... because the ranks share cores (wholeWhenOversubscribed)
    // algorithm → the smaller algorithm whose program it runs identically here (only those
    // left unmeasured for it; empty without mergeIdentical)
    std::map<int, int> sameProgramAs;
    std::vector<int> measure;  // forced algorithms to measure (the default always is)
    // The forced algorithms the model leaves in: within the margin or unpredicted (not merged).
    std::vector<int> withinMargin;
    // Every algorithm measured because a neighbouring verification point showed the margin
    // missing the measured best (adaptToVerification).
    bool adapted = false;
};

struct GuidedPlan {
    std::vector<GuidedPoint> points;  // by ranks, collective, size
    // the launches: per communicator size one interleaved launch of every (collective,
    // algorithm) with sizes left, or (SweepLaunches::PerAlgorithm) one per algorithm
    std::vector<SweepRun> runs;
    int measurements() const;  // (size, algorithm) cases measured, the default included
    int exhaustive() const;    // the same for every algorithm at every size
};

// Throws std::invalid_argument as planSweep does. `modelUs`: a LogGP profile in µs. With
// options.adaptive the runs are those of the verification points only (verificationRuns).
GuidedPlan planGuided(const SweepRequest& request, const LaunchOptions& launch,
                      const LogGPProfile& modelUs, const GuidedOptions& options = {});

// An adaptive sweep's launches. First the verification points' (every algorithm), writing
// DIR/sweep-np<N>-verification.results.json (per algorithm: <run name>-verification); then, after
// adaptToVerification, the other points', writing DIR/sweep-np<N>.results.json.
std::vector<SweepRun> verificationRuns(const GuidedPlan& plan, const SweepRequest& request,
                                       const LaunchOptions& launch);
std::vector<SweepRun> remainingGuidedRuns(const GuidedPlan& plan, const SweepRequest& request,
                                          const LaunchOptions& launch);

// What one verification point showed: the fastest forced algorithm measured there against the
// fastest of those the model left within the margin.
struct VerificationVerdict {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    int measuredBest = 0;
    int marginBest = 0;
    double loss = 0;      // marginBest's median / measuredBest's − 1
    bool missed = false;  // loss > tolerance: the model ranked wrongly here
};
// Reads the verification points' measurements in `measured` and, for every (collective, ranks),
// makes each other point measure every algorithm (adapted) when the verification point below or
// above it (the nearest of each) was missed. Points not measured in `measured` are left out.
std::vector<VerificationVerdict> adaptToVerification(GuidedPlan& plan,
                                                     const MeasuredDecision& measured,
                                                     double tolerance = 0.05);

// An adaptive sweep's second phase, once `verification` (verificationRuns) has run: `plan`
// adapted to what those launches measured (adaptToVerification with `tolerance`) and the
// launches of the other points (remainingGuidedRuns). Throws std::invalid_argument as
// decideFromResults does for measurements of Open MPI and MPICH mixed.
struct AdaptedRest {
    std::vector<VerificationVerdict> verdicts;
    std::vector<SweepRun> runs;
};
AdaptedRest adaptAfterVerification(GuidedPlan& plan, const std::vector<SweepRun>& verification,
                                   const SweepRequest& request, const LaunchOptions& launch,
                                   double tolerance = 0.05);

// How the guided sweep's picks compare with an exhaustive sweep's at their common points: the
// guided sweep's fastest measured forced algorithm, timed in the exhaustive sweep, within
// `tolerance` of the exhaustive fastest forced algorithm; and whether the table's picks are the
// same. The same comparison of two exhaustive sweeps of one machine says how often the
// measurement agrees with itself: the ceiling any guided sweep can reach against one of them.
struct GuidedComparison {
    int points = 0;      // points both sweeps decided
    int bestWithin = 0;  // the guided best is within tolerance of the exhaustive best
    // ... or the exhaustive sweep's own 95 % intervals cannot tell it apart from being within
    // tolerance (its interval's low end is at most (1 + tolerance) × the best's high end): a
    // point the exhaustive sweep's noise decides is not counted as a miss
    int withinNoise = 0;
    // ... or the two bests are different Open MPI algorithms running the same code there
    // (sameOmpiCode: on 2 ranks bcast's chain and binomial tree): one thing measured twice, the
    // difference between them the noise of one launch
    int withinSameCode = 0;
    int picksAgree = 0;    // the table's algorithm is the same
    double worstLoss = 0;  // the largest (guided best in exhaustive / exhaustive best) − 1
};
GuidedComparison compareWithExhaustive(const MeasuredDecision& guided,
                                       const MeasuredDecision& exhaustive, double tolerance = 0.05);

// The same comparison point by point: each point both sweeps decided where the second sweep
// measured the first one's best (compareWithExhaustive counts these).
struct PointComparison {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    const Measurement* best = nullptr;       // the first sweep's fastest forced algorithm
    const Measurement* bestThere = nullptr;  // the same algorithm measured by the second sweep
    const Measurement* otherBest = nullptr;  // the second sweep's fastest forced algorithm
    double loss = 0;                         // bestThere's median / otherBest's median − 1
    bool within = false;                     // loss ≤ tolerance
    bool withinNoise = false;  // within, or the second sweep's intervals cannot tell it apart
    bool sameCode = false;     // best and otherBest differ but run the same code (Open MPI)
    bool picksAgree = false;   // the two tables choose the same algorithm
    int chosen = 0;            // the first table's algorithm (0 = the default)
    int otherChosen = 0;       // the second table's
};
// Pointers into `first` and `second`, which must outlive the result.
std::vector<PointComparison> comparePoints(const MeasuredDecision& first,
                                           const MeasuredDecision& second, double tolerance = 0.05);
GuidedComparison summarize(const std::vector<PointComparison>& points);

}  // namespace ct::tuning
