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
#include <optional>

#include "protocol/results.h"
#include "model/loggp.h"
#include "analysis/prediction_accuracy.h"

namespace studio::runs {

struct PredictionSources {
    // The open schedule: its cost in seconds and the profile's name.
    std::optional<double> scheduleSeconds;
    // The open schedule's cost at a run's message size (the same choices re-instantiated for
    // that size); when set it is used instead of scheduleSeconds. Nothing: no prediction there.
    std::function<std::optional<double>(std::uint64_t bytes)> scheduleSecondsAt;
    QString scheduleProfile;
    // LogGP in µs for catalogue cases (e.g. a calibration); none: no catalogue predictions.
    std::optional<ct::LogGP> loggpUs;
    QString loggpProfile;
};

struct ResultRow {
    ct::protocol::CaseResult measured;
    std::optional<double> predicted;  // seconds
    QString profile;                  // what the prediction used
    QString note;                     // why there is no prediction
    std::optional<double> ratio() const {
        const std::optional<double> median = ct::measuredMedian(measured);
        if (!predicted || *predicted <= 0 || !median) return std::nullopt;
        return *median / *predicted;
    }
};

QList<ResultRow> buildRows(const ct::protocol::ResultsDocument& results,
                           const PredictionSources& sources);

struct BestAtSize {
    std::uint64_t bytes = 0;
    QString measuredName;  // the ok case with the smallest median
    double measured = 0;
    QString predictedName;  // the case with the smallest prediction (empty: none predicted)
    double predicted = 0;
};
QList<BestAtSize> bestPerSize(const QList<ResultRow>& rows);

// One line per row; a header naming the columns and units (seconds).
QString rowsToCsv(const QList<ResultRow>& rows);
QJsonDocument rowsToJson(const QList<ResultRow>& rows, bool complete);
// Atomic write; false with a translated *error.
bool writeTextFile(const QString& fileName, const QByteArray& data, QString* error);

}  // namespace studio::runs
