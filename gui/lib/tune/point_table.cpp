#include "point_table.h"

#include <QHeaderView>
#include <QTableWidget>
#include <algorithm>

#include "decision_map_view.h"

namespace studio::tune {

QString PointTable::median(const std::optional<ct::tuning::Measurement>& m,
                           const fields::TimeUnit& unit) {
    if (!m) return QStringLiteral("—");
    return fields::formatCount(m->stats.median * unit.perSecond, 3);
}

fields::TimeUnit PointTable::timeUnit(const ct::tuning::MeasuredDecision& decision,
                                      int collective) {
    double slowest = 0;
    for (const auto& p : decision.points) {
        if (p.collective != collective) continue;
        for (const auto* m : {&p.defaultRun, &p.best})
            if (*m) slowest = std::max(slowest, (*m)->stats.median);
    }
    return fields::timeUnitFor(slowest);
}

void PointTable::fill(QTableWidget* table, const ct::tuning::MeasuredDecision& decision,
                      int collective, const ct::tuning::KnownAlgorithms& known,
                      const std::map<PointKey, PredictedPick>* predicted) {
    const bool withPredictions = predicted && !predicted->empty();
    table->clear();
    table->setColumnCount(NUM_COLUMNS);
    const fields::TimeUnit unit = timeUnit(decision, collective);
    table->setHorizontalHeaderLabels({tr("Ranks"), tr("Bytes"), tr("Default (%1)").arg(unit.symbol),
                                      tr("Best forced"), tr("Best (%1)").arg(unit.symbol),
                                      tr("Gain over default"), tr("Chosen"), tr("Why"),
                                      tr("Predicted best"), tr("Agrees")});
    table->setColumnHidden(PredictedColumn, !withPredictions);
    table->setColumnHidden(AgreesColumn, !withPredictions);
    const auto name = [&](int algorithm) {
        if (algorithm == 0) return tr("default");
        return QStringLiteral("%1 %2").arg(algorithm).arg(
            QString::fromStdString(known.name(collective, algorithm)));
    };
    int row = 0;
    table->setRowCount(0);
    for (const auto& p : decision.points) {
        if (p.collective != collective) continue;
        table->insertRow(row);
        QStringList cells(NUM_COLUMNS);
        cells[RanksColumn] = fields::formatCount(p.commSize);
        cells[BytesColumn] = fields::formatCount(double(p.bytes));
        cells[DefaultColumn] = median(p.defaultRun, unit);
        cells[BestColumn] = p.best ? name(p.best->algorithm) : QStringLiteral("—");
        cells[BestMedianColumn] = median(p.best, unit);
        const double gain = p.bestGain();
        cells[GainColumn] = gain > 0 ? fields::formatFactor(gain) : QStringLiteral("—");
        cells[ChosenColumn] = name(p.chosen);
        cells[ReasonColumn] = DecisionMapView::reasonText(p.reason);
        if (withPredictions) {
            const auto it = predicted->find({p.collective, p.commSize, p.bytes});
            if (it == predicted->end()) {
                cells[PredictedColumn] = QStringLiteral("—");
                cells[AgreesColumn] = QStringLiteral("—");
            } else {
                cells[PredictedColumn] = name(it->second.algorithm);
                cells[AgreesColumn] = !p.best ? QStringLiteral("—")
                                      : it->second.algorithm == p.best->algorithm ? tr("yes")
                                                                                  : tr("no");
            }
        }
        for (int c = 0; c < NUM_COLUMNS; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c != BestColumn && c != ChosenColumn && c != PredictedColumn && c != ReasonColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(row, c, item);
        }
        if (p.chosen != 0)
            table->item(row, ChosenColumn)
                ->setBackground(DecisionMapView::algorithmColour(p.chosen));
        ++row;
    }
    table->resizeColumnsToContents();
}

}  // namespace studio::tune
