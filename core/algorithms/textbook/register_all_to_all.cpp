// Grama et al. 2003 §4.2: all-to-all broadcast (allgather) and all-to-all reduction
// (reduce-scatter) on the ring, the 2-D torus and the hypercube. Every rank repeats the same steps
// in lockstep with its partners, so one rank's clock gives the closed form
// (algorithms/textbook/lockstep_costs.h).
#include "algorithms/textbook/allgather.h"
#include "algorithms/textbook/reduce_scatter.h"
#include "algorithms/textbook/textbook_catalogue.h"

namespace ct {
namespace {

using ProgramOf = std::function<Program(const AlgorithmParams&)>;
using StepsOf = std::function<std::vector<LockstepStep>(const AlgorithmParams&)>;

void add(std::vector<Algorithm>& all, AlgorithmInfo info, ProgramOf program, StepsOf steps) {
    Algorithm a;
    a.info = std::move(info);
    a.program = std::move(program);
    a.formula = [steps](const AlgorithmParams& p) { return lockstepTime(steps(p), p.model); };
    a.linkFormula = [steps](const AlgorithmParams& p, const LinkCosts& c) {
        return linkLockstepTime(steps(p), c);
    };
    all.push_back(std::move(a));
}

MeshShape meshOf(const AlgorithmParams& p) {
    return meshShape(p.procs, p.meshRows);
}

}  // namespace

void registerTextbookAllToAll(std::vector<Algorithm>& all) {
    add(
        all,
        {"textbook-allgather-ring",
         Problem::Allgather,
         "Ring (Algorithm 4.4): pass each block on to the right neighbour, p-1 steps",
         "Grama et al. 2003, §4.2.1, Figure 4.9",
         "link (ring): (p-1)(ts + tw·m + th), the book's (ts + tw·m)(p-1); "
         "LogP: (P-2)·max{L+2o, g} + L+2o, each with (m-1)G",
         {},
         Topology::Ring,
         4},
        [](const AlgorithmParams& p) { return ringAllgatherProgram(p.procs, p.bytes); },
        [](const AlgorithmParams& p) { return ringAllgatherSteps(p.procs, p.bytes); });
    add(
        all,
        {"textbook-allgather-mesh",
         Problem::Allgather,
         "2-D mesh (Algorithm 4.6): the ring algorithm along rows, then along columns with whole "
         "rows",
         "Grama et al. 2003, §4.2.2, Figure 4.10",
         "link (rows x cols torus): (cols-1)(ts + tw·m + th) + (rows-1)(ts + tw·cols·m + th), "
         "on a square 2ts(√p-1) + tw·m(p-1) + 2th(√p-1); LogP: the same steps in lockstep",
         {"mesh-rows"},
         Topology::Torus2D,
         0},
        [](const AlgorithmParams& p) { return meshAllgatherProgram(meshOf(p), p.bytes); },
        [](const AlgorithmParams& p) { return meshAllgatherSteps(meshOf(p), p.bytes); });
    add(
        all,
        {"textbook-allgather-hypercube",
         Problem::Allgather,
         "Hypercube (Algorithm 4.7): exchange with r XOR 2^i, doubling the data each step (P = "
         "2^d)",
         "Grama et al. 2003, §4.2.3, Figure 4.11",
         "link (hypercube): ts·log p + tw·m(p-1) + th·log p; LogP: Σ_i (L+2o + (2^i·m-1)G) when g "
         "<= L+2o",
         {},
         Topology::Hypercube,
         3},
        [](const AlgorithmParams& p) { return hypercubeAllgatherProgram(p.procs, p.bytes); },
        [](const AlgorithmParams& p) { return hypercubeAllgatherSteps(p.procs, p.bytes); });
    add(
        all,
        {"textbook-reduce-scatter-ring",
         Problem::ReduceScatter,
         "Ring (Algorithm 4.5): pass partial sums to the left, adding the local block, p-1 steps",
         "Grama et al. 2003, §4.2.1",
         "link (ring): (p-1)(ts + tw·m + th + γ·m/8); LogP: (P-2)·max{L+2o+γk, g} + L+2o+γk",
         {},
         Topology::Ring,
         3},
        [](const AlgorithmParams& p) { return ringReduceScatterProgram(p.procs, p.bytes); },
        [](const AlgorithmParams& p) { return ringReduceScatterSteps(p.procs, p.bytes); });
    add(
        all,
        {"textbook-reduce-scatter-mesh",
         Problem::ReduceScatter,
         "2-D mesh (Problem 4.4): reduce whole rows along columns, then single blocks along rows",
         "Grama et al. 2003, §4.2.2 (the dual of Algorithm 4.6)",
         "link (rows x cols torus): (rows-1)(ts + tw·cols·m + th + γ·cols·m/8) + (cols-1)(ts + "
         "tw·m + th + γ·m/8); "
         "LogP: the same steps in lockstep",
         {"mesh-rows"},
         Topology::Torus2D,
         0},
        [](const AlgorithmParams& p) { return meshReduceScatterProgram(meshOf(p), p.bytes); },
        [](const AlgorithmParams& p) { return meshReduceScatterSteps(meshOf(p), p.bytes); });
    add(
        all,
        {"textbook-reduce-scatter-hypercube",
         Problem::ReduceScatter,
         "Hypercube (Algorithm 4.8): halve the blocks each step, highest dimension first (P = 2^d)",
         "Grama et al. 2003, §4.2.3",
         "link (hypercube): ts·log p + tw·m(p-1) + th·log p + γ·(m/8)(p-1); LogP: lockstep sum",
         {},
         Topology::Hypercube,
         2},
        [](const AlgorithmParams& p) { return hypercubeReduceScatterProgram(p.procs, p.bytes); },
        [](const AlgorithmParams& p) { return hypercubeReduceScatterSteps(p.procs, p.bytes); });
}

}  // namespace ct
