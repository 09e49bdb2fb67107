// The fast scheduler: the same candidates as DepthSearch and the same comparison (cost, then
// nodes, then labels), so it returns the same schedule. What makes it fast:
//  - memoization: the optimum of a subproblem does not depend on where it occurs, so it is found
//    once (unless it depended on a loop cut above it on the path, as DepthSearch's loop detection
//    makes it path dependent);
//  - branch and bound: a subproblem is solved under the budget its caller can still use; when no
//    schedule fits, the entry remembers "optimum > budget" and is searched again only for a
//    larger budget;
//  - rising budgets at the root: a search under a budget near the optimum touches far fewer
//    subproblems than one that dives unbounded into the first candidate; the first budget is
//    the root's lower bound, so when the bound is the optimum (Broadcast's is) one round does;
//  - lower bounds memoized per (problem, input, data procs), each refined only as far as the
//    question asked of it needs (its cap): a candidate whose own time plus its subcalls' bounds
//    exceeds the budget is dropped before any subcall is solved;
//  - flat arrays: subproblems, their candidates (own times, tried cheapest first), subcalls
//    (as keys, made entries once their candidate is tried) and chosen children live in a few
//    vectors of the Optimizer, addressed by index, so the search itself hardly allocates;
//    subproblem keys are hashed once, into an open-addressing table; each description function is
//    called once per candidate at most, and algorithms with Algorithm::variantsTo hand out all
//    their candidates, subcalls included, in one call;
//  - costs only while searching: entries hold the choice at their root and their children's
//    entries; the CallNode tree is built once at the end, labels only on exact ties.
//  - a problem with its own exact scheduler (Library::setScheduler) is not searched at all: at
//    the root of a request its tree is the answer, and an entry of it met inside the search is
//    exact at once, its tree kept whole (solveByScheduler).
#include <algorithm>
#include <climits>
#include <limits>

#include "schedule/optimizer_keys.h"
#include "schedule/search.h"

namespace ct::bsp {
using optimizer_detail::kBoundSlack;
using optimizer_detail::keyHash;

namespace {

// What DepthSearch hands a subcall: the rest of the budget, widened by a relative 1e-12 so that
// rounding never prunes a schedule whose total equals the best (ties must reach the tie-break).
double childBudget(double t, double total, int count) {
    return (t - total) / count * (1 + 1e-12) + 1e-300;
}

// The root's first budget is its cheapest own time; a round that finds nothing raises it to the
// least cost a dropped candidate might have, but at least by kBudgetStep (few rounds); after
// kBudgetRounds rounds the last one is unbounded. The budgets only steer how much is searched:
// whatever they are, the last round that finds a schedule finds the optimum.
constexpr double kBudgetStep = 1.25;
constexpr int kBudgetRounds = 40;
// Subproblems with at most this many candidates have them sorted by own time when enumerated;
// larger ones select the next cheapest as each is tried (usually only a few are).
constexpr int kPresortCandidates = 32;

}  // namespace

Optimizer::Optimizer(const Library& lib, const BspProfile& machine, Schedulers schedulers)
    : m_lib(lib), m_machine(machine), m_problemSchedulers(schedulers == Schedulers::ProblemsOwn) {
    // The bounds assume costs that never fall when a term grows: every g, L, B >= 0.
    m_boundsValid = machine.g1 >= 0;
    for (const BspEntry& e : machine.entries)
        m_boundsValid = m_boundsValid && e.g >= 0 && e.L >= 0 && e.B >= 0;
}

std::optional<CallNode> Optimizer::optimize(const SearchRequest& request) {
    const int problem = problemId(request.problem);
    if (problem < 0) return std::nullopt;
    const auto& values = request.input.values;
    if (const ProblemScheduler* own = m_problems[std::size_t(problem)].scheduler) {
        CallNode tree;
        switch ((*own)(values, request.dataProcs, request.calcProcs, m_machine, m_lib, tree,
                       m_candidates)) {
            case ScheduleOutcome::Found:
                tree.count = tree.parallel = 1;
                return tree;
            case ScheduleOutcome::NoSchedule:
                return std::nullopt;
            case ScheduleOutcome::Declined:
                break;  // the generic search below
        }
    }
    const int root = intern(problem, request.dataProcs, request.calcProcs, values.data(),
                            int(values.size()), -1);
    // Rising budgets: a search under a budget close to the optimum touches far fewer
    // subproblems than one that starts without a bound and dives into the first candidate.
    // What a too small budget found stays memoized, so the next round is cheap.
    if (m_entries[std::size_t(root)].candCount < 0) enumerate(root);
    const double infinity = std::numeric_limits<double>::infinity();
    const Entry& first = m_entries[std::size_t(root)];
    double cheapest = infinity;
    for (int i = first.candAt; i < first.candAt + first.candCount; ++i)
        cheapest = std::min(cheapest, m_cands[std::size_t(i)].own);
    // The bound, unscaled and widened a little: when it is exact, the first round succeeds.
    cheapest = std::max(cheapest, lowerOf(root, infinity) / kBoundSlack * (1 + 1e-9));
    double budget = cheapest > 0 ? cheapest : infinity;
    for (int round = 1;; ++round) {
        ++m_rounds;
        m_depth = 0;
        int cut = INT_MAX;
        if (subproblemAt(root, budget, cut) < 0) return std::nullopt;
        const State state = m_entries[std::size_t(root)].state;
        if (state == State::Exact) break;
        if (state != State::Above || budget == infinity) return std::nullopt;
        const double floor = m_entries[std::size_t(root)].floor;
        budget = round < kBudgetRounds ? std::max(floor, budget * kBudgetStep) : infinity;
    }
    CallNode tree = build(root);
    tree.count = tree.parallel = 1;
    return tree;
}

// Problems are few: a linear search over those met so far beats a map.
int Optimizer::problemId(Problem name) {
    for (std::size_t i = 0; i < m_problems.size(); ++i)
        if (m_problems[i].name == name) return int(i);
    if (!m_lib.problem(name)) return -1;
    // Both a bound and a problem's scheduler hold only for profiles without negative terms.
    m_problems.push_back({name, &m_lib.algorithmsFor(name),
                          m_boundsValid ? m_lib.lowerBound(name) : nullptr,
                          m_boundsValid && m_problemSchedulers ? m_lib.scheduler(name) : nullptr});
    return int(m_problems.size()) - 1;
}

// `inputAt` >= 0: the values already lie in m_inputs there (an entry dropped from the index is
// looked up again), else they are copied in when the entry is new.
int Optimizer::intern(int problem, int dataProcs, int calcProcs, const double* values, int size,
                      int inputAt) {
    if (2 * (m_used + 1) > int(m_slots.size())) grow();
    const std::size_t hash = keyHash(problem, dataProcs, calcProcs, values, size);
    const std::size_t mask = m_slots.size() - 1;
    std::size_t slot = hash & mask;
    for (; m_slots[slot] >= 0; slot = (slot + 1) & mask) {
        const Entry& x = m_entries[std::size_t(m_slots[slot])];
        if (x.hash == hash && x.indexed && x.problem == problem && x.dataProcs == dataProcs &&
            x.calcProcs == calcProcs && x.inputSize == size &&
            std::equal(values, values + size, m_inputs.data() + x.inputAt))
            return m_slots[slot];
    }
    Entry entry;
    entry.hash = hash;
    entry.problem = problem;
    entry.dataProcs = dataProcs;
    entry.calcProcs = calcProcs;
    entry.inputSize = size;
    if (inputAt >= 0) {
        entry.inputAt = inputAt;
    } else {
        entry.inputAt = int(m_inputs.size());
        m_inputs.insert(m_inputs.end(), values, values + size);
    }
    m_slots[slot] = int(m_entries.size());
    ++m_used;
    m_entries.push_back(entry);
    return m_slots[slot];
}

// Doubles the table; entries no longer indexed are left out.
void Optimizer::grow() {
    const std::size_t size = std::max<std::size_t>(64, 2 * m_slots.size());
    if (m_slots.empty()) {
        m_entries.reserve(32);
        m_inputs.reserve(32);
        m_cands.reserve(128);
        m_refs.reserve(64);
        m_children.reserve(16);
        m_stack.reserve(16);
        m_bounds.reserve(32);
        m_boundInputs.reserve(32);
    }
    m_slots.assign(size, -1);
    m_used = 0;
    for (std::size_t e = 0; e < m_entries.size(); ++e) {
        if (!m_entries[e].indexed) continue;
        std::size_t slot = m_entries[e].hash & (size - 1);
        while (m_slots[slot] >= 0)
            slot = (slot + 1) & (size - 1);
        m_slots[slot] = int(e);
        ++m_used;
    }
}

const Input& Optimizer::inputOf(const Entry& entry) {
    const double* v = m_inputs.data() + entry.inputAt;
    m_scratch.values.assign(v, v + entry.inputSize);
    return m_scratch;
}

int Optimizer::subproblemAt(int e, double budget, int& cut) {
    const Entry& known = m_entries[std::size_t(e)];
    switch (known.state) {
        case State::New:
            if (const double lower = lowerOf(e, budget); lower > budget) {
                Entry& out = m_entries[std::size_t(e)];  // every schedule costs more
                out.state = State::Above;
                out.cost = lower;
                out.floor = lower;
                return e;
            }
            break;
        case State::Open:  // on the search path: a loop, skipped as DepthSearch does
            cut = std::min(cut, known.depth);
            return -1;
        case State::Exact:
        case State::None:
            return e;
        case State::Above:
            if (known.cost >= budget) return e;  // still nothing within this budget
            break;
    }
    solve(e, budget, cut);
    return e;
}

// One subcall of a candidate that runs on `procs` processors, added to m_refs by its key (its
// entry is made when the candidate is tried); false when it names a problem the library does not
// have.
inline bool Optimizer::addRef(Problem problem, std::span<const double> input, int dataProcs,
                              int procs, int count, int parallel) {
    const int id = problemId(problem);
    if (id < 0) return false;
    Ref ref;
    ref.count = count;
    ref.parallel = parallel;
    ref.problem = id;
    ref.dataProcs = dataProcs;
    ref.calcProcs = procs / parallel;
    ref.inputAt = int(m_inputs.size());
    ref.inputSize = int(input.size());
    for (double v : input)
        m_inputs.push_back(v);
    m_refs.push_back(ref);
    return true;
}

int Optimizer::refEntry(int r) {
    const Ref ref = m_refs[std::size_t(r)];
    if (ref.entry >= 0 && m_entries[std::size_t(ref.entry)].indexed) return ref.entry;
    // New, or dropped from the index as path dependent: look its key up (again).
    const int e = intern(ref.problem, ref.dataProcs, ref.calcProcs, m_inputs.data() + ref.inputAt,
                         ref.inputSize, ref.inputAt);
    m_refs[std::size_t(r)].entry = e;
    if (m_entries[std::size_t(e)].bound < 0) m_entries[std::size_t(e)].bound = ref.bound;
    return e;
}

// Every candidate of the subproblem with its own time; solve() tries them cheapest first: once a
// schedule is known, the first candidate whose own time exceeds it ends the search (costs are
// never negative).
void Optimizer::enumerate(int e) {
    const Entry entry = m_entries[std::size_t(e)];
    const Input& input = inputOf(entry);
    const int at = int(m_cands.size());
    int algorithm = 0;
    // Algorithms that hand out their variants in one call: each candidate comes with its
    // subcalls, added as entries at once (no second call into the description later).
    auto take = [&](const VariantView& v) {
        Candidate c;
        c.own = v.own;
        c.algorithm = algorithm;
        c.procs = v.calcProcs;
        c.variant = v.variant;
        c.refAt = int(m_refs.size());
        for (const SubcallView& s : v.subcalls)
            c.valid = c.valid &&
                      addRef(s.problem, s.input, s.dataProcs, v.calcProcs, s.count, s.parallel);
        c.refCount = int(m_refs.size()) - c.refAt;
        m_cands.push_back(c);
    };
    for (std::size_t index : *m_problems[std::size_t(entry.problem)].algorithms) {
        const Algorithm& a = m_lib.algorithms()[index];
        if (a.variantsTo) {
            algorithm = int(index);
            // (Through one reference, so that the sink fits std::function's own storage.)
            a.variantsTo(input, entry.dataProcs, entry.calcProcs, m_machine,
                         [&take](const VariantView& v) { take(v); });
            continue;
        }
        for (int procs : a.validProcs(input, entry.dataProcs, entry.calcProcs)) {
            const CallArgs args{input, entry.dataProcs, procs};
            const int variants = a.variantCount(args);
            for (int v = 0; v < variants; ++v) {
                Candidate c;
                c.own = a.time(args, v, m_machine);
                c.algorithm = int(index);
                c.procs = procs;
                c.variant = v;
                m_cands.push_back(c);
            }
        }
    }
    m_candidates += std::uint64_t(int(m_cands.size()) - at);
    Entry& out = m_entries[std::size_t(e)];
    out.candAt = at;
    out.candCount = int(m_cands.size()) - at;
    if (out.candCount <= kPresortCandidates) {
        // Few candidates, mostly in order already (a tree's own times rise with its degree): an
        // insertion sort costs less than selecting the next cheapest one as each is tried.
        const auto begin = m_cands.begin() + at;
        for (auto i = begin + 1; i < m_cands.end(); ++i) {
            const Candidate x = *i;
            auto j = i;
            for (; j > begin && x.own < (j - 1)->own; --j)
                *j = *(j - 1);
            *j = x;
        }
        out.candSorted = out.candCount;
    }
}

// The subcalls of candidate `c` of entry `e` (an algorithm without variantsTo), as entries.
void Optimizer::askSubcalls(int e, int c) {
    const Entry entry = m_entries[std::size_t(e)];
    const Candidate cand = m_cands[std::size_t(c)];
    const Algorithm& a = m_lib.algorithms()[std::size_t(cand.algorithm)];
    const int at = int(m_refs.size());
    bool valid = true;
    for (const Subcall& s : a.subcalls({inputOf(entry), entry.dataProcs, cand.procs}, cand.variant))
        valid = valid &&
                addRef(s.problem, s.input.values, s.dataProcs, cand.procs, s.count, s.parallel);
    Candidate& out = m_cands[std::size_t(c)];
    out.refAt = at;
    out.refCount = int(m_refs.size()) - at;
    out.valid = valid;
}

// Exact whatever the budget: a caller that finds the cost above what it can use drops it then.
bool Optimizer::solveByScheduler(int e) {
    const Entry entry = m_entries[std::size_t(e)];
    const ProblemScheduler* own = m_problems[std::size_t(entry.problem)].scheduler;
    if (!own) return false;
    CallNode tree;
    const std::span<const double> input(m_inputs.data() + entry.inputAt,
                                        std::size_t(entry.inputSize));
    switch ((*own)(input, entry.dataProcs, entry.calcProcs, m_machine, m_lib, tree, m_candidates)) {
        case ScheduleOutcome::Declined:
            return false;
        case ScheduleOutcome::NoSchedule:
            m_entries[std::size_t(e)].state = State::None;
            return true;
        case ScheduleOutcome::Found:
            break;
    }
    Entry& out = m_entries[std::size_t(e)];
    out.state = State::Exact;
    out.cost = tree.cost;
    out.nodes = std::uint32_t(nodeCount(tree));
    out.childCount = 0;
    out.scheduled = int(m_scheduled.size());
    m_scheduled.push_back(std::move(tree));
    return true;
}

// Algorithmus 3 at one subproblem, with memoized subcalls and the candidates in order of their
// own time. The order does not change the result: the comparison (cost, nodes, labels) is a total
// order on schedules, and a candidate is dropped only when it costs more than one already found.
// The children of the best so far and of the current candidate sit on m_stack from `base` on.
void Optimizer::solve(int e, double budget, int& lowestCut) {
    if (solveByScheduler(e)) return;
    const int depth = m_depth++;
    if (m_entries[std::size_t(e)].candCount < 0) enumerate(e);
    m_entries[std::size_t(e)].state = State::Open;
    m_entries[std::size_t(e)].depth = depth;
    const int candAt = m_entries[std::size_t(e)].candAt;
    const int count = m_entries[std::size_t(e)].candCount;
    Level level;
    level.base = m_stack.size();
    level.t = budget;
    for (int i = candAt; i < candAt + count; ++i) {
        if (i - candAt == m_entries[std::size_t(e)].candSorted) selectCheapest(e, i);
        const double own = m_cands[std::size_t(i)].own;
        if (!(own <= level.t)) {
            level.drop(own);
            break;  // the rest cost at least as much
        }
        if (m_cands[std::size_t(i)].refAt < 0) askSubcalls(e, i);
        const Candidate cand = m_cands[std::size_t(i)];  // a copy: the arrays grow below
        if (cand.valid) tryCandidate(e, i, cand, level);
    }
    --m_depth;
    lowestCut = std::min(lowestCut, level.cut);
    record(e, level, budget, depth);
}

// Selection sort, one step per candidate tried, for entries too large to be sorted when
// enumerated: usually few candidates are tried, as the first one whose own time exceeds the best
// ends the search. (Among equal own times any order will do: the comparison of finished
// schedules decides.)
inline void Optimizer::selectCheapest(int e, int i) {
    const int end = m_entries[std::size_t(e)].candAt + m_entries[std::size_t(e)].candCount;
    int cheapest = i;
    for (int j = i + 1; j < end; ++j)
        if (m_cands[std::size_t(j)].own < m_cands[std::size_t(cheapest)].own) cheapest = j;
    std::swap(m_cands[std::size_t(i)], m_cands[std::size_t(cheapest)]);
    ++m_entries[std::size_t(e)].candSorted;
}

// The subcalls cost at least their lower bounds: a candidate whose own time plus these already
// exceeds the budget `t` is dropped before any subcall is solved (a loop among them would drop it
// too). Returns that least cost, summed only until it exceeds `t`.
inline double Optimizer::leastWithSubcalls(const Candidate& cand, double t) {
    double least = cand.own;
    for (int j = cand.refAt; j < cand.refAt + cand.refCount && least <= t; ++j) {
        const int calls = m_refs[std::size_t(j)].count;
        // Refined only as far as deciding whether the candidate fits needs.
        least += calls * refLower(j, (t - least) / calls * (1 + 1e-9));
    }
    return least;
}

// Candidate `i` of entry `e`, valid and with its own time within the budget: checked against
// its subcalls' bounds, then its subcalls solved, and kept when it beats the best so far.
inline void Optimizer::tryCandidate(int e, int i, const Candidate& cand, Level& level) {
    if (const double least = leastWithSubcalls(cand, level.t); !(least <= level.t)) {
        level.drop(least);
        return;
    }
    m_stack.resize(level.base + std::size_t(level.bestChildren));
    double total = cand.own;
    std::uint32_t nodes = 1;
    if (!solveSubcalls(cand, level, total, nodes)) return;
    const int children = int(m_stack.size() - level.base) - level.bestChildren;
    if (beatsBest(e, cand, total, nodes, children, level))
        keepAsBest(i, total, nodes, children, level);
}

// The subcalls of `cand` solved in turn, each under what is left of the budget: their costs are
// added to `total`, their nodes to `nodes`, their entries pushed on m_stack. False as soon as one
// has no schedule, lies on the search path, or leaves the total above the budget (then the
// candidate is dropped for the budget, with the least it might cost).
inline bool Optimizer::solveSubcalls(const Candidate& cand, Level& level, double& total,
                                     std::uint32_t& nodes) {
    for (int j = cand.refAt; j < cand.refAt + cand.refCount; ++j) {
        const int calls = m_refs[std::size_t(j)].count;
        const int sub = refEntry(j);
        const int c = subproblemAt(sub, childBudget(level.t, total, calls), level.cut);
        if (c < 0) return false;
        const Entry& child = m_entries[std::size_t(c)];
        if (child.state != State::Exact) {
            if (child.state == State::Above) level.drop(total + calls * child.floor);
            return false;
        }
        total += calls * child.cost;
        nodes += child.nodes;
        m_stack.push_back(c);
        if (total > level.t) {
            level.drop(total);
            return false;
        }
    }
    return true;
}

// DepthSearch's order of schedules: lower cost first, then fewer nodes, then labels (exact ties
// only, as labels cost strings).
inline bool Optimizer::beatsBest(int e, const Candidate& cand, double total, std::uint32_t nodes,
                                 int children, const Level& level) {
    if (level.best < 0 || total < level.bestCost) return true;
    if (total != level.bestCost) return false;
    if (nodes != level.bestNodes) return nodes < level.bestNodes;
    return labelsFirst(e, cand, children, level);
}

// The label comparison of two schedules of equal cost and nodes. The root labels almost always
// differ (distinct candidates of one entry), and mostly already in the algorithms' stems: the
// full label starts with the stem, so stems that differ before either ends decide without
// building the labels; the whole trees' labels only when the roots' are equal.
bool Optimizer::labelsFirst(int e, const Candidate& cand, int children, const Level& level) {
    const Candidate b = m_cands[std::size_t(level.best)];
    if (const std::optional<bool> byStems =
            stemsOrder(m_lib.algorithms()[std::size_t(cand.algorithm)].label,
                       m_lib.algorithms()[std::size_t(b.algorithm)].label))
        return *byStems;
    if (const std::string mineRoot = label(e, cand.algorithm, cand.procs, cand.variant),
        theirRoot = label(e, b.algorithm, b.procs, b.variant);
        mineRoot != theirRoot)
        return mineRoot < theirRoot;
    std::vector<std::string> mine, theirs;
    labels(e, cand.algorithm, cand.procs, cand.variant,
           m_stack.data() + level.base + level.bestChildren, children, mine);
    labels(e, b.algorithm, b.procs, b.variant, m_stack.data() + level.base, level.bestChildren,
           theirs);
    return mine < theirs;
}

// Candidate `i` becomes the best so far: its children move down to where the best's are kept,
// and its cost becomes the budget for the rest.
inline void Optimizer::keepAsBest(int i, double total, std::uint32_t nodes, int children,
                                  Level& level) {
    std::copy(m_stack.begin() + std::ptrdiff_t(level.base) + level.bestChildren, m_stack.end(),
              m_stack.begin() + std::ptrdiff_t(level.base));
    level.bestChildren = children;
    level.best = i;
    level.bestCost = total;
    level.bestNodes = nodes;
    level.t = total;
}

// What solve() found, stored in the entry: the best candidate and its children, or why there is
// none (Above: nothing within `budget`; None: no schedule at all).
inline void Optimizer::record(int e, const Level& level, double budget, int depth) {
    Entry& out = m_entries[std::size_t(e)];
    if (level.best >= 0) {
        const Candidate& b = m_cands[std::size_t(level.best)];
        out.state = State::Exact;
        out.cost = level.bestCost;
        out.nodes = level.bestNodes;
        out.algorithm = b.algorithm;
        out.procs = b.procs;
        out.variant = b.variant;
        out.refAt = b.refAt;
        out.childAt = int(m_children.size());
        out.childCount = level.bestChildren;
        m_children.insert(m_children.end(), m_stack.begin() + std::ptrdiff_t(level.base),
                          m_stack.begin() + std::ptrdiff_t(level.base) + level.bestChildren);
    } else if (level.pruned) {
        out.state = State::Above;
        out.cost = budget;
        out.floor = level.floor;
    } else {
        out.state = State::None;
    }
    m_stack.resize(level.base);
    // Only a result that did not depend on a subproblem above this one on the path is reusable;
    // the entry stays (its parent refers to it) but is no longer found by its key.
    if (level.cut < depth) out.indexed = false;
}

}  // namespace ct::bsp
