// Programs: layout, message matching and validation.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"
#include "program/message_matching.h"
#include "program/program_fingerprint.h"
#include "sim/simulator.h"

using namespace ct;

class TestProgram : public QObject {
    Q_OBJECT
private slots:
    // The same messages give the same fingerprint whatever the algorithm is called: on 2 ranks
    // every broadcast tree is the root's one message. A byte, a peer, the order of two operations
    // or a rank's boundary changes it.
    void fingerprintIsWhatTheProgramDoes() {
        ct::AlgorithmParams p;
        p.procs = 2;
        p.bytes = 4096;
        p.model = ct::LogGP::logp(6, 2, 4);
        const std::uint64_t binomial =
            ct::programFingerprint(ct::findAlgorithm("binomial")->program(p));
        QCOMPARE(ct::programFingerprint(ct::findAlgorithm("flat")->program(p)), binomial);
        QCOMPARE(ct::programFingerprint(ct::findAlgorithm("chain")->program(p)), binomial);
        p.procs = 3;  // a chain and a flat tree differ from 3 ranks on
        QVERIFY(ct::programFingerprint(ct::findAlgorithm("flat")->program(p)) !=
                ct::programFingerprint(ct::findAlgorithm("chain")->program(p)));
        const auto fingerprintOf = [](const std::vector<std::pair<ct::Rank, ct::Op>>& ops) {
            ct::ProgramBuilder b(3);
            for (const auto& [rank, op] : ops)
                b.add(rank, op);
            return ct::programFingerprint(b.build());
        };
        using ct::Op;
        const std::uint64_t base = fingerprintOf(
            {{0, Op::send(1, 8)}, {0, Op::send(2, 8)}, {1, Op::recv(0, 8)}, {2, Op::recv(0, 8)}});
        QCOMPARE(fingerprintOf({{0, Op::send(1, 8)},
                                {0, Op::send(2, 8)},
                                {1, Op::recv(0, 8)},
                                {2, Op::recv(0, 8)}}),
                 base);
        QVERIFY(fingerprintOf({{0, Op::send(1, 16)},
                               {0, Op::send(2, 8)},
                               {1, Op::recv(0, 16)},
                               {2, Op::recv(0, 8)}}) != base);
        QVERIFY(fingerprintOf({{0, Op::send(2, 8)},
                               {0, Op::send(1, 8)},
                               {1, Op::recv(0, 8)},
                               {2, Op::recv(0, 8)}}) != base);
        QVERIFY(fingerprintOf({{0, Op::send(1, 8)},
                               {0, Op::send(2, 8)},
                               {1, Op::recv(0, 8)},
                               {2, Op::recv(0, 8)},
                               {2, Op::waitSends()}}) != base);
    }
    void builderGroupsOpsByRankInOrder() {
        ProgramBuilder b(3);
        b.add(2, Op::recv(0, 8));
        b.add(0, Op::send(2, 8));
        b.add(0, Op::send(1, 16, 8));
        b.add(1, Op::recv(0, 16, 8));
        const Program p = b.build("demo");
        QCOMPARE(p.ranks(), 3);
        QCOMPARE(p.name(), std::string("demo"));
        QCOMPARE(p.ops(0).size(), std::size_t(2));
        QCOMPARE(p.ops(0)[1].peer, 1);
        QCOMPARE(p.ops(2)[0].kind, OpKind::Recv);
        QCOMPARE(p.messageCount(), std::uint64_t(2));
        QCOMPARE(p.bufferBytes(), std::uint64_t(24));
        QCOMPARE(p.rankOfOp(3), 2);
    }

    // The k-th send from s to d meets the k-th receive at d from s, even when d receives from
    // others in between.
    void matchingIsFifoPerPair() {
        ProgramBuilder b(3);
        b.add(0, Op::send(2, 1));
        b.add(0, Op::send(2, 2));
        b.add(1, Op::send(2, 3));
        b.add(2, Op::recv(1, 3));
        b.add(2, Op::recv(0, 1));
        b.add(2, Op::recv(0, 2));
        const Program p = b.build();
        const MessageMatching m = matchMessages(p);
        QVERIFY(m.ok());
        QCOMPARE(m.partner[0], std::uint64_t(4));
        QCOMPARE(m.partner[1], std::uint64_t(5));
        QCOMPARE(m.partner[2], std::uint64_t(3));
        QCOMPARE(m.message[4], m.message[0]);
    }

    void problemsNameRankAndOp_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unmatched send")
            << 0 << "rank 0 op 0 (send 8 B to 1): no matching receive at rank 1";
        QTest::newRow("unmatched recv")
            << 1 << "rank 1 op 0 (recv 8 B from 0): no matching send from rank 0";
        QTest::newRow("size mismatch") << 2 << "sizes differ";
        QTest::newRow("peer out of range") << 3 << "peer rank out of range 0..1";
        QTest::newRow("self message") << 4 << "a rank cannot message itself";
    }
    void problemsNameRankAndOp() {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        ProgramBuilder b(2);
        switch (kind) {
            case 0:
                b.add(0, Op::send(1, 8));
                break;
            case 1:
                b.add(1, Op::recv(0, 8));
                break;
            case 2:
                b.add(0, Op::send(1, 8));
                b.add(1, Op::recv(0, 4));
                break;
            case 3:
                b.add(0, Op::send(7, 8));
                break;
            case 4:
                b.add(1, Op::send(1, 8));
                break;
        }
        const Program p = b.build();
        const ValidationReport v = validate(p);
        QVERIFY(!v.ok());
        QVERIFY2(QString::fromStdString(v.problems.front()).contains(expected),
                 v.problems.front().c_str());
        QVERIFY_THROWS_EXCEPTION(ProgramError, simulate(p, LogGP::logp(1, 1, 1)));
    }

    void badBarriers() {
        ProgramBuilder b(3);
        const Rank g = b.addGroup({0, 1});
        b.add(0, Op::barrier(g));
        b.add(2, Op::barrier(g));
        const ValidationReport v = validate(b.build());
        QVERIFY(!v.ok());
        QVERIFY(v.problems.front().find("not a member") != std::string::npos);
    }

    void validProgramPasses() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 8));
        b.add(1, Op::recv(0, 8));
        QVERIFY(validate(b.build()).ok());
    }
};

QTEST_APPLESS_MAIN(TestProgram)
#include "test_program.moc"
