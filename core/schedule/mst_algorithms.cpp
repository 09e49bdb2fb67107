// Minimum spanning trees (Bonorden 2002 §3.3, §4.4.5–4.4.7): MST, BoruvkaStep and MSTMerge with the
// costs §3.3.1 prints; where it prints none (Kruskal, the two Borůvka steps' supersteps) the
// derivation is in docs/bsp-algorithms.md and in each algorithm's `cost`.
#include "schedule/register.h"

namespace ct::bsp {
namespace {

double log2Ceil(double x) {
    return x <= 1 ? 0 : std::ceil(std::log2(x));
}
int boruvkaRounds(double nodes) {
    return int(log2Ceil(nodes));
}

Algorithm base(const char* name, Problem problem, const char* summary, const char* source,
               const char* cost) {
    Algorithm a;
    a.name = name;
    a.label = name;
    a.problem = problem;
    a.summary = summary;
    a.source = source;
    a.cost = cost;
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs&) { return 1; };
    a.variantName = [](const CallArgs&, int) { return std::string("-"); };
    a.variantTag = [](const CallArgs&, int) { return std::string(); };
    a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
    return a;
}

// The i-th Borůvka step of n nodes and e edges: at most ceil(n/2^i) supernodes remain.
Subcall boruvkaStep(double n, double e, int i, int p) {
    const double supernodes = std::ceil(n / std::pow(2.0, i));
    return {Problem::BoruvkaStep, Input{{n, e, supernodes, n - supernodes}}, p, 1, 1};
}

// Local MSTs of the edges on each processor, then merging them.
std::vector<Subcall> localMstThenMerge(double n, double e, int p) {
    const double local = ceilDiv(e, p);
    return {{Problem::MST, Input{{n, local}}, 1, 1, p},
            {Problem::MSTMerge, Input{{n, p * std::min(n - 1, local)}}, p, 1, 1}};
}

Algorithm kruskal() {
    Algorithm a = base(
        "Kruskal", Problem::MST, "sequential: sort the edges, add those joining two components",
        "Bonorden 2002 §3.3.1 ([Kru56]); cost fitted to Figure 18's two Kruskal rows",
        "derived: 20·e·⌈log2 e⌉ + 32·e (reproduces Figure 18: 1.11411e6 for e = 4096, "
        "1.0879e7 for e = 32768)");
    a.validProcs = onOneProc;
    a.time = [](const CallArgs& c, int, const BspProfile&) {
        const double e = c.input[1];
        return 20 * e * log2Ceil(e) + 32 * e;
    };
    return a;
}

Algorithm mstWithMerge() {
    Algorithm a = base(
        "MSTWithMerge", Problem::MST, "local MSTs, merged by MSTMerge, the result spread evenly",
        "Bonorden 2002 §3.3.1 ([ADJ+98] MST-MERGE)",
        "(2⌈e/p⌉ + n − 1)·24·g(1) + (e − ⌈e/p⌉)·24·g(p) + L(p); subcalls MST(n, ⌈e/p⌉) on 1 "
        "proc, p in parallel, then MSTMerge(n, p·min(n−1, ⌈e/p⌉))");
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        const double n = c.input[0], e = c.input[1], local = ceilDiv(e, p);
        return (2 * local + n - 1) * kEdgeBytes * m.g(1) + (e - local) * kEdgeBytes * m.g(p) +
               m.L(p);
    };
    a.subcalls = [](const CallArgs& c, int) {
        return localMstThenMerge(c.input[0], c.input[1], c.dataProcs);
    };
    return a;
}

Algorithm mstBoruvka() {
    Algorithm a =
        base("MST", Problem::MST, "Borůvka steps until one supernode remains (at most ⌈log2 n⌉)",
             "Bonorden 2002 §3.3.1",
             "(⌈e/p⌉·32 + ⌈n/p⌉·24)·g(1); subcalls BoruvkaStep ⌈log2 n⌉ times, the i-th with "
             "⌈n/2^i⌉ supernodes");
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        return (ceilDiv(c.input[1], p) * kStepEdgeBytes + ceilDiv(c.input[0], p) * kEdgeBytes) *
               m.g(1);
    };
    a.subcalls = [](const CallArgs& c, int) {
        std::vector<Subcall> s;
        for (int i = 0; i < boruvkaRounds(c.input[0]); ++i)
            s.push_back(boruvkaStep(c.input[0], c.input[1], i, c.dataProcs));
        return s;
    };
    return a;
}

Algorithm mstBoruvkaAndMerge() {
    Algorithm a = base(
        "MSTBoruvkaAndMerge", Problem::MST, "k Borůvka steps, then local MSTs merged by MSTMerge",
        "Bonorden 2002 §3.3.1 ([ADJ+98] MST-DENSE with a variable number of steps)",
        "§3.3.1's four terms with n_k = ⌊n/2^k⌋ and s read as p (docs); subcalls BoruvkaStep "
        "k times, Scan(1), MST(n_k, ⌈e/p⌉) on 1 proc p in parallel, MSTMerge(n_k, "
        "p·min(n_k−1, ⌈e/p⌉))");
    a.variantCount = [](const CallArgs& c) { return std::max(0, boruvkaRounds(c.input[0]) - 1); };
    a.variantName = [](const CallArgs&, int v) { return std::to_string(v + 1) + " BoruvkaSteps"; };
    a.variantTag = [](const CallArgs&, int v) { return "k=" + std::to_string(v + 1); };
    a.time = [](const CallArgs& c, int v, const BspProfile& m) {
        const int p = c.dataProcs, k = v + 1;
        const double n = c.input[0], e = c.input[1], local = ceilDiv(e, p);
        const double nk = std::floor(n / std::pow(2.0, k));
        double found = 0;  // edges chosen by the k steps: n/2 + n/4 + ... + n/2^k
        for (int j = 1; j <= k; ++j)
            found += std::floor(n / std::pow(2.0, j));
        const double copy =
            (local * (kStepEdgeBytes + kEdgeBytes) + (nk - 1) * kEdgeBytes) * m.g(1);
        const double count = (2.0 * p + 3 * (n - 1)) * kIntBytes * m.g(1);
        const double ids = (p - 1) * kIntBytes * m.g(p) + m.L(p);
        const double spread = (found + std::min(nk - 1, local)) *
                                  (kIntBytes * m.g(1) + kEdgeBytes * (m.g(1) + m.g(p))) +
                              m.L(p);
        return copy + count + ids + spread;
    };
    a.subcalls = [](const CallArgs& c, int v) {
        const int p = c.dataProcs, k = v + 1;
        const double n = c.input[0], e = c.input[1];
        std::vector<Subcall> s;
        for (int i = 0; i < k; ++i)
            s.push_back(boruvkaStep(n, e, i, p));
        s.push_back({Problem::Scan, Input{{1}}, p, 1, 1});
        for (const auto& sub : localMstThenMerge(std::floor(n / std::pow(2.0, k)), e, p))
            s.push_back(sub);
        return s;
    };
    return a;
}

Algorithm mstMerge() {
    Algorithm a =
        base("MSTMerge", Problem::MSTMerge,
             "a d-ary tree of processors merges local MSTs towards processor 0",
             "Bonorden 2002 §3.3.1 ([ADJ+98] step 2 of MST-MERGE)",
             "(n−1)(d−1)·24·(g(p) + 2g(1)) + L(p) if d = p, else ⌈e/p⌉(d−1)·24·(g(p) + 2g(1)) + "
             "L(p); subcalls MST(n, d·min(n−1, ⌈e/p⌉)) on 1 proc, p/d in parallel, then "
             "MSTMerge(n, (p/d)(n−1)) on p/d procs");
    a.variantCount = [](const CallArgs& c) { return divisorsUpTo(c.dataProcs, c.dataProcs); };
    a.variantName = [](const CallArgs& c, int v) {
        return "degree " + std::to_string(divisorAt(c.dataProcs, v));
    };
    a.variantTag = [](const CallArgs& c, int v) {
        return "d=" + std::to_string(divisorAt(c.dataProcs, v));
    };
    a.time = [](const CallArgs& c, int v, const BspProfile& m) {
        const int p = c.dataProcs, d = divisorAt(p, v);
        const double n = c.input[0], e = c.input[1];
        const double edges = d == p ? n - 1 : ceilDiv(e, p);
        return edges * (d - 1) * kEdgeBytes * (m.g(p) + 2 * m.g(1)) + m.L(p);
    };
    a.subcalls = [](const CallArgs& c, int v) {
        const int p = c.dataProcs, d = divisorAt(p, v);
        const double n = c.input[0], e = c.input[1];
        std::vector<Subcall> s{
            {Problem::MST, Input{{n, d * std::min(n - 1, ceilDiv(e, p))}}, 1, 1, p / d}};
        if (p / d > 1) s.push_back({Problem::MSTMerge, Input{{n, (p / d) * (n - 1)}}, p / d, 1, 1});
        return s;
    };
    return a;
}

Algorithm denseBoruvkaStep() {
    Algorithm a =
        base("DenseBoruvkaStep", Problem::BoruvkaStep,
             "local minimum edge per supernode, global minima by EdgeMinimum, components on one "
             "processor, numbering broadcast (Algorithmus 1)",
             "Bonorden 2002 §3.3.1 ([ADJ+98] step 2 of MST-DENSE); supersteps derived",
             "derived: 3⌈e/p⌉·32·g(1) + ⌈e/p⌉ + 24·s + max(⌈s/2p⌉·24, B(p))·g(p) + L(p); subcalls "
             "EdgeMinimum(s), Broadcast(4s bytes), ScanAll(1)");
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        const double local = ceilDiv(c.input[1], p), s = c.input[2];
        return 3 * local * kStepEdgeBytes * m.g(1) + local + 6 * s * kIntBytes +
               m.block(ceilDiv(s, 2.0 * p) * kEdgeBytes, p) * m.g(p) + m.L(p);
    };
    a.subcalls = [](const CallArgs& c, int) {
        const int p = c.dataProcs;
        const double s = c.input[2];
        return std::vector<Subcall>{{Problem::EdgeMinimum, Input{{s}}, p, 1, 1},
                                    {Problem::Broadcast, Input{{s * kIntBytes}}, p, 1, 1},
                                    {Problem::ScanAll, Input{{1}}, p, 1, 1}};
    };
    return a;
}

Algorithm boruvkaStepSorted() {
    Algorithm a =
        base("BoruvkaStep", Problem::BoruvkaStep,
             "adjacency lists by IntegerSort, minima by SegmentMinimum, components on processor 0 "
             "(Algorithmus 2)",
             "Bonorden 2002 §3.3.1 ([Göt98]); components cost as printed, other supersteps derived",
             "(s−1)·24·g(p) + L(p) + 6·s·4 (printed) + derived 4⌈e/p⌉·32·g(1) + max(32, B(p))·g(p) "
             "+ L(p); subcalls IntegerSort(2e, 32 bytes), SegmentMinimum(2e, s), Broadcast(4s)");
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        const double local = ceilDiv(c.input[1], p), s = c.input[2];
        const double components = (s - 1) * kEdgeBytes * m.g(p) + m.L(p) + 6 * s * kIntBytes;
        const double rebalance = m.block(kStepEdgeBytes, p) * m.g(p) + m.L(p);
        return 4 * local * kStepEdgeBytes * m.g(1) + rebalance + components;
    };
    a.subcalls = [](const CallArgs& c, int) {
        const int p = c.dataProcs;
        const double e2 = 2 * c.input[1], s = c.input[2];
        return std::vector<Subcall>{{Problem::IntegerSort, Input{{e2, kStepEdgeBytes}}, p, 1, 1},
                                    {Problem::SegmentMinimum, Input{{e2, s}}, p, 1, 1},
                                    {Problem::Broadcast, Input{{s * kIntBytes}}, p, 1, 1}};
    };
    return a;
}

}  // namespace

void registerMst(Library& l) {
    const ProblemParam nodes{"nodes", true, 1, "nodes of the graph"};
    const ProblemParam edges{"edges", true, 0, "edges in all"};
    l.addProblem({Problem::MST,
                  "a minimum spanning tree of an undirected graph, edges evenly distributed",
                  {nodes, edges}});
    l.addProblem({Problem::BoruvkaStep,
                  "choose each supernode's cheapest edge and contract",
                  {nodes,
                   edges,
                   {"supernodes", true, 1, "supernodes"},
                   {"tree_edges", true, 0, "edges chosen so far"}}});
    l.addProblem({Problem::MSTMerge, "merge local MSTs into one on processor 0", {nodes, edges}});
    l.addAlgorithm(kruskal());
    l.addAlgorithm(mstWithMerge());
    l.addAlgorithm(mstBoruvka());
    l.addAlgorithm(mstBoruvkaAndMerge());
    l.addAlgorithm(mstMerge());
    l.addAlgorithm(denseBoruvkaStep());
    l.addAlgorithm(boruvkaStepSorted());
}

}  // namespace ct::bsp
