#include "algorithms/meshcombine/sbt_distribute.h"

#include <cmath>
#include <stdexcept>

#include "algorithms/meshcombine/mesh_problem.h"
#include "algorithms/trees/shapes.h"
#include "algorithms/trees/tree_programs.h"

namespace ct::mesh {
namespace {

// The mesh width n of P = n x n with n a power of two, or a refusal naming P.
int meshWidth(Rank P) {
    const auto n = static_cast<int>(std::lround(std::sqrt(double(P))));
    if (Rank(n) * Rank(n) != P || !isPowerOfTwo(std::uint64_t(n)))
        throw std::invalid_argument(
            "mesh-sbt-d: needs an n x n mesh with n a power of two (got P = " + std::to_string(P) +
            ")");
    return n;
}

}  // namespace

Algorithm sbtDistributeAlgorithm() {
    Algorithm a;
    a.info.name = "mesh-sbt-d";
    a.info.problem = Problem::Broadcast;
    a.info.topology = Topology::Mesh2D;
    a.info.summary =
        "SBT-D: spanning binomial tree distribute over the mesh, highest dimension first";
    a.info.source = "the mesh-combine paper, section 3 (tree-based reduction)";
    a.info.formula =
        "T_SBT-D = α log N + β·m·log N + 2δ(n-1), N = n²; LogP: the hypercube tree's time "
        "(⌈log2 N⌉·(L+2o) when g <= L+2o)";
    a.tree = [](const AlgorithmParams& p) {
        meshWidth(p.procs);
        return hypercubeTree(p.procs, p.root);
    };
    a.program = [tree = a.tree](const AlgorithmParams& p) {
        return broadcastProgram(tree(p), p.bytes, "mesh-sbt-d");
    };
    a.formula = [](const AlgorithmParams& p) {
        meshWidth(p.procs);
        return hypercubeTime(p.procs, TreeCosts::of(p.model, p.bytes));
    };
    a.linkFormula = [](const AlgorithmParams& p, const LinkCosts& c) {
        const int n = meshWidth(p.procs);
        const double logN = std::log2(double(p.procs));
        return (c.ts + c.tw * double(p.bytes)) * logN + c.th * 2 * (n - 1);
    };
    return a;
}

}  // namespace ct::mesh
