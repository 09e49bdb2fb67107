// Broadcast algorithms of Bonorden 2002 §3.2.1: variants, own times, subcalls, validity and the
// cost of whole schedules (subcalls add up, parallel instances cost one).
#include <QtTest>

#include "schedule/broadcast.h"
#include "schedule/call_tree.h"
#include "schedule/search.h"
#include "schedule/tree_for_input.h"

using namespace ct::bsp;

namespace {

const Library& lib() {
    return standardLibrary();
}

CallNode node(const std::string& algorithm, int variant, double n, int p) {
    CallNode c;
    c.problem = ct::Problem::Broadcast;
    c.algorithm = algorithm;
    c.variant = variant;
    c.input = Input{{n}};
    c.dataProcs = c.calcProcs = p;
    return c;
}

}  // namespace

class TestBspBroadcast : public QObject {
    Q_OBJECT
private slots:
    void variants();
    void ownTimes();
    void subcalls();
    void scheduleCost();
    void validity_data();
    void validity();
    void smallMessagesUseList();
    void scheduleAtAnotherSize();
};

void TestBspBroadcast::variants() {
    QCOMPARE(treeDegrees(16), (std::vector<int>{2, 4, 8, 16}));
    QCOMPARE(treeDegrees(12), (std::vector<int>{2, 3, 4, 6, 12}));
    QCOMPARE(treeDegrees(65536).size(), std::size_t(16));
    QCOMPARE(scatterGatherBlocks(1024, 16), (std::vector<int>{2, 4, 8, 16}));
    QCOMPARE(scatterGatherBlocks(5, 16), (std::vector<int>{2, 4}));  // k <= n bytes
    QCOMPARE(rootOf(16), 4);
    QCOMPARE(rootOf(4), 2);
    QCOMPARE(rootOf(8), 0);
    QCOMPARE(rootOf(65536), 256);
    const Algorithm* tree = lib().algorithm("TreeBroadcast");
    const Input in{{1024}};
    QCOMPARE(tree->variantName(CallArgs{in, 16, 16}, 1), std::string("degree 4"));
    QCOMPARE(lib().algorithm("ScatterGatherBroadcast")->variantName(CallArgs{in, 16, 16}, 3),
             std::string("16 blocks"));
}

void TestBspBroadcast::ownTimes() {
    const BspProfile tcp = psc2Tcp().bsp;
    const Input in{{1024}};
    const CallArgs a{in, 16, 16};
    // Tree, d = 4: n·g(1) + (d−1)·max(n, B(16))·g(16) + L(16).
    QCOMPARE(lib().algorithm("TreeBroadcast")->time(a, 1, tcp), 1024 + 3 * 1024 * 148.28 + 636177);
    // d = 16 with a message shorter than B(16) = 239 bytes: charged as 239 bytes.
    const Input small{{100}};
    QCOMPARE(lib().algorithm("TreeBroadcast")->time(CallArgs{small, 16, 16}, 3, tcp),
             100 + 15 * 239 * 148.28 + 636177);
    // ScatterGather, k = 8: 2⌈n/k⌉·g(1) + 2k·max(⌈n/k⌉, B(16))·g(16) + L(16) = blocks of 128 < 239.
    QCOMPARE(lib().algorithm("ScatterGatherBroadcast")->time(a, 2, tcp),
             2 * 128 + 16 * 239 * 148.28 + 636177);
    // Root: n·g(1) + max(n, B(p))·g(p) + L(p).
    QCOMPARE(lib().algorithm("RootBroadcast")->time(a, 0, tcp), 1024 + 1024 * 148.28 + 636177);
}

void TestBspBroadcast::subcalls() {
    const Input in{{1000}};
    const CallArgs a{in, 16, 16};
    auto t = lib().algorithm("TreeBroadcast")->subcalls(a, 1);  // d = 4
    QCOMPARE(t.size(), std::size_t(1));
    QCOMPARE(t[0].dataProcs, 4);
    QCOMPARE(t[0].parallel, 4);
    QCOMPARE(t[0].count, 1);
    QCOMPARE(t[0].input[0], 1000.0);
    QVERIFY(lib().algorithm("TreeBroadcast")->subcalls(a, 3).empty());    // d = p: LIST
    auto sg = lib().algorithm("ScatterGatherBroadcast")->subcalls(a, 2);  // k = 8
    QCOMPARE(sg.size(), std::size_t(1));
    QCOMPARE(sg[0].input[0], 125.0);
    QCOMPARE(sg[0].dataProcs, 2);
    QCOMPARE(sg[0].parallel, 8);
    auto root = lib().algorithm("RootBroadcast")->subcalls(a, 0);
    QCOMPARE(root.size(), std::size_t(2));
    QCOMPARE(root[0].dataProcs, 4);
    QCOMPARE(root[0].parallel, 1);
    QCOMPARE(root[1].dataProcs, 4);
    QCOMPARE(root[1].parallel, 4);
}

void TestBspBroadcast::scheduleCost() {
    const BspProfile sci = psc2Sci().bsp;
    CallNode root = node("RootBroadcast", 0, 4096, 16);
    CallNode first = node("TreeBroadcast", 1, 4096, 4);  // d = 4 on 4: LIST
    CallNode second = first;
    second.parallel = 4;
    root.children = {first, second};
    const double tree4 = 4096 + 3 * 4096 * 9.65 + 17468;
    const double own = 4096 + 4096 * 50.02 + 35312;
    // Both subcalls add up; the 4 parallel instances of the second cost one.
    QCOMPARE(evaluateCost(root, lib(), sci), own + tree4 + tree4);
    QCOMPARE(root.children[1].cost, tree4);
    QCOMPARE(root.variantName, std::string("√p = 4"));
    QCOMPARE(compactName(root, lib()), std::string("Root[Tree(d=4), Tree(d=4)]"));
    QVERIFY(!validateTree(root, lib(), ct::Problem::Broadcast, Input{{4096}}, 16, 16));
}

void TestBspBroadcast::validity_data() {
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("message");
    QTest::newRow("variant")
        << "variant"
        << "tree.variant: 7 is out of range (TreeBroadcast has 4 variant(s) here)";
    QTest::newRow("missing child")
        << "drop"
        << "tree.subcalls: TreeBroadcast makes 1 subcall(s), the tree has 0";
    QTest::newRow("child procs") << "childprocs"
                                 << "tree.subcalls[0].data_procs: must be 8, not 4";
    QTest::newRow("child parallel") << "parallel"
                                    << "tree.subcalls[0].parallel: must be 2, not 1";
    QTest::newRow("child algorithm")
        << "wrongproblem"
        << "tree.subcalls[0].algorithm: TreeScan solves Scan, not Broadcast";
    QTest::newRow("calc procs") << "calc"
                                << "tree.calc_procs: TreeBroadcast cannot run on 32 processors "
                                   "with data on 16 (at most 16 available)";
    QTest::newRow("root input") << "input"
                                << "tree.input: must be (1024), not (1000)";
}

void TestBspBroadcast::validity() {
    QFETCH(QString, edit);
    QFETCH(QString, message);
    CallNode root = node("TreeBroadcast", 0, 1024, 16);  // d = 2
    CallNode child = node("TreeBroadcast", 2, 1024, 8);  // d = 8 on 8
    child.parallel = 2;
    root.children = {child};
    QVERIFY(!validateTree(root, lib(), ct::Problem::Broadcast, Input{{1024}}, 16, 16));
    if (edit == "variant") root.variant = 7;
    if (edit == "drop") root.children.clear();
    if (edit == "childprocs") root.children[0].dataProcs = root.children[0].calcProcs = 4;
    if (edit == "parallel") root.children[0].parallel = 1;
    if (edit == "wrongproblem") root.children[0].algorithm = "TreeScan";
    if (edit == "calc") root.calcProcs = 32;
    if (edit == "input") root.input = Input{{1000}};
    const auto bad = validateTree(root, lib(), ct::Problem::Broadcast, Input{{1024}}, 16, 16);
    QVERIFY(bad);
    QCOMPARE(QString::fromStdString(*bad), message);
}

void TestBspBroadcast::smallMessagesUseList() {
    // Table 2 (a): on PSC2 with TCP/IP, 1 to 128 bytes on 16 processors: LIST (one superstep).
    const BspProfile tcp = psc2Tcp().bsp;
    for (double n : {1.0, 16.0, 128.0}) {
        Optimizer opt(lib(), tcp);
        auto best = opt.optimize({ct::Problem::Broadcast, Input{{n}}, 16, 16});
        QVERIFY(best);
        QCOMPARE(compactName(*best, lib()), std::string("Tree(d=16)"));
        QCOMPARE(best->cost, n + 15 * 239 * 148.28 + 636177);
    }
}

// A run measures one schedule at many sizes: the same choices re-instantiated for each size keep
// their algorithms and processors, cost what evaluateCost says, and grow with the size.
void TestBspBroadcast::scheduleAtAnotherSize() {
    const MachineProfile m = psc2Sci();
    Optimizer opt(standardLibrary(), m.bsp);
    const CallNode best = *opt.optimize({ct::Problem::Broadcast, Input{{65536}}, 16, 16});
    const auto same = treeForInput(best, standardLibrary(), Input{{65536}}, m.bsp);
    QVERIFY2(same.tree, same.problem.c_str());
    QCOMPARE(same.tree->cost, best.cost);
    QCOMPARE(compactName(*same.tree, standardLibrary()), compactName(best, standardLibrary()));

    double previous = 0;
    for (double size : {1024.0, 65536.0, 1048576.0}) {
        const auto r = treeForInput(best, standardLibrary(), Input{{size}}, m.bsp);
        QVERIFY2(r.tree, r.problem.c_str());
        QVERIFY(!validateTree(*r.tree, standardLibrary(), ct::Problem::Broadcast, Input{{size}}, 16,
                              16));
        QCOMPARE(compactName(*r.tree, standardLibrary()), compactName(best, standardLibrary()));
        QCOMPARE(r.tree->children.front().input, (Input{{size}}));
        CallNode recosted = *r.tree;
        QCOMPARE(evaluateCost(recosted, standardLibrary(), m.bsp), r.tree->cost);
        QVERIFY(r.tree->cost > previous);
        previous = r.tree->cost;
    }

    CallNode broken = best;
    broken.children.front().variant = 99;
    const auto refused = treeForInput(broken, standardLibrary(), Input{{4096}}, m.bsp);
    QVERIFY(!refused.tree);
    QVERIFY2(refused.problem.find("subcalls[0].variant") != std::string::npos,
             refused.problem.c_str());
}

QTEST_GUILESS_MAIN(TestBspBroadcast)
#include "test_bsp_broadcast.moc"
