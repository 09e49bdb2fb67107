// Sorting (Bonorden 2002 §4.4.3, §4.4.4, Tables 5, 9): Sort (any keys) and IntegerSort (int keys),
// each with sequential algorithms on one processor and bridges that gather the data to one
// processor or hand the problem to the other one. The thesis gives no costs; the derivation is in
// docs/bsp-algorithms.md (a comparison or key step costs 1 operation, moving a byte g(1)).
#include "schedule/register.h"

namespace ct::bsp {
namespace {

double log2Ceil(double x) {
    return x <= 1 ? 0 : std::ceil(std::log2(x));
}

Algorithm base(const char* name, const char* label, Problem problem, const char* summary,
               const char* source, const char* cost) {
    Algorithm a;
    a.name = name;
    a.label = label;
    a.problem = problem;
    a.summary = summary;
    a.source = source;
    a.cost = cost;
    a.variantCount = [](const CallArgs&) { return 1; };
    a.variantName = [](const CallArgs&, int) { return std::string("-"); };
    a.variantTag = [](const CallArgs&, int) { return std::string(); };
    a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
    return a;
}

// Gather everything on processor 0, solve `problem` there, scatter back: 2 supersteps.
double gatherScatter(const CallArgs& c, const BspProfile& m) {
    const int p = c.dataProcs;
    const double n = c.input[0], b = c.input[1];
    const double local = ceilDiv(n, p);
    return 2 * (n - local) * b * m.g(p) + 2 * m.L(p) + 2 * local * b * m.g(1);
}

}  // namespace

void registerSort(Library& l) {
    const ProblemParam count{"count", true, 1, "elements in all"};
    const ProblemParam bytes{"element_size", true, 1, "bytes per element"};
    l.addProblem(
        {Problem::Sort, "sort elements of any size by a comparison function", {count, bytes}});
    l.addProblem(
        {Problem::IntegerSort, "sort elements by an int key stored first", {count, bytes}});

    Algorithm merge = base("MergeSort", "MergeSort", Problem::Sort, "sequential merge sort",
                           "Bonorden 2002 Table 5, 9", "derived: n·⌈log2 n⌉·(b·g(1) + 1)");
    merge.validProcs = onOneProc;
    merge.time = [](const CallArgs& c, int, const BspProfile& m) {
        const double n = c.input[0], b = c.input[1];
        return n * log2Ceil(n) * (b * m.g(1) + 1);
    };
    l.addAlgorithm(merge);

    Algorithm master =
        base("DistributedWithMasterSort", "MasterSort", Problem::Sort,
             "gather to processor 0, sort there (subcall), scatter back",
             "Bonorden 2002 Table 5, 9 (bridge)",
             "derived: 2(n − ⌈n/p⌉)·b·g(p) + 2L(p) + 2⌈n/p⌉·b·g(1); subcall Sort on 1 proc");
    master.validProcs = onManyProcs;
    master.time = [](const CallArgs& c, int, const BspProfile& m) { return gatherScatter(c, m); };
    master.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{Problem::Sort, c.input, 1, 1, 1}};
    };
    l.addAlgorithm(master);

    Algorithm seqRadix =
        base("SeqRadixSort", "SeqRadixSort", Problem::IntegerSort,
             "sequential radix sort, 4 passes of 8-bit digits",
             "Bonorden 2002 Table 5, 9 ([Knu73])", "derived: 4·(2n + 256 + n·b·g(1))");
    seqRadix.validProcs = onOneProc;
    seqRadix.time = [](const CallArgs& c, int, const BspProfile& m) {
        const double n = c.input[0], b = c.input[1];
        return 4 * (2 * n + 256 + n * b * m.g(1));
    };
    l.addAlgorithm(seqRadix);

    Algorithm radix = base(
        "RadixSort", "RadixSort", Problem::IntegerSort,
        "parallel radix sort: local histograms, a ScanAll of them, one routing superstep per digit",
        "Bonorden 2002 Table 5, 9 ([GV96])",
        "derived: 4·(2⌈n/p⌉ + ⌈n/p⌉·b·g(1) + max(⌈n/p⌉·b, B(p))·g(p) + L(p)); subcall "
        "ScanAll(256), 4 times");
    radix.validProcs = onManyProcs;
    radix.time = [](const CallArgs& c, int, const BspProfile& m) {
        const int p = c.dataProcs;
        const double local = ceilDiv(c.input[0], p), b = c.input[1];
        return 4 * (2 * local + local * b * m.g(1) + m.block(local * b, p) * m.g(p) + m.L(p));
    };
    radix.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{Problem::ScanAll, Input{{256}}, c.dataProcs, 4, 1}};
    };
    l.addAlgorithm(radix);

    Algorithm withSort = base("IntegerSortWithSort", "ViaSort", Problem::IntegerSort,
                              "solve IntegerSort as Sort with the integer comparison",
                              "Bonorden 2002 Table 5, 9 (bridge)",
                              "derived: 0 (the data are already in Sort's format); subcall Sort");
    withSort.validProcs = [](const Input&, int p, int maxCalc) {
        return onDataProcs(Input{}, p, maxCalc);
    };
    withSort.time = [](const CallArgs&, int, const BspProfile&) { return 0.0; };
    withSort.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{Problem::Sort, c.input, c.dataProcs, 1, 1}};
    };
    l.addAlgorithm(withSort);

    Algorithm intMaster =
        base("IntegerWithMasterSort", "MasterIntegerSort", Problem::IntegerSort,
             "gather to processor 0, IntegerSort there (subcall), scatter back",
             "Bonorden 2002 Table 5, 9 (bridge)",
             "derived: as DistributedWithMasterSort; subcall IntegerSort on 1 proc");
    intMaster.validProcs = onManyProcs;
    intMaster.time = [](const CallArgs& c, int, const BspProfile& m) {
        return gatherScatter(c, m);
    };
    intMaster.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{Problem::IntegerSort, c.input, 1, 1, 1}};
    };
    l.addAlgorithm(intMaster);
}

}  // namespace ct::bsp
