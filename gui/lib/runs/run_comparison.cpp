#include "runs/run_comparison.h"

#include <unordered_map>

#include "analysis/prediction_accuracy.h"
#include "runs/ties.h"

namespace studio::runs {

RunComparison compareRuns(const std::vector<ComparedRun>& runs) {
    RunComparison out;
    const std::size_t n = runs.size();
    std::unordered_map<std::string, std::size_t> rowOf;
    for (std::size_t r = 0; r < n; ++r) {
        out.titles << runs[r].title;
        for (const ct::protocol::CaseResult& c : runs[r].results->cases) {
            const std::optional<double> measured = ct::measuredMedian(c);
            if (!measured) continue;
            auto [it, inserted] = rowOf.try_emplace(c.name, out.rows.size());
            if (inserted) {
                ComparisonRow row;
                row.caseName = QString::fromStdString(c.name);
                row.medians.resize(n);
                row.ratios.resize(n);
                out.rows.push_back(std::move(row));
            }
            auto& median = out.rows[it->second].medians[r];
            // A case repeated within one run (the same name twice) keeps its first measurement.
            if (!median) median = measured;
        }
    }
    for (ComparisonRow& row : out.rows) {
        for (std::size_t r = 0; r < n; ++r) {
            if (!row.medians[r]) continue;
            if (row.medians[0] && *row.medians[0] > 0)
                row.ratios[r] = *row.medians[r] / *row.medians[0];
            if (row.fastest < 0 || *row.medians[r] < *row.medians[std::size_t(row.fastest)])
                row.fastest = int(r);
        }
        if (row.fastest < 0) continue;
        const double best = *row.medians[std::size_t(row.fastest)];
        for (std::size_t r = 0; r < n; ++r)
            if (row.medians[r] && Ties::tied(*row.medians[r], best))
                row.fastestTied.push_back(int(r));
    }
    return out;
}

}  // namespace studio::runs
