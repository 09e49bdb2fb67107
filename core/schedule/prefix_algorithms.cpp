// Parallel prefix operations (Bonorden 2002 §4.4.2, Tables 4, 5, 7): Reduce, Scan, ReduceAll,
// ScanAll on integer vectors of `size` ints per processor, EdgeMinimum (ReduceAll with the minimum
// of graph edges) and SegmentMinimum. The thesis gives no costs for them; the derivation is in
// docs/bsp-algorithms.md: a d-ary tree (d dividing p) of ceil(log_d p) supersteps, each
// (d−1)·max(m, B(p))·g(p) + (d−1)·k·c + L(p) for a vector of m bytes and k elements combined at
// c = 1 operation each, plus m·g(1) to copy the input into the output area.
#include "schedule/register.h"

namespace ct::bsp {
namespace {

struct PrefixShape {
    Problem problem;
    const char* name;
    const char* label;
    const char* what;
    int sweeps;           // tree passes: up (reduce), down (scan), down again (all)
    double elementBytes;  // int: 4, Edge: 24
};

double treeLevelCost(const BspProfile& m, int p, int d, double elements, double elementBytes) {
    const double bytes = elements * elementBytes;
    return (d - 1) * m.block(bytes, p) * m.g(p) + (d - 1) * elements + m.L(p);
}

Algorithm treePrefix(const PrefixShape& s) {
    Algorithm a;
    a.name = s.name;
    a.label = s.label;
    a.problem = s.problem;
    a.summary = s.what;
    a.source = "Bonorden 2002 Tables 5, 7 (TreePrefix); cost derived, docs/bsp-algorithms.md";
    a.cost = "derived: k·b·g(1) + " + std::to_string(s.sweeps) +
             "·⌈log_d p⌉·((d−1)·max(k·b, B(p))·g(p) + (d−1)·k + L(p)), k elements of b = " +
             std::to_string(int(s.elementBytes)) + " bytes";
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs& c) { return divisorsUpTo(c.dataProcs, c.dataProcs); };
    a.variantName = [](const CallArgs& c, int v) {
        return "degree " + std::to_string(divisorAt(c.dataProcs, v));
    };
    a.variantTag = [](const CallArgs& c, int v) {
        return "d=" + std::to_string(divisorAt(c.dataProcs, v));
    };
    const int sweeps = s.sweeps;
    const double b = s.elementBytes;
    a.time = [sweeps, b](const CallArgs& c, int v, const BspProfile& m) {
        const int p = c.dataProcs;
        const int d = divisorAt(p, v);
        const double k = c.input[0];
        return k * b * m.g(1) + sweeps * treeLevels(p, d) * treeLevelCost(m, p, d, k, b);
    };
    a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
    return a;
}

// ReduceAll as Reduce followed by a Broadcast of the result: lets the optimizer pick the best
// broadcast for large vectors (an addition to the thesis' algorithms, see docs).
Algorithm reduceThenBroadcast() {
    Algorithm a;
    a.name = "ReduceBroadcast";
    a.label = "ReduceBroadcast";
    a.problem = Problem::Allreduce;
    a.summary = "Reduce to one processor, then Broadcast the sum (subcalls)";
    a.source = "derived (docs/bsp-algorithms.md): a bridge from ReduceAll to Reduce + Broadcast";
    a.cost =
        "derived: k·4·g(1) to move the result into place; subcalls Reduce(k), Broadcast(4k bytes)";
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs&) { return 1; };
    a.variantName = [](const CallArgs&, int) { return std::string("reduce, then broadcast"); };
    a.variantTag = [](const CallArgs&, int) { return std::string(); };
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        return c.input[0] * kIntBytes * m.g(1);
    };
    a.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{
            {Problem::Reduce, c.input, c.dataProcs, 1, 1},
            {Problem::Broadcast, Input{{c.input[0] * kIntBytes}}, c.dataProcs, 1, 1}};
    };
    return a;
}

// SegmentMinimum ([Göt98] 4.1.4): each processor scans its ⌈x/p⌉ elements for the minima of its
// segments, then the segment that spans processor boundaries is finished with a Scan of one
// element (derived).
Algorithm segmentMinimum() {
    Algorithm a;
    a.name = "SegmentMinimum";
    a.label = "SegmentMinimum";
    a.problem = Problem::SegmentMinimum;
    a.summary = "minimum of every segment of edges distributed evenly over the processors";
    a.source = "Bonorden 2002 Table 5 ([Göt98] 4.1.4); cost derived, docs/bsp-algorithms.md";
    a.cost = "derived: 2⌈x/p⌉·32·g(1) + ⌈x/p⌉ + ⌈s/p⌉·24·g(p) + L(p); subcall Scan(1)";
    a.validProcs = onManyProcs;
    a.variantCount = [](const CallArgs&) { return 1; };
    a.variantName = [](const CallArgs&, int) { return std::string("local scan + boundary scan"); };
    a.variantTag = [](const CallArgs&, int) { return std::string(); };
    a.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        const double local = ceilDiv(c.input[0], p), segments = ceilDiv(c.input[1], p);
        return 2 * local * kStepEdgeBytes * m.g(1) + local +
               m.block(segments * kEdgeBytes, p) * m.g(p) + m.L(p);
    };
    a.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{Problem::Scan, Input{{1}}, c.dataProcs, 1, 1}};
    };
    return a;
}

}  // namespace

void registerPrefix(Library& l) {
    const ProblemParam size{"size", true, 1, "elements per processor"};
    l.addProblem({Problem::Reduce, "processor p−1 receives the sum of all vectors", {size}});
    l.addProblem({Problem::Scan, "processor i receives the sum of the vectors of 0..i", {size}});
    l.addProblem({Problem::Allreduce, "every processor receives the sum of all vectors", {size}});
    l.addProblem({Problem::ScanAll, "Scan, and every processor also receives the total", {size}});
    l.addProblem({Problem::EdgeMinimum,
                  "every processor receives the elementwise minimum of edge vectors",
                  {size}});
    l.addProblem({Problem::SegmentMinimum,
                  "the minimum of each segment of edges",
                  {{"elements", true, 1, "edges in all"}, {"segments", true, 1, "segments"}}});
    const PrefixShape shapes[] = {
        {Problem::Reduce, "TreeReduce", "TreeReduce", "d-ary tree towards processor p−1", 1,
         kIntBytes},
        {Problem::Scan, "TreeScan", "TreeScan", "up-sweep and down-sweep of a d-ary tree", 2,
         kIntBytes},
        {Problem::Allreduce, "TreeReduceAll", "TreeReduceAll",
         "reduce up a d-ary tree, send the sum down", 2, kIntBytes},
        {Problem::ScanAll, "TreeScanAll", "TreeScanAll", "scan, then send the total down the tree",
         3, kIntBytes},
        {Problem::EdgeMinimum, "EdgeTreeReduceAll", "EdgeTreeReduceAll",
         "ReduceAll with the minimum of edges", 2, kEdgeBytes},
    };
    for (const auto& s : shapes)
        l.addAlgorithm(treePrefix(s));
    l.addAlgorithm(reduceThenBroadcast());
    l.addAlgorithm(segmentMinimum());
}

}  // namespace ct::bsp
