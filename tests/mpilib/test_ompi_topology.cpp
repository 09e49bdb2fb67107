// Open MPI's trees (coll_base_topo.c): the examples drawn in its sources, child order included,
// and the catalogue's broadcast trees span every rank from the root.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_topology.h"
#include "algorithms/trees/shapes.h"

using namespace ct;
using namespace ct::mpilib;

namespace {

std::vector<Rank> kids(const BroadcastTree& t, Rank r) {
    return {t.children(r).begin(), t.children(r).end()};
}
using V = std::vector<Rank>;

}  // namespace

class TestOmpiTopology : public QObject {
    Q_OBJECT
private slots:
    // build_tree(2), size 7: 0 -> 1 2, 1 -> 3 5, 2 -> 4 6 (odd ranks left, even right).
    void binaryTree() {
        const BroadcastTree t = ompiKaryTree(7, 0, 2);
        QCOMPARE(kids(t, 0), (V{1, 2}));
        QCOMPARE(kids(t, 1), (V{3, 5}));
        QCOMPARE(kids(t, 2), (V{4, 6}));
        QCOMPARE(t.depth(), 2);
        const BroadcastTree shiftedTree = ompiKaryTree(7, 3, 2);  // virtual rank v is (v + 3) mod 7
        QCOMPARE(kids(shiftedTree, 3), (V{4, 5}));
        QCOMPARE(kids(shiftedTree, 4), (V{6, 1}));
        const BroadcastTree ternary = ompiKaryTree(13, 0, 3);  // level 1 delta 3: 1 -> 4 7 10
        QCOMPARE(kids(ternary, 0), (V{1, 2, 3}));
        QCOMPARE(kids(ternary, 1), (V{4, 7, 10}));
    }

    // build_in_order_bintree: sizes 2, 3, 4 and 9 as drawn in Open MPI.
    void inOrderBinaryTree() {
        QCOMPARE(kids(ompiInOrderBinaryTree(2), 1), (V{0}));
        QCOMPARE(kids(ompiInOrderBinaryTree(3), 2), (V{1, 0}));
        const BroadcastTree four = ompiInOrderBinaryTree(4);
        QCOMPARE(kids(four, 3), (V{2, 1}));
        QCOMPARE(kids(four, 1), (V{0}));
        const BroadcastTree nine = ompiInOrderBinaryTree(9);
        QCOMPARE(nine.root(), 8);
        QCOMPARE(kids(nine, 8), (V{7, 3}));
        QCOMPARE(kids(nine, 7), (V{6, 5}));
        QCOMPARE(kids(nine, 5), (V{4}));
        QCOMPARE(kids(nine, 3), (V{2, 1}));
        QCOMPARE(kids(nine, 1), (V{0}));
    }

    // build_bmtree, size 8: 0 -> 1 2 4 (largest subtree first), 1 -> 3 5, 2 -> 6, 3 -> 7.
    void binomialTree() {
        const BroadcastTree t = ompiBinomialTree(8, 0);
        QCOMPARE(kids(t, 0), (V{1, 2, 4}));
        QCOMPARE(kids(t, 1), (V{3, 5}));
        QCOMPARE(kids(t, 2), (V{6}));
        QCOMPARE(kids(t, 3), (V{7}));
        QCOMPARE(kids(t, 4), V{});
    }

    // build_in_order_bmtree, size 8: 0 -> 1 2 4, 2 -> 3, 4 -> 5 6, 6 -> 7.
    void inOrderBinomialTree() {
        const BroadcastTree t = ompiInOrderBinomialTree(8, 0);
        QCOMPARE(kids(t, 0), (V{1, 2, 4}));
        QCOMPARE(kids(t, 2), (V{3}));
        QCOMPARE(kids(t, 4), (V{5, 6}));
        QCOMPARE(kids(t, 6), (V{7}));
        QCOMPARE(kids(ompiInOrderBinomialTree(8, 5), 5), (V{6, 7, 1}));
    }

    // build_kmtree, size 10 as drawn: radix 2: 0 -> 8 4 2 1; radix 3: 0 -> 9 3 6 1 2; radix 4: 0 ->
    // 4 8 1 2 3.
    void knomialTreeIsOpenMpis() {
        QCOMPARE(kids(knomialTree(10, 0, 2), 0), (V{8, 4, 2, 1}));
        QCOMPARE(kids(knomialTree(10, 0, 2), 4), (V{6, 5}));
        QCOMPARE(kids(knomialTree(10, 0, 3), 0), (V{9, 3, 6, 1, 2}));
        QCOMPARE(kids(knomialTree(10, 0, 3), 6), (V{7, 8}));
        QCOMPARE(kids(knomialTree(10, 0, 4), 0), (V{4, 8, 1, 2, 3}));
        QCOMPARE(kids(knomialTree(10, 0, 4), 4), (V{5, 6, 7}));
    }

    // build_chain(4), size 10: 9 ranks in chains of 3, 2, 2, 2 with heads 1 4 6 8.
    void chains() {
        const BroadcastTree t = ompiChainTree(10, 0, 4);
        QCOMPARE(kids(t, 0), (V{1, 4, 6, 8}));
        QCOMPARE(kids(t, 1), (V{2}));
        QCOMPARE(kids(t, 2), (V{3}));
        QCOMPARE(kids(t, 3), V{});
        QCOMPARE(kids(t, 4), (V{5}));
        QCOMPARE(kids(t, 5), V{});
        QCOMPARE(kids(ompiChainTree(3, 0, 4), 0), (V{1, 2}));  // fanout capped at P-1
        const BroadcastTree pipe = ompiChainTree(5, 2, 1);
        QCOMPARE(kids(pipe, 2), (V{3}));
        QCOMPARE(kids(pipe, 4), (V{0}));
        QCOMPARE(pipe.depth(), 4);
    }

    // The scatter of the scatter-allgather broadcasts: farthest child first.
    void scatterTree() {
        const BroadcastTree t = ompiScatterTree(8, 0);
        QCOMPARE(kids(t, 0), (V{4, 2, 1}));
        QCOMPARE(kids(t, 4), (V{6, 5}));
        QCOMPARE(kids(t, 6), (V{7}));
        QCOMPARE(kids(t, 2), (V{3}));
        QCOMPARE(kids(ompiScatterTree(6, 0), 0), (V{4, 2, 1}));
    }

    void linearTreeSendsInRankOrder() { QCOMPARE(kids(ompiLinearTree(5, 2), 2), (V{0, 1, 3, 4})); }

    // Every tree spans all ranks with the given root, for P = 1..70 and several roots.
    void treesSpan() {
        for (Rank P = 1; P <= 70; ++P)
            for (Rank root : {0, P / 2, P - 1}) {
                for (const BroadcastTree& t :
                     {ompiLinearTree(P, root), ompiKaryTree(P, root, 2), ompiKaryTree(P, root, 3),
                      ompiBinomialTree(P, root), ompiInOrderBinomialTree(P, root),
                      ompiScatterTree(P, root), ompiChainTree(P, root, 4),
                      ompiChainTree(P, root, 1)}) {
                    QCOMPARE(t.root(), root);
                    QCOMPARE(static_cast<Rank>(t.preorder().size()), P);
                }
                QCOMPARE(static_cast<Rank>(ompiInOrderBinaryTree(P).preorder().size()), P);
            }
    }

    // The catalogue's Open MPI broadcasts all have a tree (views and calltree tree rely on it).
    void catalogueBroadcastsHaveTrees() {
        int count = 0;
        for (const Algorithm& a : catalogue()) {
            if (a.info.name.rfind("ompi-", 0) != 0) continue;
            ++count;
            QVERIFY(a.info.ompiAlgorithm > 0);
            QVERIFY2(a.info.source.find("Open MPI coll/tuned") == 0, a.info.source.c_str());
            QCOMPARE(bool(a.tree), a.info.problem == Problem::Broadcast);
        }
        QCOMPARE(count, 22);
        QCOMPARE(findAlgorithm("ompi-bcast-scatter-allgather-ring")->info.ompiAlgorithm, 9);
        QCOMPARE(findAlgorithm("ompi-reduce-rabenseifner")->info.ompiAlgorithm, 7);
        QCOMPARE(findAlgorithm("ompi-allreduce-basic-linear")->info.ompiAlgorithm, 1);
        QCOMPARE(findAlgorithm("ompi-allreduce-reduce-bcast")->info.ompiAlgorithm, 2);
    }
};

QTEST_APPLESS_MAIN(TestOmpiTopology)
#include "test_ompi_topology.moc"
