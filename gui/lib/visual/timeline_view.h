#pragma once
// The message timeline: one lane per rank, send / receive / combine boxes and wire lines drawn by
// TimelinePlottable. Wheel zooms time (Ctrl+wheel the ranks), dragging pans, Shift+drag zooms to
// a rubber band, Ctrl+drag (or the Ruler button) measures Δt; the keyboard pans and zooms
// (TimelineKeys); Ctrl+F finds a rank or a message; an overview strip shows the whole run and
// the visible span. Fit, Back and Forward walk the zoom history; hovering a box tells its
// message, clicking one highlights the path that brought the data from the root.
#include <QSharedPointer>
#include <QWidget>
#include <cstdint>
#include <functional>
#include <memory>

#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/zoom_history.h"

class QCustomPlot;
class QCPItemRect;
class QCPItemStraightLine;
class QKeyEvent;
class QLabel;
class QMouseEvent;
class QShortcut;
class QTimer;
class QToolButton;

namespace studio {

class ModelTimeTicker;
class OverviewStrip;
class TimelineFindBar;
class TimelinePlottable;
class TimelineRuler;
struct TimelineHit;

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
    TimelineRuler* ruler() const { return m_ruler; }
    TimelineFindBar* findBar() const { return m_findBar; }
    OverviewStrip* overview() const { return m_overview; }
    // Opens the find bar (Ctrl+F).
    void openFind();
    // Brings a search hit into view and marks it: a message is highlighted with its path, a rank's
    // lane is banded. The zoom is kept when the hit fits in it.
    void showHit(const TimelineHit& hit);
    // The rank whose lane is banded by the last search, or -1.
    int markedLane() const { return m_markedLane; }
    // Writes the Chrome trace-event JSON of the shown timeline; empty string or the error.
    QString exportChromeTrace(const QString& path) const;

signals:
    void messageHighlighted(std::uint32_t message);

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void setupPlot();
    void connectControls();
    void layOut();
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void onRangeChanged();
    void recordView();
    void requestReplot();
    void updateButtons();
    void retranslateUi();
    void exportInteractive();
    void markLane(int lane);
    bool measuring(const QMouseEvent* event) const;

    QCustomPlot* m_plot;
    TimelinePlottable* m_plottable;
    QCPItemStraightLine* m_cursorLine;
    QToolButton* m_fit;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_export;
    QToolButton* m_rulerButton;
    QToolButton* m_findButton;
    TimelineRuler* m_ruler;
    QSharedPointer<ModelTimeTicker> m_timeTicker;  // labels the time axis
    TimelineFindBar* m_findBar;
    OverviewStrip* m_overview;
    QCPItemRect* m_laneMark;
    int m_markedLane = -1;
    bool m_measureDrag = false;
    bool m_compact = false;
    QShortcut* m_findShortcut;
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
