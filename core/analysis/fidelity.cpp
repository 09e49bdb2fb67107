#include "analysis/fidelity.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace ct {

namespace {

void checkTolerance(double value, const char* name) {
    if (!std::isfinite(value) || value < 0)
        throw std::invalid_argument(std::string(name) + " must be a finite number >= 0");
}

// Several roots (or repeated cases) of one algorithm at one (ranks, size) count as one candidate:
// its best median, since a user would pick the algorithm, not the root.
// Predictions this close (relative) are one prediction: the model does not rank them.
constexpr double kTie = 1e-9;

struct Candidate {
    double measured = 0;
    double predicted = 0;
};

}  // namespace

FidelityTable fidelityTable(const AccuracyReport& report, const FidelityOptions& options) {
    checkTolerance(options.tolerance, "the tolerance");
    checkTolerance(options.bestTolerance, "the best-choice tolerance");
    FidelityTable table;
    table.options = options;
    table.skipped = report.skipped;
    table.notes = report.notes;
    using Key = std::pair<int, std::uint64_t>;  // ranks, size
    std::map<Key, std::map<std::string, Candidate>> bySize;
    for (const AccuracyPoint& p : report.points) {
        if (p.predicted > 0) {
            const bool within = std::abs(p.ratio - 1) <= options.tolerance;
            table.points.push_back({p, within});
            if (within) ++table.within;
        }
        auto [it, fresh] =
            bySize[{p.procs, p.bytes}].try_emplace(p.algorithm, Candidate{p.measured, p.predicted});
        if (!fresh && p.measured < it->second.measured) it->second = {p.measured, p.predicted};
    }
    std::stable_sort(table.points.begin(), table.points.end(),
                     [](const FidelityPoint& a, const FidelityPoint& b) {
                         return std::tie(a.point.procs, a.point.bytes, a.point.algorithm) <
                                std::tie(b.point.procs, b.point.bytes, b.point.algorithm);
                     });
    for (const auto& [key, candidates] : bySize) {
        if (candidates.size() < 2) continue;  // no choice to get right
        FidelityChoice c;
        c.procs = key.first;
        c.bytes = key.second;
        c.candidates = static_cast<int>(candidates.size());
        double bestPrediction = 0;
        for (const auto& [name, cand] : candidates) {
            if (c.measuredBest.empty() || cand.measured < c.measuredBestTime) {
                c.measuredBest = name;
                c.measuredBestTime = cand.measured;
            }
            if (cand.predicted > 0 && (bestPrediction == 0 || cand.predicted < bestPrediction))
                bestPrediction = cand.predicted;
        }
        if (bestPrediction == 0) {  // measured only: the choice is shown, not judged
            table.choices.push_back(std::move(c));
            continue;
        }
        // Algorithms the model cannot tell apart are a tie, said as one ("a = b"); trusting the
        // model means picking any of them, so what it costs is their mean measured time.
        double tiedSum = 0;
        for (const auto& [name, cand] : candidates) {
            if (!(cand.predicted > 0) || cand.predicted > bestPrediction * (1 + kTie)) continue;
            c.predictedBest += (c.predictedBest.empty() ? "" : " = ") + name;
            tiedSum += cand.measured;
            ++c.tied;
        }
        c.predictedBestTime = tiedSum / c.tied;
        c.loss = c.predictedBestTime / c.measuredBestTime - 1;
        c.withinBest = c.loss <= options.bestTolerance;
        ++table.judged;
        if (c.withinBest) ++table.bestWithin;
        table.choices.push_back(std::move(c));
    }
    return table;
}

}  // namespace ct
