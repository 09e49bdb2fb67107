#include "visual/overview_strip.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "visual/timeline_colors.h"

namespace studio {

OverviewStrip::OverviewStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setCursor(Qt::OpenHandCursor);
}

void OverviewStrip::setIndex(std::shared_ptr<const TimelineIndex> index) {
    m_index = std::move(index);
    m_busy.clear();
    update();
}

void OverviewStrip::setWindow(double lo, double hi) {
    m_lo = lo;
    m_hi = hi;
    update();
}

double OverviewStrip::total() const {
    return m_index && m_index->total() > 0 ? m_index->total() : 1;
}

double OverviewStrip::timeAt(double x) const {
    return x / std::max(1, width()) * total();
}

double OverviewStrip::xAt(double t) const {
    return t / total() * width();
}

QRectF OverviewStrip::windowRect() const {
    double left = std::clamp(xAt(m_lo), 0.0, double(width()));
    double right = std::clamp(xAt(m_hi), 0.0, double(width()));
    if (right - left < 3) {  // a deep zoom still shows a grip
        const double mid = (left + right) / 2;
        left = mid - 1.5;
        right = mid + 1.5;
    }
    return QRectF(left, 0.5, right - left, height() - 1.0);
}

void OverviewStrip::computeBusy(int columns) {
    // Each event adds its busy time to the columns it covers: one pass over all events, once per
    // width and run (the strip then repaints from these numbers).
    m_busy.assign(static_cast<std::size_t>(std::max(columns, 0)), 0.0);
    if (!m_index || columns <= 0 || m_index->lanes() == 0) return;
    const double bucket = total() / columns;
    for (int r = 0; r < m_index->lanes(); ++r) {
        for (const LaneEvent& e : m_index->lane(r)) {
            const int first = std::clamp(int(e.start / bucket), 0, columns - 1);
            const int last = std::clamp(int(e.end / bucket), 0, columns - 1);
            for (int c = first; c <= last; ++c) {
                const double lo = std::max(e.start, c * bucket);
                const double hi = std::min(e.end, (c + 1) * bucket);
                if (hi > lo) m_busy[static_cast<std::size_t>(c)] += hi - lo;
            }
        }
    }
    const double full = bucket * m_index->lanes();
    for (double& b : m_busy)
        b = std::min(1.0, b / full);
}

void OverviewStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (static_cast<int>(m_busy.size()) != width()) computeBusy(width());
    const QColor busy = eventColor(EventKind::Send);
    // Heights relative to the busiest column: a tree keeps most ranks idle most of the time, and
    // the shape of the run (where it is busy) is what the strip is for.
    const double peak = m_busy.empty() ? 0 : *std::max_element(m_busy.begin(), m_busy.end());
    for (int x = 0; x < static_cast<int>(m_busy.size()); ++x) {
        const double f = m_busy[static_cast<std::size_t>(x)];
        if (f <= 0) continue;
        // At least a pixel high, so a sparse column is not lost.
        const int h = std::max(1, int(std::lround(f / peak * (height() - 2))));
        p.fillRect(x, height() - 1 - h, 1, h, busy);
    }
    const QRectF window = windowRect();
    QColor shade = palette().text().color();
    shade.setAlpha(40);
    p.fillRect(QRectF(0, 0, window.left(), height()), shade);
    p.fillRect(QRectF(window.right(), 0, width() - window.right(), height()), shade);
    p.setPen(QPen(highlightColor(), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(window);
    p.setPen(palette().mid().color());
    p.drawRect(rect().adjusted(0, 0, -1, -1));
}

void OverviewStrip::moveWindowTo(double centre) {
    const double span = m_hi - m_lo;
    emit windowRequested(centre - span / 2, centre + span / 2);
}

void OverviewStrip::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const double t = timeAt(event->position().x());
    const double centre = (m_lo + m_hi) / 2;
    if (windowRect().contains(QPointF(event->position().x(), height() / 2.0))) {
        m_grab = t - centre;  // drag by where it was taken
    } else {
        m_grab = 0;
        moveWindowTo(t);
    }
    m_dragging = true;
    setCursor(Qt::ClosedHandCursor);
}

void OverviewStrip::mouseMoveEvent(QMouseEvent* event) {
    if (!m_dragging) return QWidget::mouseMoveEvent(event);
    moveWindowTo(timeAt(event->position().x()) - m_grab);
}

void OverviewStrip::mouseReleaseEvent(QMouseEvent* event) {
    m_dragging = false;
    setCursor(Qt::OpenHandCursor);
    QWidget::mouseReleaseEvent(event);
}

}  // namespace studio
