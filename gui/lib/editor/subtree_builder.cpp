#include "subtree_builder.h"

#include <algorithm>

#include "schedule/search.h"

namespace studio::editor {

using ct::bsp::CallNode;

NodeMarks marksFor(const CallNode& node, bool optimal) {
    NodeMarks m;
    m.optimal = optimal;
    m.children.reserve(node.children.size());
    for (const CallNode& c : node.children)
        m.children.push_back(marksFor(c, optimal));
    return m;
}

const CallNode& nodeAt(const CallNode& root, const NodePath& path) {
    const CallNode* n = &root;
    for (int row : path)
        n = &n->children.at(std::size_t(row));
    return *n;
}

CallNode& nodeAt(CallNode& root, const NodePath& path) {
    return const_cast<CallNode&>(nodeAt(static_cast<const CallNode&>(root), path));
}

const NodeMarks& marksAt(const NodeMarks& root, const NodePath& path) {
    const NodeMarks* m = &root;
    for (int row : path)
        m = &m->children.at(std::size_t(row));
    return *m;
}

NodeMarks& marksAt(NodeMarks& root, const NodePath& path) {
    return const_cast<NodeMarks&>(marksAt(static_cast<const NodeMarks&>(root), path));
}

int maxCalcProcs(const CallNode& root, int rootCalcProcs, const NodePath& path) {
    int procs = rootCalcProcs;
    const CallNode* n = &root;
    for (int row : path) {
        const CallNode& child = n->children.at(std::size_t(row));
        procs = n->calcProcs / std::max(1, child.parallel);
        n = &child;
    }
    return procs;
}

namespace {

// Builds with a shared optimizer so that the subproblems of several candidates are solved once.
std::optional<Subtree> build(const CallNode& context, const ct::bsp::Algorithm& a, int variant,
                             int calcProcs, ct::bsp::Optimizer& optimizer) {
    const ct::bsp::CallArgs args{context.input, context.dataProcs, calcProcs};
    Subtree out;
    CallNode& n = out.node;
    n.problem = context.problem;
    n.input = context.input;
    n.algorithm = a.name;
    n.variant = variant;
    n.dataProcs = context.dataProcs;
    n.calcProcs = calcProcs;
    n.count = context.count;
    n.parallel = context.parallel;
    for (const ct::bsp::Subcall& s : a.subcalls(args, variant)) {
        const int procs = calcProcs / std::max(1, s.parallel);
        auto child = optimizer.optimize({s.problem, s.input, s.dataProcs, procs});
        if (!child) return std::nullopt;
        child->count = s.count;
        child->parallel = s.parallel;
        out.marks.children.push_back(marksFor(*child, true));
        n.children.push_back(std::move(*child));
    }
    return out;
}

}  // namespace

std::optional<Subtree> buildNode(const CallNode& context, const std::string& algorithm, int variant,
                                 int calcProcs, const ct::bsp::Library& lib,
                                 const ct::bsp::BspProfile& machine, int maxCalc) {
    const ct::bsp::Algorithm* a = lib.algorithm(algorithm);
    if (!a || a->problem != context.problem) return std::nullopt;
    const auto valid = a->validProcs(context.input, context.dataProcs, maxCalc);
    if (std::find(valid.begin(), valid.end(), calcProcs) == valid.end()) return std::nullopt;
    const ct::bsp::CallArgs args{context.input, context.dataProcs, calcProcs};
    if (variant < 0 || variant >= a->variantCount(args)) return std::nullopt;
    ct::bsp::Optimizer optimizer(lib, machine);
    auto out = build(context, *a, variant, calcProcs, optimizer);
    if (out) ct::bsp::evaluateCost(out->node, lib, machine);
    return out;
}

std::optional<Subtree> bestWithAlgorithm(const CallNode& context, const std::string& algorithm,
                                         const ct::bsp::Library& lib,
                                         const ct::bsp::BspProfile& machine, int maxCalc) {
    const ct::bsp::Algorithm* a = lib.algorithm(algorithm);
    if (!a || a->problem != context.problem) return std::nullopt;
    ct::bsp::Optimizer optimizer(lib, machine);
    std::optional<Subtree> best;
    for (int procs : a->validProcs(context.input, context.dataProcs, maxCalc)) {
        const int variants = a->variantCount({context.input, context.dataProcs, procs});
        for (int v = 0; v < variants; ++v) {
            auto candidate = build(context, *a, v, procs, optimizer);
            if (!candidate) continue;
            ct::bsp::evaluateCost(candidate->node, lib, machine);
            if (!best || ct::bsp::scheduleBetter(candidate->node, best->node, lib))
                best = std::move(candidate);
        }
    }
    return best;
}

std::optional<Subtree> optimalSubtree(const CallNode& context, const ct::bsp::Library& lib,
                                      const ct::bsp::BspProfile& machine, int maxCalc) {
    ct::bsp::Optimizer optimizer(lib, machine);
    auto node = optimizer.optimize({context.problem, context.input, context.dataProcs, maxCalc});
    if (!node) return std::nullopt;
    node->count = context.count;
    node->parallel = context.parallel;
    Subtree out{std::move(*node), {}};
    out.marks = marksFor(out.node, true);
    return out;
}

std::vector<std::string> applicableAlgorithms(const CallNode& context, const ct::bsp::Library& lib,
                                              int maxCalc) {
    std::vector<std::string> names;
    for (std::size_t index : lib.algorithmsFor(context.problem)) {
        const ct::bsp::Algorithm& a = lib.algorithms()[index];
        if (!a.validProcs(context.input, context.dataProcs, maxCalc).empty())
            names.push_back(a.name);
    }
    return names;
}

bool sameSchedule(const CallNode& a, const CallNode& b) {
    if (a.problem != b.problem || !(a.input == b.input) || a.algorithm != b.algorithm ||
        a.variant != b.variant || a.dataProcs != b.dataProcs || a.calcProcs != b.calcProcs ||
        a.count != b.count || a.parallel != b.parallel || a.children.size() != b.children.size())
        return false;
    for (std::size_t j = 0; j < a.children.size(); ++j)
        if (!sameSchedule(a.children[j], b.children[j])) return false;
    return true;
}

std::vector<NodePath> criticalPath(const CallNode& root) {
    std::vector<NodePath> out{{}};
    const CallNode* n = &root;
    NodePath path;
    while (!n->children.empty()) {
        int best = 0;
        for (std::size_t j = 1; j < n->children.size(); ++j) {
            const CallNode& c = n->children[j];
            const CallNode& b = n->children[std::size_t(best)];
            if (c.count * c.cost > b.count * b.cost) best = int(j);
        }
        path.push_back(best);
        out.push_back(path);
        n = &n->children[std::size_t(best)];
    }
    return out;
}

}  // namespace studio::editor
