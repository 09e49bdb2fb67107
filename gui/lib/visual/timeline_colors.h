#pragma once
// The timeline's colours, shared by the plot, its legend and the exports.
#include <QColor>

#include "visual/timeline_index.h"

namespace studio {

inline QColor eventColor(EventKind kind) {
    switch (kind) {
        case EventKind::Send:
            return {52, 120, 220};
        case EventKind::Receive:
            return {46, 160, 80};
        case EventKind::Combine:
            return {240, 140, 20};
        case EventKind::Copy:
            return {150, 70, 180};
    }
    return Qt::black;
}
inline QColor idleColor() {
    return {226, 228, 234};
}
inline QColor wireColor() {
    return {70, 70, 85, 150};
}
inline QColor highlightColor() {
    return {220, 30, 40};
}

}  // namespace studio
