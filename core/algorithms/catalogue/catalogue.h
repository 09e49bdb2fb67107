#pragma once
// The catalogue: every algorithm by name, with what it solves, where it comes from, its closed
// formula and how it expands into a program. The CLI, the Studio and the runner all use it, so a
// name means the same thing everywhere.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/trees/broadcast_tree.h"
#include "model/loggp.h"
#include "program/collective.h"
#include "program/problem.h"
#include "program/program.h"

namespace ct {

// Grama et al.'s (2003) link model (and the mesh-combine paper's α, β, δ, γ): a message of m bytes
// over d hops costs ts + tw·m + th·d when it has its links to itself; combining one element costs
// `combine`.
struct LinkCosts {
    double ts = 0;       // start-up (the mesh-combine paper: α)
    double tw = 0;       // per byte (the mesh-combine paper: β per element / element size)
    double th = 0;       // per hop (the mesh-combine paper: δ)
    double combine = 0;  // per element (the mesh-combine paper: γ)
};

// The network an algorithm was written for (Grama et al. 2003; the mesh-combine paper); Full means
// every pair is one hop.
enum class Topology { Full, LinearArray, Ring, Mesh2D, Torus2D, Hypercube };
const char* toString(Topology t);

struct AlgorithmParams {
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t bytes = 1;         // message size (LogGP: each byte beyond the first costs G)
    int radix = 4;                   // k-nomial radix
    std::uint64_t operands = 0;      // summation: N (0 means 100·P)
    std::uint64_t segmentBytes = 0;  // pipelined / segmented variants (0: the algorithm's default)
    int meshRows = 0;                // 2-D mesh rows (0: the squarest rows x cols = procs)
    int strip = 0;  // the mesh-combine paper's adaptive strip length S (0: the algorithm's default)
    LogGP model;
};

struct AlgorithmInfo {
    std::string name;
    // What it solves (program/problem.h); problems with a data contract are checked against it.
    Problem problem = Problem::Broadcast;
    std::string summary;                  // one line
    std::string source;                   // paper and section, or library
    std::string formula;                  // the closed form, in words and symbols
    std::vector<std::string> parameters;  // beyond procs, root and the model
    Topology topology = Topology::Full;   // where linkFormula applies
    // Open MPI's coll_tuned_<collective>_algorithm number of the same algorithm (0: none), so
    // the runner can force Open MPI to run it as a baseline.
    int ompiAlgorithm = 0;
    // A broadcast tree the BSP* schedule library offers too, by this name, under LogP/LogGP
    // profiles (schedule/logp_broadcasts.cpp); one with the "radix" parameter gets variants.
    bool inSchedules = false;
};

struct Algorithm {
    AlgorithmInfo info;
    // Broadcast algorithms have a tree; the program is the tree expanded (or built directly).
    std::function<BroadcastTree(const AlgorithmParams&)> tree;
    std::function<double(const AlgorithmParams&)> formula;
    std::function<Program(const AlgorithmParams&)> program;
    // Optional: the closed cost under Grama et al.'s (2003) and the mesh-combine paper's link model
    // on info.topology.
    std::function<double(const AlgorithmParams&, const LinkCosts&)> linkFormula;
};

// Each family of algorithms registers itself (catalogue/register_*.cpp).
void registerLogPAlgorithms(std::vector<Algorithm>& all);         // LogP trees, simple shapes
void registerTextbookAlgorithms(std::vector<Algorithm>& all);     // Grama et al. 2003
void registerMeshCombineAlgorithms(std::vector<Algorithm>& all);  // the mesh-combine paper
void registerMpiLibraryAlgorithms(std::vector<Algorithm>& all);   // Open MPI / MPICH

const std::vector<Algorithm>& catalogue();
const Algorithm* findAlgorithm(std::string_view name);
// "optimal, fibonacci, …": for error messages.
std::string algorithmNames();

// Checks procs, root, radix and the model; the message names the first bad value.
std::optional<std::string> checkParams(const AlgorithmParams& p);

}  // namespace ct
