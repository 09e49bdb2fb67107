// MST schedules on real graphs over 1–4 threads: every MST algorithm and variant of the library
// with both Borůvka steps and several IntegerSorts under them, checked against a Kruskal written
// here (edge count, spanning, total weight), and the DataCase verdict, which a corrupted tree must
// fail; a disconnected input is refused.
#include <QtTest>

#include <algorithm>
#include <mutex>
#include <numeric>

#include "bsprun/data_case.h"
#include "bsprun/inputs.h"
#include "bsprun/mst_run.h"
#include "bsprun/thread_channel.h"
#include "chosen_tree.h"
#include "thread_check.h"

using namespace ct;
using namespace ct::bsprun;
using test::Choices;

Q_DECLARE_METATYPE(Choices)

namespace {

struct Config {
    const char* name;
    bool parallel;
    bool needsSteps;  // MSTBoruvkaAndMerge: at least one variant (n >= 3)
    Choices choices;
};

const test::Choice kruskal{"Kruskal"};

std::vector<Config> configs() {
    return {
        {"Kruskal", false, false, {{"MST@1", kruskal}}},
        {"MSTWithMerge>MSTMerge(first d)",
         true,
         false,
         {{"MST@p", {"MSTWithMerge"}}, {"MST@1", kruskal}, {"MSTMerge@p", {"MSTMerge"}}}},
        {"MSTWithMerge>MSTMerge(d=p)",
         true,
         false,
         {{"MST@p", {"MSTWithMerge"}}, {"MST@1", kruskal}, {"MSTMerge@p", {"MSTMerge", true}}}},
        {"MST>DenseBoruvkaStep",
         true,
         false,
         {{"MST@p", {"MST"}}, {"BoruvkaStep@p", {"DenseBoruvkaStep"}}}},
        {"MST>BoruvkaStep>RadixSort",
         true,
         false,
         {{"MST@p", {"MST"}},
          {"BoruvkaStep@p", {"BoruvkaStep"}},
          {"IntegerSort@p", {"RadixSort"}}}},
        {"MST>BoruvkaStep>MasterIntegerSort>SeqRadixSort",
         true,
         false,
         {{"MST@p", {"MST"}},
          {"BoruvkaStep@p", {"BoruvkaStep"}},
          {"IntegerSort@p", {"IntegerWithMasterSort"}},
          {"IntegerSort@1", {"SeqRadixSort"}}}},
        {"MST>BoruvkaStep>ViaSort>MasterSort>MergeSort",
         true,
         false,
         {{"MST@p", {"MST"}},
          {"BoruvkaStep@p", {"BoruvkaStep"}},
          {"IntegerSort@p", {"IntegerSortWithSort"}},
          {"Sort@p", {"DistributedWithMasterSort"}},
          {"Sort@1", {"MergeSort"}}}},
        {"MSTBoruvkaAndMerge(k=1)>Dense>MSTMerge(first d)",
         true,
         true,
         {{"MST@p", {"MSTBoruvkaAndMerge"}},
          {"MST@1", kruskal},
          {"BoruvkaStep@p", {"DenseBoruvkaStep"}},
          {"MSTMerge@p", {"MSTMerge"}}}},
        {"MSTBoruvkaAndMerge(k max)>BoruvkaStep>RadixSort>MSTMerge(d=p)",
         true,
         true,
         {{"MST@p", {"MSTBoruvkaAndMerge", true}},
          {"MST@1", kruskal},
          {"BoruvkaStep@p", {"BoruvkaStep"}},
          {"IntegerSort@p", {"RadixSort"}},
          {"MSTMerge@p", {"MSTMerge", true}}}},
    };
}

// Kruskal, written apart from the library's: the MST weight of the whole graph.
double kruskalWeight(std::vector<Edge> g, std::int64_t nodes) {
    std::sort(g.begin(), g.end(), [](const Edge& a, const Edge& b) { return a.weight < b.weight; });
    std::vector<std::int64_t> up(std::size_t(std::max<std::int64_t>(nodes, 1)));
    std::iota(up.begin(), up.end(), 0);
    auto root = [&](std::int64_t x) {
        while (up[std::size_t(x)] != x)
            x = up[std::size_t(x)];
        return x;
    };
    double w = 0;
    for (const Edge& e : g) {
        const auto a = root(e.u), b = root(e.v);
        if (a == b) continue;
        up[std::size_t(a)] = b;
        w += e.weight;
    }
    return w;
}

}  // namespace

class TestBsprunMst : public QObject {
    Q_OBJECT
private slots:
    void spanningTreeOfLeastWeight_data();
    void spanningTreeOfLeastWeight();
    void graphsAreConnectedAndHaveTies();
    void disconnectedInputIsRefused();
};

void TestBsprunMst::spanningTreeOfLeastWeight_data() {
    QTest::addColumn<Choices>("choices");
    QTest::addColumn<int>("procs");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("edges");
    for (const Config& c : configs())
        for (int p : {1, 2, 3, 4, 6, 8}) {
            if (c.parallel != (p > 1)) continue;
            // One node (with and without self-loops), a single edge (one processor holds it,
            // the others none), trees with exactly n − 1 edges, parallel edges, dense graphs.
            const std::pair<int, int> graphs[] = {{1, 0}, {1, 3},   {2, 1},    {2, 6},     {5, 4},
                                                  {9, 8}, {17, 40}, {64, 300}, {200, 1200}};
            for (const auto& [n, e] : graphs) {
                if (c.needsSteps && n < 3) continue;
                if (p > 4 && n < 9) continue;  // 6 and 8 threads: MSTMerge over several levels
                QTest::addRow("%s p=%d n=%d e=%d", c.name, p, n, e) << c.choices << p << n << e;
            }
        }
}

void TestBsprunMst::spanningTreeOfLeastWeight() {
    QFETCH(Choices, choices);
    QFETCH(int, procs);
    QFETCH(int, nodes);
    QFETCH(int, edges);
    const bsp::Library& lib = bsp::standardLibrary();
    const bsp::Input input{{double(nodes), double(edges)}};
    const bsp::CallNode tree = test::chosenTree(lib, Problem::MST, input, procs, choices);
    const auto invalid = bsp::validateTree(tree, lib, Problem::MST, input, procs, procs);
    QVERIFY2(!invalid, invalid ? invalid->c_str() : "");
    const auto why = dataExecutionUnsupported(tree, lib);
    QVERIFY2(!why, why ? why->c_str() : "");

    const std::uint64_t seed = 1956 + std::uint64_t(edges);
    const std::vector<Edge> graph = generateGraph(nodes, edges, seed);
    const double expectedWeight = kruskalWeight(graph, nodes);
    const std::uint64_t block =
        (std::uint64_t(edges) + std::uint64_t(procs) - 1) / std::uint64_t(procs);

    std::mutex m;
    std::vector<Edge> found;
    std::vector<DataVerdict> verdicts(static_cast<std::size_t>(procs));
    std::vector<DataVerdict> corrupted(static_cast<std::size_t>(procs));
    runOnThreads(procs, [&](BspChannel& ch) {
        const int r = ch.rank();
        const auto first = std::min<std::uint64_t>(graph.size(), block * std::uint64_t(r));
        const auto last = std::min<std::uint64_t>(graph.size(), block * std::uint64_t(r + 1));
        std::vector<Edge> mine(graph.begin() + std::ptrdiff_t(first),
                               graph.begin() + std::ptrdiff_t(last));
        std::vector<Edge> result;
        runMst(tree, lib, ch, mine, result);
        THREAD_CHECK(r == 0 || result.empty());  // the tree ends on processor 0
        DataCase dc(tree, lib, r, procs, seed);
        dc.run(ch);
        const DataVerdict ok = dc.verify(ch);
        dc.reset();
        dc.run(ch);
        if (r == procs - 1) dc.corruptResult();  // one processor; with p > 1 not the tree's
        const DataVerdict bad = dc.verify(ch);
        std::lock_guard lock(m);
        found.insert(found.end(), result.begin(), result.end());
        verdicts[std::size_t(r)] = ok;
        corrupted[std::size_t(r)] = bad;
    });
    // n − 1 edges of the input, no cycle on the input's endpoints, Kruskal's weight.
    QCOMPARE(std::int64_t(found.size()), std::int64_t(nodes - 1));
    std::vector<int> up(static_cast<std::size_t>(nodes));
    std::iota(up.begin(), up.end(), 0);
    auto root = [&](int x) {
        while (up[std::size_t(x)] != x)
            x = up[std::size_t(x)];
        return x;
    };
    double weight = 0;
    for (const Edge& e : found) {
        QVERIFY(e.id >= 0 && e.id < edges);
        const Edge& original = graph[std::size_t(e.id)];
        QCOMPARE(e.weight, original.weight);
        const int a = root(original.u), b = root(original.v);
        QVERIFY2(a != b, qPrintable(QString("edge %1 closes a cycle").arg(e.id)));
        up[std::size_t(a)] = b;
        weight += e.weight;
    }
    QCOMPARE(weight, expectedWeight);
    for (int r = 0; r < procs; ++r) {
        const DataVerdict& v = verdicts[std::size_t(r)];
        QVERIFY2(v.ok, v.failure.c_str());
        QCOMPARE(v.summary, verdicts[0].summary);
        const DataVerdict& c = corrupted[std::size_t(r)];
        QVERIFY2(!c.ok, c.summary.c_str());
        QVERIFY(!c.failure.empty());
        QCOMPARE(c.failure, corrupted[0].failure);
    }
}

void TestBsprunMst::graphsAreConnectedAndHaveTies() {
    // The generator is independent of the processors and gives connected graphs in which equal
    // weights occur.
    const auto g = generateGraph(300, 2000, 7);
    QCOMPARE(int(g.size()), 2000);
    QVERIFY(g == generateGraph(300, 2000, 7));
    QVERIFY(!(g == generateGraph(300, 2000, 8)));
    std::vector<double> weights;
    for (const Edge& e : g) {
        QVERIFY(e.u >= 0 && e.u < 300 && e.v >= 0 && e.v < 300 && e.u != e.v);
        weights.push_back(e.weight);
    }
    std::sort(weights.begin(), weights.end());
    QVERIFY(std::adjacent_find(weights.begin(), weights.end()) != weights.end());
    QCOMPARE(int(kruskalForest(g, 300).size()), 299);
}

void TestBsprunMst::disconnectedInputIsRefused() {
    try {
        generateGraph(10, 8, 1);
        QFAIL("10 nodes with 8 edges were accepted");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains("a disconnected input is refused"), e.what());
        QVERIFY2(QString(e.what()).contains("at least 9 edges"), e.what());
    }
    const bsp::Library& lib = bsp::standardLibrary();
    const auto tree =
        test::chosenTree(lib, Problem::MST, bsp::Input{{10, 8}}, 1, {{"MST@1", kruskal}});
    const auto why = dataExecutionUnsupported(tree, lib);
    QVERIFY(why);
    QVERIFY2(why->find("a disconnected input is refused") != std::string::npos, why->c_str());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DataCase(tree, lib, 0, 1, 1));
}

QTEST_GUILESS_MAIN(TestBsprunMst)
#include "test_bsprun_mst.moc"
