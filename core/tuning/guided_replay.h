#pragma once
// Model-guided tuning replayed on an exhaustive sweep's own measurements. The guided sweep is
// planned for the exhaustive sweep's points (planGuided, the same options) and measures only its
// candidates; here those are taken from the exhaustive sweep instead of a launch of their own, as
// if both sweeps had run in one launch. What the guided picks then lose against the exhaustive
// best is what the model's margin and the merging of identical programs left out, and nothing
// else: two launches of this machine differ at the same point by more than 5 % (docs/tuning.md,
// "the ceiling"), which a guided sweep launched apart from its exhaustive one cannot separate
// from the model's own misses. An adaptive plan adapts to the exhaustive sweep's measurements of
// its verification points, as adaptAfterVerification does to their launch.
#include <cstdint>
#include <string>
#include <vector>

#include "model/loggp_profile.h"
#include "tuning/measured_decision.h"
#include "tuning/model_guided.h"
#include "tuning/sweep_plan.h"

namespace ct::tuning {

// Why the guided sweep did not measure the exhaustive sweep's best at a point.
enum class ReplayMissReason {
    OutsideMargin,  // predicted more than the margin slower than the predicted best
    SameProgram,    // its twin is the program of another algorithm, measured in its place
};

// A point where the guided best, on the exhaustive sweep's measurements, is more than the
// tolerance slower than the exhaustive best.
struct ReplayMiss {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    int guidedBest = 0;      // the fastest algorithm the guided sweep measured
    int exhaustiveBest = 0;  // the fastest of all
    double loss = 0;         // guidedBest's median / exhaustiveBest's − 1
    ReplayMissReason reason = ReplayMissReason::OutsideMargin;
    // OutsideMargin: exhaustiveBest's prediction / the predicted best's − 1 (0 when the best has
    // no prediction); SameProgram: the algorithm measured in its place.
    double predictedExcess = 0;
    int measuredInstead = 0;
    // guidedBest and exhaustiveBest run the same code (sameOmpiCode): the loss is between two
    // measurements of one thing, and the point counts in GuidedComparison::withinSameCode.
    bool sameCode = false;
};

struct GuidedReplay {
    GuidedPlan plan;  // its measurements() are what the guided sweep would have taken
    std::vector<VerificationVerdict> verdicts;  // an adaptive plan's verification points
    MeasuredDecision guided;                    // decided from the plan's measurements alone
    GuidedComparison summary;                   // guided against exhaustive, the same data
    std::vector<ReplayMiss> misses;
};

// The request an exhaustive sweep answered: the collectives, communicator sizes, sizes and
// forced algorithms its measurements hold (ascending). Throws std::invalid_argument for a sweep
// without measurements.
SweepRequest requestOf(const MeasuredDecision& exhaustive);

// Plans the guided sweep for `exhaustive`'s points with `modelUs` and `options`, decides it from
// the exhaustive measurements of its candidates and compares the two. `launch` says how many
// cores the sweep ran on (planGuided measures oversubscribed communicator sizes whole). Throws
// std::invalid_argument as planGuided and decide do.
GuidedReplay replayGuided(const MeasuredDecision& exhaustive, const LaunchOptions& launch,
                          const LogGPProfile& modelUs, const GuidedOptions& options,
                          double tolerance = 0.05);

}  // namespace ct::tuning
