#include "decision_map_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <map>
#include <set>

#include "fields/number_format.h"

namespace studio::tune {
namespace {

using ct::tuning::PickReason;

// Sizes as people write them: 8 B, 64 KiB, 1 MiB.
QString bytesText(std::uint64_t bytes) {
    const auto count = [](std::uint64_t n) { return fields::formatCount(double(n)); };
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        return QStringLiteral("%1 MiB").arg(count(bytes >> 20));
    if (bytes >= 1024 && bytes % 1024 == 0) return QStringLiteral("%1 KiB").arg(count(bytes >> 10));
    return QStringLiteral("%1 B").arg(count(bytes));
}

}  // namespace

DecisionMapView::DecisionMapView(QWidget* parent)
    : QWidget(parent), m_grid(new QTableWidget(this)), m_legend(new QLabel(this)) {
    m_grid->setObjectName(QStringLiteral("decisionMap"));
    m_legend->setObjectName(QStringLiteral("decisionLegend"));
    m_grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grid->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_grid->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_grid, 1);
    layout->addWidget(m_legend);
}

QColor DecisionMapView::algorithmColour(int algorithm) {
    // Distinguishable hues (Okabe–Ito and friends); algorithm numbers run up to about 12.
    static const QColor palette[] = {
        QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73),
        QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
        QColor(0xCC, 0x79, 0xA7), QColor(0x99, 0x66, 0xCC), QColor(0x66, 0xCC, 0x99),
        QColor(0xCC, 0x99, 0x66), QColor(0x99, 0xCC, 0xFF), QColor(0xFF, 0x99, 0x99)};
    if (algorithm <= 0) return QColor(0xD0, 0xD0, 0xD0);
    return palette[(algorithm - 1) % static_cast<int>(std::size(palette))];
}

QString DecisionMapView::reasonText(PickReason reason) {
    switch (reason) {
        case PickReason::Faster:
            return tr("faster");
        case PickReason::Overlap:
            return tr("overlap");
        case PickReason::DefaultFastest:
            return tr("default fastest");
        case PickReason::SmallGain:
            return tr("small gain");
        case PickReason::NoDefault:
            return tr("no default");
    }
    return {};
}

void DecisionMapView::setDecision(const ct::tuning::MeasuredDecision& decision, int collective,
                                  const ct::tuning::KnownAlgorithms& known) {
    m_decision = decision;
    m_known = known;
    m_collective = collective;
    rebuild();
}

void DecisionMapView::rebuild() {
    std::set<int> commSizes;
    std::set<std::uint64_t> sizes;
    std::set<int> chosen;
    bool defaultKept = false;
    for (const auto& p : m_decision.points) {
        if (p.collective != m_collective) continue;
        commSizes.insert(p.commSize);
        sizes.insert(p.bytes);
        if (p.chosen != 0)
            chosen.insert(p.chosen);
        else
            defaultKept = true;
    }
    const std::vector<int> rows(commSizes.rbegin(), commSizes.rend());  // larger sizes on top
    const std::vector<std::uint64_t> columns(sizes.begin(), sizes.end());
    m_grid->clear();
    m_grid->setRowCount(static_cast<int>(rows.size()));
    m_grid->setColumnCount(static_cast<int>(columns.size()));
    QStringList rowLabels, columnLabels;
    for (int n : rows)
        rowLabels << tr("%1 ranks").arg(fields::formatCount(n));
    for (auto b : columns)
        columnLabels << bytesText(b);
    m_grid->setVerticalHeaderLabels(rowLabels);
    m_grid->setHorizontalHeaderLabels(columnLabels);
    for (const auto& p : m_decision.points) {
        if (p.collective != m_collective) continue;
        const int r =
            static_cast<int>(std::find(rows.begin(), rows.end(), p.commSize) - rows.begin());
        const int c =
            static_cast<int>(std::find(columns.begin(), columns.end(), p.bytes) - columns.begin());
        auto* item = new QTableWidgetItem;
        item->setTextAlignment(Qt::AlignCenter);
        item->setData(AlgorithmRole, p.chosen);
        item->setData(ReasonRole, static_cast<int>(p.reason));
        if (p.chosen != 0) {
            item->setText(QString::number(p.chosen));
            item->setBackground(algorithmColour(p.chosen));
            item->setToolTip(tr("%1 replaces the default: %2 faster")
                                 .arg(QString::fromStdString(m_known.name(p.collective, p.chosen)),
                                      fields::formatFactor(p.bestGain())));
        } else {
            // Hatched: the default stays here, for the reason the cell names.
            item->setText(tr("default\n%1").arg(reasonText(p.reason)));
            item->setBackground(QBrush(algorithmColour(0), Qt::BDiagPattern));
            item->setToolTip(m_decision.mpich
                                 ? tr("MPICH's default stays: %1").arg(reasonText(p.reason))
                                 : tr("Open MPI's default stays: %1").arg(reasonText(p.reason)));
        }
        m_grid->setItem(r, c, item);
    }
    QString legend;
    for (int a : chosen)
        legend += QStringLiteral(
                      "<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span> "
                      "%2 %3&nbsp;&nbsp; ")
                      .arg(algorithmColour(a).name())
                      .arg(a)
                      .arg(QString::fromStdString(m_known.name(m_collective, a)).toHtmlEscaped());
    if (defaultKept)
        legend +=
            QStringLiteral(
                "<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span> "
                "%2")
                .arg(algorithmColour(0).name(),
                     (m_decision.mpich ? tr("MPICH's default kept") : tr("Open MPI's default kept"))
                         .toHtmlEscaped());
    m_legend->setText(rows.empty() ? tr("No measured points for this collective.") : legend);
}

void DecisionMapView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild();
    QWidget::changeEvent(event);
}

}  // namespace studio::tune
