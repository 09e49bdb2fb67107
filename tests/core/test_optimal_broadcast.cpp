// Shou & Chen 1996: the generalized Fibonacci numbers and the optimal broadcast tree T*(P; L, o,
// g).
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <queue>

#include "algorithms/logp/fibonacci_lattice.h"
#include "algorithms/logp/generalized_fibonacci.h"
#include "algorithms/logp/optimal_broadcast.h"
#include "sim/simulator.h"
#include "algorithms/trees/tree_programs.h"

using namespace ct;

namespace {

// Independent reference for T*: enumerate the universal tree's labels with a priority queue
// (each node spawns its first child and its next sibling), take the P-th smallest as T, then
// number the nodes with label <= T in preorder and keep the first P (Definitions 2-4).
struct Reference {
    double time;
    std::vector<int> parent;  // by preorder index
    std::vector<double> label;
};

Reference referenceTree(int P, double lat, double step) {
    Reference ref;
    // Best-first walk of the universal tree: popping a node pushes its first child (x + lat)
    // and, unless it is the root, its next sibling (x + step). The P-th pop is T.
    using Item = std::pair<double, bool>;  // label, is the root
    std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
    q.push({0.0, true});
    double T = 0;
    for (int popped = 0; popped < P; ++popped) {
        const auto [x, root] = q.top();
        q.pop();
        T = x;
        q.push({x + lat, false});
        if (!root) q.push({x + step, false});
    }
    // Preorder over the universal tree restricted to labels <= T.
    struct Node {
        double label;
        int parent;
    };
    std::vector<Node> stack{{0, -1}};
    while (!stack.empty() && static_cast<int>(ref.parent.size()) < P) {
        Node it = stack.back();
        stack.pop_back();
        const int self = static_cast<int>(ref.parent.size());
        ref.parent.push_back(it.parent);
        ref.label.push_back(it.label);
        std::vector<Node> kids;
        for (int k = 0; it.label + lat + k * step <= T + 1e-9; ++k)
            kids.push_back({it.label + lat + k * step, self});
        for (auto k = kids.rbegin(); k != kids.rend(); ++k)
            stack.push_back(*k);
    }
    ref.time = T;
    return ref;
}

}  // namespace

class TestOptimalBroadcast : public QObject {
    Q_OBJECT
private slots:
    void fibonacciSequence_data() {
        QTest::addColumn<int>("lat");
        QTest::addColumn<int>("step");
        QTest::addColumn<QList<quint64>>("expected");
        // L=6, o=2, g=4: lat 10, step 4 (Shou & Chen's (1996) Figure 1 parameters), f_0..f_24.
        QTest::newRow("L6 o2 g4") << 10 << 4
                                  << QList<quint64>{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2,
                                                    2, 3, 3, 3, 3, 4, 4, 5, 5, 6, 6, 8};
        // g > L + 2o: a chain until n reaches g (second case of Theorem 2).
        QTest::newRow("lat 2 step 5") << 2 << 5 << QList<quint64>{1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 9};
        // lat = step = 1: f_n = 2^n.
        QTest::newRow("binary doubling") << 1 << 1 << QList<quint64>{1, 2, 4, 8, 16, 32, 64};
    }
    void fibonacciSequence() {
        QFETCH(int, lat);
        QFETCH(int, step);
        QFETCH(QList<quint64>, expected);
        GeneralizedFibonacci f(lat, step);
        for (int n = 0; n < expected.size(); ++n)
            QCOMPARE(f(n), expected[n]);
    }

    // The real-valued lattice agrees with the integer sequence wherever both are defined.
    void latticeMatchesSequence() {
        for (auto [lat, step] : {std::pair{10, 4}, {2, 5}, {3, 3}, {7, 1}, {1, 9}}) {
            GeneralizedFibonacci f(lat, step);
            for (int n = 0; n < 80; ++n) {
                FibonacciLattice lattice(n, lat, step);
                QCOMPARE(lattice.f(0, 0), f(n));
            }
        }
    }

    // Figure 1(a): T*(8; 6, 2, 4). Root (0,24) sends to 1, 4, 6, 7; 1 to 2, 3; 4 to 5.
    void figureOneEightNodes() {
        const OptimalTree t = optimalBroadcastTree(8, 0, {10, 4});
        QCOMPARE(t.time, 24.0);
        const std::vector<Rank> parent{kNoRank, 0, 1, 1, 0, 4, 0, 0};
        const std::vector<int> order{-1, 0, 0, 1, 1, 0, 2, 3};
        const std::vector<double> T{24, 14, 4, 0, 10, 0, 6, 2};
        for (Rank r = 0; r < 8; ++r) {
            QCOMPARE(t.tree.parent(r), parent[r]);
            QCOMPARE(t.tree.order(r), order[r]);
            QCOMPARE(t.effectiveTime[r], T[r]);
            QCOMPARE(t.receiveTime[r], 24 - T[r]);
        }
    }

    // Figure 1(b): T*(7; 6, 2, 4) cuts node (7, 2) and keeps the time 24.
    void figureOneSevenNodes() {
        const OptimalTree t = optimalBroadcastTree(7, 0, {10, 4});
        QCOMPARE(t.time, 24.0);
        QCOMPARE(t.tree.children(0).size(), std::size_t(3));
        QCOMPARE(t.effectiveTime[6], 6.0);
        QCOMPARE(t.tree.parent(6), 0);
    }

    // Theorem 3's numbering with a root other than 0 is the same tree rotated.
    void rootRotation() {
        const OptimalTree t = optimalBroadcastTree(8, 5, {10, 4});
        QCOMPARE(t.tree.root(), 5);
        QCOMPARE(t.tree.parent(6), 5);  // offset 1
        QCOMPARE(t.tree.parent(2), 1);  // offset 5's parent is offset 4
        QCOMPARE(t.effectiveTime[1], 10.0);
        QCOMPARE(t.effectiveTime[5], 24.0);
    }

    // Algorithm 1's tree equals the preorder prefix of the universal tree (independent build),
    // and simulating it gives exactly T, for every P up to 300 and several parameter sets.
    void matchesReferenceAndSimulation_data() {
        QTest::addColumn<double>("L");
        QTest::addColumn<double>("o");
        QTest::addColumn<double>("g");
        QTest::newRow("Shou & Chen 1996: 6,2,4") << 6.0 << 2.0 << 4.0;
        QTest::newRow("g dominates 1,0,5") << 1.0 << 0.0 << 5.0;
        QTest::newRow("g equals lat 2,1,4") << 2.0 << 1.0 << 4.0;
        QTest::newRow("g tiny 20,3,1") << 20.0 << 3.0 << 1.0;
        QTest::newRow("real-valued us 1.7,0.4,0.6") << 1.7 << 0.4 << 0.6;
    }
    void matchesReferenceAndSimulation() {
        QFETCH(double, L);
        QFETCH(double, o);
        QFETCH(double, g);
        const LogGP model = LogGP::logp(L, o, g);
        const TreeCosts c = TreeCosts::of(model, 1);
        for (int P = 1; P <= 300; ++P) {
            const OptimalTree t = optimalBroadcastTree(P, 0, c);
            const Reference ref = referenceTree(P, c.lat, c.step);
            QVERIFY2(std::abs(t.time - ref.time) < 1e-9, qPrintable(QString("P=%1").arg(P)));
            for (Rank r = 0; r < P; ++r) {
                QCOMPARE(t.tree.parent(r), ref.parent[r]);
                QVERIFY(std::abs(t.receiveTime[r] - ref.label[r]) < 1e-9);
            }
            const Program prog = broadcastProgram(t.tree, 1);
            const Timeline tl = simulate(prog, model);
            QVERIFY2(std::abs(tl.total - t.time) < 1e-9,
                     qPrintable(QString("P=%1 sim %2 T %3").arg(P).arg(tl.total).arg(t.time)));
            for (Rank r = 0; r < P; ++r)
                QVERIFY(std::abs(tl.lastReceive(prog, r) - t.receiveTime[r]) < 1e-9);
        }
    }

    // Integer cycles: simulated completion equals T exactly for every P (no tolerance), and
    // Theorem 4's bounds hold.
    void exactIntegerTimesAndTheoremFour() {
        for (auto [L, o, g] : {std::tuple{6, 2, 4}, {5, 1, 2}, {1, 1, 7}, {10, 0, 3}, {3, 2, 2}}) {
            const LogGP model = LogGP::logp(L, o, g);
            const TreeCosts c = TreeCosts::of(model, 1);
            GeneralizedFibonacci f(L + 2 * o, std::max(g, o));
            for (int P = 1; P <= 2000; P += (P < 100 ? 1 : 37)) {
                const OptimalTree t = optimalBroadcastTree(P, P / 3, c);
                QCOMPARE(t.time, double(f.timeFor(P)));
                const Timeline tl = simulate(broadcastProgram(t.tree, 1), model);
                QCOMPARE(tl.total, t.time);
                if (P > 1) {
                    const auto bounds = theoremFourBounds(P, c);
                    QVERIFY(bounds.lower <= t.time);
                    QVERIFY(t.time < bounds.upper);
                }
            }
        }
    }

    // No tree with P nodes is faster: T*'s time never exceeds that of any other shape.
    void optimalNeverSlowerThanFTminusOne() {
        GeneralizedFibonacci f(10, 4);
        for (int P = 2; P < 500; ++P) {
            const auto T = f.timeFor(P);
            QVERIFY(f(T - 1) < std::uint64_t(P));
            QVERIFY(f(T) >= std::uint64_t(P));
        }
    }

    void rejectsBadInput() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, optimalBroadcastTree(0, 0, {10, 4}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, optimalBroadcastTree(4, 4, {10, 4}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, optimalBroadcastTree(4, 0, {0, 4}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneralizedFibonacci(0, 1));
    }

    // g = o = 0: sends cost nothing, so the flat tree with everyone at L is optimal.
    void zeroGapIsFlat() {
        const OptimalTree t = optimalBroadcastTree(5, 0, {3, 0});
        QCOMPARE(t.time, 3.0);
        for (Rank r = 1; r < 5; ++r)
            QCOMPARE(t.tree.parent(r), 0);
    }
};

QTEST_APPLESS_MAIN(TestOptimalBroadcast)
#include "test_optimal_broadcast.moc"
