// The runs workspace's pure pieces: command lines, validation, plans, sizes, progress events,
// results rows beside predictions, and their export.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "fields/number_format.h"
#include "open_results.h"
#include "protocol/progress.h"
#include "protocol/run_plan.h"
#include "runs/progress_tracker.h"
#include "runs/result_rows.h"
#include "runs/results_table_model.h"
#include "runs/run_comparison.h"
#include "runs/run_config.h"
#include "runs/run_dialog.h"
#include "runs/run_history.h"
#include "runs/run_plan.h"
#include "runs/run_predictions.h"
#include "runs/runs_workspace.h"

using namespace studio::runs;
using open_results::compareAndWait;
using open_results::openAndWait;

class RunPiecesTest : public QObject {
    Q_OBJECT

private slots:
    void commandLine_data();
    void commandLine();
    void shellQuoting();
    void splitExtraArguments();
    void validationSaysWhatToChange();
    void sizes_data();
    void sizes();
    void planForTheRunner();
    void planValidation();
    void progressFraction();
    void calibrationProgress();
    void calibrateFirstProgress();
    void rowsBesidePredictions();
    void predictionProfileShowsTheStreamGap();
    void tableModel();
    void exportCsvAndJson();
    void history();
    void dialogValidatesAndPreviews();
    void compareRunsMatchesCasesByName();
    void workspaceComparesSeveralRuns();
};

namespace {

RunConfig baseConfig() {
    RunConfig c;
    c.launcherPath = QStringLiteral("/opt/mpi/bin/mpirun");
    c.ranks = 4;
    c.runnerPath = QStringLiteral("/b/calltree-runner");
    c.planFile = QStringLiteral("/r/plan.json");
    c.resultsFile = QStringLiteral("/r/results.results.json");
    return c;
}

// Two catalogue cases and a schedule case at two sizes, as the runner writes them.
const char* kResults =
    "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": true,\n"
    " \"environment\": {\"ranks\": 2},\n"
    " \"cases\": [\n"
    "  {\"name\": \"binomial 8 B root 0\", \"kind\": \"catalogue\", \"algorithm\": \"binomial\",\n"
    "   \"problem\": \"broadcast\", \"procs\": 2, \"root\": 0, \"bytes\": 8, \"status\": \"ok\",\n"
    "   \"times\": [1e-6, 2e-6],\n"
    "   \"stats\": {\"count\": 2, \"min\": 1e-6, \"median\": 1.5e-6, \"mean\": 1.5e-6, \"max\": "
    "2e-6,\n"
    "             \"p90\": 2e-6, \"ci95_low\": 1e-6, \"ci95_high\": 2e-6, \"ci_coverage\": 0.5}},\n"
    "  {\"name\": \"linear 8 B root 0\", \"kind\": \"catalogue\", \"algorithm\": \"linear\",\n"
    "   \"problem\": \"broadcast\", \"procs\": 2, \"root\": 0, \"bytes\": 8, \"status\": \"ok\",\n"
    "   \"times\": [1e-6],\n"
    "   \"stats\": {\"count\": 1, \"min\": 1e-6, \"median\": 1e-6, \"mean\": 1e-6, \"max\": 1e-6,\n"
    "             \"p90\": 1e-6, \"ci95_low\": 1e-6, \"ci95_high\": 1e-6, \"ci_coverage\": 0}},\n"
    "  {\"name\": \"s.calltree.json 1024 B root 0\", \"kind\": \"schedule\", \"algorithm\": \"\",\n"
    "   \"problem\": \"broadcast\", \"procs\": 2, \"root\": 0, \"bytes\": 1024, \"status\": "
    "\"failed\",\n"
    "   \"times\": []}]}";

}  // namespace

void RunPiecesTest::commandLine_data() {
    QTest::addColumn<int>("launcher");
    QTest::addColumn<bool>("calibrate");
    QTest::addColumn<bool>("calibrateFirst");
    QTest::addColumn<QString>("expected");
    QTest::newRow("this machine") << int(Launcher::Local) << false << false
                                  << QStringLiteral(
                                         "/opt/mpi/bin/mpirun -np 4 --oversubscribe --mca btl "
                                         "self,vader /b/calltree-runner run --plan /r/plan.json "
                                         "--output /r/results.results.json --format json");
    QTest::newRow("hostfile") << int(Launcher::Hostfile) << false << false
                              << QStringLiteral(
                                     "/opt/mpi/bin/mpirun --hostfile /h/hosts -np 4 "
                                     "--oversubscribe --mca btl self,vader /b/calltree-runner run "
                                     "--plan /r/plan.json --output /r/results.results.json "
                                     "--format json");
    QTest::newRow("slurm") << int(Launcher::Slurm) << false << false
                           << QStringLiteral(
                                  "/opt/mpi/bin/mpirun --nodes 2 --ntasks 4 --mca btl self,vader "
                                  "/b/calltree-runner run --plan /r/plan.json --output "
                                  "/r/results.results.json --format json");
    QTest::newRow("calibrate first")
        << int(Launcher::Local) << false << true
        << QStringLiteral(
               "/opt/mpi/bin/mpirun -np 4 --oversubscribe --mca btl self,vader /b/calltree-runner "
               "run --plan /r/plan.json --output /r/results.results.json --calibrate /r/l.json "
               "--format json");
    QTest::newRow("calibrate") << int(Launcher::Local) << true << false
                               << QStringLiteral(
                                      "/opt/mpi/bin/mpirun -np 4 --oversubscribe --mca btl "
                                      "self,vader /b/calltree-runner calibrate --output /r/m.json "
                                      "--loggp-output /r/l.json --reps 5 --format json");
}

void RunPiecesTest::commandLine() {
    QFETCH(int, launcher);
    QFETCH(bool, calibrate);
    QFETCH(bool, calibrateFirst);
    QFETCH(QString, expected);
    RunConfig c = baseConfig();
    c.calibrateFirst = calibrateFirst;
    c.loggpFile = QStringLiteral("/r/l.json");
    c.launcher = Launcher(launcher);
    c.oversubscribe = c.launcher != Launcher::Slurm;
    c.hostfile = QStringLiteral("/h/hosts");
    c.nodes = 2;
    c.extraArgs = {QStringLiteral("--mca"), QStringLiteral("btl"), QStringLiteral("self,vader")};
    if (calibrate) {
        c.mode = RunMode::Calibrate;
        c.machineFile = QStringLiteral("/r/m.json");
        c.loggpFile = QStringLiteral("/r/l.json");
        c.calibrateReps = 5;
    }
    // The launcher does not exist here: the configured text is shown as it is.
    QCOMPARE(shellJoin(studio::runs::commandLine(c)), expected);
}

void RunPiecesTest::shellQuoting() {
    QCOMPARE(shellJoin({QStringLiteral("a b"), QStringLiteral("it's"), QString(),
                        QStringLiteral("x=1,2")}),
             QStringLiteral("'a b' 'it'\\''s' '' x=1,2"));
}

void RunPiecesTest::splitExtraArguments() {
    QStringList words;
    QVERIFY(splitArguments(QStringLiteral("  --mca btl 'self, vader' \"a b\"c "), &words));
    QCOMPARE(words, (QStringList{QStringLiteral("--mca"), QStringLiteral("btl"),
                                 QStringLiteral("self, vader"), QStringLiteral("a bc")}));
    QVERIFY(!splitArguments(QStringLiteral("--mca 'open"), &words));
}

void RunPiecesTest::validationSaysWhatToChange() {
    RunConfig c = baseConfig();
    c.launcherPath = QStringLiteral("/nonexistent/mpirun");
    c.runnerPath = QStringLiteral("/nonexistent/calltree-runner");
    c.ranks = 2;
    const QStringList problems = validate(c, 4);
    QCOMPARE(problems.size(), 3);
    QVERIFY2(problems[0].contains(QStringLiteral("/nonexistent/mpirun was not found")),
             qPrintable(problems[0]));
    QVERIFY(problems[1].contains(QStringLiteral("/nonexistent/calltree-runner does not exist")));
    QVERIFY2(problems[2].contains(QStringLiteral("set the ranks to 4")), qPrintable(problems[2]));

    // /bin/sh exists everywhere: a launcher that is found and a runner that is executable.
    c.launcherPath = QStringLiteral("/bin/sh");
    c.runnerPath = QStringLiteral("/bin/sh");
    c.ranks = 4;
    QVERIFY(validate(c, 4).isEmpty());
    c.launcher = Launcher::Slurm;
    c.nodes = 5;
    QVERIFY(validate(c, 4).join(QString()).contains(QStringLiteral("change the nodes")));

    // Calibrating first measures between ranks 0 and 1.
    c.launcher = Launcher::Local;
    c.ranks = 1;
    c.calibrateFirst = true;
    const QStringList one = validate(c, 0);
    QCOMPARE(one.size(), 1);
    QVERIFY2(one[0].contains(QStringLiteral("use at least 2 ranks, or clear")), qPrintable(one[0]));
    c.calibrateFirst = false;
    QVERIFY(validate(c, 0).isEmpty());
}

// The run dialog's size field reads core's one grammar (core/protocol/sizes.h, tested in full
// there); its messages keep core's detail behind the Studio's own (translated) words.
void RunPiecesTest::sizes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<quint64>>("expected");
    QTest::addColumn<QString>("error");
    QTest::newRow("list") << QStringLiteral("8, 1K, 64k, 1M")
                          << QList<quint64>{8, 1024, 65536, 1048576} << QString();
    QTest::newRow("bytes suffix") << QStringLiteral("1000003B") << QList<quint64>{1000003}
                                  << QString();
    QTest::newRow("KiB") << QStringLiteral("64KiB") << QList<quint64>{65536} << QString();
    QTest::newRow("blank item") << QStringLiteral("8, , 16") << QList<quint64>{8, 16} << QString();
    QTest::newRow("range") << QStringLiteral("8..64") << QList<quint64>{8, 16, 32, 64} << QString();
    QTest::newRow("range from 0") << QStringLiteral("0..4") << QList<quint64>{0, 1, 2, 4}
                                  << QString();
    QTest::newRow("word") << QStringLiteral("8, lots") << QList<quint64>{}
                          << QStringLiteral("Message sizes: 'lots' is not a message size");
    QTest::newRow("too big") << QStringLiteral("2G") << QList<quint64>{}
                             << QStringLiteral("Message sizes: '2G' is larger than");
    QTest::newRow("backwards") << QStringLiteral("1M..8") << QList<quint64>{}
                               << QStringLiteral("FROM <= TO");
    QTest::newRow("empty") << QStringLiteral(" ") << QList<quint64>{}
                           << QStringLiteral("Message sizes: no message size given");
}

void RunPiecesTest::sizes() {
    QFETCH(QString, text);
    QFETCH(QList<quint64>, expected);
    QFETCH(QString, error);
    QString message;
    const auto sizes = parseSizes(text, &message);
    if (error.isEmpty()) {
        QVERIFY2(sizes.has_value(), qPrintable(message));
        QCOMPARE(QList<quint64>(sizes->begin(), sizes->end()), expected);
    } else {
        QVERIFY(!sizes);
        QVERIFY2(message.contains(error), qPrintable(message));
    }
}

// The dialog's request becomes core's RunPlan: the schedule case, then each algorithm followed
// by the MPI baseline it asks for; written, the runner's own reader gives the same plan back.
void RunPiecesTest::planForTheRunner() {
    PlanSpec p;
    p.scheduleFile = QStringLiteral("schedule.calltree.json");
    p.scheduleProcs = 2;
    p.algorithms = {QStringLiteral("binomial"), QStringLiteral("flat")};
    p.sizes = {8, 1024};
    p.roots = {0, 1};
    p.timing.minReps = 5;
    p.timing.minSeconds = 0.01;
    p.baseline = QStringLiteral("6");
    const ct::protocol::RunPlan plan = toRunPlan(p);
    QCOMPARE(plan.timing.minReps, 5);
    QCOMPARE(plan.timing.minSeconds, 0.01);
    QCOMPARE(plan.cases.size(), std::size_t(5));
    const ct::protocol::PlanCase& s = plan.cases[0];
    QCOMPARE(s.kind, ct::protocol::CaseKind::Schedule);
    QCOMPARE(s.spec.scheduleFile, std::string("schedule.calltree.json"));
    QCOMPARE(s.procs, std::optional<int>(2));
    QCOMPARE(s.bytes, (std::vector<std::uint64_t>{8, 1024}));
    QCOMPARE(s.roots, (std::vector<ct::Rank>{0, 1}));
    QCOMPARE(plan.cases[1].spec.algorithm, std::string("binomial"));
    // A number is a forced Open MPI algorithm of the algorithm's problem.
    QCOMPARE(plan.cases[2].kind, ct::protocol::CaseKind::MpiBaseline);
    QCOMPARE(plan.cases[2].spec.algorithm, std::string("MPI_Bcast"));
    QCOMPARE(plan.cases[2].ompiAlgorithm, 6);
    QCOMPARE(plan.cases[2].bytes, s.bytes);
    QCOMPARE(plan.cases[3].spec.algorithm, std::string("flat"));
    QCOMPARE(plan.cases[4].ompiAlgorithm, 6);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("run.plan.json"));
    QString error;
    p.scheduleFile.clear();
    QVERIFY2(writePlan(file, p, &error), qPrintable(error));
    QCOMPARE(ct::protocol::loadPlanFile(file.toStdString()), toRunPlan(p));
    QVERIFY(!writePlan(dir.filePath(QStringLiteral("missing/run.plan.json")), p, &error));
    QVERIFY2(error.contains(QStringLiteral("Cannot write the run plan")), qPrintable(error));
}

void RunPiecesTest::planValidation() {
    PlanSpec p;
    QVERIFY(validatePlan(p, 2).join(QString()).contains(QStringLiteral("Nothing to run")));
    p.algorithms = {QStringLiteral("binomial")};
    p.roots = {0, 2};
    const QStringList problems = validatePlan(p, 2);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].contains(QStringLiteral("use roots from 0 to 1")),
             qPrintable(problems[0]));
    p.roots = {1};
    QVERIFY(validatePlan(p, 2).isEmpty());
    // binomial is no Open MPI algorithm: "the same in Open MPI" cannot be had, before the run.
    p.baseline = QStringLiteral("same");
    const QStringList baseline = validatePlan(p, 2);
    QCOMPARE(baseline.size(), 1);
    QVERIFY2(baseline[0].startsWith(QStringLiteral("MPI baseline: ")) &&
                 baseline[0].contains(QStringLiteral("has no Open MPI twin")),
             qPrintable(baseline[0]));
    p.baseline = QStringLiteral("default");
    QVERIFY(validatePlan(p, 2).isEmpty());

    QString error;
    // The runner's --roots grammar, with core's message: no second grammar in the Studio.
    QCOMPARE(parseRoots(QStringLiteral("0,3"), &error),
             (std::optional<std::vector<ct::Rank>>{{0, 3}}));
    QVERIFY(!parseRoots(QStringLiteral("0,one"), &error));
    QCOMPARE(error, QStringLiteral("Roots: needs whole numbers separated by commas, got '0,one'"));
    QVERIFY(!parseRoots(QString(), &error));
    QCOMPARE(error, QStringLiteral("Roots: needs whole numbers separated by commas, got ''"));
    QVERIFY(!parseRoots(QStringLiteral("0,4294967296"), &error));
    QCOMPARE(error, QStringLiteral("Roots: values must lie in 0..2147483647, got 4294967296"));
}

namespace {

// Feeds a tracker the line the runner prints for `event` (core writes and reads it).
void feed(ProgressTracker& t, const ct::protocol::ProgressEvent& event) {
    const auto parsed = ct::protocol::parseProgressLine(ct::protocol::toLine(event));
    QVERIFY(parsed);
    t.update(*parsed);
}

}  // namespace

void RunPiecesTest::progressFraction() {
    using namespace ct::protocol;
    ProgressTracker t(0.1);
    QCOMPARE(t.fraction(), 0.0);
    feed(t, CaseStartedEvent{0, 4, "binomial 8 B root 0", CaseKind::Catalogue, "binomial", 8, 0});
    QCOMPARE(t.cases(), 4);
    feed(t, RepetitionsEvent{0, 5, 10, 0.01});
    QCOMPARE(t.fraction(), 0.5 / 4);
    // Past min_reps the share is the time towards min_seconds.
    feed(t, RepetitionsEvent{0, 20, 10, 0.025});
    QCOMPARE(t.fraction(), 0.5 / 4);  // never backwards
    feed(t, RepetitionsEvent{0, 90, 10, 0.08});
    QCOMPARE(t.fraction(), 0.8 / 4);
    feed(t, CaseDoneEvent{0, "binomial 8 B root 0", CaseStatus::Ok, "", std::nullopt});
    QCOMPARE(t.fraction(), 1.0 / 4);
    QCOMPARE(t.finishedCases(), 1);
    FinishedEvent finished;
    finished.complete = true;
    finished.cases = 4;
    finished.ok = 4;
    feed(t, finished);
    QCOMPARE(t.fraction(), 1.0);
}

// A calibration: its LogGP steps are the first half of the bar, the BSP* partitions the second.
void RunPiecesTest::calibrationProgress() {
    using namespace ct::protocol;
    ProgressTracker t;
    CalibrateEvent loggp;
    loggp.phase = CalibrateEvent::Phase::LogGP;
    loggp.bytes = 1024;
    loggp.step = 3;
    loggp.steps = 10;
    feed(t, loggp);
    QCOMPARE(t.fraction(), 3.0 / 20);
    CalibrateEvent bsp;
    bsp.phase = CalibrateEvent::Phase::Bsp;
    bsp.procs = 2;
    feed(t, bsp);
    QCOMPARE(t.fraction(), 0.5);
    CalibrationFinishedEvent done;
    done.machineFile = "m.machine.json";
    feed(t, done);
    QCOMPARE(t.fraction(), 1.0);
}

// A plan run that calibrates first: its LogGP steps are the bar's first quarter, its cases the
// rest; the first case ends the calibration's share whatever step was announced last.
void RunPiecesTest::calibrateFirstProgress() {
    using namespace ct::protocol;
    ProgressTracker t(0.1, true);
    CalibrateEvent loggp;
    loggp.phase = CalibrateEvent::Phase::LogGP;
    loggp.step = 4;
    loggp.steps = 10;
    feed(t, loggp);
    QCOMPARE(t.fraction(), 0.25 * 0.4);
    CalibrateEvent combine;
    combine.phase = CalibrateEvent::Phase::Combine;
    feed(t, combine);
    QCOMPARE(t.fraction(), 0.25 * 0.4);  // not a step of its own
    feed(t, CaseStartedEvent{0, 2, "binomial 8 B root 0", CaseKind::Catalogue, "binomial", 8, 0});
    QCOMPARE(t.fraction(), 0.25);
    feed(t, CaseDoneEvent{0, "binomial 8 B root 0", CaseStatus::Ok, "", std::nullopt});
    QCOMPARE(t.fraction(), 0.25 + 0.75 * 0.5);
    FinishedEvent finished;
    finished.complete = true;
    finished.cases = 2;
    finished.ok = 2;
    feed(t, finished);
    QCOMPARE(t.fraction(), 1.0);
}

void RunPiecesTest::rowsBesidePredictions() {
    const auto results =
        std::make_shared<const ct::protocol::ResultsDocument>(ct::protocol::parseResults(kResults));
    PredictionSources sources;
    sources.scheduleSeconds = 2.5e-6;
    sources.scheduleProfile = QStringLiteral("psc2-sci");
    ct::LogGP us = ct::LogGP::logp(1, 0.5, 1);
    us.unit = "us";
    sources.loggpUs = us;
    sources.loggpProfile = QStringLiteral("LogGP test");
    const QList<ResultRow> rows = buildRows(results, sources);
    QCOMPARE(rows.size(), 3);
    // The rows share the document's cases, never copy them (their repetition times are the bulk
    // of a results file).
    QCOMPARE(rows[1].measured.get(), &results->cases[1]);
    // One message of 8 bytes under LogP(L=1, o=0.5, g=1) µs, G = 0: o + L + o = 2 µs.
    QVERIFY(rows[0].predicted);
    QCOMPARE(*rows[0].predicted, 2e-6);
    QCOMPARE(rows[0].profile, QStringLiteral("LogGP test"));
    QCOMPARE(*rows[0].ratio(), 0.75);
    QCOMPARE(*rows[2].predicted, 2.5e-6);
    QVERIFY(!rows[2].ratio());  // failed: nothing measured

    // One choice: two ok cases at 8 bytes (linear measured 1 µs, predicted 2 µs); the failed
    // case at the other size has no median and is no candidate.
    const ct::FidelityTable best = fidelityOf(rows);
    QCOMPARE(best.choices.size(), std::size_t(1));
    QCOMPARE(best.choices[0].bytes, 8u);
    QCOMPARE(best.choices[0].measuredBest, std::string("linear"));
    QCOMPARE(best.choices[0].measuredBestTime, 1e-6);
    // "linear" is no catalogue algorithm: measured only. The model's pick is binomial (1.5 µs
    // measured), 50 % slower than linear.
    QCOMPARE(best.points.size(), std::size_t(1));
    QCOMPARE(best.choices[0].predictedBest, std::string("binomial"));
    QCOMPARE(best.choices[0].predictedBestTime, 1.5e-6);
    QVERIFY(std::abs(best.choices[0].loss - 0.5) < 1e-12);
    QVERIFY(!best.choices[0].withinBest);

    const QList<ResultRow> bare = buildRows(results, {});
    QVERIFY(!bare[0].predicted);
    QCOMPARE(bare[0].note, QStringLiteral("no LogGP profile"));

    // A schedule that ran on data (MST) carries the runner's own prediction of the schedule that
    // ran (its BSP* cost under the profile it names): that is the row's prediction, not the open
    // schedule's (2.5 µs above). Measured 11.3 ms against 4.18 ms predicted.
    const auto mst =
        std::make_shared<const ct::protocol::ResultsDocument>(ct::protocol::parseResults(
            "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": true,"
            " \"environment\": {\"ranks\": 2}, \"cases\": [{\"name\": \"mst 1024/32768 seed 1\","
            " \"kind\": \"schedule\", \"algorithm\": \"MSTWithMerge\", \"problem\": \"mst\","
            " \"procs\": 2, \"root\": 0, \"bytes\": 0, \"status\": \"ok\","
            " \"input\": \"nodes=1024,edges=32768\", \"seed\": 1,"
            " \"predicted_seconds\": 4.18e-3, \"predicted_profile\": \"psc2-tcp\","
            " \"times\": [11.3e-3], \"stats\": {\"count\": 1, \"min\": 11.3e-3,"
            " \"median\": 11.3e-3, \"mean\": 11.3e-3, \"max\": 11.3e-3, \"p90\": 11.3e-3,"
            " \"ci95_low\": 11.3e-3, \"ci95_high\": 11.3e-3, \"ci_coverage\": 0}}]}"));
    const QList<ResultRow> data = buildRows(mst, sources);
    QCOMPARE(data.size(), 1);
    QVERIFY(data[0].predicted);
    QCOMPARE(*data[0].predicted, 4.18e-3);
    QCOMPARE(data[0].profile, QStringLiteral("psc2-tcp"));
    QVERIFY(std::abs(*data[0].ratio() - 11.3 / 4.18) < 1e-12);

    // MPI_Bcast with Open MPI's algorithm 6 forced is predicted by its twin, as `calltree
    // fidelity` predicts it: one message of 8 bytes, o + L + o = 2 µs; with no algorithm forced
    // the library chose, and the row says so.
    const auto mpi =
        std::make_shared<const ct::protocol::ResultsDocument>(ct::protocol::parseResults(
            "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": true,"
            " \"environment\": {\"ranks\": 2}, \"cases\": ["
            "{\"name\": \"MPI_Bcast (ompi 6) 8 B\", \"kind\": \"mpi-baseline\","
            " \"algorithm\": \"MPI_Bcast\", \"problem\": \"broadcast\", \"procs\": 2,"
            " \"root\": 0, \"bytes\": 8, \"ompi_algorithm\": 6, \"status\": \"ok\","
            " \"times\": [3e-6]},"
            "{\"name\": \"MPI_Bcast 8 B\", \"kind\": \"mpi-baseline\","
            " \"algorithm\": \"MPI_Bcast\", \"problem\": \"broadcast\", \"procs\": 2,"
            " \"root\": 0, \"bytes\": 8, \"status\": \"ok\", \"times\": [3e-6]}]}"));
    const QList<ResultRow> library = buildRows(mpi, sources);
    QCOMPARE(library.size(), 2);
    QVERIFY(library[0].predicted);
    QCOMPARE(*library[0].predicted, 2e-6);
    QCOMPARE(library[0].profile, QStringLiteral("LogGP test"));
    QCOMPARE(*library[0].ratio(), 1.5);
    QVERIFY(!library[1].predicted);
    QVERIFY2(library[1].note.contains(QStringLiteral("the library chose the algorithm")),
             qPrintable(library[1].note));
    QCOMPARE(fidelityOf(library).points.size(), std::size_t(1));
}

// The predictions' profile column names the small-message range's terms, and its stream gap g_s
// when the profile has one (a calibration measures it per range), each through the Studio's one
// number format.
void RunPiecesTest::predictionProfileShowsTheStreamGap() {
    ct::LogGP small = ct::LogGP::logp(2, 1.5, 3);
    small.G = 0.001;
    small.streamGap = 7;
    ct::LogGP large = ct::LogGP::logp(40, 20, 50);
    large.G = 0.0001;
    large.streamGap = 90;
    ct::LogGPProfile profile;
    profile.ranges = {{0, small, {}, {}, 8}, {65536, large, {}, {}, 65536}};
    profile.setShared("us", 0);
    const auto n = [](double v) { return studio::fields::formatCount(v, 3); };
    QCOMPARE(
        RunPredictions::sourcesFor(nullptr, profile, QStringLiteral("calibration")).loggpProfile,
        QStringLiteral("calibration: L %1, o %2, g %3 µs, g_s %4 µs, G %5 µs/B (for small "
                       "messages; 2 size ranges)")
            .arg(n(2), n(1.5), n(3), n(7), n(0.001)));
    // Only the large range streams slower than g: still a profile with a stream gap, and the
    // small messages' g_s is 0.
    profile.ranges[0].terms.streamGap = 0;
    QVERIFY(RunPredictions::sourcesFor(nullptr, profile, QStringLiteral("c"))
                .loggpProfile.contains(QStringLiteral("g_s %1 µs").arg(n(0))));
    // Without any stream gap the label is plain LogGP's.
    profile.ranges[1].terms.streamGap = 0;
    QCOMPARE(RunPredictions::sourcesFor(nullptr, profile, QStringLiteral("c")).loggpProfile,
             QStringLiteral("c: L %1, o %2, g %3 µs, G %4 µs/B (for small messages; 2 size "
                            "ranges)")
                 .arg(n(2), n(1.5), n(3), n(0.001)));
}

void RunPiecesTest::tableModel() {
    ResultsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PredictionSources sources;
    sources.scheduleSeconds = 2.5e-6;
    model.setRows(buildRows(
        std::make_shared<const ct::protocol::ResultsDocument>(ct::protocol::parseResults(kResults)),
        sources));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(ResultsTableModel::NUM_COLUMNS));
    QCOMPARE(model.index(0, ResultsTableModel::MedianColumn).data().toString(),
             QStringLiteral("1.50 µs"));
    QCOMPARE(model.index(0, ResultsTableModel::MedianColumn)
                 .data(ResultsTableModel::SecondsRole)
                 .toDouble(),
             1.5e-6);
    QCOMPARE(model.index(2, ResultsTableModel::PredictedColumn).data().toString(),
             QStringLiteral("2.50 µs"));
    QCOMPARE(model.index(2, ResultsTableModel::StatusColumn).data().toString(),
             QStringLiteral("failed"));
    QCOMPARE(ResultsTableModel::formatSeconds(0.0123), QStringLiteral("12.3 ms"));
    QCOMPARE(ResultsTableModel::formatSeconds(5.41e-7), QStringLiteral("541 ns"));
}

void RunPiecesTest::exportCsvAndJson() {
    PredictionSources sources;
    sources.scheduleSeconds = 2.5e-6;
    const QList<ResultRow> rows = buildRows(
        std::make_shared<const ct::protocol::ResultsDocument>(ct::protocol::parseResults(kResults)),
        sources);
    const QStringList lines = rowsToCsv(rows).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].startsWith(QStringLiteral("case,kind,algorithm,procs,root,bytes,status")));
    QCOMPARE(lines[1],
             QStringLiteral("binomial 8 B root "
                            "0,catalogue,binomial,2,0,8,ok,2,1.5e-06,1e-06,2e-06,1e-06,2e-06,,,"));
    const QJsonObject doc = rowsToJson(rows, true).object();
    QCOMPARE(doc.value(QStringLiteral("cases")).toArray().size(), 3);
    QCOMPARE(doc.value(QStringLiteral("cases"))
                 .toArray()[2]
                 .toObject()
                 .value(QStringLiteral("predicted"))
                 .toDouble(),
             2.5e-6);

    QTemporaryDir dir;
    QString error;
    QVERIFY(writeTextFile(dir.filePath(QStringLiteral("a.csv")), "x\n", &error));
    QVERIFY(!writeTextFile(dir.filePath(QStringLiteral("missing/a.csv")), "x\n", &error));
    QVERIFY(error.contains(QStringLiteral("Cannot write")));
}

void RunPiecesTest::history() {
    QTemporaryDir dir;
    const QString schedule = dir.filePath(QStringLiteral("b.calltree.json"));
    const QString root = historyRoot(schedule);
    QCOMPARE(root, dir.filePath(QStringLiteral("runs")));
    const QDateTime when(QDate(2026, 11, 21), QTime(15, 4, 5));
    RunRecord r = plannedRun(root, when, QStringLiteral("binomial+linear"), false);
    QCOMPARE(r.title, QStringLiteral("20261121-150405-binomial-linear"));
    QString error;
    QVERIFY(createRunFolder(r, &error));
    QVERIFY(writeTextFile(r.commandFile(), "mpirun\n", &error));
    // A second run in the same second gets its own folder.
    const RunRecord second = plannedRun(root, when, QStringLiteral("binomial+linear"), false);
    QCOMPARE(second.title, QStringLiteral("20261121-150405-binomial-linear-2"));
    QVERIFY(createRunFolder(second, &error));
    QVERIFY(writeTextFile(second.commandFile(), "mpirun\n", &error));
    const QList<RunRecord> runs = listRuns(root);
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].title, second.title);  // newest first
}

void RunPiecesTest::dialogValidatesAndPreviews() {
    RunDialog dialog(QStringLiteral("b2.calltree.json"), 2);
    RunConfig paths;
    paths.launcherPath = QStringLiteral("/nonexistent/mpirun");
    paths.runnerPath = QStringLiteral("/bin/sh");
    paths.planFile = QStringLiteral("/r/plan.json");
    paths.resultsFile = QStringLiteral("/r/results.results.json");
    paths.loggpFile = QStringLiteral("/r/l.json");
    paths.loggpBesideFile = QStringLiteral("/r/b.json");
    dialog.setPaths(paths);
    dialog.setConfig(paths);
    QVERIFY(dialog.scheduleChoice()->isChecked());
    QCOMPARE(dialog.ranksBox()->value(), 2);
    QVERIFY(dialog.problems().join(QString()).contains(
        QStringLiteral("/nonexistent/mpirun was not found")));
    paths.launcherPath = QStringLiteral("/bin/sh");
    dialog.setConfig(paths);
    QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join(QLatin1Char('\n'))));
    QVERIFY(dialog.previewText().startsWith(QStringLiteral("/bin/sh -np 2 --oversubscribe")));
    QVERIFY(dialog.previewText().endsWith(QStringLiteral(
        "/bin/sh run --plan /r/plan.json --output /r/results.results.json --format json")));
    // Recording a timeline: one flag, shown in the preview, kept in the configuration.
    QVERIFY(!dialog.recordTimelineBox()->isChecked());
    dialog.recordTimelineBox()->setChecked(true);
    QVERIFY(dialog.previewText().endsWith(
        QStringLiteral("--output /r/results.results.json --record-timeline --format json")));
    QVERIFY(dialog.config(paths).recordTimeline);
    RunDialog again(QStringLiteral("b2.calltree.json"), 2);
    again.setConfig(dialog.config(paths));
    QVERIFY(again.recordTimelineBox()->isChecked());
    dialog.recordTimelineBox()->setChecked(false);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("--record-timeline")));
    // OSU's figure is asked for in the plan ("timing": {"osu": true}), not on the command line.
    QVERIFY(!dialog.osuFigureBox()->isChecked());
    QVERIFY(!dialog.plan().timing.osu);
    dialog.osuFigureBox()->setChecked(true);
    QVERIFY(dialog.plan().timing.osu);
    dialog.osuFigureBox()->setChecked(false);
    // Calibrating first: the run's own profile, written into the run's folder.
    QVERIFY(!dialog.calibrateFirstBox()->isChecked());
    dialog.calibrateFirstBox()->setChecked(true);
    QVERIFY(dialog.previewText().endsWith(
        QStringLiteral("--output /r/results.results.json --calibrate /r/l.json --format json")));
    QVERIFY(dialog.config(paths).calibrateFirst);
    // In rounds it is measured again beside each size's cases (one round: back to back).
    QCOMPARE(dialog.roundsBox()->value(), 1);
    QCOMPARE(dialog.plan().timing.rounds, 1);
    dialog.roundsBox()->setValue(3);
    QCOMPARE(dialog.plan().timing.rounds, 3);
    QVERIFY2(dialog.previewText().endsWith(QStringLiteral(
                 "--calibrate /r/l.json --calibrate-beside /r/b.json --format json")),
             qPrintable(dialog.previewText()));
    dialog.calibrateFirstBox()->setChecked(false);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("--calibrate-beside")));
    QCOMPARE(dialog.plan().timing.rounds, 3);  // rounds alone interleave, without calibrating
    dialog.roundsBox()->setValue(1);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("--calibrate")));
    dialog.ranksBox()->setValue(1);
    QVERIFY(dialog.problems().join(QString()).contains(QStringLiteral("set the ranks to 2")));
    dialog.ranksBox()->setValue(2);
    dialog.sizesEdit()->setText(QStringLiteral("8, abc"));
    QVERIFY(
        dialog.problems().join(QString()).contains(QStringLiteral("'abc' is not a message size")));
    dialog.sizesEdit()->setText(QStringLiteral("8..32"));
    QCOMPARE(dialog.plan().sizes, (std::vector<std::uint64_t>{8, 16, 32}));
    QCOMPARE(dialog.plan().scheduleProcs, 2);
    // Algorithms chosen but none ticked: nothing to run.
    dialog.algorithmsChoice()->setChecked(true);
    QVERIFY(dialog.problems().join(QString()).contains(QStringLiteral("Nothing to run")));
    dialog.calibrateChoice()->setChecked(true);
    QVERIFY(dialog.calibrate());
    QVERIFY(dialog.previewText().contains(QStringLiteral(" calibrate --output ")));
    // A calibration records nothing, whatever the box said.
    dialog.recordTimelineBox()->setChecked(true);
    QVERIFY(!dialog.recordTimelineBox()->isEnabled());
    QVERIFY(!dialog.osuFigureBox()->isEnabled());
    QVERIFY(!dialog.calibrateFirstBox()->isEnabled());
    QVERIFY(!dialog.previewText().contains(QStringLiteral("--record-timeline")));
    dialog.calibrateFirstBox()->setChecked(true);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("--calibrate")));
    QVERIFY(!dialog.config(paths).calibrateFirst);
}

namespace {

ct::protocol::CaseResult measuredCase(const char* name, double median, std::uint64_t count = 3) {
    ct::protocol::CaseResult c;
    c.name = name;
    if (count > 0) {
        c.stats = ct::protocol::Statistics{};
        c.stats->count = count;
        c.stats->median = median;
    }
    return c;
}

}  // namespace

void RunPiecesTest::compareRunsMatchesCasesByName() {
    ct::protocol::ResultsDocument a, b, c;
    a.cases = {measuredCase("x", 2.0), measuredCase("y", 1.0), measuredCase("z", 5, 0)};
    b.cases = {measuredCase("x", 1.0), measuredCase("w", 3.0)};
    c.cases = {measuredCase("y", 0.5), measuredCase("x", 4.0)};
    const RunComparison cmp = compareRuns(
        {{QStringLiteral("a"), &a}, {QStringLiteral("b"), &b}, {QStringLiteral("c"), &c}});
    QCOMPARE(cmp.titles,
             (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    // z has no repetitions anywhere: left out. Order: the first run's cases, then the others'.
    QCOMPARE(int(cmp.rows.size()), 3);
    const ComparisonRow& x = cmp.rows[0];
    QCOMPARE(x.caseName, QStringLiteral("x"));
    QCOMPARE(*x.medians[1], 1.0);
    QCOMPARE(*x.ratios[1], 0.5);
    QCOMPARE(*x.ratios[2], 2.0);
    QCOMPARE(x.fastest, 1);
    const ComparisonRow& y = cmp.rows[1];
    QVERIFY(!y.medians[1] && !y.ratios[1]);
    QCOMPARE(*y.ratios[2], 0.5);
    QCOMPARE(y.fastest, 2);
    const ComparisonRow& w = cmp.rows[2];
    QCOMPARE(w.caseName, QStringLiteral("w"));
    QVERIFY(!w.medians[0] && !w.ratios[1]);  // no reference median, no ratio
    QCOMPARE(w.fastest, 1);
}

void RunPiecesTest::workspaceComparesSeveralRuns() {
    QTemporaryDir dir;
    QString error;
    QStringList files;
    // The same run three times, binomial's median 1.5, 3 and 0.75 µs.
    for (const char* median : {"1.5e-6", "3e-6", "0.75e-6"}) {
        QString text = QString::fromUtf8(kResults);
        text.replace(QStringLiteral("\"median\": 1.5e-6"),
                     QStringLiteral("\"median\": ") + QLatin1String(median));
        files << dir.filePath(QStringLiteral("r%1.results.json").arg(files.size()));
        QVERIFY(writeTextFile(files.last(), text.toUtf8(), &error));
    }
    RunsWorkspace workspace(nullptr);
    QVERIFY(!workspace.compareWith(files.mid(1)));  // nothing shown yet
    QVERIFY(openAndWait(workspace, files[0]));
    QVERIFY(compareAndWait(workspace, files.mid(1)));
    QTableWidget* table = workspace.bestTable();
    QCOMPARE(table->columnCount(), 5);  // case, three runs, fastest
    QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("r1.results.json"));
    QCOMPARE(table->rowCount(), 2);  // the failed schedule case has no median
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("binomial 8 B root 0"));
    QVERIFY2(table->item(0, 2)->text().endsWith(QStringLiteral("(×2.00)")),
             qPrintable(table->item(0, 2)->text()));
    QVERIFY(table->item(0, 3)->text().endsWith(QStringLiteral("(×0.50)")));
    QVERIFY(table->item(0, 3)->font().bold());
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("r2.results.json"));
    QVERIFY(table->item(1, 2)->text().endsWith(QStringLiteral("(×1.00)")));
    // A broken file among them: nothing compared, the status names it.
    QVERIFY(writeTextFile(dir.filePath(QStringLiteral("bad.results.json")), "{", &error));
    QVERIFY(
        !compareAndWait(workspace, {files[1], dir.filePath(QStringLiteral("bad.results.json"))}));
    QVERIFY(workspace.statusLabel()->text().contains(QStringLiteral("bad.results.json")));
}

QTEST_MAIN(RunPiecesTest)
#include "tst_run_pieces.moc"
