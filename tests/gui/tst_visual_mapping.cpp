// Pure geometry of the visualizations: time↔pixel mapping, lane spans with sub-pixel merging,
// zoom history, decimation, the accuracy scale and the tree geometries.
#include <QTest>
#include <cmath>
#include <numbers>

#include "algorithms/catalogue/catalogue.h"
#include "visual/decimate.h"
#include "visual/lane_geometry.h"
#include "visual/linear_map.h"
#include "analysis/prediction_accuracy.h"
#include "visual/tree_geometry.h"
#include "visual/zoom_history.h"

using namespace studio;

Q_DECLARE_METATYPE(std::vector<studio::LaneEvent>)
Q_DECLARE_METATYPE(std::vector<studio::PixelSpan>)

class TestVisualMapping : public QObject {
    Q_OBJECT

private slots:
    void mapsBothWays_data();
    void mapsBothWays();
    void zoomKeepsAnchor_data();
    void zoomKeepsAnchor();
    void panMovesByPixels();
    void laneSpans_data();
    void laneSpans();
    void laneSpansWalkOnlyVisible();
    void zoomHistory();
    void decimateKeepsExtremes();
    void decimateLeavesShortSeries();
    void accuracyScale_data();
    void accuracyScale();
    void layeredTreeGeometry();
    void radialTreeGeometry();
};

void TestVisualMapping::mapsBothWays_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("begin");
    QTest::addColumn<double>("pixels");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("pixel");
    QTest::newRow("origin") << 0.0 << 100.0 << 0.0 << 1000.0 << 0.0 << 0.0;
    QTest::newRow("middle") << 0.0 << 100.0 << 0.0 << 1000.0 << 50.0 << 500.0;
    QTest::newRow("offset axis") << 0.0 << 32.0 << 60.0 << 640.0 << 8.0 << 220.0;
    QTest::newRow("negative start") << -10.0 << 10.0 << 0.0 << 200.0 << 0.0 << 100.0;
    QTest::newRow("beyond the right") << 0.0 << 10.0 << 0.0 << 100.0 << 20.0 << 200.0;
    QTest::newRow("microseconds") << 1e-3 << 2e-3 << 10.0 << 1000.0 << 1.5e-3 << 510.0;
}

void TestVisualMapping::mapsBothWays() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, begin);
    QFETCH(double, pixels);
    QFETCH(double, value);
    QFETCH(double, pixel);
    const LinearMap map(lo, hi, begin, pixels);
    QCOMPARE(map.toPixel(value), pixel);
    QVERIFY(std::abs(map.toValue(pixel) - value) < 1e-9 * std::max(1.0, std::abs(value)));
    QCOMPARE(map.unitsPerPixel(), (hi - lo) / pixels);
}

void TestVisualMapping::zoomKeepsAnchor_data() {
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("anchor");
    QTest::newRow("in at the left") << 2.0 << 0.0;
    QTest::newRow("in at the middle") << 4.0 << 500.0;
    QTest::newRow("out at the right") << 0.5 << 1000.0;
    QTest::newRow("deep in") << 1000.0 << 123.0;
}

void TestVisualMapping::zoomKeepsAnchor() {
    QFETCH(double, factor);
    QFETCH(double, anchor);
    const LinearMap map(0, 100, 0, 1000);
    const LinearMap z = map.zoomed(factor, anchor);
    QVERIFY(std::abs(z.toValue(anchor) - map.toValue(anchor)) < 1e-9);
    QVERIFY(std::abs((z.hi() - z.lo()) - 100 / factor) < 1e-9);
}

void TestVisualMapping::panMovesByPixels() {
    const LinearMap map(0, 100, 0, 1000);
    const LinearMap p = map.panned(100);  // drag right by 100 px: 10 units earlier
    QCOMPARE(p.lo(), -10.0);
    QCOMPARE(p.hi(), 90.0);
    QCOMPARE(p.toPixel(0), map.toPixel(0) + 100);
    const LinearMap f = LinearMap::fit(200, 50, 400, 0.05);
    QCOMPARE(f.lo(), -10.0);
    QCOMPARE(f.hi(), 210.0);
}

void TestVisualMapping::laneSpans_data() {
    QTest::addColumn<std::vector<LaneEvent>>("events");
    QTest::addColumn<double>("cursor");
    QTest::addColumn<std::vector<PixelSpan>>("spans");
    using K = EventKind;
    const double inf = std::numeric_limits<double>::infinity();
    // Map: [0, 10] onto pixels [0, 100): 10 px per unit.
    QTest::newRow("two sends") << std::vector<LaneEvent>{{0, 2, 0, K::Send}, {4, 6, 1, K::Send}}
                               << inf
                               << std::vector<PixelSpan>{{0, 20, K::Send}, {40, 60, K::Send}};
    QTest::newRow("touching same colour merges")
        << std::vector<LaneEvent>{{0, 2, 0, K::Send}, {2, 4, 1, K::Send}} << inf
        << std::vector<PixelSpan>{{0, 40, K::Send}};
    QTest::newRow("touching other colour stays")
        << std::vector<LaneEvent>{{0, 2, 0, K::Send}, {2, 4, 1, K::Receive}} << inf
        << std::vector<PixelSpan>{{0, 20, K::Send}, {20, 40, K::Receive}};
    QTest::newRow("sub-pixel events share a pixel")
        << std::vector<LaneEvent>{{1.00, 1.01, 0, K::Send},
                                  {1.02, 1.03, 1, K::Receive},
                                  {1.03, 1.04, 2, K::Send}}
        << inf << std::vector<PixelSpan>{{10, 11, K::Send}};
    QTest::newRow("tiny event gets one pixel")
        << std::vector<LaneEvent>{{5, 5.001, 0, K::Combine}} << inf
        << std::vector<PixelSpan>{{50, 51, K::Combine}};
    QTest::newRow("cursor cuts and hides")
        << std::vector<LaneEvent>{{0, 2, 0, K::Send}, {4, 6, 1, K::Send}, {7, 8, 2, K::Send}} << 5.0
        << std::vector<PixelSpan>{{0, 20, K::Send}, {40, 50, K::Send}};
    QTest::newRow("clipped to the axis")
        << std::vector<LaneEvent>{{-5, 1, 0, K::Receive}, {9, 20, 1, K::Send}} << inf
        << std::vector<PixelSpan>{{0, 10, K::Receive}, {90, 100, K::Send}};
    QTest::newRow("outside") << std::vector<LaneEvent>{{-5, -1, 0, K::Send}, {11, 12, 1, K::Send}}
                             << inf << std::vector<PixelSpan>{};
}

void TestVisualMapping::laneSpans() {
    QFETCH(std::vector<LaneEvent>, events);
    QFETCH(double, cursor);
    QFETCH(std::vector<PixelSpan>, spans);
    std::vector<PixelSpan> out;
    studio::laneSpans(events, LinearMap(0, 10, 0, 100), cursor, out);
    QCOMPARE(out.size(), spans.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        QCOMPARE(out[i].x0, spans[i].x0);
        QCOMPARE(out[i].x1, spans[i].x1);
        QCOMPARE(int(out[i].kind), int(spans[i].kind));
    }
}

void TestVisualMapping::laneSpansWalkOnlyVisible() {
    // A million events over [0, 1e6): a 1000-px view of [0, 1e6) is at most 1000 spans, and a view
    // of [500, 510) shows exactly the 10 events there.
    std::vector<LaneEvent> events;
    for (int i = 0; i < 1000000; ++i)
        events.push_back({double(i), i + 0.5, std::uint32_t(i), EventKind::Send});
    std::vector<PixelSpan> out;
    studio::laneSpans(events, LinearMap(0, 1e6, 0, 1000), INFINITY, out);
    QVERIFY(out.size() <= 1000);
    QVERIFY(!out.empty());
    out.clear();
    studio::laneSpans(events, LinearMap(500, 510, 0, 1000), INFINITY, out);
    QCOMPARE(out.size(), std::size_t(10));
    QCOMPARE(out.front().x0, 0);
    QCOMPARE(out.front().x1, 50);
}

void TestVisualMapping::zoomHistory() {
    ZoomHistory h;
    QVERIFY(!h.canBack());
    h.push({0, 10, 0, 5});
    h.push({0, 10, 0, 5});  // same view: no new entry
    QCOMPARE(h.size(), std::size_t(1));
    h.push({2, 4, 0, 5});
    h.push({3, 4, 0, 5});
    QVERIFY(h.canBack());
    QCOMPARE(h.back(), (ViewRange{2, 4, 0, 5}));
    QCOMPARE(h.back(), (ViewRange{0, 10, 0, 5}));
    QVERIFY(!h.canBack());
    QCOMPARE(h.forward(), (ViewRange{2, 4, 0, 5}));
    h.push({1, 2, 0, 5});  // drops the forward entry {3, 4}
    QVERIFY(!h.canForward());
    QCOMPARE(h.size(), std::size_t(3));
}

void TestVisualMapping::decimateKeepsExtremes() {
    std::vector<QPointF> pts;
    for (int i = 0; i < 100000; ++i)
        pts.push_back({double(i), std::sin(i * 0.01)});
    pts[54321].setY(50);   // a spike
    pts[77777].setY(-40);  // a dip
    const auto out = decimateMinMax(pts, 200);
    QVERIFY(out.size() <= 3 * 200 + 3);
    QVERIFY(out.size() > 200);
    double lo = 1e9, hi = -1e9;
    for (std::size_t i = 0; i < out.size(); ++i) {
        lo = std::min(lo, out[i].y());
        hi = std::max(hi, out[i].y());
        if (i > 0) QVERIFY(out[i].x() > out[i - 1].x());
    }
    QCOMPARE(hi, 50.0);
    QCOMPARE(lo, -40.0);
    QCOMPARE(out.front().x(), 0.0);
}

void TestVisualMapping::decimateLeavesShortSeries() {
    const std::vector<QPointF> pts{{1, 1}, {2, 4}, {3, 9}};
    QCOMPARE(decimateMinMax(pts, 10), pts);
}

void TestVisualMapping::accuracyScale_data() {
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("y");
    QTest::newRow("exact") << 1.0 << 0.0;
    QTest::newRow("twice too slow") << 2.0 << 1.0;
    QTest::newRow("four times") << 4.0 << 3.0;  // linear above 1
    QTest::newRow("twice too fast") << 0.5 << -1.0;
    QTest::newRow("eight times too fast") << 0.125 << -3.0;  // logarithmic below
}

void TestVisualMapping::accuracyScale() {
    QFETCH(double, ratio);
    QFETCH(double, y);
    QCOMPARE(ct::accuracyScale(ratio), y);
    QCOMPARE(ct::accuracyScaleInverse(y), ratio);
}

void TestVisualMapping::layeredTreeGeometry() {
    // Binomial tree of 8: root 0 over children in send order; depth 3.
    ct::AlgorithmParams p;
    p.procs = 8;
    p.model = ct::LogGP::logp(6, 2, 4);
    const ct::BroadcastTree tree = ct::findAlgorithm("binomial")->tree(p);
    const TreeGeometry g = treeGeometry(tree, TreeShape::Layered, 50, 100);
    QCOMPARE(g.position.size(), std::size_t(8));
    QCOMPARE(g.position[std::size_t(tree.root())].y(), 0.0);
    double deepest = 0;
    for (ct::Rank r = 0; r < 8; ++r) {
        deepest = std::max(deepest, g.position[std::size_t(r)].y());
        if (r != tree.root())  // one level below the parent
            QCOMPARE(g.position[std::size_t(r)].y(),
                     g.position[std::size_t(tree.parent(r))].y() + 100);
    }
    QCOMPARE(deepest, 100.0 * tree.depth());
}

void TestVisualMapping::radialTreeGeometry() {
    ct::AlgorithmParams p;
    p.procs = 4096;
    p.model = ct::LogGP::logp(6, 2, 4);
    const ct::BroadcastTree tree = ct::findAlgorithm("optimal")->tree(p);
    const TreeGeometry g = treeGeometry(tree, TreeShape::Radial, 14, 40);
    QCOMPARE(g.position.size(), std::size_t(4096));
    QCOMPARE(g.position[std::size_t(tree.root())], QPointF(0, 0));
    // Radius grows with depth; every rank one ring outside its parent.
    for (ct::Rank r = 0; r < 4096; ++r) {
        if (r == tree.root()) continue;
        const double rr =
            std::hypot(g.position[std::size_t(r)].x(), g.position[std::size_t(r)].y());
        const auto pp = g.position[std::size_t(tree.parent(r))];
        QVERIFY(rr > std::hypot(pp.x(), pp.y()));
    }
    // Leaves on the outermost ring stay at least a slot apart (arc length).
    double outer = 0;
    for (const QPointF& q : g.position)
        outer = std::max(outer, std::hypot(q.x(), q.y()));
    int leaves = 0;
    for (ct::Rank r = 0; r < 4096; ++r)
        leaves += tree.children(r).empty();
    QVERIFY(2 * std::numbers::pi * outer / leaves >= 14 - 1e-9);
}

QTEST_GUILESS_MAIN(TestVisualMapping)
#include "tst_visual_mapping.moc"
