#include "runs/result_rows.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QSaveFile>
#include <algorithm>
#include <utility>

#include "fields/number_format.h"
#include "runs/prediction_job.h"

namespace studio::runs {
namespace {

using ct::protocol::CaseKind;
using ct::protocol::CaseResult;
using ct::protocol::CaseStatus;
using ct::protocol::Statistics;

QString csvField(QString s) {
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))) {
        s.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

}  // namespace

QList<ResultRow> buildRows(const std::shared_ptr<const ct::protocol::ResultsDocument>& results,
                           const PredictionSources& sources) {
    std::optional<ct::AccuracyReport> simulated;
    if (sources.loggpUs) simulated = ct::predictCases(*results, *sources.loggpUs);
    return buildRows(results, sources, simulated ? &*simulated : nullptr);
}

namespace {

// "not predicted: 65536 ranks × 25 million messages needs about 6.8 GB"
QString refusalNote(const ct::RefusedCase& r) {
    const QLocale locale;
    return QCoreApplication::translate("studio::runs::ResultRows",
                                       "not predicted: %1 ranks × %2 messages needs about %3 GB")
        .arg(locale.toString(qlonglong(r.ranks)), fields::formatCount(r.messages, 3, locale),
             formatGigabytes(r.bytes));
}

}  // namespace

QList<ResultRow> buildRows(const std::shared_ptr<const ct::protocol::ResultsDocument>& results,
                           const PredictionSources& sources, const ct::AccuracyReport* simulated,
                           const QString& limitText) {
    QList<ResultRow> rows;
    for (const CaseResult& c : results->cases) {
        ResultRow row;
        row.measured = std::shared_ptr<const CaseResult>(results, &c);  // keeps the document
        if (c.kind == CaseKind::Schedule) {
            if (c.predictedSeconds) {
                // Sort, IntegerSort and MST schedules ran on data: the runner costed the schedule
                // that ran, under the profile it names, which the open schedule may no longer be.
                row.predicted = c.predictedSeconds;
                row.profile = QString::fromStdString(c.predictedProfile);
            } else if (sources.scheduleSecondsAt) {
                row.predicted = sources.scheduleSecondsAt(c.bytes);
                if (row.predicted)
                    row.profile = sources.scheduleProfile;
                else
                    row.note = QCoreApplication::translate(
                        "studio::runs::ResultRows", "the schedule's choices do not fit this size");
            } else if (sources.scheduleSeconds) {
                row.predicted = sources.scheduleSeconds;
                row.profile = sources.scheduleProfile;
            } else {
                row.note =
                    QCoreApplication::translate("studio::runs::ResultRows", "no schedule open");
            }
        } else {
            // Catalogue cases by their programs; a forced MPI_Bcast & co. by its catalogue twin,
            // as `calltree fidelity` predicts them (core's predictCases).
            const bool baseline = c.kind == CaseKind::MpiBaseline;
            const auto refused =
                simulated
                    ? std::find_if(simulated->refused.begin(), simulated->refused.end(),
                                   [&c](const ct::RefusedCase& r) { return r.caseName == c.name; })
                    : std::vector<ct::RefusedCase>::const_iterator();
            if (!sources.loggpUs) {
                row.note = baseline ? QCoreApplication::translate("studio::runs::ResultRows",
                                                                  "MPI's own collective")
                                    : QCoreApplication::translate("studio::runs::ResultRows",
                                                                  "no LogGP profile");
            } else if (!simulated) {
                row.note = QCoreApplication::translate("studio::runs::ResultRows", "predicting…");
            } else if (refused != simulated->refused.end()) {
                row.note = refusalNote(*refused);
                row.noteToolTip = limitText;
            } else {
                for (const ct::AccuracyPoint& p : simulated->points)
                    if (p.caseName == c.name) {
                        row.predicted = p.predicted;
                        row.program = p.program;
                    }
                if (row.predicted)
                    row.profile = sources.loggpProfile;
                else if (simulated->cancelled && c.status == CaseStatus::Ok)
                    row.note = QCoreApplication::translate("studio::runs::ResultRows",
                                                           "prediction cancelled");
                else if (baseline && c.status == CaseStatus::Ok)
                    // Open MPI's own choice, or an algorithm without a twin: the reason is core's.
                    row.note = c.ompiAlgorithm > 0
                                   ? QCoreApplication::translate(
                                         "studio::runs::ResultRows",
                                         "MPI's own collective: the catalogue has no twin of "
                                         "this algorithm")
                                   : QCoreApplication::translate(
                                         "studio::runs::ResultRows",
                                         "MPI's own collective: the library chose the "
                                         "algorithm (force one to predict it)");
                else
                    row.note = c.status == CaseStatus::Ok
                                   ? QCoreApplication::translate("studio::runs::ResultRows",
                                                                 "cannot be simulated")
                                   : QCoreApplication::translate("studio::runs::ResultRows",
                                                                 "not measured");
            }
        }
        rows << std::move(row);
    }
    return rows;
}

ct::AccuracyReport accuracyOf(const QList<ResultRow>& rows) {
    ct::AccuracyReport report;
    for (const ResultRow& r : rows) {
        const CaseResult& c = *r.measured;
        const std::optional<double> median = ct::measuredMedian(c);
        if (c.status != CaseStatus::Ok || !median || !(*median > 0)) continue;
        std::string name = c.spec.algorithm.empty() ? c.name : c.spec.algorithm;
        if (c.kind == ct::protocol::CaseKind::MpiBaseline && c.ompiAlgorithm > 0)
            name += " (ompi " + std::to_string(c.ompiAlgorithm) + ")";
        const double predicted = r.predicted && *r.predicted > 0 ? *r.predicted : 0;
        report.points.push_back({c.name, name, c.spec.procs, c.bytes, *median, predicted,
                                 predicted > 0 ? *median / predicted : 0, r.program});
    }
    return report;
}

ct::FidelityTable fidelityOf(const QList<ResultRow>& rows) {
    return ct::fidelityTable(accuracyOf(rows));
}

QString rowsToCsv(const QList<ResultRow>& rows) {
    QString out = QStringLiteral(
        "case,kind,algorithm,procs,root,bytes,status,count,median_s,ci95_low_s,ci95_high_s,"
        "min_s,p90_s,predicted_s,measured_over_predicted,profile\n");
    for (const ResultRow& r : rows) {
        const CaseResult& c = *r.measured;
        const Statistics stats = ct::caseStatistics(c);
        const bool timed = stats.count > 0;
        auto num = [timed](double v) { return timed ? QString::number(v, 'g', 6) : QString(); };
        QStringList f{csvField(QString::fromStdString(c.name)),
                      QString::fromUtf8(ct::protocol::toString(c.kind)),
                      csvField(QString::fromStdString(c.spec.algorithm)),
                      QString::number(c.spec.procs),
                      QString::number(c.spec.root),
                      QString::number(c.bytes),
                      QString::fromUtf8(ct::protocol::toString(c.status)),
                      QString::number(stats.count),
                      num(stats.median),
                      num(stats.ci95Low),
                      num(stats.ci95High),
                      num(stats.min),
                      num(stats.p90),
                      r.predicted ? QString::number(*r.predicted, 'g', 6) : QString(),
                      r.ratio() ? QString::number(*r.ratio(), 'g', 4) : QString(),
                      csvField(r.profile)};
        out += f.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QJsonDocument rowsToJson(const QList<ResultRow>& rows, bool complete) {
    QJsonArray cases;
    for (const ResultRow& r : rows) {
        const CaseResult& c = *r.measured;
        const Statistics stats = ct::caseStatistics(c);
        QJsonObject o{
            {QStringLiteral("name"), QString::fromStdString(c.name)},
            {QStringLiteral("kind"), QString::fromUtf8(ct::protocol::toString(c.kind))},
            {QStringLiteral("algorithm"), QString::fromStdString(c.spec.algorithm)},
            {QStringLiteral("procs"), c.spec.procs},
            {QStringLiteral("root"), c.spec.root},
            {QStringLiteral("bytes"), qint64(c.bytes)},
            {QStringLiteral("status"), QString::fromUtf8(ct::protocol::toString(c.status))},
            {QStringLiteral("count"), qint64(stats.count)}};
        if (stats.count > 0) {
            o.insert(QStringLiteral("median"), stats.median);
            o.insert(QStringLiteral("ci95_low"), stats.ci95Low);
            o.insert(QStringLiteral("ci95_high"), stats.ci95High);
            o.insert(QStringLiteral("min"), stats.min);
            o.insert(QStringLiteral("p90"), stats.p90);
        }
        if (r.predicted) {
            o.insert(QStringLiteral("predicted"), *r.predicted);
            o.insert(QStringLiteral("profile"), r.profile);
        }
        if (r.ratio()) o.insert(QStringLiteral("measured_over_predicted"), *r.ratio());
        cases.append(o);
    }
    return QJsonDocument(
        QJsonObject{{QStringLiteral("format"), QStringLiteral("calltree-run-export")},
                    {QStringLiteral("version"), 1},
                    {QStringLiteral("complete"), complete},
                    {QStringLiteral("unit"), QStringLiteral("s")},
                    {QStringLiteral("cases"), cases}});
}

bool writeTextFile(const QString& fileName, const QByteArray& data, QString* error) {
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *error = QCoreApplication::translate("studio::runs::ResultRows", "Cannot write %1: %2")
                     .arg(fileName, file.errorString());
        return false;
    }
    return true;
}

}  // namespace studio::runs
