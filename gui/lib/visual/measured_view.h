#pragma once
// Measured against predicted from a runner results file: per algorithm and P the measured medians
// and the LogGP predictions against message size (log–log), and below them the accuracy ratio
// measured/predicted on the thesis' scale (linear above 1, logarithmic below; Bonorden 2002, Figure
// 7).
#include <QWidget>
#include <optional>

#include "fields/decimal_box.h"
#include "protocol/results.h"
#include "analysis/prediction_accuracy.h"

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;

namespace studio {

class MeasuredView : public QWidget {
    Q_OBJECT

public:
    explicit MeasuredView(QWidget* parent = nullptr);

    // Loads and shows a results file; returns an empty string or the translated error.
    QString loadFile(const QString& path);
    void showResults(const ct::protocol::ResultsDocument& results);
    const ct::AccuracyReport& report() const { return m_report; }
    QChartView* timeChart() const { return m_times; }
    QChartView* ratioChart() const { return m_ratio; }
    ct::LogGPProfile model() const;
    // The LogGP parameters (µs) predictions use, e.g. from a calibration.
    void setModel(const ct::LogGPProfile& us);
    // Shows only this algorithm's cases (empty: all).
    void setAlgorithmFilter(const QString& algorithm);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    QPushButton* m_open;
    QPushButton* m_export;
    QComboBox* m_filter;  // one algorithm, or all
    fields::DecimalBox* m_L;
    fields::DecimalBox* m_o;
    fields::DecimalBox* m_g;
    fields::DecimalBox* m_G;
    QLabel* m_summary;
    QChartView* m_times;
    QChartView* m_ratio;
    ct::protocol::ResultsDocument m_results;
    bool m_loaded = false;
    ct::AccuracyReport m_report;
    std::optional<ct::LogGPProfile> m_profile;  // a size-aware profile given by setModel
};

}  // namespace studio
