// DepthSearch (Algorithmus 3) is the reference; the memoizing Optimizer must return a schedule of
// exactly the same cost, and the same tree, on many random instances; loops are skipped.
#include <QtTest>

#include <random>

#include "schedule/broadcast.h"
#include "schedule/search.h"

using namespace ct::bsp;

namespace {

BspProfile randomMachine(std::mt19937& rng) {
    std::uniform_real_distribution<double> g(1, 200), L(100, 1e6), B(1, 4000);
    BspProfile m;
    for (int p = 2; p <= 64; p *= 2)
        m.entries.push_back({p, g(rng), L(rng), B(rng), 1});
    return m;
}

// Rougher than randomMachine: g(1), g, L and B jump up and down between rows (g may even be 0),
// rows at random sizes up to 1024 or beyond, so interpolation and clamping are both exercised;
// a large g(1) lets ScatterGather's few local copies undercut Tree at the root (a bound that
// forgot ScatterGather fails here).
BspProfile bumpyMachine(std::mt19937& rng) {
    std::uniform_real_distribution<double> g(0, 300), L(0, 2e6), B(0, 1e5), g1(0, 300);
    BspProfile m;
    m.g1 = g1(rng);
    for (int p = 2 + int(rng() % 3); p <= 2048; p += 1 + int(rng() % unsigned(p)))
        m.entries.push_back({p, g(rng), L(rng), B(rng), 1});
    return m;
}

// Problems are a closed set (program/problem.h): the made-up libraries below give real problems
// made-up algorithms. X and Y are only names here.
constexpr ct::Problem kX = ct::Problem::Sort;
constexpr ct::Problem kY = ct::Problem::MST;
// A problem the standard library does not describe, standing in for a new one.
constexpr ct::Problem kOuter = ct::Problem::Allgather;

// A library with a loop: X is solved directly or via Y, and Y directly or via X (Bonorden 2002
// §4.1.3's example of two bridge algorithms calling each other).
Library loopLibrary(double xCost, double yCost, double bridge) {
    Library l;
    l.addProblem({kX, "", {{"n", true, 1, ""}}});
    l.addProblem({kY, "", {{"n", true, 1, ""}}});
    auto leaf = [](const char* name, ct::Problem problem, double cost) {
        Algorithm a;
        a.name = a.label = name;
        a.problem = problem;
        a.validProcs = [](const Input&, int p, int c) {
            return p <= c ? std::vector<int>{p} : std::vector<int>{};
        };
        a.variantCount = [](const CallArgs&) { return 1; };
        a.variantName = a.variantTag = [](const CallArgs&, int) { return std::string(); };
        a.time = [cost](const CallArgs& c, int, const BspProfile&) { return cost * c.input[0]; };
        a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
        return a;
    };
    l.addAlgorithm(leaf("SolveX", kX, xCost));
    l.addAlgorithm(leaf("SolveY", kY, yCost));
    Algorithm xy = leaf("XviaY", kX, bridge);
    xy.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{kY, c.input, c.dataProcs, 1, 1}};
    };
    Algorithm yx = leaf("YviaX", kY, bridge);
    yx.subcalls = [](const CallArgs& c, int) {
        return std::vector<Subcall>{{kX, c.input, c.dataProcs, 1, 1}};
    };
    l.addAlgorithm(xy);
    l.addAlgorithm(yx);
    return l;
}

// Everything that makes two schedules the same: algorithm, variant, procs, count, parallel, cost.
std::string describe(const CallNode& n) {
    std::string s = n.algorithm + "/" + std::to_string(n.variant) + "/" +
                    std::to_string(n.dataProcs) + "/" + std::to_string(n.calcProcs) + "/" +
                    std::to_string(n.count) + "/" + std::to_string(n.parallel) + "(";
    for (const auto& c : n.children)
        s += describe(c) + ",";
    return s + ")";
}

// A random input the problem accepts: every parameter from its minimum up.
Input randomInput(const ProblemInfo& p, std::mt19937& rng) {
    Input in;
    for (const auto& param : p.params) {
        const double span = param.integer ? double(1u << (rng() % 16)) : 1000.0;
        in.values.push_back(param.min + std::floor(double(rng() % 100000) / 100000 * span));
    }
    return in;
}

// DepthSearch, the Optimizer with the problems' own schedulers (`fast`) and the generic search
// alone (`generic`) on one request: "" when all three find a schedule and it is the same tree at
// the same cost (to the bit), else what differs. The Optimizers are the caller's, so their memos
// may carry over from request to request. `out` receives the schedule.
std::string disagreement(const Library& lib, const BspProfile& m, Optimizer& fast,
                         Optimizer& generic, const SearchRequest& r, CallNode* out = nullptr) {
    const auto a = DepthSearch(lib, m).optimize(r);
    const auto b = fast.optimize(r);
    const auto c = generic.optimize(r);
    const std::string what = std::string(ct::scheduleName(r.problem)) + "(" +
                             std::to_string(r.input.values.at(0)) + ") on " +
                             std::to_string(r.dataProcs) + ": ";
    if (!a || !b || !c) return what + "no schedule";
    if (b->cost != a->cost || c->cost != a->cost) return what + "costs differ";
    if (describe(*b) != describe(*a)) return what + describe(*b) + " != " + describe(*a);
    if (describe(*c) != describe(*a))
        return what + "generic " + describe(*c) + " != " + describe(*a);
    if (out) *out = *b;
    return {};
}

}  // namespace

class TestBspSearch : public QObject {
    Q_OBJECT
private slots:
    void sameAsDepthSearchOnRandomBroadcasts();
    void sameAsDepthSearchOnOtherProblems();
    void sameAsDepthSearchOnLargerBroadcasts();
    void sameAsDepthSearchOnBumpyBroadcasts();
    void sameAsDepthSearchOnTiedBroadcasts_data();
    void sameAsDepthSearchOnTiedBroadcasts();
    void broadcastSchedulerDeclinesWhatItDoesNotCover();
    void scheduledSubtreesBreakTiesByTheirLabels();
    void sameAsDepthSearchOnEveryProblem();
    void sameAsDepthSearchWithRandomLoops();
    void broadcastLowerBoundIsBelowTheOptimum();
    void broadcastLowerBoundIsBelowEveryRootStep();
    void broadcastLowerBoundHonoursItsCap();
    void broadcastLowerBoundTellsTheMemo();
    void memoKeepsTheBestAnswer();
    void addingAnAlgorithmDropsTheBound();
    void loopsAreSkipped();
    void maxTimePrunes();
    void tiesPreferFewerNodes();
};

void TestBspSearch::sameAsDepthSearchOnRandomBroadcasts() {
    std::mt19937 rng(4);
    const Library& lib = standardLibrary();
    const int procs[] = {2, 3, 4, 6, 8, 9, 12, 16, 24, 32, 36, 64};
    for (int i = 0; i < 300; ++i) {
        const BspProfile m = i % 3 == 0   ? psc2Tcp().bsp
                             : i % 3 == 1 ? psc2Sci().bsp
                                          : randomMachine(rng);
        const int p = procs[rng() % std::size(procs)];
        const double n = double(1 + rng() % (1u << (rng() % 21)));
        const SearchRequest r{ct::Problem::Broadcast, Input{{n}}, p, p};
        Optimizer fast(lib, m);
        Optimizer generic(lib, m, Optimizer::Schedulers::GenericOnly);
        CallNode best;
        const std::string differs = disagreement(lib, m, fast, generic, r, &best);
        QVERIFY2(differs.empty(), differs.c_str());
        QVERIFY(!validateTree(best, lib, ct::Problem::Broadcast, r.input, p, p));
        CallNode recomputed = best;
        QCOMPARE(evaluateCost(recomputed, lib, m), best.cost);
    }
}

void TestBspSearch::sameAsDepthSearchOnOtherProblems() {
    std::mt19937 rng(7);
    const Library& lib = standardLibrary();
    for (int i = 0; i < 60; ++i) {
        const BspProfile m = i % 2 ? psc2Sci().bsp : randomMachine(rng);
        const int p = 2 << (rng() % 3);  // 2, 4, 8
        SearchRequest r;
        switch (i % 5) {
            case 0:
                r = {ct::Problem::Allreduce, Input{{double(1 + rng() % 5000)}}, p, p};
                break;
            case 1:
                r = {ct::Problem::IntegerSort, Input{{double(1 + rng() % 100000), 8}}, p, p};
                break;
            case 2:
                r = {ct::Problem::Sort, Input{{double(1 + rng() % 100000), 16}}, p, p};
                break;
            case 3:
                r = {ct::Problem::MSTMerge,
                     Input{{double(2 + rng() % 200), double(1 + rng() % 4000)}}, p, p};
                break;
            default:
                r = {ct::Problem::MST, Input{{double(2 + rng() % 64), double(1 + rng() % 512)}}, p,
                     p};
                break;
        }
        DepthSearch reference(lib, m);
        Optimizer fast(lib, m);
        const auto a = reference.optimize(r);
        const auto b = fast.optimize(r);
        QVERIFY(a && b);
        QCOMPARE(b->cost, a->cost);
        QCOMPARE(compactName(*b, lib), compactName(*a, lib));
        QVERIFY2(!validateTree(*b, lib, r.problem, r.input, p, p), ct::scheduleName(r.problem));
    }
}

void TestBspSearch::sameAsDepthSearchOnLargerBroadcasts() {
    // Partition sizes with many divisors, where the optimizers' search spaces are largest.
    std::mt19937 rng(1024);
    const Library& lib = standardLibrary();
    const int procs[] = {48, 60, 64, 72, 96, 120, 128, 144, 256, 360, 512, 1024};
    for (int i = 0; i < 60; ++i) {
        const BspProfile m = i % 3 == 0 ? psc2Sci().bsp : randomMachine(rng);
        const int p = procs[rng() % std::size(procs)];
        const double n = double(1 + rng() % (1u << (rng() % 23)));
        Optimizer fast(lib, m);
        Optimizer generic(lib, m, Optimizer::Schedulers::GenericOnly);
        const std::string differs =
            disagreement(lib, m, fast, generic, {ct::Problem::Broadcast, Input{{n}}, p, p});
        QVERIFY2(differs.empty(), differs.c_str());
    }
}

void TestBspSearch::sameAsDepthSearchOnBumpyBroadcasts() {
    // Profiles whose parameters jump up and down, so the recursive bound and its caps meet costs
    // that do not grow with p; one Optimizer answers many requests, so bounds memoized under one
    // cap are asked again under others.
    std::mt19937 rng(77);
    const Library& lib = standardLibrary();
    const int procs[] = {2, 6, 16, 36, 48, 64, 100, 128, 144, 256, 360, 1024};
    for (int machine = 0; machine < 12; ++machine) {
        const BspProfile m = bumpyMachine(rng);
        Optimizer fast(lib, m);
        Optimizer generic(lib, m, Optimizer::Schedulers::GenericOnly);
        for (int i = 0; i < 12; ++i) {
            const int p = procs[rng() % std::size(procs)];
            const double n = double(1 + rng() % (1u << (rng() % 23)));
            const std::string differs =
                disagreement(lib, m, fast, generic, {ct::Problem::Broadcast, Input{{n}}, p, p});
            QVERIFY2(differs.empty(), differs.c_str());
        }
    }
}

void TestBspSearch::sameAsDepthSearchOnTiedBroadcasts_data() {
    // Profiles under which many schedules cost exactly the same, so that fewest nodes and then
    // the labels decide (Broadcast's scheduler compares those itself, without building trees).
    QTest::addColumn<double>("g1");
    QTest::addColumn<double>("g");
    QTest::addColumn<double>("L");
    QTest::addColumn<double>("B");
    QTest::newRow("all zero") << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("latency only") << 0.0 << 0.0 << 1000.0 << 0.0;
    QTest::newRow("flat over p") << 2.0 << 10.0 << 5000.0 << 64.0;
    QTest::newRow("local copies only") << 3.0 << 0.0 << 0.0 << 0.0;
}

void TestBspSearch::sameAsDepthSearchOnTiedBroadcasts() {
    QFETCH(double, g1);
    QFETCH(double, g);
    QFETCH(double, L);
    QFETCH(double, B);
    BspProfile m;
    m.g1 = g1;
    m.entries.push_back({2, g, L, B, 1});  // one row: the same g, L, B for every p
    const Library& lib = standardLibrary();
    Optimizer fast(lib, m);
    Optimizer generic(lib, m, Optimizer::Schedulers::GenericOnly);
    for (int p : {2, 4, 12, 16, 36, 64, 256, 1024}) {
        for (double n : {1.0, 2.0, 3.0, 7.0, 64.0, 1000.0, 5000.0}) {
            CallNode best;
            const std::string differs = disagreement(
                lib, m, fast, generic, {ct::Problem::Broadcast, Input{{n}}, p, p}, &best);
            QVERIFY2(differs.empty(), differs.c_str());
            if (g1 == 0 && g == 0 && L == 0) {
                // Everything costs 0: one node wins, and "ScatterGather" sorts before "Tree".
                QCOMPARE(nodeCount(best), std::size_t(1));
                QCOMPARE(best.algorithm,
                         std::string(n >= p ? "ScatterGatherBroadcast" : "TreeBroadcast"));
            }
        }
    }
    // Broadcast inside another problem's schedule (ReduceBroadcast's second subcall): the
    // scheduler's tree competes with the other candidates' trees on labels too.
    for (int p : {4, 16, 64}) {
        for (double n : {1.0, 64.0, 1000.0}) {
            const std::string differs =
                disagreement(lib, m, fast, generic, {ct::Problem::Allreduce, Input{{n}}, p, p});
            QVERIFY2(differs.empty(), differs.c_str());
        }
    }
}

void TestBspSearch::broadcastSchedulerDeclinesWhatItDoesNotCover() {
    const Library& lib = standardLibrary();
    const ProblemScheduler* own = lib.scheduler(ct::Problem::Broadcast);
    QVERIFY(own);
    QVERIFY(!lib.scheduler(ct::Problem::Scan));
    const BspProfile m = psc2Tcp().bsp;
    auto ask = [&](double n, int p, int maxCalc) {
        CallNode out;
        std::uint64_t candidates = 0;
        return (*own)(std::vector<double>{n}, p, maxCalc, m, lib, out, candidates);
    };
    QCOMPARE(ask(1000, 64, 64), ScheduleOutcome::Found);
    QCOMPARE(ask(1000, 64, 32), ScheduleOutcome::NoSchedule);  // needs all 64 processors
    QCOMPARE(ask(1000, 1, 1), ScheduleOutcome::NoSchedule);    // no algorithm on one processor
    QCOMPARE(ask(2.5, 64, 64), ScheduleOutcome::Declined);     // sizes are whole bytes
    QCOMPARE(ask(1000, 720720, 720720), ScheduleOutcome::Declined);  // 240 divisors
    // What it declines, the generic search answers, as DepthSearch does.
    for (const SearchRequest& r : {SearchRequest{ct::Problem::Broadcast, Input{{2.5}}, 36, 36},
                                   SearchRequest{ct::Problem::Broadcast, Input{{1000}}, 64, 32}}) {
        const auto a = DepthSearch(lib, m).optimize(r);
        const auto b = Optimizer(lib, m).optimize(r);
        QCOMPARE(b.has_value(), a.has_value());
        if (a) QCOMPARE(describe(*b), describe(*a));
    }
    // A profile with a negative term: neither bounds nor the scheduler hold, the search does.
    BspProfile negative = m;
    negative.entries[1].g = -5;
    const SearchRequest r{ct::Problem::Broadcast, Input{{300}}, 16, 16};
    const auto a = DepthSearch(lib, negative).optimize(r);
    const auto b = Optimizer(lib, negative).optimize(r);
    QVERIFY(a && b);
    QCOMPARE(describe(*b), describe(*a));
}

void TestBspSearch::scheduledSubtreesBreakTiesByTheirLabels() {
    // Two algorithms with the same label, each calling Broadcast once (of 1 byte, or of p bytes),
    // under a profile where everything costs 0: cost, nodes and root labels tie, so the
    // Broadcast subtrees' labels decide ("ScatterGather(k=p)" before "Tree(d=p)"). The Optimizer
    // must take those labels from the trees Broadcast's scheduler returned.
    Library l = standardLibrary();
    l.addProblem({kOuter, "", {{"n", true, 1, ""}}});
    auto outer = [](const char* name, bool bigBroadcast) {
        Algorithm a;
        a.name = name;
        a.label = "Same";
        a.problem = kOuter;
        a.validProcs = [](const Input&, int p, int c) {
            return p <= c ? std::vector<int>{p} : std::vector<int>{};
        };
        a.variantCount = [](const CallArgs&) { return 1; };
        a.variantName = a.variantTag = [](const CallArgs&, int) { return std::string(); };
        a.time = [](const CallArgs&, int, const BspProfile&) { return 0.0; };
        a.subcalls = [bigBroadcast](const CallArgs& c, int) {
            const double bytes = bigBroadcast ? c.dataProcs : 1;
            return std::vector<Subcall>{
                {ct::Problem::Broadcast, Input{{bytes}}, c.dataProcs, 1, 1}};
        };
        return a;
    };
    l.addAlgorithm(outer("OuterSmall", false));
    l.addAlgorithm(outer("OuterBig", true));
    BspProfile zero;
    zero.g1 = 0;
    zero.entries.push_back({2, 0, 0, 0, 1});
    for (int p : {4, 16}) {
        const SearchRequest r{kOuter, Input{{1}}, p, p};
        const auto a = DepthSearch(l, zero).optimize(r);
        const auto b = Optimizer(l, zero).optimize(r);
        QVERIFY(a && b);
        QCOMPARE(a->algorithm, std::string("OuterBig"));
        QCOMPARE(a->children.at(0).algorithm, std::string("ScatterGatherBroadcast"));
        QCOMPARE(describe(*b), describe(*a));
    }
}

void TestBspSearch::sameAsDepthSearchOnEveryProblem() {
    std::mt19937 rng(2002);
    const Library& lib = standardLibrary();
    int solved = 0;
    for (int i = 0; i < 240; ++i) {
        const ProblemInfo& problem = lib.problems()[std::size_t(i) % lib.problems().size()];
        const BspProfile m = i % 2 ? psc2Tcp().bsp : randomMachine(rng);
        const int procs[] = {1, 2, 3, 4, 6, 8, 12, 16};
        const int p = procs[rng() % std::size(procs)];
        const SearchRequest r{problem.id, randomInput(problem, rng), p, p};
        DepthSearch reference(lib, m);
        Optimizer fast(lib, m);
        const auto a = reference.optimize(r);
        const auto b = fast.optimize(r);
        QCOMPARE(b.has_value(), a.has_value());
        if (!a) continue;
        ++solved;
        QCOMPARE(b->cost, a->cost);
        QCOMPARE(describe(*b), describe(*a));
    }
    QVERIFY(solved > 150);
}

void TestBspSearch::sameAsDepthSearchWithRandomLoops() {
    // Bridges that call each other: results cut by a loop must not be reused elsewhere.
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> cost(0, 5);
    const auto tcp = psc2Tcp();  // the searches keep a reference to their machine
    for (int i = 0; i < 200; ++i) {
        const Library l = loopLibrary(cost(rng), cost(rng), i % 4 ? cost(rng) : 0.0);
        DepthSearch reference(l, tcp.bsp);
        Optimizer fast(l, tcp.bsp);
        for (ct::Problem problem : {kX, kY, kX}) {
            const SearchRequest r{problem, Input{{double(1 + rng() % 50)}}, 1, 1};
            const auto a = reference.optimize(r);
            const auto b = fast.optimize(r);  // the same Optimizer: its memo carries over
            QVERIFY(a && b);
            QCOMPARE(b->cost, a->cost);
            QCOMPARE(describe(*b), describe(*a));
        }
    }
}

void TestBspSearch::broadcastLowerBoundIsBelowTheOptimum() {
    // The Optimizer prunes with the bound, so it must never exceed the true optimum (the
    // reference's), on PSC2 profiles and on profiles whose parameters vary non-monotonically.
    std::mt19937 rng(22);
    const Library& lib = standardLibrary();
    const LowerBound* bound = lib.lowerBound(ct::Problem::Broadcast);
    QVERIFY(bound);
    const int procs[] = {2, 3, 4, 5, 8, 12, 16, 36, 64, 100, 128, 210, 256, 512, 1024};
    int exact = 0;  // instances where the bound is the optimum (up to rounding)
    for (int i = 0; i < 400; ++i) {
        const BspProfile m = i % 4 == 0   ? psc2Tcp().bsp
                             : i % 4 == 1 ? psc2Sci().bsp
                             : i % 4 == 2 ? randomMachine(rng)
                                          : bumpyMachine(rng);
        const int p = procs[rng() % std::size(procs)];
        const double n = double(1 + rng() % (1u << (rng() % 23)));  // 1 .. 2^22
        const Input in{{n}};
        const double lb = evaluateLowerBound(*bound, in.values, p, m);
        DepthSearch reference(lib, m);
        const auto best = reference.optimize({ct::Problem::Broadcast, in, p, p});
        QVERIFY(best);
        QVERIFY2(lb <= best->cost, (std::to_string(lb) + " > " + std::to_string(best->cost) +
                                    " for n = " + std::to_string(n) + ", p = " + std::to_string(p))
                                       .c_str());
        QVERIFY(lb >= m.L(p));  // never the trivial bound
        if (lb >= best->cost * (1 - 1e-9)) ++exact;
    }
    // It follows every schedule of the three algorithms, so it is the optimum itself whenever no
    // other algorithm is registered (here: always, up to its rounding down).
    QCOMPARE(exact, 400);
    QCOMPARE(evaluateLowerBound(*bound, std::vector<double>{1000}, 1, psc2Tcp().bsp), 0.0);
}

void TestBspSearch::broadcastLowerBoundIsBelowEveryRootStep() {
    // The induction behind the bound: no root step (any algorithm, any variant) plus the bounds of
    // its subcalls undercuts it; and the one-superstep bound is below every step's own time.
    std::mt19937 rng(23);
    const Library& lib = standardLibrary();
    for (int i = 0; i < 300; ++i) {
        const BspProfile m = i % 2 ? bumpyMachine(rng) : psc2Sci().bsp;
        const int p = 2 + int(rng() % 1023);
        const double n = double(1 + rng() % (1u << (rng() % 23)));
        const Input in{{n}};
        const double lb = broadcastLowerBound(in.values, p, m);
        const double step = broadcastStepBound(n, p, m);
        for (std::size_t index : lib.algorithmsFor(ct::Problem::Broadcast)) {
            const Algorithm& a = lib.algorithms()[index];
            for (int c : a.validProcs(in, p, p))
                for (int v = 0; v < a.variantCount({in, p, c}); ++v) {
                    const double own = a.time({in, p, c}, v, m);
                    double total = own;
                    for (const Subcall& s : a.subcalls({in, p, c}, v))
                        total += s.count * broadcastLowerBound(s.input.values, s.dataProcs, m);
                    QVERIFY2(lb <= total, a.name.c_str());
                    QVERIFY(step <= own);
                }
        }
    }
}

void TestBspSearch::broadcastLowerBoundHonoursItsCap() {
    // Below the cap the result is the bound itself; at or above it, any valid bound >= cap.
    std::mt19937 rng(24);
    std::uniform_real_distribution<double> fraction(0, 2);
    const LowerBound& bound = *standardLibrary().lowerBound(ct::Problem::Broadcast);
    for (int i = 0; i < 200; ++i) {
        const BspProfile m = i % 2 ? bumpyMachine(rng) : psc2Tcp().bsp;
        const int p = 2 + int(rng() % 300);
        const Input in{{double(1 + rng() % (1u << (rng() % 21)))}};
        const double full = evaluateLowerBound(bound, in.values, p, m);
        const double cap = full * fraction(rng);
        const SubBound exactSub = [&](std::span<const double> sub, int procs, double) {
            return evaluateLowerBound(bound, sub, procs, m);
        };
        const double capped = bound(in.values, p, m, exactSub, cap);
        QVERIFY(capped <= full);
        if (full < cap)
            QCOMPARE(capped, full);
        else
            QVERIFY(capped >= cap * (1 - 1e-9));
    }
}

void TestBspSearch::broadcastLowerBoundTellsTheMemo() {
    // The bound works out other subproblems of the same broadcast on the way and hands them to
    // the caller's memo: each must hold as the contract says for the cap it comes with (the bound
    // itself below the cap, a valid bound at or above it), or the Optimizer would prune wrongly.
    std::mt19937 rng(25);
    std::uniform_real_distribution<double> fraction(0.2, 1.5);
    const LowerBound& bound = *standardLibrary().lowerBound(ct::Problem::Broadcast);
    int told = 0, final = 0;
    for (int i = 0; i < 120; ++i) {
        const BspProfile m = i % 3 == 0   ? bumpyMachine(rng)
                             : i % 3 == 1 ? psc2Tcp().bsp
                                          : psc2Sci().bsp;
        const int procs[] = {16, 36, 64, 96, 144, 512, 1024};
        const int p = procs[rng() % std::size(procs)];
        const Input in{{double(1 + rng() % (1u << (rng() % 21)))}};
        const double full = evaluateLowerBound(bound, in.values, p, m);
        const double cap = i % 2 ? std::numeric_limits<double>::infinity() : full * fraction(rng);
        SubBound sub;
        sub.ask = [&](std::span<const double> v, int procsOf, double) {
            return evaluateLowerBound(bound, v, procsOf, m);
        };
        sub.tell = [&](std::span<const double> v, int procsOf, double value, double subCap) {
            ++told;
            QVERIFY(procsOf >= 2 && p % procsOf == 0);
            QVERIFY(v.size() == 1 && v[0] >= 1 && v[0] <= in.values[0]);
            const double exact = evaluateLowerBound(bound, v, procsOf, m);
            QVERIFY(value <= exact * (1 + 1e-12));
            if (isFinalBound(value, subCap)) {
                ++final;
                QVERIFY(value >= exact * (1 - 1e-12));
            } else {
                QVERIFY(value >= subCap * (1 - 1e-9));
            }
        };
        const double capped = bound(in.values, p, m, sub, cap);
        if (full < cap)
            QCOMPARE(capped, full);
        else
            QVERIFY(capped >= cap * (1 - 1e-9));
    }
    QVERIFY(told > 500);  // the test would pass vacuously otherwise
    QVERIFY(final > 100);
}

void TestBspSearch::memoKeepsTheBestAnswer() {
    // What SubBound::remember may overwrite: the bound itself is never replaced; an answer that
    // only reaches its cap gives way to the bound itself or to a larger answer.
    const double inf = std::numeric_limits<double>::infinity();
    QVERIFY(!betterBoundInfo(5, inf, 4, inf));  // 4 is final: nothing replaces it
    QVERIFY(!betterBoundInfo(9, 10, 4, 100));   // (4 below 100: final too)
    QVERIFY(betterBoundInfo(7, inf, 10, 10));   // 10 only reached its cap 10: 7 is the bound
    QVERIFY(betterBoundInfo(12, 12, 10, 10));   // a larger answer that reaches its cap
    QVERIFY(!betterBoundInfo(9, 9, 10, 10));    // a smaller one does not
    QVERIFY(isFinalBound(4, 5) && !isFinalBound(5, 5) && !isFinalBound(6, 5));
}

void TestBspSearch::addingAnAlgorithmDropsTheBound() {
    // A bound holds for the algorithms it was derived from; a new one could undercut it.
    Library l = standardLibrary();
    QVERIFY(l.lowerBound(ct::Problem::Broadcast));
    QVERIFY(!l.lowerBound(ct::Problem::Scan));
    Algorithm a = *l.algorithm("RootBroadcast");
    a.name = "OtherBroadcast";
    l.addAlgorithm(a);
    QVERIFY(!l.lowerBound(ct::Problem::Broadcast));
    QVERIFY(!l.scheduler(ct::Problem::Broadcast));               // nor its exact scheduler
    QVERIFY(!logpLibrary().lowerBound(ct::Problem::Broadcast));  // its LogP trees are not covered
    QVERIFY(!logpLibrary().scheduler(ct::Problem::Broadcast));
}

void TestBspSearch::loopsAreSkipped() {
    const BspProfile m = psc2Tcp().bsp;
    for (auto [x, y, bridge] :
         {std::tuple{5.0, 1.0, 1.0}, std::tuple{1.0, 5.0, 1.0}, std::tuple{3.0, 3.0, 0.0}}) {
        const Library l = loopLibrary(x, y, bridge);
        DepthSearch reference(l, m);
        Optimizer fast(l, m);
        for (ct::Problem problem : {kX, kY}) {
            const SearchRequest r{problem, Input{{10}}, 1, 1};
            const auto a = reference.optimize(r);
            const auto b = fast.optimize(r);
            QVERIFY(a && b);
            QCOMPARE(b->cost, a->cost);
            QCOMPARE(compactName(*b, l), compactName(*a, l));
            QVERIFY(nodeCount(*a) <= 2);  // never X -> Y -> X
        }
        // X costs min(10x, 10·bridge + 10y).
        QCOMPARE(fast.optimize({kX, Input{{10}}, 1, 1})->cost,
                 std::min(10 * x, 10 * bridge + 10 * y));
    }
}

void TestBspSearch::maxTimePrunes() {
    const BspProfile m = psc2Tcp().bsp;
    DepthSearch search(standardLibrary(), m);
    const SearchRequest r{ct::Problem::Broadcast, Input{{1}}, 16, 16};
    const double best = search.optimize(r)->cost;
    QVERIFY(!search.optimize(r, best * 0.999));
    QCOMPARE(search.optimize(r, best)->cost, best);
}

void TestBspSearch::tiesPreferFewerNodes() {
    // A bridge of cost 0 ties X = 10·3 with X via Y = 0 + 10·3: the one-node schedule wins.
    const Library l = loopLibrary(3, 3, 0);
    const auto tcp = psc2Tcp();  // the optimizer keeps a reference to its machine
    Optimizer fast(l, tcp.bsp);
    const auto b = fast.optimize({kX, Input{{10}}, 1, 1});
    QCOMPARE(b->algorithm, std::string("SolveX"));
    QCOMPARE(nodeCount(*b), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestBspSearch)
#include "test_bsp_search.moc"
