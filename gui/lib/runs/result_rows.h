#pragma once
// Measured beside predicted, per case and size: the rows of the results panel, the best case per
// size by measurement and by prediction, and their export (CSV, JSON). Predictions: a schedule
// case is the open schedule's cost under its machine profile (Bonorden's (2002) BSP* cost in
// seconds, re-instantiated at the case's size); a catalogue case is the simulated time of the
// algorithm's program under a LogGP profile.
#include <QJsonDocument>
#include <QList>
#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "analysis/fidelity.h"
#include "analysis/prediction_accuracy.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "protocol/results.h"

namespace studio::runs {

struct PredictionSources {
    // The open schedule: its cost in seconds and the profile's name.
    std::optional<double> scheduleSeconds;
    // The open schedule's cost at a run's message size (the same choices re-instantiated for
    // that size); when set it is used instead of scheduleSeconds. Nothing: no prediction there.
    std::function<std::optional<double>(std::uint64_t bytes)> scheduleSecondsAt;
    QString scheduleProfile;
    // LogGP in µs for catalogue cases (e.g. a calibration); none: no catalogue predictions.
    std::optional<ct::LogGPProfile> loggpUs;
    QString loggpProfile;
};

struct ResultRow {
    // The case in the shown document, shared with it: a row must not copy a case's repetition
    // times (up to 100 000 each; the copies of a 274 MB file froze the window for a second).
    std::shared_ptr<const ct::protocol::CaseResult> measured;
    std::optional<double> predicted;  // seconds
    std::uint64_t program = 0;        // the prediction's program (ct::AccuracyPoint::program)
    QString profile;                  // what the prediction used
    QString note;                     // why there is no prediction
    QString noteToolTip;              // more on the note (a refusal's memory limit)
    std::optional<double> ratio() const {
        const std::optional<double> median = ct::measuredMedian(*measured);
        if (!predicted || *predicted <= 0 || !median) return std::nullopt;
        return *median / *predicted;
    }
};

QList<ResultRow> buildRows(const std::shared_ptr<const ct::protocol::ResultsDocument>& results,
                           const PredictionSources& sources);
// The same with the catalogue cases' LogGP prediction made elsewhere (off the GUI thread,
// runs/prediction_job.h): null while it is under way ("predicting…"). `limitText` explains a
// refused case's memory limit (its tooltip).
QList<ResultRow> buildRows(const std::shared_ptr<const ct::protocol::ResultsDocument>& results,
                           const PredictionSources& sources, const ct::AccuracyReport* simulated,
                           const QString& limitText = QString());

// Measured beside predicted as the fidelity table (core/analysis/fidelity.h): each ok case with a
// median is a point (a row without a prediction competes for the measured-best only), named by
// its algorithm ("MPI_Bcast (ompi 6)" for a forced baseline), so the Studio's best-per-size and
// its shares within ±25 % are `calltree fidelity`'s.
ct::FidelityTable fidelityOf(const QList<ResultRow>& rows);
// The points fidelityOf judges, measured-only ones included (predicted 0).
ct::AccuracyReport accuracyOf(const QList<ResultRow>& rows);

// One line per row; a header naming the columns and units (seconds).
QString rowsToCsv(const QList<ResultRow>& rows);
QJsonDocument rowsToJson(const QList<ResultRow>& rows, bool complete);
// Atomic write; false with a translated *error.
bool writeTextFile(const QString& fileName, const QByteArray& data, QString* error);

}  // namespace studio::runs
