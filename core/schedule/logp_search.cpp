#include "schedule/logp_search.h"

#include <climits>
#include <stdexcept>

#include "schedule/expansion.h"

namespace ct::bsp {

namespace {

void checkSize(const SearchRequest& r) {
    if (r.calcProcs > kMaxSimulatedProcs)
        throw std::invalid_argument(std::to_string(r.calcProcs) +
                                    " processors: under a LogP profile schedules are simulated, "
                                    "on at most " +
                                    std::to_string(kMaxSimulatedProcs));
}

}  // namespace

std::optional<CallNode> LogPOptimizer::optimize(const SearchRequest& request) {
    checkSize(request);
    m_onPath.clear();
    int cut = INT_MAX;
    auto best = solve(request, nullptr, cut);
    if (best) best->count = best->parallel = 1;
    return best;
}

std::optional<CallNode> LogPOptimizer::optimizeStartingWith(const SearchRequest& request,
                                                            const std::string& algorithm) {
    checkSize(request);
    m_onPath.clear();
    int cut = INT_MAX;
    auto best = solve(request, &algorithm, cut);
    if (best) best->count = best->parallel = 1;
    return best;
}

// Loops are skipped as in DepthSearch; a result that depended on a loop cut above it is not
// memoized (see Optimizer::solve).
std::optional<CallNode> LogPOptimizer::solve(const SearchRequest& r, const std::string* only,
                                             int& lowestCut) {
    if (!only)
        if (auto it = m_memo.find(r); it != m_memo.end()) return it->second;
    const int depth = int(m_onPath.size());
    m_onPath.emplace(r, depth);
    int cut = INT_MAX;
    std::optional<CallNode> best;
    for (std::size_t index : m_lib.algorithmsFor(r.problem)) {
        const Algorithm& a = m_lib.algorithms()[index];
        if (!expanderFor(a.name) || (only && a.name != *only)) continue;
        for (int procs : a.validProcs(r.input, r.dataProcs, r.calcProcs)) {
            const CallArgs args{r.input, r.dataProcs, procs};
            const int variants = a.variantCount(args);
            for (int v = 0; v < variants; ++v) {
                CallNode node;
                node.problem = r.problem;
                node.input = r.input;
                node.algorithm = a.name;
                node.variant = v;
                node.variantName = a.variantName(args, v);
                node.dataProcs = r.dataProcs;
                node.calcProcs = procs;
                bool ok = true;
                for (const Subcall& s : a.subcalls(args, v)) {
                    const SearchRequest sub{s.problem, s.input, s.dataProcs, procs / s.parallel};
                    if (auto on = m_onPath.find(sub); on != m_onPath.end()) {
                        cut = std::min(cut, on->second);
                        ok = false;
                        break;
                    }
                    auto child = solve(sub, nullptr, cut);
                    if (!child) {
                        ok = false;
                        break;
                    }
                    child->count = s.count;
                    child->parallel = s.parallel;
                    node.children.push_back(std::move(*child));
                }
                if (!ok) continue;
                ++m_simulations;
                node.cost = simulatedCost(node, m_lib, m_machine);
                if (!best || scheduleBetter(node, *best, m_lib)) best = std::move(node);
            }
        }
    }
    m_onPath.erase(r);
    lowestCut = std::min(lowestCut, cut);
    if (!only && cut >= depth) m_memo.emplace(r, best);
    return best;
}

}  // namespace ct::bsp
