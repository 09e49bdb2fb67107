#include "algorithm_run.h"

#include <stdexcept>

#include "logp/optimal_broadcast.h"
#include "sim/simulator.h"

namespace studio {

AlgorithmRun runAlgorithm(std::string_view algorithm, const ct::AlgorithmParams& params) {
    const ct::Algorithm* a = ct::findAlgorithm(algorithm);
    if (!a || !a->tree)
        throw std::invalid_argument("unknown broadcast algorithm '" + std::string(algorithm) +
                                    "' (known: " + ct::algorithmNames() + ")");
    // Core's own check gives the message that names the bad value, before anything is built.
    if (auto problem = ct::checkParams(params)) throw std::invalid_argument(*problem);

    AlgorithmRun run;
    run.algorithm = std::string(algorithm);
    run.tree = a->tree(params);
    const ct::Program program = a->program(params);
    const ct::Timeline timeline = ct::simulate(program, params.model);
    run.simulated = timeline.total;
    run.formula = a->formula(params);
    run.receiveTime.resize(static_cast<std::size_t>(params.procs));
    for (ct::Rank r = 0; r < params.procs; ++r)
        run.receiveTime[static_cast<std::size_t>(r)] = timeline.lastReceive(program, r);
    if (algorithm == "optimal") {
        const auto costs = ct::TreeCosts::of(params.model, params.bytes);
        run.effectiveTime =
            ct::optimalBroadcastTree(params.procs, params.root, costs).effectiveTime;
    }
    return run;
}

}  // namespace studio
