#include "algorithms/meshcombine/mesh_catalogue.h"

#include <functional>
#include <stdexcept>

#include "algorithms/meshcombine/cost_formulas.h"
#include "algorithms/meshcombine/mesh_algorithms.h"
#include "algorithms/meshcombine/schedule_program.h"
#include "algorithms/meshcombine/schedule_timing.h"

namespace ct::mesh {
namespace {

struct Spec {
    AlgorithmInfo info;
    std::function<void(const MeshProblem&, StepSink&)> emit;
    std::function<double(const MeshProblem&, const LinkCosts&)> cost;
    // Every part the algorithm cuts has the same size, so the closed form can be exact.
    std::function<bool(const MeshProblem&)> even;
    // The most a node's message shrinks from one receive to the next, in elements: LogGP keeps
    // the receiver busy g + (m-1)G after a long message, which may delay a shorter next one.
    std::function<double(const MeshProblem&)> shrink;
    bool usesStrip = false;
    // Reduce-scatter and allgather: params.bytes is one rank's block, the vector holds P blocks.
    bool perRankBlocks = false;
};

double noShrink(const MeshProblem&) {
    return 0;
}

const char* kSource = "the mesh-combine paper";
const char* kLogP =
    "; LogP: this with α = L+o_s+o_r-G, β = 8G, γ = combine, δ = 0 when the parts split evenly and "
    "no gap delays a message (g <= L+o_s+o_r, and g + (m_prev-m)G <= L+o_s+o_r where messages "
    "shrink), else the exact step-by-step time";

// The problem with its strip length settled: as given, or the best one for `costs`.
MeshProblem resolve(const Spec& s, const AlgorithmParams& p, const LinkCosts& costs) {
    MeshProblem m = meshProblemFrom(p, s.info.name);
    if (s.perRankBlocks) m.elements *= std::uint64_t(m.nodes());
    if (!s.usesStrip) return m;
    if (m.strip == 0) m.strip = bestStrip(m.n, double(m.elements), costs);
    if (m.n % m.strip != 0)
        throw std::invalid_argument(s.info.name +
                                    ": the strip length S = " + std::to_string(m.strip) +
                                    " must divide the mesh width n = " + std::to_string(m.n));
    return m;
}

Algorithm toAlgorithm(Spec s) {
    Algorithm a;
    a.info = s.info;
    if (!s.perRankBlocks) a.info.problem = Problem::Allreduce;
    a.info.topology = Topology::Mesh2D;
    a.program = [s](const AlgorithmParams& p) {
        const MeshProblem m = resolve(s, p, linkCostsOf(p.model));
        ProgramSink sink(m.nodes(), m.elements);
        s.emit(m, sink);
        return sink.build(s.info.name);
    };
    a.formula = [s](const AlgorithmParams& p) {
        const LinkCosts costs = linkCostsOf(p.model);
        const MeshProblem m = resolve(s, p, costs);
        if (s.even(m) && closedFormIsExact(p.model, s.shrink(m))) return s.cost(m, costs);
        LogPStepClock clock(m.nodes(), p.model);
        s.emit(m, clock);
        return clock.total();
    };
    a.linkFormula = [s](const AlgorithmParams& p, const LinkCosts& c) {
        return s.cost(resolve(s, p, c), c);
    };
    return a;
}

// When the closed form can be exact: every part the algorithm cuts has the same size.
bool alwaysEven(const MeshProblem&) {
    return true;
}
bool halvesEven(const MeshProblem& m) {
    return m.n == 1 || m.elements % 2 == 0;
}
bool nodesDivideM(const MeshProblem& m) {
    return m.elements % std::uint64_t(m.nodes()) == 0;
}
bool stripHalvesEven(const MeshProblem& m) {
    return m.n == 1 || m.elements % (2 * std::uint64_t(m.strip)) == 0;
}

// Row shares of M/n, then column pieces of M/n².
double bucket2dShrink(const MeshProblem& m) {
    return double(m.elements) / m.n - double(m.elements) / m.nodes();
}
// Strip segments of M/S, then their halves in the row trees.
double adaptiveShrink(const MeshProblem& m) {
    return m.strip > 1 ? double(m.elements) / (2 * m.strip) : 0.0;
}

// The cost of an algorithm without a strip length, from its closed form in n and M.
template <double (*F)(int, double, const LinkCosts&)>
double byWidth(const MeshProblem& m, const LinkCosts& c) {
    return F(m.n, double(m.elements), c);
}

Spec spec(const char* name, const char* summary, const char* section, const char* formula,
          std::function<void(const MeshProblem&, StepSink&)> emit,
          std::function<double(const MeshProblem&, const LinkCosts&)> cost,
          bool (*even)(const MeshProblem&), double (*shrink)(const MeshProblem&) = noShrink) {
    Spec s;
    s.info.name = name;
    s.info.summary = summary;
    s.info.source = std::string(kSource) + ", " + section;
    s.info.formula = std::string(formula) + kLogP;
    s.emit = std::move(emit);
    s.cost = std::move(cost);
    s.even = even;
    s.shrink = shrink;
    return s;
}

std::vector<Spec> specs() {
    std::vector<Spec> all;
    all.push_back(spec("mesh-sbt-r",
                       "SBT-R on the whole mesh: binomial-tree reduce to the root, then SBT-D back",
                       "section 3 (tree-based reduction)",
                       "T_SBT-R(N) = 2α log N + 2βM log N + γM log N + 4δ(n-1), N = n²",
                       emitMeshSbtR, byWidth<meshSbtRCost>, alwaysEven));
    all.push_back(
        spec("mesh-bsbt-r",
             "BSBT-R on the whole mesh: two mirrored binomial trees, half the vector each",
             "section 3 (tree-based reduction)",
             "T_BSBT-R(N) = 2α log N + βM log N + ½γM log N + 4δ(n-1), N = n²", emitMeshBsbtR,
             byWidth<meshBsbtRCost>, halvesEven));
    all.push_back(
        spec("mesh-bucket-r",
             "B-R on the whole mesh: bucket collect then distribute around a Hamiltonian cycle",
             "section 3 (bucket reduction)",
             "T_B-R(N) = 2α(N-1) + 2β(N-1)/N·M + γ(N-1)/N·M + 2δ(N-1), N = n²", emitMeshBucketR,
             byWidth<meshBucketRCost>, nodesDivideM));
    all.push_back(spec("mesh-bsbt2d-r", "BSBT2D-R: BSBT-R along the rows, then along the columns",
                       "section 3 (2D extensions)",
                       "T_BSBT2D-R = 4α log n + 2βM log n + γM log n + 4δ(n-1)", emitMeshBsbt2dR,
                       byWidth<meshBsbt2dRCost>, halvesEven));
    all.push_back(spec(
        "mesh-bucket2d-r",
        "B2D-R: B-C along rows, B-R of each row's share along columns, B-D along rows",
        "section 3 (2D extensions)",
        "T_B2D-R = 4α(n-1) + 2β(n²-1)/n²·M + γ(n²-1)/n²·M + 4δ·h(n)(n-1), h = 2 (1 when n = 2)",
        emitMeshBucket2dR, byWidth<meshBucket2dRCost>, nodesDivideM, bucket2dShrink));
    Spec collect =
        spec("mesh-bucket-c",
             "B-C alone: bucket collect (reduce-scatter) around the mesh's Hamiltonian cycle",
             "section 3 (bucket reduction)",
             "T_B-C(N) = α(N-1) + β(N-1)/N·M + γ(N-1)/N·M + δ(N-1), N = n², M = N blocks",
             emitMeshBucketC, byWidth<meshBucketCCost>, alwaysEven);
    collect.info.problem = Problem::ReduceScatter;
    collect.perRankBlocks = true;
    all.push_back(std::move(collect));
    Spec distribute =
        spec("mesh-bucket-d",
             "B-D alone: bucket distribute (allgather) around the mesh's Hamiltonian cycle",
             "section 3 (bucket reduction)",
             "T_B-D(N) = α(N-1) + β(N-1)/N·M + δ(N-1), N = n², M = N blocks", emitMeshBucketD,
             byWidth<meshBucketDCost>, alwaysEven);
    distribute.info.problem = Problem::Allgather;
    distribute.perRankBlocks = true;
    all.push_back(std::move(distribute));
    Spec adaptive = spec(
        "mesh-adaptive",
        "Adaptive 5-phase combine with strip length S: strip B-C, row and diagonal BSBT-R, "
        "block SBT-D, strip B-D",
        "section 4 (an adaptive algorithm)",
        "T_A2D-R = α(4 log n + 2(S-1) - log S) + β(2 log n/S + 2(S-1)/S)M "
        "+ γ(log n/S + (S-1)/S - log S/2S)M + δ(2h(S)(S-1) + 2(n-1) + 2(n-S) + S-1); "
        "S = 0 picks the cheapest divisor of n",
        [](const MeshProblem& m, StepSink& sink) { emitMeshAdaptive(m, m.strip, sink); },
        [](const MeshProblem& m, const LinkCosts& c) {
            return meshAdaptiveCost(m.n, double(m.elements), m.strip, c);
        },
        stripHalvesEven, adaptiveShrink);
    adaptive.info.parameters = {"strip"};
    adaptive.usesStrip = true;
    all.push_back(std::move(adaptive));
    return all;
}

}  // namespace

bool closedFormIsExact(const LogGP& model, double shrinkElements) {
    return model.messageGap() + 8 * shrinkElements * model.G <= model.L + model.oSend + model.oRecv;
}

bool closedFormApplies(const std::string& algorithm, const AlgorithmParams& p) {
    for (const Spec& s : specs()) {
        if (s.info.name != algorithm) continue;
        const MeshProblem m = resolve(s, p, linkCostsOf(p.model));
        return s.even(m) && closedFormIsExact(p.model, s.shrink(m));
    }
    return false;
}

std::vector<Algorithm> meshCombineAlgorithms() {
    std::vector<Algorithm> out;
    for (Spec& s : specs())
        out.push_back(toAlgorithm(std::move(s)));
    return out;
}

}  // namespace ct::mesh
