#pragma once
// The whole run in one thin strip above the timeline (Perfetto's overview, Vampir's zoom bar):
// how busy the ranks are along time (relative to the busiest moment), and the visible time span
// as a rectangle. Dragging the
// rectangle pans the timeline; a click elsewhere centres the view there.
#include <QWidget>
#include <memory>
#include <vector>

#include "visual/timeline_index.h"

namespace studio {

class OverviewStrip : public QWidget {
    Q_OBJECT

public:
    explicit OverviewStrip(QWidget* parent = nullptr);

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    // The time span the timeline shows.
    void setWindow(double lo, double hi);
    double windowLo() const { return m_lo; }
    double windowHi() const { return m_hi; }
    // The rectangle the visible span takes in the strip (clamped to the strip).
    QRectF windowRect() const;
    // The time under a pixel column and back; the strip shows [0, total].
    double timeAt(double x) const;
    double xAt(double t) const;
    // Per pixel column of the last paint: the busy fraction of all ranks, 0 … 1.
    const std::vector<double>& busyColumns() const { return m_busy; }

    QSize sizeHint() const override { return {200, 28}; }
    QSize minimumSizeHint() const override { return {40, 28}; }

signals:
    // The user moved the window: show [lo, hi].
    void windowRequested(double lo, double hi);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    double total() const;
    void computeBusy(int columns);
    void moveWindowTo(double centre);

    std::shared_ptr<const TimelineIndex> m_index;
    std::vector<double> m_busy;
    double m_lo = 0;
    double m_hi = 1;
    bool m_dragging = false;
    double m_grab = 0;  // time offset of the mouse from the window's centre while dragging
};

}  // namespace studio
