// TreeGraphView on its own: one node per rank and a send-order badge per edge, fit to the view on
// resize, wheel zoom, and clearing.
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QTest>
#include <QWheelEvent>
#include <cmath>
#include <memory>

#include "visual/scenario.h"
#include "visual/tree_graph_view.h"

using namespace studio;

class TestTreeGraphView : public QObject {
    Q_OBJECT

private slots:
    void nodesAndBadges();
    void fitsOnResize();
    void wheelZooms();
    void clear();
};

namespace {

std::shared_ptr<const Scenario> binomial8() {
    ct::AlgorithmParams p;
    p.procs = 8;
    p.model = ct::LogGP::logp(6, 2, 4);
    return std::make_shared<Scenario>(buildScenario("binomial", p));
}

double zoom(const TreeGraphView& view) {
    return view.transform().m11();
}

bool sceneFits(const TreeGraphView& view) {
    const QRect shown = view.mapFromScene(view.sceneRect()).boundingRect();
    return view.viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown);
}

void wheel(TreeGraphView& view, int delta) {
    const QPointF centre = view.viewport()->rect().center();
    QWheelEvent event(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, delta),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &event);
}

}  // namespace

void TestTreeGraphView::nodesAndBadges() {
    TreeGraphView view;
    view.setScenario(binomial8());
    QCOMPARE(view.nodeCount(), 8);
    QCOMPARE(view.edgeCount(), 7);
    // 8 rank discs and 7 send-order badges (one per edge).
    int circles = 0;
    for (QGraphicsItem* item : view.scene()->items())
        if (qgraphicsitem_cast<QGraphicsEllipseItem*>(item)) ++circles;
    QCOMPARE(circles, 8 + 7);
    // Rank 7 receives last: 0 → 4 (10), 4 → 6 (20), 6 → 7 (30).
    QVERIFY2(view.nodeToolTip(7).contains(QStringLiteral("holds the data at 30 cycles")),
             qPrintable(view.nodeToolTip(7)));
}

void TestTreeGraphView::fitsOnResize() {
    TreeGraphView view;
    view.resize(600, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setScenario(binomial8());
    QVERIFY(sceneFits(view));
    const double large = zoom(view);
    QVERIFY(large > 0 && large <= 1.3);  // small trees are not blown up
    view.resize(260, 240);
    QTRY_VERIFY(zoom(view) < large);
    QVERIFY(sceneFits(view));
}

void TestTreeGraphView::wheelZooms() {
    TreeGraphView view;
    view.resize(400, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setScenario(binomial8());
    const double before = zoom(view);
    wheel(view, 120);  // one notch: ×1.0015^120 ≈ 1.2
    QVERIFY(std::abs(zoom(view) - before * std::pow(1.0015, 120)) < 1e-9);
    wheel(view, -240);
    QVERIFY(std::abs(zoom(view) - before / std::pow(1.0015, 120)) < 1e-9);
    // The user zoomed: resizing no longer refits until asked.
    view.resize(300, 300);
    QVERIFY(std::abs(zoom(view) - before / std::pow(1.0015, 120)) < 1e-9);
    view.fitToView();
    QVERIFY(sceneFits(view));
}

void TestTreeGraphView::clear() {
    TreeGraphView view;
    view.setScenario(binomial8());
    view.setScenario(nullptr);
    QCOMPARE(view.nodeCount(), 0);
    QVERIFY(!view.hasTree());
    QVERIFY(view.scene()->items().isEmpty());
}

QTEST_MAIN(TestTreeGraphView)
#include "tst_tree_graph_view.moc"
