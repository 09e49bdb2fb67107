#include "visual/prediction_accuracy.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "algorithms/catalogue/case_program.h"
#include "sim/simulator.h"

namespace studio {

using ct::protocol::CaseKind;
using ct::protocol::CaseResult;
using ct::protocol::CaseStatus;

ct::protocol::Statistics caseStatistics(const CaseResult& c) {
    if (c.stats) return *c.stats;
    ct::protocol::Statistics s;
    s.count = c.times.size();
    if (s.count == 0) return s;
    std::vector<double> sorted = c.times;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    s.median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    return s;
}

std::optional<double> measuredMedian(const CaseResult& c) {
    const ct::protocol::Statistics s = caseStatistics(c);
    if (s.count == 0) return std::nullopt;
    return s.median;
}

AccuracyReport predictCases(const ct::protocol::ResultsDocument& results,
                            const ct::LogGP& modelUs) {
    AccuracyReport report;
    ct::SimulationOptions quick;
    quick.recordTimeline = false;
    ct::LogGP model = modelUs;
    model.unit = "us";
    for (const CaseResult& c : results.cases) {
        if (c.kind != CaseKind::Catalogue) {
            report.skipped.push_back(c.name + ": " + ct::protocol::toString(c.kind) +
                                     " cases have no LogGP prediction");
            continue;
        }
        if (c.status != CaseStatus::Ok) {
            report.skipped.push_back(c.name + ": status " + ct::protocol::toString(c.status));
            continue;
        }
        // The program the runner ran: its trees are shaped by the runner's model (what the
        // recording's parameters say, else the defaults), only their times come from modelUs.
        // Building it checks the algorithm and its parameters, with the runner's messages.
        ct::protocol::CaseSpec spec = c.spec;
        spec.schedule = false;
        if (!c.timeline) spec.bytes = std::max<std::uint64_t>(c.bytes, 1);
        try {
            const double predicted =
                ct::simulate(ct::buildCaseProgram(spec), model, quick).total * 1e-6;
            const std::optional<double> measured = measuredMedian(c);
            if (!(predicted > 0) || !measured || !(*measured > 0)) {
                report.skipped.push_back(c.name + ": zero time, no ratio");
                continue;
            }
            report.points.push_back({c.name, c.spec.algorithm, c.spec.procs, c.bytes, *measured,
                                     predicted, *measured / predicted});
        } catch (const std::exception& e) {
            report.skipped.push_back(c.name + ": " + e.what());
        }
    }
    return report;
}

double accuracyScale(double ratio) {
    if (!(ratio > 0)) return -std::numeric_limits<double>::infinity();
    return ratio >= 1 ? ratio - 1 : std::log2(ratio);
}

double accuracyScaleInverse(double y) {
    return y >= 0 ? y + 1 : std::exp2(y);
}

}  // namespace studio
