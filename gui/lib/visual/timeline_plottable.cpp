#include "visual/timeline_plottable.h"

#include <algorithm>
#include <cmath>

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
    // Dense views (many events per pixel) fill pixels directly; sparse ones keep vector boxes,
    // which SVG and PDF exports draw as shapes.
    const double visibleShare =
        std::clamp((key.xhi - key.xlo) / std::max(m_index->total(), 1e-300), 0.0, 1.0) *
        (laneHi - laneLo + 1) / std::max(1, m_index->lanes());
    const bool raster = visibleShare * static_cast<double>(m_index->eventCount()) > kRasterBoxes;
    QImage image;
    if (raster) {
        image = QImage(key.area.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
    }
    QRgb colours[kEventKinds];
    for (int k = 0; k < kEventKinds; ++k)
        colours[k] = eventColor(static_cast<EventKind>(k)).rgba();
    const QRgb idle = idleColor().rgba();
    const auto fill = [&](int x0, int x1, int y0, int h, QRgb colour) {
        const int left = std::max(x0 - key.area.left(), 0);
        const int right = std::min(x1 - key.area.left(), image.width());
        for (int y = std::max(y0 - key.area.top(), 0);
             y < std::min(y0 + h - key.area.top(), image.height()); ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            std::fill(line + left, line + std::max(left, right), colour);
        }
    };
    int boxes = 0;
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
        if (i1 > i0) {
            ++boxes;
            if (raster)
                fill(i0, i1, y0, h, idle);
            else
                m_geometry.idle.push_back(QRect(i0, y0, i1 - i0, h));
        }
        spans.clear();
        laneSpans(m_index->lane(r), xmap, key.cursor, spans);
        boxes += static_cast<int>(spans.size());
        for (const PixelSpan& s : spans) {
            if (raster)
                fill(s.x0, s.x1, y0, h, colours[static_cast<int>(s.kind)]);
            else
                m_geometry.boxes[static_cast<std::size_t>(s.kind)].push_back(
                    QRect(s.x0, y0, s.x1 - s.x0, h));
        }
    }
    m_geometry.raster = std::move(image);
    m_geometry.boxCount = boxes;
    buildWires(key, laneLo, laneHi);
    buildHighlights(xmap, key.cursor);
}

// The messages on the path that brought the data to the clicked event: their boxes and wires,
// only as far as the cursor has come (like the events themselves, the path grows with the
// animation).
void TimelinePlottable::buildHighlights(const LinearMap& xmap, double cursor) {
    const auto& msgs = m_index->messages();
    for (std::uint32_t m : m_highlight) {
        if (m >= msgs.size()) continue;
        const auto& rec = msgs[m];
        if (rec.sendStart > cursor) continue;
        const double ys = mValueAxis->coordToPixel(rec.src);
        const double yd = mValueAxis->coordToPixel(rec.dst);
        const double hs = std::abs(mValueAxis->coordToPixel(rec.src + kLaneHalfHeight) - ys);
        const auto box = [&](double a, double b, double y) {
            if (a > cursor) return;
            const double x0 = xmap.toPixel(a);
            const double x1 = std::max(xmap.toPixel(std::min(b, cursor)), x0 + 2);
            m_geometry.highlightBoxes.push_back(QRectF(x0, y - hs, x1 - x0, 2 * hs));
        };
        box(rec.sendStart, rec.sendEnd, ys);
        box(rec.recvStart, rec.recvEnd, yd);
        if (rec.sendEnd > cursor) continue;
        // A wire still travelling at the cursor ends where the message is then.
        const double arrive = std::min(rec.arrival, cursor);
        const double share =
            rec.arrival > rec.sendEnd ? (arrive - rec.sendEnd) / (rec.arrival - rec.sendEnd) : 1;
        m_geometry.highlightWires.push_back(
            QLineF(xmap.toPixel(rec.sendEnd), ys, xmap.toPixel(arrive), ys + (yd - ys) * share));
    }
}

void TimelinePlottable::buildWires(const Key& key, int laneLo, int laneHi) {
    const auto& msgs = m_index->messages();
    const auto& order = m_index->bySendEnd();
    const LinearMap xmap(key.xlo, key.xhi, key.area.left(), key.area.width());
    // Lanes map linearly too; two samples of the axis give the map (reversed or not).
    const double y0px = mValueAxis->coordToPixel(0);
    const double dy = mValueAxis->coordToPixel(1) - y0px;
    const double hi = std::min(key.xhi, key.cursor);
    // A wire that started up to maxWire before the range may still cross it.
    const auto first = std::partition_point(order.begin(), order.end(), [&](std::uint32_t m) {
        return msgs[m].sendEnd < key.xlo - m_index->maxWire();
    });
    const auto last = std::partition_point(first, order.end(),
                                           [&](std::uint32_t m) { return msgs[m].sendEnd <= hi; });
    // Far more candidates than could ever be told apart: skip the walk, the view says "zoom in".
    if (last - first > 4 * kMaxWires) {
        m_geometry.wiresOmitted = true;
        return;
    }
    // Lines starting in the same pixel and ending in the same pixel are one line: a grid over
    // the start pixels remembers the end of the line drawn from there.
    const int w = std::max(1, key.area.width() + 2), h = std::max(1, key.area.height() + 2);
    std::vector<std::uint32_t> endAt(static_cast<std::size_t>(w) * static_cast<std::size_t>(h),
                                     0xffffffffu);
    int distinct = 0;
    for (auto it = first; it != last; ++it) {
        const auto& rec = msgs[*it];
        if (rec.arrival < key.xlo) continue;
        if (std::max(rec.src, rec.dst) < laneLo || std::min(rec.src, rec.dst) > laneHi) continue;
        double t1 = rec.arrival;
        const double y0 = y0px + dy * rec.src;
        double y1 = y0px + dy * rec.dst;
        if (t1 > key.cursor) {  // in flight: draw the part already travelled
            const double f = (key.cursor - rec.sendEnd) / std::max(t1 - rec.sendEnd, 1e-300);
            y1 = y0 + (y1 - y0) * f;
            t1 = key.cursor;
        }
        const double x0 = xmap.toPixel(rec.sendEnd), x1 = xmap.toPixel(t1);
        const int cx = std::clamp(static_cast<int>(x0) - key.area.left() + 1, 0, w - 1);
        const int cy = std::clamp(static_cast<int>(y0) - key.area.top() + 1, 0, h - 1);
        const std::uint32_t end = static_cast<std::uint32_t>(
            (std::clamp(std::lround(x1), -32000L, 32000L) + 32768) << 16 |
            (std::clamp(std::lround(y1), -32000L, 32000L) + 32768));
        std::uint32_t& cell = endAt[static_cast<std::size_t>(cy) * static_cast<std::size_t>(w) +
                                    static_cast<std::size_t>(cx)];
        if (cell == end) continue;
        cell = end;
        if (++distinct > kMaxWires) {
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
    if (!m_geometry.raster.isNull()) painter->drawImage(key.area.topLeft(), m_geometry.raster);
    painter->setBrush(idleColor());
    painter->drawRects(m_geometry.idle);
    for (int k = 0; k < kEventKinds; ++k) {
        const auto& boxes = m_geometry.boxes[static_cast<std::size_t>(k)];
        if (boxes.isEmpty()) continue;
        painter->setBrush(eventColor(static_cast<EventKind>(k)));
        painter->drawRects(boxes);
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
    m_stats.rects = m_geometry.boxCount;
    m_stats.highlightBoxes = static_cast<int>(m_geometry.highlightBoxes.size());
    m_stats.raster = !m_geometry.raster.isNull();
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
