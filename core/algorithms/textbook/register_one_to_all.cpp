// Grama et al. 2003 §4.1: one-to-all broadcast and its dual, all-to-one reduction, on the ring, the
// 2-D mesh, the hypercube and the balanced binary tree, plus the naive sequential algorithm the
// book starts from. Every one is a broadcast tree; the reduction runs it backwards.
#include "algorithms/textbook/line_broadcast.h"
#include "algorithms/textbook/textbook_catalogue.h"
#include "algorithms/textbook/textbook_trees.h"
#include "algorithms/textbook/tree_costs.h"
#include "algorithms/trees/shapes.h"
#include "algorithms/trees/tree_programs.h"

namespace ct {
namespace {

using TreeOf = std::function<BroadcastTree(const AlgorithmParams&)>;
using Cost = std::function<double(const AlgorithmParams&)>;
using LinkCost = std::function<double(const AlgorithmParams&, const LinkCosts&)>;

TreeCosts costs(const AlgorithmParams& p) {
    return TreeCosts::of(p.model, p.bytes);
}

struct Family {
    std::string shape;  // name suffix: textbook-bcast-<shape>
    Topology topology;
    std::string source;
    std::string bcastSummary, reduceSummary;
    std::string bcastFormula, reduceFormula;
    std::vector<std::string> parameters;
    int ompiBcast, ompiReduce;
    TreeOf tree;
    Cost bcastTime;                 // LogP/LogGP closed form of the broadcast
    LinkCost reduceLink = nullptr;  // overrides the tree recurrence (shared receive port)
};

void add(std::vector<Algorithm>& all, const Family& f) {
    Algorithm b;
    b.info = {"textbook-bcast-" + f.shape,
              Problem::Broadcast,
              f.bcastSummary,
              f.source,
              f.bcastFormula,
              f.parameters,
              f.topology,
              f.ompiBcast};
    b.tree = f.tree;
    b.formula = f.bcastTime;
    const TreeOf tree = f.tree;
    const std::string bname = b.info.name;
    b.program = [tree, bname](const AlgorithmParams& p) {
        return broadcastProgram(tree(p), p.bytes, bname);
    };
    const AlgorithmInfo binfo = b.info;
    b.linkFormula = [tree, binfo](const AlgorithmParams& p, const LinkCosts& c) {
        const Network net = linkNetwork(binfo, p);
        return linkBroadcastTime(tree(p), p.bytes, c,
                                 [&net](Rank x, Rank y) { return net.hops(x, y); });
    };
    all.push_back(std::move(b));

    Algorithm r;
    r.info = {"textbook-reduce-" + f.shape,
              Problem::Reduce,
              f.reduceSummary,
              f.source,
              f.reduceFormula,
              f.parameters,
              f.topology,
              f.ompiReduce};
    const std::string rname = r.info.name;
    r.program = [tree, rname](const AlgorithmParams& p) {
        return reductionProgram(tree(p), p.bytes, 8, rname);
    };
    r.formula = [tree](const AlgorithmParams& p) {
        return reductionTreeTime(tree(p), p.bytes, p.model);
    };
    const AlgorithmInfo rinfo = r.info;
    r.linkFormula =
        f.reduceLink ? f.reduceLink : [tree, rinfo](const AlgorithmParams& p, const LinkCosts& c) {
            const Network net = linkNetwork(rinfo, p);
            return linkReductionTime(tree(p), p.bytes, c,
                                     [&net](Rank x, Rank y) { return net.hops(x, y); });
        };
    all.push_back(std::move(r));
}

// Every message of the naive reduction arrives at once and shares the root's receive port.
double sequentialReduceLink(const AlgorithmParams& p, const LinkCosts& c) {
    if (p.procs < 2) return 0.0;
    const double others = double(p.procs - 1);
    return c.ts + others * c.tw * double(p.bytes) + c.th + others * c.combine * double(p.bytes / 8);
}

double meshBroadcastTime(const AlgorithmParams& p) {
    const MeshShape mesh = meshShape(p.procs, p.meshRows);
    const TreeCosts c = costs(p);
    // Each node of the root's row starts its column broadcast after its own row sends.
    return lineBroadcastTime(mesh.cols, c.lat, c.step, lineBroadcastTime(mesh.rows, c.lat, c.step));
}

}  // namespace

void registerTextbookOneToAll(std::vector<Algorithm>& all) {
    add(all, {"sequential",
              Topology::Full,
              "Grama et al. 2003, §4.1.1 (the naive algorithm)",
              "Naive: the source sends the message to every other rank in turn",
              "Naive: every rank sends its vector to the destination, which adds them in turn",
              "LogP: (P-2)·max{g,o} + L+2o; link (one port): (p-1)(ts + tw·m) + th",
              "LogP: L+2o+(m-1)G+γk + (P-2)·max{o_r+γk, g+(m-1)G}, k = m/8; "
              "link (shared receive port): ts + (p-1)·tw·m + th + (p-1)·γ·m/8",
              {},
              1,
              1,
              [](const AlgorithmParams& p) { return flatTree(p.procs, p.root); },
              [](const AlgorithmParams& p) { return flatTime(p.procs, costs(p)); },
              sequentialReduceLink});
    add(all,
        {"ring",
         Topology::Ring,
         "Grama et al. 2003, §4.1.1, Figures 4.2-4.3",
         "Recursive doubling on a ring: the source sends to the farthest node first, halving the "
         "distance each step",
         "Reversed recursive doubling on a ring: nearest partners first, the farthest last",
         "LogP: T(P), T(1) = 0, T(k) = max{L+2o + T(⌊k/2⌋), max{g,o} + T(⌈k/2⌉)} "
         "(⌈log2 P⌉·(L+2o) when g <= L+2o, P = 2^d); link (ring): (ts + tw·m)·log p + th·(p-1)",
         "LogP: the broadcast tree reversed, children last-first; "
         "link (ring): (ts + tw·m + γ·m/8)·log p + th·(p-1)",
         {},
         0,
         0,
         [](const AlgorithmParams& p) { return ringBroadcastTree(p.procs, p.root); },
         [](const AlgorithmParams& p) {
             const TreeCosts c = costs(p);
             return lineBroadcastTime(p.procs, c.lat, c.step);
         }});
    add(all,
        {"mesh",
         Topology::Mesh2D,
         "Grama et al. 2003, §4.1.2, Figure 4.5",
         "2-D mesh: recursive doubling along the source's row, then down every column",
         "2-D mesh: reduce every column into the destination's row, then that row into the "
         "destination",
         "LogP: T_cols with T(1) = T_rows, T as for the ring; "
         "link (rows x cols mesh): (ts + tw·m)·log p + th·(rows + cols - 2) for power-of-two sides",
         "LogP: the broadcast tree reversed; "
         "link: (ts + tw·m + γ·m/8)·log p + th·(rows + cols - 2) for power-of-two sides",
         {"mesh-rows"},
         0,
         0,
         [](const AlgorithmParams& p) {
             return meshBroadcastTree(meshShape(p.procs, p.meshRows), p.root);
         },
         meshBroadcastTime});
    add(all,
        {"hypercube",
         Topology::Hypercube,
         "Grama et al. 2003, §4.1.3, Algorithms 4.1-4.3",
         "Hypercube: one dimension per step, highest first; any source by XOR relabelling "
         "(rotation when P is not 2^d)",
         "Hypercube (Algorithm 4.3): one dimension per step, lowest first, adding what arrives",
         "LogP: ⌈log2 P⌉·(L+2o) when g <= L+2o (binomial recurrence otherwise); "
         "link (hypercube): (ts + tw·m + th)·log p",
         "LogP: L+2o+(m-1)G+γk + (d-1)·max{L+2o+(m-1)G+γk, g+(m-1)G}, k = m/8, P = 2^d; "
         "link: (ts + tw·m + th + γ·m/8)·log p",
         {},
         6,
         5,
         [](const AlgorithmParams& p) { return hypercubeTree(p.procs, p.root); },
         [](const AlgorithmParams& p) { return hypercubeTime(p.procs, costs(p)); }});
    add(all, {"tree",
              Topology::Full,
              "Grama et al. 2003, §4.1.4, Figure 4.7",
              "Balanced binary tree of switches, ranks at the leaves: the hypercube pattern, no "
              "congestion",
              "Balanced binary tree of switches: the hypercube reduction pattern",
              "LogP: as the hypercube; link (balanced binary tree): (ts + tw·m)·log p + th·log "
              "p·(log p + 1)",
              "LogP: as the hypercube; link: (ts + tw·m + γ·m/8)·log p + th·log p·(log p + 1)",
              {},
              0,
              0,
              [](const AlgorithmParams& p) { return hypercubeTree(p.procs, p.root); },
              [](const AlgorithmParams& p) { return hypercubeTime(p.procs, costs(p)); }});
}

Network linkNetwork(const AlgorithmInfo& info, const AlgorithmParams& p) {
    if (info.name == "textbook-bcast-tree" || info.name == "textbook-reduce-tree")
        return Network::binaryTree(p.procs);
    return Network::of(info.topology, p.procs, p.meshRows);
}

}  // namespace ct
