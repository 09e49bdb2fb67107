#pragma once
// The fidelity table: how well a calibrated LogGP profile predicts what the runner measured, in
// the two ways a user relies on a prediction. Per (algorithm, ranks, size) the ratio
// measured/predicted and whether it lies within a tolerance (±25 % by default); per (ranks, size)
// whether the algorithm the model predicts fastest is, when measured, within 10 % of the one
// measured fastest — the question Bonorden's (2002) Figure 7 and MST study ask of a model.
// Algorithms whose programs are identical at a size (AccuracyPoint::program) are one candidate
// there, with their mean measured time. The
// points come from prediction_accuracy.h; `calltree fidelity` and the Studio present the table.
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/prediction_accuracy.h"

namespace ct {

struct FidelityOptions {
    double tolerance = 0.25;      // a point holds when |measured/predicted − 1| <= tolerance
    double bestTolerance = 0.10;  // the predicted-best may be this much slower than the best
};

// An AccuracyPoint whose `predicted` is 0 is measured only: it competes for the measured-best of
// its size but has no ratio (the Studio shows runs without a profile this way).
struct FidelityPoint {
    AccuracyPoint point;
    bool within = false;  // ratio within 1 ± tolerance
};

// The choice at one (ranks, size): what the model would pick against what is fastest.
struct FidelityChoice {
    int procs = 0;
    std::uint64_t bytes = 0;
    std::string measuredBest;     // smallest measured median
    double measuredBestTime = 0;  // seconds
    // Algorithms running the same program as measuredBest here, itself included: they count as
    // one, and measuredBestTime is their mean (1: its program is its own).
    int measuredBestIdentical = 1;
    // Smallest prediction; algorithms tied with it (relative 1e-9) joined by " = ". Empty when no
    // candidate here has a prediction: the choice is then shown, not judged.
    std::string predictedBest;
    double predictedBestTime = 0;  // its measured median (a tie: their mean), seconds
    int tied = 0;                  // algorithms in predictedBest
    // predictedBestTime / measuredBestTime − 1: what trusting the model costs (0 when it picks
    // the fastest).
    double loss = 0;
    bool withinBest = false;  // loss <= bestTolerance
    int candidates = 0;       // algorithms compared at this point
};

// A (ranks, size) where nearly every algorithm missed its prediction the same way: the level of
// the whole run there, not the model's ranking, is off — the calibration's launch and the run's
// drifted apart (docs/runner.md, "Fidelity", item 1), or a cost common to every algorithm is
// missing. Recalibrating just before the run tells which.
struct SharedMiss {
    int procs = 0;
    std::uint64_t bytes = 0;
    double medianRatio = 0;  // median of measured/predicted over the size's algorithms
    int missed = 0;          // points beyond the tolerance on medianRatio's side
    int points = 0;          // points with a prediction at this size
};

struct FidelityTable {
    FidelityOptions options;
    std::vector<FidelityPoint> points;     // by ranks, size, then algorithm
    std::vector<FidelityChoice> choices;   // by ranks, then size; only where >= 2 candidates
    std::vector<std::string> skipped;      // cases without a prediction, with the reason
    std::vector<std::string> notes;        // what the reader must know about all predictions
    std::vector<SharedMiss> sharedMisses;  // by ranks, then size
    int within = 0;                        // points within the tolerance
    int judged = 0;                        // choices with a predicted-best
    int bestWithin = 0;                    // of those, within bestTolerance
    double withinShare() const { return points.empty() ? 0 : double(within) / points.size(); }
    double bestShare() const { return judged == 0 ? 0 : double(bestWithin) / judged; }
};

// Throws std::invalid_argument for a negative or non-finite tolerance.
FidelityTable fidelityTable(const AccuracyReport& report, const FidelityOptions& options = {});

}  // namespace ct
