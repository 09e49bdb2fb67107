#pragma once
// Schedulers: given a problem, its input, the data processors and the processors available,
// find a valid schedule of least cost (seed 004 §4.1.3).
//  - DepthSearch is Algorithmus 3: an exhaustive depth-first search over every algorithm, processor
//    count and variant, each subproblem solved recursively; a subproblem already on the search
//    path is skipped (loop detection); maxTime prunes candidates that cannot beat the best so far.
//  - Optimizer returns a schedule of exactly the same cost (and the same tree): branch and bound
//    with memoization. Per (problem, input, data procs, calc procs) it keeps only costs and the
//    choice at the root (the tree is built once at the end): the optimum, or a proven lower bound
//    when a search under a budget found nothing, so no subproblem is searched twice for the same
//    budget (docs/bsp-model.md, "Schedulers").
// Both break ties the same way: fewer nodes, then node labels in preorder (scheduleBetter).
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "bsp/call_tree.h"

namespace ct::bsp {

struct SearchRequest {
    std::string problem;
    Input input;
    int dataProcs = 1;
    int calcProcs = 1;  // at most this many processors may be used
    auto operator<=>(const SearchRequest&) const = default;
};

class DepthSearch {
public:
    DepthSearch(const Library& lib, const BspProfile& machine) : m_lib(lib), m_machine(machine) {}
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
    Optimizer(const Library& lib, const BspProfile& machine);
    std::optional<CallNode> optimize(const SearchRequest& request);
    std::uint64_t candidates() const { return m_candidates; }
    std::size_t memoSize() const { return m_index.size(); }

private:
    // A subproblem with the problem as an index.
    struct Key {
        int problem = 0;
        int dataProcs = 1;
        int calcProcs = 1;
        Input input;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const;
    };
    // A subcall of a candidate as a subproblem key, with the entry it was last found at.
    struct SubcallRef {
        Key key;
        int count = 1;
        int entry = -1;
    };
    // One (algorithm, calc procs, variant) of a subproblem with its own time (small: they are
    // sorted). Its subcalls are asked for once, when a budget first lets it be tried, and kept
    // in Entry::subcalls at the candidate's position.
    struct Candidate {
        double own = 0;
        int algorithm = 0;
        int calcProcs = 0;
        int variant = 0;
        bool subcallsKnown = false;
        bool valid = true;  // false: a subcall names an unknown problem
    };
    // What is known about a subproblem: its optimum (cost and the choice at its root, children
    // as entry indices), that it has no schedule, or that its optimum exceeds `cost`.
    struct Entry {
        enum class State : std::uint8_t { Open, Exact, None, Above };
        Key key;
        bool indexed = true;  // found by its key (false once dropped as path dependent)
        bool enumerated = false;
        std::vector<Candidate> candidates;              // by own time, cheapest first
        std::vector<std::vector<SubcallRef>> subcalls;  // per candidate, once known
        State state = State::Open;
        int depth = 0;  // on the search path while Open
        double cost = 0;
        std::uint32_t nodes = 0;
        int algorithm = -1;
        int calcProcs = 0;
        int variant = 0;
        std::vector<int> children;
    };
    // Solves entry `e` for schedules of cost at most `budget`; `lowestCut` as before.
    void solve(int e, double budget, int& lowestCut);
    void enumerate(Entry& entry);
    // The entry of a subcall, solved as far as `budget` needs; -1 when it is on the path.
    int subproblem(const Key& key, double budget, int& cut);
    int subproblemAt(int e, double budget, int& cut);
    void labels(const Key& key, int algorithm, int calcProcs, int variant,
                const std::vector<int>& children, std::vector<std::string>& out) const;
    bool labelsBefore(const Key& key, const Entry& candidate, const Entry& best) const;
    CallNode build(int e) const;

    const Library& m_lib;
    const BspProfile& m_machine;
    std::vector<std::vector<std::size_t>> m_algorithmsOf;  // by problem index
    std::unordered_map<std::string, int> m_problemIndex;
    std::deque<Entry> m_entries;                    // a deque: references stay valid while it grows
    std::unordered_map<Key, int, KeyHash> m_index;  // memoized subproblems
    int m_depth = 0;
    std::uint64_t m_candidates = 0;
};

// Builds a node for the subproblem described by `s` (count, parallel from the subcall).
CallNode nodeFor(const Subcall& s);

}  // namespace ct::bsp
