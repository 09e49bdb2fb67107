#pragma once
// The built-in demo: the optimal, Fibonacci and binomial broadcasts of the same parameters side by
// side, rebuilt live from a parameter bar. Invalid parameters show core's message instead.
#include <QWidget>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "algorithm_run.h"

class QLabel;

namespace studio {

class AlgorithmPanel;
class ParameterBar;

class DemoComparisonWidget : public QWidget {
    Q_OBJECT

public:
    static constexpr std::array<std::string_view, 3> kAlgorithms{"optimal", "fibonacci",
                                                                 "binomial"};

    explicit DemoComparisonWidget(QWidget* parent = nullptr);

    ParameterBar* parameterBar() const { return m_bar; }
    AlgorithmPanel* panel(std::string_view algorithm) const;
    // One run per algorithm in kAlgorithms order; empty while the parameters are invalid.
    const std::vector<AlgorithmRun>& runs() const { return m_runs; }
    // The simulated completion time of `algorithm`, or -1 when there is no result.
    double simulatedTime(std::string_view algorithm) const;
    // Core's message for the current parameters; empty when they are fine.
    QString errorText() const { return m_error; }
    // What the status line shows (the hint or the error).
    QString statusText() const;
    // The algorithms with the smallest simulated time (ties included), and that time.
    std::vector<std::string> fastest() const;
    double fastestTime() const;

signals:
    void resultsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void updateStatus();

    ParameterBar* m_bar;
    QLabel* m_status;
    std::vector<AlgorithmPanel*> m_panels;
    std::vector<AlgorithmRun> m_runs;
    QString m_error;
};

}  // namespace studio
