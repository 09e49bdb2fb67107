// Run plans as the runner reads them (core/protocol/run_plan.h): what a plan file means, and one
// clear message per mistake, naming the field.
#include <QtTest>

#include <string>

#include "protocol/run_plan.h"
#include "protocol/sizes.h"

using namespace ct::protocol;

namespace {

// Plan texts are written with single quotes (moc cannot read raw string literals).
std::string q(std::string text) {
    for (char& ch : text)
        if (ch == '\'') ch = '"';
    return text;
}

std::string plan(const std::string& cases, const std::string& extra = "") {
    return q("{'format': 'calltree-plan', 'version': 1, ") + extra + q("'cases': [") + cases + "]}";
}

}  // namespace

class TestRunnerPlan : public QObject {
    Q_OBJECT
private slots:
    void catalogueCaseWithDefaults() {
        const RunPlan p = parsePlan(plan(q("{'algorithm': 'binomial'}")));
        QCOMPARE(p.cases.size(), std::size_t(1));
        const PlanCase& c = p.cases[0];
        QCOMPARE(c.kind, CaseKind::Catalogue);
        QCOMPARE(c.spec.algorithm, std::string("binomial"));
        QCOMPARE(c.bytes, std::vector<std::uint64_t>{8});
        QCOMPARE(c.roots, std::vector<ct::Rank>{0});
        QVERIFY(!c.procs);
        QCOMPARE(c.timing.warmup, 2);
        QCOMPARE(c.timing.minReps, 10);
    }

    void timingPolicyAndOverrides() {
        const RunPlan p = parsePlan(
            plan(q("{'algorithm': 'flat', 'timing': {'min_reps': 50}}, {'algorithm': 'chain'}"),
                 q("'timing': {'warmup': 0, 'min_reps': 3, 'min_seconds': 1.5, 'max_reps': 90, "
                   "'timeout_seconds': 20},")));
        QCOMPARE(p.timing.warmup, 0);
        QCOMPARE(p.timing.minReps, 3);
        QCOMPARE(p.timing.minSeconds, 1.5);
        QCOMPARE(p.timing.maxReps, 90);
        QCOMPARE(p.timing.timeoutSeconds, 20.0);
        QCOMPARE(p.cases[0].timing.minReps, 50);  // the case's own value
        QCOMPARE(p.cases[0].timing.warmup, 0);    // the rest from the plan
        QCOMPARE(p.cases[1].timing.minReps, 3);
        QCOMPARE(p.timing.sync, TimingPolicy::Sync::Barrier);  // the default
        const RunPlan w =
            parsePlan(plan(q("{'algorithm': 'flat'}"), q("'timing': {'sync': 'window'}, ")));
        QCOMPARE(w.cases[0].timing.sync, TimingPolicy::Sync::Window);
    }

    void sizesRootsAndParameters() {
        const RunPlan p =
            parsePlan(plan(q("{'algorithm': 'knomial', 'bytes': [0, 7, 1048576], 'roots': [0, 2], "
                             "'radix': 3, 'procs': 4}")));
        const PlanCase& c = p.cases[0];
        QCOMPARE(c.bytes, (std::vector<std::uint64_t>{0, 7, 1048576}));
        QCOMPARE(c.roots, (std::vector<ct::Rank>{0, 2}));
        QCOMPARE(c.spec.radix, 3);
        QCOMPARE(*c.procs, 4);
        // One results entry per (size, root), in plan order.
        const auto list = instances(p);
        QCOMPARE(list.size(), std::size_t(6));
        QCOMPARE(list[1].bytes, std::uint64_t(0));
        QCOMPARE(list[1].root, 2);
        QCOMPARE(list[5].name, std::string("knomial 1048576 B root 2"));
    }

    void baselinesFollowTheirCase() {
        const RunPlan p = parsePlan(
            plan(q("{'algorithm': 'ompi-bcast-binomial', 'bytes': [8, 64], 'baseline': 'same'}, "
                   "{'algorithm': 'binomial', 'baseline': 6}, {'algorithm': 'binomial', "
                   "'baseline': 'default'}, {'mpi': 'MPI_Alltoall', 'bytes': 16}")));
        QCOMPARE(p.cases.size(), std::size_t(7));
        QCOMPARE(p.cases[1].kind, CaseKind::MpiBaseline);
        QCOMPARE(p.cases[1].spec.algorithm, std::string("MPI_Bcast"));
        QCOMPARE(p.cases[1].ompiAlgorithm, 6);  // Open MPI's binomial broadcast
        QCOMPARE(p.cases[1].bytes, (std::vector<std::uint64_t>{8, 64}));
        QCOMPARE(p.cases[3].ompiAlgorithm, 6);
        QCOMPARE(p.cases[5].ompiAlgorithm, 0);
        QCOMPARE(p.cases[6].spec.algorithm, std::string("MPI_Alltoall"));
        QCOMPARE(p.cases[6].bytes, std::vector<std::uint64_t>{16});
        QCOMPARE(instances(p)[2].name, std::string("MPI_Bcast (ompi 6) 8 B root 0"));
    }

    void schedulePathsAreRelativeToThePlan() {
        const RunPlan p =
            parsePlan(plan(q("{'schedule': 'trees/b.calltree.json'}")), "/data/plans");
        QCOMPARE(p.cases[0].kind, CaseKind::Schedule);
        QCOMPARE(p.cases[0].spec.scheduleFile, std::string("/data/plans/trees/b.calltree.json"));
        QCOMPARE(p.cases[0].spec.algorithm, std::string("b.calltree.json"));
    }

    void mpiCollectiveNames() {
        using ct::Problem;
        QCOMPARE(*ct::parseMpiCollective("MPI_Bcast"), Problem::Broadcast);
        QCOMPARE(*ct::parseMpiCollective("allreduce"), Problem::Allreduce);
        QCOMPARE(*ct::parseMpiCollective("MPI_Reduce_scatter_block"), Problem::ReduceScatter);
        QVERIFY(!ct::parseMpiCollective("MPI_Scan"));
        QCOMPARE(std::string(ct::toString(Problem::Alltoall)), std::string("alltoall"));
    }

    // MPICH's algorithm per case: kept as the CVAR value, named in the instance, written back.
    void mpichAlgorithmPerCase() {
        const RunPlan p = parsePlan(
            plan(q("{'mpi': 'MPI_Bcast', 'bytes': 8, 'mpich_algorithm': 'scatter_ring_allgather'}, "
                   "{'mpi': 'MPI_Allreduce', 'bytes': 8}")));
        QCOMPARE(p.cases[0].mpichAlgorithm, std::string("scatter_ring_allgather"));
        QCOMPARE(p.cases[1].mpichAlgorithm, std::string());
        const auto all = ct::protocol::instances(p);
        QCOMPARE(all[0].name, std::string("MPI_Bcast (mpich scatter_ring_allgather) 8 B root 0"));
        QCOMPARE(all[1].name, std::string("MPI_Allreduce 8 B root 0"));
        const auto written = ct::protocol::toJson(p);
        QCOMPARE(written["cases"][0]["mpich_algorithm"].get<std::string>(),
                 std::string("scatter_ring_allgather"));
        QVERIFY(!written["cases"][1].contains("mpich_algorithm"));
        QVERIFY(parsePlan(written.dump()) == p);
    }

    void recordTimeline() {
        const RunPlan p = parsePlan(
            plan(q("{'algorithm': 'binomial', 'record_timeline': true, 'baseline': 'default'}, "
                   "{'schedule': 's.calltree.json', 'record_timeline': true}, "
                   "{'algorithm': 'flat', 'record_timeline': false}, {'algorithm': 'chain'}")));
        QCOMPARE(p.cases.size(), std::size_t(5));
        QVERIFY(p.cases[0].recordTimeline);
        // The baseline copied from the case has no ops to record.
        QCOMPARE(p.cases[1].kind, CaseKind::MpiBaseline);
        QVERIFY(!p.cases[1].recordTimeline);
        QVERIFY(p.cases[2].recordTimeline);
        QVERIFY(!p.cases[3].recordTimeline);
        QVERIFY(!p.cases[4].recordTimeline);  // off unless asked
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << "{"
                                  << "(document): is not valid JSON";
        QTest::newRow("wrong format")
            << QString::fromStdString(
                   q("{'format': 'calltree-machine', 'version': 1, 'cases': []}"))
            << "format:";
        QTest::newRow("no cases") << QString::fromStdString(plan(""))
                                  << "cases: must list at least one case";
        QTest::newRow("two kinds")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'mpi': 'MPI_Bcast'}")))
            << "cases[0]: needs exactly one of";
        QTest::newRow("unknown algorithm")
            << QString::fromStdString(plan(q("{'algorithm': 'flat'}, {'algorithm': 'fast'}")))
            << "cases[1].algorithm: unknown algorithm 'fast'";
        QTest::newRow("timeline not boolean")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'record_timeline': 1}")))
            << "cases[0].record_timeline: must be true or false";
        QTest::newRow("timeline of a baseline")
            << QString::fromStdString(plan(q("{'mpi': 'MPI_Bcast', 'record_timeline': true}")))
            << "cases[0].record_timeline: MPI's own collectives have no per-operation record";
        QTest::newRow("unknown collective")
            << QString::fromStdString(plan(q("{'mpi': 'MPI_Scan'}")))
            << "cases[0].mpi: unknown MPI collective 'MPI_Scan'";
        QTest::newRow("bad size") << QString::fromStdString(
                                         plan(q("{'algorithm': 'flat', 'bytes': [8, -1]}")))
                                  << "cases[0].bytes[1]: must be a whole number in [0, 2147483647]";
        QTest::newRow("size too large")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'bytes': 4294967296}")))
            << "cases[0].bytes: must be a whole number";
        QTest::newRow("empty roots")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'roots': []}")))
            << "cases[0].roots: must list at least one value";
        QTest::newRow("unknown timing field")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'timing': {'reps': 3}}")))
            << "cases[0].timing.reps: unknown field; known fields: warmup, min_reps";
        // Misspelled fields are refused like every other bad field (issue 21), with the
        // nearest known name.
        QTest::newRow("root for roots")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'root': [1]}")))
            << "cases[0].root: unknown field (did you mean \"roots\"?); known fields: algorithm";
        QTest::newRow("bites for bytes")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'bites': 8}")))
            << "cases[0].bites: unknown field (did you mean \"bytes\"?)";
        QTest::newRow("misspelled timing field")
            << QString::fromStdString(plan(q("{'algorithm': 'flat', 'timing': {'warmups': 1}}")))
            << "cases[0].timing.warmups: unknown field (did you mean \"warmup\"?)";
        QTest::newRow("misspelled document field")
            << QString::fromStdString(plan(q("{'algorithm': 'flat'}"), q("'timeing': {}, ")))
            << "timeing: unknown field (did you mean \"timing\"?)";
        QTest::newRow("bad sync") << QString::fromStdString(plan(
                                         q("{'algorithm': 'flat', 'timing': {'sync': 'clock'}}")))
                                  << "cases[0].timing.sync: must be \"barrier\" or \"window\"";
        QTest::newRow("max below min")
            << QString::fromStdString(plan(q("{'algorithm': 'flat'}"),
                                           q("'timing': {'min_reps': 5, 'max_reps': 2}, ")))
            << "timing.max_reps: must be at least min_reps (5)";
        QTest::newRow("no twin") << QString::fromStdString(
                                        plan(q("{'algorithm': 'binomial', 'baseline': 'same'}")))
                                 << "cases[0].baseline: binomial has no Open MPI twin";
        QTest::newRow("baseline of a summation")
            << QString::fromStdString(plan(q("{'algorithm': 'optimal-sum', 'baseline': 0}")))
            << "cases[0].baseline: MPI has no collective";
        QTest::newRow("baseline on a baseline")
            << QString::fromStdString(plan(q("{'mpi': 'MPI_Bcast', 'baseline': 0}")))
            << "cases[0].baseline: only catalogue cases take a baseline";
        QTest::newRow("MPICH value in capitals")
            << QString::fromStdString(
                   plan(q("{'mpi': 'MPI_Bcast', 'mpich_algorithm': 'Binomial'}")))
            << "cases[0].mpich_algorithm: 'Binomial' is not a CVAR value";
        QTest::newRow("MPICH value empty")
            << QString::fromStdString(plan(q("{'mpi': 'MPI_Bcast', 'mpich_algorithm': ''}")))
            << "cases[0].mpich_algorithm: '' is not a CVAR value";
        QTest::newRow("MPICH value not a string")
            << QString::fromStdString(plan(q("{'mpi': 'MPI_Bcast', 'mpich_algorithm': 1}")))
            << "cases[0].mpich_algorithm:";
        QTest::newRow("both libraries forced")
            << QString::fromStdString(plan(
                   q("{'mpi': 'MPI_Bcast', 'ompi_algorithm': 6, 'mpich_algorithm': 'binomial'}")))
            << "cases[0].mpich_algorithm: a case forces Open MPI's algorithm";
        QTest::newRow("MPICH value on a catalogue case")
            << QString::fromStdString(
                   plan(q("{'algorithm': 'binomial', 'mpich_algorithm': 'binomial'}")))
            << "cases[0].mpich_algorithm: forces an MPI collective's algorithm";
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parsePlan(text.toStdString());
            QFAIL("no PlanError");
        } catch (const PlanError& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.startsWith(message), qPrintable(what));
        }
    }

    void missingFileIsNamed() {
        try {
            loadPlanFile("/nonexistent/x.plan.json");
            QFAIL("no PlanError");
        } catch (const PlanError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("/nonexistent/x.plan.json"), e.what());
        }
    }

    void numberLists() {
        QCOMPARE(parseNumberList("8", 0, 100), std::vector<std::uint64_t>{8});
        QCOMPARE(parseNumberList("0,8,16", 0, 100), (std::vector<std::uint64_t>{0, 8, 16}));
        QVERIFY_THROWS_EXCEPTION(SizeError, parseNumberList("8,,16", 0, 100));
        QVERIFY_THROWS_EXCEPTION(SizeError, parseNumberList("101", 0, 100));
    }
};

QTEST_APPLESS_MAIN(TestRunnerPlan)
#include "test_runner_plan.moc"
