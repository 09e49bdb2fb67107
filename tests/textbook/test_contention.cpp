// Grama et al.'s (2003) remarks on congestion, as the network simulation sees them:
//  - §4.2.4: the hypercube all-to-all broadcast run on a ring puts 2^(i-1) messages on one link
//    in step i (all four of an eight-node ring's last step on one link), so step i costs
//    ts + tw·m·2^(i-1)·2^(i-1) + th·2^(i-1); on a hypercube it costs ts·log p + tw·m(p-1);
//  - the ring algorithm on a ring costs (ts + tw·m)(p-1) (send right while receiving from left);
//  - §4.1.1: one-to-all broadcast on a linear array sending to the farthest node first never
//    congests, whatever the source; sending to the nearest first makes two messages share a link.
#include <QtTest>

#include "sim/link_simulator.h"
#include "algorithms/textbook/textbook_catalogue.h"
#include "textbook_test_util.h"
#include "algorithms/trees/tree_programs.h"

using namespace ct;
using namespace ct::test;

namespace {

Program programOf(const char* name, Rank P, std::uint64_t m, Rank root = 0) {
    AlgorithmParams p;
    p.procs = P;
    p.bytes = m;
    p.root = root;
    return findAlgorithm(name)->program(p);
}

// Hypercube broadcast, lowest dimension first: 0 -> 1, then 0 -> 2 and 1 -> 3, …
BroadcastTree nearestFirstTree(Rank P) {
    std::vector<Rank> parent(static_cast<std::size_t>(P), kNoRank);
    std::vector<std::int32_t> order(static_cast<std::size_t>(P), -1);
    std::vector<std::int32_t> sent(static_cast<std::size_t>(P), 0);
    for (Rank bit = 1; bit < P; bit <<= 1)
        for (Rank v = 0; v < bit; ++v) {
            parent[v + bit] = v;
            order[v + bit] = sent[v]++;
        }
    return makeTree(0, parent, order);
}

}  // namespace

class TestContention : public QObject {
    Q_OBJECT
private slots:
    void hypercubeAllgatherOnARing_data() {
        QTest::addColumn<int>("procs");
        QTest::addColumn<double>("th");
        for (int P : {2, 4, 8, 16, 32, 64})
            for (double th : {0.0, 1.5})
                QTest::addRow("P=%d th=%g", P, th) << P << th;
    }
    void hypercubeAllgatherOnARing() {
        QFETCH(int, procs);
        QFETCH(double, th);
        const LinkCosts c{10, 0.5, th, 0};
        const std::uint64_t m = 40;
        const Program prog = programOf("textbook-allgather-hypercube", procs, m);
        double book = 0;
        for (int i = 1; (1 << (i - 1)) < procs; ++i) {
            const double crowd = double(1 << (i - 1));  // messages on the busiest link in step i
            book += c.ts + c.tw * double(m) * crowd * crowd + th * crowd;
        }
        const NetworkRun ring = runOnNetwork(prog, Network::ring(procs), c);
        QCOMPARE(ring.timeline.total, book);
        QCOMPARE(ring.mostOnOneLink(), std::max(1, procs / 2));
        // Closed: ts·log p + tw·m·(p² - 1)/3 + th·(p - 1).
        const double logP = std::log2(double(procs));
        QCOMPARE(
            ring.timeline.total,
            c.ts * logP + c.tw * double(m) * (double(procs) * procs - 1) / 3 + th * (procs - 1));

        const NetworkRun cube = runOnNetwork(prog, Network::hypercube(procs), c);
        QCOMPARE(cube.timeline.total, c.ts * logP + c.tw * double(m) * (procs - 1) + th * logP);
        QCOMPARE(cube.mostOnOneLink(), 1);
    }

    void eightNodeRingLastStep() {
        // Figure 4.12's situation: in the last step one link carries all four messages.
        const LinkCosts c{0, 1, 0, 0};
        const NetworkRun run =
            runOnNetwork(programOf("textbook-allgather-hypercube", 8, 1), Network::ring(8), c);
        int fourOnALink = 0;
        for (const FlowRecord& f : run.flows)
            fourOnALink += f.crowd == 4 ? 1 : 0;
        QCOMPARE(fourOnALink, 8);  // every last-step message shared its links four ways
        QCOMPARE(run.timeline.total, 1 * 1 + 2 * 2 + 4 * 4.0);
    }

    void ringAllgatherOnARing() {
        const LinkCosts c{10, 0.5, 0, 0};
        for (Rank P : {2, 5, 8, 13, 32}) {
            const NetworkRun run =
                runOnNetwork(programOf("textbook-allgather-ring", P, 24), Network::ring(P), c);
            QCOMPARE(run.timeline.total, (c.ts + c.tw * 24) * (P - 1));
            QCOMPARE(run.mostOnOneLink(), 1);
        }
    }

    // Algorithm 4.6 on a mesh without wraparound: the message from the last column back to the
    // first travels the row the other way, so no link is shared and with th = 0 the cost is
    // still the book's 2ts(√p - 1) + tw·m(p - 1).
    void meshAllgatherWithoutWraparound() {
        const LinkCosts c{10, 0.5, 0, 0};
        for (Rank P : {9, 16, 36}) {
            const NetworkRun run = runOnNetwork(programOf("textbook-allgather-mesh", P, 16),
                                                Network::mesh(meshShape(P, 0)), c);
            const double side = std::sqrt(double(P));
            QCOMPARE(run.timeline.total, 2 * c.ts * (side - 1) + c.tw * 16 * (P - 1));
            QCOMPARE(run.mostOnOneLink(), 1);
        }
    }

    void farthestFirstNeverCongests() {
        const LinkCosts c{10, 0.5, 1, 0};
        for (Rank P : {4, 8, 16, 64})
            for (Rank root : {0, 5 % P, P - 1}) {
                const NetworkRun run = runOnNetwork(
                    programOf("textbook-bcast-hypercube", P, 32, root), Network::linearArray(P), c);
                QCOMPARE(run.mostOnOneLink(), 1);
                QCOMPARE(run.timeline.total,
                         (c.ts + c.tw * 32) * std::log2(double(P)) + c.th * (P - 1));
            }
    }

    void nearestFirstCongests() {
        const LinkCosts c{10, 0.5, 0, 0};
        // Four nodes: 0 -> 1, then 0 -> 2 and 1 -> 3 share the link 1 -> 2: 2ts + 3tw·m, not 2ts +
        // 2tw·m.
        const NetworkRun four =
            runOnNetwork(broadcastProgram(nearestFirstTree(4), 32), Network::linearArray(4), c);
        QCOMPARE(four.timeline.total, 2 * c.ts + 3 * c.tw * 32);
        QCOMPARE(four.mostOnOneLink(), 2);
        for (Rank P : {8, 16, 64}) {
            const NetworkRun run =
                runOnNetwork(broadcastProgram(nearestFirstTree(P), 32), Network::linearArray(P), c);
            QVERIFY(run.mostOnOneLink() > 1);
            QVERIFY(run.timeline.total > (c.ts + c.tw * 32) * std::log2(double(P)));
            // On a hypercube the order of dimensions does not matter (§4.1.3).
            QCOMPARE(simulateOnNetwork(broadcastProgram(nearestFirstTree(P), 32),
                                       Network::hypercube(P), c)
                         .total,
                     (c.ts + c.tw * 32) * std::log2(double(P)));
        }
    }

    // The naive reduction: every rank reports at once, sharing the destination's receive port.
    void sequentialReductionSharesThePort() {
        const LinkCosts c{10, 0.5, 2, 0.25};
        const NetworkRun run =
            runOnNetwork(programOf("textbook-reduce-sequential", 9, 64, 4), Network::full(9), c);
        QCOMPARE(run.timeline.total, 10 + 8 * 32.0 + 2 + 8 * 8 * 0.25);
        QCOMPARE(run.flows[0].crowd, 8);
    }

    // A ring reduction on six nodes: node 0's children 1 and 2 report together over link 1 -> 0,
    // so the network takes longer than the contention-free recurrence.
    void reductionContentionOnOddSizes() {
        const LinkCosts c{10, 0.5, 0, 0};
        AlgorithmParams p;
        p.procs = 6;
        p.bytes = 64;
        const Algorithm* a = findAlgorithm("textbook-reduce-ring");
        const NetworkRun run = runOnNetwork(a->program(p), Network::ring(6), c);
        QVERIFY(run.timeline.total > a->linkFormula(p, c));
        QCOMPARE(run.mostOnOneLink(), 2);
    }
};

QTEST_APPLESS_MAIN(TestContention)
#include "test_contention.moc"
