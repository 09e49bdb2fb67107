// The reference executor and the collective contract: every broadcast tree delivers the root's
// bytes to every rank, every reduction tree leaves the exact sum at the root, and a broken
// program is caught naming the rank and offset.
#include <QtTest>

#include <cstring>

#include "catalogue/catalogue.h"
#include "collectives/collective.h"
#include "trees/shapes.h"
#include "trees/tree_programs.h"

using namespace ct;

class TestReferenceExecutor : public QObject {
    Q_OBJECT
private slots:
    void broadcastTreesDeliverData_data() {
        QTest::addColumn<QString>("algorithm");
        for (const auto& a : catalogue())
            if (a.tree) QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void broadcastTreesDeliverData() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        for (Rank P = 1; P <= 64; ++P) {
            for (Rank root : {0, P / 2, P - 1}) {
                AlgorithmParams p;
                p.procs = P;
                p.root = root;
                p.bytes = 37;
                p.model = LogGP::logp(6, 2, 4);
                Program program;
                try {
                    program = a->program(p);
                } catch (const std::invalid_argument&) {
                    continue;  // defined only on some P (a square mesh); test_shapes checks the
                               // refusal
                }
                const auto bad = verifyCollective({Collective::Broadcast, P, root, 37}, program);
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    }

    // The same trees reversed reduce: the root ends with the elementwise sum.
    void reductionTreesSum() {
        for (Rank P = 1; P <= 64; ++P) {
            const Rank root = P / 3;
            for (const BroadcastTree& t :
                 {binaryTree(P, root), knomialTree(P, root, 3), chainTree(P, root)}) {
                const auto bad =
                    verifyCollective({Collective::Reduce, P, root, 24}, reductionProgram(t, 24));
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    }

    // Seed 000's summation: the root's first element ends as the sum of all operands.
    void optimalSummationSums() {
        AlgorithmParams p;
        p.procs = 7;
        p.operands = 82;
        p.model = LogGP::logp(5, 2, 4);
        const Program prog = findAlgorithm("optimal-sum")->program(p);
        std::vector<RankBuffer> buffers(7);
        std::uint64_t expected = 0;
        for (Rank r = 0; r < 7; ++r) {
            buffers[r].assign(prog.bufferBytes(), 0);
            for (std::uint64_t j = 0; j * 8 < prog.bufferBytes(); ++j) {
                const std::uint64_t v = 1000 * std::uint64_t(r) + j;
                std::memcpy(buffers[r].data() + 8 * j, &v, 8);
            }
        }
        // Only each rank's N_i operands count: recompute them from the program's fold sizes.
        for (Rank r = 0; r < 7; ++r) {
            std::uint64_t n = 1;
            for (const Op& op : prog.ops(r))
                if (op.kind == OpKind::Combine && op.mode == CombineMode::Fold) n += op.bytes / 8;
            for (std::uint64_t j = 0; j < n; ++j)
                expected += 1000 * std::uint64_t(r) + j;
        }
        executeProgram(prog, buffers);
        std::uint64_t got;
        std::memcpy(&got, buffers[0].data(), 8);
        QCOMPARE(got, expected);
    }

    void minimumIsSignedAndElementwise() {
        // dst = {5, -3, 7}, src = {2, 4, -9}: the minimum as signed 64-bit integers.
        ProgramBuilder b(1);
        b.add(0, Op::combine(24, 0, 24, CombineMode::Minimum));
        const Program p = b.build();
        std::vector<RankBuffer> buffers(1, RankBuffer(48));
        const std::int64_t in[6] = {5, -3, 7, 2, 4, -9};
        std::memcpy(buffers[0].data(), in, sizeof in);
        executeProgram(p, buffers);
        std::int64_t out[6];
        std::memcpy(out, buffers[0].data(), sizeof out);
        QCOMPARE(out[0], std::int64_t(2));
        QCOMPARE(out[1], std::int64_t(-3));
        QCOMPARE(out[2], std::int64_t(-9));
        QCOMPARE(out[3], std::int64_t(2));  // the source is unchanged
    }

    void brokenProgramIsCaught() {
        // A "broadcast" that forgets rank 2.
        ProgramBuilder b(3);
        b.add(0, Op::send(1, 5));
        b.add(1, Op::recv(0, 5));
        const auto bad = verifyCollective({Collective::Broadcast, 3, 0, 5}, b.build());
        QVERIFY(bad);
        QVERIFY2(bad->rfind("rank 2 offset 0: expected", 0) == 0, bad->c_str());
    }
};

QTEST_APPLESS_MAIN(TestReferenceExecutor)
#include "test_reference_executor.moc"
