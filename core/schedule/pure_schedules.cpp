#include "schedule/pure_schedules.h"

#include <algorithm>

#include "schedule/broadcast.h"

namespace ct::bsp {

std::optional<CallNode> buildSchedule(const Library& lib, const BspProfile& m,
                                      const SearchRequest& r, const Chooser& choose) {
    std::function<std::optional<CallNode>(const SearchRequest&, int)> build =
        [&](const SearchRequest& req, int depth) -> std::optional<CallNode> {
        if (depth > 64) return std::nullopt;
        const auto choice = choose(req, depth);
        if (!choice) return std::nullopt;
        const Algorithm* a = lib.algorithm(choice->algorithm);
        if (!a || a->problem != req.problem) return std::nullopt;
        const auto procs = a->validProcs(req.input, req.dataProcs, req.calcProcs);
        if (std::find(procs.begin(), procs.end(), choice->calcProcs) == procs.end())
            return std::nullopt;
        const CallArgs args{req.input, req.dataProcs, choice->calcProcs};
        if (choice->variant < 0 || choice->variant >= a->variantCount(args)) return std::nullopt;
        CallNode n;
        n.problem = req.problem;
        n.input = req.input;
        n.algorithm = a->name;
        n.variant = choice->variant;
        n.dataProcs = req.dataProcs;
        n.calcProcs = choice->calcProcs;
        for (const Subcall& s : a->subcalls(args, choice->variant)) {
            auto child =
                build({s.problem, s.input, s.dataProcs, choice->calcProcs / s.parallel}, depth + 1);
            if (!child) return std::nullopt;
            child->count = s.count;
            child->parallel = s.parallel;
            n.children.push_back(std::move(*child));
        }
        return n;
    };
    auto tree = build(r, 0);
    if (tree) evaluateCost(*tree, lib, m);
    return tree;
}

namespace {

int indexOf(const std::vector<int>& values, int v) {
    auto it = std::find(values.begin(), values.end(), v);
    return it == values.end() ? -1 : int(it - values.begin());
}

// TREE with degree d wherever d divides the partition, else LIST (d = p).
Choice treeWith(const SearchRequest& r, int d) {
    const auto degrees = treeDegrees(r.dataProcs);
    int v = indexOf(degrees, d);
    if (v < 0) v = int(degrees.size()) - 1;
    return {"TreeBroadcast", r.dataProcs, v};
}

}  // namespace

std::vector<NamedSchedule> pureBroadcasts(const Library& lib, const BspProfile& m, double bytes,
                                          int p) {
    const SearchRequest r{Problem::Broadcast, Input{{bytes}}, p, p};
    std::vector<std::pair<std::string, Chooser>> rules;
    rules.push_back({"List", [](const SearchRequest& q, int) -> std::optional<Choice> {
                         return treeWith(q, q.dataProcs);
                     }});
    for (int d : {2, 4})
        if (p % d == 0 && d < p)
            rules.push_back({"Tree(d=" + std::to_string(d) + ")",
                             [d](const SearchRequest& q, int) -> std::optional<Choice> {
                                 return treeWith(q, d);
                             }});
    // Recursive ROOT for p > 2 (a square), TREE below.
    if (rootOf(p))
        rules.push_back({"Root", [](const SearchRequest& q, int) -> std::optional<Choice> {
                             if (rootOf(q.dataProcs))
                                 return Choice{"RootBroadcast", q.dataProcs, 0};
                             return treeWith(q, q.dataProcs);
                         }});
    // SCATTERGATHER_k at the root, LIST (TREE with d = p/k) for the partial broadcasts.
    for (int k : scatterGatherBlocks(bytes, p))
        rules.push_back({"ScatterGather(k=" + std::to_string(k) + ")",
                         [k](const SearchRequest& q, int depth) -> std::optional<Choice> {
                             if (depth > 0) return treeWith(q, q.dataProcs);
                             const int v = indexOf(scatterGatherBlocks(q.input[0], q.dataProcs), k);
                             if (v < 0) return std::nullopt;
                             return Choice{"ScatterGatherBroadcast", q.dataProcs, v};
                         }});
    std::vector<NamedSchedule> out;
    for (const auto& [name, rule] : rules)
        if (auto tree = buildSchedule(lib, m, r, rule)) out.push_back({name, std::move(*tree)});
    return out;
}

std::optional<CallNode> bestStartingWith(Optimizer& opt, const Library& lib, const BspProfile& m,
                                         const SearchRequest& r, const std::string& algorithm) {
    const Algorithm* a = lib.algorithm(algorithm);
    if (!a || a->problem != r.problem) return std::nullopt;
    std::optional<CallNode> best;
    for (int procs : a->validProcs(r.input, r.dataProcs, r.calcProcs)) {
        const CallArgs args{r.input, r.dataProcs, procs};
        for (int v = 0; v < a->variantCount(args); ++v) {
            CallNode n;
            n.problem = r.problem;
            n.input = r.input;
            n.algorithm = a->name;
            n.variant = v;
            n.dataProcs = r.dataProcs;
            n.calcProcs = procs;
            bool ok = true;
            for (const Subcall& s : a->subcalls(args, v)) {
                auto child = opt.optimize({s.problem, s.input, s.dataProcs, procs / s.parallel});
                if (!child) {
                    ok = false;
                    break;
                }
                child->count = s.count;
                child->parallel = s.parallel;
                n.children.push_back(std::move(*child));
            }
            if (!ok) continue;
            evaluateCost(n, lib, m);
            if (!best || scheduleBetter(n, *best, lib)) best = std::move(n);
        }
    }
    return best;
}

}  // namespace ct::bsp
