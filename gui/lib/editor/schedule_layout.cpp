#include "schedule_layout.h"

#include <algorithm>

namespace studio::editor {

using ct::bsp::CallNode;

int ScheduleLayout::boxAt(const QPointF& p) const {
    // Children follow parents, so the last hit is the deepest.
    for (std::size_t i = boxes.size(); i-- > 0;)
        if (boxes[i].rect.contains(p)) return int(i);
    return -1;
}

namespace {

struct Builder {
    const ct::bsp::Library& lib;
    bool proportional;
    std::size_t maxBoxes;
    ScheduleLayout& out;

    // Height of one instance (with its count) in layout units.
    double rows(const CallNode& n) const {
        double h = 1;
        for (const CallNode& c : n.children)
            h += rows(c);
        return h;
    }
    double height(const CallNode& n, double scale) const {
        return proportional ? n.count * n.cost * scale : rows(n);
    }

    void place(const CallNode& n, const NodeMarks& marks, NodePath& path, double x, double y,
               double scale, int depth, int instances) {
        const double h = height(n, scale);
        out.boxes.push_back({QRectF(x, y, n.calcProcs, h), path,
                             QString::fromStdString(ct::bsp::nodeLabel(n, lib)), depth, instances,
                             n.count, marks.optimal});
        if (instances > 1) return;  // a merged box stands for its instances; no detail inside
        // Inside a box that stands for `count` calls every part takes count times as long.
        const double inner = scale * n.count;
        double sub = 0;
        for (const CallNode& c : n.children)
            sub += proportional ? c.count * c.cost * inner : rows(c);
        double at = y + (proportional ? std::max(0.0, h - sub) : 1.0);
        for (std::size_t j = 0; j < n.children.size(); ++j) {
            const CallNode& c = n.children[j];
            const int k = std::max(1, c.parallel);
            const double slot = double(n.calcProcs) / k;
            path.push_back(int(j));
            const std::size_t size = ct::bsp::nodeCount(c);
            for (int i = 0; i < k; ++i) {
                if (i > 0 && out.boxes.size() + size * std::size_t(k - i) > maxBoxes) {
                    // The rest as one box spanning the remaining slots.
                    out.boxes.push_back({QRectF(x + i * slot, at, slot * (k - i), height(c, inner)),
                                         path, QString::fromStdString(ct::bsp::nodeLabel(c, lib)),
                                         depth + 1, k - i, c.count, marks.children[j].optimal});
                    break;
                }
                place(c, marks.children[j], path, x + i * slot, at, inner, depth + 1, 1);
            }
            path.pop_back();
            at += height(c, inner);
        }
    }
};

}  // namespace

ScheduleLayout layoutSchedule(const CallNode& root, const NodeMarks& marks,
                              const ct::bsp::Library& lib, bool proportional,
                              std::size_t maxBoxes) {
    ScheduleLayout out;
    out.proportional = proportional;
    if (root.algorithm.empty()) return out;
    out.procs = std::max(1, root.calcProcs);
    Builder b{lib, proportional, maxBoxes, out};
    NodePath path;
    b.place(root, marks, path, 0, 0, 1, 0, 1);
    out.height = std::max(1e-9, out.boxes.front().rect.height());
    return out;
}

}  // namespace studio::editor
