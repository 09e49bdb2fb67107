#include "bsp/search.h"

#include <climits>

namespace ct::bsp {

std::optional<CallNode> Optimizer::optimize(const SearchRequest& request) {
    m_onPath.clear();
    int lowestCut = INT_MAX;
    const Result best = solve(request, lowestCut);
    if (!best) return std::nullopt;
    CallNode root = *best;
    root.count = root.parallel = 1;
    return root;
}

// The same candidates in the same order as DepthSearch, and the same comparison; the optimum of a
// subproblem does not depend on where it occurs, so it is computed once. A candidate is dropped
// as soon as its partial cost exceeds the best (costs are never negative).
Optimizer::Result Optimizer::solve(const SearchRequest& r, int& lowestCut) {
    if (auto it = m_memo.find(r); it != m_memo.end()) return it->second;
    const int depth = int(m_onPath.size());
    m_onPath.emplace(r, depth);
    int cut = INT_MAX;
    std::shared_ptr<CallNode> best;
    for (std::size_t index : m_lib.algorithmsFor(r.problem)) {
        const Algorithm& a = m_lib.algorithms()[index];
        for (int procs : a.validProcs(r.input, r.dataProcs, r.calcProcs)) {
            const CallArgs args{r.input, r.dataProcs, procs};
            const int variants = a.variantCount(args);
            for (int v = 0; v < variants; ++v) {
                ++m_candidates;
                double total = a.time(args, v, m_machine);
                if (best && total > best->cost) continue;
                std::vector<Result> children;
                std::vector<Subcall> subs = a.subcalls(args, v);
                bool ok = true;
                for (const Subcall& s : subs) {
                    const SearchRequest sub{s.problem, s.input, s.dataProcs, procs / s.parallel};
                    if (auto on = m_onPath.find(sub); on != m_onPath.end()) {
                        cut = std::min(cut, on->second);  // a loop: skipped, as DepthSearch does
                        ok = false;
                        break;
                    }
                    Result child = solve(sub, cut);
                    if (!child) {
                        ok = false;
                        break;
                    }
                    total += s.count * child->cost;
                    children.push_back(std::move(child));
                    if (best && total > best->cost) {
                        ok = false;
                        break;
                    }
                }
                if (!ok) continue;
                auto node = std::make_shared<CallNode>();
                node->problem = r.problem;
                node->input = r.input;
                node->algorithm = a.name;
                node->variant = v;
                node->variantName = a.variantName(args, v);
                node->dataProcs = r.dataProcs;
                node->calcProcs = procs;
                node->cost = total;
                for (std::size_t j = 0; j < children.size(); ++j) {
                    node->children.push_back(*children[j]);
                    node->children.back().count = subs[j].count;
                    node->children.back().parallel = subs[j].parallel;
                }
                if (!best || scheduleBetter(*node, *best, m_lib)) best = std::move(node);
            }
        }
    }
    m_onPath.erase(r);
    lowestCut = std::min(lowestCut, cut);
    // Only a result that did not depend on a subproblem above this one on the path is reusable.
    Result result = best;
    if (cut >= depth) m_memo.emplace(r, result);
    return result;
}

}  // namespace ct::bsp
