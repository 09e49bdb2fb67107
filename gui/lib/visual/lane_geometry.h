#pragma once
// Turns one lane's events into what a frame paints: pixel spans, each at least one pixel wide,
// with events that share a pixel merged (the span keeps the colour of its first event). A lane
// of a million events thus becomes at most one span per pixel column.
#include <span>
#include <vector>

#include "visual/linear_map.h"
#include "visual/timeline_index.h"

namespace studio {

struct PixelSpan {
    int x0 = 0;  // first pixel column
    int x1 = 0;  // one past the last (x1 > x0)
    EventKind kind = EventKind::Send;
    bool operator==(const PixelSpan&) const = default;
};

// Appends the spans of the events visible in `map` (clipped to its pixel interval) to `out`;
// events starting after `cursor` are left out and one running across it is cut there.
void laneSpans(std::span<const LaneEvent> events, const LinearMap& map, double cursor,
               std::vector<PixelSpan>& out);

}  // namespace studio
