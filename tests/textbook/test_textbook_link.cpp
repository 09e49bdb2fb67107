// Every textbook algorithm's linkFormula (Grama et al.'s (2003) ts + tw·m cost with th per hop and
// a combine cost) equals the contention-aware network simulation of its own program on its own
// topology: for all P where the algorithm never puts two messages on one link at once, and as
// a lower bound elsewhere (reductions whose children report together, cubes that are not).
#include <QtTest>

#include "sim/link_simulator.h"
#include "algorithms/textbook/textbook_catalogue.h"
#include "textbook_test_util.h"

using namespace ct;
using namespace ct::test;

namespace {

std::vector<LinkCosts> costGrid() {
    return {{10, 0.5, 0, 0}, {10, 0.5, 2, 0.25}, {1, 2, 5, 1},
            {0, 1, 0, 0},    {3, 0, 1, 0},       {100, 0.01, 0.5, 0}};
}

// P where the formula is exact: every P for algorithms whose messages never meet (broadcasts on
// ring, mesh and the full network; the ring and torus all-to-alls; the naive reduction, whose
// shared port it models); powers of two (both mesh sides) for the rest.
bool exactFor(const Algorithm& a, const AlgorithmParams& p) {
    const std::string& n = a.info.name;
    if (n == "textbook-bcast-sequential" || n == "textbook-bcast-ring" ||
        n == "textbook-bcast-mesh" || n == "textbook-reduce-sequential" ||
        a.info.problem == Problem::Allgather || a.info.problem == Problem::ReduceScatter)
        return true;
    if (n == "textbook-reduce-mesh") {
        const MeshShape s = meshShape(p.procs, p.meshRows);
        return isPowerOfTwo(s.rows) && isPowerOfTwo(s.cols);
    }
    return isPowerOfTwo(p.procs);
}

std::vector<Rank> sizes() {
    std::vector<Rank> out;
    for (Rank p = 1; p <= 20; ++p)
        out.push_back(p);
    for (Rank p : {25, 32, 36, 49, 64})
        out.push_back(p);
    return out;
}

}  // namespace

class TestTextbookLink : public QObject {
    Q_OBJECT
private slots:
    void linkFormulaEqualsNetworkSimulation_data() { addAlgorithmRows(); }
    void linkFormulaEqualsNetworkSimulation() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a && a->linkFormula);
        int exact = 0;
        for (const LinkCosts& c : costGrid())
            for (Rank P : sizes()) {
                if (needsPowerOfTwo(*a) && !isPowerOfTwo(P)) continue;
                for (int rows : meshRowChoices(*a, P)) {
                    if (rows != 0 && P > 20) continue;
                    for (Rank root : rootsFor(*a, P))
                        for (std::uint64_t m : {std::uint64_t(8), std::uint64_t(96)}) {
                            AlgorithmParams p;
                            p.procs = P;
                            p.root = root;
                            p.bytes = m;
                            p.meshRows = rows;
                            const double sim =
                                simulateOnNetwork(a->program(p), linkNetwork(a->info, p), c,
                                                  {.recordTimeline = false})
                                    .total;
                            const double f = a->linkFormula(p, c);
                            const QString where = QString(
                                                      "P=%1 root=%2 m=%3 rows=%4 ts=%5 tw=%6 "
                                                      "th=%7: formula %8, network %9")
                                                      .arg(P)
                                                      .arg(root)
                                                      .arg(m)
                                                      .arg(rows)
                                                      .arg(c.ts)
                                                      .arg(c.tw)
                                                      .arg(c.th)
                                                      .arg(f)
                                                      .arg(sim);
                            if (exactFor(*a, p)) {
                                QVERIFY2(std::abs(f - sim) <= 1e-9 * std::max(1.0, sim),
                                         qPrintable(where));
                                ++exact;
                            } else {
                                QVERIFY2(f <= sim * (1 + 1e-12) + 1e-9, qPrintable(where));
                            }
                        }
                }
            }
        QVERIFY(exact > 50);
    }

    // The book's closed forms (th = 0, no combine) on its own sizes.
    void bookFormulas() {
        const LinkCosts c{10, 0.5, 0, 0};
        const std::uint64_t m = 64;
        const double tsw = c.ts + c.tw * double(m);
        AlgorithmParams p;
        p.bytes = m;
        for (Rank P : {4, 16, 64}) {
            p.procs = P;
            const double logP = std::log2(double(P));
            const double side = std::sqrt(double(P));
            for (const char* name :
                 {"textbook-bcast-ring", "textbook-bcast-mesh", "textbook-bcast-hypercube",
                  "textbook-bcast-tree", "textbook-reduce-ring", "textbook-reduce-mesh",
                  "textbook-reduce-hypercube", "textbook-reduce-tree"})
                QCOMPARE(findAlgorithm(name)->linkFormula(p, c), tsw * logP);  // Eq. 4.1
            QCOMPARE(findAlgorithm("textbook-allgather-ring")->linkFormula(p, c),
                     tsw * (P - 1));  // Eq. 4.2
            QCOMPARE(findAlgorithm("textbook-allgather-mesh")->linkFormula(p, c),
                     2 * c.ts * (side - 1) + c.tw * double(m) * (P - 1));  // Eq. 4.3
            QCOMPARE(findAlgorithm("textbook-allgather-hypercube")->linkFormula(p, c),
                     c.ts * logP + c.tw * double(m) * (P - 1));  // Eq. 4.4
            QCOMPARE(findAlgorithm("textbook-reduce-scatter-hypercube")->linkFormula(p, c),
                     c.ts * logP + c.tw * double(m) * (P - 1));
            QCOMPARE(findAlgorithm("textbook-bcast-sequential")->linkFormula(p, c), tsw * (P - 1));
        }
        // With th: the ring's first message crosses p/2 links, the next p/4, …; the tree's climb
        // to level i and back costs 2i hops.
        const LinkCosts h{10, 0.5, 3, 0};
        p.procs = 16;
        QCOMPARE(findAlgorithm("textbook-bcast-ring")->linkFormula(p, h), tsw * 4 + 3 * 15.0);
        QCOMPARE(findAlgorithm("textbook-bcast-tree")->linkFormula(p, h), tsw * 4 + 3 * 4 * 5.0);
        QCOMPARE(findAlgorithm("textbook-bcast-hypercube")->linkFormula(p, h), (tsw + 3) * 4);
        QCOMPARE(findAlgorithm("textbook-bcast-mesh")->linkFormula(p, h), tsw * 4 + 3 * 6.0);
    }
};

QTEST_APPLESS_MAIN(TestTextbookLink)
#include "test_textbook_link.moc"
