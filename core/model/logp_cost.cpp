#include "model/logp_cost.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "schedule/call_tree_program.h"
#include "sim/simulator.h"

namespace ct::bsp {

std::optional<double> microsecondsPerUnit(const std::string& unit) {
    if (unit == "us" || unit == "µs") return 1.0;
    if (unit == "ns") return 1e-3;
    if (unit == "ms") return 1e3;
    if (unit == "s") return 1e6;
    return std::nullopt;
}

LogGPProfile logGPInMicroseconds(const LogGPProfile& p) {
    const std::optional<double> toUs = microsecondsPerUnit(p.unit());
    if (!toUs)
        throw std::invalid_argument("the time unit '" + p.unit() +
                                    "' has no fixed length in microseconds (s, ms, us, ns do)");
    return p.scaled(*toUs, "us");
}

std::uint64_t programBytes(const CallNode& n) {
    const double size = n.input.values.empty() ? 1 : n.input[0];
    if (n.problem == Problem::Broadcast) return std::uint64_t(size);
    // SegmentMinimum: x elements spread evenly, ⌈x/p⌉ 8-byte words per processor.
    if (n.problem == Problem::SegmentMinimum)
        return 8 * std::uint64_t(std::ceil(size / std::max(1, n.dataProcs)));
    return std::uint64_t(8 * size);
}

double simulatedCost(const CallNode& tree, const Library& lib, const LogGPProfile& m) {
    const std::uint64_t bytes = programBytes(tree);
    const auto x = expandToProgram(tree, lib, {0, bytes, m.at(bytes)});
    SimulationOptions options;
    options.recordTimeline = false;
    return simulate(x.program, m, options).total;
}

double evaluateLogPCost(CallNode& n, const Library& lib, const LogGPProfile& m) {
    for (auto& c : n.children)
        evaluateLogPCost(c, lib, m);
    const Algorithm* a = lib.algorithm(n.algorithm);
    if (a) n.variantName = a->variantName({n.input, n.dataProcs, n.calcProcs}, n.variant);
    n.cost = simulatedCost(n, lib, m);
    return n.cost;
}

double evaluateCost(CallNode& tree, const Library& lib, const MachineProfile& m) {
    return m.kind == ModelKind::LogGP ? evaluateLogPCost(tree, lib, m.logp)
                                      : evaluateCost(tree, lib, m.bsp);
}

namespace {

std::optional<std::string> logpOnlyNode(const CallNode& n, const Library& lib,
                                        const std::string& path) {
    const Algorithm* a = lib.algorithm(n.algorithm);
    if (a && a->logpOnly)
        return path + ".algorithm: " + n.algorithm +
               " is costed only under a LogP/LogGP profile (it has no BSP* cost)";
    for (std::size_t j = 0; j < n.children.size(); ++j)
        if (auto bad =
                logpOnlyNode(n.children[j], lib, path + ".subcalls[" + std::to_string(j) + "]"))
            return bad;
    return std::nullopt;
}

}  // namespace

std::optional<std::string> uncostable(const CallNode& tree, const Library& lib,
                                      const MachineProfile& m) {
    if (m.kind == ModelKind::Bsp) return logpOnlyNode(tree, lib, "tree");
    if (tree.calcProcs > kMaxSimulatedProcs)
        return "tree.calc_procs: " + std::to_string(tree.calcProcs) +
               " processors; under a LogP profile schedules are simulated, on at most " +
               std::to_string(kMaxSimulatedProcs);
    if (auto why = expansionUnsupported(tree, lib))
        return *why + " (under a LogP profile a schedule is costed by simulating its program)";
    return std::nullopt;
}

std::string costUnit(const MachineProfile& m) {
    return m.kind == ModelKind::LogGP ? m.logp.unit() : "operations";
}

std::optional<double> costInNanoseconds(const MachineProfile& m, double cost, int procs) {
    if (m.kind == ModelKind::Bsp) return m.bsp.toNanoseconds(cost, procs);
    const std::string& u = m.logp.unit();
    if (u == "ns") return cost;
    if (u == "us" || u == "µs") return cost * 1e3;
    if (u == "ms") return cost * 1e6;
    if (u == "s") return cost * 1e9;
    return std::nullopt;  // cycles or another unit without a fixed length
}

}  // namespace ct::bsp
