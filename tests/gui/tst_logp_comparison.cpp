// The LogP broadcast comparison in "Timelines and charts": Compare mode's default columns (the
// optimal, Fibonacci and binomial broadcasts of Shou & Chen 1996 and Gu, Li & Liu 2002) give the
// times recomputed below, each beside its closed formula; edits rebuild live; invalid parameters
// are reported instead of crashing; the single-timeline page shows the same formula check.
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include "visual/algorithm_summary.h"
#include "visual/compare_view.h"
#include "visual/scenario.h"
#include "visual/tree_graph_view.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

using namespace studio;

class TestLogPComparison : public QObject {
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
    void disagreementIsFlagged();
    void singleTimelineShowsFormulaCheck();
};

namespace {

constexpr int kOptimal = 0, kFibonacci = 1, kBinomial = 2;

void setParameters(VisualizationWorkspace& w, int P, double L, double o, double g, int root = 0) {
    VisualParameters p = w.parameterPanel()->parameters();
    p.procs = P, p.root = root, p.L = L, p.o = o, p.g = g;
    w.parameterPanel()->setParameters(p);  // reports at once: the workspace rebuilds
}

// Simulated completion time of a Compare column (rebuilt first if it waited), -1 for none.
double timeOf(VisualizationWorkspace& w, int column) {
    return w.compareView()->completionTimes()[static_cast<std::size_t>(column)];
}

QString textOf(VisualizationWorkspace& w, int column) {
    w.compareView()->completionTimes();  // brings the columns up to date
    return w.compareView()->columnTimeText(column);
}

}  // namespace

void TestLogPComparison::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestLogPComparison::defaultsAreSeedExample() {
    VisualizationWorkspace w;
    const VisualParameters p = w.parameterPanel()->parameters();
    QCOMPARE(p.procs, 16);
    QCOMPARE(p.root, 0);
    QCOMPARE(p.L, 6.0);
    QCOMPARE(p.o, 2.0);
    QCOMPARE(p.g, 4.0);
    QCOMPARE(w.compareView()->algorithms(),
             (std::vector<std::string>{"optimal", "fibonacci", "binomial", ""}));
    QVERIFY(w.errorText().isEmpty());
    for (int c : {kOptimal, kFibonacci, kBinomial}) {
        QVERIFY(timeOf(w, c) > 0);
        QVERIFY(!w.compareView()->columnTimeText(c).isEmpty());
        QCOMPARE(w.compareView()->scenario(c)->program.ranks(), 16);
    }
    QCOMPARE(w.treeView()->nodeCount(), 16);
}

void TestLogPComparison::times_data() {
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
    QTest::newRow("P=8 Shou & Chen 1996 example") << 8 << 6.0 << 2.0 << 4.0 << 24.0 << 24.0 << 30.0;
}

void TestLogPComparison::times() {
    QFETCH(int, procs);
    QFETCH(double, L);
    QFETCH(double, o);
    QFETCH(double, g);
    QFETCH(double, optimal);
    QFETCH(double, fibonacci);
    QFETCH(double, binomial);

    VisualizationWorkspace w;
    setParameters(w, procs, L, o, g);
    QVERIFY2(w.errorText().isEmpty(), qPrintable(w.errorText()));
    QCOMPARE(timeOf(w, kOptimal), optimal);
    QCOMPARE(timeOf(w, kFibonacci), fibonacci);
    QCOMPARE(timeOf(w, kBinomial), binomial);
    // The closed formulas agree with the simulation.
    for (int c : {kOptimal, kFibonacci, kBinomial}) {
        const auto s = w.compareView()->scenario(c);
        QVERIFY(s->formula.has_value());
        QCOMPARE(*s->formula, s->timeline.total);
        QVERIFY(!AlgorithmSummary::formulaDisagrees(*s));
    }
    // And the labels show those numbers, simulated and formula, without a warning.
    const auto shown = [](double t) { return QStringLiteral("<b>%1 cycles</b>").arg(t); };
    const auto formula = [](double t) { return QStringLiteral("formula: %1 cycles").arg(t); };
    QVERIFY2(textOf(w, kOptimal).contains(shown(optimal)), qPrintable(textOf(w, kOptimal)));
    QVERIFY(textOf(w, kOptimal).contains(formula(optimal)));
    QVERIFY(textOf(w, kBinomial).contains(formula(binomial)));
    QVERIFY(!textOf(w, kOptimal).contains(QStringLiteral("differ")));
    QVERIFY2(textOf(w, kFibonacci).contains(shown(fibonacci)), qPrintable(textOf(w, kFibonacci)));
    QVERIFY2(textOf(w, kBinomial).contains(shown(binomial)), qPrintable(textOf(w, kBinomial)));
    // Each column says what its algorithm is.
    QVERIFY(textOf(w, kOptimal).contains(QStringLiteral("Shou &amp; Chen 1996")));
    QVERIFY(textOf(w, kFibonacci).contains(QStringLiteral("Fibonacci-split")));
    // The fastest are marked, the others not.
    QCOMPARE(textOf(w, kOptimal).contains(QStringLiteral("fastest")), optimal <= binomial);
    QCOMPARE(textOf(w, kBinomial).contains(QStringLiteral("fastest")), binomial <= optimal);
}

void TestLogPComparison::optimalNeverSlower() {
    VisualizationWorkspace w;
    for (int P : {16, 5, 13, 64, 100, 256}) {
        setParameters(w, P, 6, 2, 4);
        const double opt = timeOf(w, kOptimal);
        QVERIFY(opt > 0);
        QVERIFY2(opt <= timeOf(w, kFibonacci), qPrintable(QString::number(P)));
        QVERIFY2(opt <= timeOf(w, kBinomial), qPrintable(QString::number(P)));
        QCOMPARE(w.compareView()->fastestTime(), opt);
        QCOMPARE(w.compareView()->fastest().front(), std::string("optimal"));
    }
}

void TestLogPComparison::changingProcsUpdatesTimes() {
    VisualizationWorkspace w;
    w.pages()->setCurrentWidget(w.compareView());
    w.show();
    setParameters(w, 8, 6, 2, 4);
    QCOMPARE(timeOf(w, kBinomial), 30.0);
    int changes = 0;
    connect(w.compareView(), &CompareView::resultsChanged, this, [&] { ++changes; });
    // As a user would: through the spin box (edits are coalesced, then the shown page rebuilds).
    w.parameterPanel()->procsBox()->setValue(16);
    QTRY_COMPARE(changes, 1);
    QCOMPARE(timeOf(w, kBinomial), 40.0);  // ⌈log2 16⌉·(L + 2o)
    QVERIFY(
        w.compareView()->columnTimeText(kBinomial).contains(QStringLiteral("<b>40 cycles</b>")));
    QCOMPARE(w.compareView()->scenario(kBinomial)->program.ranks(), 16);
    const double before = timeOf(w, kOptimal);
    w.parameterPanel()->gapBox()->setValue(0);  // sends now only wait for o: step = 2
    QTRY_COMPARE(changes, 2);
    QVERIFY(timeOf(w, kOptimal) < before);
    QCOMPARE(timeOf(w, kBinomial), 40.0);  // the bisection never waits for g here
}

void TestLogPComparison::invalidParametersShowError() {
    VisualizationWorkspace w;
    w.show();
    setParameters(w, 16, 0, 2, 4);
    QVERIFY(w.errorText().isEmpty());  // L = 0 alone is fine: o still costs time
    setParameters(w, 16, 0, 0, 4);
    // L + 2o = 0: core's message, shown in the status line; nothing drawn, nothing crashed.
    QVERIFY(!w.errorText().isEmpty());
    QVERIFY2(w.errorText().contains(QStringLiteral("positive")), qPrintable(w.errorText()));
    QVERIFY(!w.scenario());
    QCOMPARE(w.treeView()->nodeCount(), 0);
    QVERIFY(w.summaryText().isEmpty());
    QCOMPARE(timeOf(w, kOptimal), -1.0);
    QVERIFY(!w.compareView()->scenario(kOptimal));
    QVERIFY2(textOf(w, kOptimal).contains(QStringLiteral("positive")), qPrintable(textOf(w, 0)));
    QCOMPARE(w.compareView()->fastestTime(), -1.0);
    // Recovering clears the error.
    setParameters(w, 16, 6, 0, 4);
    QVERIFY(w.errorText().isEmpty());
    QVERIFY(w.scenario());
    QVERIFY(timeOf(w, kOptimal) > 0);
    QVERIFY(!textOf(w, kOptimal).contains(QStringLiteral("positive")));
}

void TestLogPComparison::rootFollowsProcs() {
    VisualizationWorkspace w;
    setParameters(w, 16, 6, 2, 4, 15);
    QCOMPARE(w.scenario()->tree->tree.root(), 15);
    QCOMPARE(w.scenario()->holdTime[15], 0.0);
    // Fewer ranks: the root box shrinks with them, so the root stays a rank.
    w.parameterPanel()->procsBox()->setValue(4);
    QCOMPARE(w.parameterPanel()->rootBox()->maximum(), 3);
    QCOMPARE(w.parameterPanel()->parameters().root, 3);
    QTRY_COMPARE(w.scenario()->program.ranks(), 4);
    QVERIFY(w.errorText().isEmpty());
    QCOMPARE(w.scenario()->tree->tree.root(), 3);
    QCOMPARE(w.compareView()->completionTimes().size(), std::size_t(4));
    QCOMPARE(w.compareView()->scenario(kBinomial)->tree->tree.root(), 3);
}

void TestLogPComparison::toolTips() {
    VisualizationWorkspace w;
    setParameters(w, 8, 6, 2, 4);
    // Optimal: Shou & Chen's (1996) (P_i, T_i); the root's T_0 is the optimal time, and every
    // rank's receive time plus its T_i is that time too.
    const auto opt = w.scenario();
    QCOMPARE(opt->algorithm, std::string("optimal"));
    QCOMPARE(opt->effectiveTime.size(), std::size_t(8));
    for (std::size_t r = 0; r < 8; ++r)
        QCOMPARE(opt->holdTime[r] + opt->effectiveTime[r], 24.0);
    TreeGraphView* view = w.treeView();
    QVERIFY2(view->nodeToolTip(0).contains(QStringLiteral("= (0, 24)")),
             qPrintable(view->nodeToolTip(0)));
    QVERIFY(view->nodeToolTip(0).contains(QStringLiteral("holds the data at 0 cycles")));
    QVERIFY(view->nodeToolTip(1).contains(QStringLiteral("edge message: 0 → 1")));
    QVERIFY(view->nodeToolTip(1).contains(QStringLiteral("order 0")));
    // Other algorithms have no Shou & Chen 1996 label.
    VisualParameters p = w.parameterPanel()->parameters();
    p.algorithm = "binomial";
    w.parameterPanel()->setParameters(p);
    QVERIFY(!view->nodeToolTip(1).contains(QStringLiteral("P_i")));
    QVERIFY2(view->nodeToolTip(4).contains(QStringLiteral("holds the data at 10 cycles")),
             qPrintable(view->nodeToolTip(4)));
}

void TestLogPComparison::disagreementIsFlagged() {
    // A formula that is off by one cycle must be flagged, not rounded away.
    Scenario s = buildScenario("binomial", VisualParameters{}.toAlgorithmParams());
    QCOMPARE(s.timeline.total, 40.0);
    QVERIFY(!AlgorithmSummary::formulaDisagrees(s));
    s.formula = 41;
    QVERIFY(AlgorithmSummary::formulaDisagrees(s));
    QVERIFY(AlgorithmSummary::timeHtml(s, false).contains(QStringLiteral("differ")));
    QVERIFY(AlgorithmSummary::timeHtml(s, false).contains(QStringLiteral("formula: 41 cycles")));
    s.formula.reset();
    QVERIFY(!AlgorithmSummary::formulaDisagrees(s));
    QVERIFY(AlgorithmSummary::timeHtml(s, false).contains(QStringLiteral("no closed formula")));
    QVERIFY(formulaAgrees(1e9, 1e9 + 0.5));  // rounding of big times
    QVERIFY(!formulaAgrees(10, 10.001));
}

void TestLogPComparison::singleTimelineShowsFormulaCheck() {
    VisualizationWorkspace w;
    setParameters(w, 8, 6, 2, 4);
    const QString text = w.summaryText();
    QVERIFY2(text.contains(QStringLiteral("<b>24 cycles</b>")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("formula: 24 cycles")));
    QVERIFY(text.contains(QStringLiteral("Shou &amp; Chen 1996")));
    QVERIFY(!text.contains(QStringLiteral("fastest")));  // nothing to compare with here
}

QTEST_MAIN(TestLogPComparison)
#include "tst_logp_comparison.moc"
