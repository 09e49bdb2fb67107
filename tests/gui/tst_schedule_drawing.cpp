// The schedule drawing: boxes nested as in Bonorden's (2002) Figures 2 and 10, hover and click name
// the node, and the picture exports as non-empty SVG, PDF and PNG.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "editor/schedule_drawing.h"
#include "editor_test_fixture.h"

using namespace studio::editor;
using namespace studio::editor::test;

class TestScheduleDrawing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void layoutNestsBoxes();
    void drawingExports_data();
    void drawingExports();
    void hoverNamesTheNode();
    void timeAxisInTheProfilesUnit();
    void legendNamesEveryAlgorithm();
    void exportTakesTheFiltersFormat_data();
    void exportTakesTheFiltersFormat();
};

void TestScheduleDrawing::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_schedule_drawing"));
    // Tick labels use the language's separators: fixed here, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestScheduleDrawing::layoutNestsBoxes() {
    Fixture f;
    const ScheduleLayout& l = f.editor.drawing()->layout();
    // Root on 16 procs; ScatterGather 2 times side by side on 8 each.
    QCOMPARE(l.boxes.size(), std::size_t(3));
    QCOMPARE(l.boxes[0].rect, QRectF(0, 0, 16, 4899597.6));
    QCOMPARE(l.boxes[1].rect.left(), 0.0);
    QCOMPARE(l.boxes[2].rect.left(), 8.0);
    QCOMPARE(l.boxes[1].rect.width(), 8.0);
    QCOMPARE(l.boxes[1].rect.height(), 1520638.88);
    QCOMPARE(l.boxes[1].rect.bottom(), l.boxes[0].rect.bottom());  // subcalls after own time
    QCOMPARE(l.boxAt(QPointF(12, 4899597.6 - 1)), 2);
    QCOMPARE(l.boxAt(QPointF(12, 1)), 0);
    f.editor.drawing()->setProportional(false);
    QCOMPARE(f.editor.drawing()->layout().boxes[0].rect.height(), 2.0);
}

void TestScheduleDrawing::drawingExports_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG");
}

void TestScheduleDrawing::drawingExports() {
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    QTemporaryDir dir;
    Fixture f;
    const QString file = dir.filePath(QStringLiteral("schedule.") + suffix);
    QString error;
    QVERIFY2(f.editor.drawing()->exportTo(file, &error), qPrintable(error));
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    QVERIFY(bytes.size() > 500);
    QVERIFY(bytes.startsWith(magic));
    if (suffix == QStringLiteral("svg")) QVERIFY(bytes.contains("Tree(d=2)"));
    QVERIFY(!f.editor.drawing()->exportTo(dir.filePath(QStringLiteral("x.bmpx")), &error));
    QVERIFY(error.contains(QStringLiteral("bmpx")));
}

void TestScheduleDrawing::hoverNamesTheNode() {
    Fixture f;
    ScheduleDrawing* d = f.editor.drawing();
    d->resize(800, 400);
    f.editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
    QSignalSpy hovered(d, &ScheduleDrawing::nodeHovered);
    QSignalSpy clicked(d, &ScheduleDrawing::nodeClicked);
    // Bottom right: the second ScatterGather instance (processors 8-15, after the root's own part).
    const QPoint at = (d->plotArea().bottomRight() - QPointF(12, 4)).toPoint();
    QTest::mouseMove(d, at);
    QTRY_VERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).value<NodePath>(), NodePath{0});
    QVERIFY(
        hovered.last().at(1).toString().startsWith(QStringLiteral("ScatterGatherBroadcast on 8")));
    QTest::mouseClick(d, Qt::LeftButton, {}, at);
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(f.editor.selectedPath(), NodePath{0});
}

void TestScheduleDrawing::timeAxisInTheProfilesUnit() {
    Fixture f;
    ScheduleDrawing* d = f.editor.drawing();
    // 400 px leave room for 11 ticks: the demo's 4899597.6 operations in steps of 500,000.
    ScheduleDrawing::TimeAxis axis = d->timeAxis(400);
    QCOMPARE(axis.title, QStringLiteral("time [ops]"));
    QCOMPARE(axis.ticks.size(), std::size_t(10));
    QCOMPARE(axis.ticks[1].first, 500000.0);
    QCOMPARE(axis.ticks[1].second, QStringLiteral("500,000"));
    QCOMPARE(axis.ticks.back().second, QStringLiteral("4,500,000"));
    // In seconds (the editor's toggle): 4899597.6 operations at s = 3.889 per ns are 1.26 ms,
    // so the axis is in ms with steps of 0.2.
    f.editor.action(QStringLiteral("actionSeconds"))->trigger();
    QVERIFY(d->timeInSeconds());
    axis = d->timeAxis(400);
    QCOMPARE(axis.title, QStringLiteral("time [ms]"));
    QCOMPARE(axis.ticks.size(), std::size_t(7));
    QCOMPARE(axis.ticks[6].second, QStringLiteral("1.2"));
    QVERIFY(qFuzzyCompare(axis.ticks[6].first, 1.2e-3 * 1e9 * 3.889));
    // One row per algorithm: no time to show.
    d->setProportional(false);
    QVERIFY(d->timeAxis(400).ticks.empty());
    // The axis is drawn: its title is in the exported picture.
    d->setProportional(true);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("axis.svg"));
    QString error;
    QVERIFY2(d->exportTo(file, &error), qPrintable(error));
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray svg = in.readAll();
    QVERIFY(svg.contains("time [ms]"));
    QVERIFY(svg.contains(">1.2<") || svg.contains(">1.2 <") || svg.contains("1.2</"));
    // Operations past 10^7 are counted in millions (whole numbers would not fit the gutter):
    // the demo broadcast of 4 MiB instead of 64 KiB.
    f.editor.action(QStringLiteral("actionSeconds"))->trigger();  // back to operations
    QVERIFY(f.editor.newSchedule({ct::Problem::Broadcast, ct::bsp::Input{{4 << 20}}, 16, 16},
                                 ct::bsp::psc2Sci()));
    const double total = d->layout().height;
    QVERIFY2(total >= 1e7 && total < 1e9, qPrintable(QString::number(total)));
    axis = d->timeAxis(400);
    QCOMPARE(axis.title, QStringLiteral("time [10⁶ ops]"));
    const double step = axis.ticks[1].first;
    QCOMPARE(axis.ticks[1].second, QLocale().toString(step / 1e6, 'g', 6));
    QVERIFY(axis.ticks.back().first <= total && axis.ticks.back().first + step > total);
}

void TestScheduleDrawing::legendNamesEveryAlgorithm() {
    Fixture f;
    ScheduleDrawing* d = f.editor.drawing();
    QStringList expected;
    for (const ScheduleBox& b : d->layout().boxes) {
        const QString stem = b.label.left(b.label.indexOf(QLatin1Char('(')));
        if (!expected.contains(stem)) expected << stem;
    }
    QCOMPARE(d->legendEntries(), expected);
    QCOMPARE(d->legendEntries().size(), 2);  // the tree broadcast and its scatter-gathers
    // Below the plot, in the picture: the entries and the optimizer's dashed sample.
    d->resize(800, 400);
    QVERIFY(d->plotArea().bottom() < d->height() - 12);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("legend.svg"));
    QString error;
    QVERIFY2(d->exportTo(file, &error), qPrintable(error));
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray svg = in.readAll();
    for (const QString& e : expected)
        QVERIFY2(svg.contains(">" + e.toUtf8() + "<"), qPrintable(e));
    QVERIFY(svg.contains("optimizer&apos;s choice") || svg.contains("optimizer's choice"));
}

void TestScheduleDrawing::exportTakesTheFiltersFormat_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("filter");       // index into exportFilters(): SVG, PDF, PNG
    QTest::addColumn<QString>("written");  // empty: refused
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("no suffix gets SVG's")
        << "schedule" << 0 << "schedule.svg" << QByteArray("<?xml");
    QTest::newRow("no suffix gets PNG's")
        << "schedule" << 2 << "schedule.png" << QByteArray("\x89PNG");
    QTest::newRow("matching suffix, any case")
        << "Plot.PDF" << 1 << "Plot.PDF" << QByteArray("%PDF");
    QTest::newRow("other dots stay") << "run.v2" << 1 << "run.v2.pdf" << QByteArray("%PDF");
    QTest::newRow("png name, SVG chosen") << "schedule.png" << 0 << "" << QByteArray();
    QTest::newRow("svg name, PDF chosen") << "schedule.svg" << 1 << "" << QByteArray();
}

void TestScheduleDrawing::exportTakesTheFiltersFormat() {
    QFETCH(QString, typed);
    QFETCH(int, filter);
    QFETCH(QString, written);
    QFETCH(QByteArray, magic);
    QTemporaryDir dir;
    Fixture f;
    const QString chosen = ScheduleEditor::exportFilters().at(filter);
    const bool ok = f.editor.exportDrawingAs(dir.filePath(typed), chosen);
    QCOMPARE(ok, !written.isEmpty());
    if (written.isEmpty()) {
        // Refused with a message naming both sides; nothing written.
        QCOMPARE(f.messages.size(), std::size_t(1));
        QVERIFY2(f.messages[0].text.contains(typed), qPrintable(f.messages[0].text));
        QVERIFY2(f.messages[0].text.contains(chosen), qPrintable(f.messages[0].text));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
        return;
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{written});
    QFile in(dir.filePath(written));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QVERIFY(in.readAll().startsWith(magic));
}

QTEST_MAIN(TestScheduleDrawing)
#include "tst_schedule_drawing.moc"
