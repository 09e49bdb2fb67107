#pragma once
// "Measured timeline" of the Runs tab: for a case whose repetition the runner recorded
// (--record-timeline), the measured timeline laid under the predicted one — two lanes per rank,
// the upper one simulated with the profile the Runs tab predicts with, the lower one (tinted) as
// it ran — on one time axis in µs with one zoom and pan, a legend saying which is which and the
// ratio of the measured to the predicted total.
#include <QWidget>
#include <memory>

#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "protocol/results.h"
#include "visual/measured_timeline.h"

class QComboBox;
class QLabel;

namespace studio {
class TimelineView;
struct Scenario;
}  // namespace studio

namespace studio::runs {

class MeasuredTimelineView : public QWidget {
    Q_OBJECT

public:
    explicit MeasuredTimelineView(QWidget* parent = nullptr);

    // Offers the cases of `results` that have a recording; predictions use `modelUs` (LogGP in
    // µs) named `profile`. Shows the first such case (or the one shown before, by name). The
    // results are shared, not copied: they may take hundreds of megabytes.
    void setResults(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                    const QString& resultsFile, const ct::LogGPProfile& modelUs,
                    const QString& profile);
    QStringList recordedCases() const;
    // Shows a case; false, with the reason in the summary line, when it cannot be shown.
    bool showCase(const QString& name);
    // The case on show (null: none).
    const MeasuredOverlay* overlay() const { return m_overlay.get(); }

    TimelineView* timeline() const { return m_timeline; }
    QComboBox* caseBox() const { return m_cases; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* legendLabel() const { return m_legend; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateSummary();
    void labelLanes();

    QComboBox* m_cases;
    QLabel* m_caption;
    QLabel* m_legend;
    QLabel* m_summary;
    TimelineView* m_timeline;
    // Never null: an empty document until results are set.
    std::shared_ptr<const ct::protocol::ResultsDocument> m_results;
    QString m_resultsDir;
    ct::LogGPProfile m_model;
    QString m_profile;
    std::shared_ptr<const MeasuredOverlay> m_overlay;
    std::shared_ptr<const Scenario> m_scenario;
    const ct::protocol::CaseResult* m_case = nullptr;
    QString m_error;
};

}  // namespace studio::runs
