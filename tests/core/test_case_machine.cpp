// Programs built for the machine (core/algorithms/catalogue/case_program.h): the runner's case
// programs take their tree shapes and default segments from the LogGP profile of a machine file,
// Shou & Chen's (1996) built-in profile when none is named; the file is identified by its FNV-1a
// hash, which results record (ProfileRecord, round-tripped in test_protocol_documents).
#include <QtTest>

#include "algorithms/catalogue/case_program.h"
#include "protocol/machine_json.h"

using namespace ct;

namespace {

LogGP terms(double L, double o, double g, double G) {
    LogGP t = LogGP::logp(L, o, g);
    t.G = G;
    t.unit = "us";
    return t;
}

// Small messages latency-bound (L ≫ g: wide, shallow optimal trees), large ones gap-bound.
LogGPProfile twoRanges() {
    LogGPProfile p;
    p.ranges = {{0, terms(40, 1, 2, 0), {}, {}, 0}, {4096, terms(1, 1, 30, 0.01), {}, {}, 0}};
    return p;
}

std::string writeProfile(const QTemporaryDir& dir, const LogGPProfile& profile) {
    bsp::MachineProfile m;
    m.name = "two-ranges";
    m.kind = bsp::ModelKind::LogGP;
    m.logp = profile;
    const std::string path = dir.filePath("two.machine.json").toStdString();
    bsp::saveMachineFile(path, m);
    return path;
}

protocol::CaseSpec catalogueCase(const std::string& algorithm, Rank procs, std::uint64_t bytes) {
    protocol::CaseSpec s;
    s.algorithm = algorithm;
    s.procs = procs;
    s.bytes = bytes;
    return s;
}

}  // namespace

class TestCaseMachine : public QObject {
    Q_OBJECT
private slots:
    // Published FNV-1a 64 test vectors (Fowler, Noll & Vo's reference code).
    void fnv1a64() {
        QCOMPARE(bsp::fnv1a64Hex(""), std::string("cbf29ce484222325"));
        QCOMPARE(bsp::fnv1a64Hex("a"), std::string("af63dc4c8601ec8c"));
        QCOMPARE(bsp::fnv1a64Hex("foobar"), std::string("85944171f73967e8"));
    }

    void builtInIsShouChen() {
        const CaseMachine m = loadCaseMachine("");
        QVERIFY(m.builtIn());
        QCOMPARE(m.name, std::string("shou-chen-1996-logp"));
        QVERIFY(m.fnv1a64.empty());
        const LogGP& t = m.profile.at(1 << 20);
        QCOMPARE(t.L, 6.0);
        QCOMPARE(t.oSend, 2.0);
        QCOMPARE(t.g, 4.0);
        // Unchanged behaviour without a machine: the spec's segment (0: the algorithm's own).
        const AlgorithmParams p =
            caseAlgorithmParams(catalogueCase("ompi-bcast-pipeline", 4, 1 << 20), m);
        QCOMPARE(p.segmentBytes, std::uint64_t(0));
        QCOMPARE(p.model, runnerShapeModel());
    }

    void machineFileIsLoadedAndHashed() {
        QTemporaryDir dir;
        const std::string path = writeProfile(dir, twoRanges());
        const CaseMachine m = loadCaseMachine(path);
        QVERIFY(!m.builtIn());
        QCOMPARE(m.name, std::string("two-ranges"));
        QCOMPARE(m.file, path);
        QFile f(QString::fromStdString(path));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(m.fnv1a64, bsp::fnv1a64Hex(f.readAll().toStdString()));
        QVERIFY(m.profile == twoRanges());
    }

    void badMachinesAreRefused() {
        QTemporaryDir dir;
        bsp::MachineProfile bspProfile = bsp::psc2Sci();
        const std::string bspPath = dir.filePath("sci.machine.json").toStdString();
        bsp::saveMachineFile(bspPath, bspProfile);
        try {
            loadCaseMachine(bspPath);
            QFAIL("a BSP* profile cannot shape LogP trees");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("is a BSP* profile") != std::string::npos,
                     e.what());
        }
        try {
            loadCaseMachine(dir.filePath("none.machine.json").toStdString());
            QFAIL("a missing file must be refused");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).starts_with("machine "), e.what());
        }
    }

    // The optimal and Fibonacci trees are shaped by the range of the case's message size: the
    // model they get is that range's, and the optimal tree is at least as fast under it as every
    // other broadcast tree of the catalogue (Shou & Chen's optimality, an independent property).
    void treesAreBuiltForTheRangeOfTheSize_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("range");
        QTest::newRow("8 B") << 8ull << 0;
        QTest::newRow("4095 B") << 4095ull << 0;
        QTest::newRow("4096 B") << 4096ull << 1;
        QTest::newRow("64 KiB") << 65536ull << 1;
    }
    void treesAreBuiltForTheRangeOfTheSize() {
        QFETCH(qulonglong, bytes);
        QFETCH(int, range);
        QTemporaryDir dir;
        const CaseMachine m = loadCaseMachine(writeProfile(dir, twoRanges()));
        const AlgorithmParams p = caseAlgorithmParams(catalogueCase("optimal", 16, bytes), m);
        QCOMPARE(p.model, twoRanges().ranges[std::size_t(range)].terms);
        const double optimal = findAlgorithm("optimal")->formula(p);
        for (const char* other : {"fibonacci", "binomial", "flat", "chain", "binary"}) {
            const Algorithm* a = findAlgorithm(other);
            QVERIFY2(a, other);
            const AlgorithmParams q = caseAlgorithmParams(catalogueCase(other, 16, bytes), m);
            QVERIFY2(optimal <= a->formula(q) + 1e-9,
                     qPrintable(QStringLiteral("%1: optimal %2 > %3")
                                    .arg(other)
                                    .arg(optimal)
                                    .arg(a->formula(q))));
        }
        // The program the runner executes is that tree's.
        QCOMPARE(buildCaseProgram(catalogueCase("optimal", 16, bytes), m).ranks(), Rank(16));
    }

    // Segment sizes the plan leaves to the algorithm: with per-message costs that dwarf the
    // bytes, one segment (the whole message) is cheapest; with bytes that dwarf them, a pipeline
    // of smaller segments is.
    void segmentsAreChosenForTheProfile() {
        QTemporaryDir dir;
        const CaseProgramSpec spec = catalogueCase("ompi-bcast-pipeline", 8, 1 << 20);
        LogGPProfile perMessage(terms(1000, 500, 500, 0));
        const CaseMachine costly = loadCaseMachine(writeProfile(dir, perMessage));
        QCOMPARE(caseAlgorithmParams(spec, costly).segmentBytes, std::uint64_t(1 << 20));
        LogGPProfile perByte(terms(0.1, 0.05, 0.05, 0.01));
        const CaseMachine bandwidth = loadCaseMachine(writeProfile(dir, perByte));
        const std::uint64_t chosen = caseAlgorithmParams(spec, bandwidth).segmentBytes;
        QVERIFY2(chosen >= 1024 && chosen < (1u << 20), std::to_string(chosen).c_str());
        // The choice beats the algorithm's own default segment under that profile.
        const Algorithm* a = findAlgorithm("ompi-bcast-pipeline");
        AlgorithmParams own = caseAlgorithmParams(spec, {});
        own.model = perByte.first();
        QVERIFY(a->formula(caseAlgorithmParams(spec, bandwidth)) <= a->formula(own) + 1e-9);
        // A segment the plan names is kept.
        CaseProgramSpec named = spec;
        named.segmentBytes = 4096;
        QCOMPARE(caseAlgorithmParams(named, bandwidth).segmentBytes, std::uint64_t(4096));
    }
};

QTEST_GUILESS_MAIN(TestCaseMachine)
#include "test_case_machine.moc"
