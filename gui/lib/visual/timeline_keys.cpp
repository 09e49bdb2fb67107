#include "visual/timeline_keys.h"

#include <algorithm>

namespace studio {

namespace {

ViewRange panTime(ViewRange v, double fraction) {
    const double d = (v.xhi - v.xlo) * fraction;
    v.xlo += d;
    v.xhi += d;
    return v;
}

ViewRange panRanks(ViewRange v, double direction) {
    // At least one rank per press, so a view of a few ranks still moves.
    const double d = direction * std::max(1.0, (v.yhi - v.ylo) * kKeyPanFraction);
    v.ylo += d;
    v.yhi += d;
    return v;
}

ViewRange zoomTime(ViewRange v, double factor, double anchor) {
    if (!(anchor >= v.xlo && anchor <= v.xhi)) anchor = (v.xlo + v.xhi) / 2;
    v.xlo = anchor - (anchor - v.xlo) * factor;
    v.xhi = anchor + (v.xhi - anchor) * factor;
    return v;
}

}  // namespace

TimelineKeyResult timelineKey(const ViewRange& view, int key, Qt::KeyboardModifiers modifiers,
                              double anchor) {
    using A = TimelineKeyResult::Action;
    // Ctrl and Alt combinations belong to the window (Ctrl+F, Ctrl+Q, menus).
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return {};
    switch (key) {
        case Qt::Key_Home:
            return {A::Fit, view};
        case Qt::Key_Left:
        case Qt::Key_A:
            return {A::Move, panTime(view, -kKeyPanFraction)};
        case Qt::Key_Right:
        case Qt::Key_D:
            return {A::Move, panTime(view, kKeyPanFraction)};
        case Qt::Key_Up:  // rank 0 is on top: up shows lower ranks
            return {A::Move, panRanks(view, -1)};
        case Qt::Key_Down:
            return {A::Move, panRanks(view, 1)};
        case Qt::Key_Plus:
        case Qt::Key_Equal:  // + without Shift on most layouts
        case Qt::Key_W:
            return {A::Move, zoomTime(view, kKeyZoomIn, anchor)};
        case Qt::Key_Minus:
        case Qt::Key_S:
            return {A::Move, zoomTime(view, 1 / kKeyZoomIn, anchor)};
        default:
            return {};
    }
}

}  // namespace studio
