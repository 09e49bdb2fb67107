// Execution planning (runner/execution_plan.h): which pending sends a write must wait for, and
// which ops are refused before anything runs.
#include <QtTest>

#include <set>
#include <string>

#include "../expected_refusals.h"
#include "algorithms/catalogue/catalogue.h"
#include "execution_plan.h"

using namespace ct;
using namespace ct::runner;

class TestRunnerExecutionPlan : public QObject {
    Q_OBJECT
private slots:
    // Every catalogue program can be planned. The tree broadcasts and Shou & Chen's (1996)
    // summation overlap all their sends and never wait early (a rank's sends are its last use of
    // the data). Others may legitimately wait: a scatter-allgather broadcast receives blocks back
    // into parts it scattered, a recursive-doubling allreduce adds into the vector it has just
    // sent.
    void catalogueProgramsPlan() {
        int planned = 0;
        for (const auto& a : catalogue()) {
            AlgorithmParams p;
            p.procs = 8;
            p.root = 3;
            p.bytes = a.info.problem == Problem::Broadcast ? 100003 : 100000;
            p.model = LogGP::logp(6, 2, 4);
            // Defined only on some P (an n x n mesh, P = 2^d): refused by name, with the reason.
            if (const auto why = ct::test::expectedRefusal(a.info.name, p.procs)) {
                try {
                    a.program(p);
                    QFAIL(qPrintable(QString::fromStdString(a.info.name + " accepted P = 8")));
                } catch (const std::invalid_argument& e) {
                    QVERIFY2(std::string(e.what()).find(*why) != std::string::npos, e.what());
                }
                continue;
            }
            Program program;
            try {
                program = a.program(p);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QString::fromStdString(a.info.name + " refused: " + e.what())));
            }
            static const std::set<std::string> trees = {"optimal",   "fibonacci", "binomial",
                                                        "hypercube", "flat",      "chain",
                                                        "binary",    "knomial",   "optimal-sum"};
            const bool noWaits = trees.count(a.info.name) > 0;
            std::size_t sends = 0;
            for (Rank r = 0; r < p.procs; ++r) {
                const ExecutionPlan plan = planExecution(program, r);
                if (noWaits) QVERIFY2(plan.hazards == 0, a.info.name.c_str());
                QCOMPARE(plan.waitBefore.size(), program.ops(r).size());
                sends += plan.sends;
                // Receives are posted in program order, never after their own op.
                std::size_t i = 0;
                const auto ops = program.ops(r);
                for (std::size_t k = 0; k < ops.size(); ++k) {
                    if (ops[k].kind != OpKind::Recv) continue;
                    QVERIFY2(plan.postBefore[i] <= k, a.info.name.c_str());
                    if (i > 0)
                        QVERIFY2(plan.postBefore[i - 1] <= plan.postBefore[i], a.info.name.c_str());
                    ++i;
                }
                QCOMPARE(plan.postBefore.size(), i);
            }
            QCOMPARE(sends, std::size_t(program.messageCount()));
            ++planned;
        }
        // at least the trees of Shou & Chen 1996 and Gu, Li & Liu 2002 and the simple shapes
        QVERIFY(planned >= 9);
    }

    void overlappingWriteWaitsForThatSendOnly() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 16, 0));   // send 0 reads [0, 16)
        b.add(0, Op::send(1, 8, 32));   // send 1 reads [32, 40)
        b.add(0, Op::recv(1, 8, 8));    // writes [8, 16): clobbers send 0
        b.add(0, Op::recv(1, 8, 0));    // writes [0, 8): send 0 is complete by now
        b.add(0, Op::copy(32, 16, 8));  // writes [16, 24): overlaps nothing pending
        b.add(1, Op::recv(0, 16, 0));
        b.add(1, Op::recv(0, 8, 32));
        b.add(1, Op::send(0, 8, 8));
        b.add(1, Op::send(0, 8, 0));
        const ExecutionPlan plan = planExecution(b.build(), 0);
        QCOMPARE(plan.sends, std::size_t(2));
        QCOMPARE(plan.hazards, std::size_t(1));
        QCOMPARE(plan.waitBefore[2], std::vector<std::size_t>{0});
        QVERIFY(plan.waitBefore[3].empty());
        QVERIFY(plan.waitBefore[4].empty());
    }

    // A WaitSends op completes every send still pending, in the order they were posted; a send a
    // write already waited for is not waited for again.
    void waitSendsTakesEveryPendingSend() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 8, 0));   // send 0
        b.add(0, Op::send(1, 8, 8));   // send 1
        b.add(0, Op::copy(16, 0, 8));  // writes [0, 8): waits for send 0
        b.add(0, Op::send(1, 8, 16));  // send 2
        b.add(0, Op::waitSends());     // sends 1 and 2
        b.add(0, Op::send(1, 8, 24));  // send 3
        b.add(0, Op::waitSends());
        for (int k = 0; k < 4; ++k)
            b.add(1, Op::recv(0, 8, std::uint64_t(8 * k)));
        const ExecutionPlan plan = planExecution(b.build(), 0);
        QCOMPARE(plan.sends, std::size_t(4));
        QCOMPARE(plan.waitBefore[2], std::vector<std::size_t>{0});
        QCOMPARE(plan.waitBefore[4], (std::vector<std::size_t>{1, 2}));
        QCOMPARE(plan.waitBefore[6], std::vector<std::size_t>{3});
        QCOMPARE(plan.hazards, std::size_t(1));  // the copy's; waiting for the sends is no hazard
    }

    // A fold writes one element only; an elementwise combine its whole destination part.
    void combineWritesWhatItsModeSays() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 16, 8));
        b.add(0, Op::combine(8, 0, 16, CombineMode::Fold));  // writes [0, 8)
        b.add(0, Op::combine(0, 8, 8));                      // writes [8, 16)
        b.add(1, Op::recv(0, 16, 0));
        const ExecutionPlan plan = planExecution(b.build(), 0);
        QVERIFY(plan.waitBefore[1].empty());
        QCOMPARE(plan.waitBefore[2], std::vector<std::size_t>{0});
    }

    // A leaf of a segmented pipeline: the first kReceiveDepth receives are posted before the
    // first op, every later one as soon as the one kReceiveDepth before it has completed.
    void segmentReceivesArePostedAhead() {
        const std::size_t n = kReceiveDepth + 5;
        ProgramBuilder b(2);
        for (std::size_t s = 0; s < n; ++s) {
            b.add(0, Op::send(1, 8, 8 * s));
            b.add(1, Op::recv(0, 8, 8 * s));
        }
        const ExecutionPlan plan = planExecution(b.build(), 1);
        QCOMPARE(plan.postBefore.size(), n);
        for (std::size_t i = 0; i < n; ++i)
            QCOMPARE(plan.postBefore[i],
                     i < kReceiveDepth ? std::size_t(0) : i - kReceiveDepth + 1);
        QCOMPARE(plan.early, n - 1);  // all but the first, which is posted at its own turn
        QCOMPARE(plan.hazards, std::size_t(0));
    }

    // A reduction's scratch part: the second child's segment may only be posted once the first
    // has been combined out of it; a receive into a part it has just sent from waits for its own
    // turn and for that send, exactly as a blocking receive would.
    void receivesWaitForWhatTouchesTheirPart() {
        ProgramBuilder b(3);
        b.add(0, Op::recv(1, 8, 8));     // op 0: scratch [8, 16)
        b.add(0, Op::combine(8, 0, 8));  // op 1: reads the scratch
        b.add(0, Op::recv(2, 8, 8));     // op 2: scratch again: posted before op 2
        b.add(0, Op::combine(8, 0, 8));  // op 3
        b.add(0, Op::send(1, 8, 0));     // op 4: sends [0, 8)
        b.add(0, Op::recv(1, 8, 16));    // op 5: [16, 24), untouched: with op 2
        b.add(0, Op::recv(2, 8, 0));     // op 6: [0, 8) is still being sent: before op 6
        b.add(1, Op::send(0, 8));
        b.add(2, Op::send(0, 8));
        const ExecutionPlan plan = planExecution(b.build(), 0);
        QCOMPARE(plan.postBefore, (std::vector<std::size_t>{0, 2, 2, 6}));
        QCOMPARE(plan.waitBefore[6], std::vector<std::size_t>{0});
        QCOMPARE(plan.hazards, std::size_t(1));
        QCOMPARE(plan.early, std::size_t(1));
    }

    void badOpsAreRefused_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("peer") << 0 << "rank 0 op 0 (send): peer 7 is not a rank";
        QTest::newRow("count") << 1 << "rank 0 op 0 (send): more bytes than an MPI count can hold";
        QTest::newRow("partial element")
            << 2 << "rank 0 op 0 (combine): not a whole number of 8-byte elements";
        QTest::newRow("missing group") << 3 << "rank 0 op 0 (barrier): group 3 does not exist";
        QTest::newRow("not a member")
            << 4 << "rank 0 op 0 (barrier): the rank is not a member of group 0";
        QTest::newRow("element size")
            << 5 << "rank 0 op 0 (combine): the runner combines 8-byte integers only";
    }
    void badOpsAreRefused() {
        QFETCH(int, kind);
        QFETCH(QString, message);
        ProgramBuilder b(2, kind == 5 ? 4 : 8);
        switch (kind) {
            case 0:
                b.add(0, Op::send(7, 8));
                break;
            case 1:
                b.add(0, Op::send(1, 3'000'000'000ull));
                break;
            case 2:
                b.add(0, Op::combine(16, 0, 12));
                break;
            case 3:
                b.add(0, Op::barrier(3));
                break;
            case 4:
                b.addGroup({1});
                b.add(0, Op::barrier(0));
                break;
            case 5:
                b.add(0, Op::combine(8, 0, 8));
                break;
        }
        const Program p = b.build();
        try {
            planExecution(p, 0);
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }

    void rankOutsideTheProgram() {
        ProgramBuilder b(2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planExecution(b.build(), 2));
    }
};

QTEST_APPLESS_MAIN(TestRunnerExecutionPlan)
#include "test_runner_execution_plan.moc"
