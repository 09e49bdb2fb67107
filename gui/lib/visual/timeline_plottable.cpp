#include "visual/timeline_plottable.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include "visual/lane_geometry.h"
#include "visual/timeline_colors.h"

namespace studio {
namespace {

constexpr double kLaneHalfHeight = 0.34;  // a box fills 68 % of its lane

}  // namespace

TimelinePlottable::TimelinePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
    setAntialiased(false);
}

void TimelinePlottable::setIndex(std::shared_ptr<const TimelineIndex> index) {
    m_index = std::move(index);
    m_highlight.clear();
    ++m_version;
}

void TimelinePlottable::setCursor(double t) {
    m_cursor = t;
}

void TimelinePlottable::setHighlight(std::vector<std::uint32_t> messages) {
    m_highlight = std::move(messages);
    ++m_version;
}

TimelinePlottable::Key TimelinePlottable::currentKey() const {
    Key k;
    k.xlo = mKeyAxis->range().lower;
    k.xhi = mKeyAxis->range().upper;
    k.ylo = mValueAxis->range().lower;
    k.yhi = mValueAxis->range().upper;
    k.area = mKeyAxis->axisRect()->rect();
    k.cursor = m_cursor;
    k.version = m_version;
    return k;
}

void TimelinePlottable::rebuild(const Key& key) {
    m_geometry = Geometry{};
    ++m_stats.rebuilds;
    if (!m_index || m_index->lanes() == 0) return;
    const LinearMap xmap(key.xlo, key.xhi, key.area.left(), key.area.width());
    const int laneLo = std::max(0, static_cast<int>(std::floor(key.ylo)));
    const int laneHi = std::min(m_index->lanes() - 1, static_cast<int>(std::ceil(key.yhi)));
    std::vector<PixelSpan> spans;
    for (int r = laneLo; r <= laneHi; ++r) {
        double top = mValueAxis->coordToPixel(r - kLaneHalfHeight);
        double bottom = mValueAxis->coordToPixel(r + kLaneHalfHeight);
        if (top > bottom) std::swap(top, bottom);
        const int y0 = static_cast<int>(std::floor(top));
        const int h = std::max(1, static_cast<int>(std::lround(bottom - top)));
        // Idle: the lane from 0 until the rank finishes, under its boxes.
        const double finish = std::min(m_index->laneFinish(r), key.cursor);
        const int i0 = std::max(key.area.left(), static_cast<int>(std::floor(xmap.toPixel(0))));
        const int i1 =
            std::min(key.area.right() + 1, static_cast<int>(std::ceil(xmap.toPixel(finish))));
        if (i1 > i0) m_geometry.idle.push_back(QRect(i0, y0, i1 - i0, h));
        spans.clear();
        laneSpans(m_index->lane(r), xmap, key.cursor, spans);
        for (const PixelSpan& s : spans)
            m_geometry.boxes[static_cast<std::size_t>(s.kind)].push_back(
                QRect(s.x0, y0, s.x1 - s.x0, h));
    }
    buildWires(key, laneLo, laneHi);

    const auto& msgs = m_index->messages();
    for (std::uint32_t m : m_highlight) {
        if (m >= msgs.size()) continue;
        const auto& rec = msgs[m];
        const double ys = mValueAxis->coordToPixel(rec.src);
        const double yd = mValueAxis->coordToPixel(rec.dst);
        const double hs = std::abs(mValueAxis->coordToPixel(rec.src + kLaneHalfHeight) - ys);
        const auto box = [&](double a, double b, double y) {
            const double x0 = xmap.toPixel(a), x1 = std::max(xmap.toPixel(b), x0 + 2);
            m_geometry.highlightBoxes.push_back(QRectF(x0, y - hs, x1 - x0, 2 * hs));
        };
        box(rec.sendStart, rec.sendEnd, ys);
        box(rec.recvStart, rec.recvEnd, yd);
        m_geometry.highlightWires.push_back(
            QLineF(xmap.toPixel(rec.sendEnd), ys, xmap.toPixel(rec.arrival), yd));
    }
}

void TimelinePlottable::buildWires(const Key& key, int laneLo, int laneHi) {
    const auto& msgs = m_index->messages();
    const auto& order = m_index->bySendEnd();
    const LinearMap xmap(key.xlo, key.xhi, key.area.left(), key.area.width());
    const double hi = std::min(key.xhi, key.cursor);
    // A wire that started up to maxWire before the range may still cross it.
    auto it = std::partition_point(order.begin(), order.end(), [&](std::uint32_t m) {
        return msgs[m].sendEnd < key.xlo - m_index->maxWire();
    });
    std::unordered_set<std::uint64_t> seen;
    for (; it != order.end(); ++it) {
        const auto& rec = msgs[*it];
        if (rec.sendEnd > hi) break;
        if (rec.arrival < key.xlo) continue;
        if (std::max(rec.src, rec.dst) < laneLo || std::min(rec.src, rec.dst) > laneHi) continue;
        double t1 = rec.arrival;
        double y1 = mValueAxis->coordToPixel(rec.dst);
        const double y0 = mValueAxis->coordToPixel(rec.src);
        if (t1 > key.cursor) {  // in flight: draw the part already travelled
            const double f = (key.cursor - rec.sendEnd) / std::max(t1 - rec.sendEnd, 1e-300);
            y1 = y0 + (y1 - y0) * f;
            t1 = key.cursor;
        }
        const double x0 = xmap.toPixel(rec.sendEnd), x1 = xmap.toPixel(t1);
        // Lines that land on the same pixels are one line.
        const auto q = [](double v) {
            return static_cast<std::uint64_t>(std::clamp(std::lround(v) + 32768L, 0L, 65535L));
        };
        const std::uint64_t pixelKey = q(x0) << 48 | q(y0) << 32 | q(x1) << 16 | q(y1);
        if (!seen.insert(pixelKey).second) continue;
        if (static_cast<int>(seen.size()) > kMaxWires) {
            m_geometry.wires.clear();
            m_geometry.wiresOmitted = true;
            return;
        }
        m_geometry.wires.push_back(QLineF(x0, y0, x1, y1));
    }
}

void TimelinePlottable::draw(QCPPainter* painter) {
    const Key key = currentKey();
    if (!m_cachedKey || !(*m_cachedKey == key)) {
        rebuild(key);
        m_cachedKey = key;
    }
    painter->save();
    painter->setClipRect(key.area);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(idleColor());
    painter->drawRects(m_geometry.idle);
    int rects = static_cast<int>(m_geometry.idle.size());
    for (int k = 0; k < kEventKinds; ++k) {
        const auto& boxes = m_geometry.boxes[static_cast<std::size_t>(k)];
        if (boxes.isEmpty()) continue;
        painter->setBrush(eventColor(static_cast<EventKind>(k)));
        painter->drawRects(boxes);
        rects += static_cast<int>(boxes.size());
    }
    painter->setBrush(Qt::NoBrush);
    QPen wirePen(wireColor());
    wirePen.setCosmetic(true);
    painter->setPen(wirePen);
    painter->drawLines(m_geometry.wires);
    if (!m_geometry.highlightWires.isEmpty()) {
        painter->setRenderHint(QPainter::Antialiasing, true);
        QPen pen(highlightColor(), 2.5);
        painter->setPen(pen);
        painter->drawLines(m_geometry.highlightWires);
        painter->drawRects(m_geometry.highlightBoxes);
    }
    painter->restore();
    m_stats.rects = rects;
    m_stats.wires = static_cast<int>(m_geometry.wires.size());
    m_stats.wiresOmitted = m_geometry.wiresOmitted;
}

void TimelinePlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->fillRect(rect, eventColor(EventKind::Send));
}

std::optional<std::uint32_t> TimelinePlottable::messageAt(QPointF pixel,
                                                          double tolerancePixels) const {
    if (!m_index || m_index->lanes() == 0) return std::nullopt;
    const double laneValue = mValueAxis->pixelToCoord(pixel.y());
    const int lane = static_cast<int>(std::lround(laneValue));
    if (std::abs(laneValue - lane) > 0.5) return std::nullopt;
    const double t = mKeyAxis->pixelToCoord(pixel.x());
    if (t > m_cursor) return std::nullopt;
    const double tol = tolerancePixels * std::abs(mKeyAxis->pixelToCoord(pixel.x() + 1) - t);
    const auto e = m_index->eventAt(lane, t, tol);
    if (!e || e->message == kNoMessage) return std::nullopt;
    return e->message;
}

double TimelinePlottable::selectTest(const QPointF&, bool, QVariant*) const {
    return -1;  // picking goes through messageAt; QCustomPlot's selection is not used
}

QCPRange TimelinePlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    foundRange = m_index != nullptr;
    return QCPRange(0, m_index && m_index->total() > 0 ? m_index->total() : 1);
}

QCPRange TimelinePlottable::getValueRange(bool& foundRange, QCP::SignDomain,
                                          const QCPRange&) const {
    foundRange = m_index != nullptr;
    return QCPRange(-0.5, m_index ? m_index->lanes() - 0.5 : 0.5);
}

}  // namespace studio
