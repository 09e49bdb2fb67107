#pragma once
// The whole message timeline as one QCustomPlot plottable (no item per message): lanes are ranks
// (y = rank), busy intervals are coloured boxes, each message's wire time a line from sender to
// receiver. A frame only walks what is visible (binary search per lane), merges events that share
// a pixel, and keeps the resulting rectangles and lines until the range, size, cursor or
// highlight change, so hovering and repainting cost almost nothing.
#include <qcustomplot.h>
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "visual/linear_map.h"
#include "visual/timeline_index.h"

namespace studio {

class TimelinePlottable : public QCPAbstractPlottable {
    Q_OBJECT

public:
    // Lines beyond this many distinct pixel positions are not drawn (the view says so).
    static constexpr int kMaxWires = 20000;
    // When about this many events are in view, a frame fills their pixels into one image instead
    // of painting a rectangle each (dense views of a million events).
    static constexpr int kRasterBoxes = 20000;

    TimelinePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // The index must stay alive while it is shown (the view keeps it in a shared_ptr).
    void setIndex(std::shared_ptr<const TimelineIndex> index);
    const TimelineIndex* index() const { return m_index.get(); }
    // Events after the cursor are hidden (animation); +infinity shows everything.
    void setCursor(double t);
    double cursor() const { return m_cursor; }
    void setHighlight(std::vector<std::uint32_t> messages);
    const std::vector<std::uint32_t>& highlight() const { return m_highlight; }

    // The message whose send or receive overhead is under the pixel, if any.
    std::optional<std::uint32_t> messageAt(QPointF pixel, double tolerancePixels = 3) const;

    // What the last frame drew, for tests and the status line.
    struct Stats {
        int rects = 0;
        int wires = 0;
        bool wiresOmitted = false;
        bool raster = false;
        int rebuilds = 0;
        int highlightBoxes = 0;  // send and receive boxes of the highlighted path drawn
    };
    Stats stats() const { return m_stats; }

    double selectTest(const QPointF& pos, bool onlySelectable,
                      QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange,
                         QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    struct Key {
        double xlo = 0, xhi = 0, ylo = 0, yhi = 0;
        QRect area;
        double cursor = 0;
        std::uint64_t version = 0;
        bool operator==(const Key&) const = default;
    };
    struct Geometry {
        std::array<QVector<QRect>, kEventKinds> boxes;
        QVector<QRect> idle;
        QVector<QLineF> wires;
        bool wiresOmitted = false;
        QImage raster;  // set when the boxes were filled into pixels
        int boxCount = 0;
        QVector<QRectF> highlightBoxes;
        QVector<QLineF> highlightWires;
    };
    Key currentKey() const;
    void rebuild(const Key& key);
    void buildHighlights(const LinearMap& xmap, double cursor);
    void buildWires(const Key& key, int laneLo, int laneHi);

    std::shared_ptr<const TimelineIndex> m_index;
    double m_cursor = std::numeric_limits<double>::infinity();
    std::vector<std::uint32_t> m_highlight;
    std::uint64_t m_version = 0;  // bumped by every change of data or highlight
    std::optional<Key> m_cachedKey;
    Geometry m_geometry;
    Stats m_stats;
};

}  // namespace studio
