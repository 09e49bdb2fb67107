// The mesh-combine paper's bucket blocks B-C and B-D on their own: reduce-scatter and allgather
// around the mesh's Hamiltonian cycle, data per the collective contract, formula = simulation, link
// cost.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"
#include "program/collective.h"
#include "sim/link_simulator.h"
#include "sim/network.h"
#include "sim/simulator.h"

using namespace ct;

class TestMeshBucketBlocks : public QObject {
    Q_OBJECT
private slots:
    void dataContract_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("collective");
        QTest::newRow("B-C") << "mesh-bucket-c" << int(Problem::ReduceScatter);
        QTest::newRow("B-D") << "mesh-bucket-d" << int(Problem::Allgather);
    }
    void dataContract() {
        QFETCH(QString, algorithm);
        QFETCH(int, collective);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        QCOMPARE(int(a->info.problem), collective);
        for (Rank n : {1, 2, 4, 8})
            for (std::uint64_t bytes : {8u, 24u, 64u}) {
                AlgorithmParams p;
                p.procs = n * n;
                p.bytes = bytes;
                p.model = LogGP::logp(6, 2, 4);
                const auto bad =
                    verifyCollective({Problem(collective), p.procs, 0, bytes}, a->program(p));
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
    }

    // N - 1 steps of one block each: (N-1)·(L + 2o [+ combine of k elements]) under LogP, and
    // the paper's α(N-1) + β(N-1)/N·M [+ γ(N-1)/N·M] + δ(N-1) under the link model.
    void costs() {
        for (const char* name : {"mesh-bucket-c", "mesh-bucket-d"}) {
            const Algorithm* a = findAlgorithm(name);
            const bool combines = std::string(name) == "mesh-bucket-c";
            for (LogGP m : {LogGP::logp(6, 2, 4), LogGP::logp(3, 1, 9), LogGP::logp(10, 1, 1)}) {
                m.combinePerElement = 0.5;
                m.G = 0.01;
                for (Rank n : {1, 2, 4, 8}) {
                    AlgorithmParams p;
                    p.procs = n * n;
                    p.bytes = 80;
                    p.model = m;
                    const double sim = simulate(a->program(p), m).total;
                    QVERIFY2(std::abs(sim - a->formula(p)) < 1e-9,
                             qPrintable(QString("%1 n=%2").arg(name).arg(n)));
                }
            }
            AlgorithmParams p;
            p.procs = 16;
            p.bytes = 80;                       // 10 elements a block, M = 160
            const LinkCosts c{100, 0.5, 3, 2};  // α, tw (β = 8·tw = 4 per element), δ, γ
            const double expected =
                100 * 15 + 4.0 * 15 / 16 * 160 + 3 * 15 + (combines ? 2.0 * 15 / 16 * 160 : 0);
            QCOMPARE(a->linkFormula(p, c), expected);
        }
    }

    // SBT-D under its own name: the hypercube tree on the row-major mesh; its link cost on a real
    // mesh (XY routing, contention modelled) is the paper's α log N + β·m·log N + 2δ(n-1).
    void sbtDistribute() {
        const Algorithm* a = findAlgorithm("mesh-sbt-d");
        QVERIFY(a && a->tree);
        for (Rank n : {1, 2, 4, 8}) {
            AlgorithmParams p;
            p.procs = n * n;
            p.bytes = 100;
            p.model = LogGP::logp(6, 2, 4);
            QVERIFY(!verifyCollective({Problem::Broadcast, p.procs, 0, 100}, a->program(p)));
            QCOMPARE(simulate(a->program(p), p.model).total, a->formula(p));
            const LinkCosts c{10, 0.5, 2, 0};
            const double onMesh =
                simulateOnNetwork(a->program(p), Network::of(Topology::Mesh2D, p.procs), c).total;
            QCOMPARE(onMesh, a->linkFormula(p, c));
        }
    }

    void refusals() {
        AlgorithmParams p;
        p.procs = 12;
        p.bytes = 8;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, findAlgorithm("mesh-bucket-c")->program(p));
        p.procs = 16;
        p.bytes = 7;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, findAlgorithm("mesh-bucket-d")->program(p));
        p.procs = 8;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, findAlgorithm("mesh-sbt-d")->program(p));
    }
};

QTEST_APPLESS_MAIN(TestMeshBucketBlocks)
#include "test_mesh_bucket_blocks.moc"
