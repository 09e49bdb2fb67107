#pragma once
// One column of the demo: an algorithm's title, its completion time (simulated, and the closed
// formula beside it so users see they agree) and its tree.
#include <QFrame>
#include <optional>
#include <string>

#include "algorithm_run.h"

class QLabel;

namespace studio {

class BroadcastTreeView;

class AlgorithmPanel : public QFrame {
    Q_OBJECT

public:
    explicit AlgorithmPanel(std::string algorithm, QWidget* parent = nullptr);

    const std::string& algorithm() const { return m_algorithm; }
    // Shows the run; `fastest` marks it as (one of) the quickest of the comparison.
    void showRun(const AlgorithmRun& run, bool fastest);
    // No result (the parameters are invalid): the tree is cleared and the time shows a dash.
    void showNothing();

    QString titleText() const;
    QString timeText() const;
    BroadcastTreeView* view() const { return m_view; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    std::string m_algorithm;
    std::optional<AlgorithmRun> m_run;
    bool m_fastest = false;
    QLabel* m_title;
    QLabel* m_time;
    BroadcastTreeView* m_view;
};

}  // namespace studio
