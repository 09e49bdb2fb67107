#pragma once
// The Runs workspace's right-hand views of one run: the results table (each case and size,
// measured beside predicted) over the best per size — or, when runs are compared, the comparison
// table in its place — then the measured-vs-predicted charts and the recorded timelines.
#include <QWidget>

#include "runs/result_rows.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"

class QLabel;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace studio {
class MeasuredView;
}

namespace studio::runs {

class MeasuredTimelineView;
class ResultsTableModel;
struct RunComparison;

class ResultsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget* parent = nullptr);

    ResultsTableModel* model() const { return m_model; }
    QTableWidget* bestTable() const { return m_best; }
    MeasuredView* chart() const { return m_chart; }
    MeasuredTimelineView* measuredTimeline() const { return m_measuredTimeline; }

    // One run's rows beside the predictions, its best per size, charts and recorded timelines
    // (resultsFile: where the run's timelines lie; loggp in µs for their predictions).
    void showRun(const ct::protocol::ResultsDocument& results, const PredictionSources& sources,
                 const QString& resultsFile, const ct::LogGPProfile& loggp, const QString& loggpName);
    void clearRows();
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

    ResultsTableModel* m_model;
    QTableView* m_table;
    QTableWidget* m_best;
    QLabel* m_bestLabel;
    MeasuredView* m_chart;
    MeasuredTimelineView* m_measuredTimeline;
    QTabWidget* m_views;
};

}  // namespace studio::runs
