#include "tune_workspace.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <set>
#include <utility>

#include "decision_map_view.h"
#include "installed_algorithms.h"
#include "io/atomic_file.h"
#include "model/logp_cost.h"
#include "point_table.h"
#include "protocol/machine_json.h"
#include "rules_check_panel.h"
#include "sweep_compare_panel.h"
#include "sweep_dialog.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_plan.h"

namespace studio::tune {
namespace {

// What a rules file says it was made from (English, as the rest of the file).
QString madeFrom(std::size_t files) {
    return QStringLiteral("measured sweep of %1 results file(s)").arg(files);
}

QString toolName() {
    const QString version = QCoreApplication::applicationVersion();
    return version.isEmpty() ? QStringLiteral("CallTree Studio")
                             : QStringLiteral("CallTree Studio %1").arg(version);
}

}  // namespace

// What the worker thread computes from the files and hands back whole.
struct TuneWorkspace::Analysis {
    QStringList paths;
    LoadedResults loaded;
    ct::tuning::MeasuredDecision decision;
    std::map<PointKey, PredictedPick> predicted;
    int notPredicted = 0;
};

TuneWorkspace::TuneWorkspace(QWidget* parent)
    : QWidget(parent),
      m_runSweep(new QPushButton(this)),
      m_openFolder(new QPushButton(this)),
      m_openFiles(new QPushButton(this)),
      m_loadProfile(new QPushButton(this)),
      m_collectiveLabel(new QLabel(this)),
      m_collective(new QComboBox(this)),
      m_minGainLabel(new QLabel(this)),
      m_minGain(new fields::DecimalBox(this)),
      m_algorithms(new QLabel(this)),
      m_summary(new QLabel(this)),
      m_pages(new QTabWidget(this)),
      m_map(new DecisionMapView(this)),
      m_points(new QTableWidget(this)),
      m_exportPage(new QWidget(this)),
      m_exportClassic(new QPushButton(m_exportPage)),
      m_exportJson(new QPushButton(m_exportPage)),
      m_exportMpich(new QPushButton(m_exportPage)),
      m_save(new QPushButton(m_exportPage)),
      m_usageLabel(new QLabel(m_exportPage)),
      m_usage(new QPlainTextEdit(m_exportPage)),
      m_preview(new QPlainTextEdit(m_exportPage)),
      m_verifyPanel(new RulesVerifyPanel(m_exportPage)),
      m_check(new RulesCheckPanel(this)),
      m_compare(new SweepComparePanel(this)),
      m_known(ct::tuning::ompi41Algorithms()),
      m_mpichKnown(ct::tuning::mpichKnownAlgorithms()) {
    setObjectName(QStringLiteral("tuneWorkspace"));
    m_runSweep->setObjectName(QStringLiteral("runSweep"));
    m_openFolder->setObjectName(QStringLiteral("openSweepFolder"));
    m_collective->setObjectName(QStringLiteral("tuneCollective"));
    m_points->setObjectName(QStringLiteral("tunePoints"));
    m_summary->setObjectName(QStringLiteral("tuneSummary"));
    m_summary->setWordWrap(true);
    m_points->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_points->verticalHeader()->hide();
    m_usage->setReadOnly(true);
    m_usage->setMaximumHeight(m_usage->fontMetrics().lineSpacing() * 4);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_save->setEnabled(false);
    m_minGain->setObjectName(QStringLiteral("tuneMinGain"));
    // As calltree tune's --min-gain: a factor (0.10 = 10 % faster), 0 to 100.
    m_minGain->setDecimals(2);
    m_minGain->setAllowedRange(0, 100);
    m_minGain->setSingleStep(0.05);
    m_minGainLabel->setBuddy(m_minGain);
    m_algorithms->setObjectName(QStringLiteral("tuneAlgorithmsSource"));
    m_algorithms->setWordWrap(true);

    layOut();
    connectControls();
    retranslateUi();
    queryAlgorithms();
}

// The buttons above, the Decisions, Export and Check pages below.
void TuneWorkspace::layOut() {
    auto* top = new QHBoxLayout;
    top->addWidget(m_runSweep);
    top->addWidget(m_openFolder);
    top->addWidget(m_openFiles);
    top->addWidget(m_loadProfile);
    top->addStretch(1);
    top->addWidget(m_minGainLabel);
    top->addWidget(m_minGain);
    top->addWidget(m_collectiveLabel);
    top->addWidget(m_collective);

    auto* decisions = new QSplitter(Qt::Vertical, m_pages);
    decisions->addWidget(m_map);
    decisions->addWidget(m_points);
    decisions->setStretchFactor(0, 1);
    decisions->setStretchFactor(1, 2);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_exportClassic);
    buttons->addWidget(m_exportJson);
    buttons->addWidget(m_exportMpich);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    auto* exportLayout = new QVBoxLayout(m_exportPage);
    exportLayout->addLayout(buttons);
    exportLayout->addWidget(m_usageLabel);
    exportLayout->addWidget(m_usage);
    exportLayout->addWidget(m_verifyPanel);
    exportLayout->addWidget(m_preview, 1);

    m_pages->addTab(decisions, QString());
    m_pages->addTab(m_exportPage, QString());
    m_pages->addTab(m_check, QString());
    m_pages->addTab(m_compare, QString());

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_algorithms);
    layout->addWidget(m_pages, 1);
}

// Shortcuts and buttons.
void TuneWorkspace::connectControls() {
    // Shortcuts work while the Tune tab is shown (the other tabs keep theirs).
    const auto action = [this](QKeySequence keys, auto slot) {
        auto* a = new QAction(this);
        a->setShortcut(keys);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_openFolderAction =
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), &TuneWorkspace::chooseFolder);
    m_profileAction =
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), &TuneWorkspace::chooseProfile);
    m_checkAction = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), [this] {
        m_pages->setCurrentWidget(m_check);
        m_check->openButton()->click();
    });
    m_saveAction =
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), &TuneWorkspace::chooseSaveFile);
    m_compareAction = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), [this] {
        m_pages->setCurrentWidget(m_compare);
        m_compare->chooseButton()->click();
    });
    m_sweepAction =
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W), &TuneWorkspace::showSweepDialog);
    m_stopPrompt = [this](const QString& question) {
        QMessageBox box(QMessageBox::Question, tr("Stop the tuning sweep?"), question,
                        QMessageBox::Yes | QMessageBox::No, this);
        box.setDefaultButton(QMessageBox::No);
        box.button(QMessageBox::Yes)->setText(tr("Stop and close"));
        box.button(QMessageBox::No)->setText(tr("Keep running"));
        return box.exec() == QMessageBox::Yes;
    };

    connect(m_runSweep, &QPushButton::clicked, this, &TuneWorkspace::showSweepDialog);
    connect(m_openFolder, &QPushButton::clicked, this, &TuneWorkspace::chooseFolder);
    connect(m_openFiles, &QPushButton::clicked, this, &TuneWorkspace::chooseFiles);
    connect(m_loadProfile, &QPushButton::clicked, this, &TuneWorkspace::chooseProfile);
    connect(m_collective, &QComboBox::currentIndexChanged, this, &TuneWorkspace::showCollective);
    connect(m_minGain, &QDoubleSpinBox::valueChanged, this, &TuneWorkspace::setMinGain);
    connect(m_exportClassic, &QPushButton::clicked, this,
            [this] { exportAs(ExportFormat::OmpiClassic); });
    connect(m_exportJson, &QPushButton::clicked, this,
            [this] { exportAs(ExportFormat::OmpiJson); });
    connect(m_exportMpich, &QPushButton::clicked, this,
            [this] { exportAs(ExportFormat::MpichJson); });
    connect(m_save, &QPushButton::clicked, this, &TuneWorkspace::chooseSaveFile);
    m_verifyPanel->setLaunchChoices(
        [this](bool mpich) { return sweepDialog()->choicesFor(mpich); });
    connect(m_verifyPanel, &RulesVerifyPanel::statusMessage, this, &TuneWorkspace::statusMessage);
    connect(m_check, &RulesCheckPanel::statusMessage, this, &TuneWorkspace::statusMessage);
    connect(m_compare, &SweepComparePanel::statusMessage, this, &TuneWorkspace::statusMessage);
}

TuneWorkspace::~TuneWorkspace() {
    // A sweep under way is stopped (its mpirun interrupted) before the page goes.
    delete m_sweepDialog;
    // The workers post their results to this object: let them finish first.
    if (m_worker) m_worker->wait();
    if (m_algorithmsWorker) m_algorithmsWorker->wait();
}

void TuneWorkspace::queryAlgorithms(const QString& ompiInfo) {
    if (m_algorithmsWorker) {  // one question at a time: this one after the answer coming
        m_pendingOmpiInfo = ompiInfo;
        return;
    }
    m_ompiInfo = ompiInfo;
    m_algorithmsWorker = QThread::create([this, ompiInfo] {
        auto known =
            std::make_shared<ct::tuning::KnownAlgorithms>(queryInstalledAlgorithms(ompiInfo));
        QMetaObject::invokeMethod(
            this,
            [this, known] {
                m_algorithmsWorker->wait();
                m_algorithmsWorker->deleteLater();
                m_algorithmsWorker = nullptr;
                m_known = *known;
                m_check->setKnownAlgorithms(m_known);
                m_compare->setCurrent(m_decision, shownAlgorithms(), m_minGain->value());
                if (m_sweepDialog) m_sweepDialog->setKnownAlgorithms(m_known);
                updateAlgorithmsLabel();
                showCollective();
                emit algorithmsKnown();
                if (!m_pendingOmpiInfo.isEmpty())
                    queryAlgorithms(std::exchange(m_pendingOmpiInfo, {}));
            },
            Qt::QueuedConnection);
    });
    m_algorithmsWorker->start();
}

void TuneWorkspace::setMinGain(double gain) {
    if (m_minGain->value() != gain) {
        m_minGain->setValue(gain);  // comes back here through valueChanged
        return;
    }
    if (m_paths.isEmpty()) return;
    if (busy())
        m_reanalyse = true;  // decided again when the worker is done
    else
        startAnalysis(m_paths);
}

QPushButton* TuneWorkspace::exportButton(ExportFormat format) const {
    switch (format) {
        case ExportFormat::OmpiClassic:
            return m_exportClassic;
        case ExportFormat::OmpiJson:
            return m_exportJson;
        case ExportFormat::MpichJson:
            return m_exportMpich;
    }
    return nullptr;
}

QList<QAction*> TuneWorkspace::shortcuts() const {
    return {m_openFolderAction, m_profileAction, m_checkAction,
            m_saveAction,       m_sweepAction,   m_compareAction};
}

void TuneWorkspace::followLauncher(const QString& launcherText) {
    const auto beside =
        ct::tuning::ompiInfoBesideLauncher(ct::tuning::splitLauncher(launcherText.toStdString()));
    const QString program = beside && QFileInfo(QString::fromStdString(*beside)).isExecutable()
                                ? QString::fromStdString(*beside)
                                : QStringLiteral("ompi_info");
    if (program != (m_pendingOmpiInfo.isEmpty() ? m_ompiInfo : m_pendingOmpiInfo))
        queryAlgorithms(program);
}

SweepDialog* TuneWorkspace::sweepDialog() {
    if (!m_sweepDialog) {
        m_sweepDialog = new SweepDialog(this);
        m_sweepDialog->setKnownAlgorithms(m_known);
        connect(m_sweepDialog->launcherEdit(), &QLineEdit::editingFinished, this,
                [this] { followLauncher(m_sweepDialog->launcherEdit()->text()); });
        // A new folder beside the sweep open on the page (or under the Studio's data location).
        if (!m_folder.isEmpty())
            m_sweepDialog->folderEdit()->setText(SweepDialog::newSweepFolder(m_folder));
        connect(m_sweepDialog, &SweepDialog::sweepEnded, this, &TuneWorkspace::sweepEnded);
        connect(m_sweepDialog, &SweepDialog::sweepStarted, this, [this] {
            emit statusMessage(
                tr("Tuning sweep started in %1").arg(m_sweepDialog->folderEdit()->text()));
        });
    }
    if (!m_profilePath.isEmpty()) m_sweepDialog->suggestProfile(m_profilePath);
    return m_sweepDialog;
}

void TuneWorkspace::showSweepDialog() {
    SweepDialog* dialog = sweepDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

bool TuneWorkspace::sweepRunning() const {
    return m_sweepDialog && m_sweepDialog->sweepRunning();
}

bool TuneWorkspace::requestClose() {
    if (!sweepRunning()) return true;
    if (m_closeRequested) return false;  // stopping already; readyToClose follows
    const QString question =
        tr("A tuning sweep is running in %1. Stop it and close? Its complete runs are kept; "
           "starting the sweep again on that folder resumes it.")
            .arg(m_sweepDialog->folderEdit()->text());
    if (!m_stopPrompt || !m_stopPrompt(question)) return false;
    m_closeRequested = true;
    m_sweepDialog->cancelSweep();
    emit statusMessage(tr("Stopping the tuning sweep; the window closes when mpirun has stopped."));
    return false;
}

// The sweep's folder is opened as "Open sweep folder" opens it: decisions, table, predictions
// and exports show the new measurements.
void TuneWorkspace::sweepEnded(const QString& folder, const QString& summary) {
    m_sweepFolder = folder;
    m_sweepNote = summary;
    emit statusMessage(summary);
    if (m_closeRequested) {
        m_closeRequested = false;
        emit readyToClose();
        return;
    }
    if (busy())
        m_pendingFolder = folder;  // opened when the reading under way is done
    else
        openFolder(folder);
}

void TuneWorkspace::openFolder(const QString& folder) {
    const QStringList files = resultsFilesIn(folder);
    if (files.isEmpty()) {
        m_folder = folder;
        m_errors = {tr("%1 holds no *.results.json files").arg(folder)};
        updateSummary();
        emit statusMessage(m_errors.first());
        emit loaded();
        return;
    }
    if (busy()) {
        emit statusMessage(tr("Still reading the previous results; try again when it is done."));
        return;
    }
    m_folder = folder;
    openResults(files);
}

void TuneWorkspace::openResults(const QStringList& paths) {
    if (busy()) {
        emit statusMessage(tr("Still reading the previous results; try again when it is done."));
        return;
    }
    m_paths = paths;
    startAnalysis(paths);
}

void TuneWorkspace::startAnalysis(const QStringList& paths) {
    setBusy(true);
    emit statusMessage(tr("Reading %n results file(s)…", nullptr, static_cast<int>(paths.size())));
    const std::optional<ct::LogGPProfile> profile = m_profile;
    ct::tuning::DecideOptions options;
    options.minGain = m_minGain->value();
    m_worker = QThread::create([this, paths, profile, options] {
        auto analysis = std::make_shared<Analysis>();
        analysis->paths = paths;
        analysis->loaded = loadResultsFiles(paths);
        analysis->decision = ct::tuning::decideFromResults(analysis->loaded.docs, options);
        if (profile)
            analysis->predicted =
                predictBest(analysis->loaded.docs, *profile, &analysis->notPredicted);
        QMetaObject::invokeMethod(
            this, [this, analysis] { finishAnalysis(*analysis); }, Qt::QueuedConnection);
    });
    m_worker->start();
}

void TuneWorkspace::finishAnalysis(const Analysis& analysis) {
    m_worker->wait();
    m_worker->deleteLater();
    m_worker = nullptr;
    setBusy(false);
    if (!m_pendingFolder.isEmpty()) {  // a sweep ended meanwhile: its folder is what to show
        const QString folder = std::exchange(m_pendingFolder, QString());
        m_reanalyse = false;
        openFolder(folder);
        return;
    }
    if (m_reanalyse) {  // the minimum gain changed meanwhile: this decision is stale
        m_reanalyse = false;
        startAnalysis(m_paths);
        return;
    }
    m_errors = analysis.loaded.errors;
    m_docs = analysis.loaded.docs;
    m_decision = analysis.decision;
    m_predicted = analysis.predicted;
    m_notPredicted = analysis.notPredicted;
    // The collectives with measured points, keeping the one shown when it is still there.
    const int shown =
        m_collective->currentData().isValid() ? m_collective->currentData().toInt() : -1;
    std::set<int> collectives;
    for (const auto& p : m_decision.points)
        collectives.insert(p.collective);
    {
        const QSignalBlocker block(m_collective);
        m_collective->clear();
        for (int c : collectives)
            m_collective->addItem(QString::fromStdString(ct::tuning::ompiCollectiveName(c)), c);
        const int index = m_collective->findData(shown);
        m_collective->setCurrentIndex(index >= 0 ? index : 0);
    }
    showCollective();
    updateSummary();
    updateAlgorithmsLabel();
    m_compare->setCurrent(m_decision, shownAlgorithms(), m_minGain->value());
    // Measured under MPICH, the table names MPICH's algorithms: no Open MPI file from it.
    for (QPushButton* b : {m_exportClassic, m_exportJson})
        b->setEnabled(!m_decision.mpich);
    m_export = {};
    m_preview->clear();
    m_usage->clear();
    m_save->setEnabled(false);
    if (m_format) exportAs(*m_format);
    emit statusMessage(m_errors.isEmpty() ? m_summary->text() : m_errors.join(QLatin1Char('\n')));
    emit loaded();
}

void TuneWorkspace::setBusy(bool busy) {
    for (QPushButton* b : {m_openFolder, m_openFiles, m_loadProfile})
        b->setEnabled(!busy);
    setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor);
}

void TuneWorkspace::showCollective() {
    const int collective =
        m_collective->currentData().isValid() ? m_collective->currentData().toInt() : -1;
    m_map->setDecision(m_decision, collective, shownAlgorithms());
    PointTable::fill(m_points, m_decision, collective, shownAlgorithms(), &m_predicted);
}

const ct::tuning::KnownAlgorithms& TuneWorkspace::shownAlgorithms() const {
    return m_decision.mpich ? m_mpichKnown : m_known;
}

RulesExport TuneWorkspace::exportDecision(ExportFormat format, ct::tuning::Provenance provenance) {
    if (!m_decision.mpich) return exportRules(m_decision.table, format, provenance);
    if (!m_mpichTree) m_mpichTree = installedMpichTree();
    return exportMpichMeasured(m_decision.table, format, provenance, *m_mpichTree);
}

void TuneWorkspace::updateAlgorithmsLabel() {
    if (m_decision.mpich) {
        m_algorithms->setText(tr("Algorithm numbers: %1, as a sweep under MPICH numbers "
                                 "them.")
                                  .arg(algorithmListSource(m_mpichKnown)));
        return;
    }
    const QString version = m_known.version ? QStringLiteral("%1.%2.%3")
                                                  .arg(m_known.version->major)
                                                  .arg(m_known.version->minor)
                                                  .arg(m_known.version->patch)
                                            : QString();
    // The note (core's, in English) only says why the built-in list is used: said here.
    if (!m_known.note.empty())
        m_algorithms->setText(tr("Algorithm numbers: Open MPI 4.1's built-in list (%1 did not run "
                                 "or listed no algorithms).")
                                  .arg(QString::fromLatin1(ct::tuning::kOmpiInfoCommand)));
    else if (m_known.source == ct::tuning::ompi41Algorithms().source)
        m_algorithms->setText(
            tr("Algorithm numbers: Open MPI 4.1's built-in list until ompi_info answers."));
    else
        m_algorithms->setText(tr("Algorithm numbers: the installed Open MPI %1 (%2).")
                                  .arg(version, algorithmListSource(m_known)));
}

void TuneWorkspace::updateSummary() {
    QStringList parts;
    // How the sweep run from the page ended, while its folder is shown.
    if (!m_sweepNote.isEmpty() && !m_folder.isEmpty() &&
        QFileInfo(m_folder) == QFileInfo(m_sweepFolder))
        parts << tr("Last sweep: %1").arg(m_sweepNote);
    if (!m_errors.isEmpty()) parts << m_errors;
    if (!m_docs.empty()) {
        int replaced = 0, agree = 0, compared = 0;
        for (const auto& p : m_decision.points) {
            if (p.chosen != 0) ++replaced;
            const auto it = m_predicted.find({p.collective, p.commSize, p.bytes});
            if (it != m_predicted.end() && p.best) {
                ++compared;
                if (it->second.algorithm == p.best->algorithm) ++agree;
            }
        }
        parts << tr("%n results file(s), ", nullptr, static_cast<int>(m_docs.size())) +
                     tr("%n point(s); ", nullptr, static_cast<int>(m_decision.points.size())) +
                     (m_decision.mpich
                          ? tr("a forced algorithm beats MPICH's default at %n of them.", nullptr,
                               replaced)
                          : tr("a forced algorithm beats Open MPI's default at %n of them.",
                               nullptr, replaced));
        if (!m_decision.notes.empty())
            parts << tr("%n case(s) not used (first: %1)", nullptr,
                        static_cast<int>(m_decision.notes.size()))
                         .arg(QString::fromStdString(m_decision.notes.front()));
        if (m_profile)
            parts << tr("Predicted with %1: the predicted best is the measured best at %2 of %3 "
                        "point(s).")
                         .arg(m_profileName)
                         .arg(agree)
                         .arg(compared);
    } else if (m_errors.isEmpty()) {
        parts << tr(
            "Run a sweep (Run sweep…) or open a tuning sweep's folder of results files "
            "(calltree tune sweep) to see where a forced algorithm beats Open MPI's default.");
    }
    m_summary->setText(parts.join(QLatin1Char('\n')));
}

bool TuneWorkspace::loadProfile(const QString& path) {
    QString problem;
    try {
        const ct::bsp::MachineProfile m = ct::bsp::loadMachineFile(path.toStdString());
        if (m.kind == ct::bsp::ModelKind::LogGP) {
            m_profile = ct::bsp::logGPInMicroseconds(m.logp);
            m_profileName = QFileInfo(path).fileName();
            m_profilePath = path;
            if (m_sweepDialog) m_sweepDialog->suggestProfile(path);
        } else {
            problem = tr("%1 is not a LogGP profile (calltree-runner calibrate writes one as "
                         "*.loggp.json)")
                          .arg(path);
        }
    } catch (const std::exception& e) {
        problem = QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.what()));
    }
    if (!problem.isEmpty()) {
        emit statusMessage(problem);
        return false;
    }
    emit statusMessage(tr("Profile %1 loaded").arg(m_profileName));
    if (!m_paths.isEmpty() && !busy()) startAnalysis(m_paths);
    return true;
}

void TuneWorkspace::exportAs(ExportFormat format) {
    m_format = format;
    // A new export is not saved yet: nothing to verify until it is.
    m_verifyPanel->setTarget(QString(), m_decision, shownAlgorithms(), m_folder);
    m_pages->setCurrentWidget(m_exportPage);
    if (m_decision.points.empty()) {
        m_export = {};
        m_export.error = tr("Open a sweep's results first: there is no decision to export.");
    } else {
        auto provenance = provenanceOf(m_docs, toolName(), madeFrom(m_docs.size()));
        provenance.fileName = suggestedFileName(format).toStdString();
        m_export = exportDecision(format, provenance);
    }
    m_preview->setPlainText(m_export.error.isEmpty() ? m_export.text : m_export.error);
    m_usage->setPlainText(m_export.usage);
    m_save->setEnabled(!m_export.text.isEmpty());
    if (!m_export.error.isEmpty()) emit statusMessage(m_export.error);
}

bool TuneWorkspace::saveExport(const QString& path) {
    if (!m_format || m_export.text.isEmpty()) return false;
    // The header and the usage line name the file where it is saved.
    auto provenance = provenanceOf(m_docs, toolName(), madeFrom(m_docs.size()));
    provenance.fileName = path.toStdString();
    const RulesExport saved = exportDecision(*m_format, provenance);
    try {
        ct::writeFileAtomically(path.toStdString(), saved.text.toStdString());
    } catch (const std::exception& e) {
        emit statusMessage(tr("Cannot write %1: %2").arg(path, QString::fromStdString(e.what())));
        return false;
    }
    m_export = saved;
    m_preview->setPlainText(saved.text);
    m_usage->setPlainText(saved.usage);
    // The saved Open MPI file of an Open MPI sweep can be verified under Open MPI, the saved
    // MPICH file of an MPICH sweep under MPICH.
    if ((*m_format == ExportFormat::OmpiClassic && !m_decision.mpich) ||
        (*m_format == ExportFormat::MpichJson && m_decision.mpich))
        m_verifyPanel->setTarget(path, m_decision, shownAlgorithms(),
                                 m_folder.isEmpty() ? QFileInfo(path).absolutePath() : m_folder);
    emit statusMessage(tr("Wrote %1").arg(path));
    return true;
}

void TuneWorkspace::chooseFolder() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Open a tuning sweep's folder"));
    if (!folder.isEmpty()) openFolder(folder);
}

void TuneWorkspace::chooseFiles() {
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Open results files"), QString(),
                                      tr("Results files (*.results.json);;All files (*)"));
    if (files.isEmpty()) return;
    m_folder.clear();
    openResults(files);
}

void TuneWorkspace::chooseProfile() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Load a calibrated profile"), QString(),
        tr("LogGP profiles (*.loggp.json);;Machine files (*.json);;All files (*)"));
    if (!path.isEmpty()) loadProfile(path);
}

void TuneWorkspace::chooseSaveFile() {
    if (!m_format || m_export.text.isEmpty()) {
        emit statusMessage(tr("Choose an export first."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the rules file"), suggestedFileName(*m_format));
    if (!path.isEmpty()) saveExport(path);
}

void TuneWorkspace::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void TuneWorkspace::retranslateUi() {
    m_runSweep->setText(tr("Run sweep…"));
    m_runSweep->setToolTip(
        tr("Measure Open MPI's algorithms on this machine (exhaustive or model-guided), as "
           "calltree tune sweep does, and show the decision (Ctrl+Shift+W)"));
    m_openFolder->setText(tr("Open sweep folder…"));
    m_openFolder->setToolTip(
        tr("Every *.results.json of a folder written by calltree tune sweep "
           "(Ctrl+Shift+O)"));
    m_openFiles->setText(tr("Open results files…"));
    m_loadProfile->setText(tr("Load calibrated profile…"));
    m_loadProfile->setToolTip(
        tr("Predict every forced algorithm with a calibrated LogGP profile "
           "and set the predicted best beside the measured one "
           "(Ctrl+Shift+L)"));
    m_collectiveLabel->setText(tr("Collective:"));
    m_minGainLabel->setText(tr("Minimum gain:"));
    m_minGain->setDescription(
        tr("A forced algorithm replaces Open MPI's default only when its median is at least "
           "1 + this factor times faster (0.10: 10 % faster) and its 95 % interval lies below "
           "the default's; launches minutes apart drift by a few per cent. 0 to 100, as "
           "calltree tune decide --min-gain."));
    updateAlgorithmsLabel();
    m_pages->setTabText(0, tr("Decisions"));
    m_pages->setTabText(1, tr("Export"));
    m_pages->setTabText(2, tr("Check a rules file"));
    m_pages->setTabText(3, tr("Compare"));
    m_exportClassic->setText(tr("Open MPI rules"));
    m_exportClassic->setToolTip(tr("Open MPI 4.1/5.0 classic coll/tuned rules file"));
    m_exportJson->setText(tr("Open MPI 6.0 JSON"));
    m_exportMpich->setText(tr("MPICH JSON"));
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save the exported file (Ctrl+Shift+E)"));
    m_usageLabel->setText(tr("Use it with (copy):"));
    updateSummary();
    showCollective();
}

}  // namespace studio::tune
