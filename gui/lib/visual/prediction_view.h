#pragma once
// Bonorden's (2002) Figure 5 and Table 2 for a built-in BSP* machine: predicted broadcast time
// against message size (log–log), one series per pure algorithm and the optimal schedule drawn
// thick, with the table of size ranges that share one optimal schedule beside it.
#include <QWidget>

#include "visual/bsp_prediction.h"

class QChartView;
class QComboBox;
class QTableWidget;

namespace studio {

class PredictionView : public QWidget {
    Q_OBJECT

public:
    explicit PredictionView(QWidget* parent = nullptr);

    void showPrediction(const std::string& machine, int procs);
    const BspPrediction& prediction() const { return m_prediction; }
    QChartView* chartView() const { return m_chart; }
    QTableWidget* crossoverTable() const { return m_table; }
    // The number of series in the chart (pure algorithms + the optimum).
    int seriesCount() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    QComboBox* m_machine;
    QComboBox* m_procs;
    QChartView* m_chart;
    QTableWidget* m_table;
    BspPrediction m_prediction;
};

}  // namespace studio
