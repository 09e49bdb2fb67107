#include "visual/best_map_view.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include "algorithm_names.h"

namespace studio {

BestMapView::BestMapView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(360, 140);  // under the compare columns in a 700-pixel window
}

void BestMapView::setMap(BestMap map) {
    m_map = std::move(map);
    update();
}

QColor BestMapView::algorithmColour(int index) {
    static const QColor colours[] = {{66, 133, 244}, {234, 67, 53}, {52, 168, 83},  {251, 188, 5},
                                     {171, 71, 188}, {0, 172, 193}, {255, 112, 67}, {124, 179, 66},
                                     {92, 107, 192}, {141, 110, 99}};
    if (index < 0) return {200, 200, 200};
    return colours[static_cast<std::size_t>(index) % std::size(colours)];
}

QRectF BestMapView::plotArea() const {
    return QRectF(60, 10, width() - 70 - 170, height() - 50);
}

QPoint BestMapView::cellAt(QPointF pos) const {
    const QRectF area = plotArea();
    if (m_map.ratios.empty() || m_map.procs.empty() || !area.contains(pos)) return {-1, -1};
    const int col = static_cast<int>((pos.x() - area.left()) / area.width() *
                                     static_cast<double>(m_map.ratios.size()));
    const int row = static_cast<int>((pos.y() - area.top()) / area.height() *
                                     static_cast<double>(m_map.procs.size()));
    return {col, row};
}

void BestMapView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), Qt::white);
    const QRectF area = plotArea();
    const auto cols = m_map.ratios.size(), rows = m_map.procs.size();
    if (cols == 0 || rows == 0) {
        p.drawText(rect(), Qt::AlignCenter, tr("Press “Compute map” to fill the map."));
        return;
    }
    const double cw = area.width() / static_cast<double>(cols);
    const double ch = area.height() / static_cast<double>(rows);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c)
            p.fillRect(QRectF(area.left() + static_cast<double>(c) * cw,
                              area.top() + static_cast<double>(r) * ch, cw + 0.5, ch + 0.5),
                       algorithmColour(m_map.at(r, c)));
    p.setPen(Qt::black);
    p.drawRect(area);
    QFont small = font();
    small.setPointSizeF(8);
    p.setFont(small);
    for (std::size_t r = 0; r < rows; ++r)
        p.drawText(QRectF(0, area.top() + static_cast<double>(r) * ch, area.left() - 6, ch),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(m_map.procs[r]));
    for (std::size_t c = 0; c < cols; c += 3)
        p.drawText(
            QRectF(area.left() + static_cast<double>(c) * cw - 20, area.bottom() + 2, cw + 40, 16),
            Qt::AlignHCenter | Qt::AlignTop, QString::number(m_map.ratios[c], 'g', 2));
    p.drawText(QRectF(area.left(), area.bottom() + 18, area.width(), 18), Qt::AlignHCenter,
               tr("g / (L + 2o)"));
    p.save();
    p.translate(12, area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-60, -10, 120, 20), Qt::AlignCenter, tr("P"));
    p.restore();
    double y = area.top();
    for (std::size_t a = 0; a < m_map.algorithms.size(); ++a) {
        p.fillRect(QRectF(area.right() + 14, y + 3, 12, 12), algorithmColour(static_cast<int>(a)));
        p.drawText(QRectF(area.right() + 32, y, 140, 18), Qt::AlignLeft | Qt::AlignVCenter,
                   AlgorithmNames::shortName(m_map.algorithms[a]));
        y += 20;
    }
}

bool BestMapView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = cellAt(help->pos());
        if (cell.x() >= 0 && static_cast<std::size_t>(cell.x()) < m_map.ratios.size() &&
            static_cast<std::size_t>(cell.y()) < m_map.procs.size()) {
            const auto r = static_cast<std::size_t>(cell.y()),
                       c = static_cast<std::size_t>(cell.x());
            const int best = m_map.at(r, c);
            QToolTip::showText(
                help->globalPos(),
                tr("P = %1, g/(L+2o) = %2: %3 (%4)")
                    .arg(m_map.procs[r])
                    .arg(m_map.ratios[c], 0, 'g', 3)
                    .arg(best >= 0 ? AlgorithmNames::shortName(
                                         m_map.algorithms[static_cast<std::size_t>(best)])
                                   : tr("none"))
                    .arg(formatTime(m_map.time[r * m_map.ratios.size() + c])),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

}  // namespace studio
