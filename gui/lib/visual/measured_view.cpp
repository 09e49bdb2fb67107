#include "visual/measured_view.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "fields/number_format.h"
#include "runs/prediction_job.h"
#include "visual/best_map_view.h"
#include "visual/chart_style.h"
#include "visual/decimate.h"
#include "visual/view_export.h"

namespace studio {
namespace {

// One line about where the run ran (the command line is long and says nothing about the
// machine).
QString environmentLine(const ct::protocol::ResultsDocument& doc) {
    const ct::protocol::Environment& e = doc.environment;
    QStringList hosts;
    for (const std::string& h : e.hosts)
        hosts << QString::fromStdString(h);
    QString line =
        QStringLiteral(
            "mpi_library=%1, mpi_version=%2, ranks=%3, hosts=%4, wtick=%5 s, "
            "wtime_is_global=%6, started=%7, ompi_forced=%8")
            .arg(QString::fromStdString(e.mpiLibrary), QString::fromStdString(e.mpiVersion),
                 QString::number(e.ranks), hosts.join(QLatin1Char(' ')), QString::number(e.wtick),
                 e.wtimeIsGlobal ? QStringLiteral("true") : QStringLiteral("false"),
                 QString::fromStdString(e.started), QString::fromStdString(e.ompiForced));
    if (doc.hostActivity)
        line += QStringLiteral(", other_cores=%1 of %2")
                    .arg(fields::formatCount(doc.hostActivity->otherCores, 2))
                    .arg(doc.hostActivity->cores);
    return line;
}

}  // namespace

MeasuredView::MeasuredView(QWidget* parent)
    : QWidget(parent),
      m_open(new QPushButton(this)),
      m_export(new QPushButton(this)),
      m_filter(new QComboBox(this)),
      m_summary(new QLabel(this)),
      m_times(new QChartView(this)),
      m_ratio(new QChartView(this)),
      m_results(std::make_shared<const ct::protocol::ResultsDocument>()),
      m_job(new runs::PredictionJob(this)) {
    connect(m_job, &runs::PredictionJob::finished, this, [this](const ct::AccuracyReport& report) {
        if (m_external) return;  // the Runs tab took the view over meanwhile
        m_pending = false;
        m_report = report;
        draw();
    });
    connect(m_job, &runs::PredictionJob::progress, this,
            [this](int index, int total, const QString& caseName) {
                if (m_pending)
                    m_summary->setText(tr("Predicting case %1 of %2 (%3) with the LogGP "
                                          "parameters here …")
                                           .arg(index + 1)
                                           .arg(total)
                                           .arg(caseName));
            });
    const auto box = [this](double value, double max, int decimals) {
        auto* b = new fields::DecimalBox(this);
        b->setDecimals(decimals);
        b->setAllowedRange(0, max);
        b->setValue(value);
        connect(b, &QDoubleSpinBox::valueChanged, this, [this] {
            m_profile.reset();  // typed values are one range
            m_profileName.clear();
            modelChanged();
        });
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
    // Two rows (file and filter, then the model), so the page fits a 1024-pixel window beside
    // the parameter panel.
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_open);
    bar->addWidget(m_filter);
    bar->addWidget(m_export);
    bar->addStretch(1);
    auto* modelRow = new QHBoxLayout;
    for (fields::DecimalBox* b : {m_L, m_o, m_g, m_G}) {
        modelRow->addWidget(new QLabel(this));
        modelRow->addWidget(b);
    }
    modelRow->addStretch(1);
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_filter->setMinimumContentsLength(14);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_times);
    split->addWidget(m_ratio);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(modelRow);
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
    m_export->setEnabled(false);  // until results are shown: an empty chart is nothing to export
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export charts"), QString(), exportFilter());
        if (!path.isEmpty()) exportView(this, path);
    });
    m_filter->addItem(QString(), QString());
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_filter->setMinimumContentsLength(16);
    connect(m_filter, &QComboBox::activated, this, &MeasuredView::draw);
    retranslateUi();
    refresh();
}

void MeasuredView::setAlgorithmFilter(const QString& algorithm) {
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(algorithm)));
    draw();
}

void MeasuredView::modelChanged() {
    if (m_external && m_loaded)
        emit modelEdited(model());
    else
        refresh();
}

ct::LogGPProfile MeasuredView::model() const {
    if (m_profile) return *m_profile;
    ct::LogGP m = ct::LogGP::logp(m_L->value(), m_o->value(), m_g->value());
    m.G = m_G->value();
    m.unit = "us";
    return m;
}

void MeasuredView::setModel(const ct::LogGPProfile& profile, const QString& name) {
    // A calibrated profile is kept whole (a range per size, and its stream gaps, which the fields
    // cannot hold); the fields show its small-message range, and typing in them replaces it with
    // the typed single range.
    if (profile.sizeAware() || profile.hasStreamGap())
        m_profile = profile;
    else
        m_profile.reset();
    m_profileName = name;
    const ct::LogGP& us = profile.first();
    // One refresh for the four values, not four.
    for (QDoubleSpinBox* b : {m_L, m_o, m_g, m_G})
        b->blockSignals(true);
    m_L->setValue(us.L);
    m_o->setValue((us.oSend + us.oRecv) / 2);
    m_g->setValue(us.g);
    m_G->setValue(us.G);
    for (QDoubleSpinBox* b : {m_L, m_o, m_g, m_G})
        b->blockSignals(false);
    // Predictions made elsewhere follow with the caller's next showReport.
    if (!m_external) refresh();
}

QString MeasuredView::loadFile(const QString& path) {
    try {
        showResults(std::make_shared<const ct::protocol::ResultsDocument>(
            ct::protocol::loadResults(path.toStdString())));
        return {};
    } catch (const ct::protocol::ResultsError& e) {
        return tr("Cannot load the results: %1").arg(QString::fromStdString(e.what()));
    }
}

void MeasuredView::setResults(std::shared_ptr<const ct::protocol::ResultsDocument> results) {
    m_results = std::move(results);
    m_loaded = true;
    m_export->setEnabled(true);
    // The filter lists the algorithms of this file, keeping the one chosen when it is there.
    const QString chosen = m_filter->currentData().toString();
    const QSignalBlocker block(m_filter);
    while (m_filter->count() > 1)
        m_filter->removeItem(1);
    std::vector<std::string> names;
    for (const auto& c : m_results->cases)
        if (c.kind == ct::protocol::CaseKind::Catalogue &&
            std::find(names.begin(), names.end(), c.spec.algorithm) == names.end())
            names.push_back(c.spec.algorithm);
    std::sort(names.begin(), names.end());
    for (const auto& n : names)
        m_filter->addItem(QString::fromStdString(n), QString::fromStdString(n));
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(chosen)));
}

void MeasuredView::showResults(std::shared_ptr<const ct::protocol::ResultsDocument> results) {
    m_external = false;
    m_pending = false;
    setResults(std::move(results));
    refresh();
}

bool MeasuredView::isPredicting() const {
    return m_pending && !m_external;
}

void MeasuredView::showPending(std::shared_ptr<const ct::protocol::ResultsDocument> results) {
    m_job->cancel();
    m_external = true;
    m_pending = true;
    setResults(std::move(results));
    m_report = {};
    draw();
}

void MeasuredView::showReport(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                              const ct::AccuracyReport& report) {
    m_job->cancel();
    m_external = true;
    m_pending = false;
    setResults(std::move(results));
    m_report = report;
    draw();
}

namespace {

// Cases of one size (several roots) are averaged into one point of their (algorithm, P) group.
struct Sum {
    double measured = 0, predicted = 0;
    int n = 0;
};
using Groups = std::map<std::pair<std::string, int>, std::map<std::uint64_t, Sum>>;

struct Extent {
    double xmin = 1e300, xmax = 1, tmin = 1e300, tmax = 0;  // bytes; seconds
};

// One group per (algorithm, P), points sorted by size; `only` keeps one algorithm (empty: all).
Groups groupPoints(const ct::AccuracyReport& report, const std::string& only, Extent& e) {
    Groups groups;
    for (const auto& p : report.points) {
        if (!only.empty() && p.algorithm != only) continue;
        Sum& s = groups[{p.algorithm, p.procs}][p.bytes];
        s.measured += p.measured;
        s.predicted += p.predicted;
        ++s.n;
        const double x = std::max<double>(1, static_cast<double>(p.bytes));
        e.xmin = std::min(e.xmin, x);
        e.xmax = std::max(e.xmax, x);
        for (double t : {p.measured, p.predicted})
            if (t > 0) {
                e.tmin = std::min(e.tmin, t);
                e.tmax = std::max(e.tmax, t);
            }
    }
    if (e.xmin > e.xmax) e.xmin = 1, e.xmax = 2;
    if (e.tmin > e.tmax) e.tmin = 1e-6, e.tmax = 1e-5;
    if (e.xmax <= e.xmin) e.xmax = e.xmin * 2;
    return groups;
}

// Message sizes from `low` to `high` bytes: every power of 2 over up to 12 doublings, every
// power of 8 beyond (8 B – 4 MiB: seven labels, not twenty that overlap at 1024 pixels).
QLogValueAxis* sizeAxis(double low, double high) {
    auto* axis = new QLogValueAxis;
    axis->setBase(high / low > 4096 ? 8 : 2);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%.0f"));  // whole bytes (a precision: chart_style.h)
    axis->setTitleText(MeasuredView::tr("message size (bytes)"));
    return axis;
}

// The accuracy scale's ends: 1/1024 and 21 times. A point beyond them is drawn at the end, not
// left out of the chart (a run on shared cores measured 800 times the prediction: an empty chart).
constexpr double kAccuracyLowest = -10;
constexpr double kAccuracyHighest = 20;

// The thesis' accuracy scale: labels at 1/2^k below 1 and at 1, 2, 4, 8, … above — few and
// round — over the range the points need.
QCategoryAxis* accuracyAxis(const Groups& groups) {
    auto* ry = new QCategoryAxis;
    ry->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    double lo = -3, hi = 3;
    for (const auto& [key, sizes] : groups)
        for (const auto& [bytes, s] : sizes) {
            const double y = ct::accuracyScale(s.measured / s.predicted);
            lo = std::min(lo, std::floor(y));
            hi = std::max(hi, std::ceil(y));
        }
    lo = std::max(lo, kAccuracyLowest);
    hi = std::min(hi, kAccuracyHighest);
    // QCategoryAxis wants its labels in increasing order.
    std::vector<std::pair<double, QString>> ticks;
    for (int k = 1; - k >= lo && k < 31; k *= 2)
        ticks.push_back({-k, QStringLiteral("1/%1").arg(1 << k)});
    for (double r = 1; r - 1 <= hi; r *= 2)
        ticks.push_back({r - 1, fields::formatCount(r)});
    std::sort(ticks.begin(), ticks.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [y, label] : ticks)
        ry->append(label, y);
    // A little room beyond the ends, so that points drawn there show whole.
    const double room = (hi - lo) * 0.03;
    ry->setRange(lo - room, hi + room);
    // Short: the chart's title says what the ratio is, and "measured / predicted" was cut to
    // "measured /…" beside a chart a third of a 700-pixel window high.
    ry->setTitleText(MeasuredView::tr("ratio"));
    return ry;
}

// One group's measured (solid) and predicted (dashed) times and its accuracy points; long sweeps
// are thinned to `buckets` points, keeping their extremes.
// A point's tooltip: its size and time in the one number format (fields/number_format.h).
void showPointTip(QXYSeries* series, const QString& name, const fields::TimeUnit& unit) {
    QObject::connect(
        series, &QXYSeries::hovered, series, [name, unit](const QPointF& p, bool entered) {
            if (!entered) return QToolTip::hideText();
            QToolTip::showText(QCursor::pos(),
                               MeasuredView::tr("%1: %2 bytes, %3")
                                   .arg(name, QLocale().toString(qulonglong(std::llround(p.x()))),
                                        fields::formatDuration(p.y() / unit.perSecond)));
        });
}

void addGroup(const QString& name, const QColor& c, const std::map<std::uint64_t, Sum>& sizes,
              int buckets, const fields::TimeUnit& unit, QChart* times, QChart* ratio) {
    std::vector<QPointF> measured, predicted, accuracy;
    for (const auto& [bytes, s] : sizes) {
        const double x = std::max<double>(1, static_cast<double>(bytes));
        measured.push_back({x, s.measured / s.n * unit.perSecond});
        predicted.push_back({x, s.predicted / s.n * unit.perSecond});
        accuracy.push_back({x, std::clamp(ct::accuracyScale(s.measured / s.predicted),
                                          kAccuracyLowest, kAccuracyHighest)});
    }
    auto* m = new QLineSeries;
    m->setName(name);
    m->setPen(QPen(c, 2));
    m->setPointsVisible(true);
    for (QPointF q : decimateMinMax(measured, buckets))
        m->append(q);
    auto* pr = new QLineSeries;
    pr->setName(MeasuredView::tr("%1 predicted").arg(name));
    pr->setPen(QPen(c, 1.5, Qt::DashLine));
    for (QPointF q : decimateMinMax(predicted, buckets))
        pr->append(q);
    auto* acc = new QScatterSeries;
    acc->setName(name);
    acc->setColor(c);
    acc->setMarkerSize(8);
    for (QPointF q : decimateMinMax(accuracy, buckets))
        acc->append(q);
    showPointTip(m, name, unit);
    showPointTip(pr, pr->name(), unit);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m), static_cast<QAbstractSeries*>(pr)}) {
        times->addSeries(s);
        for (QAbstractAxis* axis : times->axes())
            s->attachAxis(axis);
    }
    ratio->addSeries(acc);
    for (QAbstractAxis* axis : ratio->axes())
        acc->attachAxis(axis);
}

}  // namespace

void MeasuredView::refresh() {
    if (!m_external) {
        // Off the GUI thread (issue 21): a large results file takes seconds per case.
        m_job->cancel();
        m_report = {};
        m_pending = m_loaded;
        if (m_loaded) m_job->start(m_results, model());
    }
    draw();
}

void MeasuredView::draw() {
    Extent e;
    const Groups groups =
        groupPoints(m_report, m_filter->currentData().toString().toStdString(), e);

    auto* times = new QChart;
    auto* ratio = new QChart;
    times->setTitle(tr("Measured (solid) and predicted (dashed) time"));
    ratio->setTitle(tr("Accuracy: measured / predicted (linear above 1, logarithmic below)"));
    auto* tx = sizeAxis(e.xmin, e.xmax);
    auto* ty = new QLogValueAxis;
    ty->setLabelFormat(QStringLiteral("%.4g"));  // with a precision: chart_style.h
    // The unit the largest time calls for; the labels in the language's number format.
    const fields::TimeUnit unit = fields::timeUnitFor(e.tmax);
    ty->setTitleText(tr("time (%1)").arg(unit.symbol));
    for (QChart* chart : {times, ratio})
        styleChart(chart);  // the labels in the language's number format
    auto* rx = sizeAxis(e.xmin, e.xmax);
    times->addAxis(tx, Qt::AlignBottom);
    times->addAxis(ty, Qt::AlignLeft);
    ratio->addAxis(rx, Qt::AlignBottom);
    ratio->addAxis(accuracyAxis(groups), Qt::AlignLeft);
    tx->setRange(e.xmin, e.xmax);
    rx->setRange(e.xmin, e.xmax);
    // Whole decades, so the log axis always has labelled ticks.
    ty->setRange(std::pow(10, std::floor(std::log10(e.tmin * unit.perSecond))),
                 std::pow(10, std::ceil(std::log10(e.tmax * unit.perSecond))));
    int colour = 0;
    const int buckets = std::max(64, width() / 3);
    for (const auto& [key, sizes] : groups)
        addGroup(QStringLiteral("%1, P=%2").arg(QString::fromStdString(key.first)).arg(key.second),
                 BestMapView::algorithmColour(colour++), sizes, buckets, unit, times, ratio);
    auto* one = new QLineSeries;  // the line of perfect prediction
    one->setName(tr("exact"));
    one->setPen(QPen(Qt::black, 1, Qt::DotLine));
    one->append(e.xmin, 0);
    one->append(e.xmax, 0);
    ratio->addSeries(one);
    for (QAbstractAxis* axis : ratio->axes())
        one->attachAxis(axis);
    QChart* oldTimes = m_times->chart();
    QChart* oldRatio = m_ratio->chart();
    m_times->setChart(times);
    m_ratio->setChart(ratio);
    delete oldTimes;
    delete oldRatio;
    // Dozens of algorithms make an unreadable legend: the filter shows one at a time instead.
    for (QChart* chart : {times, ratio}) {
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->legend()->setVisible(groups.size() <= 8);
    }
    retranslateUi();
}

QString MeasuredView::predictedFrom() const {
    const QString name = m_profileName.isEmpty() ? tr("the calibrated profile") : m_profileName;
    if (!m_profile) {
        return m_profileName.isEmpty() ? tr("Predicted from the LogGP values here.")
                                       : tr("Predicted from %1.").arg(name);
    }
    const int ranges = int(m_profile->ranges.size());
    const bool levels = std::any_of(m_profile->ranges.begin(), m_profile->ranges.end(),
                                    [](const ct::LogGPRange& r) { return r.level > 0; });
    return levels ? tr("Predicted from %1: %n size range(s), each size's cases at the machine's "
                       "level measured beside them; the fields show the smallest range.",
                       nullptr, ranges)
                        .arg(name)
                  : tr("Predicted from %1: %n size range(s); the fields show the smallest range.",
                       nullptr, ranges)
                        .arg(name);
}

void MeasuredView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        draw();  // the titles and units; the predictions do not depend on the language
    }
    QWidget::changeEvent(event);
}

void MeasuredView::retranslateUi() {
    m_open->setText(tr("Open results…"));
    m_export->setText(tr("Export…"));
    m_filter->setItemText(0, tr("(all algorithms)"));
    const auto labels = findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
    const QStringList names{tr("L (µs)"), tr("o (µs)"), tr("g (µs)"), tr("G (µs/byte)")};
    int n = 0;
    for (QLabel* l : labels)
        if (l != m_summary && n < names.size()) l->setText(names[n++]);
    m_L->setDescription(tr("Latency L of the measured machine, for the predictions"));
    m_o->setDescription(tr("Overhead o of the measured machine, for the predictions"));
    m_g->setDescription(tr("Gap g of the measured machine, for the predictions"));
    m_G->setDescription(tr("Gap per byte G of the measured machine, for the predictions"));
    if (!m_loaded) {
        m_summary->setText(
            tr("Open a results file written by calltree-runner; catalogue cases "
               "are predicted by simulating their program with the LogGP "
               "parameters here."));
        return;
    }
    if (m_pending) {
        m_summary->setText(tr("Predicting the cases with the LogGP parameters here …"));
        return;
    }
    // The environment (library, forced algorithm, start) takes three lines at 1024 pixels, which
    // the charts need: it is in the tooltip.
    QString text = tr("%1 cases compared, %2 skipped%3. %4")
                       .arg(m_report.points.size())
                       .arg(m_report.skipped.size())
                       .arg(m_results->complete ? QString() : tr(" (the run was not complete)"))
                       .arg(predictedFrom());
    m_summary->setToolTip(tr("Environment: %1").arg(environmentLine(*m_results)));
    if (m_report.cancelled) text += tr("\nThe prediction was cancelled.");
    if (!m_report.skipped.empty())
        text += tr("\nFirst skipped: %1").arg(QString::fromStdString(m_report.skipped.front()));
    m_summary->setText(text);
}

}  // namespace studio
