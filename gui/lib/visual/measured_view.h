#pragma once
// Measured against predicted from a runner results file: per algorithm and P the measured medians
// and the LogGP predictions against message size (log–log), and below them the accuracy ratio
// measured/predicted on the thesis' scale (linear above 1, logarithmic below; Bonorden 2002, Figure
// 7).
#include <QPushButton>
#include <QWidget>
#include <memory>
#include <optional>

#include "analysis/prediction_accuracy.h"
#include "fields/decimal_box.h"
#include "protocol/results.h"

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;

namespace studio::runs {
class PredictionJob;
}

namespace studio {

class MeasuredView : public QWidget {
    Q_OBJECT

public:
    explicit MeasuredView(QWidget* parent = nullptr);

    // Loads and shows a results file; returns an empty string or the translated error.
    QString loadFile(const QString& path);
    // Shows the results and predicts them off the GUI thread (a results file opened in this view:
    // the measured points at once, "Predicting …" until the prediction arrives; a newer file or
    // an edit of the LogGP values replaces a prediction under way). The Runs tab runs its own
    // prediction and uses the two below instead.
    // The results are shared, not copied (here and below): they may take hundreds of megabytes.
    void showResults(std::shared_ptr<const ct::protocol::ResultsDocument> results);
    // The measured results while their prediction runs elsewhere ("Predicting …").
    void showPending(std::shared_ptr<const ct::protocol::ResultsDocument> results);
    // The results with their prediction made elsewhere; an edit of the LogGP values then asks
    // for a new one (modelEdited) instead of predicting here.
    void showReport(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                    const ct::AccuracyReport& report);
    const ct::AccuracyReport& report() const { return m_report; }
    // A prediction of this view's own is under way.
    bool isPredicting() const;
    QChartView* timeChart() const { return m_times; }
    QChartView* ratioChart() const { return m_ratio; }
    QPushButton* exportButton() const { return m_export; }
    ct::LogGPProfile model() const;
    // The LogGP parameters (µs) predictions use, e.g. from a calibration named `name` (the
    // summary says which profile predicted, e.g. "this run's calibration beside its cases").
    void setModel(const ct::LogGPProfile& us, const QString& name = QString());
    // The line under the fields: the cases compared and what predicted them (the environment
    // in its tooltip).
    QLabel* summaryLabel() const { return m_summary; }
    // Shows only this algorithm's cases (empty: all).
    void setAlgorithmFilter(const QString& algorithm);

signals:
    // The user edited the LogGP values of a view whose predictions are made elsewhere.
    void modelEdited(const ct::LogGPProfile& us);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Predicts (unless the predictions are made elsewhere) and draws.
    void refresh();
    void modelChanged();
    void setResults(std::shared_ptr<const ct::protocol::ResultsDocument> results);
    // Draws m_report.
    void draw();
    // Which profile predicts, for the summary.
    QString predictedFrom() const;
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
    // Never null: an empty document until results are shown.
    std::shared_ptr<const ct::protocol::ResultsDocument> m_results;
    bool m_loaded = false;
    bool m_external = false;  // predictions come from showReport
    bool m_pending = false;   // …and the next one is under way
    ct::AccuracyReport m_report;
    // A size-aware profile, or one with a stream gap, given by setModel.
    std::optional<ct::LogGPProfile> m_profile;
    QString m_profileName;       // m_profile's, as setModel named it
    runs::PredictionJob* m_job;  // this view's own predictions
};

}  // namespace studio
