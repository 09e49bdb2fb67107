// Every mesh-combine algorithm really combines: run on the reference executor, every rank ends with
// the elementwise sum, for meshes of 1, 4, 16 and 64 nodes, vectors that do and do not split
// evenly, and every strip length of the adaptive algorithm. Bad parameters are refused by name.
#include <QtTest>

#include "mesh_test_support.h"
#include "program/collective.h"

using namespace ct;
using namespace ct::mesh::testing;

class TestMeshData : public QObject {
    Q_OBJECT
private slots:
    void allreduceHoldsEverywhere_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("strip");
        for (const Algorithm* a : meshAlgorithms())
            for (int n : {1, 2, 4, 8})
                for (int s : stripsFor(a->info.name, n))
                    QTest::newRow(
                        qPrintable(QString("%1 n=%2 S=%3").arg(a->info.name.c_str()).arg(n).arg(s)))
                        << QString::fromStdString(a->info.name) << n << s;
    }
    void allreduceHoldsEverywhere() {
        QFETCH(QString, algorithm);
        QFETCH(int, n);
        QFETCH(int, strip);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        QCOMPARE(a->info.problem, Problem::Allreduce);
        QCOMPARE(a->info.topology, Topology::Mesh2D);
        QVERIFY(!a->tree);
        for (std::uint64_t M : {1, 3, 16, 64, 67}) {
            const AlgorithmParams p = meshParams(n, M, LogGP::logp(6, 2, 4), strip);
            const Program program = a->program(p);
            const auto bad = verifyCollective({Problem::Allreduce, p.procs, 0, p.bytes}, program);
            QVERIFY2(!bad, qPrintable(QString("M=%1: %2").arg(M).arg(bad ? bad->c_str() : "")));
        }
    }

    // SBT-R combines at the root it is given; the others' results do not depend on it.
    void sbtRAnyRoot() {
        const Algorithm* a = findAlgorithm("mesh-sbt-r");
        for (Rank root : {0, 5, 15}) {
            AlgorithmParams p = meshParams(4, 10, LogGP::logp(6, 2, 4));
            p.root = root;
            const Program program = a->program(p);
            const auto bad = verifyCollective({Problem::Allreduce, 16, root, p.bytes}, program);
            QVERIFY2(!bad, bad ? bad->c_str() : "");
            // The tree is relabelled by XOR with the root: its first receive is from root ^ 1.
            bool fromPartner = false;
            for (const Op& op : program.ops(root))
                if (op.kind == OpKind::Recv) {
                    fromPartner = op.peer == (root ^ 1);
                    break;
                }
            QVERIFY(fromPartner);
        }
    }

    void refusesWhatItCannotRun_data() {
        QTest::addColumn<int>("procs");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("strip");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("message");
        QTest::newRow("not square") << 12 << 64ull << 0 << 0 << "P = 12 is not a square";
        QTest::newRow("odd width") << 9 << 64ull << 0 << 0 << "power of two (got n = 3";
        QTest::newRow("half element") << 16 << 12ull << 0 << 0 << "(got 12 bytes)";
        QTest::newRow("empty vector") << 16 << 0ull << 0 << 0 << "(got 0 bytes)";
        QTest::newRow("oblong") << 16 << 64ull << 0 << 2 << "2 rows do not fit P = 16";
        QTest::newRow("strip does not divide")
            << 64 << 64ull << 3 << 0 << "S = 3 must divide the mesh width n = 8";
        QTest::newRow("strip too long")
            << 16 << 64ull << 8 << 0 << "S = 8 must divide the mesh width n = 4";
        QTest::newRow("negative strip") << 16 << 64ull << -1 << 0 << "(got -1)";
    }
    void refusesWhatItCannotRun() {
        QFETCH(int, procs);
        QFETCH(qulonglong, bytes);
        QFETCH(int, strip);
        QFETCH(int, rows);
        QFETCH(QString, message);
        const Algorithm* a = findAlgorithm("mesh-adaptive");
        AlgorithmParams p;
        p.procs = procs;
        p.bytes = bytes;
        p.strip = strip;
        p.meshRows = rows;
        p.model = LogGP::logp(6, 2, 4);
        for (const auto& run :
             std::vector<std::function<void()>>{[&] { a->program(p); }, [&] { a->formula(p); },
                                                [&] {
                                                    a->linkFormula(p, LinkCosts{1, 1, 1, 1});
                                                }}) {
            try {
                run();
                QFAIL("accepted bad parameters");
            } catch (const std::invalid_argument& e) {
                const QString what = e.what();
                QVERIFY2(what.startsWith("mesh-adaptive: ") && what.contains(message), e.what());
            }
        }
    }

    // A strip length only matters to the adaptive algorithm.
    void othersIgnoreStrip() {
        AlgorithmParams p = meshParams(4, 16, LogGP::logp(6, 2, 4), 3);
        for (const Algorithm* a : meshAlgorithms())
            if (a->info.name != "mesh-adaptive") QVERIFY(a->program(p).messageCount() > 0);
    }
};

QTEST_APPLESS_MAIN(TestMeshData)
#include "test_mesh_data.moc"
