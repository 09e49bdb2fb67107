#pragma once
// Keyboard navigation of the timeline as Perfetto and Vampir users expect it: arrows and A / D pan
// time, Up / Down pan the ranks, + / − and W / S zoom time around an anchor (the mouse when it is
// over the plot, else the middle), Home fits the whole run. Pure: a view in, the next view out.
#include <Qt>

#include "visual/zoom_history.h"

namespace studio {

struct TimelineKeyResult {
    enum class Action { Ignored, Fit, Move };
    Action action = Action::Ignored;
    ViewRange view;  // the new view for Move
};

// One key press on `view`; `anchor` is the time that stays in place when zooming.
TimelineKeyResult timelineKey(const ViewRange& view, int key, Qt::KeyboardModifiers modifiers,
                              double anchor);

// How far one press moves or zooms: a fifth of the visible time, the time span times 0.8 / 1.25.
inline constexpr double kKeyPanFraction = 0.2;
inline constexpr double kKeyZoomIn = 0.8;

}  // namespace studio
