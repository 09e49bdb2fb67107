#include "runs/results_panel.h"

#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "fields/number_format.h"
#include "runs/measured_timeline_view.h"
#include "runs/prediction_job.h"
#include "runs/results_table_model.h"
#include "runs/run_comparison.h"
#include "runs/ties.h"
#include "visual/measured_view.h"

namespace studio::runs {

ResultsPanel::ResultsPanel(QWidget* parent)
    : QWidget(parent),
      m_model(new ResultsTableModel(this)),
      m_table(new QTableView(this)),
      m_best(new QTableWidget(this)),
      m_bestLabel(new QLabel(this)),
      m_chart(new MeasuredView(this)),
      m_measuredTimeline(new MeasuredTimelineView(this)),
      m_views(new QTabWidget(this)),
      m_job(new PredictionJob(this)),
      m_chartJob(new PredictionJob(this)),
      m_predictBar(new QWidget(this)),
      m_predictLabel(new QLabel(m_predictBar)),
      m_predictProgress(new QProgressBar(m_predictBar)),
      m_predictCancel(new QPushButton(m_predictBar)),
      m_shownResults(std::make_shared<const ct::protocol::ResultsDocument>()) {
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setSortingEnabled(false);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Schedule names run to hundreds of characters ("MSTBoruvkaAndMerge(k=1)[DenseBoruvkaStep[…"):
    // the case column starts at a width that leaves the times in view, elides in the middle and
    // can be widened by hand; the tooltip has the whole name.
    m_table->horizontalHeader()->setSectionResizeMode(ResultsTableModel::CaseColumn,
                                                      QHeaderView::Interactive);
    m_table->setColumnWidth(ResultsTableModel::CaseColumn, 300);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setColumnHidden(ResultsTableModel::OsuColumn, true);  // until a case has the figure
    m_best->verticalHeader()->hide();
    m_best->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_best->horizontalHeader()->setStretchLastSection(true);

    auto* tableTab = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableTab);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto* tableSplit = new QSplitter(Qt::Vertical, tableTab);
    auto* bestBox = new QWidget(tableSplit);
    auto* bestLayout = new QVBoxLayout(bestBox);
    bestLayout->setContentsMargins(0, 0, 0, 0);
    m_bestLabel->setWordWrap(true);  // the shares make it long; it must not widen the window
    bestLayout->addWidget(m_bestLabel);
    bestLayout->addWidget(m_best);
    tableSplit->addWidget(m_table);
    tableSplit->addWidget(bestBox);
    // The best per size is the run's verdict: at 1024×700 a 3:1 split showed two of its rows.
    tableSplit->setStretchFactor(0, 3);
    tableSplit->setStretchFactor(1, 2);
    tableLayout->addWidget(tableSplit);

    m_views->setObjectName(QStringLiteral("runViews"));
    m_views->addTab(tableTab, QString());
    m_views->addTab(m_chart, QString());
    m_views->addTab(m_measuredTimeline, QString());
    // Above the views while a prediction runs: which case, how far, and a way out.
    auto* predictLayout = new QHBoxLayout(m_predictBar);
    predictLayout->setContentsMargins(0, 0, 0, 0);
    m_predictLabel->setObjectName(QStringLiteral("predictionLabel"));
    // Long case names are cut, never widen the window (1024 px in every language).
    m_predictLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    predictLayout->addWidget(m_predictLabel, 1);
    m_predictProgress->setMaximumWidth(160);
    m_predictProgress->setTextVisible(false);
    predictLayout->addWidget(m_predictProgress);
    predictLayout->addWidget(m_predictCancel);
    m_predictBar->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_predictBar);
    layout->addWidget(m_views);
    connect(m_predictCancel, &QPushButton::clicked, this, &ResultsPanel::cancelPrediction);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        if (m_job->isRunning() || m_chartJob->isRunning()) cancelPrediction();
    });
    connect(m_job, &PredictionJob::progress, this, &ResultsPanel::predictionProgress);
    connect(m_job, &PredictionJob::finished, this, [this](const ct::AccuracyReport& report) {
        m_predictBar->hide();
        showPredictions(&report);
    });
    connect(m_chartJob, &PredictionJob::progress, this, &ResultsPanel::predictionProgress);
    connect(m_chartJob, &PredictionJob::finished, this, [this](const ct::AccuracyReport& report) {
        if (!m_job->isRunning()) m_predictBar->hide();
        m_chart->showReport(m_shownResults, report);
    });
    connect(m_chart, &MeasuredView::modelEdited, this, &ResultsPanel::predictChart);
    retranslateUi();
}

void ResultsPanel::retranslateUi() {
    m_bestLabel->setText(tr("Best per size: measured against predicted"));
    m_views->setTabText(0, tr("Results"));
    m_views->setTabText(1, tr("Measured vs predicted"));
    m_views->setTabText(2, tr("Measured timeline"));
    m_predictCancel->setText(tr("Cancel prediction"));
    m_predictCancel->setToolTip(tr("Stop predicting (Esc); the measured columns stay"));
    m_predictProgress->setToolTip(m_job->memoryLimitText());
}

void ResultsPanel::showRun(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                           const PredictionSources& sources, const QString& resultsFile,
                           const ct::LogGPProfile& loggp, const QString& loggpName) {
    m_shownResults = std::move(results);
    m_sources = sources;
    m_comparing = false;
    const auto& cases = m_shownResults->cases;
    // One prediction for the rows and the chart: the rows' profile when there is one, else the
    // chart's values (the rows then have no LogGP predictions to show).
    const bool catalogue = std::any_of(cases.begin(), cases.end(), [](auto& c) {
        return c.kind != ct::protocol::CaseKind::Schedule;
    });
    m_job->cancel();
    m_chartJob->cancel();
    if (catalogue) {
        m_job->start(m_shownResults, sources.loggpUs.value_or(m_chart->model()));
        predictionProgress(0, 0, QString());
        showPredictions(nullptr);
    } else {
        m_predictBar->hide();
        const ct::AccuracyReport none;
        showPredictions(&none);
    }
    m_measuredTimeline->setResults(m_shownResults, resultsFile, loggp, loggpName);
}

void ResultsPanel::showPredictions(const ct::AccuracyReport* report) {
    const QList<ResultRow> rows =
        buildRows(m_shownResults, m_sources, report, m_job->memoryLimitText());
    // The selection survives the predictions arriving.
    const QModelIndex selected = m_table->currentIndex();
    m_model->setRows(rows);
    m_table->setColumnHidden(ResultsTableModel::OsuColumn, !m_model->hasOsuFigures());
    if (selected.isValid())
        m_table->setCurrentIndex(m_model->index(selected.row(), selected.column()));
    if (!m_comparing) showBestPerSize(rows);
    if (m_chartJob->isRunning()) return;  // the chart's own values are being predicted
    if (report)
        m_chart->showReport(m_shownResults, *report);
    else
        m_chart->showPending(m_shownResults);
}

void ResultsPanel::predictionProgress(int index, int total, const QString& caseName) {
    m_predictBar->show();
    m_predictProgress->setRange(0, std::max(total, 0));  // 0..0: busy until the first case
    m_predictProgress->setValue(index);
    m_predictLabel->setText(
        total > 0 ? tr("Predicting %1 of %2: %3 …")
                        .arg(QLocale().toString(index + 1), QLocale().toString(total), caseName)
                  : tr("Predicting …"));
}

void ResultsPanel::predictChart(const ct::LogGPProfile& modelUs) {
    m_chartJob->start(m_shownResults, modelUs);
    predictionProgress(0, 0, QString());
    m_chart->showPending(m_shownResults);
}

void ResultsPanel::cancelPrediction() {
    if (!m_job->isRunning() && !m_chartJob->isRunning()) return;
    m_predictBar->hide();
    ct::AccuracyReport cancelled;
    cancelled.cancelled = true;
    if (m_chartJob->isRunning()) {
        m_chartJob->cancel();
        m_chart->showReport(m_shownResults, cancelled);
    }
    if (m_job->isRunning()) {
        m_job->cancel();
        showPredictions(&cancelled);
    }
}

void ResultsPanel::clearRows() {
    m_job->cancel();
    m_chartJob->cancel();
    m_predictBar->hide();
    m_comparing = false;
    m_model->setRows({});
    m_table->setColumnHidden(ResultsTableModel::OsuColumn, true);
}

void ResultsPanel::showBestPerSize(const QList<ResultRow>& rows) {
    const ct::AccuracyReport report = accuracyOf(rows);
    const ct::FidelityTable table = ct::fidelityTable(report);
    // The heading carries the two shares `calltree fidelity` prints, when there are predictions.
    QString heading = tr("Best per size: measured against predicted");
    if (!table.points.empty())
        heading += tr(" — %1 of %2 predictions within ±%3 %; the predicted-best within %4 % of the "
                      "measured-best at %5 of %6 sizes")
                       .arg(table.within)
                       .arg(table.points.size())
                       .arg(fields::formatCount(table.options.tolerance * 100, 3))
                       .arg(fields::formatCount(table.options.bestTolerance * 100, 3))
                       .arg(table.bestWithin)
                       .arg(table.judged);
    // Sizes where nearly every algorithm missed alike: the run's level there is off, not the
    // ranking (core/analysis/fidelity.h, SharedMiss).
    QStringList alike;
    for (const ct::SharedMiss& m : table.sharedMisses)
        alike << tr("%1 ranks, %2 B: %3 of %4 algorithms, median %5")
                     .arg(m.procs)
                     .arg(QLocale().toString(qulonglong(m.bytes)))
                     .arg(m.missed)
                     .arg(m.points)
                     .arg(fields::formatFactor(m.medianRatio));
    if (!alike.isEmpty())
        heading +=
            tr(" — at %n size(s) nearly every algorithm missed its prediction alike: "
               "calibrate again just before the run",
               nullptr, int(alike.size()));
    m_bestLabel->setText(heading);
    m_bestLabel->setToolTip(
        alike.isEmpty()
            ? QString()
            : tr("Nearly every algorithm missed its prediction the same way at these sizes, so "
                 "the run's level there is off, not the model's ranking: the calibration's "
                 "launch and the run's drifted apart, or a cost common to every algorithm is "
                 "missing.\n%1")
                  .arg(alike.join(QLatin1Char('\n'))));
    m_best->clear();
    m_best->setColumnCount(7);
    m_best->setHorizontalHeaderLabels({tr("Ranks"), tr("Bytes"), tr("Best measured"), tr("Median"),
                                       tr("Best predicted"), tr("Its median"), tr("Loss")});
    m_best->setRowCount(int(table.choices.size()));
    for (int i = 0; i < int(table.choices.size()); ++i) {
        const ct::FidelityChoice& c = table.choices[std::size_t(i)];
        const bool judged = !c.predictedBest.empty();
        // A tie names every algorithm in it, measured or predicted: picking one of them is as
        // good as picking another.
        const QString predicted =
            Ties::brief(QString::fromStdString(c.predictedBest).split(QStringLiteral(" = ")));
        const QStringList cells{
            QLocale().toString(c.procs),
            QLocale().toString(qulonglong(c.bytes)),
            Ties::text(Ties::measuredBest(report, c)),
            ResultsTableModel::formatSeconds(c.measuredBestTime),
            judged ? predicted : tr("no prediction"),
            judged ? ResultsTableModel::formatSeconds(c.predictedBestTime) : QString(),
            judged ? QStringLiteral("%1 %").arg(QLocale().toString(c.loss * 100, 'f', 1))
                   : QString()};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col == 4 && c.tied > 1)
                item->setToolTip(tr("The model predicts these equally fast: %1")
                                     .arg(QString::fromStdString(c.predictedBest)));
            if (col == 6 && judged && !c.withinBest)
                item->setToolTip(
                    tr("The predicted-best is more than %1 % slower than the "
                       "measured-best")
                        .arg(fields::formatCount(table.options.bestTolerance * 100, 3)));
            m_best->setItem(i, col, item);
        }
    }
    m_best->resizeColumnsToContents();  // case names are long; the last column still stretches
}

void ResultsPanel::showComparison(const RunComparison& comparison, int others) {
    const int runs = int(comparison.titles.size());
    m_comparing = true;
    m_best->clear();
    m_best->setColumnCount(runs + 2);
    QStringList headers{tr("Case")};
    headers << comparison.titles << tr("Fastest");
    m_best->setHorizontalHeaderLabels(headers);
    m_best->setRowCount(int(comparison.rows.size()));
    for (int row = 0; row < int(comparison.rows.size()); ++row) {
        const ComparisonRow& c = comparison.rows[std::size_t(row)];
        m_best->setItem(row, 0, new QTableWidgetItem(c.caseName));
        for (int r = 0; r < runs; ++r) {
            QString text = QStringLiteral("–");
            if (c.medians[std::size_t(r)]) {
                text = ResultsTableModel::formatSeconds(*c.medians[std::size_t(r)]);
                // Each later run relative to the first: "× 1.05" is 5 % slower than the first.
                if (r > 0 && c.ratios[std::size_t(r)])
                    text += QStringLiteral(" (×%1)").arg(
                        QLocale().toString(*c.ratios[std::size_t(r)], 'f', 2));
            }
            auto* item = new QTableWidgetItem(text);
            if (std::find(c.fastestTied.begin(), c.fastestTied.end(), r) != c.fastestTied.end()) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_best->setItem(row, r + 1, item);
        }
        QStringList fastest;
        for (int r : c.fastestTied)
            fastest << comparison.titles[r];
        m_best->setItem(row, runs + 1, new QTableWidgetItem(Ties::text(fastest)));
    }
    m_best->resizeColumnsToContents();
    m_bestLabel->setText(
        tr("%n run(s) compared with this one; medians, ratios to this run, the fastest in bold "
           "(all of them when they tie).",
           nullptr, others));
}

QString ResultsPanel::caseToShow() const {
    const QStringList recorded = m_measuredTimeline->recordedCases();
    QString name = recorded.value(0);
    const QModelIndex at = m_table->currentIndex();
    if (at.isValid() && at.row() < m_model->rows().size()) {
        const QString selected = QString::fromStdString(m_model->rows()[at.row()].measured->name);
        if (recorded.contains(selected)) name = selected;
    }
    return name;
}

bool ResultsPanel::showMeasuredTimeline(const QString& caseName) {
    m_views->setCurrentWidget(m_measuredTimeline);
    return m_measuredTimeline->showCase(caseName);
}

}  // namespace studio::runs
