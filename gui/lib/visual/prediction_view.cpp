#include "visual/prediction_view.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "fields/number_format.h"
#include "visual/best_map_view.h"
#include "visual/chart_style.h"
#include "visual/view_export.h"

namespace studio {
namespace {

QString sizeText(double bytes) {
    const auto tr = [](const char* s) { return QCoreApplication::translate("PredictionView", s); };
    if (bytes >= 1 << 20) return tr("%1 MiB").arg(fields::formatCount(bytes / (1 << 20)));
    if (bytes >= 1 << 10) return tr("%1 KiB").arg(fields::formatCount(bytes / (1 << 10)));
    return tr("%1 B").arg(fields::formatCount(bytes));
}

// The largest finite cost of any curve (µs): the time axis's unit follows it.
double largestCost(const BspPrediction& p) {
    double largest = 0;
    const auto scan = [&largest](const std::vector<double>& cost) {
        for (double c : cost)
            if (std::isfinite(c)) largest = std::max(largest, c);
    };
    for (const auto& s : p.pure)
        scan(s.cost);
    scan(p.optimalCost);
    return largest;
}

}  // namespace

PredictionView::PredictionView(QWidget* parent)
    : QWidget(parent),
      m_machine(new QComboBox(this)),
      m_procs(new QComboBox(this)),
      m_chart(new QChartView(this)),
      m_table(new QTableWidget(this)) {
    m_machine->addItem(QStringLiteral("psc2-tcp"), QStringLiteral("psc2-tcp"));
    m_machine->addItem(QStringLiteral("psc2-sci"), QStringLiteral("psc2-sci"));
    for (int p : {2, 4, 8, 16})
        m_procs->addItem(QString::number(p), p);
    m_procs->setCurrentIndex(3);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(420, 300);
    m_table->setColumnCount(3);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);

    auto* exportChart = new QPushButton(this);
    exportChart->setObjectName(QStringLiteral("exportChart"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(this));
    bar->addWidget(m_machine);
    bar->addWidget(new QLabel(this));
    bar->addWidget(m_procs);
    bar->addWidget(exportChart);
    bar->addStretch(1);
    auto* split = new QSplitter(this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    // The chart, with its legend beside the plot, needs the width more than the table's few rows.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_machine, &QComboBox::activated, this, &PredictionView::refresh);
    connect(m_procs, &QComboBox::activated, this, &PredictionView::refresh);
    connect(exportChart, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export chart"), QString(), exportFilter());
        if (!path.isEmpty()) exportView(m_chart, path);
    });
    retranslateUi();
    refresh();
}

void PredictionView::refresh() {
    showPrediction(m_machine->currentData().toString().toStdString(),
                   m_procs->currentData().toInt());
}

int PredictionView::seriesCount() const {
    return m_chart->chart() ? static_cast<int>(m_chart->chart()->series().size()) : 0;
}

void PredictionView::showPrediction(const std::string& machine, int procs) {
    m_prediction = predictBroadcast(machine, procs);
    auto* chart = new QChart;
    styleChart(chart);
    // Costs are µs; the axis shows the unit the slowest curve calls for.
    const fields::TimeUnit unit = fields::timeUnitFor(largestCost(m_prediction) * 1e-6);
    const double scale = unit.perSecond * 1e-6;
    chart->setTitle(tr("Broadcast on %1 processors, %2 (Bonorden 2002, Figure 5)")
                        .arg(procs)
                        .arg(QString::fromStdString(machine)));
    // Sizes on a log2 scale labelled "1 B", "32 B", … "1 MiB": short enough for the plot beside
    // its legend at 1024 pixels, where "1,048,576" was cut to "1,…".
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(tr("message size (bytes)"));
    const double largest = m_prediction.sizes.empty() ? 1 : m_prediction.sizes.back();
    // At most five labels, evenly spaced (1 B – 1 MiB: 1 B, 32 B, 1 KiB, 32 KiB, 1 MiB).
    const int doublings = std::max(1, int(std::ceil(std::log2(std::max(largest, 2.0)) / 4)));
    for (double bytes = 1; bytes <= largest; bytes *= std::exp2(doublings))
        x->append(sizeText(bytes), std::log2(bytes));
    x->setRange(0, std::log2(std::max(largest, 2.0)));
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.4g"));
    y->setTitleText(tr("predicted time (%1)").arg(unit.symbol));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto add = [&](const QString& name, const std::vector<double>& cost, QPen pen) {
        auto* s = new QLineSeries;
        s->setName(name);
        for (std::size_t i = 0; i < cost.size(); ++i)
            if (std::isfinite(cost[i]) && cost[i] > 0)
                s->append(std::log2(m_prediction.sizes[i]), cost[i] * scale);
        s->setPen(pen);
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    for (std::size_t i = 0; i < m_prediction.pure.size(); ++i)
        add(QString::fromStdString(m_prediction.pure[i].name), m_prediction.pure[i].cost,
            QPen(BestMapView::algorithmColour(static_cast<int>(i)), 1.5));
    QPen optimal(Qt::black, 4);
    optimal.setStyle(Qt::DashLine);
    add(tr("optimal schedule"), m_prediction.optimalCost, optimal);
    chart->legend()->setAlignment(Qt::AlignRight);
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;

    m_table->setRowCount(static_cast<int>(m_prediction.crossovers.size()));
    for (std::size_t i = 0; i < m_prediction.crossovers.size(); ++i) {
        const auto& r = m_prediction.crossovers[i];
        const int row = static_cast<int>(i);
        m_table->setItem(row, 0, new QTableWidgetItem(sizeText(r.from)));
        m_table->setItem(row, 1, new QTableWidgetItem(sizeText(r.to)));
        auto* schedule = new QTableWidgetItem(QString::fromStdString(r.optimal));
        schedule->setToolTip(schedule->text());  // the column is narrower than most schedules
        m_table->setItem(row, 2, schedule);
    }
    m_table->resizeColumnsToContents();
}

void PredictionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void PredictionView::retranslateUi() {
    const auto labels = findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
    if (labels.size() >= 2) {
        labels[0]->setText(tr("Machine"));
        labels[1]->setText(tr("Processors"));
    }
    if (auto* b = findChild<QPushButton*>(QStringLiteral("exportChart")))
        b->setText(tr("Export chart…"));
    m_table->setHorizontalHeaderLabels({tr("from"), tr("to"), tr("optimal schedule (Table 2)")});
}

}  // namespace studio
