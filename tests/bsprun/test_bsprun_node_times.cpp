// The time per call-tree node of a schedule run on data (bsprun/run_context.h), over threads:
// every node named by its path in preorder, nested times that add up (a node's subtree takes at
// least as long as each child's, and its children together no longer than it), and call counts
// as the tree says (a child runs `count` times per call of its parent; parallel copies run once
// on each processor that holds one; nodes inside a collective subcall's program are not entered).
// Repeated runs reuse the partitions the channel made (BspChannel::split).
#include <QtTest>

#include <chrono>
#include <map>
#include <mutex>

#include "bsprun/data_case.h"
#include "bsprun/thread_channel.h"
#include "chosen_tree.h"
#include "program/problem.h"
#include "thread_check.h"

using namespace ct;
using namespace ct::bsprun;
using test::Choices;

Q_DECLARE_METATYPE(Choices)
Q_DECLARE_METATYPE(ct::Problem)

namespace {

// Per node in preorder, its path and how often it runs per run on the busiest processor,
// computed from the tree's counts alone. `extra` names nodes whose execution calls them more
// often than their count says (path -> factor).
void expectedCalls(const bsp::CallNode& n, const std::string& path, std::uint64_t calls,
                   bool insideCollective, const std::map<std::string, std::uint64_t>& extra,
                   std::vector<std::pair<std::string, std::uint64_t>>& out) {
    std::uint64_t mine = insideCollective ? 0 : calls * std::uint64_t(n.count);
    if (auto it = extra.find(path); it != extra.end()) mine *= it->second;
    out.emplace_back(path, mine);
    for (std::size_t j = 0; j < n.children.size(); ++j)
        expectedCalls(n.children[j],
                      path.empty() ? std::to_string(j) : path + '.' + std::to_string(j), mine,
                      insideCollective || hasContract(n.problem), extra, out);
}

struct Row {
    std::vector<std::string> paths;
    std::vector<NodeSample> samples;
    double elapsed = 0;  // run() as timed around it
};

}  // namespace

class TestBsprunNodeTimes : public QObject {
    Q_OBJECT
private slots:
    void nestedTimesAndCalls_data();
    void nestedTimesAndCalls();
    void repeatedSplitReturnsTheSameChannel();
};

void TestBsprunNodeTimes::nestedTimesAndCalls_data() {
    QTest::addColumn<Choices>("choices");
    QTest::addColumn<ct::Problem>("problem");
    QTest::addColumn<std::vector<double>>("input");
    QTest::addColumn<int>("procs");
    QTest::addColumn<QString>("extra");  // "path=factor", see expectedCalls
    const test::Choice kruskal{"Kruskal"};
    // RadixSort: its ScanAll subcall 4 times (count 4), one per 8-bit digit.
    QTest::addRow("RadixSort p=3")
        << Choices{{"IntegerSort@p", {"RadixSort"}}} << Problem::IntegerSort
        << std::vector<double>{3000, 8} << 3 << QString();
    QTest::addRow("ViaSort>MasterSort>MergeSort p=2")
        << Choices{{"IntegerSort@p", {"IntegerSortWithSort"}},
                   {"Sort@p", {"DistributedWithMasterSort"}},
                   {"Sort@1", {"MergeSort"}}}
        << Problem::IntegerSort << std::vector<double>{5000, 12} << 2 << QString();
    QTest::addRow("MSTWithMerge>MSTMerge p=4")
        << Choices{{"MST@p", {"MSTWithMerge"}}, {"MST@1", kruskal}, {"MSTMerge@p", {"MSTMerge"}}}
        << Problem::MST << std::vector<double>{200, 1200} << 4 << QString();
    QTest::addRow("MST>DenseBoruvkaStep p=3")
        << Choices{{"MST@p", {"MST"}}, {"BoruvkaStep@p", {"DenseBoruvkaStep"}}} << Problem::MST
        << std::vector<double>{64, 300} << 3 << QString();
    // BoruvkaStep's Broadcast runs twice per step (the picked edges' numbers, then the new
    // numbering) where the library's cost counts it once: the measurement shows it.
    QTest::addRow("MST>BoruvkaStep>RadixSort p=2")
        << Choices{{"MST@p", {"MST"}},
                   {"BoruvkaStep@p", {"BoruvkaStep"}},
                   {"IntegerSort@p", {"RadixSort"}}}
        << Problem::MST << std::vector<double>{16, 60} << 2 << QString("0.2=2,1.2=2,2.2=2,3.2=2");
}

void TestBsprunNodeTimes::nestedTimesAndCalls() {
    QFETCH(Choices, choices);
    QFETCH(ct::Problem, problem);
    QFETCH(std::vector<double>, input);
    QFETCH(int, procs);
    QFETCH(QString, extra);
    const bsp::Library& lib = bsp::standardLibrary();
    const bsp::CallNode tree = test::chosenTree(lib, problem, bsp::Input{input}, procs, choices);
    std::map<std::string, std::uint64_t> factors;
    for (const QString& e : extra.split(',', Qt::SkipEmptyParts))
        factors[e.section('=', 0, 0).toStdString()] = e.section('=', 1, 1).toULongLong();
    std::vector<std::pair<std::string, std::uint64_t>> expected;
    expectedCalls(tree, "", 1, false, factors, expected);

    std::mutex m;
    std::map<int, std::vector<Row>> rows;  // per processor, per run
    runOnThreads(procs, [&](BspChannel& ch) {
        DataCase c(tree, lib, ch.rank(), procs, 7);
        for (int run = 0; run < 2; ++run) {
            c.reset();
            const auto start = std::chrono::steady_clock::now();
            c.run(ch);
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
            THREAD_CHECK(c.verify(ch).ok);
            std::lock_guard lock(m);
            rows[ch.rank()].push_back(Row{c.nodePaths(), c.lastRunNodeTimes(), took.count()});
        }
    });

    for (int run = 0; run < 2; ++run) {
        std::vector<std::uint64_t> busiest(expected.size(), 0);
        for (int r = 0; r < procs; ++r) {
            const Row& row = rows[r].at(std::size_t(run));
            QCOMPARE(row.paths.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                QCOMPARE(row.paths[i], expected[i].first);
            QCOMPARE(row.samples[0].calls, std::uint64_t(1));
            QVERIFY(row.samples[0].seconds > 0);
            QVERIFY2(
                row.samples[0].seconds <= row.elapsed,
                qPrintable(
                    QString("root %1 s, run() %2 s").arg(row.samples[0].seconds).arg(row.elapsed)));
            // Per node: its children's times are inside its own, one after another.
            for (std::size_t i = 0; i < expected.size(); ++i) {
                const std::string& path = expected[i].first;
                double children = 0;
                for (std::size_t j = i + 1; j < expected.size(); ++j) {
                    const std::string& q = expected[j].first;
                    const std::string prefix = path.empty() ? "" : path + '.';
                    if (q.compare(0, prefix.size(), prefix) != 0) break;  // preorder: past it
                    if (q.find('.', prefix.size()) != std::string::npos) continue;  // grandchild
                    QVERIFY2(row.samples[j].seconds <= row.samples[i].seconds,
                             qPrintable(QString::fromStdString("node " + q + " outlasts " + path)));
                    children += row.samples[j].seconds;
                }
                QVERIFY2(
                    children <= row.samples[i].seconds * (1 + 1e-12),
                    qPrintable(QString::fromStdString("children of '" + path + "' outlast it")));
                busiest[i] = std::max(busiest[i], row.samples[i].calls);
            }
        }
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(busiest[i] == expected[i].second,
                     qPrintable(QString("run %1, node '%2': %3 calls on the busiest processor, "
                                        "expected %4")
                                    .arg(run)
                                    .arg(QString::fromStdString(expected[i].first))
                                    .arg(busiest[i])
                                    .arg(expected[i].second)));
    }
}

void TestBsprunNodeTimes::repeatedSplitReturnsTheSameChannel() {
    // Processor 0 asks for the same singleton partition twice; processor 1 first stays out and
    // then asks for its own: the second split is new on both (everyone's requests decide), so
    // neither waits for the other in vain, and the first one comes back unchanged. The channels
    // live as long as the world channel of each thread: checked inside the threads.
    struct Seen {
        bool firstIsNull = false, repeatedIsSame = false, secondIsNew = false;
        int secondSize = 0, allSize = 0, allRank = -1;
        bool allRepeatedIsSame = false;
    };
    std::mutex m;
    std::map<int, Seen> seen;
    runOnThreads(3, [&](BspChannel& ch) {
        const int r = ch.rank();
        BspChannel* first = ch.split(r == 1 ? -1 : r, 0);
        BspChannel* second = ch.split(r, 0);
        BspChannel* again = ch.split(r == 1 ? -1 : r, 0);
        BspChannel* all = ch.split(0, -r);
        BspChannel* allAgain = ch.split(0, -r);
        for (BspChannel* p : {first, second, all})
            if (p) {
                std::vector<Bytes> out(std::size_t(p->size()), Bytes{std::uint8_t(r)});
                THREAD_CHECK(p->exchange(std::move(out)).size() == std::size_t(p->size()));
            }
        Seen s;
        s.firstIsNull = first == nullptr;
        s.repeatedIsSame = again == first;
        s.secondIsNew = second && second != first;
        s.secondSize = second ? second->size() : 0;
        s.allSize = all ? all->size() : 0;
        s.allRank = all ? all->rank() : -1;
        s.allRepeatedIsSame = allAgain == all;
        std::lock_guard lock(m);
        seen[r] = s;
    });
    for (int r = 0; r < 3; ++r) {
        const Seen& s = seen[r];
        QCOMPARE(s.firstIsNull, r == 1);
        QVERIFY(s.repeatedIsSame);  // repeated: the same channel
        QVERIFY(s.secondIsNew);     // other requests of the others: a new one
        QCOMPARE(s.secondSize, 1);
        QCOMPARE(s.allSize, 3);
        QCOMPARE(s.allRank, 2 - r);  // key −rank: reversed
        QVERIFY(s.allRepeatedIsSame);
    }
}

QTEST_APPLESS_MAIN(TestBsprunNodeTimes)
#include "test_bsprun_node_times.moc"
