// The schedules the Optimizer picks (what `calltree optimize` hands the runner) run on data and
// pass verification, under both PSC2 profiles, for sorting and MST inputs on 1–4 threads.
#include <QtTest>

#include <mutex>

#include "bsprun/data_case.h"
#include "bsprun/thread_channel.h"
#include "model/machine.h"
#include "schedule/call_tree.h"
#include "schedule/search.h"

using namespace ct;
using namespace ct::bsprun;

class TestBsprunOptimized : public QObject {
    Q_OBJECT
private slots:
    void optimizedSchedulesRun_data();
    void optimizedSchedulesRun();
};

void TestBsprunOptimized::optimizedSchedulesRun_data() {
    QTest::addColumn<bool>("tcp");
    QTest::addColumn<int>("problem");
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<int>("procs");
    const struct {
        Problem problem;
        double a, b;
    } inputs[] = {{Problem::Sort, 3, 16},           {Problem::Sort, 2000, 8},
                  {Problem::IntegerSort, 1, 32},    {Problem::IntegerSort, 5000, 4},
                  {Problem::IntegerSort, 4096, 32}, {Problem::MST, 5, 4},
                  {Problem::MST, 64, 300},          {Problem::MST, 1024, 4096},
                  {Problem::MST, 1024, 32768}};
    for (bool tcp : {true, false})
        for (const auto& in : inputs)
            for (int p = 1; p <= 4; ++p)
                QTest::addRow("%s %s(%g, %g) p=%d", tcp ? "psc2-tcp" : "psc2-sci",
                              scheduleName(in.problem), in.a, in.b, p)
                    << tcp << int(in.problem) << in.a << in.b << p;
}

void TestBsprunOptimized::optimizedSchedulesRun() {
    QFETCH(bool, tcp);
    QFETCH(int, problem);
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(int, procs);
    const bsp::Library& lib = bsp::standardLibrary();
    const bsp::MachineProfile machine = tcp ? bsp::psc2Tcp() : bsp::psc2Sci();
    bsp::Optimizer opt(lib, machine.bsp);
    const auto tree = opt.optimize({Problem(problem), bsp::Input{{a, b}}, procs, procs});
    QVERIFY(tree);
    const auto why = dataExecutionUnsupported(*tree, lib);
    QVERIFY2(!why, why ? why->c_str() : "");
    std::mutex m;
    std::vector<DataVerdict> verdicts(static_cast<std::size_t>(procs));
    runOnThreads(procs, [&](BspChannel& ch) {
        DataCase dc(*tree, lib, ch.rank(), procs, 42);
        dc.run(ch);
        const DataVerdict v = dc.verify(ch);
        std::lock_guard lock(m);
        verdicts[std::size_t(ch.rank())] = v;
    });
    for (const DataVerdict& v : verdicts) {
        QVERIFY2(v.ok, (v.failure + " — " + bsp::compactName(*tree, lib)).c_str());
        QCOMPARE(v.summary, verdicts[0].summary);
    }
}

QTEST_GUILESS_MAIN(TestBsprunOptimized)
#include "test_bsprun_optimized.moc"
