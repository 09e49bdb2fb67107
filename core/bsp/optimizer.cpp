// The fast scheduler: the same candidates in the same order as DepthSearch and the same
// comparison (cost, then nodes, then labels), so it returns the same schedule. What makes it fast:
//  - memoization: the optimum of a subproblem does not depend on where it occurs, so it is found
//    once (unless it depended on a loop cut above it on the path, as DepthSearch's loop detection
//    makes it path dependent);
//  - branch and bound: a subproblem is solved under the budget its caller can still use; when no
//    schedule fits, the entry remembers "optimum > budget" and is searched again only for a
//    larger budget;
//  - costs only while searching: entries hold the choice at their root and their children's
//    entries; the CallNode tree is built once at the end, labels only on exact ties.
#include <algorithm>
#include <climits>
#include <cstring>
#include <limits>

#include "bsp/search.h"

namespace ct::bsp {
namespace {

// What DepthSearch hands a subcall: the rest of the budget, widened by a relative 1e-12 so that
// rounding never prunes a schedule whose total equals the best (ties must reach the tie-break).
double childBudget(double t, double total, int count) {
    return (t - total) / count * (1 + 1e-12) + 1e-300;
}

}  // namespace

std::size_t Optimizer::KeyHash::operator()(const Key& k) const {
    std::uint64_t h = std::uint64_t(k.problem) * 0x9E3779B97F4A7C15ull;
    auto mix = [&h](std::uint64_t v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); };
    mix(std::uint64_t(std::uint32_t(k.dataProcs)) << 32 | std::uint32_t(k.calcProcs));
    for (double d : k.input.values) {
        std::uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        mix(bits);
    }
    return std::size_t(h);
}

Optimizer::Optimizer(const Library& lib, const BspProfile& machine)
    : m_lib(lib), m_machine(machine) {
    for (const auto& p : lib.problems()) {
        m_problemIndex.emplace(p.name, int(m_algorithmsOf.size()));
        m_algorithmsOf.push_back(lib.algorithmsFor(p.name));
    }
}

std::optional<CallNode> Optimizer::optimize(const SearchRequest& request) {
    auto pid = m_problemIndex.find(request.problem);
    if (pid == m_problemIndex.end()) return std::nullopt;
    m_depth = 0;
    int cut = INT_MAX;
    const int root =
        subproblem(Key{pid->second, request.dataProcs, request.calcProcs, request.input},
                   std::numeric_limits<double>::infinity(), cut);
    if (root < 0 || m_entries[std::size_t(root)].state != Entry::State::Exact) return std::nullopt;
    CallNode tree = build(root);
    tree.count = tree.parallel = 1;
    return tree;
}

int Optimizer::subproblem(const Key& key, double budget, int& cut) {
    auto [it, added] = m_index.try_emplace(key, int(m_entries.size()));
    if (added) {
        m_entries.emplace_back();
        m_entries.back().key = it->first;
    }
    return subproblemAt(it->second, budget, cut);
}

// The entry, solved as far as `budget` needs; -1 when it is on the search path.
int Optimizer::subproblemAt(int e, double budget, int& cut) {
    const Entry& known = m_entries[std::size_t(e)];
    switch (known.state) {
        case Entry::State::Open:
            if (known.enumerated) {  // on the search path: a loop, skipped as DepthSearch does
                cut = std::min(cut, known.depth);
                return -1;
            }
            break;  // new
        case Entry::State::Exact:
        case Entry::State::None:
            return e;
        case Entry::State::Above:
            if (known.cost >= budget) return e;  // still nothing within this budget
            break;
    }
    solve(e, budget, cut);
    return e;
}

// Every candidate of the subproblem with its own time, cheapest first: once a schedule is known,
// the first candidate whose own time exceeds it ends the search (costs are never negative).
void Optimizer::enumerate(Entry& entry) {
    const Input& input = entry.key.input;
    for (std::size_t index : m_algorithmsOf[std::size_t(entry.key.problem)]) {
        const Algorithm& a = m_lib.algorithms()[index];
        for (int procs : a.validProcs(input, entry.key.dataProcs, entry.key.calcProcs)) {
            const CallArgs args{input, entry.key.dataProcs, procs};
            const int variants = a.variantCount(args);
            for (int v = 0; v < variants; ++v) {
                ++m_candidates;
                Candidate c;
                c.own = a.time(args, v, m_machine);
                c.algorithm = int(index);
                c.calcProcs = procs;
                c.variant = v;
                entry.candidates.push_back(std::move(c));
            }
        }
    }
    // (Among equal own times any order will do: the comparison of finished schedules decides.)
    std::sort(entry.candidates.begin(), entry.candidates.end(),
              [](const Candidate& x, const Candidate& y) { return x.own < y.own; });
    entry.subcalls.resize(entry.candidates.size());
    entry.enumerated = true;
}

// Algorithmus 3 at one subproblem, with memoized subcalls and the candidates in order of their
// own time. The order does not change the result: the comparison (cost, nodes, labels) is a total
// order on schedules, and a candidate is dropped only when it costs more than one already found.
void Optimizer::solve(int e, double budget, int& lowestCut) {
    const int depth = m_depth++;
    Entry& self = m_entries[std::size_t(e)];  // stays put: m_entries is a deque
    if (!self.enumerated) enumerate(self);
    self.state = Entry::State::Open;
    self.depth = depth;
    const Key& key = self.key;
    const Input& input = key.input;
    const std::size_t count = self.candidates.size();
    int cut = INT_MAX;
    bool pruned = false;  // a candidate was dropped for the budget, not for being invalid
    double t = budget;
    Entry best;
    Entry candidate;
    for (std::size_t i = 0; i < count; ++i) {
        Candidate& cand = self.candidates[i];  // this entry's list does not change meanwhile
        double total = cand.own;
        if (!(total <= t)) {
            pruned = true;
            break;  // the rest cost at least as much
        }
        const int procs = cand.calcProcs;
        if (!cand.subcallsKnown) {
            const Algorithm& a = m_lib.algorithms()[std::size_t(cand.algorithm)];
            for (Subcall& s : a.subcalls({input, key.dataProcs, procs}, cand.variant)) {
                auto pid = m_problemIndex.find(s.problem);
                if (pid == m_problemIndex.end()) {
                    cand.valid = false;
                    break;
                }
                self.subcalls[i].push_back(
                    {Key{pid->second, s.dataProcs, procs / s.parallel, std::move(s.input)},
                     s.count});
            }
            cand.subcallsKnown = true;
        }
        if (!cand.valid) continue;
        candidate.children.clear();
        candidate.nodes = 1;
        candidate.algorithm = cand.algorithm;
        candidate.calcProcs = procs;
        candidate.variant = cand.variant;
        bool ok = true;
        std::vector<SubcallRef>& refs = self.subcalls[i];
        for (SubcallRef& ref : refs) {
            const int times = ref.count;
            const double childBudgetNow = childBudget(t, total, times);
            int c;
            if (ref.entry >= 0 && m_entries[std::size_t(ref.entry)].indexed) {
                c = subproblemAt(ref.entry, childBudgetNow, cut);
            } else {
                c = subproblem(ref.key, childBudgetNow, cut);
                if (c >= 0) ref.entry = c;
            }
            if (c < 0) {
                ok = false;
                break;
            }
            const Entry& child = m_entries[std::size_t(c)];
            if (child.state != Entry::State::Exact) {
                pruned = pruned || child.state == Entry::State::Above;
                ok = false;
                break;
            }
            total += times * child.cost;
            candidate.children.push_back(c);
            candidate.nodes += child.nodes;
            if (total > t) {
                pruned = true;
                ok = false;
                break;
            }
        }
        if (!ok) continue;
        candidate.cost = total;
        const bool better =
            best.algorithm < 0 || total < best.cost ||
            (total == best.cost &&
             (candidate.nodes < best.nodes ||
              (candidate.nodes == best.nodes && labelsBefore(key, candidate, best))));
        if (better) {
            std::swap(best, candidate);
            t = total;
        }
    }
    --m_depth;
    lowestCut = std::min(lowestCut, cut);
    Entry& out = self;
    if (best.algorithm >= 0) {
        out.state = Entry::State::Exact;
        out.cost = best.cost;
        out.nodes = best.nodes;
        out.algorithm = best.algorithm;
        out.calcProcs = best.calcProcs;
        out.variant = best.variant;
        out.children = std::move(best.children);
        out.candidates = {};  // no longer needed
        out.subcalls = {};
    } else if (pruned) {
        out.state = Entry::State::Above;
        out.cost = budget;
    } else {
        out.state = Entry::State::None;
        out.candidates = {};
        out.subcalls = {};
    }
    // Only a result that did not depend on a subproblem above this one on the path is reusable;
    // the entry stays (its parent refers to it) but is no longer found by its key.
    if (cut < depth) {
        m_index.erase(out.key);
        out.indexed = false;
    }
}

void Optimizer::labels(const Key& key, int algorithm, int calcProcs, int variant,
                       const std::vector<int>& children, std::vector<std::string>& out) const {
    const Algorithm& a = m_lib.algorithms()[std::size_t(algorithm)];
    const Input& input = key.input;
    const std::string tag = a.variantTag({input, key.dataProcs, calcProcs}, variant);
    out.push_back((tag.empty() ? a.label : a.label + "(" + tag + ")") + "@" +
                  std::to_string(calcProcs));
    for (int c : children) {
        const Entry& child = m_entries[std::size_t(c)];
        labels(child.key, child.algorithm, child.calcProcs, child.variant, child.children, out);
    }
}

// scheduleBetter's last criterion: node labels (label@calcProcs) in preorder.
bool Optimizer::labelsBefore(const Key& key, const Entry& candidate, const Entry& best) const {
    std::vector<std::string> a, b;
    labels(key, candidate.algorithm, candidate.calcProcs, candidate.variant, candidate.children, a);
    labels(key, best.algorithm, best.calcProcs, best.variant, best.children, b);
    return a < b;
}

CallNode Optimizer::build(int e) const {
    const Entry& entry = m_entries[std::size_t(e)];
    const Algorithm& a = m_lib.algorithms()[std::size_t(entry.algorithm)];
    CallNode n;
    n.problem = a.problem;
    n.input = entry.key.input;
    n.algorithm = a.name;
    n.variant = entry.variant;
    n.dataProcs = entry.key.dataProcs;
    n.calcProcs = entry.calcProcs;
    n.cost = entry.cost;
    const CallArgs args{n.input, n.dataProcs, n.calcProcs};
    n.variantName = a.variantName(args, n.variant);
    const auto subs = a.subcalls(args, n.variant);
    for (std::size_t j = 0; j < entry.children.size(); ++j) {
        n.children.push_back(build(entry.children[j]));
        n.children.back().count = subs[j].count;
        n.children.back().parallel = subs[j].parallel;
    }
    return n;
}

}  // namespace ct::bsp
