#include "runs/results_table_model.h"

#include <QColor>
#include <QLocale>

#include "fields/number_format.h"

namespace studio::runs {

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsTableModel::setRows(QList<ResultRow> rows) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

bool ResultsTableModel::hasOsuFigures() const {
    for (const ResultRow& r : m_rows)
        if (r.measured->osu) return true;
    return false;
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QString ResultsTableModel::formatSeconds(double seconds) {
    return fields::formatDuration(seconds);
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const ResultRow& r = m_rows[index.row()];
    const ct::protocol::CaseResult& c = *r.measured;
    const ct::protocol::Statistics stats = ct::caseStatistics(c);
    const bool timed = stats.count > 0;
    auto seconds = [&](double v) -> QVariant {
        if (!timed) return {};
        return role == SecondsRole ? QVariant(v) : QVariant(formatSeconds(v));
    };
    if (role == Qt::ForegroundRole && index.column() == StatusColumn &&
        c.status != ct::protocol::CaseStatus::Ok)
        return QColor(Qt::red);
    if (role == Qt::TextAlignmentRole && index.column() != CaseColumn &&
        index.column() != ProfileColumn && index.column() != StatusColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SecondsRole && role != Qt::ToolTipRole) return {};
    if (role == Qt::ToolTipRole && index.column() == CaseColumn)
        return QString::fromStdString(c.name);
    if (role == Qt::ToolTipRole && index.column() == OsuColumn && c.osu)
        return tr("OSU's figure: %1 calls after %2 untimed ones, each timed alone; the average "
                  "over ranks of each rank's mean (least %3, greatest %4)")
            .arg(c.osu->iterations)
            .arg(c.osu->skip)
            .arg(formatSeconds(c.osu->min), formatSeconds(c.osu->max));
    if (role == Qt::ToolTipRole && index.column() == PredictedColumn && !r.predicted)
        return r.noteToolTip.isEmpty() ? QVariant() : QVariant(r.noteToolTip);
    switch (index.column()) {
        case CaseColumn:
            return QString::fromStdString(c.spec.algorithm.empty() ? c.name : c.spec.algorithm);
        case BytesColumn:
            return role == SecondsRole ? QVariant::fromValue(qulonglong(c.bytes))
                                       : QVariant(QLocale().toString(qulonglong(c.bytes)));
        case RootColumn:
            return c.spec.root;
        case StatusColumn:
            return QString::fromUtf8(ct::protocol::toString(c.status));
        case MedianColumn:
            return seconds(stats.median);
        case IntervalColumn:
            if (!timed || role == SecondsRole) return {};
            return tr("%1 – %2").arg(formatSeconds(stats.ci95Low), formatSeconds(stats.ci95High));
        case MinColumn:
            return seconds(stats.min);
        case P90Column:
            return seconds(stats.p90);
        case OsuColumn:
            if (!c.osu) return {};
            return role == SecondsRole ? QVariant(c.osu->avg) : QVariant(formatSeconds(c.osu->avg));
        case CountColumn:
            return role == SecondsRole ? QVariant::fromValue(qulonglong(stats.count))
                                       : QVariant(QLocale().toString(qulonglong(stats.count)));
        case PredictedColumn:
            if (!r.predicted) return role == SecondsRole ? QVariant() : QVariant(r.note);
            return role == SecondsRole ? QVariant(*r.predicted)
                                       : QVariant(formatSeconds(*r.predicted));
        case RatioColumn:
            if (!r.ratio()) return {};
            return role == SecondsRole ? QVariant(*r.ratio())
                                       : QVariant(QLocale().toString(*r.ratio(), 'f', 2));
        case ProfileColumn:
            return r.profile;
        default:
            return {};
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case CaseColumn:
            return tr("Case");
        case BytesColumn:
            return tr("Bytes");
        case RootColumn:
            return tr("Root");
        case StatusColumn:
            return tr("Status");
        case MedianColumn:
            return tr("Median");
        case IntervalColumn:
            return tr("95% CI of median");
        case MinColumn:
            return tr("Min");
        case P90Column:
            return tr("p90");
        case OsuColumn:
            return tr("OSU avg");
        case CountColumn:
            return tr("Reps");
        case PredictedColumn:
            return tr("Predicted");
        case RatioColumn:
            return tr("Measured / predicted");
        case ProfileColumn:
            return tr("Profile");
        default:
            return {};
    }
}

}  // namespace studio::runs
