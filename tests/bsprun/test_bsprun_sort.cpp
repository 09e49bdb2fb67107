// Sort and IntegerSort schedules on real data over 1–4 threads: every algorithm and bridge of the
// library, checked against std::stable_sort of the same input (all of them are stable), and the
// DataCase verdict, which a corrupted result must fail.
#include <QtTest>

#include <algorithm>
#include <mutex>

#include "bsprun/data_case.h"
#include "bsprun/inputs.h"
#include "bsprun/sort_run.h"
#include "bsprun/thread_channel.h"
#include "chosen_tree.h"
#include "schedule/call_tree.h"
#include "thread_check.h"

using namespace ct;
using namespace ct::bsprun;
using test::Choices;

Q_DECLARE_METATYPE(Choices)

namespace {

struct Config {
    const char* name;
    Problem problem;
    bool parallel;  // needs p >= 2
    Choices choices;
};

std::vector<Config> configs() {
    return {
        {"MergeSort", Problem::Sort, false, {{"Sort@1", {"MergeSort"}}}},
        {"SeqRadixSort", Problem::IntegerSort, false, {{"IntegerSort@1", {"SeqRadixSort"}}}},
        {"ViaSort>MergeSort",
         Problem::IntegerSort,
         false,
         {{"IntegerSort@1", {"IntegerSortWithSort"}}, {"Sort@1", {"MergeSort"}}}},
        {"MasterSort>MergeSort",
         Problem::Sort,
         true,
         {{"Sort@p", {"DistributedWithMasterSort"}}, {"Sort@1", {"MergeSort"}}}},
        {"RadixSort", Problem::IntegerSort, true, {{"IntegerSort@p", {"RadixSort"}}}},
        {"MasterIntegerSort>SeqRadixSort",
         Problem::IntegerSort,
         true,
         {{"IntegerSort@p", {"IntegerWithMasterSort"}}, {"IntegerSort@1", {"SeqRadixSort"}}}},
        {"MasterIntegerSort>ViaSort>MergeSort",
         Problem::IntegerSort,
         true,
         {{"IntegerSort@p", {"IntegerWithMasterSort"}},
          {"IntegerSort@1", {"IntegerSortWithSort"}},
          {"Sort@1", {"MergeSort"}}}},
        {"ViaSort>MasterSort>MergeSort",
         Problem::IntegerSort,
         true,
         {{"IntegerSort@p", {"IntegerSortWithSort"}},
          {"Sort@p", {"DistributedWithMasterSort"}},
          {"Sort@1", {"MergeSort"}}}},
    };
}

}  // namespace

class TestBsprunSort : public QObject {
    Q_OBJECT
private slots:
    void sortsAndVerifies_data();
    void sortsAndVerifies();
    void sequentialSortsAreStable();
    void inputsRepeatKeysAndIgnoreTheProcessors();
    void unsupportedInputsAreRefused();
};

void TestBsprunSort::sortsAndVerifies_data() {
    QTest::addColumn<int>("problem");
    QTest::addColumn<Choices>("choices");
    QTest::addColumn<int>("procs");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("elementBytes");
    for (const Config& c : configs())
        for (int p : {1, 2, 3, 4, 6, 8}) {
            if (c.parallel != (p > 1)) continue;
            // 1 element (all but one processor empty), one per processor, fewer than the
            // processors (the last ones empty), odd sizes, and enough for every radix digit.
            for (int n : {1, p, std::max(1, p - 1), 2 * p + 1, 37, 1500})
                for (int b : {4, 13, 32}) {
                    if (p > 4 && (n < 37 || b == 13)) continue;  // 6 and 8 threads: a few sizes
                    QTest::addRow("%s p=%d n=%d b=%d", c.name, p, n, b)
                        << int(c.problem) << c.choices << p << n << b;
                }
        }
}

void TestBsprunSort::sortsAndVerifies() {
    QFETCH(int, problem);
    QFETCH(Choices, choices);
    QFETCH(int, procs);
    QFETCH(int, count);
    QFETCH(int, elementBytes);
    const bsp::Library& lib = bsp::standardLibrary();
    const bsp::Input input{{double(count), double(elementBytes)}};
    const bsp::CallNode tree = test::chosenTree(lib, Problem(problem), input, procs, choices);
    const auto invalid = bsp::validateTree(tree, lib, Problem(problem), input, procs, procs);
    QVERIFY2(!invalid, invalid ? invalid->c_str() : "");
    QVERIFY(!dataExecutionUnsupported(tree, lib));

    // The expected result, computed apart: the whole input, std::stable_sort by key, cut into
    // ⌈n/p⌉ blocks.
    const std::uint64_t n = std::uint64_t(count), b = std::uint64_t(elementBytes);
    const std::uint64_t seed = 20021 + n;
    const Bytes all = generateKeys(n, b, 0, n, seed);
    std::vector<std::uint64_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::uint64_t x, std::uint64_t y) {
        return keyAt(all.data() + x * b) < keyAt(all.data() + y * b);
    });
    Bytes expected;
    for (std::uint64_t i : order)
        expected.insert(expected.end(), all.begin() + std::ptrdiff_t(i * b),
                        all.begin() + std::ptrdiff_t((i + 1) * b));
    const std::uint64_t block = (n + std::uint64_t(procs) - 1) / std::uint64_t(procs);

    std::mutex m;
    std::vector<DataVerdict> verdicts(static_cast<std::size_t>(procs));
    std::vector<DataVerdict> corrupted(static_cast<std::size_t>(procs));
    runOnThreads(procs, [&](BspChannel& ch) {
        const int r = ch.rank();
        // The algorithms themselves, on this processor's share of the same input.
        const std::uint64_t first = std::min(n, block * std::uint64_t(r));
        const std::uint64_t last = std::min(n, block * std::uint64_t(r + 1));
        Bytes data = generateKeys(n, b, first, last - first, seed);
        runSort(tree, lib, ch, data, b);
        const Bytes want(expected.begin() + std::ptrdiff_t(first * b),
                         expected.begin() + std::ptrdiff_t(last * b));
        THREAD_CHECK(data == want);
        // The case as the runner drives it: run, verify; then a damaged result must fail.
        DataCase dc(tree, lib, r, procs, seed);
        dc.run(ch);
        const DataVerdict ok = dc.verify(ch);
        dc.reset();
        dc.run(ch);
        if (r == procs - 1) dc.corruptResult();  // one processor, often one without elements
        const DataVerdict bad = dc.verify(ch);
        std::lock_guard lock(m);
        verdicts[std::size_t(r)] = ok;
        corrupted[std::size_t(r)] = bad;
    });
    for (int r = 0; r < procs; ++r) {
        const DataVerdict& v = verdicts[std::size_t(r)];
        QVERIFY2(v.ok, v.failure.c_str());
        QCOMPARE(v.summary, verdicts[0].summary);
        QVERIFY(QString::fromStdString(v.summary).startsWith(QString("%1 elements").arg(count)));
        const DataVerdict& c = corrupted[std::size_t(r)];
        QVERIFY2(!c.ok, c.summary.c_str());
        QVERIFY(!c.failure.empty());
        QCOMPARE(c.failure, corrupted[0].failure);
    }
}

void TestBsprunSort::sequentialSortsAreStable() {
    // Keys 3, 1, 3, 1 with payload bytes 0 … 3: both sequential sorts give 1(1) 1(3) 3(0) 3(2).
    Bytes data;
    for (std::uint32_t i = 0; i < 4; ++i) {
        const std::uint32_t key = i % 2 ? 1 : 3;
        const auto* k = reinterpret_cast<const std::uint8_t*>(&key);
        data.insert(data.end(), k, k + 4);
        data.push_back(std::uint8_t(i));
    }
    for (auto sort : {&mergeSortElements, &radixSortElements}) {
        Bytes d = data;
        sort(d, 5);
        QCOMPARE(int(d[4]), 1);
        QCOMPARE(int(d[9]), 3);
        QCOMPARE(int(d[14]), 0);
        QCOMPARE(int(d[19]), 2);
        QCOMPARE(keyAt(d.data() + 10), 3u);
    }
}

void TestBsprunSort::inputsRepeatKeysAndIgnoreTheProcessors() {
    // Processor r's share on 3 processors is the same bytes as positions [500r, 500r + 500) of
    // the whole input; keys repeat; another seed gives other keys.
    const Bytes all = generateKeys(1500, 12, 0, 1500, 9);
    Bytes joined;
    for (std::uint64_t r = 0; r < 3; ++r) {
        const Bytes part = generateKeys(1500, 12, 500 * r, 500, 9);
        joined.insert(joined.end(), part.begin(), part.end());
    }
    QVERIFY(joined == all);
    std::vector<std::uint32_t> keys;
    for (std::size_t i = 0; i < 1500; ++i)
        keys.push_back(keyAt(all.data() + 12 * i));
    std::sort(keys.begin(), keys.end());
    const auto distinct = std::size_t(std::unique(keys.begin(), keys.end()) - keys.begin());
    QVERIFY2(distinct < 1400 && distinct > 1000, qPrintable(QString::number(distinct)));
    QVERIFY(generateKeys(1500, 12, 0, 1500, 10) != all);
    // Equal keys carry different payloads, so the checksum sees which element is where.
    QVERIFY(elementsChecksum(all, 12) != elementsChecksum(generateKeys(1500, 12, 0, 1500, 10), 12));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateKeys(10, 3, 0, 10, 1));
}

void TestBsprunSort::unsupportedInputsAreRefused() {
    const bsp::Library& lib = bsp::standardLibrary();
    const auto tree =
        test::chosenTree(lib, Problem::Sort, bsp::Input{{10, 2}}, 1, {{"Sort@1", {"MergeSort"}}});
    const auto why = dataExecutionUnsupported(tree, lib);
    QVERIFY(why);
    QVERIFY2(why->find("element_size") != std::string::npos, why->c_str());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DataCase(tree, lib, 0, 1, 1));
    // A broadcast schedule has no data execution here.
    const auto machine = bsp::psc2Sci();  // the Optimizer keeps a reference to the profile
    bsp::Optimizer opt(lib, machine.bsp);
    const auto bcast = opt.optimize({Problem::Broadcast, bsp::Input{{64}}, 2, 2});
    const auto no = dataExecutionUnsupported(*bcast, lib);
    QVERIFY(no);
    QVERIFY2(no->find("Broadcast has no data execution") != std::string::npos, no->c_str());
    // The world must have the schedule's processors.
    const auto two = test::chosenTree(lib, Problem::IntegerSort, bsp::Input{{10, 8}}, 2,
                                      {{"IntegerSort@p", {"RadixSort"}}});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DataCase(two, lib, 0, 3, 1));
}

QTEST_GUILESS_MAIN(TestBsprunSort)
#include "test_bsprun_sort.moc"
