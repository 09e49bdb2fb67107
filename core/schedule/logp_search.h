#pragma once
// The scheduler under a LogP/LogGP profile. A schedule's cost there is the simulated time of its
// program, which is not a sum over subtrees (parallel partitions start at different times), so
// the BSP* optimizers' additive cost does not apply. LogPOptimizer keeps their structure: every
// algorithm, processor count and variant whose program expands is a candidate; each subcall is
// solved once (memoized per subproblem) by its own best simulated schedule; a candidate is costed
// by simulating its whole program; the cheapest wins, ties broken as in BSP* (scheduleBetter).
// The result is exact among single-algorithm schedules and among schedules built from optimal
// subschedules; a mix of suboptimal subschedules that happen to overlap better is not searched.
#include <map>
#include <optional>
#include <string>

#include "model/logp_cost.h"
#include "schedule/search.h"

namespace ct::bsp {

class LogPOptimizer {
public:
    LogPOptimizer(const Library& lib, const LogGPProfile& machine)
        : m_lib(lib), m_machine(machine) {}
    LogPOptimizer(const Library&, LogGPProfile&&) = delete;  // kept by reference: would dangle
    // nullopt when the problem has no schedule that expands (MST, sort, …).
    std::optional<CallNode> optimize(const SearchRequest& request);
    // The best schedule whose root runs `algorithm` (its subcalls optimized), or nullopt.
    std::optional<CallNode> optimizeStartingWith(const SearchRequest& request,
                                                 const std::string& algorithm);
    std::uint64_t simulations() const { return m_simulations; }

private:
    std::optional<CallNode> solve(const SearchRequest& r, const std::string* only, int& lowestCut);
    const Library& m_lib;
    const LogGPProfile& m_machine;
    std::map<SearchRequest, std::optional<CallNode>> m_memo;
    std::map<SearchRequest, int> m_onPath;
    std::uint64_t m_simulations = 0;
};

}  // namespace ct::bsp
