// BroadcastTreeView: one node per rank, fit to the view on resize, Ctrl+wheel zoom.
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QTest>
#include <QWheelEvent>

#include "algorithm_run.h"
#include "broadcast_tree_view.h"

using namespace studio;

class TestBroadcastTreeView : public QObject {
    Q_OBJECT

private slots:
    void nodesAndBadges();
    void fitsOnResize();
    void ctrlWheelZooms();
    void clear();
};

namespace {

AlgorithmRun binomial8() {
    ct::AlgorithmParams p;
    p.procs = 8;
    p.model = ct::LogGP::logp(6, 2, 4);
    return runAlgorithm("binomial", p);
}

bool sceneFits(const BroadcastTreeView& view) {
    const QRect shown = view.mapFromScene(view.sceneRect()).boundingRect();
    return view.viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown);
}

void wheel(BroadcastTreeView& view, int delta, Qt::KeyboardModifiers modifiers) {
    const QPointF centre = view.viewport()->rect().center();
    QWheelEvent event(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, delta),
                      Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &event);
}

}  // namespace

void TestBroadcastTreeView::nodesAndBadges() {
    BroadcastTreeView view;
    view.showRun(binomial8());
    QCOMPARE(view.nodeCount(), 8);
    // 8 rank circles and 7 send-order badges (one per edge).
    int circles = 0;
    for (QGraphicsItem* item : view.scene()->items())
        if (qgraphicsitem_cast<QGraphicsEllipseItem*>(item)) ++circles;
    QCOMPARE(circles, 8 + 7);
    // Rank 7 receives last: 0 → 4 (10), 4 → 6 (20), 6 → 7 (30).
    QVERIFY2(view.nodeToolTip(7).contains(QStringLiteral("t = 30 cycles")),
             qPrintable(view.nodeToolTip(7)));
    QVERIFY(view.nodeToolTip(8).isEmpty());
}

void TestBroadcastTreeView::fitsOnResize() {
    BroadcastTreeView view;
    view.resize(600, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showRun(binomial8());
    QVERIFY(sceneFits(view));
    const double large = view.zoom();
    QVERIFY(large > 0 && large <= 1.3);
    view.resize(260, 240);
    QTRY_VERIFY(view.zoom() < large);
    QVERIFY(sceneFits(view));
}

void TestBroadcastTreeView::ctrlWheelZooms() {
    BroadcastTreeView view;
    view.resize(400, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showRun(binomial8());
    const double before = view.zoom();
    wheel(view, 120, Qt::NoModifier);  // plain wheel scrolls, never zooms
    QCOMPARE(view.zoom(), before);
    wheel(view, 120, Qt::ControlModifier);
    QCOMPARE(view.zoom(), before * 1.15);
    wheel(view, -240, Qt::ControlModifier);
    QCOMPARE(view.zoom(), before / 1.15);
}

void TestBroadcastTreeView::clear() {
    BroadcastTreeView view;
    view.showRun(binomial8());
    view.clear();
    QCOMPARE(view.nodeCount(), 0);
    QVERIFY(view.scene()->items().isEmpty());
}

QTEST_MAIN(TestBroadcastTreeView)
#include "tst_broadcast_tree_view.moc"
