#include "runs/measured_timeline_view.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <utility>

#include "analysis/prediction_accuracy.h"
#include "fields/number_format.h"
#include "runs/results_table_model.h"
#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/timeline_view.h"

namespace studio::runs {
namespace {

// Lanes are labelled one by one up to this many ranks; beyond, every k-th rank.
constexpr int kLabelAllRanks = 16;
// Measured lanes get a tinted band up to this many ranks (one item each).
constexpr int kMaxBands = 512;

QColor measuredBand() {
    return {255, 243, 205};
}

QString microseconds(double us) {
    return ResultsTableModel::formatSeconds(us * 1e-6);
}

}  // namespace

MeasuredTimelineView::MeasuredTimelineView(QWidget* parent)
    : QWidget(parent),
      m_cases(new QComboBox(this)),
      m_caption(new QLabel(this)),
      m_legend(new QLabel(this)),
      m_summary(new QLabel(this)),
      m_timeline(new TimelineView(this)),
      m_results(std::make_shared<const ct::protocol::ResultsDocument>()) {
    setObjectName(QStringLiteral("measuredTimeline"));
    m_cases->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_legend->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_caption);
    top->addWidget(m_cases);
    top->addWidget(m_summary, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_legend);
    layout->addWidget(m_timeline, 1);
    m_timeline->setLaneNames([this](int lane) {
        return lane % 2 ? tr("rank %1 (measured)").arg(lane / 2)
                        : tr("rank %1 (predicted)").arg(lane / 2);
    });
    connect(m_cases, &QComboBox::activated, this,
            [this](int i) { showCase(m_cases->itemText(i)); });
    retranslateUi();
}

void MeasuredTimelineView::setResults(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                                      const QString& resultsFile, const ct::LogGPProfile& modelUs,
                                      const QString& profile) {
    const QString shown = m_overlay ? QString::fromStdString(m_overlay->caseName) : QString();
    m_results = std::move(results);
    m_resultsDir = resultsFile.isEmpty() ? QString() : QFileInfo(resultsFile).absolutePath();
    m_model = modelUs;
    m_profile = profile;
    retranslateUi();
    m_case = nullptr;
    const QSignalBlocker block(m_cases);
    m_cases->clear();
    m_cases->addItems(recordedCases());
    m_overlay.reset();
    m_scenario.reset();
    m_timeline->clear();
    m_error.clear();
    if (m_cases->count() > 0)
        showCase(m_cases->findText(shown) >= 0 ? shown : m_cases->itemText(0));
    else
        updateSummary();
}

QStringList MeasuredTimelineView::recordedCases() const {
    QStringList names;
    for (const ct::protocol::CaseResult& c : m_results->cases)
        if (c.timeline) names << QString::fromStdString(c.name);
    return names;
}

bool MeasuredTimelineView::showCase(const QString& name) {
    m_case = nullptr;
    m_overlay.reset();
    m_scenario.reset();
    m_error.clear();
    for (const ct::protocol::CaseResult& c : m_results->cases)
        if (QString::fromStdString(c.name) == name) m_case = &c;
    if (m_case && !m_case->timeline && !m_case->timelineError.empty()) {
        m_error = tr("The runner did not record the timeline of %1: %2")
                      .arg(name, QString::fromStdString(m_case->timelineError));
    } else if (!m_case || !m_case->timeline) {
        m_error = tr("The case '%1' has no recorded timeline: run it with \"Record a timeline\".")
                      .arg(name);
    } else {
        try {
            auto overlay = std::make_shared<MeasuredOverlay>(
                buildOverlay(*m_case, m_model, m_resultsDir.toStdString()));
            auto scenario = std::make_shared<Scenario>();
            scenario->algorithm = overlay->caseName;
            scenario->params.procs = overlay->lanes.ranks();
            // The scenario's parameters describe the drawing (units, combine): the small-message
            // range; the overlay's prediction above used every range.
            scenario->params.model = m_model.first();
            scenario->params.model.unit = "us";
            scenario->program = overlay->lanes;
            scenario->timeline = overlay->merged;
            m_overlay = std::move(overlay);
            m_scenario = std::move(scenario);
        } catch (const std::exception& e) {
            m_error = tr("Cannot show the measured timeline of %1: %2")
                          .arg(name, QString::fromStdString(e.what()));
        }
    }
    const QSignalBlocker block(m_cases);
    if (m_cases->findText(name) >= 0) m_cases->setCurrentIndex(m_cases->findText(name));
    if (m_scenario) {
        auto index = std::make_shared<const TimelineIndex>(
            TimelineIndex::build(m_scenario->program, m_scenario->timeline));
        m_timeline->setScenario(m_scenario, std::move(index));
        labelLanes();
    } else {
        m_timeline->clear();
    }
    updateSummary();
    return m_overlay != nullptr;
}

void MeasuredTimelineView::labelLanes() {
    QCustomPlot* plot = m_timeline->plot();
    for (int i = plot->itemCount() - 1; i >= 0; --i)
        if (plot->item(i)->property("measuredBand").toBool()) plot->removeItem(i);
    if (!m_overlay) return;
    const int ranks = m_overlay->program.ranks();
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int step = ranks <= kLabelAllRanks ? 1 : (ranks + kLabelAllRanks - 1) / kLabelAllRanks;
    for (int r = 0; r < ranks; r += step) {
        if (ranks <= kLabelAllRanks) {
            ticker->addTick(MeasuredOverlay::predictedLane(r), tr("%1 predicted").arg(r));
            ticker->addTick(MeasuredOverlay::measuredLane(r), tr("%1 measured").arg(r));
        } else {
            ticker->addTick(MeasuredOverlay::predictedLane(r), QString::number(r));
        }
    }
    plot->yAxis->setTicker(ticker);
    if (ranks <= kMaxBands) {
        for (int r = 0; r < ranks; ++r) {
            auto* band = new QCPItemRect(plot);
            band->setProperty("measuredBand", true);
            band->setLayer(QStringLiteral("grid"));  // under the timeline
            band->setPen(Qt::NoPen);
            band->setBrush(measuredBand());
            band->setClipToAxisRect(true);
            for (QCPItemPosition* p : {band->topLeft, band->bottomRight})
                p->setTypeX(QCPItemPosition::ptAxisRectRatio);
            const double lane = MeasuredOverlay::measuredLane(r);
            band->topLeft->setCoords(0, lane - 0.5);
            band->bottomRight->setCoords(1, lane + 0.5);
        }
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void MeasuredTimelineView::updateSummary() {
    if (!m_error.isEmpty()) {
        m_summary->setText(m_error);
        m_summary->setStyleSheet(QStringLiteral("color: #b00020"));
        return;
    }
    m_summary->setStyleSheet(QString());
    if (!m_overlay) {
        m_summary->setText(m_results->cases.empty()
                               ? tr("No results shown.")
                               : tr("No case of these results has a recorded timeline: run with "
                                    "\"Record a timeline\" (calltree-runner --record-timeline)."));
        return;
    }
    QString text =
        tr("Measured %1, predicted %2: measured/predicted %3.")
            .arg(microseconds(m_overlay->measuredTotal()),
                 microseconds(m_overlay->predictedTotal()),
                 m_overlay->ratio() ? fields::formatCount(*m_overlay->ratio(), 3) : tr("n/a"));
    const ct::protocol::Statistics stats =
        m_case ? ct::caseStatistics(*m_case) : ct::protocol::Statistics{};
    if (stats.count > 0)
        text += QLatin1Char(' ') +
                tr("Median of the %n timed repetition(s): %1.", nullptr, int(stats.count))
                    .arg(ResultsTableModel::formatSeconds(stats.median));
    if (m_overlay->truncated)
        text += QLatin1Char(' ') + tr("The recording was cut off at %1 operations: later ones "
                                      "are missing.")
                                       .arg(m_case->timeline->limit);
    m_summary->setText(text);
}

void MeasuredTimelineView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        labelLanes();
        updateSummary();
    }
    QWidget::changeEvent(event);
}

void MeasuredTimelineView::retranslateUi() {
    m_caption->setText(tr("Case:"));
    m_legend->setText(
        tr("Two lanes per rank. Upper: <b>predicted</b>, the program simulated with %1. "
           "Lower, on <span style='background:%2'>&nbsp;tinted&nbsp;</span>: <b>measured</b>, the "
           "repetition the runner recorded (µs since the first rank left the starting barrier; a "
           "receive is drawn from when its send had started until the data was in place).")
            .arg(m_profile.isEmpty() ? tr("the chart's LogGP values") : m_profile.toHtmlEscaped(),
                 measuredBand().name()));
}

}  // namespace studio::runs
