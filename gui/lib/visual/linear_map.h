#pragma once
// The time↔pixel (and lane↔pixel) mapping of the timeline: a linear map from a data interval
// onto a pixel interval, with the zoom and pan steps the view applies. Pure value type, so the
// arithmetic is tested on its own (see tst_visual_mapping).
#include <algorithm>

namespace studio {

class LinearMap {
public:
    LinearMap() = default;
    // [lo, hi] in data units onto [pixelBegin, pixelBegin + pixels]; hi > lo, pixels > 0.
    LinearMap(double lo, double hi, double pixelBegin, double pixels)
        : m_lo(lo),
          m_hi(hi > lo ? hi : lo + 1e-12),
          m_begin(pixelBegin),
          m_pixels(pixels > 0 ? pixels : 1) {}

    double lo() const { return m_lo; }
    double hi() const { return m_hi; }
    double pixelBegin() const { return m_begin; }
    double pixels() const { return m_pixels; }
    // Data units per pixel.
    double unitsPerPixel() const { return (m_hi - m_lo) / m_pixels; }

    double toPixel(double v) const { return m_begin + (v - m_lo) / (m_hi - m_lo) * m_pixels; }
    double toValue(double px) const { return m_lo + (px - m_begin) / m_pixels * (m_hi - m_lo); }

    // Zoom by `factor` (> 1 zooms in) keeping the value under pixel `anchor` where it is.
    LinearMap zoomed(double factor, double anchor) const {
        const double a = toValue(anchor);
        const double f = factor > 0 ? factor : 1;
        return {a - (a - m_lo) / f, a + (m_hi - a) / f, m_begin, m_pixels};
    }
    // Move the content by dx pixels (dragging right shows earlier times).
    LinearMap panned(double dx) const {
        const double dv = dx * unitsPerPixel();
        return {m_lo - dv, m_hi - dv, m_begin, m_pixels};
    }
    // The interval [0, total] with a small margin on both sides.
    static LinearMap fit(double total, double pixelBegin, double pixels, double margin = 0.02) {
        const double t = total > 0 ? total : 1;
        return {-t * margin, t * (1 + margin), pixelBegin, pixels};
    }

private:
    double m_lo = 0;
    double m_hi = 1;
    double m_begin = 0;
    double m_pixels = 1;
};

}  // namespace studio
