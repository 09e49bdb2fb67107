// The mesh-combine paper's costs: the LogP formula equals the simulated program for every algorithm
// over a grid of meshes, vector lengths, strips and models; the closed forms (the paper's formulas
// with α = L + o_s + o_r - G, β = 8G) are exact whenever parts split evenly and no gap delays a
// message (closedFormApplies), and bracket the time otherwise;
// the link formulas match hand-computed values and the synchronous cost of the emitted steps.
#include <QtTest>

#include "mesh_test_support.h"
#include "algorithms/meshcombine/cost_formulas.h"
#include "algorithms/meshcombine/mesh_algorithms.h"
#include "algorithms/meshcombine/mesh_catalogue.h"
#include "algorithms/meshcombine/schedule_timing.h"
#include "sim/simulator.h"

using namespace ct;
using namespace ct::mesh;
using namespace ct::mesh::testing;

namespace {

std::vector<LogGP> models() {
    std::vector<LogGP> out{LogGP::logp(6, 2, 4), LogGP::logp(1, 0, 5), LogGP::logp(3, 1, 1),
                           LogGP::logp(1.7, 0.4, 0.6), LogGP::logp(2, 1, 9)};
    out[0].combinePerElement = 1;
    out[2].combinePerElement = 0.25;
    out[4].combinePerElement = 3;
    LogGP loggp = LogGP::logp(4, 1, 2);  // LogGP, long messages, o_s != o_r
    loggp.oSend = 1.5;
    loggp.oRecv = 0.5;
    loggp.G = 0.01;
    loggp.combinePerElement = 0.02;
    out.push_back(loggp);
    LogGP wide = loggp;  // the gap and G dominate
    wide.g = 7;
    wide.G = 0.5;
    out.push_back(wide);
    return out;
}

bool same(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

using Emitter = void (*)(const MeshProblem&, StepSink&);

struct Fixed {
    const char* name;
    Emitter generate;
    double (*cost)(int, double, const LinkCosts&);
};

const Fixed kFixed[] = {
    {"mesh-sbt-r", emitMeshSbtR, meshSbtRCost},
    {"mesh-bsbt-r", emitMeshBsbtR, meshBsbtRCost},
    {"mesh-bucket-r", emitMeshBucketR, meshBucketRCost},
    {"mesh-bsbt2d-r", emitMeshBsbt2dR, meshBsbt2dRCost},
    {"mesh-bucket2d-r", emitMeshBucket2dR, meshBucket2dRCost},
};

MeshProblem meshOf(int n, std::uint64_t elements) {
    MeshProblem m;
    m.n = n;
    m.elements = elements;
    return m;
}

}  // namespace

class TestMeshFormulas : public QObject {
    Q_OBJECT
private slots:
    void formulaEqualsSimulation_data() {
        QTest::addColumn<QString>("algorithm");
        for (const Algorithm* a : meshAlgorithms())
            QTest::newRow(a->info.name.c_str()) << QString::fromStdString(a->info.name);
    }
    void formulaEqualsSimulation() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        int closedChecked = 0;
        for (const LogGP& model : models())
            for (int n : {1, 2, 4, 8, 16})
                for (std::uint64_t M : {1, 2, 3, 8, 17, 64, 256, 512})
                    for (int S : stripsFor(a->info.name, n)) {
                        if (n == 16 && M < 256 && a->info.name == "mesh-bucket-r")
                            continue;  // keep it quick
                        const AlgorithmParams p = meshParams(n, M, model, S);
                        const double sim =
                            simulate(a->program(p), model, {.recordTimeline = false}).total;
                        const double f = a->formula(p);
                        const QString row =
                            QString("n=%1 M=%2 S=%3 L=%4 g=%5 G=%6: sim=%7 formula=%8")
                                .arg(n)
                                .arg(M)
                                .arg(S)
                                .arg(model.L)
                                .arg(model.g)
                                .arg(model.G)
                                .arg(sim, 0, 'g', 12)
                                .arg(f, 0, 'g', 12);
                        QVERIFY2(same(f, sim), qPrintable(row));
                        // Where the closed form is exact, the paper's formula itself is the time.
                        // (With S = 0 both pick the best strip for these same costs.)
                        if (closedFormApplies(a->info.name, p)) {
                            QVERIFY2(same(a->linkFormula(p, linkCostsOf(model)), sim),
                                     qPrintable(row));
                            ++closedChecked;
                        }
                    }
        QVERIFY(closedChecked > 20);
    }

    // When M does not split evenly the paper's closed form is not exact, but it brackets the
    // time: every part is at least its share of the nearest evenly splitting M below and at
    // most that of the one above, and LogP times only grow with message and combine sizes.
    void closedFormBracketsUnevenVectors() {
        LogGP model = LogGP::logp(6, 2, 4);
        model.combinePerElement = 0.5;
        int bracketed = 0;
        for (const Algorithm* a : meshAlgorithms())
            for (int n : {2, 4, 8})
                for (int S : stripsFor(a->info.name, n)) {
                    if (a->info.name == "mesh-adaptive" && S == 0) continue;  // S would follow M
                    for (std::uint64_t M : {3, 17, 33, 101}) {
                        auto at = [&](std::uint64_t m) { return meshParams(n, m, model, S); };
                        if (closedFormApplies(a->info.name, at(M))) continue;
                        std::uint64_t up = M;
                        while (!closedFormApplies(a->info.name, at(up)))
                            ++up;
                        std::uint64_t down = M;
                        while (down > 1 && !closedFormApplies(a->info.name, at(down)))
                            --down;
                        const double sim = simulate(a->program(at(M)), model).total;
                        const QString row = QString("%1 n=%2 S=%3 M=%4")
                                                .arg(a->info.name.c_str())
                                                .arg(n)
                                                .arg(S)
                                                .arg(M);
                        QVERIFY2(sim <= a->linkFormula(at(up), linkCostsOf(model)) + 1e-9,
                                 qPrintable(row));
                        if (closedFormApplies(a->info.name, at(down)))
                            QVERIFY2(sim >= a->linkFormula(at(down), linkCostsOf(model)) - 1e-9,
                                     qPrintable(row));
                        ++bracketed;
                    }
                }
        QVERIFY(bracketed > 50);
    }

    // n = 4, M = 16, α = 100, β = 8·0.5 = 4 per element, γ = 1, δ = 2, worked by hand:
    void linkFormulaByHand_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("strip");
        QTest::addColumn<double>("cost");
        // SBT-R on N = 16: 2·100·4 + 2·4·16·4 + 16·4 + 4δ(n-1) = 800 + 512 + 64 + 24
        QTest::newRow("sbt-r") << "mesh-sbt-r" << 0 << 1400.0;
        // BSBT-R on N = 16: 2·100·4 + 4·16·4 + ½·16·4 + 24 = 800 + 256 + 32 + 24
        QTest::newRow("bsbt-r") << "mesh-bsbt-r" << 0 << 1112.0;
        // B-R on N = 16: 2·100·15 + 2·4·(15/16)·16 + (15/16)·16 + 2·2·15 = 3000 + 120 + 15 + 60
        QTest::newRow("bucket-r") << "mesh-bucket-r" << 0 << 3195.0;
        // 2·BSBT-R(4): 4·100·2 + 2·4·16·2 + 16·2 + 4·2·3 = 800 + 256 + 32 + 24
        QTest::newRow("bsbt2d-r") << "mesh-bsbt2d-r" << 0 << 1112.0;
        // 4·100·3 + 2·4·(15/16)·16 + (15/16)·16 + 4·2·(2 hops)·3 = 1200 + 120 + 15 + 48
        QTest::newRow("bucket2d-r") << "mesh-bucket2d-r" << 0 << 1383.0;
        // S = 1 is BSBT2D-R.
        QTest::newRow("adaptive S=1") << "mesh-adaptive" << 1 << 1112.0;
        // S = 2: phases 140 + 472 + 236 + 132 + 132 = 1112; hops 2 + 6 + 4 + 1 = 13 -> 26
        QTest::newRow("adaptive S=2") << "mesh-adaptive" << 2 << 1138.0;
        // S = 4: α(8 + 6 - 2) = 1200, β(1 + 1.5)·16 = 160, γ(0.5 + 0.75 - 0.25)·16 = 16,
        // hops 2·2·3 + 6 + 0 + 3 = 21 -> 42
        QTest::newRow("adaptive S=4") << "mesh-adaptive" << 4 << 1418.0;
    }
    void linkFormulaByHand() {
        QFETCH(QString, algorithm);
        QFETCH(int, strip);
        QFETCH(double, cost);
        const LinkCosts c{100, 0.5, 2, 1};
        const AlgorithmParams p = meshParams(4, 16, LogGP::logp(6, 2, 4), strip);
        QCOMPARE(findAlgorithm(algorithm.toStdString())->linkFormula(p, c), cost);
    }

    // The paper's closed form is the synchronous cost of the emitted steps (each step as long
    // as its slowest message), hop terms included, whenever the parts split evenly.
    void linkFormulaIsTheStepCost() {
        const LinkCosts c{100, 0.5, 2, 1};
        for (int n : {1, 2, 4, 8, 16}) {
            const std::uint64_t M = 2 * std::uint64_t(n) * std::uint64_t(n);
            const MeshProblem m = meshOf(n, M);
            for (const Fixed& f : kFixed) {
                LinkStepCost steps(m, c);
                f.generate(m, steps);
                QVERIFY2(same(steps.total(), f.cost(n, double(M), c)),
                         qPrintable(QString("%1 n=%2").arg(f.name).arg(n)));
            }
            for (int S = 1; S <= n; S *= 2) {
                LinkStepCost steps(m, c);
                emitMeshAdaptive(m, S, steps);
                QVERIFY2(same(steps.total(), meshAdaptiveCost(n, double(M), S, c)),
                         qPrintable(QString("adaptive n=%1 S=%2").arg(n).arg(S)));
            }
        }
    }

    // The paper's discussion: S = 1 is BSBT2D-R.
    void adaptiveWithStripOneIsBsbt2d() {
        const LinkCosts c{7, 0.3, 0.5, 0.2};
        for (int n : {1, 2, 4, 8, 16, 32})
            for (double M : {1.0, 10.0, 1000.0})
                QVERIFY(same(meshAdaptiveCost(n, M, 1, c), meshBsbt2dRCost(n, M, c)));
    }
};

QTEST_APPLESS_MAIN(TestMeshFormulas)
#include "test_mesh_formulas.moc"
