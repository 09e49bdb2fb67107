#include "visual/best_map.h"

#include <cmath>
#include <limits>

#include "sim/simulator.h"

namespace studio {

BestMap computeBestMap(const std::vector<std::string>& algorithms, const ct::AlgorithmParams& base,
                       const std::vector<double>& ratios, const std::vector<int>& procs) {
    BestMap map{algorithms, ratios, procs, {}, {}, {}, base.model.unit};
    map.best.assign(ratios.size() * procs.size(), -1);
    map.time.assign(map.best.size(), 0);
    map.winners.assign(map.best.size(), 0);
    ct::SimulationOptions quick;
    quick.recordTimeline = false;  // only the total matters here
    for (std::size_t row = 0; row < procs.size(); ++row) {
        for (std::size_t col = 0; col < ratios.size(); ++col) {
            ct::AlgorithmParams p = base;
            p.procs = procs[row];
            p.root = 0;
            p.model.g = ratios[col] * (p.model.L + p.model.oSend + p.model.oRecv);
            double bestTime = std::numeric_limits<double>::infinity();
            std::vector<double> times(algorithms.size(), bestTime);
            for (std::size_t a = 0; a < algorithms.size() && a < 32; ++a) {
                const ct::Algorithm* alg = ct::findAlgorithm(algorithms[a]);
                if (!alg || !alg->program || ct::checkParams(p)) continue;
                try {
                    const double t = ct::simulate(alg->program(p), p.model, quick).total;
                    times[a] = t;
                    if (t < bestTime) {
                        bestTime = t;
                        map.best[row * ratios.size() + col] = static_cast<int>(a);
                        map.time[row * ratios.size() + col] = t;
                    }
                } catch (const std::exception&) {
                    // This algorithm does not exist for this P: the others compete.
                }
            }
            // Simulated times of equal rounds are equal up to rounding of g = ratio·(L + 2o).
            std::uint32_t& w = map.winners[row * ratios.size() + col];
            for (std::size_t a = 0; a < times.size(); ++a)
                if (std::isfinite(times[a]) && std::abs(times[a] - bestTime) <= 1e-9 * bestTime)
                    w |= 1u << a;
        }
    }
    return map;
}

std::vector<double> defaultRatios() {
    std::vector<double> r;
    constexpr int kColumns = 16;
    for (int i = 0; i < kColumns; ++i)
        r.push_back(0.05 * std::pow(60.0, i / double(kColumns - 1)));
    return r;
}

std::vector<int> defaultProcs() {
    std::vector<int> p;
    for (int v = 2; v <= 1024; v *= 2)
        p.push_back(v);
    return p;
}

}  // namespace studio
