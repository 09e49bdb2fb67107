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
};

void TestScheduleDrawing::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_schedule_drawing"));
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
    const QPoint at(d->width() - 20, d->height() - 12);
    QTest::mouseMove(d, at);
    QTRY_VERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).value<NodePath>(), NodePath{0});
    QVERIFY(
        hovered.last().at(1).toString().startsWith(QStringLiteral("ScatterGatherBroadcast on 8")));
    QTest::mouseClick(d, Qt::LeftButton, {}, at);
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(f.editor.selectedPath(), NodePath{0});
}

QTEST_MAIN(TestScheduleDrawing)
#include "tst_schedule_drawing.moc"
