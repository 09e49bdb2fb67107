// The Runs tab as users expect it (issue 21, "Runs"; issue 18's calibrate suggestion), without
// MPI: the previewed command is the one that runs; the Run dialog remembers its choices; ties are
// said as ties; a cancelled run stays cancelled in the history; results predicted with another
// machine's profile say so. (Cancelling a real run: tst_run_controller.)
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "model/machine.h"
#include "open_results.h"
#include "protocol/machine_json.h"
#include "protocol/results.h"
#include "runs/machine_mismatch.h"
#include "runs/prediction_job.h"
#include "runs/result_rows.h"
#include "runs/results_panel.h"
#include "runs/results_reader.h"
#include "runs/results_table_model.h"
#include "runs/run_comparison.h"
#include "runs/run_dialog.h"
#include "runs/run_history.h"
#include "runs/run_history_panel.h"
#include "runs/runs_workspace.h"
#include "runs/ties.h"
#include "schedule/search.h"

using namespace studio::runs;
using open_results::compareAndWait;
using open_results::openAndWait;

class RunsTabTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void previewIsTheCommandThatRuns();
    void dataScheduleRunsOnce();
    void dialogRemembersItsChoices();
    void tiesInTheBestTable();
    void osuFigureColumn();
    void tiesAmongComparedRuns();
    void cancelledRunInTheHistory();
    void calibratedHosts();
    void anotherMachineIsSaid();
    void busyHostIsSaid();
    void scheduleProfileOfAnotherMachine_data();
    void scheduleProfileOfAnotherMachine();
    void runsTabSuggestsCalibrating();
    void runsOwnCalibrationPredicts();
    // Measured again beside the cases (Calibrate first in rounds), that profile predicts, and
    // its other hash is no "another profile" note.
    void calibrationBesideTheCasesPredicts();
    // Results are read off the GUI thread: the window stays alive, Cancel gives a reading up.
    void openingReturnsBeforeTheResultsAreShown();
    void cancelWhileReadingKeepsTheShownResults();
    void secondOpenSupersedesTheFirst();
    void badResultsFileSaysWhy();
    void runWinsOverReading();
    void historyComparesOnceOpened();
    // A comparison shown while the opened run is still being predicted stays when the
    // predictions arrive.
    void comparisonOutlivesLatePredictions();

private:
    // A saved schedule in the temporary folder: runs are kept beside it, in runs/.
    QString savedSchedule(studio::editor::ScheduleEditor& editor);

    QTemporaryDir m_dir;
};

namespace {

// One catalogue case as the runner writes it: `median` seconds over three repetitions.
QString caseJson(const QString& algorithm, int bytes, double median, const char* status = "ok") {
    const QString m = QString::number(median, 'g', 17);
    return QStringLiteral(
               "{\"name\": \"%1 %2 B root 0\", \"kind\": \"catalogue\", \"algorithm\": \"%1\", "
               "\"problem\": \"broadcast\", \"procs\": 2, \"root\": 0, \"bytes\": %2, "
               "\"status\": \"%4\", \"times\": [%3, %3, %3], \"stats\": {\"count\": 3, "
               "\"min\": %3, \"median\": %3, \"mean\": %3, \"max\": %3, \"p90\": %3, "
               "\"ci95_low\": %3, \"ci95_high\": %3, \"ci_coverage\": 0.5}}")
        .arg(algorithm)
        .arg(bytes)
        .arg(m, QString::fromUtf8(status));
}

QByteArray resultsJson(const QStringList& cases, const QString& host = QStringLiteral("here"),
                       bool complete = true, const QString& profile = QString()) {
    return QStringLiteral(
               "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": %1, "
               "\"environment\": {\"ranks\": 2, \"hosts\": [\"%2\"]}, %3\"cases\": [%4]}")
        .arg(complete ? QStringLiteral("true") : QStringLiteral("false"), host,
             profile.isEmpty() ? QString() : profile + QStringLiteral(", "),
             cases.join(QStringLiteral(", ")))
        .toUtf8();
}

void writeFile(const QString& name, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(name).absolutePath());
    QFile f(name);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// A calibration run kept in the history: its LogGP profile says which hosts it measured.
// A LogGP profile as the runner writes it, measured by `command` on `host`.
void writeLoggp(const QString& file, const QString& command, const QString& host) {
    ct::bsp::MachineProfile m;
    m.name = "calibrated";
    m.source =
        QStringLiteral("%1, 2 ranks on %2; Open MPI v4.1.4").arg(command, host).toStdString();
    m.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP terms = ct::LogGP::logp(2, 0.5, 0.6);
    terms.G = 0.001;
    terms.unit = "us";
    m.logp = terms;
    ct::bsp::saveMachineFile(file.toStdString(), m);
}

void writeCalibration(const QString& folder, const QString& host) {
    const RunRecord r = recordFor(folder);
    QVERIFY(QDir().mkpath(folder));
    writeLoggp(r.loggpFile(), QStringLiteral("calltree-runner calibrate"), host);
    ct::bsp::MachineProfile bsp = ct::bsp::psc2Sci();
    ct::bsp::saveMachineFile(r.machineFile().toStdString(), bsp);
    writeFile(r.commandFile(), "mpirun calibrate\n");
}

// A finished run of binomial at 8 B, measured on `host`, kept in the runs folder `root`.
RunRecord writeBinomialRun(const QString& root, const QString& host) {
    const RunRecord run = plannedRun(root, QDateTime(QDate(2026, 11, 25), QTime(11, 0)),
                                     QStringLiteral("binomial"), false);
    writeFile(run.commandFile(), "mpirun …\n");
    writeFile(run.resultsFile(),
              resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6)}, host));
    return run;
}

// Holds the reading of one results file on the reader's thread (the workspace's test hook) until
// released, so that a test sees the reading under way for as long as it needs. Declared after
// the workspace: going first, it lets a held worker go, so the workspace can wait for it.
class HeldReading {
public:
    HeldReading(RunsWorkspace& workspace, const QString& file) : m_workspace(workspace) {
        workspace.resultsReader()->setBeforeParse(
            [entered = m_entered, released = m_released, file](const QString& parsed) {
                if (parsed != file) return;
                entered->release();
                released->acquire();
            });
    }
    ~HeldReading() {
        m_workspace.resultsReader()->setBeforeParse({});
        m_released->release();
    }
    // The reader reached the file and waits.
    bool reached() { return m_entered->tryAcquire(1, 60000); }
    void release() { m_released->release(); }

private:
    RunsWorkspace& m_workspace;
    std::shared_ptr<QSemaphore> m_entered = std::make_shared<QSemaphore>();
    std::shared_ptr<QSemaphore> m_released = std::make_shared<QSemaphore>();
};

// The results file `name` in the test's folder with `cases` binomial cases (8, 16, … bytes).
QString writeCases(const QTemporaryDir& dir, const QString& name, int cases) {
    QStringList json;
    for (int i = 0; i < cases; ++i)
        json << caseJson(QStringLiteral("binomial"), 8 << i, 2e-6);
    const QString file = dir.filePath(QStringLiteral("async/%1.results.json").arg(name));
    writeFile(file, resultsJson(json));
    return file;
}

QString native(const QString& file) {
    return QDir::toNativeSeparators(file);
}

}  // namespace

void RunsTabTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    // A settings scope of this test's own: the Run dialog's memory is written here.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_runs_tab"));
}

void RunsTabTest::init() {
    QSettings().clear();
}

QString RunsTabTest::savedSchedule(studio::editor::ScheduleEditor& editor) {
    editor.setMessageHook([](QMessageBox::Icon, const QString&, const QString& text) {
        qWarning("editor message: %s", qPrintable(text));
    });
    editor.loadDemo();
    const QString file =
        m_dir.filePath(QStringLiteral("%1/s.calltree.json")
                           .arg(QString::fromLatin1(QTest::currentTestFunction())));
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (!editor.saveTo(file)) return {};
    return file;
}

void RunsTabTest::previewIsTheCommandThatRuns() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    workspace.setRunnerPath(QStringLiteral("/nonexistent/calltree-runner"));
    QString preview;
    workspace.setRunDialogHook([&](RunDialog* dialog) {
        dialog->algorithmsChoice()->setChecked(true);
        for (int i = 0; i < dialog->algorithmList()->count(); ++i)
            if (dialog->algorithmList()->item(i)->text() == QLatin1String("binomial"))
                dialog->algorithmList()->item(i)->setCheckState(Qt::Checked);
        // No MPI here: the run cannot start, but its folder and command are written first.
        dialog->launcherPathEdit()->setText(QStringLiteral("/nonexistent/mpirun"));
        preview = dialog->previewText();
        dialog->accept();
    });
    workspace.showRunDialog();
    const QList<RunRecord> runs = listRuns(workspace.historyRoot());
    QCOMPARE(runs.size(), 1);
    QVERIFY2(runs[0].title.endsWith(QStringLiteral("-binomial")), qPrintable(runs[0].title));
    QFile command(runs[0].commandFile());
    QVERIFY(command.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(command.readAll()).trimmed(), preview);
    // The folder the preview names is the one that was created, and holds the plan.
    QVERIFY2(preview.contains(QStringLiteral(" --plan ") + runs[0].planFile()),
             qPrintable(preview));
    QVERIFY(QFileInfo::exists(runs[0].planFile()));
}

// A Sort/IntegerSort/MST schedule runs on its own input: the dialog says the sizes and roots do
// not apply to it (the runner keeps one case: runner_mpi_data_schedule_sizes); a broadcast
// schedule has no such note.
void RunsTabTest::dataScheduleRunsOnce() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    workspace.setRunnerPath(QStringLiteral("/nonexistent/calltree-runner"));
    QString tip;
    workspace.setRunDialogHook([&](RunDialog* dialog) {
        tip = dialog->sizesEdit()->toolTip();
        dialog->reject();
    });
    workspace.showRunDialog();
    QVERIFY2(!tip.contains(QStringLiteral("own input")), qPrintable(tip));
    QVERIFY(editor.newSchedule({ct::Problem::MST, ct::bsp::Input{{100, 300}}, 2, 2},
                               ct::bsp::psc2Tcp()));
    QString choiceTip;
    workspace.setRunDialogHook([&](RunDialog* dialog) {
        tip = dialog->sizesEdit()->toolTip();
        choiceTip = dialog->scheduleChoice()->toolTip();
        dialog->reject();
    });
    workspace.showRunDialog();
    QVERIFY2(tip.contains(QStringLiteral("runs once on its own input (nodes=100,edges=300)")),
             qPrintable(tip));
    QCOMPARE(choiceTip, tip);
}

void RunsTabTest::dialogRemembersItsChoices() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    workspace.setRunnerPath(QStringLiteral("/nonexistent/calltree-runner"));
    workspace.setRunDialogHook([](RunDialog* dialog) {
        dialog->algorithmsChoice()->setChecked(true);
        for (int i = 0; i < dialog->algorithmList()->count(); ++i) {
            const QString name = dialog->algorithmList()->item(i)->text();
            if (name == QLatin1String("binomial") || name == QLatin1String("flat"))
                dialog->algorithmList()->item(i)->setCheckState(Qt::Checked);
        }
        dialog->ranksBox()->setValue(3);
        dialog->sizesEdit()->setText(QStringLiteral("8..1K"));
        dialog->warmupBox()->setValue(7);
        dialog->roundsBox()->setValue(5);
        dialog->osuFigureBox()->setChecked(true);
        dialog->calibrateFirstBox()->setChecked(true);
        dialog->baselineBox()->setCurrentIndex(
            dialog->baselineBox()->findData(QStringLiteral("default")));
        dialog->launcherPathEdit()->setText(QStringLiteral("/nonexistent/mpirun"));
        dialog->accept();
    });
    workspace.showRunDialog();
    // A dialog cancelled with other choices does not replace them.
    workspace.setRunDialogHook([](RunDialog* dialog) {
        dialog->sizesEdit()->setText(QStringLiteral("16"));
        dialog->reject();
    });
    workspace.showRunDialog();
    auto expectRemembered = [](RunDialog* dialog) {
        QVERIFY(dialog->algorithmsChoice()->isChecked());
        QStringList checked;
        for (int i = 0; i < dialog->algorithmList()->count(); ++i)
            if (dialog->algorithmList()->item(i)->checkState() == Qt::Checked)
                checked << dialog->algorithmList()->item(i)->text();
        QCOMPARE(checked, (QStringList{QStringLiteral("binomial"), QStringLiteral("flat")}));
        QCOMPARE(dialog->ranksBox()->value(), 3);
        QCOMPARE(dialog->sizesEdit()->text(), QStringLiteral("8..1K"));
        QCOMPARE(dialog->warmupBox()->value(), 7);
        QCOMPARE(dialog->plan().timing.rounds, 5);
        QVERIFY(dialog->osuFigureBox()->isChecked());
        QVERIFY(dialog->plan().timing.osu);
        QVERIFY(dialog->calibrateFirstBox()->isChecked());
        QCOMPARE(dialog->baselineBox()->currentData().toString(), QStringLiteral("default"));
        QCOMPARE(dialog->launcherPathEdit()->text(), QStringLiteral("/nonexistent/mpirun"));
        // The runner found beside the Studio is not remembered as a choice.
        QVERIFY(!QSettings().value(QStringLiteral("runDialog/what")).isNull());
        QCOMPARE(QSettings().value(QStringLiteral("runDialog/runner")).toString(), QString());
        QCOMPARE(dialog->plan().sizes,
                 (std::vector<std::uint64_t>{8, 16, 32, 64, 128, 256, 512, 1024}));
    };
    bool asked = false;
    workspace.setRunDialogHook([&](RunDialog* dialog) {
        asked = true;
        expectRemembered(dialog);
        dialog->reject();
    });
    workspace.showRunDialog();
    QVERIFY(asked);
    // The next session: a new dialog restores them from the settings alone.
    RunDialog next(QStringLiteral("s.calltree.json"), 2);
    next.restoreChoices(QSettings());
    expectRemembered(&next);
}

void RunsTabTest::tiesInTheBestTable() {
    // binomial and flat on 2 ranks send the same one message: predicted alike (the chart's LogGP
    // values, a tie) and, being one program, measured as one: their mean time, named once.
    const QString file = m_dir.filePath(QStringLiteral("ties.results.json"));
    writeFile(file, resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6),
                                 caseJson(QStringLiteral("flat"), 8, 2e-6),
                                 caseJson(QStringLiteral("binomial"), 1024, 3e-6),
                                 caseJson(QStringLiteral("flat"), 1024, 4e-6)}));
    RunsWorkspace workspace(nullptr);
    QVERIFY(openAndWait(workspace, file));
    // The predictions arrive from off the GUI thread.
    QTRY_VERIFY(!workspace.resultsPanel()->predictionJob()->isRunning());
    QTableWidget* best = workspace.bestTable();
    QCOMPARE(best->rowCount(), 2);
    QCOMPARE(best->item(0, 1)->text(), QStringLiteral("8"));
    QCOMPARE(best->item(0, 2)->text(), QStringLiteral("binomial (+1 with the same program)"));
    QCOMPARE(best->item(0, 4)->text(), QStringLiteral("binomial = flat (tie)"));
    // Measured apart (3 and 4 µs), still one program: the mean, 3.5 µs, not the luckier one.
    QCOMPARE(best->item(1, 2)->text(), QStringLiteral("binomial (+1 with the same program)"));
    QCOMPARE(best->item(1, 3)->text(), QStringLiteral("3.50 µs"));
    // Four or more predicted alike are said briefly, every name in the tooltip.
    const QString four = m_dir.filePath(QStringLiteral("ties4.results.json"));
    writeFile(four, resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6),
                                 caseJson(QStringLiteral("flat"), 8, 2e-6),
                                 caseJson(QStringLiteral("chain"), 8, 2e-6),
                                 caseJson(QStringLiteral("binary"), 8, 2e-6)}));
    QVERIFY(openAndWait(workspace, four));
    QTRY_VERIFY(!workspace.resultsPanel()->predictionJob()->isRunning());
    QCOMPARE(best->rowCount(), 1);
    QVERIFY2(best->item(0, 4)->text().endsWith(QStringLiteral(" (+3 tied)")),
             qPrintable(best->item(0, 4)->text()));
    for (const char* name : {"binomial", "flat", "chain", "binary"})
        QVERIFY2(best->item(0, 4)->toolTip().contains(QLatin1String(name)),
                 qPrintable(best->item(0, 4)->toolTip()));
    QVERIFY(Ties::tied(1e-6, 1e-6 * (1 + 1e-12)));
    QVERIFY(!Ties::tied(1e-6, 1.001e-6));
}

void RunsTabTest::osuFigureColumn() {
    // Results without OSU's figure: no column for it.
    const QString plain = m_dir.filePath(QStringLiteral("no-osu.results.json"));
    writeFile(plain, resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6)}));
    RunsWorkspace workspace(nullptr);
    QVERIFY(openAndWait(workspace, plain));
    auto* table = workspace.findChild<QTableView*>(QStringLiteral("resultsTable"));
    QVERIFY(table);
    QVERIFY(table->isColumnHidden(ResultsTableModel::OsuColumn));
    // A case measured with --osu: the column shows OSU's average, its tooltip the rest.
    QString withOsu = caseJson(QStringLiteral("flat"), 8, 2e-6);
    withOsu.chop(1);
    withOsu += QStringLiteral(
        ", \"osu\": {\"iterations\": 1000, \"skip\": 200, \"avg\": "
        "1.25e-06, \"min\": 1.2e-06, \"max\": 1.3e-06}}");
    const QString file = m_dir.filePath(QStringLiteral("osu.results.json"));
    writeFile(file, resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6), withOsu}));
    QVERIFY(openAndWait(workspace, file));
    QTRY_VERIFY(!workspace.resultsPanel()->predictionJob()->isRunning());
    QVERIFY(!table->isColumnHidden(ResultsTableModel::OsuColumn));
    ResultsTableModel* model = workspace.resultsModel();
    QCOMPARE(model->headerData(ResultsTableModel::OsuColumn, Qt::Horizontal).toString(),
             QStringLiteral("OSU avg"));
    QCOMPARE(model->index(0, ResultsTableModel::OsuColumn).data().toString(), QString());
    QCOMPARE(model->index(1, ResultsTableModel::OsuColumn).data().toString(),
             QStringLiteral("1.25 µs"));
    QCOMPARE(model->index(1, ResultsTableModel::OsuColumn)
                 .data(ResultsTableModel::SecondsRole)
                 .toDouble(),
             1.25e-6);
    const QString tip =
        model->index(1, ResultsTableModel::OsuColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("1000 calls after 200")) &&
                 tip.contains(QStringLiteral("1.20 µs")) && tip.contains(QStringLiteral("1.30 µs")),
             qPrintable(tip));
    // Back to results without it: hidden again.
    QVERIFY(openAndWait(workspace, plain));
    QTRY_VERIFY(!workspace.resultsPanel()->predictionJob()->isRunning());
    QVERIFY(table->isColumnHidden(ResultsTableModel::OsuColumn));
}

void RunsTabTest::tiesAmongComparedRuns() {
    QStringList files;
    for (const char* name : {"a", "b", "c"}) {
        files << m_dir.filePath(QStringLiteral("cmp-%1.results.json").arg(QLatin1String(name)));
        const double median = QLatin1String(name) == QLatin1String("c") ? 5e-6 : 2e-6;
        writeFile(files.last(), resultsJson({caseJson(QStringLiteral("binomial"), 8, median)}));
    }
    RunsWorkspace workspace(nullptr);
    QVERIFY(openAndWait(workspace, files[0]));
    QVERIFY(compareAndWait(workspace, files.mid(1)));
    QTableWidget* table = workspace.bestTable();
    QCOMPARE(table->columnCount(), 5);
    QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("cmp-b.results.json"));
    QCOMPARE(table->item(0, 4)->text(), table->horizontalHeaderItem(1)->text() +
                                            QStringLiteral(" = cmp-b.results.json (tie)"));
    QVERIFY(table->item(0, 1)->font().bold());
    QVERIFY(table->item(0, 2)->font().bold());
    QVERIFY(!table->item(0, 3)->font().bold());
}

void RunsTabTest::cancelledRunInTheHistory() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    // As a cancel leaves it: the finished case, then the interrupted one the runner appended.
    const RunRecord run =
        plannedRun(workspace.historyRoot(), QDateTime(QDate(2026, 11, 25), QTime(12, 0)),
                   QStringLiteral("binomial"), false);
    QVERIFY(QDir().mkpath(run.folder));
    writeFile(run.commandFile(), "mpirun …\n");
    writeFile(run.resultsFile(),
              resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6),
                           caseJson(QStringLiteral("binomial"), 16, 2e-6, "failed")},
                          QStringLiteral("here"), false));
    QVERIFY(writeOutcome(run, {RunOutcome::Kind::Cancelled, 1}));
    const RunRecord other =
        plannedRun(workspace.historyRoot(), QDateTime(QDate(2026, 11, 25), QTime(11, 0)),
                   QStringLiteral("flat"), false);
    QVERIFY(QDir().mkpath(other.folder));
    writeFile(other.commandFile(), "mpirun …\n");
    QVERIFY(writeOutcome(other, {RunOutcome::Kind::Finished}));
    workspace.refreshHistory();
    QListWidget* list = workspace.historyList();
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), run.title + QStringLiteral(" — cancelled, 1 case(s) kept"));
    QCOMPARE(list->item(0)->data(RunHistoryPanel::kOutcomeRole).toInt(),
             int(RunOutcome::Kind::Cancelled));
    QVERIFY(!list->item(0)->icon().isNull());
    QCOMPARE(list->item(1)->text(), other.title + QStringLiteral(" — finished"));
    // Reopened, it shows what it showed when it was cancelled: no failed row.
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    list->item(0)->setSelected(true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 60000);
    QVERIFY(opened[0][1].toBool());
    QCOMPARE(workspace.resultsModel()->rowCount(), 1);
    QVERIFY2(workspace.statusLabel()->text().contains(QStringLiteral("cancelled")),
             qPrintable(workspace.statusLabel()->text()));
    QCOMPARE(workspace.timeLabel()->text(), QStringLiteral("reopened, cancelled"));
    QCOMPARE(readOutcome(recordFor(QStringLiteral("/nonexistent"))).kind,
             RunOutcome::Kind::Unknown);
}

void RunsTabTest::calibratedHosts() {
    QCOMPARE(MachineMismatch::calibratedHosts(
                 QStringLiteral("calltree-runner calibrate, 4 ranks on vm1, vm2; Open MPI v4.1.4")),
             (QStringList{QStringLiteral("vm1"), QStringLiteral("vm2")}));
    QCOMPARE(MachineMismatch::calibratedHosts(QStringLiteral(
                 "calltree-runner run --calibrate (the run's own launch), 2 ranks on vm3; Open "
                 "MPI v4.1.4")),
             QStringList{QStringLiteral("vm3")});
    QCOMPARE(MachineMismatch::calibratedHosts(QStringLiteral("Table 1 of Bonorden 2002")),
             QStringList());
}

void RunsTabTest::anotherMachineIsSaid() {
    ct::protocol::ResultsDocument results;
    results.environment.hosts = {"vm2"};
    results.profile =
        ct::protocol::ProfileRecord{"mine", "mine.machine.json", "00000000000000aa", ""};
    PredictingProfile calibrated{QStringLiteral("calibration X"), QStringLiteral("x.json"),
                                 QStringLiteral("00000000000000aa"),
                                 QStringLiteral("calltree-runner calibrate, 2 ranks on vm1")};
    const QString command = RunsWorkspace::calibrateCommand(2);
    QCOMPARE(command, QStringLiteral("mpirun -np 2 calltree-runner calibrate --output "
                                     "machine.json --loggp-output loggp.machine.json"));
    // Calibrated on vm1, measured on vm2.
    QString note = MachineMismatch::check(results, calibrated, command);
    QVERIFY2(note.contains(QStringLiteral("measured on vm2")), qPrintable(note));
    QVERIFY(note.contains(QStringLiteral("calibrated on vm1")));
    QVERIFY(note.contains(command));
    // The same host and the same file: nothing to say.
    calibrated.source = QStringLiteral("calltree-runner calibrate, 2 ranks on vm2");
    QCOMPARE(MachineMismatch::check(results, calibrated, command), QString());
    // The same host but not the file the programs were built for.
    calibrated.fnv1a64 = QStringLiteral("00000000000000bb");
    note = MachineMismatch::check(results, calibrated, command);
    QVERIFY2(note.contains(QStringLiteral("built for the profile \"mine\"")), qPrintable(note));
    // ... unless the results name it as the profile measured beside their cases (another hash
    // than the built-for profile's, by nature): nothing to say.
    results.profile->besideFile = "x.json";
    QCOMPARE(MachineMismatch::check(results, calibrated, command), QString());
    results.profile->besideFile = "other.json";
    QVERIFY(!MachineMismatch::check(results, calibrated, command).isEmpty());
    // Built-in programs predicted with the chart's values: no profile of this machine at all.
    results.profile = ct::protocol::ProfileRecord{"shou-chen-1996-logp", "", "", ""};
    PredictingProfile chart;
    chart.name = QStringLiteral("LogGP (chart)");
    note = MachineMismatch::check(results, chart, command);
    QVERIFY2(note.contains(QStringLiteral("neither was measured on this machine")),
             qPrintable(note));
}

// Other processes that competed with the ranks for the cores are said with their figures; a
// quiet host, idle cores that took them, or a run that did not sample: nothing.
void RunsTabTest::busyHostIsSaid() {
    ct::protocol::ResultsDocument results;
    QCOMPARE(MachineMismatch::busyHost(results), QString());
    results.hostActivity = ct::protocol::HostActivity{"vm", 12.0, 0.63, 0.0, 2, 2};
    const QString note = MachineMismatch::busyHost(results);
    QVERIFY2(note.contains(QStringLiteral("other processes used 0.63 of the 2 cores of vm, where "
                                          "2 ranks needed a core each")),
             qPrintable(note));
    results.hostActivity->cores = 8;
    QCOMPARE(MachineMismatch::busyHost(results), QString());
    results.hostActivity = ct::protocol::HostActivity{"vm", 12.0, 0.1, 0.0, 2, 2};
    QCOMPARE(MachineMismatch::busyHost(results), QString());
}

void RunsTabTest::scheduleProfileOfAnotherMachine_data() {
    QTest::addColumn<QString>("measuredOn");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("said");  // empty: nothing said
    const auto u = [](const char* text) { return QString::fromUtf8(text); };
    const QString calibratedOnVm1 = u("calltree-runner calibrate, 2 ranks on vm1; Open MPI v4.1.4");
    QTest::newRow("a published profile")
        << u("vm1") << u("Bonorden 2002, Table 1 (b)")
        << QStringList{u("BSP* profile \"psc2-sci\" (Bonorden 2002, Table 1 (b)), which was not "
                         "measured where these results were (vm1)."),
                       u("Use these measurements")};
    QTest::newRow("no source, no hosts")
        << QString() << QString()
        << QStringList{u("\"psc2-sci\", which was not measured where these results were (this "
                         "machine).")};
    QTest::newRow("calibrated where measured") << u("vm1") << calibratedOnVm1 << QStringList{};
    QTest::newRow("calibrated elsewhere")
        << u("vm2") << calibratedOnVm1
        << QStringList{u("\"psc2-sci\", calibrated on vm1, but these results were measured on "
                         "vm2: another machine.")};
}

void RunsTabTest::scheduleProfileOfAnotherMachine() {
    QFETCH(QString, measuredOn);
    QFETCH(QString, source);
    QFETCH(QStringList, said);
    ct::protocol::ResultsDocument results;
    if (!measuredOn.isEmpty()) results.environment.hosts = {measuredOn.toStdString()};
    const QString command = RunsWorkspace::calibrateCommand(2);
    const QString note =
        MachineMismatch::checkSchedule(results, QStringLiteral("psc2-sci"), source, command);
    if (said.isEmpty()) {
        QCOMPARE(note, QString());
        return;
    }
    for (const QString& part : said)
        QVERIFY2(note.contains(part), qPrintable(note));
    QVERIFY2(note.contains(command), qPrintable(note));
}

void RunsTabTest::runsTabSuggestsCalibrating() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    const QString root = workspace.historyRoot();
    writeCalibration(QDir(root).filePath(QStringLiteral("20261125-100000-calibrate")),
                     QStringLiteral("vm1"));
    const RunRecord run = writeBinomialRun(root, QStringLiteral("vm2"));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QVERIFY(!workspace.machineNote()->isHidden());
    QVERIFY(!workspace.calibrateButton()->isHidden());
    QVERIFY2(workspace.machineNote()->text().contains(QStringLiteral("calibrated on vm1")),
             qPrintable(workspace.machineNote()->text()));
    QVERIFY(workspace.machineNote()->text().contains(QStringLiteral("calltree-runner calibrate")));
    // The button opens the Run dialog on a calibration.
    bool calibrating = false;
    workspace.setRunDialogHook([&](RunDialog* dialog) {
        calibrating = dialog->calibrateChoice()->isChecked();
        dialog->reject();
    });
    workspace.calibrateButton()->click();
    QVERIFY(calibrating);
    // Measured where it was calibrated: no note.
    writeFile(run.resultsFile(),
              resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6)}, QStringLiteral("vm1")));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QVERIFY(workspace.machineNote()->isHidden());
    QVERIFY(workspace.calibrateButton()->isHidden());
    // There, but three ranks on two cores: said, and calibrating is not offered (it cannot help).
    writeFile(run.resultsFile(),
              resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6)}, QStringLiteral("vm1"))
                  .replace("\"ranks\": 2,",
                           "\"ranks\": 3, \"ranks_per_host\": 3, \"cores_per_host\": 2,"));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QVERIFY(!workspace.machineNote()->isHidden());
    QVERIFY2(workspace.machineNote()->text().startsWith(
                 QStringLiteral("3 ranks ran on a host of 2 cores: they took turns")),
             qPrintable(workspace.machineNote()->text()));
    QVERIFY(workspace.calibrateButton()->isHidden());
}

// A run that calibrated first (run --calibrate, the Run dialog's "Calibrate first") is predicted
// with its own profile, not with the newest calibration kept beside the runs.
void RunsTabTest::runsOwnCalibrationPredicts() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    const QString root = workspace.historyRoot();
    writeCalibration(QDir(root).filePath(QStringLiteral("20261125-120000-calibrate")),
                     QStringLiteral("vm1"));
    const RunRecord run = writeBinomialRun(root, QStringLiteral("vm2"));
    writeLoggp(run.loggpFile(), QStringLiteral("calltree-runner run --calibrate"),
               QStringLiteral("vm2"));
    QVERIFY(!recordFor(run.folder).calibration);  // a plan run with a profile of its own
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    // vm1's calibration would have said "another machine".
    QVERIFY2(workspace.machineNote()->isHidden(), qPrintable(workspace.machineNote()->text()));
    QCOMPARE(workspace.predictingProfileName(),
             QStringLiteral("this run's calibration %1").arg(run.title));
    // Without it, the calibration beside the runs predicts, and the note says so.
    QVERIFY(QFile::remove(run.loggpFile()));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QVERIFY(!workspace.machineNote()->isHidden());
    QVERIFY(workspace.predictingProfileName().startsWith(QStringLiteral("calibration ")));
}

void RunsTabTest::calibrationBesideTheCasesPredicts() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    const RunRecord run =
        plannedRun(workspace.historyRoot(), QDateTime(QDate(2026, 11, 28), QTime(18, 0)),
                   QStringLiteral("binomial"), false);
    writeFile(run.commandFile(), "mpirun …\n");
    writeLoggp(run.loggpFile(), QStringLiteral("calltree-runner run --calibrate"),
               QStringLiteral("vm2"));
    writeLoggp(run.loggpBesideFile(), QStringLiteral("calltree-runner run --calibrate"),
               QStringLiteral("vm2"));
    // The results name the profile the programs were built for, whose hash is not the beside one.
    const QString profile = QStringLiteral(
                                "\"profile\": {\"name\": \"calibrated-loggp\", \"file\": \"%1\", "
                                "\"fnv1a64\": \"0123456789abcdef\", \"built_in\": false}")
                                .arg(run.loggpFile());
    writeFile(run.resultsFile(), resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6)},
                                             QStringLiteral("vm2"), true, profile));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QCOMPARE(workspace.predictingProfileName(),
             QStringLiteral("this run's calibration beside its cases %1").arg(run.title));
    QVERIFY2(workspace.machineNote()->isHidden(), qPrintable(workspace.machineNote()->text()));
    // Without it, the start's profile predicts; its hash is compared, and differs here.
    QVERIFY(QFile::remove(run.loggpBesideFile()));
    QVERIFY(openAndWait(workspace, run.resultsFile()));
    QCOMPARE(workspace.predictingProfileName(),
             QStringLiteral("this run's calibration %1").arg(run.title));
    QVERIFY(!workspace.machineNote()->isHidden());
    QVERIFY2(workspace.machineNote()->text().contains(QStringLiteral("another profile")),
             qPrintable(workspace.machineNote()->text()));
}

void RunsTabTest::openingReturnsBeforeTheResultsAreShown() {
    const QString file = writeCases(m_dir, QStringLiteral("three"), 3);
    RunsWorkspace workspace(nullptr);
    HeldReading held(workspace, file);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QVERIFY(workspace.openResults(file));
    // Back while the file is still being read: nothing shown yet, the tab says what it reads.
    QVERIFY(held.reached());
    QVERIFY(workspace.isReading());
    QVERIFY(opened.isEmpty());
    QCOMPARE(workspace.resultsModel()->rowCount(), 0);
    QCOMPARE(workspace.statusLabel()->text(),
             QStringLiteral("Reading the results %1…").arg(native(file)));
    QCOMPARE(workspace.progressBar()->minimum(), 0);
    QCOMPARE(workspace.progressBar()->maximum(), 0);  // busy
    QVERIFY(workspace.cancelButton()->isEnabled());
    held.release();
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 60000);
    QCOMPARE(opened[0][0].toString(), file);
    QVERIFY(opened[0][1].toBool());
    QVERIFY(!workspace.isReading());
    QCOMPARE(workspace.resultsModel()->rowCount(), 3);
    QCOMPARE(workspace.statusLabel()->text(),
             QStringLiteral("%1: 3 case(s), complete.").arg(native(file)));
    QCOMPARE(workspace.timeLabel()->text(), QStringLiteral("reopened"));
    QCOMPARE(workspace.progressBar()->maximum(), 1000);
    QCOMPARE(workspace.progressBar()->value(), 1000);
    QVERIFY(!workspace.cancelButton()->isEnabled());
}

void RunsTabTest::cancelWhileReadingKeepsTheShownResults() {
    const QString shown = writeCases(m_dir, QStringLiteral("shown"), 1);
    const QString other = writeCases(m_dir, QStringLiteral("other"), 3);
    RunsWorkspace workspace(nullptr);
    QVERIFY(openAndWait(workspace, shown));
    HeldReading held(workspace, other);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QVERIFY(workspace.openResults(other));
    QVERIFY(held.reached());
    workspace.cancelButton()->click();
    // Given up at once: said so, the run shown before stays, the bar and Cancel as they were.
    QVERIFY(!workspace.isReading());
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened[0][0].toString(), other);
    QVERIFY(!opened[0][1].toBool());
    const QString cancelled =
        QStringLiteral("Cancelled reading the results %1; the results shown stay.")
            .arg(native(other));
    QCOMPARE(workspace.statusLabel()->text(), cancelled);
    QCOMPARE(workspace.resultsModel()->rowCount(), 1);
    QCOMPARE(workspace.progressBar()->maximum(), 1000);
    QCOMPARE(workspace.progressBar()->value(), 1000);
    QVERIFY(!workspace.cancelButton()->isEnabled());
    // The worker ends later; what it read is dropped.
    held.release();
    QTRY_VERIFY_WITH_TIMEOUT(workspace.resultsReader()->isIdle(), 60000);
    QCoreApplication::processEvents();
    QCOMPARE(workspace.resultsModel()->rowCount(), 1);
    QCOMPARE(workspace.statusLabel()->text(), cancelled);
    QCOMPARE(opened.size(), 1);
}

void RunsTabTest::secondOpenSupersedesTheFirst() {
    const QString first = writeCases(m_dir, QStringLiteral("first"), 1);
    const QString second = writeCases(m_dir, QStringLiteral("second"), 3);
    RunsWorkspace workspace(nullptr);
    HeldReading held(workspace, first);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QVERIFY(workspace.openResults(first));
    QVERIFY(held.reached());
    QVERIFY(workspace.openResults(second));
    // The first is answered at once (not shown), the second once read, while the first's worker
    // is still held.
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened[0][0].toString(), first);
    QVERIFY(!opened[0][1].toBool());
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, 60000);
    QCOMPARE(opened[1][0].toString(), second);
    QVERIFY(opened[1][1].toBool());
    QCOMPARE(workspace.resultsModel()->rowCount(), 3);
    QVERIFY(!workspace.resultsReader()->isIdle());
    // The first file's reading ends later and is dropped.
    held.release();
    QTRY_VERIFY_WITH_TIMEOUT(workspace.resultsReader()->isIdle(), 60000);
    QCoreApplication::processEvents();
    QCOMPARE(workspace.resultsModel()->rowCount(), 3);
    QCOMPARE(workspace.statusLabel()->text(),
             QStringLiteral("%1: 3 case(s), complete.").arg(native(second)));
    QCOMPARE(opened.size(), 2);
}

void RunsTabTest::badResultsFileSaysWhy() {
    const QString bad = m_dir.filePath(QStringLiteral("async/bad.results.json"));
    writeFile(bad, "{");
    QString why;  // the reader's own words, as the Runs tab said them when it read on its thread
    try {
        ct::protocol::loadResults(bad.toStdString());
    } catch (const std::exception& e) {
        why = QString::fromStdString(e.what());
    }
    QVERIFY(!why.isEmpty());
    RunsWorkspace workspace(nullptr);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QVERIFY(workspace.openResults(bad));  // it exists: read off the GUI thread like any other
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 60000);
    QCOMPARE(opened[0][0].toString(), bad);
    QVERIFY(!opened[0][1].toBool());
    QCOMPARE(workspace.statusLabel()->text(),
             QStringLiteral("Cannot open the results %1: %2").arg(bad, why));
    QVERIFY(workspace.statusLabel()->styleSheet().contains(QStringLiteral("#b00020")));
    QVERIFY(!workspace.isReading());
    QVERIFY(!workspace.cancelButton()->isEnabled());
    QCOMPARE(workspace.progressBar()->maximum(), 1000);
    // A file that is not there is said at once.
    const QString missing = m_dir.filePath(QStringLiteral("async/missing.results.json"));
    QVERIFY(!workspace.openResults(missing));
    QCOMPARE(opened.size(), 2);
    QCOMPARE(opened[1][0].toString(), missing);
    QVERIFY(!opened[1][1].toBool());
    QVERIFY2(workspace.statusLabel()->text().startsWith(
                 QStringLiteral("Cannot open the results %1: ").arg(missing)),
             qPrintable(workspace.statusLabel()->text()));
}

void RunsTabTest::runWinsOverReading() {
    const QString file = writeCases(m_dir, QStringLiteral("run-wins"), 2);
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    HeldReading held(workspace, file);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QVERIFY(workspace.openResults(file));
    QVERIFY(held.reached());
    RunConfig config;
    config.launcherPath = QStringLiteral("/nonexistent/mpirun");
    config.runnerPath = QStringLiteral("/nonexistent/calltree-runner");
    PlanSpec plan;
    plan.algorithms = {QStringLiteral("binomial")};
    // No MPI here: the run fails to start, but only after it took the tab over.
    QVERIFY(!workspace.startRun(config, plan));
    QVERIFY(!workspace.isReading());
    QCOMPARE(opened.size(), 1);
    QVERIFY(!opened[0][1].toBool());
    QVERIFY2(workspace.statusLabel()->text().startsWith(QStringLiteral("Failed: ")),
             qPrintable(workspace.statusLabel()->text()));
    held.release();
    QTRY_VERIFY_WITH_TIMEOUT(workspace.resultsReader()->isIdle(), 60000);
    QCoreApplication::processEvents();
    QCOMPARE(workspace.resultsModel()->rowCount(), 0);
    QCOMPARE(opened.size(), 1);
}

void RunsTabTest::historyComparesOnceOpened() {
    studio::editor::ScheduleEditor editor;
    QVERIFY(!savedSchedule(editor).isEmpty());
    RunsWorkspace workspace(&editor);
    QList<RunRecord> runs;
    for (int hour : {12, 11}) {
        runs << plannedRun(workspace.historyRoot(), QDateTime(QDate(2026, 11, 25), QTime(hour, 0)),
                           QStringLiteral("binomial"), false);
        QVERIFY(QDir().mkpath(runs.last().folder));
        writeFile(runs.last().commandFile(), "mpirun …\n");
        writeFile(runs.last().logFile(), QStringLiteral("log of %1\n").arg(hour).toUtf8());
        writeFile(runs.last().resultsFile(),
                  resultsJson({caseJson(QStringLiteral("binomial"), 8, hour * 1e-6)}));
        QVERIFY(writeOutcome(runs.last(), {RunOutcome::Kind::Finished}));
    }
    workspace.refreshHistory();
    QListWidget* list = workspace.historyList();
    QCOMPARE(list->count(), 2);
    QSignalSpy opened(&workspace, &RunsWorkspace::resultsOpened);
    QSignalSpy compared(&workspace, &RunsWorkspace::comparisonFinished);
    // Both selected at once: the first is opened, then the second read and set beside it.
    list->selectionModel()->select(
        QItemSelection(list->model()->index(0, 0), list->model()->index(1, 0)),
        QItemSelectionModel::Select);
    QTRY_COMPARE_WITH_TIMEOUT(compared.size(), 1, 60000);
    QVERIFY(compared[0][0].toBool());
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened[0][0].toString(), runs[0].resultsFile());
    QVERIFY(opened[0][1].toBool());
    QCOMPARE(workspace.logView()->toPlainText(), QStringLiteral("log of 12\n"));
    // The opened run's predictions, arriving after the comparison, leave it in place (they
    // replaced it when they came last).
    QTRY_VERIFY(!workspace.resultsPanel()->predictionJob()->isRunning());
    QCoreApplication::processEvents();
    QTableWidget* table = workspace.bestTable();
    QCOMPARE(table->columnCount(), 4);  // case, two runs, fastest
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QDir(runs[0].folder).dirName());
    QCOMPARE(table->horizontalHeaderItem(2)->text(), QDir(runs[1].folder).dirName());
    QCOMPARE(table->item(0, 3)->text(), QDir(runs[1].folder).dirName());
    // Comparing has no status of its own: the opened run's stays.
    QCOMPARE(workspace.statusLabel()->text(),
             QStringLiteral("%1: 1 case(s), complete.").arg(native(runs[0].resultsFile())));
}

void RunsTabTest::comparisonOutlivesLatePredictions() {
    ResultsPanel panel;
    const auto first = std::make_shared<const ct::protocol::ResultsDocument>(
        ct::protocol::parseResults(resultsJson({caseJson(QStringLiteral("binomial"), 8, 2e-6),
                                                caseJson(QStringLiteral("flat"), 8, 3e-6)})
                                       .toStdString()));
    const ct::protocol::ResultsDocument second = ct::protocol::parseResults(
        resultsJson({caseJson(QStringLiteral("binomial"), 8, 4e-6)}).toStdString());
    PredictionSources sources;
    sources.loggpUs = ct::LogGP::logp(2, 0.5, 0.6);
    panel.showRun(first, sources, QString(), *sources.loggpUs, QStringLiteral("chart"));
    QVERIFY(panel.predictionJob()->isRunning());  // its predictions come from another thread
    panel.showComparison(
        compareRuns({{QStringLiteral("A"), first.get()}, {QStringLiteral("B"), &second}}), 1);
    QCOMPARE(panel.bestTable()->columnCount(), 4);  // case, two runs, fastest
    QTRY_VERIFY(!panel.predictionJob()->isRunning());
    QCoreApplication::processEvents();
    QCOMPARE(panel.bestTable()->columnCount(), 4);
    QCOMPARE(panel.bestTable()->horizontalHeaderItem(2)->text(), QStringLiteral("B"));
    // Another run shown: its best per size again.
    panel.showRun(first, sources, QString(), *sources.loggpUs, QStringLiteral("chart"));
    QTRY_VERIFY(!panel.predictionJob()->isRunning());
    QCoreApplication::processEvents();
    QCOMPARE(panel.bestTable()->columnCount(), 7);
}

QTEST_MAIN(RunsTabTest)
#include "tst_runs_tab.moc"
