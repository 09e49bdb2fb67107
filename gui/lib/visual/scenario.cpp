#include "visual/scenario.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "algorithms/logp/optimal_broadcast.h"
#include "sim/simulator.h"

namespace studio {
namespace {

// Orders children by when their parent handles their message (send order for a broadcast,
// receive order for a reduction), the "order" the tree view prints on each edge.
std::optional<DerivedTree> treeFromEdges(const ct::Program& program, const ct::Timeline& timeline,
                                         bool reduction) {
    const ct::Rank n = program.ranks();
    std::vector<ct::Rank> parent(static_cast<std::size_t>(n), ct::kNoRank);
    std::vector<std::uint32_t> edge(static_cast<std::size_t>(n), kNoMessage);
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    for (std::uint32_t m = 0; m < timeline.messages.size(); ++m) {
        const ct::MessageRecord& rec = timeline.messages[m];
        const ct::Rank child = reduction ? rec.src : rec.dst;
        const ct::Rank par = reduction ? rec.dst : rec.src;
        auto c = static_cast<std::size_t>(child);
        if (++seen[c] > 1) return std::nullopt;
        parent[c] = par;
        edge[c] = m;
    }
    ct::Rank root = ct::kNoRank;
    for (ct::Rank r = 0; r < n; ++r) {
        if (seen[static_cast<std::size_t>(r)] == 1) continue;
        if (root != ct::kNoRank) return std::nullopt;
        root = r;
    }
    if (root == ct::kNoRank) return std::nullopt;
    // Order among siblings: by the parent's op index of the edge's message.
    std::vector<std::int32_t> order(static_cast<std::size_t>(n), -1);
    std::vector<std::vector<std::pair<std::uint64_t, ct::Rank>>> kids(static_cast<std::size_t>(n));
    for (ct::Rank r = 0; r < n; ++r) {
        const auto m = edge[static_cast<std::size_t>(r)];
        if (m == kNoMessage) continue;
        const auto& rec = timeline.messages[m];
        kids[static_cast<std::size_t>(parent[static_cast<std::size_t>(r)])].push_back(
            {reduction ? rec.recvOp : rec.sendOp, r});
    }
    for (auto& k : kids) {
        std::sort(k.begin(), k.end());
        for (std::size_t i = 0; i < k.size(); ++i)
            order[static_cast<std::size_t>(k[i].second)] = static_cast<std::int32_t>(i);
    }
    try {
        DerivedTree out{ct::makeTree(root, std::move(parent), std::move(order)), reduction,
                        std::move(edge)};
        return out;
    } catch (const std::invalid_argument&) {
        return std::nullopt;  // a cycle: not a tree after all
    }
}

}  // namespace

std::optional<DerivedTree> deriveTree(const ct::Program& program, const ct::Timeline& timeline) {
    if (!timeline.recorded || program.ranks() < 1) return std::nullopt;
    if (program.ranks() == 1) {
        return DerivedTree{ct::makeTree(0, {ct::kNoRank}, {-1}), false, {kNoMessage}};
    }
    if (timeline.messages.size() + 1 != static_cast<std::size_t>(program.ranks()))
        return std::nullopt;
    if (auto t = treeFromEdges(program, timeline, false)) return t;
    return treeFromEdges(program, timeline, true);
}

bool formulaAgrees(double formula, double simulated) {
    return std::abs(formula - simulated) <= 1e-9 * std::max(1.0, std::abs(formula));
}

int Scenario::holdingAt(double t) const {
    int count = 0;
    for (double h : holdTime)
        if (h <= t) ++count;
    return count;
}

Scenario buildScenario(std::string_view algorithm, const ct::AlgorithmParams& params) {
    const ct::Algorithm* a = ct::findAlgorithm(algorithm);
    if (!a || !a->program)
        throw std::invalid_argument("unknown algorithm '" + std::string(algorithm) +
                                    "' (known: " + ct::algorithmNames() + ")");
    if (auto problem = ct::checkParams(params)) throw std::invalid_argument(*problem);
    Scenario s;
    s.algorithm = std::string(algorithm);
    s.params = params;
    s.program = a->program(params);
    s.timeline = ct::simulate(s.program, params.model);
    if (params.model.chargesDataPlacement())
        s.cleanTotal = ct::simulate(s.program, ct::LogGPProfile(params.model).withoutDataPlacement(),
                                    {.recordTimeline = false})
                           .total;
    s.tree = deriveTree(s.program, s.timeline);
    s.holdTime.resize(static_cast<std::size_t>(s.program.ranks()));
    for (ct::Rank r = 0; r < s.program.ranks(); ++r)
        s.holdTime[static_cast<std::size_t>(r)] = s.timeline.lastReceive(s.program, r);
    if (algorithm == "optimal") {
        const auto costs = ct::TreeCosts::of(params.model, params.bytes);
        s.effectiveTime = ct::optimalBroadcastTree(params.procs, params.root, costs).effectiveTime;
    }
    if (a->formula) {
        try {
            s.formula = a->formula(params);
        } catch (const std::exception&) {
            s.formula.reset();  // no closed form for these parameters: nothing to check
        }
    }
    return s;
}

}  // namespace studio
