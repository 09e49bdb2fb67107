// Grama et al.'s (2003) collectives move the right data: every textbook algorithm's program, run on
// the reference executor, leaves every rank's buffer as the collective's contract demands, for P
// = 1..64, several roots, mesh shapes and message sizes. Refusals say what is wrong.
#include <QtTest>

#include "algorithms/textbook/allgather.h"
#include "algorithms/textbook/reduce_scatter.h"
#include "algorithms/textbook/textbook_trees.h"
#include "algorithms/trees/shapes.h"
#include "program/collective.h"
#include "textbook_test_util.h"

using namespace ct;
using namespace ct::test;

namespace {

std::vector<Rank> childrenOf(const BroadcastTree& t, Rank r) {
    return {t.children(r).begin(), t.children(r).end()};
}

// (peer, bytes, offset) of rank r's sends, in order.
std::vector<std::tuple<Rank, std::uint64_t, std::uint64_t>> sendsOf(const Program& p, Rank r) {
    std::vector<std::tuple<Rank, std::uint64_t, std::uint64_t>> out;
    for (const Op& op : p.ops(r))
        if (op.kind == OpKind::Send) out.emplace_back(op.peer, op.bytes, op.offset);
    return out;
}

template <class F>
QString thrownMessage(F&& f) {
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestTextbookData : public QObject {
    Q_OBJECT
private slots:
    void contractHolds_data() { addAlgorithmRows(); }
    void contractHolds() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        const Problem kind = a->info.problem;
        const std::vector<std::uint64_t> sizes =
            reduces(*a) ? std::vector<std::uint64_t>{8, 24} : std::vector<std::uint64_t>{1, 13};
        int checked = 0;
        for (Rank P = 1; P <= 64; ++P) {
            if (needsPowerOfTwo(*a) && !isPowerOfTwo(P)) continue;  // refusals: see below
            for (int rows : meshRowChoices(*a, P))
                for (Rank root : rootsFor(*a, P))
                    for (std::uint64_t m : sizes) {
                        AlgorithmParams p;
                        p.procs = P;
                        p.root = root;
                        p.bytes = m;
                        p.meshRows = rows;
                        const auto bad = verifyCollective({kind, P, root, m}, a->program(p));
                        QVERIFY2(!bad,
                                 qPrintable(QString("P=%1 root=%2 m=%3 rows=%4: %5")
                                                .arg(P)
                                                .arg(root)
                                                .arg(m)
                                                .arg(rows)
                                                .arg(QString::fromStdString(bad.value_or("")))));
                        ++checked;
                    }
        }
        QVERIFY(checked >= 14);
    }

    // The hypercube all-to-all algorithms refuse other P, naming the constraint, in the program,
    // the LogP formula and the link formula alike.
    void hypercubeAllToAllRefusesOtherP() {
        for (const char* name :
             {"textbook-allgather-hypercube", "textbook-reduce-scatter-hypercube"}) {
            const Algorithm* a = findAlgorithm(name);
            for (Rank P : {3, 6, 12, 63}) {
                AlgorithmParams p;
                p.procs = P;
                p.bytes = 8;
                for (const QString& why :
                     {thrownMessage([&] { a->program(p); }), thrownMessage([&] { a->formula(p); }),
                      thrownMessage([&] {
                          a->linkFormula(p, {1, 1, 1, 0});
                      })}) {
                    QVERIFY2(why.contains("power of two"), qPrintable(why));
                    QVERIFY2(why.contains(QString("got %1").arg(P)), qPrintable(why));
                }
            }
        }
    }

    // A mesh needs rows x cols = P: a row count that does not divide P is refused with the
    // divisors to choose from.
    void meshRefusesRaggedShapes() {
        for (const Algorithm* a : textbookAlgorithms()) {
            if (meshRowChoices(*a, 12).size() == 1) continue;
            AlgorithmParams p;
            p.procs = 12;
            p.bytes = 8;
            p.meshRows = 5;
            const QString why = thrownMessage([&] { a->program(p); });
            QVERIFY2(why.contains("does not divide P = 12") && why.contains("1, 2, 3, 4, 6, 12"),
                     qPrintable(why));
            QVERIFY(thrownMessage([&] { a->formula(p); }).contains("does not divide"));
            p.meshRows = 13;
            QVERIFY(thrownMessage([&] { a->program(p); }).contains("between 1 and P = 12"));
        }
    }

    void rootOutOfRangeIsRefused() {
        for (const Algorithm* a : textbookAlgorithms()) {
            if (!rooted(*a)) continue;
            AlgorithmParams p;
            p.procs = 8;
            p.root = 8;
            QVERIFY2(thrownMessage([&] { a->program(p); }).contains("out of range"),
                     a->info.name.c_str());
        }
    }

    void squarestMeshShape() {
        QCOMPARE(meshShape(16, 0).rows, 4);
        QCOMPARE(meshShape(12, 0).rows, 3);
        QCOMPARE(meshShape(12, 0).cols, 4);
        QCOMPARE(meshShape(37, 0).rows, 1);  // a prime is a line
        QCOMPARE(meshShape(12, 6).cols, 2);
    }

    // Figure 4.2: on eight nodes, 0 sends to 4, then 2, then 1; 4 to 6 then 5; 2 and 6 to 3 and 7.
    void ringBroadcastFigure() {
        const BroadcastTree t = ringBroadcastTree(8, 0);
        QCOMPARE(childrenOf(t, 0), (std::vector<Rank>{4, 2, 1}));
        QCOMPARE(childrenOf(t, 4), (std::vector<Rank>{6, 5}));
        QCOMPARE(childrenOf(t, 2), (std::vector<Rank>{3}));
        QCOMPARE(childrenOf(t, 6), (std::vector<Rank>{7}));
        // Any root: the same shape rotated, so distances on the ring stay the book's.
        const BroadcastTree r = ringBroadcastTree(8, 5);
        QCOMPARE(childrenOf(r, 5), (std::vector<Rank>{1, 7, 6}));
    }

    // Figure 4.3: reduction on eight nodes — odd nodes first, then 2 -> 0 and 6 -> 4, last 4 -> 0.
    void ringReductionOrder() {
        AlgorithmParams p;
        p.procs = 8;
        p.bytes = 8;
        const Program prog = findAlgorithm("textbook-reduce-ring")->program(p);
        std::vector<Rank> from;
        for (const Op& op : prog.ops(0))
            if (op.kind == OpKind::Recv) from.push_back(op.peer);
        QCOMPARE(from, (std::vector<Rank>{1, 2, 4}));
    }

    // Figure 4.5: a 4 x 4 mesh from node 0 — along the row first (2, then 1), then down the column.
    void meshBroadcastFigure() {
        const BroadcastTree t = meshBroadcastTree(meshShape(16, 0), 0);
        QCOMPARE(childrenOf(t, 0), (std::vector<Rank>{2, 1, 8, 4}));
        QCOMPARE(childrenOf(t, 2), (std::vector<Rank>{3, 10, 6}));
        QCOMPARE(childrenOf(t, 9), (std::vector<Rank>{13}));
        // A source inside the row still halves the distance every step.
        const BroadcastTree s = meshBroadcastTree(meshShape(16, 0), 6);
        QCOMPARE(childrenOf(s, 6), (std::vector<Rank>{4, 7, 14, 2}));
    }

    // Algorithm 4.7 on eight nodes, rank 5: one block to 4, its pair (4, 5) to 7, its four to 1.
    void hypercubeAllgatherSteps() {
        const std::uint64_t m = 3;
        const auto sends = sendsOf(hypercubeAllgatherProgram(8, m), 5);
        QCOMPARE(sends.size(), std::size_t(3));
        QCOMPARE(sends[0], std::make_tuple(Rank(4), m, 5 * m));
        QCOMPARE(sends[1], std::make_tuple(Rank(7), 2 * m, 4 * m));
        QCOMPARE(sends[2], std::make_tuple(Rank(1), 4 * m, 4 * m));
    }

    // Algorithm 4.8 on eight nodes, rank 5: blocks 0-3 to 1, then 6-7 to 7, then block 4 to 4.
    void hypercubeReduceScatterSteps() {
        const std::uint64_t m = 8;
        const auto sends = sendsOf(hypercubeReduceScatterProgram(8, m), 5);
        QCOMPARE(sends.size(), std::size_t(3));
        QCOMPARE(sends[0], std::make_tuple(Rank(1), 4 * m, 0 * m));
        QCOMPARE(sends[1], std::make_tuple(Rank(7), 2 * m, 6 * m));
        QCOMPARE(sends[2], std::make_tuple(Rank(4), 1 * m, 4 * m));
    }

    // Algorithm 4.5: rank r first sends its part for r+1 to the left.
    void ringReduceScatterFirstSend() {
        const auto sends = sendsOf(ringReduceScatterProgram(8, 16), 3);
        QCOMPARE(sends.front(), std::make_tuple(Rank(2), std::uint64_t(16), std::uint64_t(4 * 16)));
        QCOMPARE(sends.size(), std::size_t(7));
    }
};

QTEST_APPLESS_MAIN(TestTextbookData)
#include "test_textbook_data.moc"
