// A sweep's runs (core/tuning/sweep_plan.h): the command lines for Open MPI's mpirun and for
// srun, the refusals, which results files count as complete (resume); and the verification of
// a rules file from times (core/tuning/rules_verification.h) on hand-made measurements.
#include <QTemporaryDir>
#include <QtTest>

#include "protocol/results.h"
#include "tuning/ompi_collectives.h"
#include "tuning/rules_verification.h"
#include "tuning/sweep_plan.h"

using namespace ct::tuning;

namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const auto& w : words)
        s += (s.empty() ? "" : " ") + w;
    return s;
}

Measurement measured(int algorithm, std::uint64_t bytes, double medianUs, double lowUs,
                     double highUs) {
    Measurement m;
    m.collective = ompi::kBcast;
    m.commSize = 4;
    m.bytes = bytes;
    m.messageBytes = bytes;
    m.algorithm = algorithm;
    m.stats.count = 20;
    m.stats.median = medianUs * 1e-6;
    m.stats.ci95Low = lowUs * 1e-6;
    m.stats.ci95High = highUs * 1e-6;
    return m;
}

// bcast on 4 ranks: algorithm 6 from 0 B, the default from 65536 B.
DecisionTable bcastRules() {
    DecisionTable t;
    t.collectives.push_back(
        {ompi::kBcast, {{4, {{0, 6, 0, 0, {}, 0}, {65536, 0, 0, 0, {}, 0}}, 0}}, 0});
    return t;
}

}  // namespace

class TestTuningSweep : public QObject {
    Q_OBJECT
private slots:
    void mpirunCommands() {
        SweepRequest r;
        r.collectives = {ompi::kBcast, ompi::kAllreduce};
        r.commSizes = {2, 8};
        r.sizes = {8, 65536};
        r.algorithms = {{ompi::kBcast, {1, 6}}, {ompi::kAllreduce, {3}}};
        r.outDir = "out";
        LaunchOptions l;
        l.runner = "build/runner/calltree-runner";
        l.coresHere = 4;
        l.timing = {"--min-reps", "20"};
        const auto runs = planSweep(r, l);
        // Per ranks: bcast 0, 1, 6, then allreduce 0, 3.
        QCOMPARE(runs.size(), std::size_t(10));
        QCOMPARE(runs[0].file, std::string("out/bcast-np2-alg0.results.json"));
        QCOMPARE(runs[0].log, std::string("out/bcast-np2-alg0.log"));
        QCOMPARE(
            joined(runs[0].argv),
            std::string("mpirun --mca pml ob1 --mca btl self,vader -np 2 "
                        "build/runner/calltree-runner run --mpi MPI_Bcast --ompi-algorithm 0 "
                        "--bytes 8,64K --min-reps 20 --output out/bcast-np2-alg0.results.json"));
        QCOMPARE(
            joined(runs[2].argv),
            std::string("mpirun --mca pml ob1 --mca btl self,vader -np 2 --mca "
                        "coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm 6 "
                        "build/runner/calltree-runner run --mpi MPI_Bcast --ompi-algorithm 6 "
                        "--bytes 8,64K --min-reps 20 --output out/bcast-np2-alg6.results.json"));
        QCOMPARE(runs[4].file, std::string("out/allreduce-np2-alg3.results.json"));
        // 8 ranks on 4 cores: oversubscribed.
        QVERIFY(joined(runs[5].argv).find("-np 8 --oversubscribe ") != std::string::npos);
        QVERIFY(runs[5].environment.empty());
    }

    void srunAndHostfile() {
        LaunchOptions srun;
        srun.launcher = splitLauncher("srun --mpi=pmix");
        srun.runner = "calltree-runner";
        const SweepRun s = launchCommand(ompi::kReduce, 16, 5, {1024}, "r.json", srun);
        QCOMPARE(joined(s.argv), std::string("srun --mpi=pmix -n 16 calltree-runner run --mpi "
                                             "MPI_Reduce --ompi-algorithm 5 --bytes 1K --output "
                                             "r.json"));
        QCOMPARE(s.environment.size(), std::size_t(2));
        QCOMPARE(s.environment[1].first, std::string("OMPI_MCA_coll_tuned_reduce_algorithm"));
        QCOMPARE(s.environment[1].second, std::string("5"));
        QCOMPARE(s.commandText(),
                 std::string("OMPI_MCA_coll_tuned_use_dynamic_rules=1 "
                             "OMPI_MCA_coll_tuned_reduce_algorithm=5 srun --mpi=pmix -n 16 "
                             "calltree-runner run --mpi MPI_Reduce --ompi-algorithm 5 --bytes 1K "
                             "--output r.json"));
        LaunchOptions hosts;
        hosts.launcher = splitLauncher("/usr/bin/mpiexec");
        hosts.hostfile = "nodes";
        hosts.coresHere = 1;
        const SweepRun h = launchCommand(ompi::kBcast, 4, -1, {8}, "v.json", hosts,
                                         {{"coll_tuned_dynamic_rules_filename", "my rules"}});
        // A hostfile spreads the ranks: no oversubscription; a rules run forces nothing.
        QCOMPARE(joined(h.argv),
                 std::string("/usr/bin/mpiexec --hostfile nodes -np 4 --mca "
                             "coll_tuned_dynamic_rules_filename my rules calltree-runner run "
                             "--mpi MPI_Bcast --bytes 8 --output v.json"));
        QVERIFY(h.commandText().find("'my rules'") != std::string::npos);
    }

    void refusals() {
        LaunchOptions l;
        SweepRequest r;
        r.collectives = {ompi::kAllreduce};
        r.commSizes = {2};
        r.sizes = {8, 12};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planSweep(r, l));
        try {
            planSweep(r, l);
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("allreduce reduces doubles: size 12 is no multiple of 8"));
        }
        r.sizes = {8};
        r.collectives = {ompi::kBarrier};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planSweep(r, l));
        r.collectives = {ompi::kBcast};
        r.commSizes = {};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planSweep(r, l));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, splitLauncher("   "));
    }

    // Resuming: a complete file with every size is skipped; an interrupted one (complete
    // false), one missing a size, a missing or broken file are run again.
    void completeRuns() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("bcast-np2-alg0.results.json").toStdString();
        QVERIFY(!runIsComplete(path, {8}));
        ct::protocol::ResultsDocument doc;
        doc.environment.ranks = 2;
        ct::protocol::CaseResult c;
        c.name = "MPI_Bcast 8 B";
        c.kind = ct::protocol::CaseKind::MpiBaseline;
        c.spec.algorithm = "MPI_Bcast";
        c.spec.procs = 2;
        c.bytes = 8;
        c.spec.bytes = 8;
        c.times = {1e-6};
        c.stats = ct::protocol::Statistics{1, 1e-6, 1e-6, 1e-6, 1e-6, 1e-6, 1e-6, 1e-6, 0};
        doc.cases = {c};
        ct::protocol::writeResults(path, doc);
        QVERIFY(!runIsComplete(path, {8}));
        doc.complete = true;
        ct::protocol::writeResults(path, doc);
        QVERIFY(runIsComplete(path, {8}));
        QVERIFY(!runIsComplete(path, {8, 64}));
        QFile broken(QString::fromStdString(path));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("{\"format\": \"calltree-results\", ");
        broken.close();
        QVERIFY(!runIsComplete(path, {8}));
    }

    // Per point: 8 B the file picks 6; under the file 5.1 µs like 6's 5 µs, not the default's
    // 10: in effect. 64 B: 10.2 µs like the default's 10, not 6's 5: NOT in effect. 1024 B: 6
    // and the default both 10 µs: undecided. 65536 B: the file keeps the default.
    void verificationFromTimes() {
        MeasuredDecision sweep;
        for (std::uint64_t b : {8, 64, 1024, 65536}) {
            PointDecision p;
            p.collective = ompi::kBcast;
            p.commSize = 4;
            p.bytes = b;
            p.messageBytes = b;
            p.defaultRun = measured(0, b, 10, 9.5, 10.5);
            sweep.points.push_back(p);
            sweep.measurements.push_back(*p.defaultRun);
            sweep.measurements.push_back(
                measured(6, b, b == 1024 ? 10 : 5, b == 1024 ? 9.6 : 4.8, b == 1024 ? 10.4 : 5.2));
        }
        const std::vector<Measurement> under = {
            measured(0, 8, 5.1, 4.9, 5.3), measured(0, 64, 10.2, 9.7, 10.6),
            measured(0, 1024, 10, 9.5, 10.5), measured(0, 65536, 10, 9.5, 10.5)};
        const auto v = verifyRules(sweep, bcastRules(), under);
        QCOMPARE(v.points.size(), std::size_t(4));
        QCOMPARE(v.points[0].effect, RuleEffect::InEffect);
        QCOMPARE(v.points[0].filePick, 6);
        QCOMPARE(v.points[0].againstDefault(), 0.51);
        QCOMPARE(v.points[0].againstBest(), 5.1 / 5.0);
        QCOMPARE(v.points[1].effect, RuleEffect::NotInEffect);
        QCOMPARE(v.points[2].effect, RuleEffect::Undecided);
        QCOMPARE(v.points[3].effect, RuleEffect::KeepsDefault);
        QCOMPARE(v.inEffect, 1);
        QCOMPARE(v.notInEffect, 1);
        QCOMPARE(v.undecided, 1);
        QVERIFY(v.tookEffect());
        // Every point where the file picks 6 at the default's time: not in effect.
        const std::vector<Measurement> ignored = {
            measured(0, 8, 10, 9.6, 10.4), measured(0, 64, 10.1, 9.5, 10.6),
            measured(0, 1024, 10, 9.5, 10.5), measured(0, 65536, 10, 9.5, 10.5)};
        const auto w = verifyRules(sweep, bcastRules(), ignored);
        QCOMPARE(w.notInEffect, 2);
        QCOMPARE(w.inEffect, 0);
        QVERIFY(!w.tookEffect());
        // Nothing measured under the file: not measured, and no verdict against it.
        const auto n = verifyRules(sweep, bcastRules(), {});
        QCOMPARE(n.points[0].effect, RuleEffect::NotMeasured);
        QVERIFY(n.tookEffect());
    }
};

QTEST_APPLESS_MAIN(TestTuningSweep)
#include "test_tuning_sweep.moc"
