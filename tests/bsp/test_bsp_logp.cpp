// Under a LogP/LogGP profile a schedule is costed by simulating its program: a schedule of one
// LogP tree costs exactly the catalogue's formula for that tree; nested schedules with LogP trees
// still fulfil the broadcast contract; the LogP optimizer is never worse than any single
// algorithm; BSP* profiles refuse LogP-only algorithms; schedule files keep LogGP machines.
#include <QtTest>

#include <random>
#include <set>

#include "algorithms/catalogue/catalogue.h"
#include "model/logp_cost.h"
#include "protocol/json_check.h"
#include "schedule/call_tree_program.h"
#include "schedule/logp_search.h"
#include "schedule/pure_schedules.h"
#include "schedule/schedule_file.h"
#include "sim/simulator.h"

using namespace ct::bsp;
using ct::ProgramError;

namespace {

const Library& lib() {
    return logpLibrary();
}

MachineProfile logpMachine(double L, double o, double g, double G) {
    MachineProfile m;
    m.name = "test-loggp";
    m.kind = ModelKind::LogGP;
    ct::LogGP t = ct::LogGP::logp(L, o, g);
    t.G = G;
    m.logp = t;
    m.logp.setShared("us", 0);
    return m;
}

// The profile's combine time, given per byte as files write it (per 8-byte element inside).
void setCombinePerByte(MachineProfile& m, double perByte) {
    m.logp.setShared(m.logp.unit(), 8 * perByte);
}

CallNode single(const std::string& algorithm, int variant, double bytes, int p,
                ct::Problem problem = ct::Problem::Broadcast) {
    CallNode n;
    n.problem = problem;
    n.input = Input{{bytes}};
    n.algorithm = algorithm;
    n.variant = variant;
    n.dataProcs = n.calcProcs = p;
    return n;
}

}  // namespace

class TestBspLogP : public QObject {
    Q_OBJECT
private slots:
    void simulationEqualsCatalogueFormula_data();
    void simulationEqualsCatalogueFormula();
    void nestedTreesFulfilTheContract();
    void optimizerNeverWorseThanOneAlgorithm_data();
    void optimizerNeverWorseThanOneAlgorithm();
    void bspRefusesLogPOnlyAlgorithms();
    void scheduleFileKeepsLogGPMachine();
    void combineTimeOnTheCriticalPath_data();
    void combineTimeOnTheCriticalPath();
    void profileInMicroseconds_data();
    void profileInMicroseconds();
    void profileWithoutTimeUnitIsRefused();
    void segmentMinimumIsSimulated();
    void libraryListsTheCatalogueTrees();
    void oldTreeNamesStillLoad_data();
    void oldTreeNamesStillLoad();
};

void TestBspLogP::simulationEqualsCatalogueFormula_data() {
    QTest::addColumn<QString>("algorithm");  // the library's name is the catalogue's
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("radix");
    const struct {
        const char* name;
        int variant;
        int radix;
    } trees[] = {{"optimal", 0, 4},   {"fibonacci", 0, 4}, {"binomial", 0, 4},
                 {"binary", 0, 4},    {"knomial", 1, 4},   {"knomial", 2, 8},
                 {"hypercube", 0, 4}, {"flat", 0, 4},      {"chain", 0, 4}};
    for (const auto& t : trees)
        QTest::addRow("%s v%d", t.name, t.variant)
            << QString::fromLatin1(t.name) << t.variant << t.radix;
}

void TestBspLogP::simulationEqualsCatalogueFormula() {
    QFETCH(QString, algorithm);
    QFETCH(int, variant);
    QFETCH(int, radix);
    const ct::Algorithm* source = ct::findAlgorithm(algorithm.toStdString());
    QVERIFY(source);
    const double params[][4] = {{6, 2, 4, 0}, {5, 2, 4, 0}, {10, 1, 8, 0.01}, {3, 1, 1, 0.5}};
    int checked = 0;
    for (const auto& q : params)
        for (int p : {2, 7, 8, 16, 33, 100})
            for (double bytes : {1.0, 1024.0}) {
                const MachineProfile m = logpMachine(q[0], q[1], q[2], q[3]);
                CallNode n = single(algorithm.toStdString(), variant, bytes, p);
                const double simulated = evaluateCost(n, lib(), m);
                ct::AlgorithmParams a;
                a.procs = p;
                a.bytes = std::uint64_t(bytes);
                a.radix = radix;
                a.model = m.logp.first();
                const double formula = source->formula(a);
                QVERIFY2(std::abs(simulated - formula) <= 1e-9 * std::max(1.0, formula),
                         qPrintable(QStringLiteral("p=%1 bytes=%2: simulated %3, formula %4")
                                        .arg(p)
                                        .arg(bytes)
                                        .arg(simulated)
                                        .arg(formula)));
                QCOMPARE(n.cost, simulated);
                ++checked;
            }
    QCOMPARE(checked, 48);
}

void TestBspLogP::nestedTreesFulfilTheContract() {
    // Random nestings of the BSP broadcasts and the LogP trees, as the LogP optimizer may build.
    std::mt19937 rng(5);
    const ct::LogGP model = logpMachine(6, 2, 4, 0.01).logp.first();
    const Chooser any = [&rng](const SearchRequest& r, int) -> std::optional<Choice> {
        std::vector<Choice> options;
        for (std::size_t i : lib().algorithmsFor(r.problem)) {
            const Algorithm& a = lib().algorithms()[i];
            const int variants = a.variantCount({r.input, r.dataProcs, r.dataProcs});
            if (variants > 0 && !a.validProcs(r.input, r.dataProcs, r.calcProcs).empty())
                options.push_back({a.name, r.dataProcs, int(rng() % unsigned(variants))});
        }
        if (options.empty()) return std::nullopt;
        return options[rng() % options.size()];
    };
    std::set<std::string> logpInside;
    for (int i = 0; i < 200; ++i) {
        const int procs[] = {3, 4, 6, 8, 9, 12, 16, 24, 32, 36, 48, 64};
        const int p = procs[rng() % std::size(procs)];
        const double bytes = double(1 + rng() % 3000);
        // buildSchedule costs under BSP*, which LogP-only nodes do not have: build here.
        std::function<std::optional<CallNode>(const SearchRequest&)> build =
            [&](const SearchRequest& r) -> std::optional<CallNode> {
            const auto c = any(r, 0);
            if (!c) return std::nullopt;
            const Algorithm* a = lib().algorithm(c->algorithm);
            CallNode n;
            n.problem = r.problem;
            n.input = r.input;
            n.algorithm = a->name;
            n.variant = c->variant;
            n.dataProcs = n.calcProcs = r.dataProcs;
            for (const Subcall& s : a->subcalls({r.input, r.dataProcs, r.dataProcs}, c->variant)) {
                auto child = build({s.problem, s.input, s.dataProcs, r.dataProcs / s.parallel});
                if (!child) return std::nullopt;
                child->count = s.count;
                child->parallel = s.parallel;
                n.children.push_back(std::move(*child));
            }
            return n;
        };
        const auto t = build({ct::Problem::Broadcast, Input{{bytes}}, p, p});
        QVERIFY(t);
        const std::string name = compactName(*t, lib());
        // Schedules with a LogP tree below a BSP* algorithm: the interesting mixes.
        std::function<bool(const CallNode&)> logpBelow = [&](const CallNode& n) {
            for (const auto& c : n.children)
                if (lib().algorithm(c.algorithm)->logpOnly || logpBelow(c)) return true;
            return false;
        };
        if (logpBelow(*t)) logpInside.insert(name);
        const ct::Rank root = ct::Rank(rng() % unsigned(p));
        const auto x = expandToProgram(*t, lib(), {root, std::uint64_t(bytes), model});
        const auto bad = ct::verifyCollective(x.spec, x.program);
        QVERIFY2(!bad, (name + ": " + bad.value_or("")).c_str());
    }
    QVERIFY2(logpInside.size() > 20, std::to_string(logpInside.size()).c_str());
    // Without a LogP model the LogP trees cannot be shaped.
    QVERIFY_THROWS_EXCEPTION(ProgramError,
                             expandToProgram(single("optimal", 0, 8, 8), lib(), {0, 8}));
}

void TestBspLogP::optimizerNeverWorseThanOneAlgorithm_data() {
    QTest::addColumn<int>("procs");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("G");
    for (int p : {4, 16, 36, 64})
        for (double bytes : {1.0, 4096.0, 262144.0})
            for (double G : {0.0, 0.001})
                QTest::addRow("p=%d n=%g G=%g", p, bytes, G) << p << bytes << G;
}

void TestBspLogP::optimizerNeverWorseThanOneAlgorithm() {
    QFETCH(int, procs);
    QFETCH(double, bytes);
    QFETCH(double, G);
    const MachineProfile m = logpMachine(5, 1.5, 2, G);
    LogPOptimizer opt(lib(), m.logp);
    const SearchRequest r{ct::Problem::Broadcast, Input{{bytes}}, procs, procs};
    const auto best = opt.optimize(r);
    QVERIFY(best);
    QVERIFY(!validateTree(*best, lib(), ct::Problem::Broadcast, r.input, procs, procs));
    CallNode again = *best;
    QCOMPARE(evaluateCost(again, lib(), m), best->cost);
    for (std::size_t i : lib().algorithmsFor(ct::Problem::Broadcast)) {
        const auto first = opt.optimizeStartingWith(r, lib().algorithms()[i].name);
        if (first) QVERIFY(best->cost <= first->cost);
    }
    for (const char* tree : {"optimal", "binomial", "flat"}) {
        CallNode n = single(tree, 0, bytes, procs);
        QVERIFY(best->cost <= evaluateCost(n, lib(), m));
    }
    const auto x = expandToProgram(*best, lib(), {procs - 1, std::uint64_t(bytes), m.logp.first()});
    QVERIFY(!ct::verifyCollective(x.spec, x.program));
    // Problems whose programs do not exist have no LogP schedule.
    QVERIFY(!opt.optimize({ct::Problem::Sort, Input{{1000, 8}}, 4, 4}));
}

void TestBspLogP::bspRefusesLogPOnlyAlgorithms() {
    const CallNode n = single("binomial", 0, 64, 8);
    const auto why = uncostable(n, lib(), psc2Tcp());
    QVERIFY(why);
    QVERIFY2(why->find("tree.algorithm: binomial") == 0, why->c_str());
    QVERIFY(!uncostable(n, lib(), logpMachine(6, 2, 4, 0)));
    QVERIFY(!standardLibrary().algorithm("binomial"));  // BSP* searches never see them
    CallNode mst;
    mst.problem = ct::Problem::MST;
    mst.algorithm = "Kruskal";
    mst.input = Input{{16, 32}};
    QVERIFY(uncostable(mst, lib(), logpMachine(6, 2, 4, 0)));
    CallNode huge = single("flat", 0, 1, kMaxSimulatedProcs + 1);
    QVERIFY(uncostable(huge, lib(), logpMachine(6, 2, 4, 0)));
}

void TestBspLogP::scheduleFileKeepsLogGPMachine() {
    const MachineProfile m = logpMachine(6, 2, 4, 0);
    LogPOptimizer opt(lib(), m.logp);
    Schedule s;
    s.machine = m;
    s.problem = ct::Problem::Broadcast;
    s.input = Input{{1}};
    s.dataProcs = s.calcProcs = 16;
    s.tree = *opt.optimize({ct::Problem::Broadcast, s.input, 16, 16});
    QCOMPARE(s.tree.cost, 32.0);  // Shou & Chen 1996: T*(16; 6, 2, 4) = 32 cycles
    const std::string text = scheduleToJson(s, lib());
    const Schedule back = loadScheduleText(text, lib());
    QCOMPARE(back.machine.kind, ModelKind::LogGP);
    QCOMPARE(back.tree.cost, 32.0);
    QVERIFY(text.find("\"cost_unit\": \"us\"") != std::string::npos);
    std::string tampered = text;
    tampered.replace(tampered.rfind("\"cost\": 32.0"), 12, "\"cost\": 31.0");  // the tree's
    try {
        loadScheduleText(tampered, lib());
        QFAIL("a wrong stored cost must be reported");
    } catch (const FormatError& e) {
        QVERIFY2(std::string(e.what()).find("cost") != std::string::npos, e.what());
    }
}

void TestBspLogP::combineTimeOnTheCriticalPath_data() {
    QTest::addColumn<int>("procs");
    QTest::addColumn<double>("combine");  // µs per byte
    QTest::addColumn<double>("expected");
    // TreeReduce(d=2) of 4 elements (32 bytes), L = 5, o = 1, g = 2, G = 0.01 µs/byte. On 2
    // processors one message (o + L + 31·G + o = 7.31) and one combine of 32 bytes at the target.
    QTest::newRow("p=2, free") << 2 << 0.0 << 7.31;
    QTest::newRow("p=2") << 2 << 0.5 << 7.31 + 32 * 0.5;
    // On 4: two levels; each level's receivers combine 32 bytes before the next level starts
    // (the barrier waits for them), so the path holds two messages and two combines.
    QTest::newRow("p=4, free") << 4 << 0.0 << 2 * 7.31;
    QTest::newRow("p=4") << 4 << 0.5 << 2 * 7.31 + 2 * 32 * 0.5;
    QTest::newRow("p=4, small rate") << 4 << 0.001 << 2 * 7.31 + 2 * 32 * 0.001;
}

void TestBspLogP::combineTimeOnTheCriticalPath() {
    QFETCH(int, procs);
    QFETCH(double, combine);
    QFETCH(double, expected);
    MachineProfile m = logpMachine(5, 1, 2, 0.01);
    setCombinePerByte(m, combine);
    CallNode tree = single("TreeReduce", 0, 4, procs, ct::Problem::Reduce);
    QCOMPARE(programBytes(tree), std::uint64_t(32));
    QVERIFY(std::abs(evaluateCost(tree, lib(), m) - expected) < 1e-9);
    QCOMPARE(m.logp.first().combinePerElement, 8 * combine);
    // The rate survives the schedule file: the embedded machine re-costs to the same total.
    Schedule s;
    s.machine = m;
    s.problem = ct::Problem::Reduce;
    s.input = tree.input;
    s.dataProcs = s.calcProcs = procs;
    s.tree = tree;
    const Schedule back = loadScheduleText(scheduleToJson(s, lib()), lib());
    QCOMPARE(back.machine.logp.first().combinePerElement, 8 * combine);
    QVERIFY(std::abs(back.tree.cost - expected) < 1e-9);
}

void TestBspLogP::segmentMinimumIsSimulated() {
    // A SegmentMinimum schedule expands, so under LogGP it is costed by simulation; its local
    // passes are combines: 2 passes of 8·⌈x/p⌉ bytes plus the carry (8 bytes) on processors ≥ 1.
    MachineProfile m = logpMachine(5, 1, 2, 0.01);
    LogPOptimizer opt(lib(), m.logp);
    const auto tree = opt.optimize({ct::Problem::SegmentMinimum, Input{{4096, 512}}, 8, 8});
    QVERIFY(tree);
    QCOMPARE(tree->algorithm, std::string("SegmentMinimum"));
    CallNode costed = *tree;
    const double free = evaluateCost(costed, lib(), m);
    QVERIFY(free > 0);
    setCombinePerByte(m, 0.001);
    const double paid = evaluateCost(costed, lib(), m);
    // At least the two passes of 512 words (4096 bytes) on one processor lie on the path.
    QVERIFY2(paid >= free + 2 * 4096 * 0.001, std::to_string(paid - free).c_str());
    QVERIFY(!uncostable(costed, lib(), m));
}

// A calibration may count in s, ms, us or ns; the Studio compares in µs. Every time of the
// profile scales by the unit's length, the combine time per 8-byte element included.
void TestBspLogP::profileInMicroseconds_data() {
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("toUs");
    QTest::newRow("s") << "s" << 1e6;
    QTest::newRow("ms") << "ms" << 1e3;
    QTest::newRow("us") << "us" << 1.0;
    QTest::newRow("µs") << "µs" << 1.0;
    QTest::newRow("ns") << "ns" << 1e-3;
}

void TestBspLogP::profileInMicroseconds() {
    QFETCH(QString, unit);
    QFETCH(double, toUs);
    ct::LogGP t = ct::LogGP::logp(3, 0.5, 2);
    t.G = 0.25;
    ct::LogGPProfile p(t);
    p.setShared(unit.toStdString(), 8 * 0.125);
    // A second range scales alike.
    ct::LogGPRange large{4096, t, {}, {}, 0};
    large.terms.G = 0.5;
    p.ranges.push_back(large);
    const ct::LogGPProfile scaled = logGPInMicroseconds(p);
    QCOMPARE(scaled.ranges.size(), std::size_t(2));
    QCOMPARE(scaled.at(4096).G, 0.5 * toUs);
    QCOMPARE(scaled.at(4096).unit, std::string("us"));
    const ct::LogGP m = scaled.first();
    QCOMPARE(m.unit, std::string("us"));
    QCOMPARE(m.L, 3 * toUs);
    QCOMPARE(m.oSend, 0.5 * toUs);
    QCOMPARE(m.oRecv, 0.5 * toUs);
    QCOMPARE(m.g, 2 * toUs);
    QCOMPARE(m.G, 0.25 * toUs);
    QCOMPARE(m.combinePerElement, 8 * 0.125 * toUs);
    QCOMPARE(microsecondsPerUnit(p.unit()), std::optional<double>(toUs));
}

void TestBspLogP::profileWithoutTimeUnitIsRefused() {
    const ct::LogGPProfile cycles(ct::LogGP::logp(6, 2, 4));
    QVERIFY(!microsecondsPerUnit(cycles.unit()));
    try {
        logGPInMicroseconds(cycles);
        QFAIL("cycles have no length in microseconds");
    } catch (const std::invalid_argument& e) {
        QVERIFY(std::string(e.what()).find("'cycles'") != std::string::npos);
    }
}

void TestBspLogP::libraryListsTheCatalogueTrees() {
    // One registry: the LogP library adds exactly the catalogue's trees marked for schedules,
    // in catalogue order, by their catalogue names; the labels capitalize them.
    std::vector<std::string> expected;
    for (const ct::Algorithm& a : ct::catalogue())
        if (a.info.inSchedules) expected.push_back(a.info.name);
    QCOMPARE(expected, (std::vector<std::string>{"optimal", "fibonacci", "binomial", "hypercube",
                                                 "flat", "chain", "binary", "knomial"}));
    std::vector<std::string> added;
    for (const Algorithm& a : lib().algorithms())
        if (!standardLibrary().algorithm(a.name)) {
            added.push_back(a.name);
            QVERIFY(a.logpOnly);
            QCOMPARE(a.problem, ct::Problem::Broadcast);
        }
    QCOMPARE(added, expected);
    QCOMPARE(lib().algorithm("optimal")->label, std::string("Optimal"));
    QCOMPARE(lib().algorithm("knomial")->variantCount({Input{{1}}, 8, 8}), 3);
    QCOMPARE(lib().algorithm("knomial")->variantName({Input{{1}}, 8, 8}, 2),
             std::string("radix 8"));
    QCOMPARE(lib().algorithm("flat")->variantName({Input{{1}}, 8, 8}, 0), std::string("LogP flat"));
}

void TestBspLogP::oldTreeNamesStillLoad_data() {
    QTest::addColumn<QString>("old");
    QTest::addColumn<QString>("current");
    QTest::newRow("OptimalTree") << "OptimalTree"
                                 << "optimal";
    QTest::newRow("FibonacciTree") << "FibonacciTree"
                                   << "fibonacci";
    QTest::newRow("BinomialTree") << "BinomialTree"
                                  << "binomial";
    QTest::newRow("BinaryTree") << "BinaryTree"
                                << "binary";
    QTest::newRow("KnomialTree") << "KnomialTree"
                                 << "knomial";
    QTest::newRow("HypercubeTree") << "HypercubeTree"
                                   << "hypercube";
    QTest::newRow("FlatTree") << "FlatTree"
                              << "flat";
    QTest::newRow("ChainTree") << "ChainTree"
                               << "chain";
}

void TestBspLogP::oldTreeNamesStillLoad() {
    // A schedule file written before the trees took their catalogue names loads as the same
    // tree under its new name, and is saved under the new name.
    QFETCH(QString, old);
    QFETCH(QString, current);
    Schedule s;
    s.machine = logpMachine(6, 2, 4, 0);
    s.problem = ct::Problem::Broadcast;
    s.input = Input{{1}};
    s.dataProcs = s.calcProcs = 8;
    s.tree = single(current.toStdString(), 0, 1, 8);
    const std::string text = scheduleToJson(s, lib());
    const std::string quoted = "\"" + current.toStdString() + "\"";
    std::string written = text;
    written.replace(written.find("\"algorithm\": " + quoted), 13 + quoted.size(),
                    "\"algorithm\": \"" + old.toStdString() + "\"");
    QVERIFY(written.find(old.toStdString()) != std::string::npos);
    const Schedule back = loadScheduleText(written, lib());
    QCOMPARE(back.tree.algorithm, current.toStdString());
    QCOMPARE(back.tree.cost, evaluateCost(s.tree, lib(), s.machine));
    QCOMPARE(scheduleToJson(back, lib()), text);
    // A name that was never an algorithm is still refused by its field.
    std::string wrong = written;
    wrong.replace(wrong.find(old.toStdString()), std::size_t(old.size()), "NoSuchTree");
    try {
        loadScheduleText(wrong, lib());
        QFAIL("an unknown algorithm must be refused");
    } catch (const FormatError& e) {
        QCOMPARE(std::string(e.what()),
                 std::string("tree.algorithm: unknown algorithm 'NoSuchTree'"));
    }
}

QTEST_GUILESS_MAIN(TestBspLogP)
#include "test_bsp_logp.moc"
