#include "visual/bsp_prediction.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "model/machine.h"
#include "schedule/pure_schedules.h"

namespace studio {

BspPrediction predictBroadcast(const std::string& machine, int procs, double maxBytes) {
    const auto profile = ct::bsp::builtinMachine(machine);
    if (!profile || profile->kind != ct::bsp::ModelKind::Bsp)
        throw std::invalid_argument("unknown BSP* machine '" + machine + "'");
    if (procs < 1) throw std::invalid_argument("procs must be at least 1");
    const ct::bsp::Library& lib = ct::bsp::standardLibrary();
    ct::bsp::Optimizer opt(lib, profile->bsp);
    BspPrediction out;
    // Operations become time through the machine's speed s(p).
    const auto toMicroseconds = [&](double ops) {
        return profile->bsp.toNanoseconds(ops, procs) / 1000;
    };
    out.machine = machine;
    out.procs = procs;
    for (double s = 1; s <= maxBytes; s *= 2)
        out.sizes.push_back(s);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t i = 0; i < out.sizes.size(); ++i) {
        for (const auto& named : ct::bsp::pureBroadcasts(lib, profile->bsp, out.sizes[i], procs)) {
            auto it = std::find_if(out.pure.begin(), out.pure.end(),
                                   [&](const auto& s) { return s.name == named.name; });
            if (it == out.pure.end()) {
                out.pure.push_back({named.name, std::vector<double>(out.sizes.size(), nan)});
                it = out.pure.end() - 1;
            }
            it->cost[i] = toMicroseconds(named.tree.cost);
        }
        const ct::bsp::SearchRequest r{ct::Problem::Broadcast, ct::bsp::Input{{out.sizes[i]}},
                                       procs, procs};
        auto best = opt.optimize(r);
        if (!best) throw std::runtime_error("no valid broadcast schedule");
        out.optimalCost.push_back(toMicroseconds(best->cost));
        out.optimalName.push_back(ct::bsp::compactName(*best, lib));
        if (!out.crossovers.empty() && out.crossovers.back().optimal == out.optimalName.back())
            out.crossovers.back().to = out.sizes[i];
        else
            out.crossovers.push_back({out.sizes[i], out.sizes[i], out.optimalName.back()});
    }
    return out;
}

}  // namespace studio
