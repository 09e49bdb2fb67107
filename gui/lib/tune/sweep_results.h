#pragma once
// A tuning sweep's results as the Tune page reads them: the results files of a folder (or chosen
// one by one), loaded into core/tuning's measured decision, and — with a calibrated LogGP
// profile — the predicted best forced Open MPI algorithm per point (core/analysis), so measured
// and predicted picks can be set side by side.
#include <QStringList>
#include <compare>
#include <cstdint>
#include <map>

#include "model/loggp_profile.h"
#include "tuning/measured_decision.h"

namespace studio::tune {

// Every *.results.json directly in `folder`, sorted by name (a sweep writes one per run).
QStringList resultsFilesIn(const QString& folder);

struct LoadedResults {
    std::vector<ct::tuning::NamedResults> docs;
    QStringList errors;  // "FILE: what is wrong", one per file that did not load
};

// Loads each file; a file that does not load is named in `errors`, the others are kept.
LoadedResults loadResultsFiles(const QStringList& paths);

// One point of a decision: collective (Open MPI id), communicator size, each rank's bytes.
struct PointKey {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    auto operator<=>(const PointKey&) const = default;
};

struct PredictedPick {
    int algorithm = 0;   // the forced algorithm with the smallest prediction
    double seconds = 0;  // its predicted time
    int candidates = 0;  // forced algorithms predicted at this point
};

// The predicted best forced algorithm per point: every forced MPI baseline with a catalogue twin
// predicted under `modelUs` (predictCases). Open MPI's default (algorithm 0) has no program to
// predict, so it never is the predicted pick. Cases that cannot be predicted are counted in
// `skipped` when it is given.
std::map<PointKey, PredictedPick> predictBest(const std::vector<ct::tuning::NamedResults>& docs,
                                              const ct::LogGPProfile& modelUs,
                                              int* skipped = nullptr);

}  // namespace studio::tune
