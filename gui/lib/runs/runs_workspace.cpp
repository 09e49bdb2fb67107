#include "runs/runs_workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "bsp/logp_cost.h"
#include "bsp/machine_json.h"
#include "bsp/schedule_file.h"
#include "bsp/tree_for_input.h"
#include "editor/machine_panel.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "runs/measured_timeline_view.h"
#include "runs/results_table_model.h"
#include "runs/run_comparison.h"
#include "runs/run_dialog.h"
#include "visual/measured_view.h"

namespace studio::runs {
namespace {

using ct::protocol::loadResults;
using ct::protocol::ResultsDocument;

QString clockText(double seconds) {
    const int s = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// A LogGP profile file (calibrate --loggp-output) in µs; nullopt when it is not one.
std::optional<ct::LogGP> loadLoggp(const QString& fileName) {
    try {
        const ct::bsp::MachineProfile m = ct::bsp::loadMachineFile(fileName.toStdString());
        if (m.kind != ct::bsp::ModelKind::LogGP) return std::nullopt;
        // With the combine time, as schedules are costed.
        return ct::bsp::logGPInMicroseconds(m.logp);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace

RunsWorkspace::RunsWorkspace(editor::ScheduleEditor* editor, QWidget* parent)
    : QWidget(parent),
      m_editor(editor),
      m_controller(new RunController(this)),
      m_model(new ResultsTableModel(this)),
      m_runnerPath(findRunner(QCoreApplication::applicationDirPath())),
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
      m_history(new QListWidget(this)),
      m_table(new QTableView(this)),
      m_best(new QTableWidget(this)),
      m_chart(new MeasuredView(this)),
      m_measuredTimeline(new MeasuredTimelineView(this)),
      m_log(new QPlainTextEdit(this)),
      m_historyLabel(new QLabel(this)),
      m_bestLabel(new QLabel(this)) {
    setObjectName(QStringLiteral("runsWorkspace"));
    m_cancel->setEnabled(false);
    m_use->setEnabled(false);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setObjectName(QStringLiteral("runLog"));
    m_table->setModel(m_model);
    m_table->setSortingEnabled(false);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_best->verticalHeader()->hide();
    m_best->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_best->horizontalHeader()->setStretchLastSection(true);
    m_history->setSelectionMode(QAbstractItemView::ExtendedSelection);

    auto* buttons = new QHBoxLayout;
    m_showTimeline->setEnabled(false);
    for (QPushButton* b :
         {m_run, m_cancel, m_open, m_compare, m_csv, m_json, m_use, m_showTimeline})
        buttons->addWidget(b);
    buttons->addStretch();
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_time);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_historyLabel);
    leftLayout->addWidget(m_history);

    auto* tableTab = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableTab);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto* tableSplit = new QSplitter(Qt::Vertical, tableTab);
    auto* bestBox = new QWidget(tableSplit);
    auto* bestLayout = new QVBoxLayout(bestBox);
    bestLayout->setContentsMargins(0, 0, 0, 0);
    bestLayout->addWidget(m_bestLabel);
    bestLayout->addWidget(m_best);
    tableSplit->addWidget(m_table);
    tableSplit->addWidget(bestBox);
    tableSplit->setStretchFactor(0, 3);
    tableSplit->setStretchFactor(1, 1);
    tableLayout->addWidget(tableSplit);

    auto* views = new QTabWidget(this);
    views->setObjectName(QStringLiteral("runViews"));
    views->addTab(tableTab, QString());
    views->addTab(m_chart, QString());
    views->addTab(m_measuredTimeline, QString());
    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(views);
    centre->addWidget(m_log);
    centre->setStretchFactor(0, 4);
    centre->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(centre);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 5);
    split->setSizes({240, 1100});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(progressRow);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_run, &QPushButton::clicked, this, &RunsWorkspace::showRunDialog);
    connect(m_cancel, &QPushButton::clicked, m_controller, &RunController::cancel);
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
    connect(m_showTimeline, &QPushButton::clicked, this, [this] {
        // The selected row's case when it was recorded, else the first recorded case.
        const QStringList recorded = m_measuredTimeline->recordedCases();
        QString name = recorded.value(0);
        const QModelIndex at = m_table->currentIndex();
        if (at.isValid() && at.row() < m_model->rows().size()) {
            const QString selected =
                QString::fromStdString(m_model->rows()[at.row()].measured.name);
            if (recorded.contains(selected)) name = selected;
        }
        if (!name.isEmpty()) showMeasuredTimeline(name);
    });
    connect(m_history, &QListWidget::itemSelectionChanged, this, &RunsWorkspace::openSelectedRun);

    connect(m_controller, &RunController::started, this, [this](const QStringList& command) {
        m_log->clear();
        m_log->appendPlainText(shellJoin(command));
        m_progress->setValue(0);
        m_cancel->setEnabled(true);
        m_run->setEnabled(false);
        setStatus(tr("Running…"));
    });
    connect(m_controller, &RunController::progress, this,
            [this](int done, int total, double elapsed, double remaining) {
                m_progress->setMaximum(total);
                m_progress->setValue(done);
                m_time->setText(remaining >= 0 ? tr("elapsed %1, remaining about %2")
                                                     .arg(clockText(elapsed), clockText(remaining))
                                               : tr("elapsed %1").arg(clockText(elapsed)));
            });
    connect(m_controller, &RunController::logLine, m_log, &QPlainTextEdit::appendPlainText);
    connect(m_controller, &RunController::caseFinished, this, [this] {
        // The runner rewrites its results file after every case: show what is done so far.
        try {
            showRows(loadResults(m_current.resultsFile().toStdString()));
        } catch (const std::exception&) {
        }
    });
    connect(m_controller, &RunController::finished, this, [this](const ResultsDocument& results) {
        runEnded();
        if (m_current.calibration) {
            m_use->setEnabled(true);
            setStatus(tr("Calibration finished: %1. \"Use these measurements\" loads it into "
                         "the schedule's machine.")
                          .arg(m_current.machineFile()));
        } else {
            showRows(results);
            setStatus(tr("Finished: %n case(s) measured.", nullptr, int(results.cases.size())));
        }
    });
    connect(m_controller, &RunController::failed, this,
            [this](const QString& message, const QStringList& lines) {
                runEnded();
                if (m_controller->results()) showRows(*m_controller->results());
                setStatus(tr("Failed: %1").arg(message));
                m_status->setStyleSheet(QStringLiteral("color: #b00020"));
                m_log->appendPlainText(tr("— %1").arg(message));
                for (const QString& l : lines)
                    m_log->appendPlainText(tr("  | %1").arg(l));
            });
    connect(m_controller, &RunController::canceled, this, [this] {
        runEnded();
        if (m_controller->results()) showRows(*m_controller->results());
        setStatus(tr("Canceled. %n completed case(s) kept.", nullptr,
                     m_controller->results() ? int(m_controller->results()->cases.size()) : 0));
    });
    if (m_editor) {
        connect(m_editor->document(), &editor::ScheduleDocument::costsChanged, this, [this] {
            if (m_shown) showRows(*m_shown);
        });
        // Runs are kept beside the schedule: another file, another history.
        connect(m_editor->document(), &editor::ScheduleDocument::fileNameChanged, this,
                &RunsWorkspace::refreshHistory);
    }
    setLoggpProfile(m_chart->model(), tr("LogGP (chart values)"));
    retranslateUi();
    refreshHistory();
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
    m_showTimeline->setToolTip(
        tr("The recorded repetition of the selected case laid under its predicted timeline "
           "(runs made with \"Record a timeline\")"));
    m_use->setToolTip(
        tr("Load the calibrated machine profile into the schedule editor and "
           "re-cost the schedule"));
    m_historyLabel->setText(tr("Runs in %1").arg(QDir::toNativeSeparators(historyRoot())));
    m_historyLabel->setWordWrap(true);
    m_bestLabel->setText(tr("Best per size: measured against predicted"));
    if (auto* views = findChild<QTabWidget*>(QStringLiteral("runViews"))) {
        views->setTabText(0, tr("Results"));
        views->setTabText(1, tr("Measured vs predicted"));
        views->setTabText(2, tr("Measured timeline"));
    }
    if (m_time->text().isEmpty()) m_time->setText(tr("no run"));
}

void RunsWorkspace::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_shown) showRows(*m_shown);
    }
    QWidget::changeEvent(event);
}

void RunsWorkspace::setStatus(const QString& text) {
    m_status->setStyleSheet(QString());
    m_status->setText(text);
    emit statusMessage(text);
}

void RunsWorkspace::setLoggpProfile(const ct::LogGP& us, const QString& name) {
    m_loggp = us;
    m_loggpName = name;
    m_chart->setModel(us);
    if (m_shown) showRows(*m_shown);
}

QString RunsWorkspace::historyRoot() const {
    return runs::historyRoot(m_editor ? m_editor->document()->fileName() : QString());
}

PredictionSources RunsWorkspace::predictionSources() const {
    PredictionSources s;
    if (m_editor) {
        const ct::bsp::Schedule& sched = m_editor->document()->schedule();
        if (auto ns =
                ct::bsp::costInNanoseconds(sched.machine, sched.tree.cost, sched.tree.calcProcs)) {
            s.scheduleSeconds = *ns * 1e-9;
            s.scheduleProfile = tr("%1 (schedule cost, n = %2)")
                                    .arg(QString::fromStdString(sched.machine.name),
                                         m_editor->document()->displayName());
        }
        // The runner executes the tree's choices at every size of the plan; predict each size
        // with the same choices. Broadcast inputs are bytes, the prefix problems' are 8-byte
        // elements per processor (the runner's data contract).
        if (sched.machine.kind == ct::bsp::ModelKind::Bsp) {
            const bool elements = sched.problem != "Broadcast";
            const ct::bsp::Library* lib = &m_editor->document()->library();
            s.scheduleSecondsAt = [sched, elements,
                                   lib](std::uint64_t bytes) -> std::optional<double> {
                const double size = elements ? double(bytes / 8) : double(bytes);
                if (size < 1 || sched.input.values.size() != 1) return std::nullopt;
                const auto resized = ct::bsp::treeForInput(sched.tree, *lib, ct::bsp::Input{{size}},
                                                           sched.machine.bsp);
                if (!resized.tree) return std::nullopt;
                const auto ns = ct::bsp::costInNanoseconds(sched.machine, resized.tree->cost,
                                                           resized.tree->calcProcs);
                if (!ns) return std::nullopt;
                return *ns * 1e-9;
            };
            s.scheduleProfile = tr("%1 (schedule re-costed at each size)")
                                    .arg(QString::fromStdString(sched.machine.name));
        }
    }
    if (m_loggp) {
        s.loggpUs = m_loggp;
        s.loggpProfile = tr("%1: L %2, o %3, g %4 µs, G %5 µs/B")
                             .arg(m_loggpName)
                             .arg(m_loggp->L, 0, 'g', 3)
                             .arg((m_loggp->oSend + m_loggp->oRecv) / 2, 0, 'g', 3)
                             .arg(m_loggp->g, 0, 'g', 3)
                             .arg(m_loggp->G, 0, 'g', 3);
    }
    return s;
}

void RunsWorkspace::showRows(const ResultsDocument& results) {
    m_shown = results;
    m_bestLabel->setText(tr("Best per size: measured against predicted"));
    const QList<ResultRow> rows = buildRows(results, predictionSources());
    m_model->setRows(rows);
    const QList<BestAtSize> best = bestPerSize(rows);
    m_best->clear();
    m_best->setColumnCount(5);
    m_best->setHorizontalHeaderLabels(
        {tr("Bytes"), tr("Best measured"), tr("Median"), tr("Best predicted"), tr("Predicted")});
    m_best->setRowCount(int(best.size()));
    for (int i = 0; i < best.size(); ++i) {
        const BestAtSize& b = best[i];
        const QStringList cells{
            QString::number(b.bytes), b.measuredName,
            b.measuredName.isEmpty() ? QString() : ResultsTableModel::formatSeconds(b.measured),
            b.predictedName,
            b.predictedName.isEmpty() ? QString() : ResultsTableModel::formatSeconds(b.predicted)};
        for (int c = 0; c < cells.size(); ++c)
            m_best->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    m_best->resizeColumnsToContents();  // case names are long; the last column still stretches
    m_chart->showResults(results);
    m_measuredTimeline->setResults(results, m_current.resultsFile(),
                                   m_loggp.value_or(m_chart->model()), m_loggpName);
    m_showTimeline->setEnabled(!m_measuredTimeline->recordedCases().isEmpty());
    const bool any = !results.cases.empty();
    m_csv->setEnabled(any);
    m_json->setEnabled(any);
    m_compare->setEnabled(any);
}

void RunsWorkspace::runEnded() {
    m_cancel->setEnabled(false);
    m_run->setEnabled(true);
    QFile log(m_current.logFile());
    if (log.open(QIODevice::WriteOnly | QIODevice::Text))
        log.write(m_controller->log().join(QLatin1Char('\n')).toUtf8() + '\n');
    refreshHistory();
}

void RunsWorkspace::showRunDialog() {
    if (m_controller->isRunning()) return;
    const int procs = m_editor ? m_editor->document()->schedule().tree.calcProcs : 0;
    RunDialog dialog(m_editor ? m_editor->document()->displayName() : QString(), procs, this);
    RunConfig paths;
    paths.runnerPath = m_runnerPath;
    const RunRecord preview =
        plannedRun(historyRoot(), QDateTime::currentDateTime(), QStringLiteral("run"), false);
    paths.planFile = preview.planFile();
    paths.resultsFile = preview.resultsFile();
    paths.machineFile = preview.machineFile();
    paths.loggpFile = preview.loggpFile();
    if (m_lastConfig) dialog.setConfig(*m_lastConfig);
    dialog.setPaths(paths);
    if (dialog.exec() != QDialog::Accepted) return;
    m_lastConfig = dialog.config(paths);
    startRun(*m_lastConfig, dialog.plan());
}

bool RunsWorkspace::startRun(RunConfig config, const PlanSpec& plan) {
    if (m_controller->isRunning()) return false;
    const bool calibration = config.mode == RunMode::Calibrate;
    const QString what = calibration                    ? QStringLiteral("calibrate")
                         : !plan.scheduleFile.isEmpty() ? QStringLiteral("schedule")
                                                        : plan.algorithms.join(QLatin1Char('+'));
    m_current = plannedRun(historyRoot(), QDateTime::currentDateTime(), what.left(60), calibration);
    QString error;
    if (!createRunFolder(m_current, &error)) {
        setStatus(error);
        return false;
    }
    if (!calibration) {
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
        if (!writePlan(m_current.planFile(), written, &error)) {
            setStatus(error);
            return false;
        }
        config.planFile = m_current.planFile();
        config.resultsFile = m_current.resultsFile();
    } else {
        config.machineFile = m_current.machineFile();
        config.loggpFile = m_current.loggpFile();
    }
    if (config.runnerPath.isEmpty()) config.runnerPath = m_runnerPath;
    writeTextFile(m_current.commandFile(), shellJoin(commandLine(config)).toUtf8() + '\n', &error);
    m_model->setRows({});
    m_shown.reset();
    m_use->setEnabled(false);
    refreshHistory();
    return m_controller->start(config, plan.timing.minSeconds);
}

bool RunsWorkspace::openResults(const QString& fileName) {
    try {
        const ResultsDocument results = loadResults(fileName.toStdString());
        m_current = recordFor(QFileInfo(fileName).absolutePath());
        // A calibration kept beside the runs gives the catalogue predictions their profile.
        const QString root = QFileInfo(m_current.folder).absolutePath();
        for (const RunRecord& r : listRuns(root))
            if (auto p = loadLoggp(r.loggpFile())) {
                setLoggpProfile(*p, tr("calibration %1").arg(r.title));
                break;
            }
        showRows(results);
        m_use->setEnabled(false);
        m_progress->setValue(results.complete ? m_progress->maximum() : 0);
        m_time->setText(results.complete ? tr("reopened") : tr("reopened, incomplete"));
        QFile log(m_current.logFile());
        if (log.open(QIODevice::ReadOnly | QIODevice::Text))
            m_log->setPlainText(QString::fromUtf8(log.readAll()));
        setStatus(results.complete
                      ? tr("%1: %n case(s), complete.", nullptr, int(results.cases.size()))
                            .arg(QDir::toNativeSeparators(fileName))
                      : tr("%1: %n case(s), incomplete (the run was interrupted).", nullptr,
                           int(results.cases.size()))
                            .arg(QDir::toNativeSeparators(fileName)));
        return true;
    } catch (const std::exception& e) {
        setStatus(
            tr("Cannot open the results %1: %2").arg(fileName, QString::fromStdString(e.what())));
        m_status->setStyleSheet(QStringLiteral("color: #b00020"));
        return false;
    }
}

QString RunsWorkspace::runTitle(const QString& resultsFile) {
    // A run kept in the history is named by its folder (when and what); a loose file by itself.
    const QFileInfo info(resultsFile);
    return info.fileName() == QFileInfo(recordFor(info.absolutePath()).resultsFile()).fileName()
               ? info.dir().dirName()
               : info.fileName();
}

bool RunsWorkspace::compareWith(const QStringList& otherResultsFiles) {
    if (!m_shown || otherResultsFiles.isEmpty()) return false;
    std::vector<ComparedRun> runs{
        {m_current.folder.isEmpty() ? tr("This run") : QDir(m_current.folder).dirName(), *m_shown}};
    for (const QString& file : otherResultsFiles) {
        try {
            runs.push_back({runTitle(file), loadResults(file.toStdString())});
        } catch (const std::exception& e) {
            setStatus(tr("Cannot open the results %1: %2")
                          .arg(file, QString::fromStdString(e.what())));
            return false;
        }
    }
    const RunComparison comparison = compareRuns(runs);
    m_best->clear();
    m_best->setColumnCount(int(runs.size()) + 2);
    QStringList headers{tr("Case")};
    headers << comparison.titles << tr("Fastest");
    m_best->setHorizontalHeaderLabels(headers);
    m_best->setRowCount(int(comparison.rows.size()));
    for (int row = 0; row < int(comparison.rows.size()); ++row) {
        const ComparisonRow& c = comparison.rows[std::size_t(row)];
        m_best->setItem(row, 0, new QTableWidgetItem(c.caseName));
        for (std::size_t r = 0; r < runs.size(); ++r) {
            QString text = QStringLiteral("–");
            if (c.medians[r]) {
                text = ResultsTableModel::formatSeconds(*c.medians[r]);
                // Each later run relative to the first: "× 1.05" is 5 % slower than the first.
                if (r > 0 && c.ratios[r])
                    text += QStringLiteral(" (×%1)").arg(*c.ratios[r], 0, 'f', 2);
            }
            auto* item = new QTableWidgetItem(text);
            if (int(r) == c.fastest) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_best->setItem(row, int(r) + 1, item);
        }
        m_best->setItem(row, int(runs.size()) + 1,
                        new QTableWidgetItem(c.fastest >= 0 ? comparison.titles[c.fastest]
                                                            : QString()));
    }
    m_best->resizeColumnsToContents();
    m_bestLabel->setText(
        tr("%n run(s) compared with this one; medians, ratios to this run, the fastest in bold.",
           nullptr, int(otherResultsFiles.size())));
    return true;
}

bool RunsWorkspace::showMeasuredTimeline(const QString& caseName) {
    if (auto* views = findChild<QTabWidget*>(QStringLiteral("runViews")))
        views->setCurrentWidget(m_measuredTimeline);
    const bool shown = m_measuredTimeline->showCase(caseName);
    if (!shown) setStatus(m_measuredTimeline->summaryLabel()->text());
    return shown;
}

bool RunsWorkspace::exportCsv(const QString& fileName) {
    QString error;
    if (!writeTextFile(fileName, rowsToCsv(m_model->rows()).toUtf8(), &error)) {
        setStatus(error);
        return false;
    }
    setStatus(tr("Exported %1").arg(fileName));
    return true;
}

bool RunsWorkspace::exportJson(const QString& fileName) {
    QString error;
    const bool complete = m_shown && m_shown->complete;
    if (!writeTextFile(fileName, rowsToJson(m_model->rows(), complete).toJson(), &error)) {
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
    if (auto p = loadLoggp(m_current.loggpFile()))
        setLoggpProfile(*p, tr("calibration %1").arg(m_current.title));
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
    const QSignalBlocker block(m_history);
    m_history->clear();
    for (const RunRecord& r : listRuns(historyRoot())) {
        auto* item = new QListWidgetItem(r.title, m_history);
        item->setData(Qt::UserRole, r.folder);
        item->setToolTip(QDir::toNativeSeparators(r.folder));
    }
    m_historyLabel->setText(tr("Runs in %1").arg(QDir::toNativeSeparators(historyRoot())));
}

void RunsWorkspace::openSelectedRun() {
    const QList<QListWidgetItem*> selected = m_history->selectedItems();
    if (selected.isEmpty() || m_controller->isRunning()) return;
    const RunRecord r = recordFor(selected.first()->data(Qt::UserRole).toString());
    if (r.calibration) {
        m_current = r;
        m_use->setEnabled(true);
        setStatus(tr("Calibration %1: \"Use these measurements\" loads it.").arg(r.title));
    } else if (QFileInfo::exists(r.resultsFile())) {
        openResults(r.resultsFile());
    }
    QFile log(r.logFile());
    m_log->clear();
    if (log.open(QIODevice::ReadOnly | QIODevice::Text))
        m_log->setPlainText(QString::fromUtf8(log.readAll()));
    // Several selected runs: the others are compared with the first (Ctrl/Shift-click).
    QStringList others;
    for (QListWidgetItem* item : selected.mid(1)) {
        const RunRecord other = recordFor(item->data(Qt::UserRole).toString());
        if (!other.calibration && QFileInfo::exists(other.resultsFile()))
            others << other.resultsFile();
    }
    if (!others.isEmpty()) compareWith(others);
}

}  // namespace studio::runs
