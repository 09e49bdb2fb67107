// Runs from the GUI layer with the real calltree-runner under mpirun (label mpi): a whole run of
// a small schedule with progress, results table and chart data; cancel mid-run leaving no rank;
// and each failure path with its message.
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "editor/schedule_document.h"
#include "editor/schedule_drawing.h"
#include "editor/schedule_editor.h"
#include "fields/number_format.h"
#include "node_times_fixture.h"
#include "runs/measured_timeline_view.h"
#include "runs/prediction_job.h"
#include "runs/results_panel.h"
#include "runs/results_table_model.h"
#include "runs/run_controller.h"
#include "runs/run_dialog.h"
#include "runs/run_history.h"
#include "runs/run_predictions.h"
#include "runs/runs_workspace.h"
#include "visual/measured_timeline.h"
#include "visual/measured_view.h"

using namespace studio::runs;

class RunControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void realRunOfASchedule();
    void recordedTimeline();
    void mstScheduleShowsTimesPerNode();
    void cancelLeavesNoRank();
    void cancelShowsWhatHappened();
    void cancelKillsALauncherThatIgnoresTerm();
    void missingLauncher();
    void runnerRefusesThePlan();
    void timeout();
    void rankDies();
    void resultsNotWritten();
    void calibrateAndUseTheMeasurements();
    void runFromTheDialogRunsItsPreview();
    void calibrateFirstPredictsWithItsOwnProfile_data();
    void calibrateFirstPredictsWithItsOwnProfile();

private:
    RunConfig config() const;
    PlanSpec quickPlan() const;
    // Waits for the run to end and returns "finished", "failed: …" or "canceled".
    QString waitForEnd(int seconds);
    bool isRunner(qint64 pid) const;

    QTemporaryDir m_dir;
    QString m_schedule;
    studio::editor::ScheduleEditor* m_editor = nullptr;
    RunsWorkspace* m_workspace = nullptr;
    QString m_failure;
};

void RunControllerTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // The Run dialog remembers its choices: in this test's own settings.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("settings")));
    // A copy: runs are kept beside the schedule, never in the source tree.
    m_schedule = m_dir.filePath(QStringLiteral("b2.calltree.json"));
    QVERIFY(
        QFile::copy(QStringLiteral(CALLTREE_TEST_PLANS "/broadcast-2.calltree.json"), m_schedule));
}

void RunControllerTest::init() {
    m_editor = new studio::editor::ScheduleEditor;
    m_editor->setMessageHook([](QMessageBox::Icon, const QString&, const QString& text) {
        qWarning("editor message: %s", qPrintable(text));
    });
    QVERIFY(m_editor->openFile(m_schedule));
    m_workspace = new RunsWorkspace(m_editor);
    m_workspace->setRunnerPath(QStringLiteral(CALLTREE_RUNNER_PATH));
    m_workspace->controller()->setKillGrace(3000);
    m_failure.clear();
    connect(m_workspace->controller(), &RunController::failed, this,
            [this](const QString& message) { m_failure = message; });
}

void RunControllerTest::cleanup() {
    // Each test reads back the newest run: none is left for the next (two runs in one second
    // would order by their titles).
    QVERIFY(m_workspace->historyRoot().startsWith(m_dir.path()));
    QDir(m_workspace->historyRoot()).removeRecursively();
    delete m_workspace;
    delete m_editor;
}

RunConfig RunControllerTest::config() const {
    RunConfig c;
    c.launcherPath = QStringLiteral(CALLTREE_MPIEXEC);
    c.ranks = 2;
    c.oversubscribe = true;
    c.extraArgs = {QStringLiteral("--mca"), QStringLiteral("pml"), QStringLiteral("ob1"),
                   QStringLiteral("--mca"), QStringLiteral("btl"), QStringLiteral("self,vader")};
    c.runnerPath = QStringLiteral(CALLTREE_RUNNER_PATH);
    return c;
}

PlanSpec RunControllerTest::quickPlan() const {
    PlanSpec p;
    p.algorithms = {QStringLiteral("binomial")};
    p.sizes = {8};
    p.timing.warmup = 1;
    p.timing.minReps = 5;
    p.timing.minSeconds = 0.02;
    p.timing.timeoutSeconds = 60;
    return p;
}

QString RunControllerTest::waitForEnd(int seconds) {
    QSignalSpy finished(m_workspace->controller(), &RunController::finished);
    QSignalSpy failed(m_workspace->controller(), &RunController::failed);
    QSignalSpy canceled(m_workspace->controller(), &RunController::canceled);
    QElapsedTimer clock;
    clock.start();
    while (finished.isEmpty() && failed.isEmpty() && canceled.isEmpty() &&
           clock.elapsed() < seconds * 1000)
        QTest::qWait(50);
    // The rows' LogGP predictions arrive after the run, from off the GUI thread.
    while (m_workspace->resultsPanel()->predictionJob()->isRunning() &&
           clock.elapsed() < seconds * 1000)
        QTest::qWait(20);
    if (!finished.isEmpty()) return QStringLiteral("finished");
    if (!failed.isEmpty()) return QStringLiteral("failed: ") + failed.first().first().toString();
    if (!canceled.isEmpty()) return QStringLiteral("canceled");
    return QStringLiteral("still running");
}

bool RunControllerTest::isRunner(qint64 pid) const {
    return QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget() ==
           QFileInfo(QStringLiteral(CALLTREE_RUNNER_PATH)).canonicalFilePath();
}

void RunControllerTest::realRunOfASchedule() {
    QSignalSpy progress(m_workspace->controller(), &RunController::progress);
    QSignalSpy cases(m_workspace->controller(), &RunController::caseFinished);
    PlanSpec plan = quickPlan();
    plan.scheduleFile = QStringLiteral("schedule.calltree.json");
    plan.scheduleProcs = 2;
    plan.sizes = {8, 4096};
    // The log is on disk while the run goes, so a Studio killed mid-run leaves it in the history.
    qint64 logBytesAtFirstCase = -1;
    connect(m_workspace->controller(), &RunController::caseFinished, this, [&] {
        if (logBytesAtFirstCase < 0)
            logBytesAtFirstCase =
                QFileInfo(listRuns(m_workspace->historyRoot()).first().logFile()).size();
    });
    // Nothing to export or compare before a run is shown.
    for (QPushButton* b : m_workspace->shownRunButtons())
        QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
    QVERIFY(m_workspace->startRun(config(), plan));
    const QString end = waitForEnd(180);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    QVERIFY2(logBytesAtFirstCase > 0, qPrintable(QString::number(logBytesAtFirstCase)));

    // Progress rose step by step to the end: 0, one step per finished case, 1.
    QVERIFY(progress.size() >= 4);
    QList<int> values;
    for (const auto& args : progress)
        if (values.isEmpty() || values.last() != args[0].toInt()) values << args[0].toInt();
    QVERIFY(std::is_sorted(values.begin(), values.end()));
    QVERIFY2(values.size() >= 4, qPrintable(QString::number(values.size())));
    QCOMPARE(progress.last()[0].toInt(), progress.last()[1].toInt());
    QCOMPARE(m_workspace->progressBar()->value(), m_workspace->progressBar()->maximum());
    QCOMPARE(cases.size(), 4);

    // Table: the schedule and binomial at two sizes, measured beside predicted.
    ResultsTableModel* model = m_workspace->resultsModel();
    QCOMPARE(model->rowCount(), 4);
    const double scheduleSeconds = *m_workspace->predictionSources().scheduleSeconds;
    QVERIFY(scheduleSeconds > 0);
    for (const ResultRow& row : model->rows()) {
        QCOMPARE(row.measured->status, ct::protocol::CaseStatus::Ok);
        QVERIFY(row.measured->stats && row.measured->stats->count >= 5);
        QVERIFY(row.measured->stats->median > 0);
        QVERIFY(row.predicted && *row.predicted > 0);
        QVERIFY(!row.profile.isEmpty());
        // The schedule is predicted at each measured size with its own choices.
        if (row.measured->kind == ct::protocol::CaseKind::Schedule)
            QCOMPARE(*row.predicted,
                     *m_workspace->predictionSources().scheduleSecondsAt(row.measured->bytes));
    }
    const auto at = m_workspace->predictionSources().scheduleSecondsAt;
    QVERIFY(*at(4096) > *at(8));  // a larger message costs more under the same choices
    QCOMPARE(m_workspace->bestTable()->rowCount(), 2);
    // Columns: ranks, bytes, best measured, …
    QCOMPARE(m_workspace->bestTable()->item(0, 0)->text(), QStringLiteral("2"));
    QCOMPARE(m_workspace->bestTable()->item(0, 1)->text(), QStringLiteral("8"));
    QVERIFY(!m_workspace->bestTable()->item(0, 2)->text().isEmpty());
    // Chart data: binomial at both sizes, measured against its LogGP prediction.
    QCOMPARE(int(m_workspace->chart()->report().points.size()), 2);
    for (const auto& p : m_workspace->chart()->report().points) {
        QVERIFY(p.measured > 0);
        QVERIFY(p.predicted > 0);
    }
    QVERIFY(m_workspace->statusLabel()->text().contains(QStringLiteral("Finished")));
    // Kept in the history beside the schedule, with everything needed to reopen it.
    QCOMPARE(m_workspace->historyList()->count(), 1);
    const RunRecord r = listRuns(m_workspace->historyRoot()).first();
    for (const QString& f :
         {r.planFile(), r.resultsFile(), r.scheduleFile(), r.commandFile(), r.logFile()})
        QVERIFY2(QFileInfo::exists(f), qPrintable(f));
    for (QPushButton* b : m_workspace->shownRunButtons())
        QVERIFY2(b->isEnabled(), qPrintable(b->text()));
    // The schedule is costed with PSC2-SCI's profile (Bonorden 2002), not this machine's.
    const QString note = m_workspace->machineNote()->text();
    QVERIFY2(!m_workspace->machineNote()->isHidden(), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("costed with its BSP* profile \"psc2-sci\"")),
             qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("Use these measurements")), qPrintable(note));
    QVERIFY(m_workspace->exportCsv(m_dir.filePath(QStringLiteral("run.csv"))));
    QFile csv(m_dir.filePath(QStringLiteral("run.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), 5);
}

void RunControllerTest::recordedTimeline() {
    PlanSpec plan = quickPlan();
    plan.scheduleFile = QStringLiteral("schedule.calltree.json");
    plan.scheduleProcs = 2;
    plan.sizes = {8, 4096};
    RunConfig c = config();
    c.recordTimeline = true;
    QVERIFY(m_workspace->startRun(c, plan));
    const QString end = waitForEnd(180);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    QVERIFY(m_workspace->logView()
                ->toPlainText()
                .section(QLatin1Char('\n'), 0, 0)
                .contains(QStringLiteral("--record-timeline")));

    // Every row of the table is a program case, and each has its recorded timeline.
    const QList<ResultRow>& rows = m_workspace->resultsModel()->rows();
    QCOMPARE(rows.size(), 4);
    MeasuredTimelineView* view = m_workspace->measuredTimeline();
    QStringList names;
    for (const ResultRow& row : rows)
        names << QString::fromStdString(row.measured->name);
    QCOMPARE(view->recordedCases(), names);
    QVERIFY(m_workspace->showTimelineButton()->isEnabled());
    for (const ResultRow& row : rows) {
        const QString name = QString::fromStdString(row.measured->name);
        QVERIFY2(m_workspace->showMeasuredTimeline(name), qPrintable(view->summaryLabel()->text()));
        const studio::MeasuredOverlay* o = view->overlay();
        QVERIFY(o);
        QCOMPARE(o->caseName, row.measured->name);
        QCOMPARE(o->lanes.ranks(), 4);  // two ranks, predicted and measured
        QVERIFY(o->measuredTotal() > 0);
        QVERIFY(o->predictedTotal() > 0);
        QCOMPARE(o->measured.messages.size(), std::size_t(o->program.messageCount()));
        QVERIFY(!o->truncated);
        // A binomial tree does not depend on the model, so the overlay predicts what the table
        // does (seconds there, µs here).
        if (row.measured->kind == ct::protocol::CaseKind::Catalogue) {
            QVERIFY(row.predicted);
            QVERIFY2(qAbs(o->predictedTotal() * 1e-6 - *row.predicted) <= 1e-9 * *row.predicted,
                     qPrintable(QStringLiteral("%1 vs %2")
                                    .arg(o->predictedTotal() * 1e-6)
                                    .arg(*row.predicted)));
        }
    }
}

void RunControllerTest::cancelLeavesNoRank() {
    QSignalSpy canceled(m_workspace->controller(), &RunController::canceled);
    QSignalSpy failed(m_workspace->controller(), &RunController::failed);
    PlanSpec plan = quickPlan();
    plan.sizes = {8, 16};
    // Long enough to be stopped in the middle: a minimum time and more repetitions than it
    // allows (max_reps would end a microsecond case after 0.1 s).
    plan.timing.minSeconds = 60;
    plan.timing.minReps = plan.timing.maxReps = 100000000;  // the runner's limit
    QVERIFY(m_workspace->startRun(config(), plan));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_workspace->logView()->toPlainText().contains(QStringLiteral("[1/2]")), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(m_workspace->controller()->knownRanks().size() >= 2, 10000);
    QList<qint64> ranks;
    for (qint64 pid : m_workspace->controller()->knownRanks())
        if (isRunner(pid)) ranks << pid;
    QCOMPARE(ranks.size(), 2);
    m_workspace->controller()->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(canceled.size(), 1, 20000);
    QCOMPARE(failed.size(), 0);
    for (qint64 pid : ranks)
        QTRY_VERIFY2_WITH_TIMEOUT(!isRunner(pid), qPrintable(QString::number(pid)), 5000);
    QVERIFY(m_workspace->statusLabel()->text().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!m_workspace->controller()->isRunning());
    QVERIFY(!m_workspace->controller()->killedAfterGrace());  // SIGTERM was enough
}

void RunControllerTest::cancelShowsWhatHappened() {
    // Two cases of one timing policy: 2000 repetitions take milliseconds at 8 B and many
    // seconds at 32 MiB, so the second is cancelled in its middle, the first kept.
    QSignalSpy canceled(m_workspace->controller(), &RunController::canceled);
    QSignalSpy cases(m_workspace->controller(), &RunController::caseFinished);
    PlanSpec plan = quickPlan();
    plan.sizes = {8, 32u << 20};
    plan.timing.minSeconds = 0;
    plan.timing.minReps = plan.timing.maxReps = 2000;
    QVERIFY(m_workspace->startRun(config(), plan));
    QTRY_COMPARE_WITH_TIMEOUT(cases.size(), 1, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_workspace->logView()->toPlainText().contains(QStringLiteral("[2/2]")), 60000);
    m_workspace->controller()->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(canceled.size(), 1, 20000);
    QCOMPARE(cases.size(), 1);  // the interrupted case is no finished case
    // No 100 %: the bar stays where the cancel stopped it.
    QVERIFY2(m_workspace->progressBar()->value() < m_workspace->progressBar()->maximum(),
             qPrintable(QString::number(m_workspace->progressBar()->value())));
    QCOMPARE(m_workspace->timeLabel()->text(), QStringLiteral("cancelled"));
    // The finished case is kept and shown; no failed row for the interrupted one.
    QCOMPARE(m_workspace->resultsModel()->rowCount(), 1);
    QCOMPARE(m_workspace->resultsModel()->rows()[0].measured->status, ct::protocol::CaseStatus::Ok);
    QCOMPARE(m_workspace->statusLabel()->text(),
             QStringLiteral("Cancelled. 1 completed case(s) kept."));
    // The history says "cancelled", with an icon.
    QListWidget* history = m_workspace->historyList();
    QVERIFY(history->count() >= 1);
    QVERIFY2(history->item(0)->text().endsWith(QStringLiteral(" — cancelled, 1 case(s) kept")),
             qPrintable(history->item(0)->text()));
    QVERIFY(!history->item(0)->icon().isNull());
}

void RunControllerTest::cancelKillsALauncherThatIgnoresTerm() {
    // A launcher that shrugs off SIGTERM (as a wedged mpirun or srun might): it starts the real
    // mpiexec in the background and waits, with SIGTERM ignored. Only the kill after the grace
    // period can end it, and it must still take every rank with it.
    const QString launcher = m_dir.filePath(QStringLiteral("stubborn-mpiexec"));
    QFile script(launcher);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\ntrap '' TERM\n\"" CALLTREE_MPIEXEC
                 "\" \"$@\" &\n"
                 "while ! wait; do :; done\n");
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
    RunConfig c = config();
    c.launcherPath = launcher;
    const int grace = 1500;
    m_workspace->controller()->setKillGrace(grace);
    PlanSpec plan = quickPlan();
    plan.timing.minSeconds = 60;
    plan.timing.minReps = plan.timing.maxReps = 100000000;
    QSignalSpy canceled(m_workspace->controller(), &RunController::canceled);
    QVERIFY(m_workspace->startRun(c, plan));
    QTRY_VERIFY_WITH_TIMEOUT(
        m_workspace->logView()->toPlainText().contains(QStringLiteral("[1/1]")), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(m_workspace->controller()->knownRanks().size() >= 3, 10000);
    QList<qint64> ranks;
    for (qint64 pid : m_workspace->controller()->knownRanks())
        if (isRunner(pid)) ranks << pid;
    QCOMPARE(ranks.size(), 2);
    QElapsedTimer clock;
    clock.start();
    m_workspace->controller()->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(canceled.size(), 1, 20000);
    // Not ended by SIGTERM: only by the kill, after the grace period.
    QVERIFY2(clock.elapsed() >= grace - 100, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(m_workspace->controller()->killedAfterGrace());
    QVERIFY(m_workspace->controller()
                ->log()
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("did not stop within 1.5 s of SIGTERM")));
    for (qint64 pid : ranks)
        QTRY_VERIFY2_WITH_TIMEOUT(!isRunner(pid), qPrintable(QString::number(pid)), 5000);
    QVERIFY(m_workspace->statusLabel()->text().startsWith(QStringLiteral("Cancelled")));
}

void RunControllerTest::missingLauncher() {
    RunConfig c = config();
    c.launcherPath = QStringLiteral("/nonexistent/bin/mpirun");
    QVERIFY(!m_workspace->startRun(c, quickPlan()));
    QCOMPARE(m_workspace->controller()->failure(), RunController::Failure::LauncherMissing);
    QVERIFY2(m_failure.contains(QStringLiteral("/nonexistent/bin/mpirun was not found")),
             qPrintable(m_failure));
    QVERIFY(m_workspace->statusLabel()->text().contains(QStringLiteral("/nonexistent/bin/mpirun")));
}

void RunControllerTest::runnerRefusesThePlan() {
    PlanSpec plan = quickPlan();
    plan.roots = {5};  // two ranks: the runner refuses before running anything
    QVERIFY(m_workspace->startRun(config(), plan));
    const QString end = waitForEnd(60);
    QVERIFY2(end.startsWith(QLatin1String("failed")), qPrintable(end));
    QCOMPARE(m_workspace->controller()->failure(), RunController::Failure::ExitStatus);
    QVERIFY2(m_failure.startsWith(RunController::exitStatusText(1)), qPrintable(m_failure));
    QVERIFY2(m_workspace->logView()->toPlainText().contains(QStringLiteral("root")),
             qPrintable(m_workspace->logView()->toPlainText()));
}

void RunControllerTest::timeout() {
    RunConfig c = config();
    c.timeoutSeconds = 3;
    PlanSpec plan = quickPlan();
    plan.timing.minSeconds = 60;
    plan.timing.minReps = plan.timing.maxReps = 100000000;  // the runner's limit
    QVERIFY(m_workspace->startRun(c, plan));
    const QString end = waitForEnd(60);
    QVERIFY2(end.startsWith(QLatin1String("failed")), qPrintable(end));
    QCOMPARE(m_workspace->controller()->failure(), RunController::Failure::Timeout);
    QVERIFY2(m_failure.contains(QStringLiteral("did not finish within 3 s")),
             qPrintable(m_failure));
    for (qint64 pid : m_workspace->controller()->knownRanks())
        QTRY_VERIFY_WITH_TIMEOUT(!isRunner(pid), 5000);
}

void RunControllerTest::rankDies() {
    RunConfig c = config();
    c.runnerArgs = {QStringLiteral("--test-exit-rank"), QStringLiteral("1")};
    QVERIFY(m_workspace->startRun(c, quickPlan()));
    const QString end = waitForEnd(60);
    QVERIFY2(end.startsWith(QLatin1String("failed")), qPrintable(end));
    QCOMPARE(m_workspace->controller()->failure(), RunController::Failure::ExitStatus);
    // The runner's snapshot says the run is incomplete; the message keeps what was done.
    QVERIFY(m_workspace->controller()->results());
    QVERIFY(!m_workspace->controller()->results()->complete);
    QVERIFY2(m_failure.contains(QStringLiteral("completed case")), qPrintable(m_failure));
}

void RunControllerTest::resultsNotWritten() {
    // The runner is told (last --output wins) to write elsewhere: it ends well, but the results
    // the Studio asked for do not exist.
    RunConfig c = config();
    c.runnerArgs = {QStringLiteral("--output"),
                    m_dir.filePath(QStringLiteral("elsewhere.results.json"))};
    QVERIFY(m_workspace->startRun(c, quickPlan()));
    const QString end = waitForEnd(60);
    QVERIFY2(end.startsWith(QLatin1String("failed")), qPrintable(end));
    QCOMPARE(m_workspace->controller()->failure(), RunController::Failure::IncompleteResults);
    QVERIFY2(m_failure.contains(QStringLiteral("without writing its results file")),
             qPrintable(m_failure));
}

void RunControllerTest::calibrateAndUseTheMeasurements() {
    RunConfig c = config();
    c.mode = RunMode::Calibrate;
    c.calibrateReps = 5;
    const double before = *m_workspace->predictionSources().scheduleSeconds;
    QVERIFY(m_workspace->startRun(c, PlanSpec{}));
    const QString end = waitForEnd(120);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    RunRecord run;
    for (const RunRecord& r : listRuns(m_workspace->historyRoot()))
        if (r.calibration && run.folder.isEmpty()) run = r;
    QVERIFY(!run.folder.isEmpty());
    QVERIFY(QFileInfo::exists(run.machineFile()));
    QVERIFY(QFileInfo::exists(run.loggpFile()));
    // The calibrated BSP* profile replaces the schedule's machine (undoably) and re-costs it;
    // the LogGP profile becomes the catalogue predictions' model.
    QVERIFY(m_workspace->useMeasurements());
    const auto& machine = m_editor->document()->schedule().machine;
    QVERIFY(machine.name != "psc2-sci");
    QVERIFY(m_editor->document()->isModified());
    const double after = *m_workspace->predictionSources().scheduleSeconds;
    QVERIFY(after > 0);
    QVERIFY(after != before);
    QVERIFY(
        m_workspace->predictionSources().loggpProfile.startsWith(QStringLiteral("calibration ")));
    // The chart predicts with the calibration itself, every size range of it (its L may be 0:
    // the fit clamps a latency the overheads already cover).
    const auto calibrated = RunPredictions::loadLoggpProfile(run.loggpFile());
    QVERIFY(calibrated && calibrated->sizeAware());
    const ct::LogGPProfile used = m_workspace->chart()->model();
    QCOMPARE(used.ranges.size(), calibrated->ranges.size());
    QCOMPARE(used.first().g, calibrated->first().g);
    QCOMPARE(used.first().L, calibrated->first().L);
    // A schedule run is now costed with this machine's own calibration: nothing said about it.
    PlanSpec plan = quickPlan();
    plan.algorithms.clear();
    plan.scheduleFile = QStringLiteral("schedule.calltree.json");
    plan.scheduleProcs = 2;
    QVERIFY(m_workspace->startRun(config(), plan));
    const QString scheduleEnd = waitForEnd(120);
    QVERIFY2(scheduleEnd == QLatin1String("finished"),
             qPrintable(scheduleEnd + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    QCOMPARE(m_workspace->resultsModel()->rowCount(), 1);
    QVERIFY2(m_workspace->machineNote()->isHidden(),
             qPrintable(m_workspace->machineNote()->text()));
}

void RunControllerTest::mstScheduleShowsTimesPerNode() {
    // The editor's MST schedule (Bonorden's 2002 study: minimum spanning trees) on 2 ranks runs
    // from the Runs tab on generated data like any other schedule.
    QVERIFY(m_editor->newSchedule({ct::Problem::MST, ct::bsp::Input{{100, 300}}, 2, 2},
                                  ct::bsp::psc2Tcp()));
    QVERIFY(m_editor->saveTo(m_dir.filePath(QStringLiteral("mst.calltree.json"))));
    PlanSpec plan = quickPlan();
    plan.algorithms.clear();
    plan.scheduleFile = QStringLiteral("schedule.calltree.json");
    plan.scheduleProcs = 2;
    QVERIFY(m_workspace->startRun(config(), plan));
    const QString end = waitForEnd(180);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));

    // Its row: measured beside the runner's prediction, which is the schedule's BSP* cost in
    // seconds (recomputed here from the costs and s of the profile's 2-processor row).
    const QList<ResultRow>& rows = m_workspace->resultsModel()->rows();
    QCOMPARE(rows.size(), 1);
    const ResultRow& row = rows.first();
    QCOMPARE(row.measured->kind, ct::protocol::CaseKind::Schedule);
    QCOMPARE(row.measured->status, ct::protocol::CaseStatus::Ok);
    QCOMPARE(row.measured->input, std::string("nodes=100,edges=300"));
    QVERIFY(!row.measured->verdict.empty());
    QVERIFY(row.measured->stats && row.measured->stats->median > 0);
    const auto nodes = studio::test::everyNode(m_editor->document()->schedule());
    QVERIFY(row.predicted);
    QVERIFY2(
        qAbs(*row.predicted - nodes.front().predictedSeconds) <=
            1e-9 * nodes.front().predictedSeconds,
        qPrintable(
            QStringLiteral("%1 vs %2").arg(*row.predicted).arg(nodes.front().predictedSeconds)));
    QCOMPARE(row.profile, QStringLiteral("psc2-tcp"));
    QVERIFY(row.ratio());

    // The editor's drawing: measured beside predicted per node.
    studio::editor::ScheduleDrawing* d = m_editor->drawing();
    // The runner's own times per node: one per node of the schedule, the root's beside the
    // case's median (node_times of the root is the run less the calls around it).
    QCOMPARE(row.measured->nodeTimes.size(), nodes.size());
    QCOMPARE(row.measured->nodeTimes.front().node, std::string());
    QVERIFY(row.measured->nodeTimes.front().seconds <= row.measured->stats->median * 1.1);
    QVERIFY(d->hasMeasurements());
    QVERIFY2(d->measuredRun().matches(), qPrintable(d->measuredRun().note));
    QCOMPARE(d->measuredRun().profile, QStringLiteral("psc2-tcp"));
    const studio::editor::NodeMeasurement* root = d->measuredRun().at({});
    QVERIFY(root && root->measured && *root->measured > 0);
    QVERIFY(qAbs(root->predicted - nodes.front().predictedSeconds) <=
            1e-9 * nodes.front().predictedSeconds);
    QVERIFY2(d->measuredLabel({}).startsWith(
                 QStringLiteral("pred %1 · meas ")
                     .arg(studio::fields::formatDuration(nodes.front().predictedSeconds))),
             qPrintable(d->measuredLabel({})));
}

void RunControllerTest::runFromTheDialogRunsItsPreview() {
    // The whole journey through the Run dialog, on 2 real ranks: what it previews is what runs,
    // in the folder it names.
    QString preview;
    m_workspace->setRunDialogHook([&](RunDialog* dialog) {
        const RunConfig c = config();
        dialog->launcherPathEdit()->setText(c.launcherPath);
        dialog->algorithmsChoice()->setChecked(true);
        for (int i = 0; i < dialog->algorithmList()->count(); ++i)
            if (dialog->algorithmList()->item(i)->text() == QLatin1String("binomial"))
                dialog->algorithmList()->item(i)->setCheckState(Qt::Checked);
        dialog->ranksBox()->setValue(2);
        dialog->sizesEdit()->setText(QStringLiteral("8"));
        dialog->warmupBox()->setValue(1);
        if (!dialog->problems().isEmpty()) {
            qWarning("%s", qPrintable(dialog->problems().join(QLatin1Char('\n'))));
            dialog->reject();
            return;
        }
        preview = dialog->previewText();
        dialog->accept();
    });
    m_workspace->showRunDialog();
    QVERIFY(!preview.isEmpty());
    const QString end = waitForEnd(180);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    const RunRecord run = listRuns(m_workspace->historyRoot()).first();
    QVERIFY2(run.title.endsWith(QStringLiteral("-binomial")), qPrintable(run.title));
    QFile command(run.commandFile());
    QVERIFY(command.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(command.readAll()).trimmed(), preview);
    // The log starts with the command as started.
    QCOMPARE(m_workspace->logView()->toPlainText().section(QLatin1Char('\n'), 0, 0), preview);
    QVERIFY(preview.contains(run.resultsFile()));
    QVERIFY(QFileInfo::exists(run.resultsFile()));
    QCOMPARE(m_workspace->resultsModel()->rowCount(), 1);
}

void RunControllerTest::calibrateFirstPredictsWithItsOwnProfile_data() {
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("beside");
    // One round: the profile measured at the start of the launch predicts the run.
    QTest::newRow("at the start") << 1 << false;
    // Two: the runner measures it again beside each size's cases (--calibrate-beside), and that
    // one predicts the run, though the results name the start's, which the programs were built
    // for.
    QTest::newRow("beside the cases") << 2 << true;
}

void RunControllerTest::calibrateFirstPredictsWithItsOwnProfile() {
    // "Calibrate first" on 2 real ranks: the runner measures the LogGP profile in the run's
    // launch into the run's folder, builds the programs for it (the results name it), and the
    // Runs tab predicts the run with the run's own profile.
    QFETCH(int, rounds);
    QFETCH(bool, beside);
    RunConfig c = config();
    c.calibrateFirst = true;
    PlanSpec plan = quickPlan();
    plan.sizes = {8, 4096};
    plan.timing.rounds = rounds;
    QVERIFY(m_workspace->startRun(c, plan));
    const QString end = waitForEnd(180);
    QVERIFY2(end == QLatin1String("finished"),
             qPrintable(end + QLatin1Char('\n') + m_workspace->logView()->toPlainText()));
    const RunRecord run = listRuns(m_workspace->historyRoot()).first();
    QVERIFY(!run.calibration);
    const QString predicting = beside ? run.loggpBesideFile() : run.loggpFile();
    const auto own = RunPredictions::loadLoggpProfile(predicting);
    QVERIFY(own && own->ranges.size() == 2);  // one range per size of the run
    QCOMPARE(QFileInfo::exists(run.loggpBesideFile()), beside);
    const QString log = m_workspace->logView()->toPlainText();
    QVERIFY(log.contains(QStringLiteral("--calibrate %1").arg(run.loggpFile())));
    QCOMPARE(log.contains(QStringLiteral("--calibrate-beside %1").arg(run.loggpBesideFile())),
             beside);
    const QString label = beside ? QStringLiteral("this run's calibration beside its cases %1:")
                                 : QStringLiteral("this run's calibration %1:");
    QVERIFY2(m_workspace->predictionSources().loggpProfile.startsWith(label.arg(run.title)),
             qPrintable(m_workspace->predictionSources().loggpProfile));
    QCOMPARE(m_workspace->resultsModel()->rowCount(), 2);
    // Built for, or measured beside, this very run: nothing to say about another machine.
    QVERIFY2(m_workspace->machineNote()->isHidden(),
             qPrintable(m_workspace->machineNote()->text()));
}

QTEST_MAIN(RunControllerTest)
#include "tst_run_controller.moc"
