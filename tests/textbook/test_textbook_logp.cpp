// Every textbook algorithm's LogP/LogGP formula equals the simulated completion time of its own
// program, over P, roots, mesh shapes, message sizes and models (o_s != o_r, G > 0, a large
// gap, a combine cost). Closed forms of the book's regular cases are checked on their own.
#include <QtTest>

#include "sim/simulator.h"
#include "algorithms/textbook/lockstep_costs.h"
#include "textbook_test_util.h"

using namespace ct;
using namespace ct::test;

namespace {

std::vector<LogGP> models() {
    std::vector<LogGP> out{LogGP::logp(6, 2, 4), LogGP::logp(1, 0, 5), LogGP::logp(1.7, 0.4, 0.6)};
    LogGP loggp = LogGP::logp(4, 1, 2);  // o_s != o_r, a per-byte gap and a combine cost
    loggp.oSend = 1.5;
    loggp.oRecv = 0.5;
    loggp.G = 0.01;
    loggp.combinePerElement = 0.3;
    out.push_back(loggp);
    LogGP gapBound = LogGP::logp(2, 0.5, 9);  // the gap dominates even with long messages
    gapBound.G = 0.02;
    gapBound.combinePerElement = 2;
    out.push_back(gapBound);
    return out;
}

std::vector<Rank> sizes() {
    std::vector<Rank> out;
    for (Rank p = 1; p <= 33; ++p)
        out.push_back(p);
    for (Rank p : {36, 48, 49, 63, 64, 100, 128})
        out.push_back(p);
    return out;
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

}  // namespace

class TestTextbookLogP : public QObject {
    Q_OBJECT
private slots:
    void formulaEqualsSimulation_data() { addAlgorithmRows(); }
    void formulaEqualsSimulation() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        int compared = 0;
        for (const LogGP& model : models())
            for (Rank P : sizes()) {
                if (needsPowerOfTwo(*a) && !isPowerOfTwo(P)) continue;
                for (int rows : meshRowChoices(*a, P)) {
                    if (rows != 0 && P > 36) continue;  // shapes: enough on the smaller P
                    for (Rank root : rootsFor(*a, P))
                        for (std::uint64_t m : {std::uint64_t(8), std::uint64_t(1000)}) {
                            AlgorithmParams p;
                            p.procs = P;
                            p.root = root;
                            p.bytes = m;
                            p.meshRows = rows;
                            p.model = model;
                            const double sim =
                                simulate(a->program(p), model, {.recordTimeline = false}).total;
                            const double f = a->formula(p);
                            QVERIFY2(close(f, sim),
                                     qPrintable(
                                         QString("P=%1 root=%2 m=%3 rows=%4 L=%5 g=%6: formula %7, "
                                                 "simulation %8")
                                             .arg(P)
                                             .arg(root)
                                             .arg(m)
                                             .arg(rows)
                                             .arg(model.L)
                                             .arg(model.g)
                                             .arg(f)
                                             .arg(sim)));
                            ++compared;
                        }
                }
            }
        QVERIFY(compared > 50);
    }

    // The book's regular cases in closed form (g <= L + 2o, no G): one-to-all ⌈log2 P⌉·(L+2o);
    // the ring allgather (P-1)·(L+2o); the hypercube allgather log2 P·(L+2o).
    void closedForms() {
        const LogGP m = LogGP::logp(6, 2, 4);
        const double lat = 10;
        AlgorithmParams p;
        p.model = m;
        p.bytes = 8;
        for (Rank P : {2, 4, 8, 16, 64}) {
            p.procs = P;
            p.root = P - 1;
            const double logP = std::log2(double(P));
            for (const char* name :
                 {"textbook-bcast-ring", "textbook-bcast-mesh", "textbook-bcast-hypercube",
                  "textbook-bcast-tree", "textbook-reduce-hypercube", "textbook-reduce-ring"})
                QCOMPARE(findAlgorithm(name)->formula(p), logP * lat);
            QCOMPARE(findAlgorithm("textbook-allgather-ring")->formula(p), (P - 1) * lat);
            QCOMPARE(findAlgorithm("textbook-allgather-hypercube")->formula(p), logP * lat);
            QCOMPARE(findAlgorithm("textbook-reduce-scatter-hypercube")->formula(p), logP * lat);
            QCOMPARE(findAlgorithm("textbook-bcast-sequential")->formula(p), (P - 2) * 4.0 + lat);
        }
        // With a combine of γ per element: the hypercube reduction adds γ·m/8 per step, and with a
        // gap that binds, L+2o+γk + (d-1)·max{L+2o+γk, g+(m-1)G}.
        LogGP slow = LogGP::logp(6, 2, 30);
        slow.combinePerElement = 1;
        p.model = slow;
        p.bytes = 16;
        p.procs = 16;
        p.root = 0;
        QCOMPARE(findAlgorithm("textbook-reduce-hypercube")->formula(p), (10 + 2) + 3 * 30.0);
        // Grama et al.'s (2003) symmetric steps: lockstepTime is Σ of the steps' full message times
        // then.
        QCOMPARE(lockstepTime({{8, 0}, {16, 0}, {32, 0}}, LogGP::logp(6, 2, 4)), 30.0);
    }
};

QTEST_APPLESS_MAIN(TestTextbookLogP)
#include "test_textbook_logp.moc"
