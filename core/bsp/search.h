#pragma once
// Schedulers: given a problem, its input, the data processors and the processors available,
// find a valid schedule of least cost (seed 004 §4.1.3).
//  - DepthSearch is Algorithmus 3: an exhaustive depth-first search over every algorithm, processor
//    count and variant, each subproblem solved recursively; a subproblem already on the search
//    path is skipped (loop detection); maxTime prunes candidates that cannot beat the best so far.
//  - Optimizer returns a schedule of exactly the same cost (and the same tree): it memoizes the
//    best schedule per (problem, input, data procs, calc procs) and skips candidates whose partial
//    cost already exceeds the best.
// Both break ties the same way: fewer nodes, then node labels in preorder (scheduleBetter).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
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
    Optimizer(const Library& lib, const BspProfile& machine) : m_lib(lib), m_machine(machine) {}
    std::optional<CallNode> optimize(const SearchRequest& request);
    std::uint64_t candidates() const { return m_candidates; }
    std::size_t memoSize() const { return m_memo.size(); }

private:
    using Result = std::shared_ptr<const CallNode>;  // null: no valid schedule
    // `lowestCut` is the shallowest path depth of a subproblem skipped as a loop while solving this
    // one; a result is memoized only when it does not depend on the path above it.
    Result solve(const SearchRequest& request, int& lowestCut);
    const Library& m_lib;
    const BspProfile& m_machine;
    std::map<SearchRequest, Result> m_memo;
    std::map<SearchRequest, int> m_onPath;  // subproblem -> depth
    std::uint64_t m_candidates = 0;
};

// Builds a node for the subproblem described by `s` (count, parallel from the subcall).
CallNode nodeFor(const Subcall& s);

}  // namespace ct::bsp
