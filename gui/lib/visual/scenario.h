#pragma once
// One algorithm evaluated for the visualizations: its program, the simulated timeline, and when
// it is tree-shaped, the broadcast or reduction tree the data flows along. Qt-free, so views,
// tests and benchmarks all draw the numbers core computes.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/trees/broadcast_tree.h"
#include "sim/timeline.h"

namespace studio {

inline constexpr std::uint32_t kNoMessage = 0xffffffffu;

// A tree read off a program: a broadcast (every rank but the root receives one message) or a
// reduction (every rank but the root sends one message).
struct DerivedTree {
    ct::BroadcastTree tree;
    bool reduction = false;
    // Per rank: the message on the edge to its parent (kNoMessage for the root).
    std::vector<std::uint32_t> edgeMessage;
};

// nullopt when the program is not a single tree (rings, meshes, pipelines with several messages
// per edge are drawn on the timeline only).
std::optional<DerivedTree> deriveTree(const ct::Program& program, const ct::Timeline& timeline);

struct Scenario {
    std::string algorithm;
    ct::AlgorithmParams params;
    ct::Program program;
    ct::Timeline timeline;
    std::optional<DerivedTree> tree;
    // Per rank: when it has received everything it will receive (the root of a broadcast: 0).
    std::vector<double> holdTime;
    // Shou & Chen's (1996) effective time T_i per rank for the "optimal" tree; empty otherwise.
    std::vector<double> effectiveTime;
    // The catalogue's closed-form time for these parameters, computed apart from the simulation
    // (nullopt when the algorithm has none or it cannot be evaluated).
    std::optional<double> formula;
    // The simulated total without the costs of where data lies (LogGP::chargesDataPlacement:
    // written data, overwrites of what a peer read), which the closed forms do not charge: what
    // the formula is checked against. Set only when the model charges them.
    std::optional<double> cleanTotal;

    // How many ranks hold their data at time t.
    int holdingAt(double t) const;
};

// Whether a closed form and a simulated time are the same number: both are computed
// independently, so anything beyond rounding is a real disagreement worth flagging.
bool formulaAgrees(double formula, double simulated);

// Throws std::invalid_argument with core's message for an unknown name or bad parameters, and
// ct::ProgramError when the program cannot run.
Scenario buildScenario(std::string_view algorithm, const ct::AlgorithmParams& params);

}  // namespace studio
