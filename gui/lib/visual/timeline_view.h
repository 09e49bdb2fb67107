#pragma once
// The message timeline: one lane per rank, send / receive / combine boxes and wire lines drawn by
// TimelinePlottable. Wheel zooms time (Ctrl+wheel the ranks), dragging pans, Shift+drag zooms to
// a rubber band; Fit, Back and Forward walk the zoom history; hovering a box tells its message,
// clicking one highlights the path that brought the data from the root.
#include <QWidget>
#include <cstdint>
#include <functional>
#include <memory>

#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/zoom_history.h"

class QCustomPlot;
class QCPItemStraightLine;
class QLabel;
class QMouseEvent;
class QTimer;
class QToolButton;

namespace studio {

class TimelinePlottable;

class TimelineView : public QWidget {
    Q_OBJECT

public:
    explicit TimelineView(QWidget* parent = nullptr);

    // Shows the scenario (kept alive by the shared pointer); resets zoom to fit.
    void setScenario(std::shared_ptr<const Scenario> scenario,
                     std::shared_ptr<const TimelineIndex> index);
    void clear();
    // Compact: only Fit and Export in the toolbar (compare columns).
    void setCompact(bool compact);
    // Animation cursor: events after t are hidden and a vertical line marks t; +inf: none.
    void setCursorTime(double t);

    void fit();
    void back();
    void forward();
    void setView(const ViewRange& r);
    ViewRange view() const;
    // Highlights the path from the root to `message` (kNoMessage clears).
    void highlightMessage(std::uint32_t message);
    // The tooltip text for a pixel of the plot, empty when nothing is there.
    QString toolTipAt(QPointF pixel) const;
    // How tooltips name a lane (default "rank N"); for views whose lanes are not ranks.
    void setLaneNames(std::function<QString(int lane)> name) { m_laneName = std::move(name); }

    QCustomPlot* plot() const { return m_plot; }
    TimelinePlottable* plottable() const { return m_plottable; }
    const ZoomHistory& history() const { return m_history; }
    // Writes the Chrome trace-event JSON of the shown timeline; empty string or the error.
    QString exportChromeTrace(const QString& path) const;

signals:
    void messageHighlighted(std::uint32_t message);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void onRangeChanged();
    void recordView();
    void requestReplot();
    void updateButtons();
    void retranslateUi();
    void exportInteractive();

    QCustomPlot* m_plot;
    TimelinePlottable* m_plottable;
    QCPItemStraightLine* m_cursorLine;
    QToolButton* m_fit;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_export;
    QLabel* m_legend;
    QLabel* m_info;
    QTimer* m_historyTimer;
    ZoomHistory m_history;
    bool m_applyingHistory = false;
    QPoint m_pressPos;
    std::shared_ptr<const Scenario> m_scenario;
    std::shared_ptr<const TimelineIndex> m_index;
    std::function<QString(int)> m_laneName;
};

}  // namespace studio
