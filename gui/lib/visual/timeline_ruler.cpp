#include "visual/timeline_ruler.h"

#include <qcustomplot.h>

namespace studio {

namespace {

QColor rulerColor() {
    return QColor(0xc0, 0x1c, 0x8c);  // magenta: unlike any event colour or the cursor
}

}  // namespace

TimelineRuler::TimelineRuler(QCustomPlot* plot)
    : QObject(plot),
      m_plot(plot),
      m_start(new QCPItemStraightLine(plot)),
      m_end(new QCPItemStraightLine(plot)),
      m_arrow(new QCPItemLine(plot)),
      m_label(new QCPItemText(plot)) {
    const QPen pen(rulerColor(), 1.5);
    for (QCPItemStraightLine* line : {m_start, m_end}) {
        line->setPen(pen);
        line->setSelectable(false);
    }
    m_arrow->setPen(pen);
    m_arrow->setHead(QCPLineEnding::esSpikeArrow);
    m_arrow->setTail(QCPLineEnding::esSpikeArrow);
    m_arrow->setSelectable(false);
    // The arrow and its label sit near the top of the plot, whatever ranks are in view.
    for (QCPItemPosition* p : {m_arrow->start, m_arrow->end}) {
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    m_label->setColor(rulerColor());
    m_label->setBrush(QBrush(QColor(255, 255, 255, 230)));
    m_label->setPadding(QMargins(3, 1, 3, 1));
    m_label->setSelectable(false);
    clear();
}

void TimelineRuler::begin(double t) {
    m_from = m_to = t;
    m_shown = true;
    place();
}

void TimelineRuler::extend(double t) {
    if (!m_shown) return begin(t);
    m_to = t;
    place();
}

void TimelineRuler::clear() {
    m_shown = false;
    for (QCPAbstractItem* item :
         std::initializer_list<QCPAbstractItem*>{m_start, m_end, m_arrow, m_label})
        item->setVisible(false);
}

void TimelineRuler::setUnit(const std::string& modelUnit, const ModelTimeUnit& axis) {
    m_modelUnit = modelUnit;
    m_axis = axis;
    if (m_shown) place();
}

QString TimelineRuler::text() const {
    if (!m_shown) return {};
    const double lo = std::min(m_from, m_to);
    const double hi = std::max(m_from, m_to);
    return tr("Δt = %1 (%2 → %3)")
        .arg(formatModelTime(delta(), m_modelUnit), formatModelTime(lo, m_axis),
             formatModelTime(hi, m_axis));
}

void TimelineRuler::place() {
    m_start->point1->setCoords(m_from, 0);
    m_start->point2->setCoords(m_from, 1);
    m_end->point1->setCoords(m_to, 0);
    m_end->point2->setCoords(m_to, 1);
    m_arrow->start->setCoords(m_from, 0.08);
    m_arrow->end->setCoords(m_to, 0.08);
    m_label->position->setCoords((m_from + m_to) / 2, 0.07);
    m_label->setText(text());
    for (QCPAbstractItem* item :
         std::initializer_list<QCPAbstractItem*>{m_start, m_end, m_arrow, m_label})
        item->setVisible(true);
}

}  // namespace studio
