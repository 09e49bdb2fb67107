#include "analysis/fidelity.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "protocol/statistics.h"

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
    std::uint64_t program = 0;  // its program's fingerprint; 0: none, or several (its roots')
    int identical = 1;          // candidates here running the same program, itself included
};

using Candidates = std::map<std::string, Candidate>;

// Algorithms that run the same program at a size are one algorithm measured several times (on
// 2 ranks every broadcast tree is the root's one message): each takes their mean time. The
// fastest of 20 measurements of one program is its luckiest, not a better algorithm, and would
// make the measured-best a prize for noise. Returns whether any were pooled.
bool poolIdenticalPrograms(Candidates& candidates) {
    std::map<std::uint64_t, std::vector<Candidate*>> pools;
    for (auto& [name, cand] : candidates)
        if (cand.program != 0) pools[cand.program].push_back(&cand);
    bool pooled = false;
    for (auto& [program, members] : pools) {
        if (members.size() < 2) continue;
        double sum = 0;
        for (const Candidate* m : members)
            sum += m->measured;
        for (Candidate* m : members) {
            m->measured = sum / double(members.size());
            m->identical = static_cast<int>(members.size());
        }
        pooled = true;
    }
    return pooled;
}

// A size counts as a shared miss when it has at least this many predicted points and at least
// this share of them lie beyond the tolerance on the side of their median ratio.
constexpr int kSharedMissMinPoints = 3;
constexpr double kSharedMissShare = 0.75;

std::vector<SharedMiss> sharedMisses(const std::vector<FidelityPoint>& points, double tolerance) {
    std::map<std::pair<int, std::uint64_t>, std::vector<double>> ratios;
    for (const FidelityPoint& p : points)
        ratios[{p.point.procs, p.point.bytes}].push_back(p.point.ratio);
    std::vector<SharedMiss> misses;
    for (auto& [key, r] : ratios) {
        if (int(r.size()) < kSharedMissMinPoints) continue;
        std::sort(r.begin(), r.end());
        const std::size_t n = r.size();
        const double median = protocol::medianOfSorted(r);
        if (std::abs(median - 1) <= tolerance) continue;
        const bool slower = median > 1;
        const auto missed = std::count_if(r.begin(), r.end(), [&](double x) {
            return slower ? x > 1 + tolerance : x < 1 - tolerance;
        });
        if (double(missed) < kSharedMissShare * double(n)) continue;
        misses.push_back({key.first, key.second, median, int(missed), int(n)});
    }
    return misses;
}

}  // namespace

FidelityTable fidelityTable(const AccuracyReport& report, const FidelityOptions& options) {
    checkTolerance(options.tolerance, "the tolerance");
    checkTolerance(options.bestTolerance, "the best-choice tolerance");
    FidelityTable table;
    table.options = options;
    table.skipped = report.skipped;
    table.notes = report.notes;
    using Key = std::pair<int, std::uint64_t>;  // ranks, size
    std::map<Key, Candidates> bySize;
    for (const AccuracyPoint& p : report.points) {
        if (p.predicted > 0) {
            const bool within = std::abs(p.ratio - 1) <= options.tolerance;
            table.points.push_back({p, within});
            if (within) ++table.within;
        }
        auto [it, fresh] = bySize[{p.procs, p.bytes}].try_emplace(
            p.algorithm, Candidate{p.measured, p.predicted, p.program});
        if (fresh) continue;
        Candidate& cand = it->second;
        const std::uint64_t program = cand.program == p.program ? p.program : 0;
        if (p.measured < cand.measured) cand = {p.measured, p.predicted, program};
        cand.program = program;
    }
    bool pooled = false;
    std::stable_sort(table.points.begin(), table.points.end(),
                     [](const FidelityPoint& a, const FidelityPoint& b) {
                         return std::tie(a.point.procs, a.point.bytes, a.point.algorithm) <
                                std::tie(b.point.procs, b.point.bytes, b.point.algorithm);
                     });
    for (auto& [key, candidates] : bySize) {
        if (candidates.size() < 2) continue;  // no choice to get right
        pooled = poolIdenticalPrograms(candidates) || pooled;
        FidelityChoice c;
        c.procs = key.first;
        c.bytes = key.second;
        c.candidates = static_cast<int>(candidates.size());
        double bestPrediction = 0;
        for (const auto& [name, cand] : candidates) {
            if (c.measuredBest.empty() || cand.measured < c.measuredBestTime) {
                c.measuredBest = name;
                c.measuredBestTime = cand.measured;
                c.measuredBestIdentical = cand.identical;
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
    table.sharedMisses = sharedMisses(table.points, options.tolerance);
    if (pooled)
        table.notes.push_back(
            "algorithms that run the same program at a size count as one for the measured-best, "
            "with their mean time (the fastest of several measurements of one program is its "
            "luckiest, not a better algorithm)");
    return table;
}

}  // namespace ct
