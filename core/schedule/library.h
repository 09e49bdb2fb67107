#pragma once
// The registry of problems and algorithms (Bonorden's (2002) ProblemList). Algorithms keep the
// order in which they were added; the optimizers try them in that order.
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "schedule/model.h"

namespace ct::bsp {

// The lower bound of the same problem for another input and data processor count, as the caller
// memoizes it (a bound may build on the bounds of the subproblems its algorithms call), refined
// only as far as `cap` (below). Asking returns 0 for a subproblem whose bound is still being
// computed (a cycle), which is valid.
struct SubBound {
    using Ask = std::function<double(std::span<const double> input, int dataProcs, double cap)>;
    // A bound that worked out other inputs' bounds on the way (Broadcast's evaluates every
    // subproblem one broadcast can reach) hands each one, with the cap it was computed for, to
    // the caller's memo, so that they are not worked out again. Optional: empty drops them.
    using Tell =
        std::function<void(std::span<const double> input, int dataProcs, double value, double cap)>;
    SubBound() = default;
    // Converting from any callable that asks, as when SubBound was a std::function itself.
    template <class F, class = std::enable_if_t<
                           !std::is_same_v<std::decay_t<F>, SubBound> &&
                           std::is_invocable_r_v<double, F&, std::span<const double>, int, double>>>
    SubBound(F f) : ask(std::move(f)) {}  // NOLINT(google-explicit-constructor)
    SubBound(Ask a, Tell t) : ask(std::move(a)), tell(std::move(t)) {}

    double operator()(std::span<const double> input, int dataProcs, double cap) const {
        return ask(input, dataProcs, cap);
    }
    void remember(std::span<const double> input, int dataProcs, double value, double cap) const {
        if (tell) tell(input, dataProcs, value, cap);
    }

    Ask ask;
    Tell tell;
};
// A lower bound on the cost of every schedule of a problem for this input on `dataProcs` data
// processors, under any BSP* profile whose g, L and B are never negative (the Optimizer prunes
// with it; docs/bsp-model.md, "Lower bounds"). 0 is always valid. `cap` says how much the caller
// needs: a result below cap·(1 − 1e-9) must be the bound itself (a larger cap would not change
// it), while once the bound is known to reach cap, any valid bound >= cap·(1 − 1e-9) may be
// returned (branch and bound inside the bound: subproblems no cheap schedule can use are not
// refined). The margin leaves room for rounding the result down.
using LowerBound = std::function<double(std::span<const double> input, int dataProcs,
                                        const BspProfile&, const SubBound& sub, double cap)>;
// LowerBound's contract: a result this far below its cap is the bound itself ("final").
inline bool isFinalBound(double value, double cap) {
    return value < cap * (1 - 1e-9);
}
// Whether (value, cap) says more than what a memo knows: the final bound beats any other answer;
// between two answers that only reach their caps, the larger bound.
bool betterBoundInfo(double value, double cap, double knownValue, double knownCap);
// Evaluates `bound` on its own without a cap, memoizing the subproblems' bounds for this call only
// (tests, tools; the Optimizer keeps one memo per search).
double evaluateLowerBound(const LowerBound& bound, std::span<const double> input, int dataProcs,
                          const BspProfile& machine);

struct CallNode;
class Library;

// A problem's exact scheduler (Library::setScheduler): for a problem whose subproblems form a
// small closed family (Broadcast's lattice of sizes and divisors), a dynamic program over that
// family finds the optimum far faster than the generic search. Contract: under any BSP* profile
// whose g, L and B are never negative, it either declines (the caller searches as usual) or
// returns exactly what DepthSearch returns: no schedule, or the same tree (cost to the bit, then
// fewest nodes, then labels, scheduleBetter). `candidates` counts the steps it weighed.
enum class ScheduleOutcome { Declined, NoSchedule, Found };
using ProblemScheduler = std::function<ScheduleOutcome(
    std::span<const double> input, int dataProcs, int maxCalcProcs, const BspProfile&,
    const Library&, CallNode& out, std::uint64_t& candidates)>;

class Library {
public:
    void addProblem(ProblemInfo p);
    // The algorithm's problem must already be registered; names must be unique.
    void addAlgorithm(Algorithm a);
    // The bound covers the algorithms registered so far: adding another algorithm to the problem
    // drops it (a new algorithm could undercut it).
    void setLowerBound(Problem problem, LowerBound bound);
    const LowerBound* lowerBound(Problem problem) const;  // nullptr when none
    // The same for an exact scheduler: it covers the algorithms registered so far.
    void setScheduler(Problem problem, ProblemScheduler scheduler);
    const ProblemScheduler* scheduler(Problem problem) const;  // nullptr when none

    // nullptr when the library does not know the problem.
    const ProblemInfo* problem(Problem problem) const;
    const Algorithm* algorithm(const std::string& name) const;
    const std::vector<ProblemInfo>& problems() const { return m_problems; }
    const std::vector<Algorithm>& algorithms() const { return m_algorithms; }
    // Indices into algorithms() of those solving `problem`, in registration order.
    const std::vector<std::size_t>& algorithmsFor(Problem problem) const;

private:
    std::vector<ProblemInfo> m_problems;
    std::vector<Algorithm> m_algorithms;
    std::map<Problem, std::vector<std::size_t>> m_byProblem;
    std::map<Problem, LowerBound> m_bounds;
    std::map<Problem, ProblemScheduler> m_schedulers;
};

// Bonorden's (2002) algorithms: broadcast, prefix operations, sorting, minimum spanning trees.
const Library& standardLibrary();
// The same, plus the LogP catalogue's broadcast trees under their catalogue names (optimal,
// fibonacci, …), which are costed only by simulation under LogP/LogGP profiles
// (Algorithm::logpOnly).
const Library& logpLibrary();
// logpLibrary() for a LogGP profile, standardLibrary() for BSP*.
const Library& libraryFor(const MachineProfile& m);

// Input helpers: "size=1024" or "nodes=4096,edges=32768" in the problem's parameters. Throws
// std::invalid_argument naming the bad parameter.
Input parseInput(const ProblemInfo& problem, const std::string& text);
// Empty when fine, else a message naming the parameter ("edges: must be a whole number").
std::string checkInput(const ProblemInfo& problem, const Input& input);

}  // namespace ct::bsp
