// The thread BspChannel: supersteps with per-pair sizes, partitions, programs on everyone's
// buffers, and a failing processor that must not leave the others waiting.
#include <QtTest>

#include <atomic>
#include <mutex>

#include "bsprun/thread_channel.h"
#include "model/machine.h"
#include "program/collective.h"
#include "schedule/call_tree_program.h"
#include "schedule/search.h"
#include "sim/simulator.h"
#include "thread_check.h"

using namespace ct;
using namespace ct::bsprun;

class TestBsprunChannel : public QObject {
    Q_OBJECT
private slots:
    void exchangeDeliversEveryPair_data();
    void exchangeDeliversEveryPair();
    void splitNumbersByKey();
    void runProgramComputesScanAll_data();
    void runProgramComputesScanAll();
    void failureReleasesTheOthers();
    void failureInsideAPartitionReleasesTheWorld();
    void badProgramFailsEveryone();
};

void TestBsprunChannel::exchangeDeliversEveryPair_data() {
    QTest::addColumn<int>("procs");
    for (int p = 1; p <= 4; ++p)
        QTest::addRow("%d threads", p) << p;
}

void TestBsprunChannel::exchangeDeliversEveryPair() {
    QFETCH(int, procs);
    std::atomic<int> checked{0};
    runOnThreads(procs, [&](BspChannel& ch) {
        THREAD_CHECK(ch.size() == procs);
        for (int round = 0; round < 3; ++round) {
            // s sends to d a message of s + 2d + round bytes (some empty), each byte s·16 + d.
            std::vector<Bytes> out(static_cast<std::size_t>(procs));
            for (int d = 0; d < procs; ++d)
                out[std::size_t(d)].assign(std::size_t(ch.rank() + 2 * d + round),
                                           std::uint8_t(ch.rank() * 16 + d));
            const auto in = ch.exchange(std::move(out));
            THREAD_CHECK(int(in.size()) == procs);
            for (int s = 0; s < procs; ++s) {
                THREAD_CHECK(in[std::size_t(s)].size() == std::size_t(s + 2 * ch.rank() + round));
                for (std::uint8_t b : in[std::size_t(s)])
                    THREAD_CHECK(int(b) == s * 16 + ch.rank());
            }
        }
        ++checked;
    });
    QCOMPARE(checked.load(), procs);
}

void TestBsprunChannel::splitNumbersByKey() {
    // 5 processors: 0 takes part in nothing; odd and even ones form groups numbered by
    // descending old rank (key = −rank).
    std::mutex m;
    std::map<int, std::pair<int, int>> seen;  // old rank -> (new rank, new size)
    std::map<int, std::vector<int>> peers;
    runOnThreads(5, [&](BspChannel& ch) {
        const int r = ch.rank();
        auto sub = ch.split(r == 0 ? -1 : r % 2, -r);
        if (r == 0) {
            THREAD_CHECK(!sub);
            return;
        }
        THREAD_CHECK(sub);
        std::vector<Bytes> out(static_cast<std::size_t>(sub->size()), Bytes{std::uint8_t(r)});
        std::vector<int> from;
        for (const Bytes& b : sub->exchange(std::move(out)))
            from.push_back(b.at(0));
        std::lock_guard lock(m);
        seen[r] = {sub->rank(), sub->size()};
        peers[r] = from;
    });
    QCOMPARE(seen.size(), std::size_t(4));
    QVERIFY(seen[3] == std::make_pair(0, 2));  // odd: 3, 1
    QVERIFY(seen[1] == std::make_pair(1, 2));
    QVERIFY(seen[4] == std::make_pair(0, 2));  // even: 4, 2
    QVERIFY(seen[2] == std::make_pair(1, 2));
    QVERIFY(peers[1] == (std::vector<int>{3, 1}));
    QVERIFY(peers[2] == (std::vector<int>{4, 2}));
}

void TestBsprunChannel::runProgramComputesScanAll_data() {
    QTest::addColumn<int>("procs");
    for (int p = 2; p <= 4; ++p)
        QTest::addRow("%d threads", p) << p;
}

void TestBsprunChannel::runProgramComputesScanAll() {
    QFETCH(int, procs);
    const auto machine = bsp::psc2Sci();  // the Optimizer keeps a reference to the profile
    bsp::Optimizer opt(bsp::standardLibrary(), machine.bsp);
    const auto tree = opt.optimize({Problem::ScanAll, bsp::Input{{2}}, procs, procs});
    QVERIFY(tree);
    const auto x =
        bsp::expandToProgram(*tree, bsp::standardLibrary(), bsp::ExpansionOptions{0, 16});
    const auto program = std::make_shared<const Program>(x.program);
    std::mutex m;
    std::map<int, std::vector<std::int64_t>> got;
    runOnThreads(procs, [&](BspChannel& ch) {
        // Rank r contributes (r + 1, 10·r).
        RankBuffer buf(32, 0);
        const std::int64_t mine[2] = {ch.rank() + 1, 10 * ch.rank()};
        std::memcpy(buf.data(), mine, 16);
        ch.runProgram(program, buf);
        std::vector<std::int64_t> v(4);
        std::memcpy(v.data(), buf.data(), 32);
        std::lock_guard lock(m);
        got[ch.rank()] = v;
    });
    std::int64_t a = 0, b = 0;
    for (int r = 0; r < procs; ++r) {
        a += r + 1;
        b += 10 * r;
        QCOMPARE(got[r][0], a);
        QCOMPARE(got[r][1], b);
    }
    for (int r = 0; r < procs; ++r) {
        QCOMPARE(got[r][2], a);
        QCOMPARE(got[r][3], b);
    }
}

void TestBsprunChannel::failureReleasesTheOthers() {
    // Processor 2 fails before the superstep the others wait in: they are released and the
    // failure (not "another processor failed") is what the caller sees.
    std::atomic<int> released{0};
    try {
        runOnThreads(4, [&](BspChannel& ch) {
            if (ch.rank() == 2) throw std::runtime_error("processor 2 broke");
            try {
                ch.exchange(std::vector<Bytes>(4));
            } catch (const ChannelAborted&) {
                ++released;
                throw;
            }
        });
        QFAIL("runOnThreads returned normally");
    } catch (const std::runtime_error& e) {
        QCOMPARE(QString(e.what()), QString("processor 2 broke"));
    }
    QCOMPARE(released.load(), 3);
}

void TestBsprunChannel::failureInsideAPartitionReleasesTheWorld() {
    // Processors 0 and 1 form a partition in which 1 fails while 0 waits in the partition's
    // superstep and 2, 3 wait in the world's: all three are released.
    std::atomic<int> released{0};
    QVERIFY_THROWS_EXCEPTION(std::logic_error, runOnThreads(4, [&](BspChannel& ch) {
                                 auto pair = ch.split(ch.rank() < 2 ? 0 : -1, ch.rank());
                                 try {
                                     if (ch.rank() == 1)
                                         throw std::logic_error("inside the partition");
                                     if (pair)
                                         pair->exchange(std::vector<Bytes>(2));
                                     else
                                         ch.exchange(std::vector<Bytes>(4));
                                 } catch (const ChannelAborted&) {
                                     ++released;
                                     throw;
                                 }
                             }));
    QCOMPARE(released.load(), 3);
}

void TestBsprunChannel::badProgramFailsEveryone() {
    // A program for 3 ranks on a partition of 2: every processor gets the ProgramError.
    const auto machine = bsp::psc2Sci();  // the Optimizer keeps a reference to the profile
    bsp::Optimizer opt(bsp::standardLibrary(), machine.bsp);
    const auto tree = opt.optimize({Problem::ScanAll, bsp::Input{{1}}, 3, 3});
    const auto x = bsp::expandToProgram(*tree, bsp::standardLibrary(), bsp::ExpansionOptions{0, 8});
    const auto program = std::make_shared<const Program>(x.program);
    std::atomic<int> failed{0};
    QVERIFY_THROWS_EXCEPTION(ProgramError, runOnThreads(2, [&](BspChannel& ch) {
                                 RankBuffer buf(16, 0);
                                 try {
                                     ch.runProgram(program, buf);
                                 } catch (const ProgramError&) {
                                     ++failed;
                                     throw;
                                 }
                             }));
    QCOMPARE(failed.load(), 2);
}

QTEST_GUILESS_MAIN(TestBsprunChannel)
#include "test_bsprun_channel.moc"
