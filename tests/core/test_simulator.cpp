// The LogP/LogGP simulator on hand-computed cases.
#include <QtTest>

#include "sim/link_simulator.h"
#include "sim/network.h"
#include "sim/peer_read_bytes.h"
#include "sim/simulator.h"
#include "sim/written_bytes.h"

using namespace ct;

namespace {
Program twoMessages(Rank to1, Rank to2, Rank ranks = 3) {
    ProgramBuilder b(ranks);
    b.add(0, Op::send(to1, 1));
    b.add(0, Op::send(to2, 1));
    b.add(to1, Op::recv(0, 1));
    b.add(to2, Op::recv(0, 1));
    return b.build();
}
}  // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    // One message: send overhead [0, o_s], wire [o_s, o_s + L], receive [.., + o_r].
    void singleMessage() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 1));
        b.add(1, Op::recv(0, 1));
        const Program p = b.build();
        LogGP m = LogGP::logp(5, 0, 3);
        m.oSend = 1;
        m.oRecv = 2;
        const Timeline t = simulate(p, m);
        QCOMPARE(t.messages.size(), std::size_t(1));
        const MessageRecord& r = t.messages[0];
        QCOMPARE(r.sendStart, 0.0);
        QCOMPARE(r.sendEnd, 1.0);
        QCOMPARE(r.arrival, 6.0);
        QCOMPARE(r.recvStart, 6.0);
        QCOMPARE(r.recvEnd, 8.0);
        QCOMPARE(t.total, 8.0);
        QCOMPARE(t.rankFinish[0], 1.0);
        QCOMPARE(t.rankFinish[1], 8.0);
    }

    // LogGP: m bytes occupy the wire for L + (m-1)·G.
    void longMessage() {
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 101));
        b.add(1, Op::recv(0, 101));
        LogGP m = LogGP::logp(5, 1, 3);
        m.G = 0.5;
        const Timeline t = simulate(b.build(), m);
        QCOMPARE(t.messages[0].arrival, 1 + 5 + 50.0);
        QCOMPARE(t.total, 57.0);
    }

    // Consecutive sends start max(g, o) apart.
    void sendGap_data() {
        QTest::addColumn<double>("o");
        QTest::addColumn<double>("g");
        QTest::addColumn<double>("secondStart");
        QTest::newRow("g > o") << 1.0 << 3.0 << 3.0;
        QTest::newRow("o > g") << 4.0 << 3.0 << 4.0;
        QTest::newRow("g = 0") << 2.0 << 0.0 << 2.0;
    }
    void sendGap() {
        QFETCH(double, o);
        QFETCH(double, g);
        QFETCH(double, secondStart);
        const Timeline t = simulate(twoMessages(1, 2), LogGP::logp(5, o, g));
        QCOMPARE(t.messages[1].sendStart, secondStart);
        QCOMPARE(t.total, secondStart + o + 5 + o);
    }

    // Two messages arriving together: the second receive waits for the first and for the gap.
    void receiveGap() {
        ProgramBuilder b(3);
        b.add(0, Op::send(2, 1));
        b.add(1, Op::send(2, 1));
        b.add(2, Op::recv(0, 1));
        b.add(2, Op::recv(1, 1));
        const Timeline t = simulate(b.build(), LogGP::logp(5, 2, 3));
        QCOMPARE(t.messages[0].recvStart, 7.0);
        QCOMPARE(t.messages[1].arrival, 7.0);
        QCOMPARE(t.messages[1].recvStart, 10.0);  // max(7 + o, 7 + g) = 10
        QCOMPARE(t.total, 12.0);
    }

    void combineAndCopyCost() {
        ProgramBuilder b(1);
        b.add(0, Op::combine(80, 0, 80));                    // 10 elements
        b.add(0, Op::combine(8, 0, 24, CombineMode::Fold));  // 3 elements
        b.add(0, Op::copy(0, 100, 50));
        LogGP m = LogGP::logp(1, 0, 0);
        m.combinePerElement = 2;
        m.copyPerByte = 0.1;
        const Program p = b.build();
        const Timeline t = simulate(p, m);
        QCOMPARE(t.opEnd[0], 20.0);
        QCOMPARE(t.opEnd[1], 26.0);
        QCOMPARE(t.opEnd[2], 31.0);
        QCOMPARE(t.total, 31.0);
        QCOMPARE(p.bufferBytes(), std::uint64_t(160));
        const auto busy = t.busyIntervals(p, 0);
        QCOMPARE(busy.size(), std::size_t(3));
        QCOMPARE(busy[2].kind, BusyKind::Copy);
    }

    // The segmented minimum and its in-place scan cost one combine per 8-byte element, like a
    // sum, and show on the timeline as combines.
    void segmentedCombinesCost() {
        ProgramBuilder b(1);
        b.add(0, Op::combine(0, 0, 40, CombineMode::SegmentedScan));      // 5 elements
        b.add(0, Op::combine(40, 0, 16, CombineMode::SegmentedMinimum));  // 2 elements
        LogGP m = LogGP::logp(1, 0, 0);
        m.combinePerElement = 1.5;
        const Program p = b.build();
        const Timeline t = simulate(p, m);
        QCOMPARE(t.opEnd[0], 7.5);
        QCOMPARE(t.opEnd[1], 10.5);
        QCOMPARE(t.total, 10.5);
        const auto busy = t.busyIntervals(p, 0);
        QCOMPARE(busy.size(), std::size_t(2));
        QCOMPARE(busy[0].kind, BusyKind::Combine);
        QCOMPARE(busy[1].kind, BusyKind::Combine);
    }

    // A barrier releases everyone when the last member arrives.
    void barrier() {
        ProgramBuilder b(3);
        const Rank g = b.addGroup({0, 1, 2});
        b.add(0, Op::copy(0, 8, 30));  // rank 0 is busy 3 units first
        for (Rank r = 0; r < 3; ++r)
            b.add(r, Op::barrier(g));
        b.add(1, Op::send(2, 1));
        b.add(2, Op::recv(1, 1));
        LogGP m = LogGP::logp(2, 1, 1);
        m.copyPerByte = 0.1;
        const Timeline t = simulate(b.build(), m);
        QCOMPARE(t.rankFinish[0], 3.0);
        QCOMPARE(t.messages[0].sendStart, 3.0);
        QCOMPARE(t.total, 3.0 + 1 + 2 + 1);
    }

    // Rank 0 sends to rank 1, then to rank 2; rank 1 is busy copying until 10. LogP L 5, o 1,
    // g 3, copying 0.1 per byte. Leaving the first send pending, rank 0 sends again at the gap
    // (3): arrival 9, taken 9..10, and rank 1 takes its message at 10..11: total 11. Waiting for
    // its sends, rank 0 goes on when rank 1's receive ends (11): sent 11..12, arrival 17, taken
    // 17..18. A wait with nothing pending costs nothing.
    void waitSendsWaitsForTheReceive_data() {
        QTest::addColumn<bool>("wait");
        QTest::addColumn<qulonglong>("eagerLimit");
        QTest::addColumn<int>("inlineLimit");  // -1: none
        QTest::addColumn<double>("completion");
        QTest::addColumn<double>("secondSend");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("waitEnd");
        // Rank 0's 2-byte message to rank 1 is sent at 0..1 and arrives at 6; rank 1 copies
        // until 10, so its receive ends at 11. Waiting for it, rank 0 sends the second at 11
        // (arrives 17, received 17..18); pending, at 0 + g = 3 (received 9..10; total 11).
        QTest::newRow("sends pending") << false << 0ull << -1 << 0.0 << 3.0 << 11.0 << 0.0;
        QTest::newRow("wait for the sends") << true << 0ull << -1 << 0.0 << 11.0 << 18.0 << 11.0;
        QTest::newRow("wait, above the eager limit")
            << true << 1ull << -1 << 0.0 << 11.0 << 18.0 << 11.0;
        // At the eager limit the send is complete when posted: the wait ends at once (1).
        QTest::newRow("wait, at the eager limit")
            << true << 2ull << -1 << 0.0 << 3.0 << 11.0 << 1.0;
        QTest::newRow("wait, at the inline limit")
            << true << 2ull << 2 << 0.5 << 3.0 << 11.0 << 1.0;
        // Eager but above the inline limit: complete when it arrives (6), the completion later
        // (0.5); the second send then leaves at 6.5 (arrives 12.5, received 12.5..13.5).
        QTest::newRow("wait, eager above the inline limit")
            << true << 2ull << 1 << 0.0 << 6.0 << 13.0 << 6.0;
        QTest::newRow("wait, eager, with completion")
            << true << 2ull << 1 << 0.5 << 6.5 << 13.5 << 6.5;
        // Rendezvous: the completion after the receive's end (11.5; second sent 11.5..12.5,
        // arrives 17.5, received 17.5..18.5).
        QTest::newRow("wait, rendezvous, with completion")
            << true << 0ull << -1 << 0.5 << 11.5 << 18.5 << 11.5;
    }
    void waitSendsWaitsForTheReceive() {
        QFETCH(bool, wait);
        QFETCH(qulonglong, eagerLimit);
        QFETCH(int, inlineLimit);
        QFETCH(double, completion);
        QFETCH(double, secondSend);
        QFETCH(double, total);
        QFETCH(double, waitEnd);
        ProgramBuilder b(3);
        b.add(0, Op::waitSends());  // nothing pending yet
        b.add(0, Op::send(1, 2));
        if (wait) b.add(0, Op::waitSends());
        b.add(0, Op::send(2, 2));
        b.add(1, Op::copy(0, 100, 100));
        b.add(1, Op::recv(0, 2));
        b.add(2, Op::recv(0, 2));
        LogGP m = LogGP::logp(5, 1, 3);
        m.copyPerByte = 0.1;
        m.eagerLimit = eagerLimit;
        if (inlineLimit >= 0) m.inlineLimit = std::uint64_t(inlineLimit);
        m.sendCompletion = completion;
        const Program p = b.build();
        const Timeline t = simulate(p, m);
        QCOMPARE(t.messages[1].sendStart, secondSend);
        QCOMPARE(t.total, total);
        QCOMPARE(t.opStart[0], 0.0);
        QCOMPARE(t.opEnd[0], 0.0);
        if (wait) {
            QCOMPARE(t.opStart[2], 1.0);  // after the first send's overhead
            QCOMPARE(t.opEnd[2], waitEnd);
        }
    }

    // Half duplex: L 5, o 1, g 3, G 0.1, 11-byte messages (wire 1, in flight o_s + L + wire = 7).
    // Together, both ranks send at 0 (in flight 0..7) and take the other's in: it arrives at 7,
    // and was in flight all the while the rank's own was, so it is there 7·d later (then o_r).
    // Staggered, rank 1 first copies for 3 (in flight 3..10): the flights overlap 3..7, 4 units.
    // Rank 1 takes rank 0's message at 7 + 4d, rank 0 rank 1's at 10 + 4d. One way: nothing
    // of rank 1's is in flight, the message is taken at 7 whatever d.
    void halfDuplexSlowsWhatARankTakesInWhileSending_data() {
        QTest::addColumn<double>("halfDuplex");
        QTest::addColumn<bool>("staggered");
        QTest::addColumn<bool>("exchange");
        QTest::addColumn<double>("finish0");
        QTest::addColumn<double>("finish1");
        QTest::newRow("full duplex") << 0.0 << false << true << 8.0 << 8.0;
        QTest::newRow("half duplex") << 1.0 << false << true << 15.0 << 15.0;
        QTest::newRow("half of it") << 0.5 << false << true << 11.5 << 11.5;
        QTest::newRow("full duplex, staggered") << 0.0 << true << true << 11.0 << 8.0;
        QTest::newRow("half duplex, staggered") << 1.0 << true << true << 15.0 << 12.0;
        QTest::newRow("half of it, staggered") << 0.5 << true << true << 13.0 << 10.0;
        QTest::newRow("one way") << 1.0 << false << false << 1.0 << 8.0;
    }
    void halfDuplexSlowsWhatARankTakesInWhileSending() {
        QFETCH(double, halfDuplex);
        QFETCH(bool, staggered);
        QFETCH(bool, exchange);
        QFETCH(double, finish0);
        QFETCH(double, finish1);
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 11));
        if (exchange) b.add(0, Op::recv(1, 11));
        if (staggered) b.add(1, Op::copy(0, 100, 100));
        if (exchange) b.add(1, Op::send(0, 11));
        b.add(1, Op::recv(0, 11));
        LogGP m = LogGP::logp(5, 1, 3);
        m.G = 0.1;
        m.copyPerByte = 0.03;
        m.halfDuplex = halfDuplex;
        const Timeline t = simulate(b.build(), m);
        QCOMPARE(t.rankFinish[0], finish0);
        QCOMPARE(t.rankFinish[1], finish1);
    }

    // Written data: L 5, o 1, g 3, G 0.1, written 0.5 per byte; 11-byte messages (a clean one
    // arrives at o_s + L + 10·G = 7 and is taken by 8). A message whose bytes its sender wrote
    // (received them, combined into them, copied them, or was handed them written) arrives
    // 0.5 per written byte later; bytes sent once are clean when sent again.
    //  - clean: rank 0 sends what it was given clean: 8.
    //  - input written: every rank's bytes [0, 11) written before the start: 7 + 5.5 + 1 = 13.5.
    //  - 4 of 11 written: [0, 4) of the input written: 7 + 2 + 1 = 10.
    //  - combined: rank 0 combines 8 bytes into [0, 8) first (at 1 per element: 1), then sends
    //    [0, 11): 1 + 7 + 4 + 1 = 13.
    //  - copied: a copy of 3 bytes to [8, 11) first (0.1 per byte: 0.3): 0.3 + 7 + 1.5 + 1.
    //  - sent twice: the same written bytes to rank 1, then rank 2: the first arrives at 12.5
    //    (taken by 13.5), the second, sent at 4 (g + its wire), is clean: 11, taken by 12.
    //  - forwarded: rank 1 receives clean bytes (by 8) and sends them on to rank 2: it wrote
    //    them, so they arrive at 8 + 7 + 5.5 and are taken by 21.5.
    //  - exchange: both ranks send 11 written bytes at once; with half duplex 0.5 each message
    //    is 7·0.5 = 3.5 later, written 5.5 later: the larger, 7 + 5.5 + 1 = 13.5 for both.
    //  - exchange, duplex larger: half duplex 1 (7 later) beats the written 5.5: 7 + 7 + 1 = 15.
    void writtenDataCostsItsMessages_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<std::uint64_t>("writtenInput");
        QTest::addColumn<double>("halfDuplex");
        QTest::addColumn<double>("finish");
        QTest::newRow("clean") << "one" << std::uint64_t(0) << 0.0 << 8.0;
        QTest::newRow("input written") << "one" << std::uint64_t(11) << 0.0 << 13.5;
        QTest::newRow("4 of 11 written") << "one" << std::uint64_t(4) << 0.0 << 10.0;
        QTest::newRow("combined") << "combined" << std::uint64_t(0) << 0.0 << 13.0;
        QTest::newRow("copied") << "copied" << std::uint64_t(0) << 0.0 << 9.8;
        QTest::newRow("sent twice") << "twice" << std::uint64_t(11) << 0.0 << 13.5;
        QTest::newRow("forwarded") << "forwarded" << std::uint64_t(0) << 0.0 << 21.5;
        QTest::newRow("exchange") << "exchange" << std::uint64_t(11) << 0.5 << 13.5;
        QTest::newRow("exchange, duplex larger") << "exchange" << std::uint64_t(11) << 1.0 << 15.0;
    }
    void writtenDataCostsItsMessages() {
        QFETCH(QString, shape);
        QFETCH(std::uint64_t, writtenInput);
        QFETCH(double, halfDuplex);
        QFETCH(double, finish);
        ProgramBuilder b(3);
        if (shape == "combined") b.add(0, Op::combine(16, 0, 8));
        if (shape == "copied") b.add(0, Op::copy(16, 8, 3));
        if (shape == "forwarded") {
            b.add(0, Op::send(1, 11));
            b.add(1, Op::recv(0, 11));
            b.add(1, Op::send(2, 11));
            b.add(2, Op::recv(1, 11));
        } else {
            b.add(0, Op::send(1, 11));
            if (shape == "twice") b.add(0, Op::send(2, 11));
            if (shape == "exchange") {
                b.add(1, Op::send(0, 11));
                b.add(0, Op::recv(1, 11));
            }
            b.add(1, Op::recv(0, 11));
            if (shape == "twice") b.add(2, Op::recv(0, 11));
        }
        LogGP m = LogGP::logp(5, 1, 3);
        m.G = 0.1;
        m.combinePerElement = 1;
        m.copyPerByte = 0.1;
        m.halfDuplex = halfDuplex;
        m.writtenPerByte = 0.5;
        SimulationOptions o;
        o.writtenInputBytes = writtenInput;
        const Program p = b.build();
        const Timeline t = simulate(p, m, o);
        QCOMPARE(t.total, finish);
        if (shape == "twice") {
            QCOMPARE(t.messages[0].arrival, 12.5);
            QCOMPARE(t.messages[1].arrival, 11.0);
        }
        // Without the term the same program costs what clean data costs, written or not: less,
        // but where nothing was written or the rank's own sends delay the message more.
        m.writtenPerByte = 0;
        const double clean = simulate(p, m, o).total;
        const bool hidden = (writtenInput == 0 && shape == "one") || halfDuplex >= 1;
        if (hidden)
            QCOMPARE(clean, finish);
        else
            QVERIFY(clean < finish);
    }

    // Which bytes stay written: writes [0, 10) and [20, 30), then [8, 22) joins them into
    // [0, 30); a send of [5, 25) takes 20 written bytes and leaves [0, 5) and [25, 30); a send
    // of [0, 40) takes those 10; nothing is left. Touching parts merge ([30, 40) after [0, 30)).
    void writtenBytesTrackParts() {
        WrittenBytes w;
        w.write(0, 10);
        w.write(20, 10);
        QCOMPARE(w.total(), std::uint64_t(20));
        w.write(8, 14);
        QCOMPARE(w.total(), std::uint64_t(30));
        QCOMPARE(w.send(5, 20), std::uint64_t(20));
        QCOMPARE(w.total(), std::uint64_t(10));
        QCOMPARE(w.send(100, 5), std::uint64_t(0));
        QCOMPARE(w.send(0, 40), std::uint64_t(10));
        QCOMPARE(w.total(), std::uint64_t(0));
        w.write(0, 30);
        w.write(30, 10);
        QCOMPARE(w.send(29, 2), std::uint64_t(2));  // one part [0, 40): split around [29, 31)
        QCOMPARE(w.total(), std::uint64_t(38));
        QCOMPARE(w.send(0, 0), std::uint64_t(0));
    }

    // Overwriting what a peer read: L 5, o 1, g 3, G 0.1, combine 1 per element, copy 0.1 per
    // byte; a write into bytes rank 1 has read out of rank 0's buffer costs 0.2 (receive), 0.3
    // (copy) or 0.5 (combine) per such byte more. Rank 0 sends [0, 16) to rank 1 (o_s: free at
    // 1), then writes; its finish:
    //  - combine into sent: 2 elements (2) + 16 · 0.5 = 11; clean 3.
    //  - combine into own: into [16, 32), which nobody read: 3.
    //  - combine half into sent: into [8, 24), 8 bytes read: 1 + 2 + 4 = 7; clean 3.
    //  - copy into sent: 16 · 0.1 + 16 · 0.3: 1 + 1.6 + 4.8 = 7.4; clean 2.6.
    //  - copy, then combine: the copy takes the bytes back, the combine pays nothing more:
    //    1 + 6.4 + 2 = 9.4; clean 4.6.
    //  - eager: with an eager limit of 16 the library copies the message out itself and rank 1
    //    never reads rank 0's buffer: the combine costs 3, as clean.
    //  - receive into sent: rank 1 sends 16 bytes back into [0, 16) once it has them (received
    //    7.5-8.5, sent 8.5-9.5, at rank 0 by 9.5 + 5 + 1.5 = 16): 16 + o_r + 16 · 0.2 = 20.2;
    //    clean 17.
    void overwritingWhatAPeerReadCosts_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<std::uint64_t>("eager");
        QTest::addColumn<double>("finish");
        QTest::addColumn<double>("clean");
        QTest::newRow("combine into sent") << "combine 0" << std::uint64_t(0) << 11.0 << 3.0;
        QTest::newRow("combine into own") << "combine 16" << std::uint64_t(0) << 3.0 << 3.0;
        QTest::newRow("combine half into sent") << "combine 8" << std::uint64_t(0) << 7.0 << 3.0;
        QTest::newRow("copy into sent") << "copy" << std::uint64_t(0) << 7.4 << 2.6;
        QTest::newRow("copy, then combine") << "copy combine" << std::uint64_t(0) << 9.4 << 4.6;
        QTest::newRow("eager") << "combine 0" << std::uint64_t(16) << 3.0 << 3.0;
        QTest::newRow("receive into sent") << "receive" << std::uint64_t(0) << 20.2 << 17.0;
    }
    void overwritingWhatAPeerReadCosts() {
        QFETCH(QString, shape);
        QFETCH(std::uint64_t, eager);
        QFETCH(double, finish);
        QFETCH(double, clean);
        ProgramBuilder b(2);
        b.add(0, Op::send(1, 16));
        b.add(1, Op::recv(0, 16));
        if (shape.startsWith("combine"))
            b.add(0, Op::combine(32, shape.split(' ')[1].toULongLong(), 16));
        if (shape.startsWith("copy")) b.add(0, Op::copy(32, 0, 16));
        if (shape == "copy combine") b.add(0, Op::combine(32, 0, 16));
        if (shape == "receive") {
            b.add(1, Op::send(0, 16));
            b.add(0, Op::recv(1, 16));
        }
        LogGP m = LogGP::logp(5, 1, 3);
        m.G = 0.1;
        m.combinePerElement = 1;
        m.copyPerByte = 0.1;
        m.eagerLimit = eager;
        m.overwriteReceivePerByte = 0.2;
        m.overwriteCopyPerByte = 0.3;
        m.overwriteCombinePerByte = 0.5;
        const Program p = b.build();
        QVERIFY(std::abs(simulate(p, m).rankFinish[0] - finish) < 1e-9);
        const LogGPProfile without = LogGPProfile(m).withoutDataPlacement();
        QVERIFY(!without.chargesOverwrites());
        QVERIFY(std::abs(simulate(p, without).rankFinish[0] - clean) < 1e-9);
    }

    // Repeated runs: rank 0 copies 16 bytes into [16, 32) (0.1 per byte: 1.6), then sends them
    // to rank 1 (o_s 1); the copy overwrites what the last run sent (0.3 per byte more: 4.8).
    //  - one run (refilledBytes unset): nothing was read before: 2.6.
    //  - repeated, [0, 16) refilled: [16, 32) is scratch the last run sent: 1.6 + 4.8 + 1 = 7.4.
    //  - repeated, [0, 32) refilled: the copy's destination was written afresh: 2.6.
    //  - repeated, eager limit 16: the message was copied out by the library, never read: 2.6.
    void repeatedRunsStartAsTheLastRunLeft_data() {
        QTest::addColumn<int>("refilled");  // -1: unset
        QTest::addColumn<std::uint64_t>("eager");
        QTest::addColumn<double>("finish");
        QTest::newRow("one run") << -1 << std::uint64_t(0) << 2.6;
        QTest::newRow("scratch as left") << 16 << std::uint64_t(0) << 7.4;
        QTest::newRow("scratch refilled") << 32 << std::uint64_t(0) << 2.6;
        QTest::newRow("eager") << 16 << std::uint64_t(16) << 2.6;
    }
    void repeatedRunsStartAsTheLastRunLeft() {
        QFETCH(int, refilled);
        QFETCH(std::uint64_t, eager);
        QFETCH(double, finish);
        ProgramBuilder b(2);
        b.add(0, Op::copy(0, 16, 16));
        b.add(0, Op::send(1, 16, 16));
        b.add(1, Op::recv(0, 16));
        LogGP m = LogGP::logp(5, 1, 3);
        m.G = 0.1;
        m.copyPerByte = 0.1;
        m.eagerLimit = eager;
        m.overwriteCopyPerByte = 0.3;
        SimulationOptions o;
        if (refilled >= 0) o.refilledBytes = std::uint64_t(refilled);
        QVERIFY(std::abs(simulate(b.build(), m, o).rankFinish[0] - finish) < 1e-9);
    }

    // Which bytes a peer has read: [0, 10) read as a message of terms A (receive 1, copy 2,
    // combine 3 per byte), [20, 30) of terms B (10, 20, 30). A copy into [5, 25) overwrites 5
    // of each: 5 · 2 + 5 · 20 = 110, and leaves [0, 5) and [25, 30); the same copy again costs
    // nothing; a combine into [0, 30) then takes 5 · 3 + 5 · 30 = 165. Read again, a part takes
    // the newer message's terms: [0, 30) as A, then [10, 20) as B, received into: 10 · 10.
    void peerReadBytesTrackParts() {
        LogGP a, bTerms;
        a.overwriteReceivePerByte = 1, a.overwriteCopyPerByte = 2, a.overwriteCombinePerByte = 3;
        bTerms.overwriteReceivePerByte = 10, bTerms.overwriteCopyPerByte = 20;
        bTerms.overwriteCombinePerByte = 30;
        PeerReadBytes r;
        r.read(0, 10, a);
        r.read(20, 10, bTerms);
        QCOMPARE(r.total(), std::uint64_t(20));
        QCOMPARE(r.write(5, 20, LogGP::Write::Copy), 110.0);
        QCOMPARE(r.total(), std::uint64_t(10));
        QCOMPARE(r.write(5, 20, LogGP::Write::Copy), 0.0);
        QCOMPARE(r.write(0, 30, LogGP::Write::Combine), 165.0);
        QCOMPARE(r.total(), std::uint64_t(0));
        r.read(0, 30, a);
        r.read(10, 10, bTerms);
        QCOMPARE(r.total(), std::uint64_t(30));
        QCOMPARE(r.write(10, 10, LogGP::Write::Receive), 100.0);
        QCOMPARE(r.write(0, 30, LogGP::Write::Receive), 20.0);
        QCOMPARE(r.write(0, 0, LogGP::Write::Receive), 0.0);
    }

    // Combines and copies cost their own size's range: 8-byte elements, combine 1 per element up
    // to 63 bytes and 4 from 64 bytes on; copy 0.1 and 0.5 per byte. 2 elements combine in 2,
    // 16 in 64; 10 bytes copy in 1, 100 in 50.
    void combineAndCopyCostTheirRange() {
        ProgramBuilder b(1);
        b.add(0, Op::combine(200, 0, 16));
        b.add(0, Op::combine(200, 0, 128));
        b.add(0, Op::copy(0, 300, 10));
        b.add(0, Op::copy(0, 300, 100));
        LogGP small = LogGP::logp(1, 0, 0);
        small.combinePerElement = 1;
        small.copyPerByte = 0.1;
        LogGP large = small;
        large.combinePerElement = 4;
        large.copyPerByte = 0.5;
        LogGPProfile profile(small);
        profile.ranges.push_back(LogGPRange{64, large, {}, {}, 0});
        QVERIFY(!profile.problem());
        const Program p = b.build();
        // The working set as a case of 16 bytes sees it: every range at its own rate.
        SimulationOptions o;
        o.workingSetBytes = 16;
        const Timeline t = simulate(p, profile, o);
        QCOMPARE(t.opEnd[0], 2.0);
        QCOMPARE(t.opEnd[1], 2.0 + 64);
        QCOMPARE(t.opEnd[2], 66.0 + 1);
        QCOMPARE(t.opEnd[3], 67.0 + 50);
        // A working set of the whole buffer (400 bytes, the large range) raises the small
        // range's rates to the large one's: 8 + 64 + 5 + 50.
        QCOMPARE(simulate(p, profile).total, 127.0);
    }

    // The link model waits the same way: ts 1, tw 0.1 per byte, no hop cost, 10-byte messages
    // on a full network; rank 1 combines one element at 5 per element first. Rank 0's first
    // message streams 1..2 and is taken at 5; waiting, the second is sent at 5, streams 6..7
    // and is taken at 7. Pending, it waits only for the port: sent 2, streams 3..4, total 5.
    void waitSendsOnTheLinkModel_data() {
        QTest::addColumn<bool>("wait");
        QTest::addColumn<double>("total");
        QTest::newRow("sends pending") << false << 5.0;
        QTest::newRow("wait for the sends") << true << 7.0;
    }
    void waitSendsOnTheLinkModel() {
        QFETCH(bool, wait);
        QFETCH(double, total);
        ProgramBuilder b(3);
        b.add(0, Op::send(1, 10));
        if (wait) b.add(0, Op::waitSends());
        b.add(0, Op::send(2, 10));
        b.add(1, Op::combine(16, 0, 8));
        b.add(1, Op::recv(0, 10));
        b.add(2, Op::recv(0, 10));
        const Timeline t = simulateOnNetwork(b.build(), Network::full(3), LinkCosts{1, 0.1, 0, 5});
        QCOMPARE(t.total, total);
    }

    // Both ranks wait for a send the other receives only after its own wait: a deadlock, as
    // two MPI ranks exchanging messages above the eager limit with blocking sends.
    void waitSendsDeadlockIsReported() {
        ProgramBuilder b(2);
        for (Rank r = 0; r < 2; ++r) {
            b.add(r, Op::send(1 - r, 4));
            b.add(r, Op::waitSends());
            b.add(r, Op::recv(1 - r, 4));
        }
        try {
            simulate(b.build(), LogGP::logp(1, 1, 1));
            QFAIL("expected a deadlock");
        } catch (const ProgramError& e) {
            QCOMPARE(e.blockedRanks(), (std::vector<Rank>{0, 1}));
            QVERIFY2(e.fullMessage().find("rank 0 op 1 (wait-sends for the sends posted) waits "
                                          "for its sends, which are never received") !=
                         std::string::npos,
                     e.fullMessage().c_str());
        }
    }

    // Two ranks each waiting for the other: reported with both ranks and their operations.
    void deadlockIsReported() {
        ProgramBuilder b(3);
        b.add(0, Op::recv(1, 4));
        b.add(0, Op::send(1, 4));
        b.add(1, Op::recv(0, 4));
        b.add(1, Op::send(0, 4));
        const Program p = b.build();
        try {
            simulate(p, LogGP::logp(1, 1, 1));
            QFAIL("expected a deadlock");
        } catch (const ProgramError& e) {
            QCOMPARE(e.blockedRanks(), (std::vector<Rank>{0, 1}));
            QVERIFY(e.fullMessage().find("rank 0 op 0 (recv 4 B from 1)") != std::string::npos);
        }
        const ValidationReport v = validate(p);
        QVERIFY(!v.ok());
        QCOMPARE(v.blockedRanks, (std::vector<Rank>{0, 1}));
    }

    void recordingOffKeepsTotals() {
        const Program p = twoMessages(1, 2);
        const Timeline full = simulate(p, LogGP::logp(5, 2, 3));
        const Timeline bare = simulate(p, LogGP::logp(5, 2, 3), {.recordTimeline = false});
        QCOMPARE(bare.total, full.total);
        QCOMPARE(bare.rankFinish, full.rankFinish);
        QVERIFY(bare.messages.empty());
    }

    void rejectsBadParameters() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simulate(twoMessages(1, 2), LogGP::logp(-1, 0, 0)));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simulate(twoMessages(1, 2), LogGP::logp(std::nan(""), 0, 0)));
    }
};

QTEST_APPLESS_MAIN(TestSimulator)
#include "test_simulator.moc"
