// A sweep's runs (core/tuning/sweep_plan.h): the command lines for Open MPI's mpirun and for
// srun, one launch per algorithm and interleaved (one per communicator size, its run plan), the
// refusals, which results files count as complete and what an interrupted interleaved launch
// still has to measure (resume), a results file holding several algorithms decided; and the
// verification of a rules file from times (core/tuning/rules_verification.h); what a failed
// launch's log says went wrong (core/tuning/launch_log.h).
#include <QTemporaryDir>
#include <QtTest>

#include "protocol/results.h"
#include "protocol/run_plan.h"
#include "tuning/launch_log.h"
#include "tuning/measured_decision.h"
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

// An MPI baseline case of `collective` with `algorithm` forced at `bytes`, median `us` µs.
ct::protocol::CaseResult baselineCase(
    int collective, int algorithm, std::uint64_t bytes, double us = 1,
    ct::protocol::CaseStatus status = ct::protocol::CaseStatus::Ok) {
    ct::protocol::CaseResult c;
    c.kind = ct::protocol::CaseKind::MpiBaseline;
    c.spec.algorithm = baselineOfCollective(collective);
    c.name = c.spec.algorithm + " (ompi " + std::to_string(algorithm) + ") " +
             std::to_string(bytes) + " B root 0";
    c.spec.procs = 2;
    c.bytes = bytes;
    c.spec.bytes = bytes;
    c.ompiAlgorithm = algorithm;
    c.status = status;
    const double t = us * 1e-6;
    c.times = {t};
    c.stats = ct::protocol::Statistics{20, t, t, t, t, t, 0.99 * t, 1.01 * t, 0};
    return c;
}

ct::protocol::ResultsDocument twoRanks(std::vector<ct::protocol::CaseResult> cases, bool complete) {
    ct::protocol::ResultsDocument doc;
    doc.environment.ranks = 2;
    doc.environment.ompiForced = "coll_tuned_use_dynamic_rules=1";
    doc.cases = std::move(cases);
    doc.complete = complete;
    return doc;
}

}  // namespace

class TestTuningSweep : public QObject {
    Q_OBJECT
private slots:
    // Logs as mpirun 4.1 and the runner write them (their texts, shortened where long).
    void problemInLog_data() {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("problem");
        const QString dashes(74, u'-');
        QTest::newRow("run as root")
            << dashes +
                   "\nmpirun has detected an attempt to run as root.\n\nRunning as root is "
                   "*strongly* discouraged as any mistake\n" +
                   dashes + "\n"
            << "mpirun has detected an attempt to run as root.";
        QTest::newRow("the runner's error among mpirun's notes")
            << "tune progress\ncalltree-runner: error: cannot open '/x.plan.json'\n" + dashes +
                   "\nPrimary job  terminated normally, but 1 process returned\na non-zero exit "
                   "code. Per user-direction, the job has been aborted.\n" +
                   dashes + "\n"
            << "calltree-runner: error: cannot open '/x.plan.json'";
        QTest::newRow("the runner's error after mpirun's notes")
            << dashes +
                   "\nmpirun noticed that process rank 1 with PID 0 on node x exited on "
                   "signal 9 (Killed).\n" +
                   dashes + "\ncalltree-runner: rank 1: out of memory\n"
            << "calltree-runner: rank 1: out of memory";
        QTest::newRow("a rank killed")
            << dashes +
                   "\nmpirun noticed that process rank 1 with PID 0 on node x exited on "
                   "signal 9 (Killed).\n" +
                   dashes + "\n"
            << "mpirun noticed that process rank 1 with PID 0 on node x exited on signal 9 "
               "(Killed).";
        QTest::newRow("a paragraph joined")
            << dashes +
                   "\nThere are not enough slots available in the system to satisfy the 4\n"
                   "slots that were requested by the application:\n\n  calltree-runner\n"
            << "There are not enough slots available in the system to satisfy the 4 slots that "
               "were requested by the application:";
        QTest::newRow("only that a rank exited")
            << dashes +
                   "\nPrimary job  terminated normally, but 1 process returned\na non-zero "
                   "exit code. Per user-direction, the job has been aborted.\n" +
                   dashes + "\n"
            << "";
        QTest::newRow("nothing said") << "this runner measures nothing\n"
                                      << "";
        QTest::newRow("after many progress lines")
            << QStringLiteral("[1/450] MPI_Bcast 8 B: ok\n").repeated(6000) +
                   "calltree-runner: error: rank 1: out of memory\n"
            << "calltree-runner: error: rank 1: out of memory";
        QTest::newRow("capped") << "error: " + QString(400, u'x') + "\n"
                                << "error: " + QString(290, u'x') + "...";
    }
    void problemInLog() {
        QFETCH(QString, log);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(log.toUtf8());
        f.close();
        QCOMPARE(QString::fromStdString(ct::tuning::problemInLog(path.toStdString())), problem);
        QCOMPARE(ct::tuning::problemInLog(dir.filePath(QStringLiteral("none.log")).toStdString()),
                 std::string());
    }

    void mpirunCommands() {
        SweepRequest r;
        r.collectives = {ompi::kBcast, ompi::kAllreduce};
        r.commSizes = {2, 8};
        r.sizes = {8, 65536};
        r.algorithms = {{ompi::kBcast, {1, 6}}, {ompi::kAllreduce, {3}}};
        r.outDir = "out";
        r.launches = SweepLaunches::PerAlgorithm;
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

    // The default: per communicator size one launch of every (collective, algorithm) as a
    // case of its run plan, interleaved in rounds; dynamic rules on, nothing forced by mpirun.
    void interleavedLaunches() {
        SweepRequest r;
        r.collectives = {ompi::kBcast, ompi::kAllreduce};
        r.commSizes = {2, 8};
        r.sizes = {8, 65536};
        r.algorithms = {{ompi::kBcast, {1, 6, 1}}, {ompi::kAllreduce, {3}}};
        r.outDir = "out";
        QCOMPARE(r.rounds, 200);  // fine enough for the machine's level changes
        LaunchOptions l;
        l.runner = "calltree-runner";
        l.coresHere = 4;
        l.timing = {"--min-reps", "20"};
        const auto runs = planSweep(r, l);
        QCOMPARE(runs.size(), std::size_t(2));
        const SweepRun& two = runs[0];
        QVERIFY(two.interleaved());
        QCOMPARE(two.commSize, 2);
        QCOMPARE(two.rounds, 200);
        QCOMPARE(two.file, std::string("out/sweep-np2.results.json"));
        QCOMPARE(two.planFile, std::string("out/sweep-np2.plan.json"));
        QCOMPARE(two.log, std::string("out/sweep-np2.log"));
        QCOMPARE(two.name(), std::string("sweep-np2"));
        QCOMPARE(joined(two.argv),
                 std::string("mpirun --mca pml ob1 --mca btl self,vader -np 2 --mca "
                             "coll_tuned_use_dynamic_rules 1 calltree-runner run --plan "
                             "out/sweep-np2.plan.json --min-reps 20 --output "
                             "out/sweep-np2.results.json"));
        // bcast 0, 1, 6 (1 once), allreduce 0, 3, each at every size: 10 measurements.
        const std::vector<SweepCase> expected = {{ompi::kBcast, 0, {8, 65536}},
                                                 {ompi::kBcast, 1, {8, 65536}},
                                                 {ompi::kBcast, 6, {8, 65536}},
                                                 {ompi::kAllreduce, 0, {8, 65536}},
                                                 {ompi::kAllreduce, 3, {8, 65536}}};
        QVERIFY(two.cases == expected);
        QCOMPARE(two.measurements(), 10);
        QCOMPARE(two.sizes, (std::vector<std::uint64_t>{8, 65536}));
        QVERIFY(joined(runs[1].argv)
                    .find("-np 8 --oversubscribe --mca "
                          "coll_tuned_use_dynamic_rules 1 ") != std::string::npos);
        // The plan the runner reads: one mpi case per (collective, algorithm), the rounds.
        const ct::protocol::RunPlan plan = ct::protocol::parsePlan(sweepPlanJson(two));
        QCOMPARE(plan.timing.rounds, 200);
        QCOMPARE(plan.cases.size(), std::size_t(5));
        QCOMPARE(plan.cases[2].kind, ct::protocol::CaseKind::MpiBaseline);
        QCOMPARE(plan.cases[2].spec.algorithm, std::string("MPI_Bcast"));
        QCOMPARE(plan.cases[2].ompiAlgorithm, 6);
        QCOMPARE(plan.cases[2].bytes, (std::vector<std::uint64_t>{8, 65536}));
        QCOMPARE(plan.cases[4].spec.algorithm, std::string("MPI_Allreduce"));
        QCOMPARE(plan.cases[4].ompiAlgorithm, 3);
        // 2 sizes × 5 cases, each size's cases together (the runner interleaves per size).
        QCOMPARE(ct::protocol::instances(plan).size(), std::size_t(10));
        // srun: the dynamic rules as Open MPI's environment variable.
        LaunchOptions srun = l;
        srun.launcher = splitLauncher("srun");
        const SweepRun s = interleavedLaunch(4, {{ompi::kReduce, 5, {1024}}}, "d/x", 1, srun);
        QCOMPARE(s.commandText(),
                 std::string("OMPI_MCA_coll_tuned_use_dynamic_rules=1 srun -n 4 calltree-runner "
                             "run --plan d/x.plan.json --min-reps 20 --output d/x.results.json"));
        QCOMPARE(s.rounds, 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, interleavedLaunch(4, {}, "d/x", 1, srun));
        r.rounds = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planSweep(r, l));
    }

    // An interrupted interleaved launch keeps its finished sizes: the next launch measures only
    // what is missing, into a continuation file, and a (collective, size) of which some
    // algorithms are missing is measured again whole.
    void resumesMissingSizes() {
        QTemporaryDir dir;
        SweepRequest r;
        r.collectives = {ompi::kBcast, ompi::kAllreduce};
        r.commSizes = {2};
        r.sizes = {8, 1024, 65536};
        r.algorithms = {{ompi::kBcast, {1, 6}}, {ompi::kAllreduce, {3}}};
        r.outDir = dir.path().toStdString();
        const SweepRun run = planSweep(r, LaunchOptions{}).front();
        const std::string d = r.outDir + "/";
        // Nothing yet: the run as planned.
        QVERIFY(runFiles(run).empty());
        QVERIFY(remainingRun(run) == run);
        QVERIFY(!runIsComplete(run));
        // Interrupted during 1024 B: 8 B finished; at 1024 B the case under way was recorded
        // as failed (the job was terminated), bcast 0 and 1 were ok, 6 missing; allreduce at
        // 1024 B both ok.
        using ct::protocol::CaseStatus;
        ct::protocol::writeResults(
            run.file,
            twoRanks({baselineCase(ompi::kBcast, 0, 8), baselineCase(ompi::kBcast, 1, 8),
                      baselineCase(ompi::kBcast, 6, 8), baselineCase(ompi::kAllreduce, 0, 8),
                      baselineCase(ompi::kAllreduce, 3, 8), baselineCase(ompi::kBcast, 0, 1024),
                      baselineCase(ompi::kBcast, 1, 1024), baselineCase(ompi::kAllreduce, 0, 1024),
                      baselineCase(ompi::kAllreduce, 3, 1024),
                      baselineCase(ompi::kBcast, 6, 1024, 1, CaseStatus::Failed)},
                     false));
        QCOMPARE(runFiles(run), (std::vector<std::string>{run.file}));
        const SweepRun left = remainingRun(run);
        QCOMPARE(left.file, d + "sweep-np2-resume1.results.json");
        QCOMPARE(left.planFile, d + "sweep-np2-resume1.plan.json");
        QCOMPARE(left.log, d + "sweep-np2-resume1.log");
        QVERIFY(joined(left.argv).find("--plan " + left.planFile) != std::string::npos);
        QVERIFY(joined(left.argv).find("--output " + left.file) != std::string::npos);
        QVERIFY(joined(left.argv).find(run.file) == std::string::npos);
        const std::vector<SweepCase> expected = {{ompi::kBcast, 0, {1024, 65536}},
                                                 {ompi::kBcast, 1, {1024, 65536}},
                                                 {ompi::kBcast, 6, {1024, 65536}},
                                                 {ompi::kAllreduce, 0, {65536}},
                                                 {ompi::kAllreduce, 3, {65536}}};
        QVERIFY(left.cases == expected);
        QCOMPARE(left.measurements(), 8);
        QCOMPARE(left.sizes, (std::vector<std::uint64_t>{1024, 65536}));
        QVERIFY(!runIsComplete(run));
        // The continuation finished 1024 B and was interrupted before 65536 B.
        ct::protocol::writeResults(left.file, twoRanks({baselineCase(ompi::kBcast, 0, 1024),
                                                        baselineCase(ompi::kBcast, 1, 1024),
                                                        baselineCase(ompi::kBcast, 6, 1024)},
                                                       false));
        const SweepRun next = remainingRun(run);
        QCOMPARE(next.file, d + "sweep-np2-resume2.results.json");
        QCOMPARE(next.sizes, (std::vector<std::uint64_t>{65536}));
        QCOMPARE(next.measurements(), 5);
        // The last one ends complete, with a case that failed verification: measured.
        ct::protocol::writeResults(
            next.file,
            twoRanks({baselineCase(ompi::kBcast, 0, 65536), baselineCase(ompi::kBcast, 1, 65536),
                      baselineCase(ompi::kBcast, 6, 65536, 1, CaseStatus::Failed),
                      baselineCase(ompi::kAllreduce, 0, 65536),
                      baselineCase(ompi::kAllreduce, 3, 65536)},
                     true));
        QCOMPARE(runFiles(run).size(), std::size_t(3));
        QVERIFY(runIsComplete(run));
        QVERIFY(remainingRun(run).cases.empty());
        // Results of another communicator size do not count for this one.
        SweepRequest four = r;
        four.commSizes = {4};
        const SweepRun other = planSweep(four, LaunchOptions{}).front();
        QVERIFY(!runIsComplete(other));
    }

    // One results file of an interleaved launch holds every algorithm: each case is read with
    // its own forced algorithm (not the file's ompi_forced, which forces none) and decided.
    void decidesMultiAlgorithmFile() {
        std::vector<NamedResults> docs = {
            {"sweep-np2.results.json",
             twoRanks(
                 {baselineCase(ompi::kBcast, 0, 8, 10), baselineCase(ompi::kBcast, 1, 8, 5),
                  baselineCase(ompi::kBcast, 2, 8, 7), baselineCase(ompi::kBcast, 0, 1024, 10),
                  baselineCase(ompi::kBcast, 1, 1024, 12), baselineCase(ompi::kBcast, 2, 1024, 11),
                  baselineCase(ompi::kReduce, 0, 8, 3), baselineCase(ompi::kReduce, 5, 8, 2)},
                 true)}};
        const MeasuredDecision d = decideFromResults(docs);
        QCOMPARE(d.measurements.size(), std::size_t(8));
        QCOMPARE(d.points.size(), std::size_t(3));
        // bcast 8 B: 1 (5 µs) against the default's 10; 1024 B: the default is fastest.
        QCOMPARE(d.points[0].collective, int(ompi::kBcast));
        QCOMPARE(d.points[0].candidates, 2);
        QCOMPARE(d.points[0].chosen, 1);
        QCOMPARE(d.points[0].reason, PickReason::Faster);
        QCOMPARE(d.points[1].chosen, 0);
        QCOMPARE(d.points[1].reason, PickReason::DefaultFastest);
        // The chain (2) ran with Open MPI's default fan-out; nothing forced a segment size.
        for (const auto& m : d.measurements) {
            QCOMPARE(m.segmentBytes, 0);
            QCOMPARE(m.faninout, m.algorithm == 2 ? 4 : 0);
        }
        QCOMPARE(d.points[2].collective, int(ompi::kReduce));
        QCOMPARE(d.points[2].chosen, 5);
        QVERIFY(d.notes.empty());

        // A point left unfinished (0 and 1, not 6) and measured again whole in a continuation:
        // all of its algorithms come from the continuation, whatever the order of reading.
        const NamedResults partial{
            "sweep-np2.results.json",
            twoRanks({baselineCase(ompi::kBcast, 0, 8, 10), baselineCase(ompi::kBcast, 1, 8, 3)},
                     false)};
        const NamedResults whole{
            "sweep-np2-resume1.results.json",
            twoRanks({baselineCase(ompi::kBcast, 0, 8, 12), baselineCase(ompi::kBcast, 1, 8, 9),
                      baselineCase(ompi::kBcast, 6, 8, 6)},
                     true)};
        for (const auto& order : {std::vector<NamedResults>{partial, whole},
                                  std::vector<NamedResults>{whole, partial}}) {
            const MeasuredDecision r = decideFromResults(order);
            QCOMPARE(r.measurements.size(), std::size_t(3));
            for (const auto& m : r.measurements)
                QCOMPARE(m.file, whole.name);
            QCOMPARE(r.points.front().best->algorithm, 6);
            QCOMPARE(r.notes.size(), std::size_t(2));
        }
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
        // Open MPI reads a file whole or not at all: points that disagree decide nothing.
        QCOMPARE(v.verdict(), FileVerdict::Contradictory);
        QVERIFY(!v.tookEffect());
        // Without the NOT-in-effect point (64 B under the file at 6's time): in effect.
        std::vector<Measurement> applied = under;
        applied[1] = measured(0, 64, 5.2, 5.0, 5.4);
        const auto a = verifyRules(sweep, bcastRules(), applied);
        QCOMPARE(a.verdict(), FileVerdict::InEffect);
        QVERIFY(a.tookEffect());
        // Every point where the file picks 6 at the default's time: not in effect.
        const std::vector<Measurement> ignored = {
            measured(0, 8, 10, 9.6, 10.4), measured(0, 64, 10.1, 9.5, 10.6),
            measured(0, 1024, 10, 9.5, 10.5), measured(0, 65536, 10, 9.5, 10.5)};
        const auto w = verifyRules(sweep, bcastRules(), ignored);
        QCOMPARE(w.notInEffect, 2);
        QCOMPARE(w.inEffect, 0);
        QCOMPARE(w.verdict(), FileVerdict::NotInEffect);
        QVERIFY(!w.tookEffect());
        // Nothing measured under the file: not measured, and no verdict against it.
        const auto n = verifyRules(sweep, bcastRules(), {});
        QCOMPARE(n.points[0].effect, RuleEffect::NotMeasured);
        QCOMPARE(n.verdict(), FileVerdict::CannotTell);
        QVERIFY(n.tookEffect());
    }

    // With the pick forced in the launch under the file (Open MPI's verificationLaunch), the
    // file's time is held against that: the whole launch ran 40 % slower than the sweep, which
    // against the sweep's times alone would read as "like neither" or as the default's.
    void verificationAgainstTheSameLaunch_data() {
        QTest::addColumn<std::uint64_t>("bytes");
        QTest::addColumn<double>("underUs");
        QTest::addColumn<double>("pickHereUs");
        QTest::addColumn<int>("effect");
        QTest::addColumn<double>("spread");  // the file's interval: median × (1 ± spread)
        // The sweep: default 10 µs [9.5, 10.5]; 6 takes 5 µs [4.8, 5.2] (1024 B: 10 µs too).
        QTest::newRow("in effect, launch slower")
            << std::uint64_t(8) << 7.1 << 7.0 << int(RuleEffect::InEffect) << 0.03;
        QTest::newRow("not in effect")
            << std::uint64_t(8) << 14.0 << 7.0 << int(RuleEffect::NotInEffect) << 0.03;
        QTest::newRow("faster than the pick: neither")
            << std::uint64_t(8) << 3.0 << 7.0 << int(RuleEffect::Undecided) << 0.03;
        // On the log scale 10 / 7 is 0.51 of the sweep's distance (10 / 5): between the thirds;
        // 9 / 7 is 0.36 of it, 11.5 / 7 0.72, 25 / 7 1.84.
        QTest::newRow("half way: undecided")
            << std::uint64_t(8) << 10.0 << 7.0 << int(RuleEffect::Undecided) << 0.03;
        QTest::newRow("just past a third")
            << std::uint64_t(8) << 9.0 << 7.0 << int(RuleEffect::Undecided) << 0.03;
        QTest::newRow("past two thirds")
            << std::uint64_t(8) << 11.5 << 7.0 << int(RuleEffect::NotInEffect) << 0.03;
        QTest::newRow("the default's way, within the pick's interval")
            << std::uint64_t(8) << 14.0 << 7.0 << int(RuleEffect::Undecided) << 0.5;
        QTest::newRow("beyond the default's side")
            << std::uint64_t(8) << 25.0 << 7.0 << int(RuleEffect::NotInEffect) << 0.03;
        QTest::newRow("pick and default alike in the sweep")
            << std::uint64_t(1024) << 14.0 << 7.0 << int(RuleEffect::Undecided) << 0.03;
        // 2048 B: 6 takes 8.8 µs in the sweep, 14 % from the default: less than two launches
        // drift apart, no yardstick (the file's time at the pick's is no evidence).
        QTest::newRow("pick and default 14 % apart in the sweep")
            << std::uint64_t(2048) << 7.0 << 7.0 << int(RuleEffect::Undecided) << 0.03;
    }

    void verificationAgainstTheSameLaunch() {
        QFETCH(std::uint64_t, bytes);
        QFETCH(double, underUs);
        QFETCH(double, pickHereUs);
        QFETCH(int, effect);
        QFETCH(double, spread);
        MeasuredDecision sweep;
        PointDecision p;
        p.collective = ompi::kBcast;
        p.commSize = 4;
        p.bytes = bytes;
        p.messageBytes = bytes;
        p.defaultRun = measured(0, bytes, 10, 9.5, 10.5);
        sweep.points.push_back(p);
        sweep.measurements.push_back(*p.defaultRun);
        sweep.measurements.push_back(bytes == 1024   ? measured(6, bytes, 10, 9.6, 10.4)
                                     : bytes == 2048 ? measured(6, bytes, 8.8, 8.6, 9.0)
                                                     : measured(6, bytes, 5, 4.8, 5.2));
        const std::vector<Measurement> launch = {
            measured(0, bytes, underUs, underUs * (1 - spread), underUs * (1 + spread)),
            measured(6, bytes, pickHereUs, pickHereUs * 0.97, pickHereUs * 1.03)};
        const auto v = verifyRules(sweep, bcastRules(), launch);
        QCOMPARE(v.points.size(), std::size_t(1));
        QVERIFY(v.points[0].pickedHere.has_value());
        QCOMPARE(v.points[0].pickedHere->stats.median, pickHereUs * 1e-6);
        QCOMPARE(v.points[0].underRules->stats.median, underUs * 1e-6);
        QCOMPARE(int(v.points[0].effect), effect);
    }

    // tune verify's launch: the file's own choice at every swept size of that communicator size,
    // and each algorithm the file picks forced where it picks it, under the rules file.
    void verificationLaunchCases() {
        MeasuredDecision sweep;
        for (std::uint64_t b : {8, 1024, 65536, 1048576}) {
            PointDecision p;
            p.collective = ompi::kBcast;
            p.commSize = 4;
            p.bytes = b;
            p.messageBytes = b;
            sweep.points.push_back(p);
        }
        const FilePick pick = [](int, int, std::uint64_t m) {
            return m >= 1048576 ? 8 : m >= 1024 ? 6 : 0;
        };
        LaunchOptions launch;
        launch.runner = "calltree-runner";
        const SweepRun r =
            verificationLaunch(sweep, pick, 4, "/v/rules-np4", 3, launch, "/abs/tuned.rules");
        QCOMPARE(r.cases.size(), std::size_t(3));
        QCOMPARE(r.cases[0], (SweepCase{ompi::kBcast, 0, {8, 1024, 65536, 1048576}}));
        QCOMPARE(r.cases[1], (SweepCase{ompi::kBcast, 6, {1024, 65536}}));
        QCOMPARE(r.cases[2], (SweepCase{ompi::kBcast, 8, {1048576}}));
        QCOMPARE(r.rounds, 3);
        QCOMPARE(r.file, std::string("/v/rules-np4.results.json"));
        const std::string command = r.commandText();
        QVERIFY2(
            command.find("--mca coll_tuned_use_dynamic_rules 1 --mca "
                         "coll_tuned_dynamic_rules_filename /abs/tuned.rules") != std::string::npos,
            command.c_str());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 verificationLaunch(sweep, pick, 2, "/v/x", 3, launch, "/f"));
    }
};

QTEST_APPLESS_MAIN(TestTuningSweep)
#include "test_tuning_sweep.moc"
