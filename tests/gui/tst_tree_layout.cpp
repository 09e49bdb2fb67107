// TreeLayout: real positions for small trees, and no overlaps for every catalogue tree up to 64.
#include <QList>
#include <QPointF>
#include <QSizeF>
#include <QTest>
#include <cmath>

#include "algorithms/catalogue/catalogue.h"
#include "tree_layout.h"
#include "algorithms/trees/broadcast_tree.h"

using studio::TreeLayout;

class TestTreeLayout : public QObject {
    Q_OBJECT

private slots:
    void positions_data();
    void positions();
    void noOverlap_data();
    void noOverlap();
    void emptyTree();
};

namespace {

ct::BroadcastTree treeOf(const QList<int>& parent, const QList<int>& order) {
    std::vector<ct::Rank> p(parent.begin(), parent.end());
    std::vector<std::int32_t> o(order.begin(), order.end());
    ct::Rank root = 0;
    for (ct::Rank r = 0; r < static_cast<ct::Rank>(p.size()); ++r)
        if (p[r] == ct::kNoRank) root = r;
    return ct::makeTree(root, std::move(p), std::move(o));
}

}  // namespace

void TestTreeLayout::positions_data() {
    QTest::addColumn<QList<int>>("parent");
    QTest::addColumn<QList<int>>("order");
    QTest::addColumn<QList<QPointF>>("expected");
    QTest::addColumn<QSizeF>("size");

    QTest::newRow("single rank") << QList<int>{-1} << QList<int>{-1} << QList<QPointF>{{0, 0}}
                                 << QSizeF(0, 0);
    // 0 → 1 → 2: one column.
    QTest::newRow("chain of 3") << QList<int>{-1, 0, 1} << QList<int>{-1, 0, 0}
                                << QList<QPointF>{{0, 0}, {0, 1}, {0, 2}} << QSizeF(0, 2);
    // The root over the middle of its three leaves.
    QTest::newRow("flat of 4") << QList<int>{-1, 0, 0, 0} << QList<int>{-1, 0, 1, 2}
                               << QList<QPointF>{{1, 0}, {0, 1}, {1, 1}, {2, 1}} << QSizeF(2, 1);
    // Sends in the order 0 → 4, 2, 1; 4 → 6, 5; 2 → 3; 6 → 7 (farthest first, as Gu, Li & Liu's
    // (2002) bisection does). Preorder 0 4 6 7 5 2 3 1, so the leaves 7 5 3 1 take x = 0..3; 6 = 0,
    // 4 = (0 + 1)/2, 2 = 2, and the root (0.5 + 3)/2 = 1.75.
    QTest::newRow("binomial of 8")
        << QList<int>{-1, 0, 0, 2, 0, 4, 4, 6} << QList<int>{-1, 2, 1, 0, 0, 1, 0, 0}
        << QList<QPointF>{{1.75, 0}, {3, 1}, {2, 1}, {2, 2}, {0.5, 1}, {1, 2}, {0, 2}, {0, 3}}
        << QSizeF(3, 3);
    // The same shape with the root at rank 3: positions follow the ranks.
    QTest::newRow("two-level, root 3")
        << QList<int>{3, 3, 0, -1} << QList<int>{1, 0, 0, -1}
        << QList<QPointF>{{1, 1}, {0, 1}, {1, 2}, {0.5, 0}} << QSizeF(1, 2);
}

void TestTreeLayout::positions() {
    QFETCH(QList<int>, parent);
    QFETCH(QList<int>, order);
    QFETCH(QList<QPointF>, expected);
    QFETCH(QSizeF, size);

    const TreeLayout layout = TreeLayout::of(treeOf(parent, order));
    QCOMPARE(static_cast<qsizetype>(layout.positions().size()), expected.size());
    for (int r = 0; r < expected.size(); ++r) {
        if (layout.position(r) != expected[r])
            QFAIL(qPrintable(QStringLiteral("rank %1 at (%2, %3), expected (%4, %5)")
                                 .arg(r)
                                 .arg(layout.position(r).x())
                                 .arg(layout.position(r).y())
                                 .arg(expected[r].x())
                                 .arg(expected[r].y())));
    }
    QCOMPARE(layout.size(), size);
}

void TestTreeLayout::noOverlap_data() {
    QTest::addColumn<QString>("algorithm");
    for (const char* name :
         {"optimal", "fibonacci", "binomial", "flat", "chain", "binary", "hypercube", "knomial"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTreeLayout::noOverlap() {
    QFETCH(QString, algorithm);
    const ct::Algorithm* a = ct::findAlgorithm(algorithm.toStdString());
    QVERIFY(a);
    ct::AlgorithmParams params;
    params.model = ct::LogGP::logp(6, 2, 4);
    for (ct::Rank P = 1; P <= 64; ++P) {
        params.procs = P;
        params.root = P / 3;  // not only rank 0
        const ct::BroadcastTree tree = a->tree(params);
        const TreeLayout layout = TreeLayout::of(tree);
        QCOMPARE(static_cast<ct::Rank>(layout.positions().size()), P);
        // One level per depth; nodes of one level at least a slot apart, so circles of
        // diameter < 1 slot never touch.
        for (ct::Rank a1 = 0; a1 < P; ++a1) {
            const QPointF p = layout.position(a1);
            const ct::Rank parent = tree.parent(a1);
            QCOMPARE(p.y(), parent == ct::kNoRank ? 0.0 : layout.position(parent).y() + 1);
            for (ct::Rank b = a1 + 1; b < P; ++b) {
                const QPointF q = layout.position(b);
                if (p.y() == q.y() && std::abs(p.x() - q.x()) < 1.0)
                    QFAIL(qPrintable(QStringLiteral("P=%1: ranks %2 and %3 overlap at level %4")
                                         .arg(P)
                                         .arg(a1)
                                         .arg(b)
                                         .arg(p.y())));
            }
            // Parents are centred over their first and last child.
            const auto children = tree.children(a1);
            if (!children.empty())
                QCOMPARE(p.x(), (layout.position(children.front()).x() +
                                 layout.position(children.back()).x()) /
                                    2);
        }
        QCOMPARE(layout.size().height(), double(tree.depth()));
        QCOMPARE(layout.size().width(), double(layout.leafCount() - 1));
    }
}

void TestTreeLayout::emptyTree() {
    const TreeLayout layout = TreeLayout::of(ct::BroadcastTree());
    QVERIFY(layout.positions().empty());
    QCOMPARE(layout.leafCount(), 0);
}

QTEST_APPLESS_MAIN(TestTreeLayout)
#include "tst_tree_layout.moc"
