// Call trees expand into programs that fulfil their collective's data contract: random trees of
// every broadcast and prefix algorithm, the optimizer's schedules, several roots and sizes, up to
// 64 ranks, each run on the reference executor (ct::verifyCollective).
#include <QtTest>

#include <random>
#include <set>

#include "model/logp_cost.h"
#include "schedule/broadcast.h"
#include "schedule/call_tree_program.h"
#include "schedule/expansion.h"
#include "schedule/pure_schedules.h"
#include "schedule/register.h"
#include "sim/simulator.h"

using namespace ct::bsp;
using ct::OpKind;
using ct::Problem;
using ct::ProgramError;

namespace {

const Library& lib() {
    return standardLibrary();
}

// Any algorithm of the problem that can run, any variant: every nesting the library allows.
Chooser randomChooser(std::mt19937& rng) {
    return [&rng](const SearchRequest& r, int) -> std::optional<Choice> {
        std::vector<Choice> options;
        for (std::size_t i : lib().algorithmsFor(r.problem)) {
            const Algorithm& a = lib().algorithms()[i];
            if (!ct::bsp::expanderFor(a.name)) continue;
            for (int c : a.validProcs(r.input, r.dataProcs, r.calcProcs)) {
                const int variants = a.variantCount({r.input, r.dataProcs, c});
                if (variants > 0) options.push_back({a.name, c, int(rng() % unsigned(variants))});
            }
        }
        if (options.empty()) return std::nullopt;
        return options[rng() % options.size()];
    };
}

// The problem of a schedule name, as the data rows give it.
Problem named(const std::string& problem) {
    return ct::parseScheduleProblem(problem).value();
}

// The input of `size` elements per processor: SegmentMinimum takes (elements in all, segments).
Input inputFor(const std::string& problem, double size, int p) {
    if (problem == "SegmentMinimum") return Input{{size * p, std::ceil(size * p / 3)}};
    return Input{{size}};
}

CallNode randomTree(std::mt19937& rng, const std::string& problem, double size, int p) {
    auto tree =
        buildSchedule(lib(), psc2Tcp().bsp, {named(problem), inputFor(problem, size, p), p, p},
                      randomChooser(rng));
    if (!tree) throw std::logic_error("no random tree for " + problem);
    return *tree;
}

// Expands and verifies; the failure message names the schedule, root and size.
std::optional<std::string> check(const CallNode& tree, ct::Rank root, std::uint64_t bytes) {
    const auto x = expandToProgram(tree, lib(), {root, bytes});
    const std::string what = compactName(tree, lib()) + " on " + std::to_string(tree.dataProcs) +
                             " root " + std::to_string(root) + " bytes " + std::to_string(bytes);
    if (x.program.ranks() != tree.calcProcs) return what + ": wrong rank count";
    if (auto bad = ct::verifyCollective(x.spec, x.program)) return what + ": " + *bad;
    const auto report = ct::validate(x.program);
    if (!report.ok()) return what + ": " + report.problems.front();
    return std::nullopt;
}

std::size_t barriers(const ct::Program& p, ct::Rank r) {
    std::size_t k = 0;
    for (const auto& op : p.ops(r))
        k += op.kind == OpKind::Barrier;
    return k;
}

CallNode optimal(const std::string& problem, double size, int p, const BspProfile& m) {
    Optimizer opt(lib(), m);
    return *opt.optimize({named(problem), inputFor(problem, size, p), p, p});
}

}  // namespace

class TestBspProgram : public QObject {
    Q_OBJECT
private slots:
    void randomTrees_data();
    void randomTrees();
    void optimizerSchedules_data();
    void optimizerSchedules();
    void programShape_data();
    void programShape();
    void shortMessagesLeaveBlocksEmpty();
    void contractsTellCollectivesApart();
    void brokenScanAllFails();
    void edgeMinimumTakesTheMinimum();
    void segmentMinimumEveryScanDegree_data();
    void segmentMinimumEveryScanDegree();
    void brokenSegmentMinimumFails();
    void unsupportedTrees();
    void badOptions();
};

void TestBspProgram::randomTrees_data() {
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("procs");
    for (const std::string problem :
         {"Broadcast", "Reduce", "ReduceAll", "Scan", "ScanAll", "EdgeMinimum", "SegmentMinimum"})
        for (int p : {2, 3, 4, 6, 8, 9, 12, 16, 24, 32, 36, 48, 64})
            QTest::addRow("%s p=%d", problem.c_str(), p) << QString::fromStdString(problem) << p;
}

void TestBspProgram::randomTrees() {
    QFETCH(QString, problem);
    QFETCH(int, procs);
    std::mt19937 rng(unsigned(procs) * 7919u + unsigned(problem.size()));
    const bool broadcast = problem == QLatin1String("Broadcast");
    for (int i = 0; i < 25; ++i) {
        const double size = broadcast ? double(1 + rng() % 5000) : double(1 + rng() % 64);
        const CallNode tree = randomTree(rng, problem.toStdString(), size, procs);
        const std::uint64_t bytes = programBytes(tree);  // SegmentMinimum: 8·size per processor
        for (ct::Rank root : {0, procs - 1, procs / 3}) {
            const auto bad = check(tree, root, bytes);
            QVERIFY2(!bad, bad ? bad->c_str() : "");
        }
    }
}

void TestBspProgram::optimizerSchedules_data() {
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("problem");
    for (const std::string m : {"psc2-tcp", "psc2-sci", "random"})
        for (const std::string problem : {"Broadcast", "Reduce", "ReduceAll", "Scan", "ScanAll",
                                          "EdgeMinimum", "SegmentMinimum"})
            QTest::addRow("%s %s", m.c_str(), problem.c_str())
                << QString::fromStdString(m) << QString::fromStdString(problem);
}

void TestBspProgram::optimizerSchedules() {
    QFETCH(QString, machine);
    QFETCH(QString, problem);
    std::mt19937 rng(11);
    BspProfile m;
    if (machine == QLatin1String("random")) {
        std::uniform_real_distribution<double> g(1, 200), L(100, 1e6), B(1, 4000);
        for (int p = 2; p <= 64; p *= 2)
            m.entries.push_back({p, g(rng), L(rng), B(rng), 1});
    } else {
        m = builtinMachine(machine.toStdString())->bsp;
    }
    const bool broadcast = problem == QLatin1String("Broadcast");
    std::set<std::string> shapes;
    for (int p : {2, 4, 9, 12, 16, 36, 64})
        for (double size : {1.0, 8.0, 100.0, 1024.0, 4096.0, 65536.0}) {
            // Broadcast: size bytes; the prefix problems: size/8 vectors of 8-byte elements.
            const double input = broadcast ? size : std::max(1.0, std::floor(size / 8));
            const CallNode tree = optimal(problem.toStdString(), input, p, m);
            shapes.insert(compactName(tree, lib()));
            const std::uint64_t bytes = programBytes(tree);
            for (ct::Rank root : {0, p / 2}) {
                const auto bad = check(tree, root, bytes);
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    QVERIFY(shapes.size() >= 3);  // the optimum changes with p and size: many shapes checked
}

void TestBspProgram::programShape_data() {
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("schedule");  // algorithm:variant per level, '>' between levels
    QTest::addColumn<int>("procs");
    QTest::addColumn<int>("bytes");
    QTest::addColumn<int>("messages");
    QTest::addColumn<int>("rootBarriers");  // barriers on the source / target rank
    QTest::addColumn<int>("groups");
    // LIST on 8: seven sends in one superstep.
    QTest::newRow("list 8") << "Broadcast"
                            << "TreeBroadcast:2" << 8 << 64 << 7 << 1 << 1;
    // Tree(d=2)>Tree(d=2) on 4: 1 + 2 messages; groups {0..3}, {0,1}, {2,3}.
    QTest::newRow("tree2 4") << "Broadcast"
                             << "TreeBroadcast:0>TreeBroadcast:0" << 4 << 64 << 3 << 2 << 3;
    // ScatterGather(k=4) on 4: scatter 3 blocks, exchange 4·3; two supersteps.
    QTest::newRow("sg4 4") << "Broadcast"
                           << "ScatterGatherBroadcast:1" << 4 << 64 << 15 << 2 << 1;
    // Root on 16 over LIST on 4: 3 + 3 + 4·3 messages; root: subcall, own step, subcall.
    QTest::newRow("root 16") << "Broadcast"
                             << "RootBroadcast:0>TreeBroadcast:1>TreeBroadcast:1" << 16 << 64 << 18
                             << 3 << 5;
    // TreeReduce(d=2) on 8: 7 messages in ⌈log2 8⌉ = 3 supersteps.
    QTest::newRow("reduce2 8") << "Reduce"
                               << "TreeReduce:0" << 8 << 64 << 7 << 3 << 1;
    // TreeReduce(d=3) on 6: ⌈log3 6⌉ = 2 levels, 5 messages.
    QTest::newRow("reduce3 6") << "Reduce"
                               << "TreeReduce:1" << 6 << 64 << 5 << 2 << 1;
    // TreeReduceAll(d=2) on 8: up and down, 14 messages, 6 supersteps.
    QTest::newRow("allreduce2 8") << "ReduceAll"
                                  << "TreeReduceAll:0" << 8 << 64 << 14 << 6 << 1;
}

void TestBspProgram::programShape() {
    QFETCH(QString, problem);
    QFETCH(QString, schedule);
    QFETCH(int, procs);
    QFETCH(int, bytes);
    QFETCH(int, messages);
    QFETCH(int, rootBarriers);
    QFETCH(int, groups);
    const QStringList levels = schedule.split(QLatin1Char('>'));
    const Chooser byLevel = [&](const SearchRequest& r, int depth) -> std::optional<Choice> {
        const QStringList parts = levels.value(depth).split(QLatin1Char(':'));
        if (parts.size() != 2) return std::nullopt;
        return Choice{parts[0].toStdString(), r.dataProcs, parts[1].toInt()};
    };
    const auto tree = buildSchedule(
        lib(), psc2Tcp().bsp, {named(problem.toStdString()), Input{{double(bytes)}}, procs, procs},
        byLevel);
    QVERIFY(tree);
    const auto x = expandToProgram(*tree, lib(), {0, std::uint64_t(bytes)});
    QCOMPARE(int(x.program.messageCount()), messages);
    QCOMPARE(int(barriers(x.program, 0)), rootBarriers);  // root 0: source and target
    QCOMPARE(int(x.program.groups().size()), groups);
    QVERIFY(!ct::verifyCollective(x.spec, x.program));
}

void TestBspProgram::shortMessagesLeaveBlocksEmpty() {
    // ScatterGather(k=16) chosen for 64 bytes, run with 5: blocks 0..4 hold a byte, 5..15 none.
    const Chooser sg16 = [](const SearchRequest& r, int) -> std::optional<Choice> {
        const auto ks = scatterGatherBlocks(r.input[0], r.dataProcs);
        return Choice{"ScatterGatherBroadcast", r.dataProcs, int(ks.size()) - 1};
    };
    const auto tree =
        buildSchedule(lib(), psc2Tcp().bsp, {ct::Problem::Broadcast, Input{{64}}, 16, 16}, sg16);
    QVERIFY(tree);
    const auto x = expandToProgram(*tree, lib(), {3, 5});
    QCOMPARE(int(x.program.messageCount()), 4 + 5 * 15);  // scatter 4 blocks; 5 blocks to 15 each
    QVERIFY(!ct::verifyCollective(x.spec, x.program));
}

void TestBspProgram::contractsTellCollectivesApart() {
    // The checker is not vacuous: a reduction is not a scan, a scan is not an allreduce.
    const BspProfile m = psc2Tcp().bsp;
    const auto reduce = expandToProgram(optimal("Reduce", 4, 8, m), lib(), {0, 32});
    ct::CollectiveSpec asScan = reduce.spec;
    asScan.kind = Problem::Scan;
    QVERIFY(ct::verifyCollective(asScan, reduce.program));
    const auto scan = expandToProgram(optimal("Scan", 4, 8, m), lib(), {3, 32});
    QCOMPARE(scan.spec.kind, Problem::Scan);
    QVERIFY(!ct::verifyCollective(scan.spec, scan.program));
    ct::CollectiveSpec asAllreduce = scan.spec;
    asAllreduce.kind = Problem::Allreduce;
    QVERIFY(ct::verifyCollective(asAllreduce, scan.program));
    ct::CollectiveSpec otherRoot = scan.spec;
    otherRoot.root = 0;
    QVERIFY(ct::verifyCollective(otherRoot, scan.program));
}

// A copy of `program` without rank r's last Copy from `src` to `dst`: a deliberately broken
// expansion.
ct::Program withoutLastCopy(const ct::Program& program, ct::Rank r, std::uint64_t src,
                            std::uint64_t dst) {
    ct::ProgramBuilder b(program.ranks(), program.elementBytes());
    for (const auto& g : program.groups())
        b.addGroup(g);
    b.requireBufferBytes(program.bufferBytes());
    std::size_t drop = program.ops(r).size();
    for (std::size_t k = 0; k < program.ops(r).size(); ++k) {
        const auto& op = program.ops(r)[k];
        if (op.kind == OpKind::Copy && op.srcOffset == src && op.offset == dst) drop = k;
    }
    for (ct::Rank q = 0; q < program.ranks(); ++q)
        for (std::size_t k = 0; k < program.ops(q).size(); ++k)
            if (q != r || k != drop) b.add(q, program.ops(q)[k]);
    return b.build(program.name());
}

void TestBspProgram::brokenScanAllFails() {
    // ScanAll's total at [m, 2m) is checked: a scan is not a scan-all, and an expansion whose last
    // processor does not put the total in place before sending it down fails.
    const BspProfile m = psc2Tcp().bsp;
    const std::uint64_t bytes = 32;
    for (int procs : {2, 8, 27}) {
        const auto all = expandToProgram(optimal("ScanAll", 4, procs, m), lib(), {1, bytes});
        QCOMPARE(all.spec.kind, Problem::ScanAll);
        QCOMPARE(all.spec.layoutBytes(), 2 * bytes);
        QVERIFY(!ct::verifyCollective(all.spec, all.program));
        ct::CollectiveSpec asScan = all.spec;
        asScan.kind = Problem::Scan;
        QVERIFY(!ct::verifyCollective(asScan, all.program));
        const auto scan = expandToProgram(optimal("Scan", 4, procs, m), lib(), {1, bytes});
        QVERIFY(ct::verifyCollective(all.spec, scan.program));
        // Logical processor p−1 (rank root + p − 1) holds the total after the scan.
        const ct::Rank last = ct::Rank((1 + procs - 1) % procs);
        const auto broken = withoutLastCopy(all.program, last, 0, bytes);
        QCOMPARE(broken.allOps().size() + 1, all.program.allOps().size());
        const auto bad = ct::verifyCollective(all.spec, broken);
        QVERIFY(bad);
        QVERIFY2(bad->find("offset " + std::to_string(bytes)) != std::string::npos, bad->c_str());
    }
}

// `program` with every Combine done in `mode`.
ct::Program withCombineMode(const ct::Program& program, ct::CombineMode mode) {
    ct::ProgramBuilder b(program.ranks(), program.elementBytes());
    for (const auto& g : program.groups())
        b.addGroup(g);
    b.requireBufferBytes(program.bufferBytes());
    for (ct::Rank q = 0; q < program.ranks(); ++q)
        for (ct::Op op : program.ops(q)) {
            if (op.kind == OpKind::Combine) op.mode = mode;
            b.add(q, op);
        }
    return b.build(program.name());
}

void TestBspProgram::edgeMinimumTakesTheMinimum() {
    // Element e is least on rank e mod P, so every rank's keys matter.
    QCOMPARE(ct::minContribution(4, 1, 5), ct::contribution(0, 0, 5));
    QVERIFY(ct::minContribution(4, 2, 5) > ct::minContribution(4, 1, 5));
    const BspProfile m = psc2Tcp().bsp;
    const std::uint64_t bytes = 8 * 70;
    for (int procs : {2, 6, 64}) {
        const auto edge =
            expandToProgram(optimal("EdgeMinimum", 70, procs, m), lib(), {procs - 1, bytes});
        QCOMPARE(edge.spec.kind, Problem::EdgeMinimum);
        QVERIFY(!ct::verifyCollective(edge.spec, edge.program));
        std::size_t minima = 0;
        for (const auto& op : edge.program.allOps())
            minima += op.kind == OpKind::Combine && op.mode == ct::CombineMode::Minimum;
        QCOMPARE(minima, std::size_t(procs - 1));  // one per processor but the target
        // Summing instead (a broken expansion) fails, and so does an allreduce's program.
        QVERIFY(ct::verifyCollective(edge.spec,
                                     withCombineMode(edge.program, ct::CombineMode::Elementwise)));
        const auto sum =
            expandToProgram(optimal("ReduceAll", 70, procs, m), lib(), {procs - 1, bytes});
        QVERIFY(ct::verifyCollective(edge.spec, sum.program));
        ct::CollectiveSpec asAllreduce = edge.spec;
        asAllreduce.kind = Problem::Allreduce;
        QVERIFY(ct::verifyCollective(asAllreduce, edge.program));
    }
}

// SegmentMinimum over TreeScan(d) for the d-th divisor variant of p.
CallNode segmentMinimumTree(int procs, int scanVariant, double words) {
    const Chooser choose = [&](const SearchRequest& r, int depth) -> std::optional<Choice> {
        if (depth == 0) return Choice{"SegmentMinimum", r.dataProcs, 0};
        return Choice{"TreeScan", r.dataProcs, scanVariant};
    };
    auto tree = buildSchedule(
        lib(), psc2Tcp().bsp,
        {Problem::SegmentMinimum, inputFor("SegmentMinimum", words, procs), procs, procs}, choose);
    if (!tree) throw std::logic_error("no SegmentMinimum tree");
    return *tree;
}

void TestBspProgram::segmentMinimumEveryScanDegree_data() {
    QTest::addColumn<int>("procs");
    for (int p : {2, 3, 5, 12, 16, 30, 64})
        QTest::addRow("p=%d", p) << p;
}

void TestBspProgram::segmentMinimumEveryScanDegree() {
    // Every degree of the boundary Scan(1), roots at both ends and inside, words per processor
    // from 1 (every segment spans processors) to 100 (many segments on one processor).
    QFETCH(int, procs);
    const int degrees = int(divisorsOf(procs).size()) - 1;  // the divisors ≥ 2
    QVERIFY(degrees >= 1);
    for (int v = 0; v < degrees; ++v)
        for (double words : {1.0, 2.0, 3.0, 7.0, 100.0}) {
            const CallNode tree = segmentMinimumTree(procs, v, words);
            QCOMPARE(tree.children.size(), std::size_t(1));
            QCOMPARE(tree.children[0].input[0], 1.0);  // Scan(1)
            for (ct::Rank root : {0, procs - 1, procs / 3}) {
                const auto x = expandToProgram(tree, lib(), {root, 8 * std::uint64_t(words)});
                QCOMPARE(x.spec.kind, Problem::SegmentMinimum);
                const auto bad = check(tree, root, 8 * std::uint64_t(words));
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    // The shape: Scan(1) messages plus p − 1 carries; one pass on processor 0, two elsewhere.
    const CallNode list = segmentMinimumTree(procs, degrees - 1, 4);  // TreeScan(d = p)
    const auto x = expandToProgram(list, lib(), {0, 32});
    QCOMPARE(int(x.program.messageCount()), 2 * (procs - 1) + (procs - 1));
    std::size_t scans = 0;
    for (const auto& op : x.program.allOps())
        scans += op.kind == OpKind::Combine && op.mode == ct::CombineMode::SegmentedScan;
    QCOMPARE(scans, std::size_t(2 * procs - 1));
    QCOMPARE(int(barriers(x.program, 0)), 2 + 1);  // the scan's two sweeps, the carry
}

// `program` without the n-th op (from 0) of rank r matching `drop`.
ct::Program without(const ct::Program& program, ct::Rank r, int n,
                    const std::function<bool(const ct::Op&)>& drop) {
    ct::ProgramBuilder b(program.ranks(), program.elementBytes());
    for (const auto& g : program.groups())
        b.addGroup(g);
    b.requireBufferBytes(program.bufferBytes());
    bool dropped = false;
    for (ct::Rank q = 0; q < program.ranks(); ++q)
        for (const auto& op : program.ops(q)) {
            if (q == r && !dropped && drop(op) && n-- == 0) {
                dropped = true;
                continue;
            }
            b.add(q, op);
        }
    if (!dropped) throw std::logic_error("nothing to drop");
    return b.build(program.name());
}

void TestBspProgram::brokenSegmentMinimumFails() {
    const BspProfile m = psc2Tcp().bsp;
    for (int procs : {2, 4, 16}) {
        const std::uint64_t bytes = 8 * 7;
        const auto x = expandToProgram(optimal("SegmentMinimum", 7, procs, m), lib(), {1, bytes});
        QVERIFY(!ct::verifyCollective(x.spec, x.program));
        // Without its carry, or without its second pass, some processor ends wrong (the keys are
        // hashed: a processor whose first word happens to be its segment's least so far passes).
        int carryMatters = 0, secondPassMatters = 0;
        for (ct::Rank r = 0; r < procs; ++r) {
            if (r == 1) continue;  // logical 0 has neither
            const auto noCarry = without(x.program, r, 0, [](const ct::Op& op) {
                // Into the first word (the scan's own combines work behind the words).
                return op.kind == OpKind::Combine && op.mode == ct::CombineMode::SegmentedMinimum &&
                       op.offset == 0;
            });
            carryMatters += ct::verifyCollective(x.spec, noCarry).has_value();
            const auto noSecondPass = without(x.program, r, 1, [](const ct::Op& op) {
                return op.kind == OpKind::Combine && op.mode == ct::CombineMode::SegmentedScan;
            });
            secondPassMatters += ct::verifyCollective(x.spec, noSecondPass).has_value();
        }
        QVERIFY(carryMatters >= 1);
        QVERIFY(secondPassMatters >= 1);
        if (procs == 16) QVERIFY(carryMatters >= 8);
        // The plain minimum or a sum in place of the segmented operators fails too.
        QVERIFY(ct::verifyCollective(x.spec, withCombineMode(x.program, ct::CombineMode::Minimum)));
        QVERIFY(
            ct::verifyCollective(x.spec, withCombineMode(x.program, ct::CombineMode::Elementwise)));
        // Another collective's program does not pass this contract, nor this program another's.
        const auto scan = expandToProgram(optimal("Scan", 7, procs, m), lib(), {1, bytes});
        QVERIFY(ct::verifyCollective(x.spec, scan.program));
        ct::CollectiveSpec asScan = x.spec;
        asScan.kind = Problem::Scan;
        QVERIFY(ct::verifyCollective(asScan, x.program));
    }
}

void TestBspProgram::unsupportedTrees() {
    const BspProfile m = psc2Tcp().bsp;
    Optimizer opt(lib(), m);
    const auto mst = opt.optimize({ct::Problem::MST, Input{{64, 512}}, 4, 4});
    QVERIFY(mst);
    const auto why = expansionUnsupported(*mst, lib());
    QVERIFY(why);
    QVERIFY2(why->find("MST") != std::string::npos, why->c_str());
    QVERIFY_THROWS_EXCEPTION(ProgramError, expandToProgram(*mst, lib(), {0, 8}));
    QVERIFY(!expansionUnsupported(optimal("Broadcast", 1024, 16, m), lib()));
    // An invalid tree is reported by its field, not expanded.
    CallNode bad = optimal("Broadcast", 1024, 16, m);
    bad.variant = 99;
    try {
        expandToProgram(bad, lib(), {0, 1024});
        QFAIL("an invalid variant must be rejected");
    } catch (const ProgramError& e) {
        QVERIFY2(std::string(e.what()).find("tree.variant") == 0, e.what());
    }
}

void TestBspProgram::badOptions() {
    const BspProfile m = psc2Tcp().bsp;
    const CallNode bcast = optimal("Broadcast", 1024, 16, m);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, expandToProgram(bcast, lib(), {16, 1024}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, expandToProgram(bcast, lib(), {-1, 1024}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, expandToProgram(bcast, lib(), {0, 0}));
    const CallNode reduce = optimal("Reduce", 16, 8, m);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, expandToProgram(reduce, lib(), {0, 12}));
    QCOMPARE(expandToProgram(reduce, lib(), {5, 16}).spec.kind, Problem::Reduce);
}

QTEST_GUILESS_MAIN(TestBspProgram)
#include "test_bsp_program.moc"
