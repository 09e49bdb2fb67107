// Every Open MPI algorithm's program moves and combines the data as its collective requires
// (program/collective.h), run on the reference executor for P = 1..64, roots 0, P/2, P-1,
// and sizes below one segment, of several segments, odd (broadcast) and uneven blocks.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"
#include "program/collective.h"
#include "sim/simulator.h"

using namespace ct;

namespace {

struct Case {
    std::uint64_t bytes;
    std::uint64_t segment;  // 0: the algorithm's default (8192)
};

const std::vector<Case> kBroadcastCases{{1, 0},     {7, 0},        {37, 0},
                                        {100, 0},   {1001, 0},     {1001, 64},
                                        {20000, 0}, {20001, 4096}, {1000, 999}};
const std::vector<Case> kReductionCases{{8, 0},     {24, 0}, {1000, 0},  {1008, 0},
                                        {1008, 64}, {16, 8}, {24000, 0}, {24008, 4096}};

}  // namespace

class TestOmpiData : public QObject {
    Q_OBJECT
private slots:
    void programsSatisfyTheContract_data() {
        QTest::addColumn<QString>("algorithm");
        for (const Algorithm& a : catalogue())
            if (a.info.name.rfind("ompi-", 0) == 0)
                QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void programsSatisfyTheContract() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        const Problem kind = a->info.problem;
        const auto& cases = kind == Problem::Broadcast ? kBroadcastCases : kReductionCases;
        int checked = 0;
        for (Rank P = 1; P <= 64; ++P)
            for (Rank root : {Rank(0), P / 2, P - 1})
                for (const Case& c : cases)
                    for (int radix : {2, 3, 4}) {
                        if (radix != 4 && a->info.name != "ompi-bcast-knomial") continue;
                        // Allreduce has no root (and its check is the slowest: every rank's sum).
                        if (kind == Problem::Allreduce && root != 0) continue;
                        AlgorithmParams p;
                        p.procs = P;
                        p.root = root;
                        p.bytes = c.bytes;
                        p.segmentBytes = c.segment;
                        p.radix = radix;
                        const Program program = a->program(p);
                        const auto bad = verifyCollective({kind, P, root, c.bytes}, program);
                        QVERIFY2(!bad,
                                 qPrintable(QString("P=%1 root=%2 m=%3 seg=%4 k=%5: %6")
                                                .arg(P)
                                                .arg(root)
                                                .arg(c.bytes)
                                                .arg(c.segment)
                                                .arg(radix)
                                                .arg(QString::fromStdString(bad.value_or("")))));
                        QVERIFY(validate(program).ok());
                        ++checked;
                    }
        QVERIFY(checked >= 64 * 8);
    }

    // The copies Open MPI's implementations make, called in place as the runner calls them
    // (read in Open MPI 4.1.4's coll_base_allreduce.c and coll_base_reduce.c), are in the
    // twins, each of the whole vector: recursive doubling copies every rank's vector into its
    // running-result buffer and, on 2 ranks, rank 1 (the higher, which combines into that
    // buffer) its result home; the linear reduce's root accumulates apart and copies the result
    // home (and, as rank P-1, its own vector in first); Rabenseifner's reduce copies every
    // non-root's vector; the in-order binary tree the root's when it is not rank P-1; the
    // binomial reduce none.
    void openMpisCopiesAreInTheTwins_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("root");
        QTest::addColumn<QList<int>>("copies");  // per rank
        QTest::newRow("recursive doubling, 2") << "ompi-allreduce-recursive-doubling" << 2 << 0
                                               << QList<int>{1, 2};
        QTest::newRow("linear reduce, root 0") << "ompi-reduce-linear" << 3 << 0
                                               << QList<int>{1, 0, 0};
        QTest::newRow("linear reduce, root P-1") << "ompi-reduce-linear" << 3 << 2
                                                 << QList<int>{0, 0, 2};
        QTest::newRow("rabenseifner reduce") << "ompi-reduce-rabenseifner" << 4 << 0
                                             << QList<int>{0, 1, 1, 1};
        QTest::newRow("in-order binary, root 0") << "ompi-reduce-in-order-binary" << 4 << 0
                                                 << QList<int>{1, 0, 0, 0};
        QTest::newRow("in-order binary, root P-1") << "ompi-reduce-in-order-binary" << 4 << 3
                                                   << QList<int>{0, 0, 0, 0};
        QTest::newRow("binomial reduce") << "ompi-reduce-binomial" << 4 << 0
                                         << QList<int>{0, 0, 0, 0};
    }
    void openMpisCopiesAreInTheTwins() {
        QFETCH(QString, algorithm);
        QFETCH(int, procs);
        QFETCH(int, root);
        QFETCH(QList<int>, copies);
        AlgorithmParams p;
        p.procs = procs;
        p.root = root;
        p.bytes = 64;
        const Program program = findAlgorithm(algorithm.toStdString())->program(p);
        for (Rank r = 0; r < procs; ++r) {
            int n = 0;
            for (const Op& op : program.ops(r))
                if (op.kind == OpKind::Copy) {
                    QCOMPARE(op.bytes, std::uint64_t(64));
                    ++n;
                }
            QCOMPARE(n, copies[r]);
        }
    }

    // Where a tree reduction's data lies, as in Open MPI's generic reduction (commutative sum,
    // called in place at the root): the root, when it is the tree's root, takes its children's
    // segments into scratch [m, 2m) and combines into its vector; every other rank with children
    // receives its first child straight into its accumulator [3m, 4m) and sends from there;
    // leaves send their vector [0, m). In units of m; -1: no such op.
    void treeReductionsAccumulateWhereOpenMpiDoes_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("root");
        QTest::addColumn<QList<int>>("firstReceiveAt");  // per rank
        QTest::addColumn<QList<int>>("sendsFrom");       // per rank
        // The chain 0 <- 1 <- 2: rank 1 is inner.
        QTest::newRow("pipeline, 3 ranks")
            << "ompi-reduce-pipeline" << 3 << 0 << QList<int>{1, 3, -1} << QList<int>{-1, 3, 0};
        // The in-order tree is rooted at 1 = P-1, which accumulates and hands the result to 0.
        QTest::newRow("in-order binary, 2 ranks, root 0")
            << "ompi-reduce-in-order-binary" << 2 << 0 << QList<int>{0, 3} << QList<int>{0, 3};
        QTest::newRow("in-order binary, 2 ranks, root 1")
            << "ompi-reduce-in-order-binary" << 2 << 1 << QList<int>{-1, 1} << QList<int>{0, -1};
    }
    void treeReductionsAccumulateWhereOpenMpiDoes() {
        QFETCH(QString, algorithm);
        QFETCH(int, procs);
        QFETCH(int, root);
        QFETCH(QList<int>, firstReceiveAt);
        QFETCH(QList<int>, sendsFrom);
        const std::uint64_t m = 64;
        AlgorithmParams p;
        p.procs = procs;
        p.root = root;
        p.bytes = m;
        const Program program = findAlgorithm(algorithm.toStdString())->program(p);
        for (Rank r = 0; r < procs; ++r) {
            long long received = -1, sent = -1;
            for (const Op& op : program.ops(r)) {
                if (op.kind == OpKind::Recv && received < 0) received = (long long)(op.offset / m);
                if (op.kind == OpKind::Send) {
                    QVERIFY2(sent < 0 || sent == (long long)(op.offset / m), "one send buffer");
                    sent = (long long)(op.offset / m);
                }
            }
            QCOMPARE(received, (long long)firstReceiveAt[r]);
            QCOMPARE(sent, (long long)sendsFrom[r]);
        }
    }

    // Segmented programs really cut the message: m = 20000 with 8192-byte segments is 3 messages
    // per pipeline edge; a 64-byte segment of a 1008-byte reduction is 16.
    void segmentsAreSeparateMessages() {
        AlgorithmParams p;
        p.procs = 4;
        p.bytes = 20000;
        QCOMPARE(findAlgorithm("ompi-bcast-pipeline")->program(p).messageCount(),
                 std::uint64_t(3 * 3));
        QCOMPARE(findAlgorithm("ompi-bcast-linear")->program(p).messageCount(), std::uint64_t(3));
        p.bytes = 1008;
        p.segmentBytes = 64;
        QCOMPARE(findAlgorithm("ompi-reduce-pipeline")->program(p).messageCount(),
                 std::uint64_t(16 * 3));
        p.segmentBytes = 0;
        QCOMPARE(findAlgorithm("ompi-reduce-pipeline")->program(p).messageCount(),
                 std::uint64_t(3));
    }

    // Open MPI's fallbacks: split binary becomes the pipeline when a half is shorter than a
    // segment; scatter-allgather becomes linear when m < P; Rabenseifner becomes linear when there
    // are fewer elements than 2^floor(log2 P) (allreduce: its basic linear); the ring becomes
    // recursive doubling when m/8 < P.
    void fallbacks() {
        AlgorithmParams p;
        p.procs = 8;
        p.bytes = 1000;
        auto messages = [&](const char* name) {
            return findAlgorithm(name)->program(p).messageCount();
        };
        QCOMPARE(messages("ompi-bcast-split-binary"), messages("ompi-bcast-pipeline"));
        p.bytes = 5;
        QCOMPARE(messages("ompi-bcast-scatter-allgather"), std::uint64_t(7));
        p.bytes = 7 * 8;
        QCOMPARE(messages("ompi-reduce-rabenseifner"), std::uint64_t(7));
        // Allreduce's Rabenseifner falls back to its basic linear: 7 sends to rank 0, 7 back.
        QCOMPARE(messages("ompi-allreduce-basic-linear"), std::uint64_t(2 * 7));
        QCOMPARE(messages("ompi-allreduce-rabenseifner"), messages("ompi-allreduce-basic-linear"));
        QCOMPARE(messages("ompi-allreduce-ring"), messages("ompi-allreduce-recursive-doubling"));
        p.bytes = 64 * 1024;
        QVERIFY(messages("ompi-bcast-split-binary") != messages("ompi-bcast-pipeline"));
        QCOMPARE(messages("ompi-allreduce-ring"), std::uint64_t(2 * 7 * 8));
    }

    // The runner posts sends asynchronously: a broadcast rank never writes a part that one of its
    // sends still in flight reads (until it waits for its sends, they are the last use of the
    // data), so nothing waits early. The scatter-allgathers' ranks receive in place what they
    // forwarded in the scatter, as Open MPI's do, after waiting for the scatter's sends.
    void broadcastsNeverOverwriteWhatTheySent() {
        for (const Algorithm& a : catalogue()) {
            if (a.info.name.rfind("ompi-bcast", 0) != 0) continue;
            for (Rank P : {2, 5, 8, 13, 31})
                for (const Case& c : kBroadcastCases) {
                    AlgorithmParams p;
                    p.procs = P;
                    p.root = P / 2;
                    p.bytes = c.bytes;
                    p.segmentBytes = c.segment;
                    const Program program = a.program(p);
                    for (Rank r = 0; r < P; ++r) {
                        std::vector<std::pair<std::uint64_t, std::uint64_t>> sent;
                        for (const Op& op : program.ops(r)) {
                            if (op.kind == OpKind::Send) {
                                sent.emplace_back(op.offset, op.offset + op.bytes);
                                continue;
                            }
                            if (op.kind == OpKind::WaitSends) {
                                sent.clear();
                                continue;
                            }
                            for (const auto& [begin, end] : sent)
                                QVERIFY2(op.offset + op.bytes <= begin || end <= op.offset,
                                         qPrintable(QString("%1 P=%2 m=%3 rank %4 writes [%5, %6)")
                                                        .arg(QString::fromStdString(a.info.name))
                                                        .arg(P)
                                                        .arg(c.bytes)
                                                        .arg(r)
                                                        .arg(op.offset)
                                                        .arg(op.offset + op.bytes)));
                        }
                    }
                }
        }
    }

    // Nothing to do: one rank, or an empty message.
    void trivialCases() {
        for (const Algorithm& a : catalogue()) {
            if (a.info.name.rfind("ompi-", 0) != 0) continue;
            AlgorithmParams p;
            p.procs = 1;
            p.bytes = 64;
            p.model = LogGP::logp(6, 2, 4);
            QCOMPARE(a.program(p).messageCount(), std::uint64_t(0));
            QCOMPARE(a.formula(p), 0.0);
            p.procs = 5;
            p.bytes = 0;
            QCOMPARE(a.program(p).messageCount(), std::uint64_t(0));
            QCOMPARE(a.formula(p), 0.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestOmpiData)
#include "test_ompi_data.moc"
