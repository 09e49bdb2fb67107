// The acceptance check: the best strip length moves with M as the paper says — short
// vectors favour the tree-based end (S = 1, BSBT2D-R), long vectors the bucket-based end (S = n).
#include <QtTest>

#include <set>

#include "mesh_test_support.h"
#include "algorithms/meshcombine/cost_formulas.h"
#include "algorithms/meshcombine/mesh_problem.h"

using namespace ct;
using namespace ct::mesh;

namespace {
// A realistic machine: 10 µs start-up, 1 GB/s links (β = 8 ns per element), 1 ns per combined
// element, 20 ns per hop.
const LinkCosts kMachine{10.0, 0.001, 0.02, 0.001};
}  // namespace

class TestMeshBestStrip : public QObject {
    Q_OBJECT
private slots:
    void shortVectorsUseTrees() {
        for (int n : {16, 32, 64})
            for (double M : {1.0, 16.0, 100.0})
                QCOMPARE(bestStrip(n, M, kMachine), 1);
    }

    void longVectorsUseBuckets() {
        for (int n : {16, 32, 64})
            for (double M : {1e7, 1e8})
                QCOMPARE(bestStrip(n, M, kMachine), n);
    }

    // In between the optimum walks through the intermediate strips, never backwards, and is
    // really the cheapest divisor.
    void bestStripGrowsWithM() {
        for (int n : {16, 32, 64}) {
            int previous = 1;
            std::set<int> seen;
            for (double M = 1; M <= 1e8; M *= 1.5) {
                const int S = bestStrip(n, M, kMachine);
                QVERIFY(n % S == 0);
                QVERIFY2(
                    S >= previous,
                    qPrintable(
                        QString("n=%1 M=%2: S=%3 after %4").arg(n).arg(M).arg(S).arg(previous)));
                for (int other = 1; other <= n; other *= 2)
                    QVERIFY(meshAdaptiveCost(n, M, S, kMachine) <=
                            meshAdaptiveCost(n, M, other, kMachine));
                previous = S;
                seen.insert(S);
            }
            // Every divisor of n is best somewhere (for n = 64 from M ≈ 240, 1400, 6800, 30000,
            // 120000 and 500000 elements on).
            QVERIFY2(int(seen.size()) == log2Exact(std::uint64_t(n)) + 1,
                     qPrintable(QString("n=%1 visits %2 strip lengths").arg(n).arg(seen.size())));
        }
    }

    // With no per-element cost only start-ups count, and S = 1 has the fewest.
    void startupOnlyPrefersS1() { QCOMPARE(bestStrip(64, 1e9, LinkCosts{1, 0, 0, 0}), 1); }

    // mesh-adaptive with strip 0 runs at bestStrip for its LogP model (α = L + o_s + o_r - G,
    // β = 8G, γ = combine), so its program and formula are those of that S.
    void defaultStripIsTheBest() {
        LogGP model = LogGP::logp(20, 2, 2);
        model.G = 0.05;
        model.combinePerElement = 0.01;
        const Algorithm* a = findAlgorithm("mesh-adaptive");
        for (std::uint64_t M : {1, 64, 4096, 65536}) {
            const int S = bestStrip(8, double(M), linkCostsOf(model));
            const AlgorithmParams chosen = ct::mesh::testing::meshParams(8, M, model, 0);
            const AlgorithmParams fixed = ct::mesh::testing::meshParams(8, M, model, S);
            QCOMPARE(a->program(chosen).messageCount(), a->program(fixed).messageCount());
            QCOMPARE(a->formula(chosen), a->formula(fixed));
        }
    }
};

QTEST_APPLESS_MAIN(TestMeshBestStrip)
#include "test_mesh_best_strip.moc"
