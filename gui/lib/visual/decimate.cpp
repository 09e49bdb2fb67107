#include "visual/decimate.h"

#include <algorithm>

namespace studio {

std::vector<QPointF> decimateMinMax(const std::vector<QPointF>& points, int buckets) {
    if (buckets < 1 || points.size() <= 3 * static_cast<std::size_t>(buckets)) return points;
    const double x0 = points.front().x(), x1 = points.back().x();
    const double width = (x1 - x0) > 0 ? (x1 - x0) / buckets : 1;
    std::vector<QPointF> out;
    out.reserve(3 * static_cast<std::size_t>(buckets) + 1);
    std::size_t i = 0;
    while (i < points.size()) {
        const int bucket = std::min(buckets - 1, static_cast<int>((points[i].x() - x0) / width));
        const double end = x0 + (bucket + 1) * width;
        std::size_t first = i, lo = i, hi = i;
        for (++i; i < points.size() && (points[i].x() < end || bucket == buckets - 1); ++i) {
            if (points[i].y() < points[lo].y()) lo = i;
            if (points[i].y() > points[hi].y()) hi = i;
        }
        // Keep first, min and max in x order, each once.
        std::size_t keep[3] = {first, std::min(lo, hi), std::max(lo, hi)};
        for (int k = 0; k < 3; ++k)
            if (k == 0 || keep[k] != keep[k - 1]) out.push_back(points[keep[k]]);
    }
    return out;
}

}  // namespace studio
