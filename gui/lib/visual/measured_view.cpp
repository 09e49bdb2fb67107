#include "visual/measured_view.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>

#include "visual/best_map_view.h"
#include "visual/decimate.h"
#include "visual/view_export.h"

namespace studio {

MeasuredView::MeasuredView(QWidget* parent)
    : QWidget(parent),
      m_open(new QPushButton(this)),
      m_export(new QPushButton(this)),
      m_summary(new QLabel(this)),
      m_times(new QChartView(this)),
      m_ratio(new QChartView(this)) {
    const auto box = [this](double value, double max, int decimals) {
        auto* b = new QDoubleSpinBox(this);
        b->setRange(0, max);
        b->setDecimals(decimals);
        b->setValue(value);
        connect(b, &QDoubleSpinBox::valueChanged, this, &MeasuredView::refresh);
        return b;
    };
    // Shared-memory order of magnitude in µs; users set their calibrated values.
    m_L = box(0.5, 1000, 3);
    m_o = box(0.3, 1000, 3);
    m_g = box(0.4, 1000, 3);
    m_G = box(0.0002, 1, 6);
    m_summary->setWordWrap(true);
    m_times->setRenderHint(QPainter::Antialiasing);
    m_ratio->setRenderHint(QPainter::Antialiasing);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_open);
    for (QDoubleSpinBox* b : {m_L, m_o, m_g, m_G}) {
        bar->addWidget(new QLabel(this));
        bar->addWidget(b);
    }
    bar->addWidget(m_export);
    bar->addStretch(1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_times);
    split->addWidget(m_ratio);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open results"), QString(),
                                                          tr("Runner results (*.json)"));
        if (!path.isEmpty()) {
            const QString error = loadFile(path);
            if (!error.isEmpty()) m_summary->setText(error);
        }
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export charts"), QString(), exportFilter());
        if (!path.isEmpty()) exportView(this, path);
    });
    retranslateUi();
    refresh();
}

ct::LogGP MeasuredView::model() const {
    ct::LogGP m = ct::LogGP::logp(m_L->value(), m_o->value(), m_g->value());
    m.G = m_G->value();
    m.unit = "us";
    return m;
}

QString MeasuredView::loadFile(const QString& path) {
    try {
        showResults(loadResults(path.toStdString()));
        return {};
    } catch (const ResultsError& e) {
        return tr("Cannot load the results: %1").arg(QString::fromStdString(e.what()));
    }
}

void MeasuredView::showResults(const ResultsFile& results) {
    m_results = results;
    m_loaded = true;
    refresh();
}

void MeasuredView::refresh() {
    m_report = m_loaded ? predictCases(m_results, model()) : AccuracyReport{};
    // One group per (algorithm, P), points sorted by size.
    std::map<std::pair<std::string, int>, std::vector<const AccuracyPoint*>> groups;
    for (const auto& p : m_report.points)
        groups[{p.algorithm, p.procs}].push_back(&p);

    auto* times = new QChart;
    auto* ratio = new QChart;
    times->setTitle(tr("Measured (solid) and predicted (dashed) time"));
    ratio->setTitle(tr("Accuracy: measured / predicted (linear above 1, logarithmic below)"));
    auto* tx = new QLogValueAxis;
    tx->setBase(2);
    tx->setLabelFormat(QStringLiteral("%g"));
    tx->setTitleText(tr("message size (bytes)"));
    auto* ty = new QLogValueAxis;
    ty->setLabelFormat(QStringLiteral("%g"));
    ty->setTitleText(tr("time (µs)"));
    auto* rx = new QLogValueAxis;
    rx->setBase(2);
    rx->setLabelFormat(QStringLiteral("%g"));
    rx->setTitleText(tr("message size (bytes)"));
    auto* ry = new QCategoryAxis;
    ry->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    double lo = -3, hi = 3;
    for (const auto& p : m_report.points) {
        lo = std::min(lo, std::floor(accuracyScale(p.ratio)));
        hi = std::max(hi, std::ceil(accuracyScale(p.ratio)));
    }
    lo = std::max(lo, -10.0);
    hi = std::min(hi, 20.0);
    for (int y = static_cast<int>(lo); y <= static_cast<int>(hi); ++y) {
        const QString label =
            y < 0 ? QStringLiteral("1/%1").arg(1 << -y) : QString::number(accuracyScaleInverse(y));
        ry->append(label, y);
    }
    ry->setRange(lo, hi);
    ry->setTitleText(tr("measured / predicted"));
    times->addAxis(tx, Qt::AlignBottom);
    times->addAxis(ty, Qt::AlignLeft);
    ratio->addAxis(rx, Qt::AlignBottom);
    ratio->addAxis(ry, Qt::AlignLeft);
    int colour = 0;
    for (auto& [key, points] : groups) {
        std::sort(points.begin(), points.end(),
                  [](auto* a, auto* b) { return a->bytes < b->bytes; });
        const QString name =
            QStringLiteral("%1, P=%2").arg(QString::fromStdString(key.first)).arg(key.second);
        const QColor c = BestMapView::algorithmColour(colour++);
        std::vector<QPointF> measured, predicted, accuracy;
        for (const auto* p : points) {
            const double x = std::max<double>(1, static_cast<double>(p->bytes));
            measured.push_back({x, p->measured * 1e6});
            predicted.push_back({x, p->predicted * 1e6});
            accuracy.push_back({x, accuracyScale(p->ratio)});
        }
        // Long sweeps are thinned to the chart's width, keeping their extremes.
        const int buckets = std::max(64, width() / 3);
        auto* m = new QLineSeries;
        m->setName(name);
        m->setPen(QPen(c, 2));
        for (QPointF q : decimateMinMax(measured, buckets))
            m->append(q);
        auto* pr = new QLineSeries;
        pr->setName(tr("%1 predicted").arg(name));
        pr->setPen(QPen(c, 1.5, Qt::DashLine));
        for (QPointF q : decimateMinMax(predicted, buckets))
            pr->append(q);
        auto* acc = new QScatterSeries;
        acc->setName(name);
        acc->setColor(c);
        acc->setMarkerSize(8);
        for (QPointF q : decimateMinMax(accuracy, buckets))
            acc->append(q);
        for (QAbstractSeries* s :
             {static_cast<QAbstractSeries*>(m), static_cast<QAbstractSeries*>(pr)}) {
            times->addSeries(s);
            s->attachAxis(tx);
            s->attachAxis(ty);
        }
        ratio->addSeries(acc);
        acc->attachAxis(rx);
        acc->attachAxis(ry);
    }
    auto* one = new QLineSeries;  // the line of perfect prediction
    one->setName(tr("exact"));
    one->setPen(QPen(Qt::black, 1, Qt::DotLine));
    double xmin = 1, xmax = 2;
    for (const auto& p : m_report.points) {
        xmin = std::min(xmin, std::max(1.0, static_cast<double>(p.bytes)));
        xmax = std::max(xmax, static_cast<double>(p.bytes));
    }
    one->append(xmin, 0);
    one->append(xmax, 0);
    ratio->addSeries(one);
    one->attachAxis(rx);
    one->attachAxis(ry);
    for (QChart* chart : {times, ratio})
        chart->legend()->setAlignment(Qt::AlignRight);
    QChart* oldTimes = m_times->chart();
    QChart* oldRatio = m_ratio->chart();
    m_times->setChart(times);
    m_ratio->setChart(ratio);
    delete oldTimes;
    delete oldRatio;
    retranslateUi();
}

void MeasuredView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void MeasuredView::retranslateUi() {
    m_open->setText(tr("Open results…"));
    m_export->setText(tr("Export…"));
    const auto labels = findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
    const QStringList names{tr("L (µs)"), tr("o (µs)"), tr("g (µs)"), tr("G (µs/byte)")};
    int n = 0;
    for (QLabel* l : labels)
        if (l != m_summary && n < names.size()) l->setText(names[n++]);
    if (!m_loaded) {
        m_summary->setText(
            tr("Open a results file written by calltree-runner; catalogue cases "
               "are predicted by simulating their program with the LogGP "
               "parameters here."));
        return;
    }
    QString text = tr("%1 cases compared, %2 skipped%3. Environment: %4")
                       .arg(m_report.points.size())
                       .arg(m_report.skipped.size())
                       .arg(m_results.complete ? QString() : tr(" (the run was not complete)"))
                       .arg(QString::fromStdString(m_results.environment));
    if (!m_report.skipped.empty())
        text += tr("\nFirst skipped: %1").arg(QString::fromStdString(m_report.skipped.front()));
    m_summary->setText(text);
}

}  // namespace studio
