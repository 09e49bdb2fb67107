// The simulators' lean matching (program/message_ids.h) against matchMessages, the reference, and
// the program builder's two layouts (ranks appended in order, or not).
#include <QtTest>

#include <random>

#include "program/message_ids.h"
#include "program/message_matching.h"

using namespace ct;

namespace {

struct Message {
    Rank src;
    Rank dst;
    std::uint64_t bytes;
};

// Every message's send and receive, each rank's operations in message order; the ranks'
// operations are added to the builder in a shuffled interleaving when `shuffle` is set.
Program programOf(Rank ranks, const std::vector<Message>& messages, bool shuffle,
                  std::mt19937& rng) {
    std::vector<std::vector<Op>> perRank(static_cast<std::size_t>(ranks));
    for (const Message& m : messages) {
        perRank[m.src].push_back(Op::send(m.dst, m.bytes));
        perRank[m.dst].push_back(Op::recv(m.src, m.bytes));
    }
    ProgramBuilder b(ranks);
    if (!shuffle) {
        for (Rank r = 0; r < ranks; ++r)
            for (const Op& op : perRank[r])
                b.add(r, op);
        return b.build();
    }
    std::vector<std::size_t> next(perRank.size(), 0);
    std::vector<Rank> left;
    for (Rank r = 0; r < ranks; ++r)
        left.insert(left.end(), perRank[r].size(), r);
    std::shuffle(left.begin(), left.end(), rng);
    for (Rank r : left)
        b.add(r, perRank[r][next[r]++]);
    return b.build();
}

std::vector<Message> randomMessages(Rank ranks, int count, std::mt19937& rng) {
    std::uniform_int_distribution<Rank> rank(0, ranks - 1);
    std::uniform_int_distribution<int> size(1, 3);
    std::vector<Message> out;
    while (static_cast<int>(out.size()) < count) {
        const Rank s = rank(rng), d = rank(rng);
        if (s != d) out.push_back({s, d, std::uint64_t(size(rng)) * 8});
    }
    return out;
}

}  // namespace

class TestMessageIds : public QObject {
    Q_OBJECT
private slots:
    // The k-th send from s to d meets the k-th receive at d from s: the example of
    // test_program's matchingIsFifoPerPair, with the ids written out.
    void fifoPerPair() {
        ProgramBuilder b(3);
        b.add(0, Op::send(2, 1));
        b.add(0, Op::send(2, 2));
        b.add(1, Op::send(2, 3));
        b.add(2, Op::recv(1, 3));
        b.add(2, Op::recv(0, 1));
        b.add(2, Op::recv(0, 2));
        const MessageIds ids = matchMessageIds(b.build());
        QVERIFY(ids.ok);
        QCOMPARE(ids.messages, 3u);
        const std::vector<std::uint32_t> expected{0, 1, 2, 2, 0, 1};
        QCOMPARE(ids.ofOp, expected);
    }

    // Many random programs, with many messages per pair of ranks: the same ids as matchMessages.
    // Every fifth program gives its ranks over 32 operations each, so receivers are found both
    // by searching the program and through the index.
    void agreesWithTheReference() {
        std::mt19937 rng(20261125);
        for (int round = 0; round < 200; ++round) {
            const Rank ranks = 2 + round % 9;
            const int messages = round % 5 == 4 ? 40 * ranks : 1 + round % 40;
            const Program p =
                programOf(ranks, randomMessages(ranks, messages, rng), round % 2, rng);
            const MessageMatching ref = matchMessages(p);
            const MessageIds ids = matchMessageIds(p);
            QVERIFY(ref.ok());
            QVERIFY(ids.ok);
            QCOMPARE(std::uint64_t(ids.messages), ref.messages);
            for (std::size_t i = 0; i < p.allOps().size(); ++i)
                QCOMPARE(std::uint64_t(ids.ofOp[i]),
                         ref.message[i] == kUnmatched ? std::uint64_t(kNoMessage) : ref.message[i]);
        }
    }

    // Whatever makes matchMessages report a problem makes the lean matching fail too.
    void failsWhereTheReferenceDoes_data() {
        QTest::addColumn<int>("damage");
        QTest::newRow("receive dropped") << 0;
        QTest::newRow("send dropped") << 1;
        QTest::newRow("size changed") << 2;
        QTest::newRow("peer out of range") << 3;
        QTest::newRow("message to itself") << 4;
        QTest::newRow("receive from the wrong rank") << 5;
    }
    void failsWhereTheReferenceDoes() {
        QFETCH(int, damage);
        std::mt19937 rng(7 + damage);
        const Rank ranks = 6;
        // Rank 3 is damaged; with 150 messages its peers have more operations than are searched
        // in the program, with 30 fewer.
        const int messages = damage % 2 ? 150 : 30;
        const Program good = programOf(ranks, randomMessages(ranks, messages, rng), false, rng);
        ProgramBuilder b(ranks);
        bool done = false;
        for (Rank r = 0; r < ranks; ++r)
            for (Op op : good.ops(r)) {
                if (!done && r == 3) {
                    done = true;
                    const bool recv = op.kind == OpKind::Recv;
                    if ((damage == 0 && recv) || (damage == 1 && !recv)) continue;
                    if (damage == 2) op.bytes += 8;
                    if (damage == 3) op.peer = ranks + 2;
                    if (damage == 4) op.peer = r;
                    if (damage == 5) op.peer = op.peer == 0 ? 1 : 0;
                    if ((damage == 0 && !recv) || (damage == 1 && recv)) done = false;
                }
                b.add(r, op);
            }
        QVERIFY(done);
        const Program bad = b.build();
        QVERIFY(!matchMessages(bad).ok());
        QVERIFY(!matchMessageIds(bad).ok);
    }

    // Ranks appended in order and the same operations appended out of order lay out alike, also
    // when the first operation out of order comes after many in order.
    void builderLayoutsAgree() {
        std::mt19937 rng(42);
        const Rank ranks = 7;
        const auto messages = randomMessages(ranks, 50, rng);
        const Program sorted = programOf(ranks, messages, false, rng);
        ProgramBuilder b(ranks);
        for (Rank r = ranks - 2; r < ranks; ++r)  // the last two ranks first, in order ...
            for (const Op& op : sorted.ops(r))
                b.add(r, op);
        for (Rank r = 0; r + 2 < ranks; ++r)  // ... then the others
            for (const Op& op : sorted.ops(r))
                b.add(r, op);
        const Program mixed = b.build();
        QCOMPARE(mixed.messageCount(), sorted.messageCount());
        for (Rank r = 0; r <= ranks; ++r)
            QCOMPARE(mixed.rankBegin(r), sorted.rankBegin(r));
        for (std::size_t i = 0; i < sorted.allOps().size(); ++i) {
            QCOMPARE(mixed.allOps()[i].peer, sorted.allOps()[i].peer);
            QCOMPARE(mixed.allOps()[i].kind, sorted.allOps()[i].kind);
        }
    }
};

QTEST_APPLESS_MAIN(TestMessageIds)
#include "test_message_ids.moc"
