#pragma once
// The Runs workspace's right-hand views of one run: the results table (each case and size,
// measured beside predicted) over the best per size — or, when runs are compared, the comparison
// table in its place — then the measured-vs-predicted charts and the recorded timelines.
#include <QWidget>
#include <memory>

#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "runs/result_rows.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace studio {
class MeasuredView;
}

namespace studio::runs {

class MeasuredTimelineView;
class PredictionJob;
class ResultsTableModel;
struct RunComparison;

class ResultsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget* parent = nullptr);

    ResultsTableModel* model() const { return m_model; }
    QTableWidget* bestTable() const { return m_best; }
    QLabel* bestHeading() const { return m_bestLabel; }
    MeasuredView* chart() const { return m_chart; }
    MeasuredTimelineView* measuredTimeline() const { return m_measuredTimeline; }

    PredictionJob* predictionJob() const { return m_job; }
    QWidget* predictionBar() const { return m_predictBar; }
    QLabel* predictionLabel() const { return m_predictLabel; }
    QPushButton* cancelPredictionButton() const { return m_predictCancel; }

    // One run's rows beside the predictions, its best per size, charts and recorded timelines
    // (resultsFile: where the run's timelines lie; loggp in µs for their predictions). The
    // measured columns show at once; the catalogue cases' LogGP prediction runs off the GUI
    // thread (one for the rows and the chart) and fills the predicted column when it is ready.
    // The results are shared with the rows, the chart, the timelines and the prediction, never
    // copied: a results file may take hundreds of megabytes.
    void showRun(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                 const PredictionSources& sources, const QString& resultsFile,
                 const ct::LogGPProfile& loggp, const QString& loggpName);
    void clearRows();
    // Stops the prediction under way (Esc, the Cancel button): its rows say so.
    void cancelPrediction();
    // The comparison of the shown run (first) with `others` more, in place of the best per size.
    void showComparison(const RunComparison& comparison, int others);
    // The case "Show measured timeline" opens: the selected row's when it was recorded, else the
    // first recorded case (empty: none recorded).
    QString caseToShow() const;
    // Switches to the measured timeline and shows the case; false when it was not recorded.
    bool showMeasuredTimeline(const QString& caseName);
    void retranslateUi();

private:
    void showBestPerSize(const QList<ResultRow>& rows);
    // The rows, best per size and chart with `report` (null: the prediction is under way).
    void showPredictions(const ct::AccuracyReport* report);
    void predictionProgress(int index, int total, const QString& caseName);
    // The chart's own LogGP values were edited: only the chart is predicted again.
    void predictChart(const ct::LogGPProfile& modelUs);

    ResultsTableModel* m_model;
    QTableView* m_table;
    QTableWidget* m_best;
    QLabel* m_bestLabel;
    MeasuredView* m_chart;
    MeasuredTimelineView* m_measuredTimeline;
    QTabWidget* m_views;
    PredictionJob* m_job;       // the rows' and the chart's
    PredictionJob* m_chartJob;  // the chart's alone, after its LogGP values were edited
    QWidget* m_predictBar;
    QLabel* m_predictLabel;
    QProgressBar* m_predictProgress;
    QPushButton* m_predictCancel;
    // What the prediction under way is for; never null (empty before the first run).
    std::shared_ptr<const ct::protocol::ResultsDocument> m_shownResults;
    // The best table holds a comparison of runs (showComparison) until another run is shown:
    // predictions of the opened run that arrive later must not replace it.
    bool m_comparing = false;
    PredictionSources m_sources;
};

}  // namespace studio::runs
