// Every broadcast algorithm of the catalogue: a valid spanning tree for any P and root, and its
// closed formula equals the simulated completion over a grid of P, roots and LogP/LogGP models.
#include <QtTest>

#include "../expected_refusals.h"
#include "algorithms/catalogue/catalogue.h"
#include "sim/simulator.h"
#include "algorithms/trees/shapes.h"
#include "algorithms/trees/tree_programs.h"

using namespace ct;

class TestShapes : public QObject {
    Q_OBJECT
private slots:
    void formulaEqualsSimulation_data() {
        QTest::addColumn<QString>("algorithm");
        for (const auto& a : catalogue())
            if (a.info.problem == Problem::Broadcast)
                QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void formulaEqualsSimulation() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        std::vector<LogGP> models{LogGP::logp(6, 2, 4), LogGP::logp(1, 0, 5), LogGP::logp(3, 1, 1),
                                  LogGP::logp(1.7, 0.4, 0.6)};
        LogGP loggp = LogGP::logp(4, 1, 2);  // LogGP with a long message and o_s != o_r
        loggp.oSend = 1.5;
        loggp.oRecv = 0.5;
        loggp.G = 0.01;
        models.push_back(loggp);
        std::vector<Rank> sizes;
        for (Rank p = 1; p <= 40; ++p)
            sizes.push_back(p);
        for (Rank p : {63, 64, 65, 100, 127, 128, 129, 243, 1000})
            sizes.push_back(p);
        for (const LogGP& m : models) {
            for (Rank P : sizes) {
                for (Rank root : {0, P - 1, P / 3}) {
                    for (int radix : {2, 3, 4}) {
                        if (radix != 4 && a->info.name != "knomial") continue;
                        AlgorithmParams p;
                        p.procs = P;
                        p.root = root;
                        p.radix = radix;
                        p.bytes = m.G > 0 ? 1000 : 1;
                        p.model = m;
                        // Some algorithms are defined only on some P (a square mesh): they must
                        // refuse, with their reason, in the tree, the program and the formula
                        // alike; every other must build.
                        if (const auto why = ct::test::expectedRefusal(a->info.name, P)) {
                            try {
                                a->tree(p);
                                QFAIL(qPrintable(QString("P=%1 accepted").arg(P)));
                            } catch (const std::invalid_argument& e) {
                                QVERIFY2(std::string(e.what()).find(*why) != std::string::npos,
                                         e.what());
                            }
                            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a->program(p));
                            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a->formula(p));
                            continue;
                        }
                        const BroadcastTree t = a->tree(p);
                        QCOMPARE(t.ranks(), P);
                        QCOMPARE(t.root(), root);
                        QCOMPARE(static_cast<Rank>(t.preorder().size()), P);
                        const Timeline tl = simulate(a->program(p), m);
                        const double f = a->formula(p);
                        QVERIFY2(std::abs(tl.total - f) <= 1e-9 * std::max(1.0, f),
                                 qPrintable(QString("P=%1 root=%2 k=%3 sim=%4 formula=%5")
                                                .arg(P)
                                                .arg(root)
                                                .arg(radix)
                                                .arg(tl.total)
                                                .arg(f)));
                    }
                }
            }
        }
    }

    // Closed forms where the shape allows one.
    void closedForms() {
        const TreeCosts c{10, 4};
        QCOMPARE(flatTime(16, c), 14 * 4.0 + 10);
        QCOMPARE(chainTime(16, c), 150.0);
        QCOMPARE(hypercubeTime(16, c), 40.0);                 // log2 16 · (L+2o)
        QCOMPARE(knomialTime(16, 4, c), 2 * (10 + 2 * 4.0));  // log_4 16 · (L+2o + (k-2)g)
        QCOMPARE(binaryTime(7, c), 2 * (10 + 4.0));           // complete: depth 2, right-most path
        QCOMPARE(binaryTime(4, c), std::max(14.0, 20.0));
    }

    // Grama et al. 2003: on a power of two the hypercube relabels by XOR, so rank r's partner in
    // the highest dimension is r XOR 2^(d-1) whatever the root.
    void hypercubeXor() {
        const BroadcastTree t = hypercubeTree(16, 5);
        QCOMPARE(t.children(5)[0], 5 ^ 8);
        QCOMPARE(t.children(5)[1], 5 ^ 4);
        QCOMPARE(t.parent(5 ^ 1), 5);
        for (Rank r = 0; r < 16; ++r)
            if (r != 5) QCOMPARE(std::popcount(static_cast<unsigned>(r ^ t.parent(r))), 1);
    }

    void knomialRadixThree() {
        const BroadcastTree t = knomialTree(9, 0, 3);
        QCOMPARE(std::vector<Rank>(t.children(0).begin(), t.children(0).end()),
                 (std::vector<Rank>{3, 6, 1, 2}));
        QCOMPARE(std::vector<Rank>(t.children(3).begin(), t.children(3).end()),
                 (std::vector<Rank>{4, 5}));
    }

    void rejectsBadInput() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, flatTree(0, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, chainTree(3, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, knomialTree(5, 0, 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeTree(3, {kNoRank, 0, 0}, {-1, 0, 0}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeTree(0, {kNoRank, 2, 1}, {-1, 0, 0}));
        AlgorithmParams p;
        p.procs = 4;
        p.root = 9;
        QVERIFY(checkParams(p).has_value());
        p.root = 0;
        p.model = LogGP::logp(-1, 0, 1);
        QVERIFY(checkParams(p).value().find("L must not be negative") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestShapes)
#include "test_shapes.moc"
