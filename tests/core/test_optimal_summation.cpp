// Shou & Chen 1996, section 3: the optimal summation tree S* and its operand distribution.
#include <QtTest>

#include <numeric>

#include "algorithms/logp/optimal_summation.h"
#include "sim/simulator.h"

using namespace ct;

namespace {
LogGP seedModel(double L, double o, double g) {
    LogGP m = LogGP::logp(L, o, g);
    m.combinePerElement = 1;  // one cycle per addition
    return m;
}
}  // namespace

class TestOptimalSummation : public QObject {
    Q_OBJECT
private slots:
    // Figure 2: S*(7; 5, 2, 4) with 82 operands. S* = T*(7; 6, 2, 4), T = 24;
    // A = T_i - K_i(o+1) + 1 = 16, 9, 5, 1, 8, 1, 7 (N_S = 47); B = (82 - 47)/7 = 5.
    void figureTwo() {
        const SummationPlan plan = optimalSummation(7, 0, seedModel(5, 2, 4), 82);
        QCOMPARE(plan.treeTime, 24.0);
        QCOMPARE(plan.capacity, std::uint64_t(47));
        QCOMPARE(plan.procsUsed, 7);
        const std::vector<std::uint64_t> A{16, 9, 5, 1, 8, 1, 7};
        for (Rank r = 0; r < 7; ++r) {
            QCOMPARE(plan.own[r], A[r]);
            QCOMPARE(plan.share[r], std::uint64_t(5));
            QCOMPARE(plan.operandsOf[r], A[r] + 5);
        }
        QCOMPARE(std::accumulate(plan.operandsOf.begin(), plan.operandsOf.end(), std::uint64_t(0)),
                 std::uint64_t(82));
        QCOMPARE(plan.time, 29.0);  // Theorem 6: T + (N - N_S)/P = 24 + 5
    }

    // Theorem 5: N_S = Σ T_i - o·P + o + 1 for every P, and formula = simulation (Theorem 6),
    // including N not divisible by P and several roots.
    void theoremsFiveAndSixAgreeWithSimulation_data() {
        QTest::addColumn<double>("L");
        QTest::addColumn<double>("o");
        QTest::addColumn<double>("g");
        QTest::newRow("Shou & Chen 1996: 5,2,4") << 5.0 << 2.0 << 4.0;
        QTest::newRow("3,1,2") << 3.0 << 1.0 << 2.0;
        QTest::newRow("8,0,1") << 8.0 << 0.0 << 1.0;
        QTest::newRow("2,1,6") << 2.0 << 1.0 << 6.0;
    }
    void theoremsFiveAndSixAgreeWithSimulation() {
        QFETCH(double, L);
        QFETCH(double, o);
        QFETCH(double, g);
        const LogGP m = seedModel(L, o, g);
        for (int P = 1; P <= 70; ++P) {
            const SummationPlan base = optimalSummation(P, 0, m, 1'000'000);
            double sumT = 0;
            for (Rank r = 0; r < P; ++r)
                sumT += base.tree.effectiveTime[r];
            QCOMPARE(double(base.capacity), sumT - o * P + o + 1);
            for (std::uint64_t N : {base.capacity, base.capacity + 1, base.capacity + 7 * P + 3}) {
                const Rank root = P / 2;
                const SummationPlan plan = optimalSummation(P, root, m, N);
                const double expected = plan.treeTime + std::ceil(double(N - plan.capacity) / P);
                QCOMPARE(plan.time, expected);
                const Timeline tl = simulate(summationProgram(plan, m), m);
                QVERIFY2(tl.total == plan.time, qPrintable(QString("P=%1 N=%2 sim %3 formula %4")
                                                               .arg(P)
                                                               .arg(N)
                                                               .arg(tl.total)
                                                               .arg(plan.time)));
                QCOMPARE(std::accumulate(plan.operandsOf.begin(), plan.operandsOf.end(),
                                         std::uint64_t(0)),
                         N);
            }
        }
    }

    // Fewer operands than T*(P) can use: the plan keeps a preorder prefix of the ranks busy.
    void fewOperandsUseFewerRanks() {
        const LogGP m = seedModel(5, 2, 4);
        const SummationPlan plan = optimalSummation(7, 0, m, 20);
        QVERIFY(plan.procsUsed < 7);
        QVERIFY(plan.capacity <= 20);
        QCOMPARE(std::accumulate(plan.operandsOf.begin(), plan.operandsOf.end(), std::uint64_t(0)),
                 std::uint64_t(20));
        const Timeline tl = simulate(summationProgram(plan, m), m);
        QCOMPARE(tl.total, plan.time);
        const SummationPlan one = optimalSummation(7, 3, m, 1);
        QCOMPARE(one.procsUsed, 1);
        QCOMPARE(one.time, 0.0);
    }

    // ComputeParent walks down from the root with f only; it must agree with the built tree.
    void computeParentMatchesTree() {
        for (auto [L, o, g] : {std::tuple{6, 2, 4}, {5, 1, 2}, {1, 1, 7}}) {
            const TreeCosts c{double(L + 2 * o), double(std::max(g, o))};
            for (Rank P : {1, 2, 7, 8, 33, 100}) {
                for (Rank root : {0, P / 2, P - 1}) {
                    const OptimalTree t = optimalBroadcastTree(P, root, c);
                    for (Rank r = 0; r < P; ++r)
                        QCOMPARE(computeParent(r, P, root, c), t.tree.parent(r));
                }
            }
        }
    }

    void rejectsBadInput() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 optimalSummation(4, 0, seedModel(5, 2, 4), 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 optimalSummation(0, 0, seedModel(5, 2, 4), 10));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 optimalSummation(4, 0, LogGP::logp(5, 2, 4), 10));
    }
};

QTEST_APPLESS_MAIN(TestOptimalSummation)
#include "test_optimal_summation.moc"
