// Run sweep… on the Tune page (issue 19): real tiny sweeps of MPI_Bcast on 2 ranks through the
// dialog's logic — the plan, the progress of each run, the complete results files, the decision
// the page then shows; cancelling (Esc, Cancel, closing the window) keeps the complete runs and
// leaves no mpirun behind, and the next start resumes; a model-guided plan counts what core's
// planGuided counts; bad input is refused before anything runs.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <set>

#include "algorithms/catalogue/case_program.h"
#include "fields/number_format.h"
#include "main_window.h"
#include "model/logp_cost.h"
#include "protocol/results.h"
#include "protocol/sizes.h"
#include "tune/point_table.h"
#include "tune/rules_verify_panel.h"
#include "tune/sweep_dialog.h"
#include "tune/sweep_job.h"
#include "tune/tune_workspace.h"
#include "tuning/model_guided.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_plan.h"

using namespace studio::tune;
using ct::tuning::RunOutcome;

namespace {

const QString kRunner = QStringLiteral(CALLTREE_RUNNER_PATH);
const QString kProfile = QStringLiteral(CALLTREE_TEST_DATA "/calibration-2ranks.loggp.json");
constexpr int kBcast = ct::tuning::ompi::kBcast;

// Shared memory only, as tune_mpi.sh launches (and --oversubscribe for a 1-core machine).
QString launcher() {
    return QStringLiteral(CALLTREE_MPIEXEC " --oversubscribe --mca pml ob1 --mca btl self,vader");
}

// MPI_Bcast on 2 ranks over `sizes` with `algorithms` forced (and Open MPI's default), quick
// timing, into `folder`.
SweepChoices tinySweep(const QString& folder, const QString& algorithms, const QString& sizes) {
    SweepChoices c;
    c.collectives = {kBcast};
    c.commSizes = QStringLiteral("2");
    c.sizes = sizes;
    c.algorithms = algorithms;
    c.launcher = launcher();
    c.runner = kRunner;
    c.timing = SweepTiming::Quick;
    c.folder = folder;
    // One mpirun per algorithm, so that each run's start, end and file can be told apart;
    // interleavedSweep() runs the default, one mpirun per communicator size.
    c.perAlgorithm = true;
    return c;
}

// Sets the choices and waits until their plan is shown.
bool plan(SweepDialog& d, const SweepChoices& c) {
    QSignalSpy ready(&d, &SweepDialog::planReady);
    d.setChoices(c);
    d.refreshPlan();
    for (int i = 0; i < 600 && (d.planPending() || ready.isEmpty()); ++i)
        ready.wait(100);
    return !d.planPending() && !ready.isEmpty();
}

// Every step the job reports, in order.
struct StepLog {
    std::vector<SweepStep> steps;
    void attach(SweepJob* job) {
        QObject::connect(job, &SweepJob::step, job,
                         [this](const SweepStep& s) { steps.push_back(s); });
    }
    int started() const {
        return int(std::count_if(steps.begin(), steps.end(),
                                 [](const SweepStep& s) { return s.started; }));
    }
    std::vector<RunOutcome> outcomes() const {
        std::vector<RunOutcome> out;
        for (const auto& s : steps)
            if (!s.started) out.push_back(s.outcome);
        return out;
    }
    // "interrupted 12.1 s exit 130 LOG" per ended run, for messages.
    QString describe() const {
        QStringList out;
        for (const auto& s : steps)
            if (!s.started)
                out << QStringLiteral("%1 %2 s exit %3 %4")
                           .arg(QString::fromLatin1(ct::tuning::toString(s.outcome)))
                           .arg(s.seconds)
                           .arg(s.exitStatus)
                           .arg(s.log);
        return out.join(u'\n');
    }
};

// Processes whose command line names `folder` (mpirun, its ranks): none may outlive a sweep.
QStringList processesNaming(const QString& folder) {
    QStringList found;
    const QByteArray needle = folder.toLocal8Bit();
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool number = false;
        pid.toLongLong(&number);
        if (!number) continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly)) continue;
        QByteArray text = cmdline.readAll();
        text.replace('\0', ' ');
        if (text.contains(needle))
            found << pid + QStringLiteral(": ") + QString::fromLocal8Bit(text);
    }
    return found;
}

bool noProcessLeft(const QString& folder) {
    for (int i = 0; i < 100; ++i) {
        if (processesNaming(folder).isEmpty()) return true;
        QTest::qWait(100);  // ranks that were told to stop are exiting
    }
    qWarning("%s", qPrintable(processesNaming(folder).join(QLatin1Char('\n'))));
    return false;
}

QString file(const QString& folder, int algorithm) {
    return QDir(folder).filePath(QStringLiteral("bcast-np2-alg%1.results.json").arg(algorithm));
}

bool complete(const QString& folder, int algorithm, const std::vector<std::uint64_t>& sizes) {
    return ct::tuning::runIsComplete(file(folder, algorithm).toStdString(), sizes);
}

}  // namespace

class TestTuneSweep : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
        // As a Studio started from a desktop has them: the sweep itself must allow root's runs.
        qunsetenv("OMPI_ALLOW_RUN_AS_ROOT");
        qunsetenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM");
    }

    // bcast on 2 ranks at 8 B and 1 KiB with Open MPI's default and algorithms 1 and 6: three
    // runs, each reported as it starts and ends, three complete results files, and the page
    // shows the decision at both points.
    void realSweep() {
        TuneWorkspace page;
        SweepDialog* d = page.sweepDialog();
        const QString folder = m_dir.filePath(QStringLiteral("real"));
        QVERIFY(plan(*d, tinySweep(folder, QStringLiteral("1,6"), QStringLiteral("8,1K"))));
        QVERIFY2(d->problems().isEmpty(), qPrintable(d->problems().join(u'\n')));
        QCOMPARE(d->plan().runs.size(), std::size_t(3));
        QCOMPARE(d->plan().measurements, 6);
        QCOMPARE(d->plan().complete, 0);
        QVERIFY2(d->planLabel()->text().startsWith(QStringLiteral("Plan: 3 run(s), one mpirun "
                                                                  "each, 6 measurements")),
                 qPrintable(d->planLabel()->text()));
        QVERIFY(d->startButton()->isEnabled());
        QCOMPARE(d->startButton()->text(), QStringLiteral("Start"));
        // The runs are core's plan: the command lines calltree tune sweep launches.
        QVERIFY(d->plan().runs[1].commandText().find(
                    "--mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm 1 ") !=
                std::string::npos);

        StepLog log;
        log.attach(d->job());
        QSignalSpy ended(d, &SweepDialog::sweepEnded);
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        d->startButton()->click();
        QVERIFY(d->sweepRunning());
        QVERIFY(!d->startButton()->isEnabled());
        QVERIFY(d->cancelButton()->isEnabled());
        QVERIFY(ended.wait(180000));
        QCOMPARE(ended.first().at(0).toString(), folder);

        // Start and end of each run, in core's order: the default, then 1 and 6.
        QCOMPARE(log.steps.size(), std::size_t(6));
        const int order[] = {0, 1, 6};
        for (int i = 0; i < 3; ++i) {
            const SweepStep& start = log.steps[std::size_t(2 * i)];
            const SweepStep& end = log.steps[std::size_t(2 * i + 1)];
            QVERIFY(start.started);
            QVERIFY(!end.started);
            QCOMPARE(start.index, i + 1);
            QCOMPARE(end.index, i + 1);
            QCOMPARE(end.total, 3);
            QCOMPARE(end.collective, kBcast);
            QCOMPARE(end.commSize, 2);
            QCOMPARE(end.algorithm, order[i]);
            QCOMPARE(end.outcome, RunOutcome::Measured);
            QCOMPARE(end.exitStatus, 0);
            QVERIFY(end.seconds > 0);
            QCOMPARE(end.file, file(folder, order[i]));
            QVERIFY(QFileInfo::exists(end.log));
            QVERIFY(complete(folder, order[i], {8, 1024}));
        }
        QCOMPARE(d->progressBar()->maximum(), 3);
        QCOMPARE(d->progressBar()->value(), 3);
        const QString text = d->logView()->toPlainText();
        QCOMPARE(text.count(QStringLiteral(": measured in ")), 3);
        QVERIFY2(text.contains(QStringLiteral("[2/3] bcast, 2 ranks, algorithm 1 basic_linear: "
                                              "measured in ")),
                 qPrintable(text));
        QVERIFY2(d->summaryText().contains(
                     QStringLiteral(": 3 measured, 0 already complete, 0 failed.")),
                 qPrintable(d->summaryText()));
        QVERIFY(!d->sweepRunning());
        QVERIFY(d->startButton()->isEnabled());
        QVERIFY(noProcessLeft(folder));

        // The page opened the folder: the decision at both points.
        QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
        QCOMPARE(page.results().size(), std::size_t(3));
        QCOMPARE(page.collectiveBox()->currentText(), QStringLiteral("bcast"));
        QCOMPARE(page.decision().points.size(), std::size_t(2));
        for (const auto& p : page.decision().points) {
            QVERIFY(p.defaultRun.has_value());
            QVERIFY(p.best.has_value());
            QCOMPARE(p.candidates, 2);
        }
        QTableWidget* table = page.pointTable();
        QCOMPARE(table->rowCount(), 2);
        QStringList bytes;
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(table->item(r, PointTable::RanksColumn)->text(), QStringLiteral("2"));
            bytes << table->item(r, PointTable::BytesColumn)->text();
        }
        QCOMPARE(bytes, (QStringList{QLocale().toString(8), QLocale().toString(1024)}));
        QVERIFY2(page.summaryLabel()->text().startsWith(QStringLiteral("Last sweep: Sweep done")),
                 qPrintable(page.summaryLabel()->text()));

        // The same folder again: everything is complete.
        QVERIFY(plan(*d, d->choices()));
        QCOMPARE(d->plan().complete, 3);
        QVERIFY(d->planLabel()->text().contains(QStringLiteral("Every run is already complete")));
    }

    // The default launches: one mpirun per communicator size measures the default and
    // algorithms 1 and 6 at 8 B and 1 KiB, interleaved in 200 rounds — one run of six
    // measurements, one results file holding all six cases, and the same decision on the page.
    void interleavedSweep() {
        TuneWorkspace page;
        SweepDialog* d = page.sweepDialog();
        const QString folder = m_dir.filePath(QStringLiteral("interleaved"));
        SweepChoices c = tinySweep(folder, QStringLiteral("1,6"), QStringLiteral("8,1K"));
        c.perAlgorithm = false;
        QVERIFY(plan(*d, c));
        QVERIFY2(d->problems().isEmpty(), qPrintable(d->problems().join(u'\n')));
        QCOMPARE(d->plan().runs.size(), std::size_t(1));
        QCOMPARE(d->plan().runs.front().cases.size(), std::size_t(3));
        QCOMPARE(d->plan().runs.front().rounds, 200);
        QCOMPARE(d->plan().measurements, 6);
        QVERIFY2(d->planLabel()->text().startsWith(
                     QStringLiteral("Plan: 1 run(s), one mpirun per communicator size with every "
                                    "algorithm interleaved in 200 rounds, 6 measurements")),
                 qPrintable(d->planLabel()->text()));
        QVERIFY(d->roundsBox()->isEnabled());
        // Only dynamic rules on the command line: the runner forces each case itself.
        const std::string command = d->plan().runs.front().commandText();
        QVERIFY(command.find("--mca coll_tuned_use_dynamic_rules 1 ") != std::string::npos);
        QVERIFY(command.find("coll_tuned_bcast_algorithm") == std::string::npos);

        StepLog log;
        log.attach(d->job());
        QSignalSpy ended(d, &SweepDialog::sweepEnded);
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        d->startButton()->click();
        QVERIFY(ended.wait(180000));
        QCOMPARE(log.steps.size(), std::size_t(2));
        const SweepStep& end = log.steps.back();
        QCOMPARE(end.cases, 3);
        QCOMPARE(end.rounds, 200);
        QCOMPARE(end.outcome, RunOutcome::Measured);
        const QString text = d->logView()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("[1/1] 2 ranks, 3 algorithm setting(s) interleaved "
                                              "in 200 rounds: measured in ")),
                 qPrintable(text));
        const auto results = ct::protocol::loadResults(end.file.toStdString());
        QVERIFY(results.complete);
        QCOMPARE(results.cases.size(), std::size_t(6));
        QVERIFY(noProcessLeft(folder));

        QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
        QCOMPARE(page.decision().points.size(), std::size_t(2));
        for (const auto& p : page.decision().points) {
            QVERIFY(p.defaultRun.has_value());
            QCOMPARE(p.candidates, 2);
        }
        // Per algorithm, the rounds have nothing to interleave.
        d->perAlgorithmBox()->setChecked(true);
        QVERIFY(!d->roundsBox()->isEnabled());
    }

    // Cancel (and Esc) interrupt the run under way; complete runs are kept and the next start
    // skips them and redoes the interrupted one. A long minimum time keeps each run going until
    // it is cancelled.
    void cancelKeepsCompleteRuns() {
        SweepDialog d;
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const QString folder = m_dir.filePath(QStringLiteral("cancel"));
        SweepChoices slow = tinySweep(folder, QStringLiteral("1,6"), QStringLiteral("8"));
        slow.timing = SweepTiming::Custom;
        slow.minReps = 10;
        slow.maxReps = 100000000;  // the runner's 100000 would end an 8-byte case within 0.1 s
        slow.minSeconds = 600;
        StepLog log;
        log.attach(d.job());
        QSignalSpy ended(&d, &SweepDialog::sweepEnded);

        // 1. Esc during the first run: nothing complete.
        QVERIFY(plan(d, slow));
        QCOMPARE(d.plan().complete, 0);
        QVERIFY(d.startSweep());
        QTRY_VERIFY_WITH_TIMEOUT(log.started() == 1, 60000);
        QTest::keyClick(&d, Qt::Key_Escape);
        QVERIFY(d.isVisible());  // Esc cancels the sweep, the dialog stays
        QVERIFY(!d.cancelButton()->isEnabled());
        QVERIFY(ended.wait(60000));
        QVERIFY2(log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Interrupted}),
                 qPrintable(log.describe()));
        QVERIFY2(d.summaryText().contains(QStringLiteral("0 of 3 run(s) complete in ") + folder),
                 qPrintable(d.summaryText()));
        QVERIFY(!complete(folder, 0, {8}));
        QVERIFY(noProcessLeft(folder));

        // 2. Quick, algorithm 1 only: the default (interrupted before) and 1 complete.
        log.steps.clear();
        ended.clear();
        QVERIFY(plan(d, tinySweep(folder, QStringLiteral("1"), QStringLiteral("8"))));
        QCOMPARE(d.plan().complete, 0);
        QVERIFY(d.startSweep());
        QVERIFY(ended.wait(120000));
        QVERIFY2(
            log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Measured, RunOutcome::Measured}),
            qPrintable(log.describe()));

        // 3. Algorithms 1 and 6, slow: the two complete runs are skipped (the plan says so),
        // the third is cancelled with the button while it runs.
        log.steps.clear();
        ended.clear();
        QVERIFY(plan(d, slow));
        QCOMPARE(d.plan().complete, 2);
        QVERIFY2(d.planLabel()->text().contains(QStringLiteral(
                     "Resumes the sweep in this folder: 2 run(s) already complete are skipped.")),
                 qPrintable(d.planLabel()->text()));
        QCOMPARE(d.startButton()->text(), QStringLiteral("Resume"));
        d.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(log.started() == 1, 60000);
        QCOMPARE(log.steps.back().algorithm, 6);
        d.cancelButton()->click();
        QVERIFY(ended.wait(60000));
        QVERIFY2(
            log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Skipped, RunOutcome::Skipped,
                                                       RunOutcome::Interrupted}),
            qPrintable(log.describe()));
        QVERIFY(complete(folder, 0, {8}));
        QVERIFY(complete(folder, 1, {8}));
        QVERIFY(!complete(folder, 6, {8}));
        QVERIFY2(d.summaryText().contains(QStringLiteral("2 of 3 run(s) complete")),
                 qPrintable(d.summaryText()));
        QVERIFY(noProcessLeft(folder));

        // 4. Started again (quick): the interrupted run is redone, the others skipped.
        log.steps.clear();
        ended.clear();
        QVERIFY(plan(d, tinySweep(folder, QStringLiteral("1,6"), QStringLiteral("8"))));
        QCOMPARE(d.plan().complete, 2);
        QVERIFY(d.startSweep());
        QVERIFY(ended.wait(120000));
        QVERIFY2(
            log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Skipped, RunOutcome::Skipped,
                                                       RunOutcome::Measured}),
            qPrintable(log.describe()));
        QVERIFY(complete(folder, 6, {8}));
        QVERIFY2(d.summaryText().contains(QStringLiteral(": 1 measured, 2 already complete, 0 "
                                                         "failed.")),
                 qPrintable(d.summaryText()));
    }

    // The guided plan the dialog shows is core's planGuided, counted the same way, and a guided
    // sweep runs its runs (each with its own sizes) and says what it saved.
    void guided() {
        SweepDialog d;
        const auto known = ct::tuning::ompi41Algorithms();
        d.setKnownAlgorithms(known);
        const QString folder = m_dir.filePath(QStringLiteral("guided"));
        SweepChoices c = tinySweep(folder, QString(), QStringLiteral("8..1M"));
        c.collectives = {kBcast, ct::tuning::ompi::kReduce, ct::tuning::ompi::kAllreduce};
        c.commSizes = QStringLiteral("2,4");
        c.guided = true;
        c.profile = kProfile;
        c.perAlgorithm = false;  // the default: one interleaved mpirun per communicator size
        QVERIFY(plan(d, c));
        QVERIFY2(d.problems().isEmpty(), qPrintable(d.problems().join(u'\n')));

        // Core's plan of the same request, built here as calltree tune sweep builds it.
        ct::tuning::SweepRequest request;
        request.collectives = c.collectives;
        request.commSizes = {2, 4};
        request.sizes = ct::protocol::parseSizeList("8..1M");
        for (int coll : request.collectives) {
            std::vector<int> forced;
            for (const auto& [a, name] : known.names.at(coll))
                if (a != 0) forced.push_back(a);
            request.algorithms.push_back({coll, forced});
        }
        request.outDir = folder.toStdString();
        ct::tuning::LaunchOptions launch;
        launch.launcher = ct::tuning::splitLauncher(launcher().toStdString());
        launch.runner = kRunner.toStdString();
        launch.timing = {"--min-reps", "5", "--min-seconds", "0"};
        launch.coresHere = QThread::idealThreadCount();  // as the dialog and the CLI plan
        const auto model =
            ct::bsp::logGPInMicroseconds(ct::loadCaseMachine(kProfile.toStdString()).profile);
        const auto core = ct::tuning::planGuided(request, launch, model, {});
        QVERIFY(d.plan().guided);
        QCOMPARE(d.plan().exhaustive, core.exhaustive());
        QCOMPARE(d.plan().exhaustive, 900);  // 2 × 18 × (10 + 8 + 7), as docs/tuning.md counts
        QCOMPARE(d.plan().measurements, core.measurements());
        QVERIFY(d.plan().measurements < d.plan().exhaustive);
        QCOMPARE(d.plan().runs.size(), core.runs.size());
        QVERIFY2(d.planLabel()->text().startsWith(
                     QStringLiteral("Model-guided plan: %1 of 900 measurements (")
                         .arg(studio::fields::formatCount(core.measurements()))),
                 qPrintable(d.planLabel()->text()));
        // Without the model: every measurement, as many as the guided plan's exhaustive count.
        c.guided = false;
        QVERIFY(plan(d, c));
        QVERIFY(!d.plan().guided);
        QCOMPARE(d.plan().measurements, 900);
        QCOMPARE(d.plan().runs.size(), std::size_t(2));  // one launch per communicator size
        c.perAlgorithm = true;
        QVERIFY(plan(d, c));
        QCOMPARE(d.plan().measurements, 900);
        QCOMPARE(d.plan().runs.size(), std::size_t(2 * (10 + 8 + 7)));
        c.perAlgorithm = false;
        c.guided = true;
        // The margin and the verification points count as in core.
        c.guidedOptions.margin = 0.1;
        c.guidedOptions.verifyEvery = 0;
        c.guidedOptions.mergeIdentical = true;
        QVERIFY(plan(d, c));
        ct::tuning::GuidedOptions options;
        options.margin = 0.1;
        options.verifyEvery = 0;
        options.mergeIdentical = true;
        const auto narrower = ct::tuning::planGuided(request, launch, model, options);
        QCOMPARE(d.plan().measurements, narrower.measurements());
        QVERIFY(narrower.measurements() < core.measurements());

        // A small guided sweep runs: bcast on 2 ranks, 8 B and 1 MiB, the default and 1, 6, 9.
        c = tinySweep(folder, QStringLiteral("1,6,9"), QStringLiteral("8,1M"));
        c.guided = true;
        c.profile = kProfile;
        c.guidedOptions.verifyEvery = 0;
        QVERIFY(plan(d, c));
        const SweepPlan planned = d.plan();
        QVERIFY(planned.guided);
        QCOMPARE(planned.exhaustive, 8);
        QVERIFY(planned.measurements <= planned.exhaustive);
        StepLog log;
        log.attach(d.job());
        QSignalSpy ended(&d, &SweepDialog::sweepEnded);
        QVERIFY(d.startSweep());
        QVERIFY(ended.wait(180000));
        QVERIFY2(
            log.outcomes() == (std::vector<RunOutcome>(planned.runs.size(), RunOutcome::Measured)),
            qPrintable(log.describe()));
        int measured = 0;
        for (const auto& r : planned.runs) {
            QVERIFY(ct::tuning::runIsComplete(r.file, r.sizes));
            measured += int(r.sizes.size());
        }
        QCOMPARE(measured, planned.measurements);
        QVERIFY2(
            d.summaryText().contains(
                QStringLiteral("Model-guided: %1 of 8 measurements (").arg(planned.measurements)),
            qPrintable(d.summaryText()));
    }

    // An adaptive guided sweep, as calltree tune sweep --adaptive: the verification points'
    // launch first (1 KiB and 1 MiB, every 2nd size, every algorithm), then the other sizes' as
    // core adapts them to what was measured; the steps are numbered over both phases.
    void adaptiveSweep() {
        SweepDialog d;
        const QString folder = m_dir.filePath(QStringLiteral("adaptive"));
        SweepChoices c = tinySweep(folder, QStringLiteral("1,6,8"), QStringLiteral("8,1K,64K,1M"));
        c.perAlgorithm = false;
        c.rounds = 2;
        c.guided = true;
        c.profile = kProfile;
        c.guidedOptions.margin = 0.10;
        c.guidedOptions.verifyEvery = 2;
        c.guidedOptions.adaptive = true;
        QVERIFY(plan(d, c));
        QVERIFY2(d.problems().isEmpty(), qPrintable(d.problems().join(u'\n')));
        QVERIFY(d.adaptiveBox()->isChecked() && d.adaptiveBox()->isEnabled());
        const SweepPlan planned = d.plan();
        QVERIFY(planned.adaptive && planned.guidedPlan);
        QCOMPARE(planned.runs.size(), std::size_t(1));  // the verification points' launch
        QCOMPARE(planned.runs.front().file,
                 QDir(folder)
                     .filePath(QStringLiteral("sweep-np2-verification.results.json"))
                     .toStdString());
        QVERIFY2(d.planLabel()->text().startsWith(QStringLiteral(
                     "Model-guided, adaptive: 1 run(s) measure the verification points first")),
                 qPrintable(d.planLabel()->text()));

        StepLog log;
        log.attach(d.job());
        std::vector<SweepPlan> adapted;
        connect(d.job(), &SweepJob::adapted, this,
                [&adapted](const SweepPlan& p) { adapted.push_back(p); });
        QSignalSpy ended(&d, &SweepDialog::sweepEnded);
        QVERIFY(d.startSweep());
        QVERIFY(ended.wait(180000));
        QCOMPARE(adapted.size(), std::size_t(1));
        const SweepPlan& after = adapted.front();
        QCOMPARE(after.runs.size(), std::size_t(2));
        QCOMPARE(after.verdicts.size(), std::size_t(2));  // 1 KiB and 1 MiB
        QVERIFY2(log.outcomes() == (std::vector<RunOutcome>(2, RunOutcome::Measured)),
                 qPrintable(log.describe()));
        QCOMPARE(log.steps.back().index, 2);
        QCOMPARE(log.steps.back().total, 2);
        // The second launch measures 8 B and 64 KiB only, at least the default and one forced.
        const auto rest = ct::protocol::loadResults(
            QDir(folder).filePath(QStringLiteral("sweep-np2.results.json")).toStdString());
        QVERIFY(rest.complete);
        std::set<std::uint64_t> sizes;
        for (const auto& r : after.runs.back().cases)
            sizes.insert(r.sizes.begin(), r.sizes.end());
        QCOMPARE(sizes, (std::set<std::uint64_t>{8, 65536}));
        QVERIFY(rest.cases.size() >= 4);
        int measured = 0;
        for (const auto& p : after.guidedPlan->points)
            measured += 1 + int(p.measure.size());
        QCOMPARE(after.measurements, measured);
        QVERIFY2(d.summaryText().contains(QStringLiteral(
                     "Adaptive: the margin missed the measured best by more than 5 % at ")),
                 qPrintable(d.summaryText()));
        QVERIFY2(
            d.summaryText().contains(
                QStringLiteral("Model-guided: %1 of 16 measurements (").arg(after.measurements)),
            qPrintable(d.summaryText()));
        QVERIFY(noProcessLeft(folder));
        // Planned again on the folder: the verification points are measured, the rest is
        // measured again only where it is missing.
        QVERIFY(plan(d, c));
        QVERIFY2(d.planLabel()->text().contains(
                     QStringLiteral("The verification points are already measured in this folder")),
                 qPrintable(d.planLabel()->text()));
        QCOMPARE(d.startButton()->text(), QStringLiteral("Resume"));

        // Nothing to adapt to without verification points: the box is off, and core's setup
        // refuses the combination.
        d.verifyEveryBox()->setValue(0);
        QVERIFY(!d.adaptiveBox()->isEnabled());
        QVERIFY(!d.choices().guidedOptions.adaptive);
        c.guidedOptions.verifyEvery = 0;
        const SweepSetup refused = SweepSetupBuilder::build(c, ct::tuning::ompi41Algorithms());
        QVERIFY2(refused.problems.join(u'\n').contains(
                     QStringLiteral("Adapting to the verification points needs them")),
                 qPrintable(refused.problems.join(u'\n')));
    }

    // MPICH from the dialog, as calltree tune sweep --mpi mpich: the library swaps the default
    // launcher and runner, no model; its algorithms interleaved in one launch as Open MPI's (the
    // runner writes each case's CVAR through MPI_T); the run records MPICH and each case's CVAR
    // value, and the page shows MPICH's names.
    void mpichSweep() {
#ifndef CALLTREE_RUNNER_MPICH_PATH
        QSKIP("MPICH is not installed here: calltree-runner-mpich was not built");
#else
        TuneWorkspace page;
        SweepDialog* d = page.sweepDialog();
        const QString ompiLauncher = d->launcherEdit()->text();
        d->perAlgorithmBox()->setChecked(false);
        d->libraryBox()->setCurrentIndex(1);
        QCOMPARE(d->launcherEdit()->text(), QStringLiteral("mpirun.mpich"));
        QVERIFY2(d->runnerEdit()->text().endsWith(QStringLiteral("/calltree-runner-mpich")),
                 qPrintable(d->runnerEdit()->text()));
        QVERIFY(!d->perAlgorithmBox()->isChecked() && d->perAlgorithmBox()->isEnabled());
        QVERIFY(!d->guidedBox()->isEnabled());
        QVERIFY(d->algorithmsEdit()->toolTip().contains(QStringLiteral("bcast: 1 binomial")));

        const QString folder = m_dir.filePath(QStringLiteral("mpich"));
        SweepChoices c = tinySweep(folder, QStringLiteral("1,3"), QStringLiteral("8,1K"));
        c.mpich = true;
        c.perAlgorithm = false;
        c.launcher = QStringLiteral("mpirun.mpich");
        c.runner = QStringLiteral(CALLTREE_RUNNER_MPICH_PATH);
        QVERIFY(plan(*d, c));
        QVERIFY2(d->problems().isEmpty(), qPrintable(d->problems().join(u'\n')));
        QCOMPARE(d->plan().runs.size(), std::size_t(1));
        QCOMPARE(d->plan().runs.front().cases.size(), std::size_t(3));  // auto, binomial, ring
        QVERIFY(d->plan().runs.front().mpich);
        StepLog log;
        log.attach(d->job());
        QSignalSpy ended(d, &SweepDialog::sweepEnded);
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        QVERIFY(d->startSweep());
        QVERIFY(ended.wait(180000));
        QVERIFY2(log.outcomes() == (std::vector<RunOutcome>(1, RunOutcome::Measured)),
                 qPrintable(log.describe()));
        QVERIFY2(d->logView()->toPlainText().contains(QStringLiteral(
                     "[1/1] 2 ranks, 3 algorithm setting(s) interleaved in 200 rounds: measured")),
                 qPrintable(d->logView()->toPlainText()));
        const auto sweep = ct::protocol::loadResults(
            QDir(folder).filePath(QStringLiteral("sweep-np2.results.json")).toStdString());
        QVERIFY(sweep.complete);
        QVERIFY(sweep.environment.mpiLibrary.find("MPICH") != std::string::npos);
        QCOMPARE(sweep.environment.mpichForced,
                 std::string("MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto"));
        std::vector<std::string> values;
        for (const auto& r : sweep.cases)
            values.push_back(r.mpichAlgorithm);
        QCOMPARE(values, (std::vector<std::string>{"auto", "binomial", "scatter_ring_allgather",
                                                   "auto", "binomial", "scatter_ring_allgather"}));
        QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
        QVERIFY(page.decision().mpich);
        QCOMPARE(page.decision().points.size(), std::size_t(2));
        QVERIFY(noProcessLeft(folder));

        // Verify under MPICH: the saved MPICH JSON export of the MPICH sweep, run under the file
        // (one launch on 2 ranks); the ranks received it with the CVAR auto, so it is in effect
        // or keeps MPICH's default — never "did not take effect".
        RulesVerifyPanel* panel = page.verifyPanel();
        page.exportAs(ExportFormat::OmpiClassic);  // Open MPI's file cannot name MPICH's picks
        QVERIFY(!panel->verifyButton()->isEnabled());
        page.exportAs(ExportFormat::MpichJson);
        const QString saved = m_dir.filePath(QStringLiteral("mpich-sweep.json"));
        QVERIFY(page.saveExport(saved));
        QVERIFY(panel->verifyButton()->isEnabled());
        QCOMPARE(panel->verifyButton()->text(), QStringLiteral("Verify under MPICH"));
        // The dialog back on Open MPI: the verification still launches MPICH's runner with
        // MPICH's launcher (the dialog's defaults for MPICH).
        d->libraryBox()->setCurrentIndex(0);
        QSignalSpy done(panel, &RulesVerifyPanel::finished);
        QVERIFY2(panel->start(), qPrintable(panel->report()->toPlainText()));
        QVERIFY(done.wait(180000));
        const QString report = panel->report()->toPlainText();
        QVERIFY2(panel->result().has_value(), qPrintable(report));
        QCOMPARE(panel->result()->points.size(), std::size_t(2));
        QVERIFY2(report.contains(QStringLiteral("under MPICH: 1 launch")), qPrintable(report));
        QVERIFY2(!report.contains(QStringLiteral("did not take effect")), qPrintable(report));
        // Read by hand as the sweep: bcast at 1 KiB on 2 ranks under the file; MPICH's names.
        QVERIFY(panel->result()->points[1].underRules.has_value());
        const auto underFile = ct::protocol::loadResults(
            QDir(folder).filePath(QStringLiteral("verify/rules-np2.results.json")).toStdString());
        QVERIFY(underFile.environment.mpichForced.find(
                    "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=" +
                    QFileInfo(saved).absoluteFilePath().toStdString()) != std::string::npos);
        QVERIFY(noProcessLeft(folder));
        // A file MPICH does not read as written is refused before any launch, with its line.
        const QString bad = m_dir.filePath(QStringLiteral("bad-mpich.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"collective=bcast\": {\"algorithm=MPIR_Bcast_intra_nonesuch\": {}}}\n");
        out.close();
        panel->setTarget(bad, page.decision(), page.knownAlgorithms(), folder);
        QVERIFY(!panel->start());
        QVERIFY2(panel->report()->toPlainText().startsWith(QStringLiteral("MPICH does not read ")),
                 qPrintable(panel->report()->toPlainText()));

        // A model predicts Open MPI's algorithms only.
        c.guided = true;
        c.profile = kProfile;
        const SweepSetup refused = SweepSetupBuilder::build(c, ct::tuning::ompi41Algorithms());
        QVERIFY2(refused.problems.join(u'\n').contains(
                     QStringLiteral("A model-guided sweep predicts Open MPI's algorithms")),
                 qPrintable(refused.problems.join(u'\n')));
        // Back to Open MPI: its launcher, and the launches as they were.
        d->libraryBox()->setCurrentIndex(0);
        QCOMPARE(d->launcherEdit()->text(), ompiLauncher);
        QVERIFY(d->perAlgorithmBox()->isEnabled() && d->guidedBox()->isEnabled());
#endif
    }

    // Verify under Open MPI on the export page: on once the Open MPI file is saved; it runs the
    // file's own choice beside its pick, forced, in one launch, and tells a file in effect. A
    // file that picks scatter-allgather (2-3x the default's time at 8 B and 1 KiB here) is read
    // as in effect; noise can make a run undecided, never the wrong verdict, so up to 3 tries.
    void verifyUnderOpenMpi() {
        TuneWorkspace page;
        SweepDialog* d = page.sweepDialog();
        const QString folder = m_dir.filePath(QStringLiteral("verify-sweep"));
        SweepChoices c = tinySweep(folder, QStringLiteral("8"), QStringLiteral("8,1K"));
        c.perAlgorithm = false;
        c.rounds = 3;
        c.timing = SweepTiming::Custom;
        c.minReps = 10;
        c.minSeconds = 0.1;
        QVERIFY(plan(*d, c));
        QSignalSpy ended(d, &SweepDialog::sweepEnded);
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        QVERIFY(d->startSweep());
        QVERIFY(ended.wait(180000));
        QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
        QCOMPARE(page.decision().points.size(), std::size_t(2));

        RulesVerifyPanel* panel = page.verifyPanel();
        QVERIFY(!panel->verifyButton()->isEnabled());  // nothing saved yet
        page.exportAs(ExportFormat::OmpiClassic);
        const QString saved = m_dir.filePath(QStringLiteral("verify-sweep.rules"));
        QVERIFY(page.saveExport(saved));
        QVERIFY(panel->verifyButton()->isEnabled());
        page.exportAs(ExportFormat::OmpiJson);  // another export: not saved, nothing to verify
        QVERIFY(!panel->verifyButton()->isEnabled());

        // A file that picks 8 at every size, as the user might have written it.
        const QString pick8 = m_dir.filePath(QStringLiteral("pick8.rules"));
        QFile out(pick8);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("1\n7\n1\n2 1\n0 8 0 0\n");
        out.close();
        const auto verdicts = [&] {
            QStringList v;
            for (const auto& p : panel->result()->points)
                v << QString::fromLatin1(ct::tuning::toString(p.effect));
            return v.join(u',');
        };
        for (int attempt = 1; attempt <= 3; ++attempt) {
            panel->setTarget(pick8, page.decision(), page.knownAlgorithms(), folder);
            QSignalSpy done(panel, &RulesVerifyPanel::finished);
            QVERIFY(panel->start());
            QVERIFY(panel->running());
            QCOMPARE(panel->verifyButton()->text(), QStringLiteral("Cancel verification"));
            QVERIFY(done.wait(180000));
            QVERIFY2(panel->result().has_value(), qPrintable(panel->report()->toPlainText()));
            QVERIFY2(!verdicts().contains(QStringLiteral("NOT in effect")),
                     qPrintable(panel->report()->toPlainText()));
            if (verdicts() == QStringLiteral("in effect,in effect")) break;
            qWarning("attempt %d: %s", attempt, qPrintable(verdicts()));
        }
        QCOMPARE(verdicts(), QStringLiteral("in effect,in effect"));
        const QString report = panel->report()->toPlainText();
        QVERIFY2(report.contains(QStringLiteral(
                     "bcast, 2 ranks, 1024 B: the file picks 8 scatter_allgather; ")),
                 qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral(" took effect: 2 point(s) in effect, 0 not, 0 "
                                                "undecided.")),
                 qPrintable(report));
        // The launch ran under the file, with the pick forced beside the file's own choice.
        const auto results = ct::protocol::loadResults(
            QDir(folder).filePath(QStringLiteral("verify/rules-np2.results.json")).toStdString());
        QVERIFY(results.environment.ompiForced.find(
                    "coll_tuned_dynamic_rules_filename=" +
                    QFileInfo(pick8).absoluteFilePath().toStdString()) != std::string::npos);
        QCOMPARE(results.cases.size(), std::size_t(4));
        // Another sweep shown (here: no file) while verifying: the verification stops.
        QSignalSpy stopped(panel, &RulesVerifyPanel::finished);
        QVERIFY(panel->start());
        panel->setTarget(QString(), page.decision(), page.knownAlgorithms(), folder);
        QVERIFY(stopped.wait(60000));
        QVERIFY2(panel->report()->toPlainText().endsWith(QStringLiteral("Verification cancelled.")),
                 qPrintable(panel->report()->toPlainText()));
        QVERIFY(!panel->result().has_value());
        QVERIFY(!panel->verifyButton()->isEnabled());
        QVERIFY(noProcessLeft(folder));
    }

    // A run that ends without a complete results file is listed as failed with its log; the
    // sweep goes on with the next run and the summary counts it.
    void failedRunIsListed() {
        const QString folder = m_dir.filePath(QStringLiteral("failing"));
        const QString runner = m_dir.filePath(QStringLiteral("failing-runner.sh"));
        {
            QFile script(runner);
            QVERIFY(script.open(QIODevice::WriteOnly));
            script.write("#!/bin/sh\necho 'this runner measures nothing' >&2\nexit 3\n");
        }
        QVERIFY(
            QFile::setPermissions(runner, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        SweepChoices c = tinySweep(folder, QStringLiteral("1"), QStringLiteral("8"));
        c.runner = runner;
        SweepDialog d;
        StepLog log;
        log.attach(d.job());
        QSignalSpy ended(&d, &SweepDialog::sweepEnded);
        QVERIFY(plan(d, c));
        QVERIFY(d.startSweep());
        QVERIFY(ended.wait(120000));
        QVERIFY2(
            log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Failed, RunOutcome::Failed}),
            qPrintable(log.describe()));
        const SweepStep& last = log.steps.back();
        QVERIFY(last.exitStatus != 0);
        const QString logFile = QDir(folder).filePath(QStringLiteral("bcast-np2-alg1.log"));
        QCOMPARE(last.log, logFile);
        QFile output(logFile);
        QVERIFY(output.open(QIODevice::ReadOnly));
        QVERIFY(output.readAll().contains("this runner measures nothing"));
        const QString text = d.logView()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("[2/2] bcast, 2 ranks, algorithm 1 basic_linear: "
                                              "failed (exit status %1), see %2")
                                   .arg(last.exitStatus)
                                   .arg(logFile)),
                 qPrintable(text));
        QVERIFY2(d.summaryText().contains(QStringLiteral(": 0 measured, 0 already complete, 2 "
                                                         "failed.")),
                 qPrintable(d.summaryText()));
        QVERIFY(d.summaryText().contains(QStringLiteral("2 run(s) failed")));
    }

    // Each refusal is said before anything runs: no run starts, no folder is made.
    void badInput_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no sizes") << "sizes"
                                  << ""
                                  << "Message sizes: ";
        QTest::newRow("reduction not a multiple of 8")
            << "reduceSizes"
            << "8,12"
            << "Message sizes: reduce reduces doubles: size 12 is no "
               "multiple of 8";
        QTest::newRow("no communicator size") << "commSizes"
                                              << "0"
                                              << "Communicator sizes: ";
        QTest::newRow("unknown algorithm") << "algorithms"
                                           << "42"
                                           << "Algorithms: 42 is not one of the bcast algorithms";
        QTest::newRow("missing runner") << "runner"
                                        << "/nonexistent/calltree-runner"
                                        << "The runner '/nonexistent/calltree-runner' is not found";
        QTest::newRow("missing launcher") << "launcher"
                                          << "no-such-mpirun --mca pml ob1"
                                          << "The launcher 'no-such-mpirun' is not found";
        QTest::newRow("no launcher") << "launcher"
                                     << " "
                                     << "Give a launcher";
        QTest::newRow("missing hostfile") << "hostfile"
                                          << "/nonexistent/hosts"
                                          << "The hostfile /nonexistent/hosts does not exist.";
        QTest::newRow("maximum repetitions below the minimum")
            << "maxReps"
            << "5"
            << "Timing: the maximum repetitions (5) are fewer than the minimum (10).";
        QTest::newRow("guided without profile") << "profile"
                                                << ""
                                                << "A model-guided sweep needs a calibrated";
        QTest::newRow("guided with a bad profile") << "profile"
                                                   << "/nonexistent.loggp.json"
                                                   << "Profile: machine /nonexistent.loggp.json";
    }

    void badInput() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, problem);
        const QString folder =
            m_dir.filePath(QStringLiteral("bad-") + QString::fromLatin1(QTest::currentDataTag()));
        SweepChoices c = tinySweep(folder, QStringLiteral("1"), QStringLiteral("8"));
        if (field == QStringLiteral("sizes")) c.sizes = value;
        if (field == QStringLiteral("reduceSizes")) {
            c.collectives = {kBcast, ct::tuning::ompi::kReduce};
            c.sizes = value;
        }
        if (field == QStringLiteral("commSizes")) c.commSizes = value;
        if (field == QStringLiteral("algorithms")) c.algorithms = value;
        if (field == QStringLiteral("runner")) c.runner = value;
        if (field == QStringLiteral("launcher")) c.launcher = value;
        if (field == QStringLiteral("hostfile")) c.hostfile = value;
        if (field == QStringLiteral("maxReps")) {
            c.timing = SweepTiming::Custom;
            c.minReps = 10;
            c.maxReps = value.toInt();
        }
        if (field == QStringLiteral("profile")) {
            c.guided = true;
            c.profile = value;
        }
        SweepDialog d;
        StepLog log;
        log.attach(d.job());
        QVERIFY(plan(d, c));
        const QString shown = d.problems().join(u'\n');
        QVERIFY2(shown.contains(problem), qPrintable(shown));
        QVERIFY(d.problemsLabel()->text().startsWith(QStringLiteral("Cannot start:\n• ")));
        QVERIFY(d.problemsLabel()->text().contains(problem));
        QVERIFY(!d.startButton()->isEnabled());
        QVERIFY(!d.startSweep());
        QVERIFY(!d.sweepRunning());
        QCoreApplication::processEvents();
        QVERIFY(log.steps.empty());
        QVERIFY(!QFileInfo::exists(folder));
    }

    // Closing the window during a sweep asks; "keep running" keeps it, "stop" cancels it and the
    // window closes once mpirun has stopped. Destroying the page mid-sweep stops it too.
    void closeDuringSweep() {
        const QString folder = m_dir.filePath(QStringLiteral("closing"));
        SweepChoices slow = tinySweep(folder, QStringLiteral("1"), QStringLiteral("8"));
        slow.timing = SweepTiming::Custom;
        slow.maxReps = 100000000;
        slow.minSeconds = 600;
        {
            studio::MainWindow window(nullptr);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            TuneWorkspace* page = window.tune();
            QStringList asked;
            bool stop = false;
            page->setStopPrompt([&](const QString& question) {
                asked << question;
                return stop;
            });
            SweepDialog* d = page->sweepDialog();
            StepLog log;
            log.attach(d->job());
            QVERIFY(plan(*d, slow));
            QVERIFY(d->startSweep());
            QTRY_VERIFY_WITH_TIMEOUT(log.started() == 1, 60000);
            QVERIFY(!window.close());  // asked, kept running
            QCOMPARE(asked.size(), 1);
            QVERIFY2(asked.first().startsWith(
                         QStringLiteral("A tuning sweep is running in %1. Stop it and close?")
                             .arg(folder)),
                     qPrintable(asked.first()));
            QVERIFY(page->sweepRunning());
            QVERIFY(window.isVisible());
            stop = true;
            QSignalSpy ready(page, &TuneWorkspace::readyToClose);
            QVERIFY(!window.close());  // stopping: closes when mpirun has stopped
            QCOMPARE(asked.size(), 2);
            QVERIFY(ready.wait(60000));
            QVERIFY(!page->sweepRunning());
            QTRY_VERIFY(!window.isVisible());
            QVERIFY2(log.outcomes() == (std::vector<RunOutcome>{RunOutcome::Interrupted}),
                     qPrintable(log.describe()));
            QVERIFY(noProcessLeft(folder));
        }
        {
            auto* page = new TuneWorkspace;
            SweepDialog* d = page->sweepDialog();
            StepLog log;
            log.attach(d->job());
            QVERIFY(plan(*d, slow));
            QVERIFY(d->startSweep());
            QTRY_VERIFY_WITH_TIMEOUT(log.started() == 1, 60000);
            delete page;  // returns once mpirun has stopped
            QVERIFY(noProcessLeft(folder));
        }
    }
};

QTEST_MAIN(TestTuneSweep)
#include "tst_tune_sweep.moc"
