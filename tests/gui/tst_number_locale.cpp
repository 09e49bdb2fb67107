// One number format on every page (issue 21): with German or Chinese chosen, the Timelines pages
// (summary, status line, tree, animation, timeline axis and ruler, Compare columns and map,
// prediction chart), the main window's status line and the Tune page show their numbers with that
// language's decimal and group separators and times in the unit their magnitude calls for. The
// expected texts are written out by hand from times computed here: on two ranks every broadcast
// sends one message, which completes at o + L + o.
#include <qcustomplot.h>
#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "language_manager.h"
#include "main_window.h"
#include "tune/decision_map_view.h"
#include "tune/point_table.h"
#include "tune/tune_workspace.h"
#include "tune_fixture.h"
#include "visual/animation_bar.h"
#include "visual/animation_controller.h"
#include "visual/best_map_view.h"
#include "visual/compare_view.h"
#include "visual/prediction_view.h"
#include "visual/timeline_ruler.h"
#include "visual/timeline_view.h"
#include "visual/tree_graph_view.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

using namespace studio;

namespace {

// The run of the rows: P = 2 in `unit` with L and o, completing at 2o + L (`total`), shown as
// `shown`.
void addRunRows() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("L");
    QTest::addColumn<double>("o");
    QTest::addColumn<QString>("shown");
    // 1500 + 2 · 0.25 = 1500.5 µs: milliseconds, three digits, the language's decimal mark.
    QTest::newRow("de ms") << "de"
                           << "us" << 1500.0 << 0.25 << QStringLiteral("1,50 ms");
    QTest::newRow("zh ms") << "zh_CN"
                           << "us" << 1500.0 << 0.25 << QStringLiteral("1.50 毫秒");
    // 2 + 2 · 0.25 = 2.5 µs stays in microseconds.
    QTest::newRow("de µs") << "de"
                           << "us" << 2.0 << 0.25 << QStringLiteral("2,50 µs");
    QTest::newRow("zh µs") << "zh_CN"
                           << "us" << 2.0 << 0.25 << QStringLiteral("2.50 微秒");
    // 2000 + 2 · 0.5 = 2001 cycles: a whole count with the language's group separator.
    QTest::newRow("de cycles") << "de"
                               << "cycles" << 2000.0 << 0.5 << QStringLiteral("2.001 Takte");
    QTest::newRow("zh cycles") << "zh_CN"
                               << "cycles" << 2000.0 << 0.5 << QStringLiteral("2,001 周期");
}

void setRun(VisualizationWorkspace* w, const QString& unit, double L, double o) {
    VisualParameters p = w->parameterPanel()->parameters();
    p.procs = 2, p.root = 0, p.L = L, p.o = o, p.g = o, p.unit = unit.toStdString();
    w->parameterPanel()->setParameters(p);
}

// The unit after the number: "ms" of "1,50 ms".
QString unitOf(const QString& shown) {
    return shown.section(QLatin1Char(' '), 1);
}

// How many model units (µs or cycles) one shown unit holds.
double modelUnitsPerShown(const QString& unit, const QString& shown) {
    if (unit == QStringLiteral("cycles")) return 1;
    const QString u = unitOf(shown);
    return u == QStringLiteral("ms") || u == QStringLiteral("毫秒") ? 1000 : 1;
}

}  // namespace

class TestNumberLocale : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase();
    void cleanup();
    void timelinesPages_data() { addRunRows(); }
    void timelinesPages();
    void timeAxisAndRuler_data() { addRunRows(); }
    void timeAxisAndRuler();
    void mainWindowStatus_data() { addRunRows(); }
    void mainWindowStatus();
    void compareMap_data();
    void compareMap();
    void predictionChart_data();
    void predictionChart();
    void tunePage_data();
    void tunePage();
};

void TestNumberLocale::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_number_locale"));
    QVERIFY(m_dir.isValid());
}

void TestNumberLocale::cleanup() {
    LanguageManager languages;
    languages.setChoice(QStringLiteral("en"));
}

void TestNumberLocale::timelinesPages() {
    QFETCH(QString, language);
    QFETCH(QString, unit);
    QFETCH(double, L);
    QFETCH(double, o);
    QFETCH(QString, shown);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    VisualizationWorkspace w;
    setRun(&w, unit, L, o);
    QVERIFY2(w.errorText().isEmpty(), qPrintable(w.errorText()));
    QCOMPARE(w.scenario()->timeline.total, 2 * o + L);
    const QString bold = QStringLiteral("<b>%1</b>").arg(shown);
    QVERIFY2(w.summaryText().contains(bold), qPrintable(w.summaryText()));
    QVERIFY2(w.statusText().contains(shown), qPrintable(w.statusText()));
    // Rank 1 holds the data when the one message has been received.
    QVERIFY2(w.treeView()->nodeToolTip(1).contains(shown),
             qPrintable(w.treeView()->nodeToolTip(1)));
    w.animation()->setTime(2 * o + L);
    const QString t = w.animationBar()->timeLabel()->text();
    QVERIFY2(t.contains(shown), qPrintable(t));
    for (int c = 0; c < 3; ++c) {
        w.compareView()->completionTimes();  // brings the columns up to date
        QVERIFY2(w.compareView()->columnTimeText(c).contains(bold),
                 qPrintable(w.compareView()->columnTimeText(c)));
    }
}

void TestNumberLocale::timeAxisAndRuler() {
    QFETCH(QString, language);
    QFETCH(QString, unit);
    QFETCH(double, L);
    QFETCH(double, o);
    QFETCH(QString, shown);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    const QLocale locale(language);
    VisualizationWorkspace w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    setRun(&w, unit, L, o);
    TimelineView* view = w.timelineView();
    QCustomPlot* plot = view->plot();
    // "Zeit (ms)", "时间（毫秒）": the axis's unit is the one the run's length calls for.
    QVERIFY2(plot->xAxis->label().contains(unitOf(shown)), qPrintable(plot->xAxis->label()));
    plot->replot();
    const QVector<double> ticks = plot->xAxis->tickVector();
    const QVector<QString> labels = plot->xAxis->tickVectorLabels();
    QVERIFY(ticks.size() >= 3);
    QCOMPARE(labels.size(), ticks.size());
    // Each tick in the shown unit with the decimals the step needs, in the language's digits.
    const double per = modelUnitsPerShown(unit, shown);
    const double step = (ticks[1] - ticks[0]) / per;
    int decimals = 0;
    while (std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) >
           1e-6 * step * std::pow(10, decimals))
        ++decimals;
    for (int i = 0; i < ticks.size(); ++i) {
        const double value = std::abs(ticks[i]) < 1e-9 * std::abs(step * per) ? 0 : ticks[i] / per;
        QCOMPARE(labels[i], locale.toString(value, 'f', decimals));
    }
    // The ruler over the whole run: Δt and its far end read like the summary.
    view->ruler()->begin(0);
    view->ruler()->extend(2 * o + L);
    const QString ruler = view->ruler()->text();
    QVERIFY2(ruler.count(shown) == 2, qPrintable(ruler));
}

void TestNumberLocale::mainWindowStatus() {
    QFETCH(QString, language);
    QFETCH(QString, unit);
    QFETCH(double, L);
    QFETCH(double, o);
    QFETCH(QString, shown);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    MainWindow window(nullptr);
    VisualizationWorkspace* visual = window.visualizations();
    window.workspaces()->setCurrentIndex(1);
    visual->pages()->setCurrentWidget(visual->compareView());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setRun(visual, unit, L, o);
    // Every broadcast ties on two ranks: "(… 1,50 ms each)" in the language's words.
    const QString status = window.statusBar()->currentMessage();
    QVERIFY2(status.contains(shown), qPrintable(status));
}

void TestNumberLocale::compareMap_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("de") << "de"
                        << QStringList{QStringLiteral("P = 1.024"), QStringLiteral("= 0,39"),
                                       QStringLiteral("1,50 ms")};
    QTest::newRow("zh") << "zh_CN"
                        << QStringList{QStringLiteral("P = 1,024"), QStringLiteral("= 0.39"),
                                       QStringLiteral("1.50 毫秒")};
}

void TestNumberLocale::compareMap() {
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    // One cell: 1024 ranks, g/(L+2o) = 0.39, the optimal tree finishing at 1500.5 µs.
    BestMap map;
    map.algorithms = {"optimal"};
    map.ratios = {0.39};
    map.procs = {1024};
    map.best = {0};
    map.time = {1500.5};
    map.winners = {1};
    map.unit = "us";
    BestMapView view;
    view.setMap(map);
    const QString tip = view.cellToolTip(0, 0);
    for (const QString& part : expected)
        QVERIFY2(tip.contains(part), qPrintable(tip + QStringLiteral(" lacks ") + part));
}

void TestNumberLocale::predictionChart_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << "de";
    QTest::newRow("zh") << "zh_CN";
}

void TestNumberLocale::predictionChart() {
    QFETCH(QString, language);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    PredictionView view;
    view.showPrediction("psc2-sci", 16);
    QChart* chart = view.chartView()->chart();
    // QtCharts prints axis numbers in the chart's locale only when asked to.
    QVERIFY(chart->localizeNumbers());
    QCOMPARE(chart->locale(), QLocale(language));
    // The time axis's unit is the one the slowest curve calls for: its largest value lies in
    // [1, 1000) of that unit.
    double largest = 0;
    for (QAbstractSeries* s : chart->series())
        for (const QPointF& p : static_cast<QLineSeries*>(s)->points())
            largest = std::max(largest, p.y());
    QVERIFY2(largest >= 1 && largest < 1000, qPrintable(QString::number(largest)));
    const QString title = chart->axes(Qt::Vertical).front()->titleText();
    const QStringList units = language == QStringLiteral("de")
                                  ? QStringList{QStringLiteral("(µs)"), QStringLiteral("(ms)")}
                                  : QStringList{QStringLiteral("(微秒)"), QStringLiteral("(毫秒)")};
    QVERIFY2(title.endsWith(units[0]) || title.endsWith(units[1]), qPrintable(title));
}

void TestNumberLocale::tunePage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<QString>("median");
    QTest::addColumn<QString>("gain");
    QTest::addColumn<QString>("unit");
    // tune_fixture.h: on 2 ranks at 65536 B the default takes 10 µs, basic_linear 9.5 µs:
    // 10 / 9.5 = 1.0526 times faster. At 8 B binomial takes 5 µs: 2 times faster.
    QTest::newRow("de") << "de"
                        << "65.536"
                        << "9,5"
                        << "1,05×"
                        << "(µs)";
    QTest::newRow("zh") << "zh_CN"
                        << "65,536"
                        << "9.5"
                        << "1.05×"
                        << "(微秒)";
}

void TestNumberLocale::tunePage() {
    QFETCH(QString, language);
    QFETCH(QString, bytes);
    QFETCH(QString, median);
    QFETCH(QString, gain);
    QFETCH(QString, unit);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    const QString sweep = m_dir.filePath(QStringLiteral("sweep"));
    if (!QDir(sweep).exists()) {
        QVERIFY(QDir().mkpath(sweep));
        tune_fixture::writeSweep(sweep);
    }
    tune::TuneWorkspace page;
    QSignalSpy loaded(&page, &tune::TuneWorkspace::loaded);
    page.openFolder(sweep);
    QVERIFY(!loaded.isEmpty() || loaded.wait(20000));
    QTableWidget* t = page.pointTable();
    int row = -1;
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, tune::PointTable::BytesColumn)->text() == bytes) row = r;
    QVERIFY2(row >= 0, qPrintable(bytes));
    QCOMPARE(t->item(row, tune::PointTable::BestMedianColumn)->text(), median);
    QCOMPARE(t->item(row, tune::PointTable::GainColumn)->text(), gain);
    QVERIFY(t->horizontalHeaderItem(tune::PointTable::DefaultColumn)->text().endsWith(unit));
    // The map's cell for 2 ranks, 8 B (lower row, first column): binomial twice as fast.
    QTableWidget* grid = page.map()->findChild<QTableWidget*>(QStringLiteral("decisionMap"));
    QVERIFY(grid);
    const QString tip = grid->item(1, 0)->toolTip();
    const QString twice =
        language == QStringLiteral("de") ? QStringLiteral("2,00×") : QStringLiteral("2.00×");
    QVERIFY2(tip.contains(twice), qPrintable(tip));
}

QTEST_MAIN(TestNumberLocale)
#include "tst_number_locale.moc"
