#include "visual/best_map_view.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

#include "algorithm_names.h"
#include "algorithms/logp/multicast.h"
#include "fields/number_format.h"
#include "visual/model_time_format.h"

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

QColor BestMapView::algorithmColour(const std::string& name) {
    // The catalogue's first ten (the LogP broadcasts first: optimal blue, Fibonacci red, binomial
    // green, as the map always drew them) take the palette; later ones a hue 137.5° (the golden
    // angle) on from the one before, so any two differ and none depends on what else is shown.
    std::size_t i = 0;
    for (const ct::Algorithm& a : ct::catalogue()) {
        if (!a.program) continue;
        if (a.info.name == name) {
            if (i < 10) return algorithmColour(static_cast<int>(i));
            const int hue = static_cast<int>(std::fmod(static_cast<double>(i) * 137.508, 360.0));
            return QColor::fromHsv(hue, i % 2 ? 150 : 210, i % 3 ? 215 : 170);
        }
        ++i;
    }
    return {200, 200, 200};
}

QRectF BestMapView::plotArea() const {
    return QRectF(60, 10, width() - 70 - 170, height() - 50);
}

QRectF BestMapView::cellRect(std::size_t row, std::size_t column) const {
    const QRectF area = plotArea();
    const double cw =
        area.width() / static_cast<double>(std::max<std::size_t>(1, m_map.ratios.size()));
    const double ch =
        area.height() / static_cast<double>(std::max<std::size_t>(1, m_map.procs.size()));
    return QRectF(area.left() + static_cast<double>(column) * cw,
                  area.top() + static_cast<double>(row) * ch, cw, ch);
}

double BestMapView::crossoverX() const {
    // Columns are evenly spaced while the ratios grow geometrically: interpolate in log(ratio)
    // between the two column centres around the crossover.
    const double v = ct::kFibonacciCrossover;
    const auto& r = m_map.ratios;
    for (std::size_t c = 0; c + 1 < r.size(); ++c) {
        if (r[c] <= v && v <= r[c + 1]) {
            const double f = (std::log(v) - std::log(r[c])) / (std::log(r[c + 1]) - std::log(r[c]));
            return cellRect(0, c).center().x() + f * cellRect(0, 0).width();
        }
    }
    return std::numeric_limits<double>::quiet_NaN();
}

bool BestMapView::hasTie() const {
    for (std::size_t r = 0; r < m_map.procs.size(); ++r)
        for (std::size_t c = 0; c < m_map.ratios.size(); ++c)
            if (m_map.tieAt(r, c)) return true;
    return false;
}

QStringList BestMapView::legendEntries() const {
    QStringList entries;
    for (const std::string& name : m_map.algorithms)
        entries << AlgorithmNames::shortName(name);
    if (hasTie()) entries << tr("tie");
    if (std::isfinite(crossoverX())) entries << tr("g = 0.3884·(L+2o)");
    return entries;
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
    const QBrush hatch(QColor(0, 0, 0, 150), Qt::BDiagPattern);
    const auto colourOf = [this](int a) {
        return a < 0 ? QColor(200, 200, 200)
                     : algorithmColour(m_map.algorithms[static_cast<std::size_t>(a)]);
    };
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c) {
            const QRectF cell = cellRect(r, c).adjusted(0, 0, 0.5, 0.5);
            p.fillRect(cell, colourOf(m_map.at(r, c)));
            if (m_map.tieAt(r, c)) p.fillRect(cell, hatch);  // the tooltip names who ties
        }
    p.setPen(Qt::black);
    p.drawRect(area);
    const double crossover = crossoverX();
    const QPen crossoverPen(Qt::black, 2, Qt::DashLine);
    if (std::isfinite(crossover)) {
        p.setPen(crossoverPen);
        p.drawLine(QPointF(crossover, area.top()), QPointF(crossover, area.bottom()));
        p.setPen(Qt::black);
    }
    QFont small = font();
    small.setPointSizeF(8);
    p.setFont(small);
    for (std::size_t r = 0; r < rows; ++r)
        p.drawText(QRectF(0, area.top() + static_cast<double>(r) * ch, area.left() - 6, ch),
                   Qt::AlignRight | Qt::AlignVCenter, fields::formatCount(m_map.procs[r]));
    for (std::size_t c = 0; c < cols; c += 3)
        p.drawText(
            QRectF(area.left() + static_cast<double>(c) * cw - 20, area.bottom() + 2, cw + 40, 16),
            Qt::AlignHCenter | Qt::AlignTop, fields::formatCount(m_map.ratios[c], 2));
    p.drawText(QRectF(area.left(), area.bottom() + 18, area.width(), 18), Qt::AlignHCenter,
               tr("g / (L + 2o)"));
    p.save();
    p.translate(12, area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-60, -10, 120, 20), Qt::AlignCenter, tr("P"));
    p.restore();
    double y = area.top();
    const QStringList entries = legendEntries();
    for (int i = 0; i < entries.size(); ++i) {
        const QRectF swatch(area.right() + 14, y + 3, 12, 12);
        const auto a = static_cast<std::size_t>(i);
        if (a < m_map.algorithms.size()) {
            p.fillRect(swatch, algorithmColour(m_map.algorithms[a]));
        } else if (entries[i] == tr("tie")) {
            p.fillRect(swatch, QColor(200, 200, 200));
            p.fillRect(swatch, hatch);
        } else {
            p.setPen(crossoverPen);
            p.drawLine(QPointF(swatch.center().x(), swatch.top()),
                       QPointF(swatch.center().x(), swatch.bottom()));
            p.setPen(Qt::black);
        }
        p.drawText(QRectF(area.right() + 32, y, 140, 18), Qt::AlignLeft | Qt::AlignVCenter,
                   entries[i]);
        y += 18;
    }
}

QString BestMapView::cellToolTip(std::size_t r, std::size_t c) const {
    QStringList names;
    for (std::size_t a = 0; a < m_map.algorithms.size() && a < 32; ++a)
        if (m_map.winnersAt(r, c) & (1u << a))
            names << AlgorithmNames::shortName(m_map.algorithms[a]);
    const QString who = names.isEmpty()     ? tr("none")
                        : names.size() == 1 ? names.front()
                                            : tr("tie: %1").arg(names.join(QStringLiteral(", ")));
    return tr("P = %1, g/(L+2o) = %2: %3 (%4)")
        .arg(fields::formatCount(m_map.procs[r]), fields::formatCount(m_map.ratios[c], 3), who,
             formatModelTime(m_map.time[r * m_map.ratios.size() + c], m_map.unit));
}

bool BestMapView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = cellAt(help->pos());
        if (cell.x() >= 0 && static_cast<std::size_t>(cell.x()) < m_map.ratios.size() &&
            static_cast<std::size_t>(cell.y()) < m_map.procs.size()) {
            QToolTip::showText(
                help->globalPos(),
                cellToolTip(static_cast<std::size_t>(cell.y()), static_cast<std::size_t>(cell.x())),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

}  // namespace studio
