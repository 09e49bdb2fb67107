#pragma once
// Thins a long series for a chart of limited width without losing its extremes: the x range is cut
// into buckets and each bucket keeps its first point, its minimum and its maximum (in x order), so
// peaks and dips survive however far the chart is zoomed out.
#include <QPointF>
#include <vector>

namespace studio {

// Points must be sorted by x. Returns the input unchanged when it has at most 3·buckets points.
std::vector<QPointF> decimateMinMax(const std::vector<QPointF>& points, int buckets);

}  // namespace studio
