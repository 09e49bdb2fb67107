#include "runs/runs_workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "bsprun/data_case.h"
#include "editor/machine_panel.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "runs/machine_mismatch.h"
#include "runs/measured_timeline_view.h"
#include "runs/results_panel.h"
#include "runs/results_reader.h"
#include "runs/results_table_model.h"
#include "runs/run_comparison.h"
#include "runs/run_dialog.h"
#include "runs/run_history_panel.h"
#include "runs/run_predictions.h"
#include "schedule/schedule_file.h"
#include "visual/measured_view.h"

namespace studio::runs {
namespace {

using ct::protocol::loadResults;
using ct::protocol::ResultsDocument;

QString clockText(double seconds) {
    const int s = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

RunsWorkspace::RunsWorkspace(editor::ScheduleEditor* editor, QWidget* parent)
    : QWidget(parent),
      m_editor(editor),
      m_controller(new RunController(this)),
      m_runnerPath(findRunner(QCoreApplication::applicationDirPath())),
      m_reader(new ResultsReader(this)),
      m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)),
      m_open(new QPushButton(this)),
      m_csv(new QPushButton(this)),
      m_json(new QPushButton(this)),
      m_compare(new QPushButton(this)),
      m_use(new QPushButton(this)),
      m_showTimeline(new QPushButton(this)),
      m_progress(new QProgressBar(this)),
      m_time(new QLabel(this)),
      m_status(new QLabel(this)),
      m_machineNote(new QLabel(this)),
      m_calibrate(new QPushButton(this)),
      m_history(new RunHistoryPanel(this)),
      m_results(new ResultsPanel(this)),
      m_log(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("runsWorkspace"));
    m_cancel->setEnabled(false);
    m_use->setEnabled(false);
    m_showTimeline->setEnabled(false);
    for (QPushButton* b : {m_csv, m_json, m_compare})
        b->setEnabled(false);  // until a run with cases is shown (showRows)
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_machineNote->setWordWrap(true);
    m_machineNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_machineNote->setObjectName(QStringLiteral("machineNote"));
    m_machineNote->hide();
    m_calibrate->hide();
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setObjectName(QStringLiteral("runLog"));
    buildLayout();
    connectButtons();
    connectController();
    if (m_editor) {
        connect(m_editor->document(), &editor::ScheduleDocument::costsChanged, this, [this] {
            if (m_shown) showRows(m_shown);
        });
        // Runs are kept beside the schedule: another file, another history.
        connect(m_editor->document(), &editor::ScheduleDocument::fileNameChanged, this,
                &RunsWorkspace::refreshHistory);
    }
    setLoggpProfile(chart()->model(), tr("LogGP (chart values)"));
    retranslateUi();
    refreshHistory();
}

ResultsTableModel* RunsWorkspace::resultsModel() const {
    return m_results->model();
}
QTableWidget* RunsWorkspace::bestTable() const {
    return m_results->bestTable();
}
MeasuredView* RunsWorkspace::chart() const {
    return m_results->chart();
}
QListWidget* RunsWorkspace::historyList() const {
    return m_history->list();
}
MeasuredTimelineView* RunsWorkspace::measuredTimeline() const {
    return m_results->measuredTimeline();
}

void RunsWorkspace::buildLayout() {
    // Running beside its progress, then what to do with results: one row of all eight buttons
    // would not fit a 1024-pixel window in German.
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_run);
    progressRow->addWidget(m_cancel);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_time);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_open, m_compare, m_csv, m_json, m_use, m_showTimeline})
        buttons->addWidget(b);
    buttons->addStretch();

    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(m_results);
    centre->addWidget(m_log);
    centre->setStretchFactor(0, 4);
    centre->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_history);
    split->addWidget(centre);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 5);
    split->setSizes({240, 1100});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(progressRow);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    auto* noteRow = new QHBoxLayout;
    noteRow->addWidget(m_machineNote, 1);
    noteRow->addWidget(m_calibrate, 0, Qt::AlignTop);
    layout->addLayout(noteRow);
    layout->addWidget(split, 1);
}

void RunsWorkspace::connectButtons() {
    connect(m_run, &QPushButton::clicked, this, &RunsWorkspace::showRunDialog);
    // Cancel stops what was started last: a reading (possible during a run) or the run.
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (isReading())
            cancelReading();
        else
            m_controller->cancel();
    });
    connect(m_reader, &ResultsReader::finished, this, &RunsWorkspace::readingFinished);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open results"), historyRoot(),
                                                       tr("Run results (*.results.json)"));
        if (!f.isEmpty()) openResults(f);
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Compare with results"), historyRoot(), tr("Run results (*.results.json)"));
        if (!files.isEmpty()) compareWith(files);
    });
    connect(m_csv, &QPushButton::clicked, this, [this] { exportAsk(false); });
    connect(m_json, &QPushButton::clicked, this, [this] { exportAsk(true); });
    connect(m_use, &QPushButton::clicked, this, &RunsWorkspace::useMeasurements);
    connect(m_calibrate, &QPushButton::clicked, this, [this] {
        m_dialogCalibrates = true;
        showRunDialog();
    });
    connect(m_showTimeline, &QPushButton::clicked, this, [this] {
        const QString name = m_results->caseToShow();
        if (!name.isEmpty()) showMeasuredTimeline(name);
    });
    connect(m_history, &RunHistoryPanel::selectionChanged, this, &RunsWorkspace::openSelectedRun);
}

void RunsWorkspace::connectController() {
    connect(m_controller, &RunController::started, this, &RunsWorkspace::runStarted);
    connect(m_controller, &RunController::progress, this,
            [this](int done, int total, double elapsed, double remaining) {
                m_progress->setMaximum(total);
                m_progress->setValue(done);
                m_time->setText(remaining >= 0 ? tr("elapsed %1, remaining about %2")
                                                     .arg(clockText(elapsed), clockText(remaining))
                                               : tr("elapsed %1").arg(clockText(elapsed)));
            });
    connect(m_controller, &RunController::logLine, m_log, &QPlainTextEdit::appendPlainText);
    connect(m_controller, &RunController::logLine, this, &RunsWorkspace::appendToRunLog);
    connect(m_controller, &RunController::caseFinished, this, [this] {
        // The runner rewrites its results file after every case: show what is done so far.
        try {
            showRows(std::make_shared<const ResultsDocument>(
                loadResults(m_current.resultsFile().toStdString())));
        } catch (const std::exception&) {
        }
    });
    connect(m_controller, &RunController::finished, this, &RunsWorkspace::runFinished);
    connect(m_controller, &RunController::failed, this, &RunsWorkspace::runFailed);
    connect(m_controller, &RunController::canceled, this, &RunsWorkspace::runCancelled);
}

void RunsWorkspace::runStarted(const QStringList& command) {
    m_log->clear();
    m_log->appendPlainText(shellJoin(command));
    m_progress->setValue(0);
    m_cancel->setEnabled(true);
    m_run->setEnabled(false);
    setStatus(tr("Running…"));
}

void RunsWorkspace::runCancelled() {
    const int kept = m_controller->results() ? int(m_controller->results()->cases.size()) : 0;
    writeOutcome(m_current, {RunOutcome::Kind::Cancelled, kept});
    runEnded();
    if (m_controller->results())
        showRows(std::make_shared<const ResultsDocument>(*m_controller->results()));
    // The bar stays where the cancel stopped it; the time says the run did not end by itself.
    m_time->setText(tr("cancelled"));
    setStatus(tr("Cancelled. %n completed case(s) kept.", nullptr, kept));
}

void RunsWorkspace::runFinished(const ct::protocol::ResultsDocument& results) {
    writeOutcome(m_current, {RunOutcome::Kind::Finished});
    runEnded();
    if (m_current.calibration) {
        m_use->setEnabled(true);
        setStatus(tr("Calibration finished: %1. \"Use these measurements\" loads it into "
                     "the schedule's machine.")
                      .arg(m_current.machineFile()));
    } else {
        showRows(std::make_shared<const ResultsDocument>(results));
        setStatus(tr("Finished: %n case(s) measured.", nullptr, int(results.cases.size())));
    }
}

void RunsWorkspace::runFailed(const QString& message, const QStringList& lines) {
    writeOutcome(m_current, {RunOutcome::Kind::Failed});
    runEnded();
    if (m_controller->results())
        showRows(std::make_shared<const ResultsDocument>(*m_controller->results()));
    setStatus(tr("Failed: %1").arg(message));
    m_status->setStyleSheet(QStringLiteral("color: #b00020"));
    m_log->appendPlainText(tr("— %1").arg(message));
    for (const QString& l : lines)
        m_log->appendPlainText(tr("  | %1").arg(l));
}

void RunsWorkspace::retranslateUi() {
    m_run->setText(tr("Run…"));
    m_run->setToolTip(tr("Run the open schedule or catalogue algorithms with MPI (Ctrl+R)"));
    m_cancel->setText(tr("Cancel"));
    m_open->setText(tr("Open results…"));
    m_compare->setText(tr("Compare with…"));
    m_compare->setToolTip(
        tr("Set the shown run beside other results files (or Ctrl-click several runs in the "
           "history)"));
    m_csv->setText(tr("Export CSV…"));
    m_json->setText(tr("Export JSON…"));
    m_use->setText(tr("Use these measurements"));
    m_showTimeline->setText(tr("Show measured timeline"));
    m_calibrate->setText(tr("Calibrate…"));
    m_calibrate->setToolTip(tr("Open the Run dialog on a calibration of this machine"));
    m_showTimeline->setToolTip(
        tr("The recorded repetition of the selected case laid under its predicted timeline "
           "(runs made with \"Record a timeline\")"));
    m_use->setToolTip(
        tr("Load the calibrated machine profile into the schedule editor and "
           "re-cost the schedule"));
    m_history->refresh(historyRoot());  // the outcomes are words too
    m_results->retranslateUi();
    if (m_shown) showMachineNote(*m_shown);
    if (m_idle) {
        m_time->setText(tr("no run"));
        m_status->setText(
            tr("No run yet. Press Run… (Ctrl+R) to run the open schedule or catalogue algorithms "
               "with MPI, or open a results file; earlier runs of this schedule are listed in "
               "the history."));
    }
}

void RunsWorkspace::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_shown) showRows(m_shown);
    }
    QWidget::changeEvent(event);
}

void RunsWorkspace::setStatus(const QString& text) {
    m_idle = false;
    m_status->setStyleSheet(QString());
    m_status->setText(text);
    emit statusMessage(text);
}

void RunsWorkspace::setLoggpProfile(const ct::LogGPProfile& us, const QString& name,
                                    const QString& file) {
    m_loggp = us;
    m_loggpName = name;
    m_loggpFile = file;
    chart()->setModel(us, name);
    if (m_shown) showRows(m_shown);
}

QString RunsWorkspace::historyRoot() const {
    return runs::historyRoot(m_editor ? m_editor->document()->fileName() : QString());
}

PredictionSources RunsWorkspace::predictionSources() const {
    return RunPredictions::sourcesFor(m_editor, m_loggp, m_loggpName);
}

void RunsWorkspace::showRows(std::shared_ptr<const ResultsDocument> shown) {
    m_shown = std::move(shown);
    const ResultsDocument& results = *m_shown;
    m_results->showRun(m_shown, predictionSources(), m_current.resultsFile(),
                       m_loggp.value_or(chart()->model()), m_loggpName);
    m_showTimeline->setEnabled(!measuredTimeline()->recordedCases().isEmpty());
    showMachineNote(results);
    // The editor's drawing shows the times per node of a schedule run on data.
    if (m_editor) m_editor->showMeasurements(results, m_current.resultsFile());
    const bool any = !results.cases.empty();
    m_csv->setEnabled(any);
    m_json->setEnabled(any);
    m_compare->setEnabled(any);
}

QString RunsWorkspace::calibrateCommand(int ranks) {
    return QStringLiteral(
               "mpirun -np %1 calltree-runner calibrate --output machine.json --loggp-output "
               "loggp.machine.json")
        .arg(std::max(2, ranks));
}

void RunsWorkspace::showMachineNote(const ResultsDocument& results) {
    // Catalogue cases are predicted with the LogGP profile, schedule cases with the schedule's
    // own BSP* profile: each is said when it is not the measuring machine's; and whether the
    // ranks had to share cores, or other processes the host, which no profile accounts for.
    const auto has = [&results](ct::protocol::CaseKind kind) {
        return std::any_of(results.cases.begin(), results.cases.end(),
                           [kind](const auto& c) { return c.kind == kind; });
    };
    const QString command = calibrateCommand(results.environment.ranks);
    QStringList notes;
    if (has(ct::protocol::CaseKind::Catalogue))
        notes << MachineMismatch::check(results, predictingProfile(), command);
    if (m_editor && has(ct::protocol::CaseKind::Schedule)) {
        const ct::bsp::MachineProfile& machine = m_editor->document()->schedule().machine;
        notes << MachineMismatch::checkSchedule(results, QString::fromStdString(machine.name),
                                                QString::fromStdString(machine.source), command);
    }
    notes.removeAll(QString());
    // Calibrating helps with the notes above, not with ranks taking turns on the cores.
    m_calibrate->setVisible(!notes.isEmpty());
    notes << MachineMismatch::sharedCores(results) << MachineMismatch::busyHost(results);
    notes.removeAll(QString());
    const QString note = notes.join(QStringLiteral("\n\n"));
    m_machineNote->setText(note);
    m_machineNote->setVisible(!note.isEmpty());
}

void RunsWorkspace::appendToRunLog(const QString& line) {
    QFile log(m_current.logFile());
    if (log.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text))
        log.write(line.toUtf8() + '\n');
}

PredictingProfile RunsWorkspace::predictingProfile() const {
    PredictingProfile p = MachineMismatch::fromFile(m_loggpName, m_loggpFile);
    p.besideTheResults = !m_loggpFile.isEmpty() && m_loggpFile == m_current.loggpBesideFile();
    return p;
}

bool RunsWorkspace::useRunsOwnCalibration() {
    // A run that calibrated first (run --calibrate) built its programs for that profile.
    if (m_current.calibration) return false;
    // Measured again beside its cases, it is what predicts them (docs/runner.md, "Fidelity").
    if (const auto beside = RunPredictions::loadLoggpProfile(m_current.loggpBesideFile())) {
        setLoggpProfile(*beside,
                        tr("this run's calibration beside its cases %1").arg(m_current.title),
                        m_current.loggpBesideFile());
        return true;
    }
    const auto p = RunPredictions::loadLoggpProfile(m_current.loggpFile());
    if (!p) return false;
    setLoggpProfile(*p, tr("this run's calibration %1").arg(m_current.title),
                    m_current.loggpFile());
    return true;
}

void RunsWorkspace::runEnded() {
    useRunsOwnCalibration();
    m_cancel->setEnabled(isReading());
    m_run->setEnabled(true);
    QFile log(m_current.logFile());
    if (log.open(QIODevice::WriteOnly | QIODevice::Text))
        log.write(m_controller->log().join(QLatin1Char('\n')).toUtf8() + '\n');
    refreshHistory();
}

QString RunsWorkspace::runLabel(const PlanSpec& plan, bool calibration) {
    const QString what = calibration                    ? QStringLiteral("calibrate")
                         : !plan.scheduleFile.isEmpty() ? QStringLiteral("schedule")
                                                        : plan.algorithms.join(QLatin1Char('+'));
    return what.left(60);
}

void RunsWorkspace::showRunDialog() {
    if (m_controller->isRunning()) return;
    const int procs = m_editor ? m_editor->document()->schedule().tree.calcProcs : 0;
    RunDialog dialog(m_editor ? m_editor->document()->displayName() : QString(), procs, this);
    if (m_editor) {
        const ct::bsp::Schedule& open = m_editor->document()->schedule();
        if (!ct::bsprun::dataExecutionUnsupported(open.tree, ct::bsp::libraryFor(open.machine)))
            dialog.setScheduleRunsOnData(QString::fromStdString(ct::bsp::describeInput(open)));
    }
    // One moment for the preview and the start: the folder the preview names is the one created.
    const QDateTime opened = QDateTime::currentDateTime();
    QSettings settings;
    dialog.restoreChoices(settings);
    if (m_dialogCalibrates) dialog.calibrateChoice()->setChecked(true);
    m_dialogCalibrates = false;
    dialog.setPaths(pathsFor(plannedRun(historyRoot(), opened, QString(), false)));
    dialog.setPathsFor([this, opened](const PlanSpec& plan, bool calibration) {
        return pathsFor(
            plannedRun(historyRoot(), opened, runLabel(plan, calibration), calibration));
    });
    bool accepted = false;
    if (m_dialogHook) {
        m_dialogHook(&dialog);
        accepted = dialog.result() == QDialog::Accepted;
    } else {
        accepted = dialog.exec() == QDialog::Accepted;
    }
    if (!accepted) return;
    dialog.saveChoices(settings);
    const PlanSpec plan = dialog.plan();
    startRun(dialog.config(pathsFor(plannedRun(
                 historyRoot(), opened, runLabel(plan, dialog.calibrate()), dialog.calibrate()))),
             plan, opened);
}

RunConfig RunsWorkspace::pathsFor(const RunRecord& run) const {
    RunConfig paths;
    paths.runnerPath = m_runnerPath;
    paths.planFile = run.planFile();
    paths.resultsFile = run.resultsFile();
    paths.machineFile = run.machineFile();
    paths.loggpFile = run.loggpFile();
    paths.loggpBesideFile = run.loggpBesideFile();
    return paths;
}

bool RunsWorkspace::startRun(RunConfig config, const PlanSpec& plan, const QDateTime& when) {
    if (m_controller->isRunning()) return false;
    const bool calibration = config.mode == RunMode::Calibrate;
    m_current = plannedRun(historyRoot(), when.isValid() ? when : QDateTime::currentDateTime(),
                           runLabel(plan, calibration), calibration);
    QString error;
    if (!createRunFolder(m_current, &error)) {
        setStatus(error);
        return false;
    }
    if (!writeRunFiles(config, plan)) return false;
    if (config.runnerPath.isEmpty()) config.runnerPath = m_runnerPath;
    writeTextFile(m_current.commandFile(), shellJoin(commandLine(config)).toUtf8() + '\n', &error);
    // The run wins over results being read: they would replace the run's rows and folder.
    cancelReading();
    m_results->clearRows();
    m_shown.reset();
    m_machineNote->hide();
    m_calibrate->hide();
    m_use->setEnabled(false);
    refreshHistory();
    return m_controller->start(config, plan.timing.minSeconds);
}

bool RunsWorkspace::writeRunFiles(RunConfig& config, const PlanSpec& plan) {
    if (m_current.calibration) {
        config.machineFile = m_current.machineFile();
        config.loggpFile = m_current.loggpFile();
        return true;
    }
    if (!plan.scheduleFile.isEmpty() && m_editor) {
        try {
            ct::bsp::saveScheduleFile(m_current.scheduleFile().toStdString(),
                                      m_editor->document()->schedule(),
                                      m_editor->document()->library());
        } catch (const std::exception& e) {
            setStatus(tr("Cannot write the schedule for the run: %1")
                          .arg(QString::fromStdString(e.what())));
            return false;
        }
    }
    PlanSpec written = plan;
    if (!written.scheduleFile.isEmpty())
        written.scheduleFile = QFileInfo(m_current.scheduleFile()).fileName();
    QString error;
    if (!writePlan(m_current.planFile(), written, &error)) {
        setStatus(error);
        return false;
    }
    config.planFile = m_current.planFile();
    config.resultsFile = m_current.resultsFile();
    config.loggpFile = m_current.loggpFile();  // "Calibrate first" writes the run's own profile
    // ... and, in rounds, the one measured beside the cases (runner: --calibrate-beside).
    config.loggpBesideFile =
        config.calibrateFirst && plan.timing.rounds >= 2 ? m_current.loggpBesideFile() : QString();
    return true;
}

bool RunsWorkspace::openResults(const QString& fileName) {
    return startOpening(fileName, {});
}

bool RunsWorkspace::startOpening(const QString& fileName, AfterOpen then) {
    const QFileInfo info(fileName);
    if (info.isFile() && info.isReadable()) {
        startReading(Reading::Open, {fileName});
        m_afterOpen = std::move(then);
        return true;
    }
    // Missing or unreadable: the reader's message at once, there is nothing to wait for.
    abandonReading();
    ResultsReading reading = readResultsFiles({fileName});
    return endOpening(reading, std::move(then));
}

void RunsWorkspace::startReading(Reading kind, const QStringList& files) {
    abandonReading();  // the last request wins
    m_reading = kind;
    m_readingFiles = files;
    m_progressMaxBefore = m_progress->maximum();
    m_progressValueBefore = m_progress->value();
    m_statusBefore = m_status->text();
    m_statusStyleBefore = m_status->styleSheet();
    m_progress->setRange(0, 0);  // busy: a parse does not say how far it is
    m_cancel->setEnabled(true);
    setStatus(kind == Reading::Open
                  ? tr("Reading the results %1…").arg(QDir::toNativeSeparators(files.first()))
                  : tr("Reading %n results file(s) to compare…", nullptr, int(files.size())));
    m_reader->read(files);
}

void RunsWorkspace::endReadingUi() {
    m_progress->setRange(0, m_progressMaxBefore);
    m_progress->setValue(m_progressValueBefore);
    m_cancel->setEnabled(m_controller->isRunning());
}

void RunsWorkspace::abandonReading() {
    if (!isReading()) return;
    m_reader->abandon();
    const Reading kind = std::exchange(m_reading, Reading::None);
    const QStringList files = std::exchange(m_readingFiles, {});
    const AfterOpen then = std::exchange(m_afterOpen, {});
    endReadingUi();
    if (kind == Reading::Open) {
        if (then) then(OpenEnd::Abandoned);
        emit resultsOpened(files.first(), false);
    } else {
        emit comparisonFinished(false);
    }
}

void RunsWorkspace::cancelReading() {
    if (!isReading()) return;
    setStatus(m_reading == Reading::Open
                  ? tr("Cancelled reading the results %1; the results shown stay.")
                        .arg(QDir::toNativeSeparators(m_readingFiles.first()))
                  : tr("Cancelled reading the results to compare."));
    abandonReading();
}

void RunsWorkspace::readingFinished(const std::shared_ptr<ResultsReading>& reading) {
    const Reading kind = std::exchange(m_reading, Reading::None);
    m_readingFiles.clear();
    AfterOpen then = std::exchange(m_afterOpen, {});
    endReadingUi();
    if (kind == Reading::Open) {
        endOpening(*reading, std::move(then));
    } else if (kind == Reading::Compare) {
        const bool shown = showComparison(*reading);
        if (shown) {  // the status is what it was before: comparing says nothing of its own
            setStatus(m_statusBefore);
            m_status->setStyleSheet(m_statusStyleBefore);
        }
        emit comparisonFinished(shown);
    }
}

bool RunsWorkspace::endOpening(ResultsReading& reading, AfterOpen then) {
    const QString fileName = reading.files.first();
    const bool shown = showOpened(reading);
    if (then) then(shown ? OpenEnd::Shown : OpenEnd::Failed);
    emit resultsOpened(fileName, shown);
    return shown;
}

bool RunsWorkspace::showOpened(ResultsReading& reading) {
    const QString fileName = reading.files.first();
    if (!reading.ok()) {
        setStatus(tr("Cannot open the results %1: %2").arg(fileName, reading.error));
        m_status->setStyleSheet(QStringLiteral("color: #b00020"));
        return false;
    }
    ResultsDocument& results = reading.documents.front();
    m_current = recordFor(QFileInfo(fileName).absolutePath());
    // A cancelled run shows what it showed when it was cancelled: the interrupted case the
    // runner appended is not one of its results.
    const RunOutcome outcome = readOutcome(m_current);
    const bool cancelled = outcome.kind == RunOutcome::Kind::Cancelled;
    if (cancelled && outcome.keptCases >= 0 &&
        std::size_t(outcome.keptCases) < results.cases.size())
        results.cases.resize(std::size_t(outcome.keptCases));
    // A calibration kept beside the runs gives the catalogue predictions their profile.
    // The run's own (run --calibrate) comes first.
    const QString root = QFileInfo(m_current.folder).absolutePath();
    bool found = useRunsOwnCalibration();
    if (!found)
        for (const RunRecord& r : listRuns(root))
            if (auto p = RunPredictions::loadLoggpProfile(r.loggpFile())) {
                setLoggpProfile(*p, tr("calibration %1").arg(r.title), r.loggpFile());
                found = true;
                break;
            }
    // Results from elsewhere (a runner run by hand, scripts/fidelity.sh): the profiles they
    // name, when the files are still there — the one measured beside the cases (each size at
    // its level), else the one the programs were built for; not the chart's values.
    if (!found && results.profile) {
        const QString beside = QString::fromStdString(results.profile->besideFile);
        const QString builtFor = QString::fromStdString(results.profile->file);
        if (auto p = beside.isEmpty() ? std::nullopt : RunPredictions::loadLoggpProfile(beside))
            setLoggpProfile(*p, tr("the run's calibration beside its cases, %1").arg(beside),
                            beside);
        else if (auto q =
                     builtFor.isEmpty() ? std::nullopt : RunPredictions::loadLoggpProfile(builtFor))
            setLoggpProfile(*q, tr("the profile the run was built for, %1").arg(builtFor),
                            builtFor);
    }
    // Moved, not copied: it may be hundreds of megabytes.
    showRows(std::make_shared<const ResultsDocument>(std::move(results)));
    const ResultsDocument& shown = *m_shown;
    m_use->setEnabled(false);
    m_progress->setValue(shown.complete ? m_progress->maximum() : 0);
    m_time->setText(shown.complete ? tr("reopened")
                    : cancelled    ? tr("reopened, cancelled")
                                   : tr("reopened, incomplete"));
    QFile log(m_current.logFile());
    if (log.open(QIODevice::ReadOnly | QIODevice::Text))
        m_log->setPlainText(QString::fromUtf8(log.readAll()));
    const int cases = int(shown.cases.size());
    const QString file = QDir::toNativeSeparators(fileName);
    setStatus(
        shown.complete ? tr("%1: %n case(s), complete.", nullptr, cases).arg(file)
        : cancelled
            ? tr("%1: cancelled; %n case(s) finished before the cancel.", nullptr, cases).arg(file)
            : tr("%1: %n case(s), incomplete (the run was interrupted).", nullptr, cases)
                  .arg(file));
    return true;
}

QString RunsWorkspace::runTitle(const QString& resultsFile) {
    // A run kept in the history is named by its folder (when and what); a loose file by itself.
    const QFileInfo info(resultsFile);
    return info.fileName() == QFileInfo(recordFor(info.absolutePath()).resultsFile()).fileName()
               ? info.dir().dirName()
               : info.fileName();
}

bool RunsWorkspace::compareWith(const QStringList& otherResultsFiles) {
    if (otherResultsFiles.isEmpty()) return false;
    if (m_reading == Reading::Open) {  // with the run being opened, once it is shown
        AfterOpen before = std::exchange(m_afterOpen, {});
        m_afterOpen = [this, before = std::move(before), otherResultsFiles](OpenEnd end) {
            if (before) before(end);
            if (end != OpenEnd::Shown || !compareWith(otherResultsFiles))
                emit comparisonFinished(false);
        };
        return true;
    }
    if (!m_shown) return false;
    startReading(Reading::Compare, otherResultsFiles);
    return true;
}

bool RunsWorkspace::showComparison(ResultsReading& reading) {
    if (!reading.ok()) {
        setStatus(tr("Cannot open the results %1: %2").arg(reading.failedFile, reading.error));
        return false;
    }
    if (!m_shown) return false;
    std::vector<ComparedRun> runs{
        {m_current.folder.isEmpty() ? tr("This run") : QDir(m_current.folder).dirName(),
         m_shown.get()}};
    for (qsizetype i = 0; i < reading.files.size(); ++i)
        runs.push_back({runTitle(reading.files[i]), &reading.documents[std::size_t(i)]});
    m_results->showComparison(compareRuns(runs), int(reading.files.size()));
    return true;
}

bool RunsWorkspace::showMeasuredTimeline(const QString& caseName) {
    const bool shown = m_results->showMeasuredTimeline(caseName);
    if (!shown) setStatus(measuredTimeline()->summaryLabel()->text());
    return shown;
}

bool RunsWorkspace::exportCsv(const QString& fileName) {
    QString error;
    if (!writeTextFile(fileName, rowsToCsv(resultsModel()->rows()).toUtf8(), &error)) {
        setStatus(error);
        return false;
    }
    setStatus(tr("Exported %1").arg(fileName));
    return true;
}

bool RunsWorkspace::exportJson(const QString& fileName) {
    QString error;
    const bool complete = m_shown && m_shown->complete;
    if (!writeTextFile(fileName, rowsToJson(resultsModel()->rows(), complete).toJson(), &error)) {
        setStatus(error);
        return false;
    }
    setStatus(tr("Exported %1").arg(fileName));
    return true;
}

void RunsWorkspace::exportAsk(bool json) {
    const QString f = QFileDialog::getSaveFileName(
        this, json ? tr("Export JSON") : tr("Export CSV"), m_current.folder,
        json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (f.isEmpty()) return;
    json ? exportJson(f) : exportCsv(f);
}

bool RunsWorkspace::useMeasurements() {
    if (!m_current.calibration || !QFileInfo::exists(m_current.machineFile())) {
        setStatus(tr("Select a finished calibration run first."));
        return false;
    }
    if (auto p = RunPredictions::loadLoggpProfile(m_current.loggpFile()))
        setLoggpProfile(*p, tr("calibration %1").arg(m_current.title), m_current.loggpFile());
    if (!m_editor) return true;
    if (!m_editor->machinePanel()->loadMachine(m_current.machineFile())) {
        setStatus(tr("The calibrated profile %1 cannot be used for this schedule.")
                      .arg(m_current.machineFile()));
        return false;
    }
    setStatus(tr("The schedule is now costed with the calibrated profile %1.")
                  .arg(m_current.machineFile()));
    return true;
}

void RunsWorkspace::refreshHistory() {
    m_history->refresh(historyRoot());
}

void RunsWorkspace::openSelectedRun() {
    const QStringList selected = m_history->selectedFolders();
    if (selected.isEmpty() || m_controller->isRunning()) return;
    cancelReading();  // what was being read for the last selection is not wanted any more
    const RunRecord r = recordFor(selected.first());
    // Several selected runs: the others are compared with the first (Ctrl/Shift-click).
    QStringList others;
    for (const QString& folder : selected.mid(1)) {
        const RunRecord other = recordFor(folder);
        if (!other.calibration && QFileInfo::exists(other.resultsFile()))
            others << other.resultsFile();
    }
    // Once the run is shown (or said unreadable): its log, and the others beside it.
    const auto showLogAndCompare = [this, r, others](bool compare) {
        QFile log(r.logFile());
        m_log->clear();
        if (log.open(QIODevice::ReadOnly | QIODevice::Text))
            m_log->setPlainText(QString::fromUtf8(log.readAll()));
        if (compare && !others.isEmpty()) compareWith(others);
    };
    if (r.calibration) {
        m_current = r;
        m_use->setEnabled(true);
        setStatus(tr("Calibration %1: \"Use these measurements\" loads it.").arg(r.title));
    } else if (QFileInfo::exists(r.resultsFile())) {
        startOpening(r.resultsFile(), [showLogAndCompare](OpenEnd end) {
            if (end != OpenEnd::Abandoned) showLogAndCompare(end == OpenEnd::Shown);
        });
        return;
    }
    showLogAndCompare(true);
}

}  // namespace studio::runs
