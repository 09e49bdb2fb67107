#pragma once
// Where each algorithm of a schedule goes in the drawing (Bonorden 2002, Figures 2 and 10):
// processors from left to right, time from top to bottom. A node's box spans its calc procs; its
// own superstep(s) come first, then its subcalls one after another, parallel instances side by
// side. Coordinates are in model units: x in processors, y in operations (proportional) or in rows.
#include <QRectF>
#include <QString>
#include <vector>

#include "subtree_builder.h"

namespace studio::editor {

struct ScheduleBox {
    QRectF rect;  // x: processors, y: time or rows
    NodePath path;
    QString label;  // "Tree(d=4)"
    int depth = 0;
    int instances = 1;  // > 1: stands for this many parallel instances drawn as one box
    int count = 1;      // sequential calls this box stands for
    bool optimal = false;
};

struct ScheduleLayout {
    std::vector<ScheduleBox> boxes;  // parents before children
    double procs = 1;                // width in processors
    double height = 1;               // total time or rows
    bool proportional = true;

    // The deepest box at a point in model units, or -1.
    int boxAt(const QPointF& p) const;
};

// `maxBoxes` bounds the drawing of huge fan-outs: beyond it, parallel instances after the first
// are merged into one box (instances > 1).
ScheduleLayout layoutSchedule(const ct::bsp::CallNode& root, const NodeMarks& marks,
                              const ct::bsp::Library& lib, bool proportional,
                              std::size_t maxBoxes = 4000);

}  // namespace studio::editor
