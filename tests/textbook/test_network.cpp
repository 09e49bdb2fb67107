// The networks of Grama et al. 2003: every route is a connected chain of links from source to
// destination, as short as a breadth-first search finds, and follows the documented rule
// (ring ties toward increasing labels, XY on meshes, an incomplete cube never leaves 0..P-1).
// Also the max-min fair sharing of links.
#include <QtTest>

#include <deque>

#include "sim/fair_share.h"
#include "sim/network.h"

using namespace ct;

namespace {

// Vertex distances from `from` over the network's links.
std::vector<int> bfs(const Network& n, std::int32_t from) {
    std::int32_t vertices = n.ranks();
    for (LinkId l = 0; l < n.links(); ++l)
        vertices = std::max({vertices, n.link(l).from + 1, n.link(l).to + 1});
    std::vector<std::vector<std::int32_t>> out(static_cast<std::size_t>(vertices));
    for (LinkId l = 0; l < n.links(); ++l)
        out[n.link(l).from].push_back(n.link(l).to);
    std::vector<int> d(static_cast<std::size_t>(vertices), -1);
    std::deque<std::int32_t> q{from};
    d[from] = 0;
    while (!q.empty()) {
        const auto v = q.front();
        q.pop_front();
        for (auto w : out[v])
            if (d[w] < 0) {
                d[w] = d[v] + 1;
                q.push_back(w);
            }
    }
    return d;
}

std::vector<std::int32_t> vertices(const Network& n, Rank a, Rank b) {
    std::vector<std::int32_t> v{a};
    for (LinkId l : n.route(a, b))
        v.push_back(n.link(l).to);
    return v;
}

}  // namespace

class TestNetwork : public QObject {
    Q_OBJECT
private slots:
    void routesAreShortestChains_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("rows");
        for (int P : {1, 2, 3, 7, 8, 12, 16}) {
            for (int kind = 0; kind < 7; ++kind) {
                const int rows = kind == 3 || kind == 4 ? (P == 12 ? 3 : 0) : 0;
                QTest::addRow("kind %d P %d", kind, P) << kind << P << rows;
            }
        }
        QTest::addRow("torus 2x5") << 4 << 10 << 2;
        QTest::addRow("mesh 4x2") << 3 << 8 << 4;
    }
    void routesAreShortestChains() {
        QFETCH(int, kind);
        QFETCH(int, procs);
        QFETCH(int, rows);
        const Network n = kind == 6 ? Network::binaryTree(procs)
                                    : Network::of(static_cast<Topology>(kind), procs, rows);
        for (Rank a = 0; a < procs; ++a) {
            const auto dist = bfs(n, a);
            for (Rank b = 0; b < procs; ++b) {
                const auto route = n.route(a, b);
                QCOMPARE(int(route.size()), dist[b]);
                std::int32_t at = a;
                for (LinkId l : route) {
                    QCOMPARE(n.link(l).from, at);
                    at = n.link(l).to;
                }
                QCOMPARE(at, b);
            }
        }
    }

    void ringTiesGoToIncreasingLabels() {
        const Network r = Network::ring(8);
        QCOMPARE(vertices(r, 0, 4), (std::vector<std::int32_t>{0, 1, 2, 3, 4}));
        QCOMPARE(vertices(r, 6, 2), (std::vector<std::int32_t>{6, 7, 0, 1, 2}));
        QCOMPARE(vertices(r, 1, 6), (std::vector<std::int32_t>{1, 0, 7, 6}));  // the shorter way
        QCOMPARE(r.hops(3, 3), 0);
        QCOMPARE(r.links(), std::size_t(16));
        QCOMPARE(Network::ring(2).links(), std::size_t(2));  // one cable, both directions
    }

    void meshRoutesAlongTheRowFirst() {
        const Network m = Network::mesh(meshShape(16, 0));
        QCOMPARE(vertices(m, 0, 15), (std::vector<std::int32_t>{0, 1, 2, 3, 7, 11, 15}));
        const Network t = Network::torus(meshShape(16, 0));
        QCOMPARE(vertices(t, 0, 15), (std::vector<std::int32_t>{0, 3, 15}));
        QCOMPARE(t.hops(0, 10), 4);  // ties: increasing, 0 -> 1 -> 2 -> 6 -> 10
        QCOMPARE(m.describe(), std::string("4 x 4 mesh"));
    }

    void incompleteHypercubeStaysInRange() {
        const Network h = Network::hypercube(6);
        QCOMPARE(vertices(h, 5, 2),
                 (std::vector<std::int32_t>{5, 4, 0, 2}));  // clear bits, then set
        for (Rank a = 0; a < 6; ++a)
            for (Rank b = 0; b < 6; ++b)
                QCOMPARE(h.hops(a, b), std::popcount(static_cast<unsigned>(a ^ b)));
    }

    void binaryTreeClimbsToTheCommonAncestor() {
        const Network t = Network::binaryTree(8);
        QCOMPARE(t.hops(0, 1), 2);
        QCOMPARE(t.hops(0, 4), 6);
        QCOMPARE(t.hops(5, 6), 4);
        QCOMPARE(t.links(), std::size_t(28));  // 14 tree edges, both directions
    }

    void fullNetworkNumbersLinksArithmetically() {
        const Network f = Network::full(5);
        QCOMPARE(f.links(), std::size_t(20));
        for (Rank a = 0; a < 5; ++a)
            for (Rank b = 0; b < 5; ++b)
                if (a != b) {
                    const auto r = f.route(a, b);
                    QCOMPARE(r.size(), std::size_t(1));
                    QCOMPARE(f.link(r[0]).from, a);
                    QCOMPARE(f.link(r[0]).to, b);
                }
    }

    void badInputIsRefused() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Network::ring(0));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, Network::ring(4).route(0, 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Network::of(Topology::Mesh2D, 12, 5));
    }

    // Max-min fairness: a link's messages split it evenly unless one is held back elsewhere,
    // whose unused share goes to the others.
    void fairShare() {
        FairShare share;
        std::vector<double> rates;
        std::vector<int> crowd;
        const std::vector<std::uint32_t> a{0}, b{0, 1}, c{1}, d{1};
        share.solve({&a, &b}, rates, crowd);
        QCOMPARE(rates, (std::vector<double>{0.5, 0.5}));
        QCOMPARE(crowd, (std::vector<int>{2, 2}));
        share.solve({&a, &b, &c, &d}, rates, crowd);
        QCOMPARE(rates[1], 1.0 / 3);
        QCOMPARE(rates[2], 1.0 / 3);
        QCOMPARE(rates[0], 2.0 / 3);  // link 0 left to a what b cannot use
        QCOMPARE(crowd, (std::vector<int>{2, 3, 3, 3}));
        QCOMPARE(share.peak(), (std::vector<int>{2, 3}));
    }
};

QTEST_APPLESS_MAIN(TestNetwork)
#include "test_network.moc"
