// DemoComparisonWidget: the three broadcasts' times for real parameters, live rebuilds, and
// invalid parameters reported instead of crashing.
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include "algorithm_panel.h"
#include "broadcast_tree_view.h"
#include "demo_comparison_widget.h"
#include "parameter_bar.h"

using namespace studio;

class TestDemoComparison : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void defaultsAreSeedExample();
    void times_data();
    void times();
    void optimalNeverSlower();
    void changingProcsUpdatesTimes();
    void invalidParametersShowError();
    void rootFollowsProcs();
    void toolTips();
};

namespace {

void setParameters(DemoComparisonWidget& w, int P, double L, double o, double g, int root = 0) {
    w.parameterBar()->setParameters({P, root, L, o, g});
}

QString timeOf(const DemoComparisonWidget& w, const char* algorithm) {
    return w.findChild<QLabel*>(QStringLiteral("time_") + QLatin1String(algorithm))->text();
}

}  // namespace

void TestDemoComparison::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestDemoComparison::defaultsAreSeedExample() {
    DemoComparisonWidget w;
    const DemoParameters p = w.parameterBar()->parameters();
    QCOMPARE(p.procs, 16);
    QCOMPARE(p.root, 0);
    QCOMPARE(p.L, 6.0);
    QCOMPARE(p.o, 2.0);
    QCOMPARE(p.g, 4.0);
    QCOMPARE(w.runs().size(), std::size_t(3));
    QVERIFY(w.errorText().isEmpty());
    for (std::string_view name : DemoComparisonWidget::kAlgorithms) {
        AlgorithmPanel* panel = w.panel(name);
        QVERIFY(panel);
        QVERIFY(!panel->titleText().isEmpty());
        QCOMPARE(panel->view()->nodeCount(), 16);
    }
}

void TestDemoComparison::times_data() {
    QTest::addColumn<int>("procs");
    QTest::addColumn<double>("L");
    QTest::addColumn<double>("o");
    QTest::addColumn<double>("g");
    QTest::addColumn<double>("optimal");
    QTest::addColumn<double>("fibonacci");
    QTest::addColumn<double>("binomial");
    QTest::newRow("P=1") << 1 << 6.0 << 2.0 << 4.0 << 0.0 << 0.0 << 0.0;
    // One message: L + 2o.
    QTest::newRow("P=2") << 2 << 6.0 << 2.0 << 4.0 << 10.0 << 10.0 << 10.0;
    // The root's second send starts g = 4 later (14); the bisection forwards instead (2·10).
    QTest::newRow("P=3") << 3 << 6.0 << 2.0 << 4.0 << 14.0 << 14.0 << 20.0;
    QTest::newRow("P=8 seed example") << 8 << 6.0 << 2.0 << 4.0 << 24.0 << 24.0 << 30.0;
}

void TestDemoComparison::times() {
    QFETCH(int, procs);
    QFETCH(double, L);
    QFETCH(double, o);
    QFETCH(double, g);
    QFETCH(double, optimal);
    QFETCH(double, fibonacci);
    QFETCH(double, binomial);

    DemoComparisonWidget w;
    setParameters(w, procs, L, o, g);
    QVERIFY2(w.errorText().isEmpty(), qPrintable(w.errorText()));
    QCOMPARE(w.simulatedTime("optimal"), optimal);
    QCOMPARE(w.simulatedTime("fibonacci"), fibonacci);
    QCOMPARE(w.simulatedTime("binomial"), binomial);
    // The closed formulas agree with the simulation.
    for (const AlgorithmRun& run : w.runs())
        QCOMPARE(run.formula, run.simulated);
    // And the labels show those numbers, simulated and formula.
    const auto shown = [](double t) { return QStringLiteral("<b>%1 cycles</b>").arg(t); };
    const auto formula = [](double t) { return QStringLiteral("formula: %1 cycles").arg(t); };
    QVERIFY2(timeOf(w, "optimal").contains(shown(optimal)), qPrintable(timeOf(w, "optimal")));
    QVERIFY(timeOf(w, "optimal").contains(formula(optimal)));
    QVERIFY2(timeOf(w, "fibonacci").contains(shown(fibonacci)), qPrintable(timeOf(w, "fibonacci")));
    QVERIFY2(timeOf(w, "binomial").contains(shown(binomial)), qPrintable(timeOf(w, "binomial")));
    // The fastest are marked, the others not.
    QCOMPARE(timeOf(w, "optimal").contains(QStringLiteral("fastest")), optimal <= binomial);
    QCOMPARE(timeOf(w, "binomial").contains(QStringLiteral("fastest")), binomial <= optimal);
}

void TestDemoComparison::optimalNeverSlower() {
    DemoComparisonWidget w;
    for (int P : {16, 5, 13, 64, 100, 256}) {
        setParameters(w, P, 6, 2, 4);
        const double opt = w.simulatedTime("optimal");
        QVERIFY(opt > 0);
        QVERIFY2(opt <= w.simulatedTime("fibonacci"), qPrintable(QString::number(P)));
        QVERIFY2(opt <= w.simulatedTime("binomial"), qPrintable(QString::number(P)));
        QCOMPARE(w.fastestTime(), opt);
        QCOMPARE(w.fastest().front(), std::string("optimal"));
    }
}

void TestDemoComparison::changingProcsUpdatesTimes() {
    DemoComparisonWidget w;
    setParameters(w, 8, 6, 2, 4);
    QCOMPARE(w.simulatedTime("binomial"), 30.0);
    int changes = 0;
    connect(&w, &DemoComparisonWidget::resultsChanged, this, [&] { ++changes; });
    // As a user would: through the spin box.
    w.parameterBar()->procsBox()->setValue(16);
    QCOMPARE(changes, 1);
    QCOMPARE(w.simulatedTime("binomial"), 40.0);  // ⌈log2 16⌉·(L + 2o)
    QVERIFY(timeOf(w, "binomial").contains(QStringLiteral("<b>40 cycles</b>")));
    QCOMPARE(w.panel("binomial")->view()->nodeCount(), 16);
    const double before = w.simulatedTime("optimal");
    w.parameterBar()->gapBox()->setValue(0);  // sends now only wait for o: step = 2
    QCOMPARE(changes, 2);
    QVERIFY(w.simulatedTime("optimal") < before);
    QCOMPARE(w.simulatedTime("binomial"), 40.0);  // the bisection never waits for g here
}

void TestDemoComparison::invalidParametersShowError() {
    DemoComparisonWidget w;
    w.show();
    w.parameterBar()->latencyBox()->setValue(0);
    QVERIFY(w.errorText().isEmpty());  // L = 0 alone is fine: o still costs time
    w.parameterBar()->overheadBox()->setValue(0);
    // L + 2o = 0: core's message, shown in the status line; nothing drawn, nothing crashed.
    QVERIFY(!w.errorText().isEmpty());
    QVERIFY2(w.errorText().contains(QStringLiteral("positive")), qPrintable(w.errorText()));
    QVERIFY(w.statusText().contains(w.errorText()));
    QVERIFY(w.runs().empty());
    QCOMPARE(w.simulatedTime("optimal"), -1.0);
    QCOMPARE(w.panel("optimal")->view()->nodeCount(), 0);
    QCOMPARE(timeOf(w, "optimal"), QStringLiteral("no result"));
    // Recovering clears the error.
    w.parameterBar()->latencyBox()->setValue(6);
    QVERIFY(w.errorText().isEmpty());
    QVERIFY(!w.statusText().contains(QStringLiteral("positive")));
    QCOMPARE(w.runs().size(), std::size_t(3));
}

void TestDemoComparison::rootFollowsProcs() {
    DemoComparisonWidget w;
    setParameters(w, 16, 6, 2, 4, 15);
    QCOMPARE(w.runs().front().tree.root(), 15);
    QCOMPARE(w.runs().front().receiveTime[15], 0.0);
    // Fewer ranks: the root box shrinks with them, so the root stays a rank.
    w.parameterBar()->procsBox()->setValue(4);
    QCOMPARE(w.parameterBar()->rootBox()->maximum(), 3);
    QCOMPARE(w.parameterBar()->parameters().root, 3);
    QVERIFY(w.errorText().isEmpty());
    QCOMPARE(w.runs().front().tree.root(), 3);
}

void TestDemoComparison::toolTips() {
    DemoComparisonWidget w;
    setParameters(w, 8, 6, 2, 4);
    // Optimal: seed 000's (P_i, T_i); the root's T_0 is the optimal time, and every rank's
    // receive time plus its T_i is that time too.
    const AlgorithmRun& opt = w.runs().front();
    QCOMPARE(opt.effectiveTime.size(), std::size_t(8));
    for (std::size_t r = 0; r < 8; ++r)
        QCOMPARE(opt.receiveTime[r] + opt.effectiveTime[r], 24.0);
    BroadcastTreeView* view = w.panel("optimal")->view();
    QVERIFY2(view->nodeToolTip(0).contains(QStringLiteral("= (0, 24)")),
             qPrintable(view->nodeToolTip(0)));
    QVERIFY(view->nodeToolTip(0).contains(QStringLiteral("the root")));
    QVERIFY(view->nodeToolTip(1).contains(QStringLiteral("from rank 0 (send #0")));
    // Other algorithms have no seed 000 label.
    QVERIFY(!w.panel("binomial")->view()->nodeToolTip(1).contains(QStringLiteral("seed 000")));
    QVERIFY(w.panel("binomial")->view()->nodeToolTip(4).contains(QStringLiteral("t = 10 cycles")));
}

QTEST_MAIN(TestDemoComparison)
#include "tst_demo_comparison.moc"
