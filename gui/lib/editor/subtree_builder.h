#pragma once
// Pure (Qt-free) schedule surgery for the editor: a node of a call tree rebuilt with another
// algorithm, variant or processor count, its subcalls filled with the optimizer's schedules, and
// the bookkeeping of which nodes were filled in that way (shown in italics).
#include <optional>
#include <string>
#include <vector>

#include "schedule/call_tree.h"

namespace studio::editor {

// A node's place in the tree: the subcall index at every level below the root ({} = root).
using NodePath = std::vector<int>;

// Mirrors a call tree: `optimal` marks a node the optimizer chose, not the user.
struct NodeMarks {
    bool optimal = false;
    std::vector<NodeMarks> children;
    bool operator==(const NodeMarks&) const = default;
};

// Marks shaped like `node`, every entry set to `optimal`.
NodeMarks marksFor(const ct::bsp::CallNode& node, bool optimal);

struct Subtree {
    ct::bsp::CallNode node;
    NodeMarks marks;
};

const ct::bsp::CallNode& nodeAt(const ct::bsp::CallNode& root, const NodePath& path);
ct::bsp::CallNode& nodeAt(ct::bsp::CallNode& root, const NodePath& path);
NodeMarks& marksAt(NodeMarks& root, const NodePath& path);
const NodeMarks& marksAt(const NodeMarks& root, const NodePath& path);

// The processors the node at `path` may use: the root gets `rootCalcProcs`, a child its parent's
// calc procs divided by its parallel count (Bonorden 2002 §2.3).
int maxCalcProcs(const ct::bsp::CallNode& root, int rootCalcProcs, const NodePath& path);

// `context` gives problem, input, data procs, count and parallel; the result runs `algorithm` with
// `variant` on `calcProcs` processors and optimal subcalls. Nothing when a subcall has no valid
// schedule or the choice itself is invalid.
std::optional<Subtree> buildNode(const ct::bsp::CallNode& context, const std::string& algorithm,
                                 int variant, int calcProcs, const ct::bsp::Library& lib,
                                 const ct::bsp::BspProfile& machine, int maxCalc);

// The cheapest (calc procs, variant) of `algorithm` for the context, with optimal subcalls.
std::optional<Subtree> bestWithAlgorithm(const ct::bsp::CallNode& context,
                                         const std::string& algorithm, const ct::bsp::Library& lib,
                                         const ct::bsp::BspProfile& machine, int maxCalc);

// The optimizer's schedule for the context (every node marked optimal).
std::optional<Subtree> optimalSubtree(const ct::bsp::CallNode& context, const ct::bsp::Library& lib,
                                      const ct::bsp::BspProfile& machine, int maxCalc);

// Algorithms of the context's problem that can run with its data procs on at most maxCalc.
std::vector<std::string> applicableAlgorithms(const ct::bsp::CallNode& context,
                                              const ct::bsp::Library& lib, int maxCalc);

// Same choices everywhere (algorithm, variant, procs, count, parallel, shape); costs ignored.
bool sameSchedule(const ct::bsp::CallNode& a, const ct::bsp::CallNode& b);

// The chain of nodes that dominates the total: from the root, always the subcall contributing
// most (count × cost). Paths from the root, root first.
std::vector<NodePath> criticalPath(const ct::bsp::CallNode& root);

}  // namespace studio::editor
