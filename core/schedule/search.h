#pragma once
// Schedulers: given a problem, its input, the data processors and the processors available,
// find a valid schedule of least cost (Bonorden 2002 §4.1.3).
//  - DepthSearch is Algorithmus 3: an exhaustive depth-first search over every algorithm, processor
//    count and variant, each subproblem solved recursively; a subproblem already on the search
//    path is skipped (loop detection); maxTime prunes candidates that cannot beat the best so far.
//  - Optimizer returns a schedule of exactly the same cost (and the same tree): branch and bound
//    with memoization. Per (problem, input, data procs, calc procs) it keeps only costs and the
//    choice at the root (the tree is built once at the end): the optimum, or a proven lower bound
//    when a search under a budget found nothing, so no subproblem is searched twice for the same
//    budget; the problems' lower bounds (Library::setLowerBound) are memoized per search too
//    (docs/bsp-model.md, "Schedulers"). A problem with an exact scheduler of its own
//    (Library::setScheduler: Broadcast's dynamic program over its lattice of subproblems) is
//    solved by that, at the root of a request and wherever the search meets it.
// Both break ties the same way: fewer nodes, then node labels in preorder (scheduleBetter).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <memory_resource>
#include <optional>
#include <string>
#include <vector>

#include "schedule/call_tree.h"

namespace ct::bsp {

struct SearchRequest {
    Problem problem = Problem::Broadcast;
    Input input;
    int dataProcs = 1;
    int calcProcs = 1;  // at most this many processors may be used
    auto operator<=>(const SearchRequest&) const = default;
};

class DepthSearch {
public:
    DepthSearch(const Library& lib, const BspProfile& machine) : m_lib(lib), m_machine(machine) {}
    // The search keeps a reference to the machine: a temporary would dangle.
    DepthSearch(const Library&, BspProfile&&) = delete;
    // nullopt when no valid schedule costs at most maxTime.
    std::optional<CallNode> optimize(const SearchRequest& request, double maxTime = 1e100);
    std::uint64_t candidates() const { return m_candidates; }

private:
    std::optional<CallNode> search(const SearchRequest& request, double maxTime);
    const Library& m_lib;
    const BspProfile& m_machine;
    std::vector<SearchRequest> m_path;
    std::uint64_t m_candidates = 0;
};

class Optimizer {
public:
    // A problem with its own exact scheduler (Library::setScheduler; Broadcast has one) is
    // solved by it, unless the generic search is asked for (tests and benchmarks compare them).
    enum class Schedulers { ProblemsOwn, GenericOnly };
    Optimizer(const Library& lib, const BspProfile& machine,
              Schedulers schedulers = Schedulers::ProblemsOwn);
    // The optimizer keeps a reference to the machine: a temporary would dangle (a test once
    // passed psc2Sci().bsp and found no schedule in 1 run of 100).
    Optimizer(const Library&, BspProfile&&, Schedulers = Schedulers::ProblemsOwn) = delete;
    Optimizer(const Optimizer&) = delete;
    Optimizer& operator=(const Optimizer&) = delete;
    std::optional<CallNode> optimize(const SearchRequest& request);
    std::uint64_t candidates() const { return m_candidates; }
    std::size_t memoSize() const { return m_entries.size(); }
    int rounds() const { return m_rounds; }  // budget rounds at the roots, over all requests

private:
    // New: never searched; Open: on the search path; Exact: optimum known; None: no schedule;
    // Above: every schedule costs more than `cost`.
    enum class State : std::uint8_t { New, Open, Exact, None, Above };
    // A subproblem (problem, input, data procs, calc procs). Everything lives in flat arrays of
    // the Optimizer, addressed by index: entries are never copied and never allocate.
    struct Entry {
        std::size_t hash = 0;
        int problem = 0;
        int dataProcs = 1;
        int calcProcs = 1;
        int inputAt = 0;  // input values: m_inputs[inputAt, inputAt + inputSize)
        int inputSize = 0;
        State state = State::New;
        bool indexed = true;  // found by its key (false once dropped as path dependent)
        int depth = 0;        // on the search path while Open
        double cost = 0;
        int bound = -1;  // its lower bound: m_bounds[bound] (-1: not asked for yet)
        // When Above: the least cost that a candidate dropped for the budget might have (a hint
        // for the next budget at the root, not a proof).
        double floor = 0;
        std::uint32_t nodes = 0;
        int algorithm = -1;  // the choice at the root when Exact
        int procs = 0;
        int variant = 0;
        int childAt = 0;  // child entries: m_children[childAt, childAt + childCount)
        int childCount = 0;
        int refAt = 0;       // the chosen candidate's subcalls (their count and parallel)
        int candAt = 0;      // candidates: m_cands[candAt, candAt + candCount)
        int candCount = -1;  // -1: not enumerated yet
        int candSorted = 0;  // the first candSorted candidates are the cheapest, in order
        int scheduled = -1;  // solved by its problem's own scheduler: m_scheduled[scheduled]
    };
    // One (algorithm, calc procs, variant) with its own time; its subcalls (m_refs[refAt, ...))
    // are asked for once, when a budget first lets it be tried.
    struct Candidate {
        double own = 0;
        int algorithm = 0;
        int procs = 0;
        int variant = 0;
        int refAt = -1;  // -1: subcalls not asked for yet
        int refCount = 0;
        bool valid = true;  // false: a subcall names an unknown problem
    };
    // A subcall of a candidate. Its entry is made only when the candidate gets past the bounds
    // check: most candidates never do, and a bound is looked up by (problem, input, data procs)
    // alone, so until then the subcall is kept as its key.
    struct Ref {
        int entry = -1;  // -1: no entry yet
        int bound = -1;  // its lower bound, m_bounds[bound] (-1: not asked for yet)
        int count = 1;
        int parallel = 1;
        int problem = 0;
        int dataProcs = 1;
        int calcProcs = 1;
        int inputAt = 0;  // m_inputs[inputAt, inputAt + inputSize)
        int inputSize = 0;
    };
    struct ProblemRef {
        Problem name;
        const std::vector<std::size_t>* algorithms;
        const LowerBound* bound;  // nullptr: none, or the profile has a negative parameter
        const ProblemScheduler* scheduler;  // nullptr: none, not asked for, or as for `bound`
    };

    // The memoized lower bound of (problem, input, data procs): the problem's bound, which may
    // ask for its subproblems' through the memo (0 when none, or on a cycle).
    struct BoundEntry {
        std::size_t hash = 0;
        int problem = 0;
        int dataProcs = 0;
        int inputAt = 0;  // m_boundInputs[inputAt, inputAt + inputSize)
        int inputSize = 0;
        bool busy = false;  // being computed (a cycle gets 0)
        double value = 0;   // a valid bound; final when below cap·(1 − 1e-9)
        double cap = -1;    // what it was computed for (-1: not yet)
    };

    int problemId(Problem name);
    // The index in m_bounds of (problem, input, data procs), added when unknown.
    int boundEntry(int problem, const double* values, int size, int dataProcs);
    void growBounds();
    // Its bound, refined as far as `cap` needs (LowerBound's contract).
    double boundAt(int b, double cap);
    // What a bound worked out for another input of its problem (SubBound::remember).
    void remember(int b, double value, double cap);
    double boundOf(int problem, const double* values, int size, int dataProcs, double cap);
    // Entry e's lower bound, scaled down for rounding (kBoundSlack), refined as far as `cap`.
    double lowerOf(int e, double cap);
    // The same for subcall m_refs[r], whether or not it has an entry yet.
    double refLower(int r, double cap);
    // Subcall m_refs[r]'s entry, made (or looked up again) when needed.
    int refEntry(int r);
    // The entry of a subproblem, added (New) when unknown.
    int intern(int problem, int dataProcs, int calcProcs, const double* values, int size,
               int inputAt);
    void grow();
    const Input& inputOf(const Entry& entry);  // m_scratch holding the entry's input
    void enumerate(int e);
    bool addRef(Problem problem, std::span<const double> input, int dataProcs, int procs, int count,
                int parallel);
    void askSubcalls(int e, int c);
    // Solves entry `e` by its problem's own scheduler, if it has one that does not decline.
    bool solveByScheduler(int e);
    // Solves entry `e` for schedules of cost at most `budget`; lowers `lowestCut` to the depth of
    // the highest subproblem on the path that a loop detection skipped.
    void solve(int e, double budget, int& lowestCut);
    // What solve() knows about one entry while it tries its candidates: the best so far (its
    // children on m_stack from `base` on) and what the budget made it drop.
    struct Level {
        std::size_t base = 0;
        // The budget, lowered to the best cost found.
        double t = 0;
        // The depth of the highest subproblem a loop detection skipped below this entry.
        int cut = std::numeric_limits<int>::max();
        // A candidate was dropped for the budget, not for being invalid.
        bool pruned = false;
        // The least cost a dropped candidate might have.
        double floor = std::numeric_limits<double>::infinity();
        // The best candidate so far (an index into m_cands; -1: none yet).
        int best = -1;
        double bestCost = 0;
        std::uint32_t bestNodes = 0;
        int bestChildren = 0;
        // A candidate costing at least `cost` was dropped for the budget.
        void drop(double cost) {
            pruned = true;
            floor = std::min(floor, cost);
        }
    };
    void selectCheapest(int e, int i);
    double leastWithSubcalls(const Candidate& cand, double t);
    void tryCandidate(int e, int i, const Candidate& cand, Level& level);
    bool solveSubcalls(const Candidate& cand, Level& level, double& total, std::uint32_t& nodes);
    bool beatsBest(int e, const Candidate& cand, double total, std::uint32_t nodes, int children,
                   const Level& level);
    bool labelsFirst(int e, const Candidate& cand, int children, const Level& level);
    void keepAsBest(int i, double total, std::uint32_t nodes, int children, Level& level);
    void record(int e, const Level& level, double budget, int depth);
    // The entry, solved as far as `budget` needs; -1 when it is on the search path.
    int subproblemAt(int e, double budget, int& cut);
    std::string label(int e, int algorithm, int procs, int variant);
    void labels(int e, int algorithm, int procs, int variant, const int* children, int count,
                std::vector<std::string>& out);
    CallNode build(int e);

    const Library& m_lib;
    const BspProfile& m_machine;
    // The arrays below start out in this buffer (a monotonic resource: what outgrows it comes
    // from the heap), so that a small search allocates nothing. Hence an Optimizer is neither
    // copied nor moved.
    alignas(std::max_align_t) std::byte m_buffer[16384];
    std::pmr::monotonic_buffer_resource m_arena{m_buffer, sizeof m_buffer};
    std::pmr::vector<ProblemRef> m_problems{&m_arena};  // met so far; the index is the problem id
    std::pmr::vector<Entry> m_entries{&m_arena};
    std::pmr::vector<int> m_slots{&m_arena};  // open addressing over m_entries (-1: empty)
    int m_used = 0;                           // occupied slots
    std::pmr::vector<double> m_inputs{&m_arena};
    std::pmr::vector<Candidate> m_cands{&m_arena};
    std::pmr::vector<Ref> m_refs{&m_arena};
    std::pmr::vector<int> m_children{&m_arena};
    // Children of the best and the current candidate, per level.
    std::pmr::vector<int> m_stack{&m_arena};
    Input m_scratch;                    // the input handed to the algorithm descriptions
    std::vector<CallNode> m_scheduled;  // the trees problems' own schedulers returned
    std::pmr::vector<BoundEntry> m_bounds{&m_arena};
    std::pmr::vector<int> m_boundSlots{&m_arena};  // open addressing over m_bounds (-1: empty)
    std::pmr::vector<double> m_boundInputs{&m_arena};
    int m_boundProblem = 0;  // the problem whose bound is being computed (its `sub` asks it)
    int m_depth = 0;
    bool m_boundsValid = false;  // g, L, B never negative: the problems' lower bounds hold
    bool m_problemSchedulers = true;
    std::uint64_t m_candidates = 0;
    int m_rounds = 0;
};

// Builds a node for the subproblem described by `s` (count, parallel from the subcall).
CallNode nodeFor(const Subcall& s);

}  // namespace ct::bsp
