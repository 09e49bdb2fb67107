#include "visual/lane_geometry.h"

#include <cmath>

namespace studio {

void laneSpans(std::span<const LaneEvent> events, const LinearMap& map, double cursor,
               std::vector<PixelSpan>& out) {
    const int left = static_cast<int>(std::floor(map.pixelBegin()));
    const int right = static_cast<int>(std::ceil(map.pixelBegin() + map.pixels()));
    const double hi = std::min(map.hi(), cursor);
    const std::size_t first = out.size();
    for (std::size_t i = firstEndingAfter(events, map.lo()); i < events.size(); ++i) {
        const LaneEvent& e = events[i];
        if (e.start > hi) break;
        const double end = std::min(e.end, cursor);
        // Rounded edges: boxes that merely touch stay apart, only shared pixels merge.
        int x0 = static_cast<int>(std::lround(map.toPixel(e.start)));
        int x1 = static_cast<int>(std::lround(map.toPixel(end)));
        x0 = std::max(x0, left);
        x1 = std::min(std::max(x1, x0 + 1), right);
        if (x1 <= x0) continue;
        if (out.size() > first) {
            PixelSpan& prev = out.back();
            // Sharing a pixel: one span. Touching with the same colour: one span too.
            if (x0 < prev.x1 || (x0 == prev.x1 && e.kind == prev.kind)) {
                prev.x1 = std::max(prev.x1, x1);
                continue;
            }
        }
        out.push_back({x0, x1, e.kind});
    }
}

}  // namespace studio
