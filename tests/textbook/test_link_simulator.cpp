// The link model's semantics on small programs whose times follow by hand: start-up on the
// sender, tw per byte, th per hop, one-port sends, receives overlapping sends, shared receive
// ports, combines and barriers; and the errors a bad program or bad costs raise.
#include <QtTest>

#include "program/program.h"
#include "sim/link_simulator.h"

using namespace ct;

namespace {

const LinkCosts kCosts{10, 0.5, 2, 0.25};  // ts, tw, th, combine

}  // namespace

class TestLinkSimulator : public QObject {
    Q_OBJECT
private slots:
    // One message: ts + tw·m + th·hops, and the timeline says where the time went.
    void oneMessage() {
        ProgramBuilder b(8);
        b.add(0, Op::send(3, 100));
        b.add(3, Op::recv(0, 100));
        const Program p = b.build();
        const NetworkRun run = runOnNetwork(p, Network::linearArray(8), kCosts);
        QCOMPARE(run.timeline.total, 10 + 50 + 2 * 3.0);
        const MessageRecord& m = run.timeline.messages[0];
        QCOMPARE(m.sendStart, 0.0);
        QCOMPARE(m.sendEnd, 10.0);
        QCOMPARE(m.arrival, 66.0);
        QCOMPARE(m.recvStart, 66.0);
        QCOMPARE(run.flows[0].start, 10.0);
        QCOMPARE(run.flows[0].end, 60.0);
        QCOMPARE(run.flows[0].hops, 3);
        QCOMPARE(run.timeline.rankFinish[0], 10.0);
        QCOMPARE(run.mostOnOneLink(), 1);
        // The same program on a ring takes the shorter way, and on a full network one hop.
        QCOMPARE(simulateOnNetwork(p, Network::ring(8), kCosts).total, 66.0);
        QCOMPARE(simulateOnNetwork(p, Network::full(8), kCosts).total, 62.0);
    }

    // One port: the second send waits until the first message has streamed out.
    void sendsAreSerialised() {
        ProgramBuilder b(3);
        b.add(0, Op::send(1, 100));
        b.add(0, Op::send(2, 100));
        b.add(1, Op::recv(0, 100));
        b.add(2, Op::recv(0, 100));
        const NetworkRun run = runOnNetwork(b.build(), Network::full(3), kCosts);
        QCOMPARE(run.timeline.messages[1].sendStart, 60.0);
        QCOMPARE(run.timeline.total, 2 * 60.0 + 2);
    }

    // Receiving is not serialised with sending: a pair exchanging costs one message time.
    void exchangeOverlaps() {
        ProgramBuilder b(2);
        for (Rank r : {0, 1}) {
            b.add(r, Op::send(1 - r, 100));
            b.add(r, Op::recv(1 - r, 100));
        }
        QCOMPARE(simulateOnNetwork(b.build(), Network::ring(2), kCosts).total, 62.0);
    }

    // Two messages into one rank share its receive port: each streams at half speed.
    void receivePortIsShared() {
        ProgramBuilder b(3);
        b.add(0, Op::recv(1, 100, 0));
        b.add(0, Op::recv(2, 100, 100));
        b.add(1, Op::send(0, 100));
        b.add(2, Op::send(0, 100));
        const NetworkRun run = runOnNetwork(b.build(), Network::full(3), kCosts);
        QCOMPARE(run.timeline.total, 10 + 2 * 50.0 + 2);
        QCOMPARE(run.flows[0].crowd, 2);
        QCOMPARE(run.mostOnOneLink(), 1);  // the links themselves are not shared
    }

    // Combining costs `combine` per 8-byte element on the processor; copies are free.
    void combineAndCopy() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 80));
        b.add(1, Op::recv(0, 80, 80));
        b.add(1, Op::combine(80, 0, 80));
        b.add(1, Op::copy(0, 160, 80));
        const Program p = b.build();
        const NetworkRun run = runOnNetwork(p, Network::ring(2), kCosts);
        QCOMPARE(run.timeline.total, 10 + 40 + 2 + 10 * 0.25);
        QCOMPARE(run.timeline.opStart[p.opIndex(1, 1)], 52.0);
        QCOMPARE(run.timeline.opEnd[p.opIndex(1, 1)], 54.5);
    }

    // A barrier releases its members when the last one arrives.
    void barrierWaitsForTheLast() {
        ProgramBuilder b(3);
        const Rank all = b.addGroup({0, 1, 2});
        b.add(0, Op::send(1, 20));
        b.add(1, Op::recv(0, 20));
        for (Rank r : {0, 1, 2})
            b.add(r, Op::barrier(all));
        b.add(2, Op::send(0, 20));
        b.add(0, Op::recv(2, 20));
        const Timeline t = simulateOnNetwork(b.build(), Network::full(3), kCosts);
        QCOMPARE(t.total, (10 + 10 + 2) * 2.0);
    }

    // A zero per-byte cost streams nothing: only start-up and hops remain.
    void freeBandwidth() {
        ProgramBuilder b(4);
        b.add(0, Op::send(2, 1000));
        b.add(0, Op::send(3, 1000));
        b.add(2, Op::recv(0, 1000));
        b.add(3, Op::recv(0, 1000));
        QCOMPARE(simulateOnNetwork(b.build(), Network::linearArray(4), {1, 0, 1, 0}).total,
                 2 + 3.0);
    }

    void errors() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 8));
        const Program unmatched = b.build();
        try {
            simulateOnNetwork(unmatched, Network::ring(2), kCosts);
            QFAIL("an unmatched send must be refused");
        } catch (const ProgramError& e) {
            QVERIFY(
                QString::fromStdString(e.fullMessage()).contains("no matching receive at rank 1"));
        }
        ProgramBuilder ok(2);
        const Program empty = ok.build();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simulateOnNetwork(empty, Network::ring(3), kCosts));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simulateOnNetwork(empty, Network::ring(2), {-1, 0, 0, 0}));
        QCOMPARE(linkCostsProblem({1, std::nan(""), 0, 0}).value(),
                 std::string("tw must be a finite number"));
        QCOMPARE(simulateOnNetwork(empty, Network::ring(2), kCosts).total, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestLinkSimulator)
#include "test_link_simulator.moc"
