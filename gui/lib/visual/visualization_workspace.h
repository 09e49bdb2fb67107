#pragma once
// The Studio's visualization tab: a parameter panel beside four pages — the animated timeline and
// tree of one algorithm (with its explanation and formula check), a comparison of 2–4 algorithms
// (by default the LogP broadcasts: optimal, Fibonacci, binomial) with the map of the best one, the
// BSP* predictions of Bonorden 2002 (Figure 5, Table 2), and measured against predicted from runner
// results (Figure 7). Constructed with a parent only; everything it shows comes from core.
#include <QWidget>
#include <memory>

#include "fields/whole_number_box.h"
#include "visual/scenario.h"
#include "visual/timeline_index.h"

class QComboBox;
class QLabel;
class QTabWidget;

namespace studio {

class AnimationBar;
class AnimationController;
class CompareView;
class MeasuredView;
class PredictionView;
class TimelineView;
class TreeGraphView;
class VisualParameterPanel;

class VisualizationWorkspace : public QWidget {
    Q_OBJECT

public:
    explicit VisualizationWorkspace(QWidget* parent = nullptr);
    ~VisualizationWorkspace() override;

    VisualParameterPanel* parameterPanel() const { return m_panel; }
    TimelineView* timelineView() const { return m_timeline; }
    TreeGraphView* treeView() const { return m_tree; }
    AnimationController* animation() const { return m_animation; }
    AnimationBar* animationBar() const { return m_bar; }
    CompareView* compareView() const { return m_compare; }
    PredictionView* predictionView() const { return m_prediction; }
    MeasuredView* measuredView() const { return m_measured; }
    QTabWidget* pages() const { return m_pages; }
    // The single-timeline page's line on the algorithm: explanation, time and formula check.
    QString summaryText() const;
    // The line under the pages: ranks, messages, completion time and build time.
    QString statusText() const;
    // Whether the page on show draws from the parameter panel (the panel is disabled otherwise).
    bool pageUsesPanel() const;

    // The scenario on screen (null while the parameters are invalid) and core's message.
    std::shared_ptr<const Scenario> scenario() const { return m_scenario; }
    QString errorText() const { return m_error; }
    // Milliseconds the last rebuild took (simulation, index and both views).
    double lastRebuildMs() const { return m_rebuildMs; }

    // Rebuilds now from the panel's parameters (the panel calls it after coalescing edits).
    void rebuild();
    // Moves the shared cursor (timeline, tree, counter).
    void setCursorTime(double t);
    // Writes the animation of the timeline-and-tree page (.gif, or a folder of PNG frames).
    QString exportAnimation(const QString& path, int frames = 60);

signals:
    // A rebuild finished (the scenario or the error changed).
    void rebuilt();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildAnimationPage();
    void exportAnimationInteractive();
    void retranslateUi();
    void updatePanelUse();

    VisualParameterPanel* m_panel;
    QLabel* m_status;
    QTabWidget* m_pages;
    QWidget* m_animationPage = nullptr;
    QLabel* m_summary = nullptr;
    TimelineView* m_timeline = nullptr;
    TreeGraphView* m_tree = nullptr;
    QWidget* m_treeBox = nullptr;  // the tree and its toolbar
    QComboBox* m_shape = nullptr;
    fields::WholeNumberBox* m_search = nullptr;
    QLabel* m_treeNote = nullptr;
    AnimationController* m_animation;
    AnimationBar* m_bar = nullptr;
    CompareView* m_compare = nullptr;
    PredictionView* m_prediction = nullptr;
    MeasuredView* m_measured = nullptr;
    std::shared_ptr<const Scenario> m_scenario;
    std::shared_ptr<const TimelineIndex> m_index;
    std::vector<double> m_sortedHold;
    QString m_error;
    double m_rebuildMs = 0;
};

}  // namespace studio
