// Verification data (runner/verification.h): the runner's workloads are core's collective data
// contract and Shou & Chen's (1996) summation plan. Every catalogue program, run on core's
// reference executor, must leave exactly the expected data on every rank, and damage must be caught
// on the rank it was done to.
#include <QtTest>

#include "../expected_refusals.h"
#include "algorithms/catalogue/catalogue.h"
#include "program/reference_executor.h"
#include "verification.h"

using namespace ct;
using namespace ct::runner;

namespace {

LogGP model() {
    LogGP m = LogGP::logp(6, 2, 4);
    m.combinePerElement = 1;
    return m;
}

// As the runner: collectives by their contract, the summation by its plan.
Workload workloadFor(const Algorithm& a, const AlgorithmParams& p) {
    if (hasContract(a.info.problem))
        return Workload::collective({a.info.problem, p.procs, p.root, p.bytes});
    return Workload::summation(optimalSummation(p.procs, p.root, model(), 100ull * p.procs));
}

}  // namespace

class TestRunnerVerification : public QObject {
    Q_OBJECT
private slots:
    void broadcastCheckNamesRankAndOffset() {
        const std::uint64_t bytes = 1000003;
        const Workload w = Workload::collective({Problem::Broadcast, 4, 2, bytes});
        RankBuffer root, other;
        w.fill(2, root);
        w.fill(1, other);
        QCOMPARE(root.size(), bytes);
        QVERIFY(!w.check(2, root));
        QVERIFY(w.check(1, other));  // nothing received: the junk fails
        other = root;
        QVERIFY(!w.check(1, other));
        other[999] ^= 0x10;
        const auto f = w.check(1, other);
        QVERIFY(f);
        QCOMPARE(f->rank, 1);
        QVERIFY2(f->what.starts_with("rank 1 offset 999: expected "), f->what.c_str());
        other = root;
        QVERIFY(w.corrupt(3, other));
        QVERIFY(
            QString::fromStdString(w.check(3, other)->what).startsWith("rank 3 offset 500001:"));
    }

    void reductionsNeedWholeElements() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 Workload::collective({Problem::Allreduce, 4, 0, 1001}));
        Workload::collective({Problem::Broadcast, 4, 0, 1001});  // any size for a broadcast
    }

    // Segment minima: 8-byte words; the start words are not the result on a rank whose first
    // segment began earlier, and damage to a result word is caught on its rank.
    void segmentMinimumIsChecked() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 Workload::collective({Problem::SegmentMinimum, 4, 0, 12}));
        const Workload w = Workload::collective({Problem::SegmentMinimum, 4, 3, 8 * 9});
        RankBuffer second;
        w.fill(0, second);  // logical 1 (root 3): its first segment began on rank 3 with key 0
        const auto f = w.check(0, second);
        QVERIFY(f);
        QVERIFY2(f->what.starts_with("rank 0 offset 0: expected "), f->what.c_str());
        QVERIFY(w.corrupt(1, second));
    }

    // What a reduce's non-root ends with is not checked, so there is nothing to damage there.
    void corruptOnlyWhereAResultIsChecked() {
        const Workload w = Workload::collective({Problem::Reduce, 4, 1, 64});
        RankBuffer b;
        w.fill(2, b);
        QVERIFY(!w.corrupt(2, b));
        QVERIFY(w.corrupt(1, b));
    }

    void failureSurvivesEncoding() {
        Failure f;
        f.rank = 5;
        f.run = 7;
        f.what = "rank 5 offset 16: expected 12 got 9";
        const auto back = Failure::decode(Failure::encode(f));
        QVERIFY(back);
        QCOMPARE(back->rank, 5);
        QCOMPARE(back->run, std::int64_t(7));
        QCOMPARE(back->what, f.what);
        QCOMPARE(back->describe(), std::string("rank 5 offset 16: expected 12 got 9 (run 7)"));
        QVERIFY(!Failure::decode(Failure::encode(std::nullopt)));
        f.what = std::string(1000, 'x');  // cut to fit, still terminated
        QCOMPARE(Failure::decode(Failure::encode(f))->what.size(), Failure::kTextBytes - 1);
    }

    // The expected total is recomputed by brute force from the plan's operand counts.
    void summationTotalIsExact_data() {
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("root");
        QTest::addColumn<qulonglong>("operands");
        QTest::newRow("P=1") << 1 << 0 << 100ull;
        QTest::newRow("P=4 root 1") << 4 << 1 << 400ull;
        QTest::newRow("P=7 root 6") << 7 << 6 << 12345ull;
        QTest::newRow("few operands, idle ranks") << 8 << 3 << 5ull;
    }
    void summationTotalIsExact() {
        QFETCH(int, procs);
        QFETCH(int, root);
        QFETCH(qulonglong, operands);
        const SummationPlan plan = optimalSummation(procs, root, model(), operands);
        const Workload w = Workload::summation(plan);
        std::int64_t total = 0;
        std::uint64_t count = 0;
        for (Rank r = 0; r < procs; ++r) {
            QCOMPARE(w.operandsOf(r), plan.operandsOf[r]);
            for (std::uint64_t j = 0; j < plan.operandsOf[r]; ++j)
                total += std::int64_t(r) * 1000003 + std::int64_t(j);
            count += plan.operandsOf[r];
        }
        QCOMPARE(count, std::uint64_t(operands));
        QCOMPARE(w.expectedTotal(), total);
        for (Rank r = 0; r < procs; ++r) {
            RankBuffer b;
            w.fill(r, b);
            QCOMPARE(b.size(), std::size_t(8 * plan.operandsOf[r]));
            if (plan.operandsOf[r]) QCOMPARE(operandValue(r, 0), std::int64_t(r) * 1000003);
        }
    }

    void catalogueProgramsVerify_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("procs");
        for (const auto& a : catalogue())
            for (int P : {1, 2, 4, 5, 9,
                          13})  // squares and powers of two for mesh and hypercube algorithms
                QTest::newRow(
                    qPrintable(QString("%1 P=%2").arg(QString::fromStdString(a.info.name)).arg(P)))
                    << QString::fromStdString(a.info.name) << P;
    }
    void catalogueProgramsVerify() {
        QFETCH(QString, algorithm);
        QFETCH(int, procs);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        AlgorithmParams p;
        p.procs = procs;
        p.root = (procs * 7 + 3) % procs;
        p.bytes = a->info.problem == Problem::Broadcast ? 1001 : 1000;
        p.radix = 3;
        p.model = model();
        // Some algorithms are defined only on some P (P = 2^d, an n x n mesh): those must refuse,
        // with their reason; every other must build.
        if (const auto why = ct::test::expectedRefusal(a->info.name, procs)) {
            try {
                a->program(p);
                QFAIL(qPrintable("accepted P = " + QString::number(procs) +
                                 "; expected: " + QString::fromStdString(*why)));
            } catch (const std::invalid_argument& e) {
                QVERIFY2(std::string(e.what()).find(*why) != std::string::npos, e.what());
            }
            return;
        }
        Program program;
        try {
            program = a->program(p);
        } catch (const std::exception& e) {
            QFAIL(qPrintable(QString("refused: ") + e.what()));
        }
        const Workload w = workloadFor(*a, p);
        std::vector<RankBuffer> buffers(static_cast<std::size_t>(procs));
        for (Rank r = 0; r < procs; ++r) {
            QVERIFY(w.requiredBytes(r) <= program.bufferBytes());
            w.fill(r, buffers[r]);
        }
        executeProgram(program, buffers);
        for (Rank r = 0; r < procs; ++r) {
            const auto f = w.check(r, buffers[r]);
            QVERIFY2(!f, f ? f->what.c_str() : "");
        }
        for (Rank r = 0; r < procs; ++r)
            if (w.corrupt(r, buffers[r])) QVERIFY(w.check(r, buffers[r]));
    }
};

QTEST_APPLESS_MAIN(TestRunnerVerification)
#include "test_runner_verification.moc"
