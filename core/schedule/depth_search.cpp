#include "schedule/search.h"

#include <algorithm>

namespace ct::bsp {

CallNode nodeFor(const Subcall& s) {
    CallNode n;
    n.problem = s.problem;
    n.input = s.input;
    n.dataProcs = s.dataProcs;
    n.count = s.count;
    n.parallel = s.parallel;
    return n;
}

std::optional<CallNode> DepthSearch::optimize(const SearchRequest& request, double maxTime) {
    m_path.clear();
    auto best = search(request, maxTime);
    if (best) best->count = best->parallel = 1;
    return best;
}

// Algorithmus 3. The budget handed to a subproblem is what is left of t for it; it is widened by
// a relative 1e-12 so that rounding never prunes a schedule whose total equals t (ties must
// reach the tie-break), while the final comparison of the total with t stays exact.
std::optional<CallNode> DepthSearch::search(const SearchRequest& r, double maxTime) {
    double t = maxTime;
    std::optional<CallNode> best;
    m_path.push_back(r);
    for (std::size_t index : m_lib.algorithmsFor(r.problem)) {
        const Algorithm& a = m_lib.algorithms()[index];
        for (int procs : a.validProcs(r.input, r.dataProcs, r.calcProcs)) {
            const CallArgs args{r.input, r.dataProcs, procs};
            const int variants = a.variantCount(args);
            for (int v = 0; v < variants; ++v) {
                ++m_candidates;
                CallNode node;
                node.problem = r.problem;
                node.input = r.input;
                node.algorithm = a.name;
                node.variant = v;
                node.dataProcs = r.dataProcs;
                node.calcProcs = procs;
                double total = a.time(args, v, m_machine);
                bool ok = total <= t;
                for (const Subcall& s : ok ? a.subcalls(args, v) : std::vector<Subcall>{}) {
                    const SearchRequest sub{s.problem, s.input, s.dataProcs, procs / s.parallel};
                    // Loop detection: the same call earlier on the path never helps.
                    if (std::find(m_path.begin(), m_path.end(), sub) != m_path.end()) {
                        ok = false;
                        break;
                    }
                    const double budget = (t - total) / s.count * (1 + 1e-12) + 1e-300;
                    auto child = search(sub, budget);
                    if (!child) {
                        ok = false;
                        break;
                    }
                    total += s.count * child->cost;
                    child->count = s.count;
                    child->parallel = s.parallel;
                    node.children.push_back(std::move(*child));
                    if (total > t) {
                        ok = false;
                        break;
                    }
                }
                if (!ok) continue;
                node.cost = total;
                node.variantName = a.variantName(args, v);
                if (!best || scheduleBetter(node, *best, m_lib)) {
                    t = total;
                    best = std::move(node);
                }
            }
        }
    }
    m_path.pop_back();
    return best;
}

}  // namespace ct::bsp
