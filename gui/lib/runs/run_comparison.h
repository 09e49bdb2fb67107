#pragma once
// Several runs side by side: cases are matched by name (algorithm, size and root are in it) and
// each run's median is set against the first run's, so "which run was faster, and by how much"
// reads off one table for any number of runs. Pure and tested; the Runs tab only shows it.
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "protocol/results.h"

namespace studio::runs {

struct ComparedRun {
    QString title;  // how the column is headed (the run's folder name or file)
    // Not owned, not copied (a results file may take hundreds of megabytes): compareRuns only
    // reads it.
    const ct::protocol::ResultsDocument* results = nullptr;
};

struct ComparisonRow {
    QString caseName;
    std::vector<std::optional<double>> medians;  // seconds; empty where the run lacks the case
    std::vector<std::optional<double>> ratios;   // median / first run's median
    int fastest = -1;                            // index of the run with the least median
    std::vector<int> fastestTied;                // every run tied with it (fastest first)
};

struct RunComparison {
    QStringList titles;
    std::vector<ComparisonRow> rows;  // in the first run's case order, then cases only others have
};

// runs[0] is the reference. Cases without repetitions (failed or skipped) count as missing.
RunComparison compareRuns(const std::vector<ComparedRun>& runs);

}  // namespace studio::runs
