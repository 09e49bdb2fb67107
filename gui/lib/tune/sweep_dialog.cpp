#include "sweep_dialog.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QThread>
#include <QVBoxLayout>

#include "fields/number_format.h"
#include "installed_algorithms.h"
#include "protocol/run_plan.h"
#include "runs/run_config.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_sweep.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_plan.h"

namespace studio::tune {
namespace {

// The collectives the runner measures and coll/tuned decides, as calltree tune sweep offers them.
const int kCollectives[] = {ct::tuning::ompi::kBcast, ct::tuning::ompi::kReduce,
                            ct::tuning::ompi::kAllreduce, ct::tuning::ompi::kAllgather,
                            ct::tuning::ompi::kAlltoall};
// The default sweep: the three collectives calltree tune sweep measures without --collectives.
bool measuredByDefault(int collective) {
    return collective == ct::tuning::ompi::kBcast || collective == ct::tuning::ompi::kReduce ||
           collective == ct::tuning::ompi::kAllreduce;
}

QLineEdit* lineEdit(const QString& text, const char* name, QWidget* parent) {
    auto* edit = new QLineEdit(text, parent);
    edit->setObjectName(QString::fromLatin1(name));
    return edit;
}

}  // namespace

SweepDialog::SweepDialog(QWidget* parent)
    : QDialog(parent),
      m_known(ct::tuning::ompi41Algorithms()),
      m_commSizes(lineEdit(QStringLiteral("2"), "sweepCommSizes", this)),
      m_sizes(lineEdit(QStringLiteral("8..1M"), "sweepSizes", this)),
      m_algorithms(lineEdit(QString(), "sweepAlgorithms", this)),
      m_folder(lineEdit(newSweepFolder(QString()), "sweepFolder", this)),
      m_chooseFolder(new QPushButton(this)),
      m_newFolder(new QPushButton(this)),
      m_library(new QComboBox(this)),
      m_launcher(lineEdit(QString::fromStdString(ct::tuning::defaultLauncherText()),
                          "sweepLauncher", this)),
      m_hostfile(lineEdit(QString(), "sweepHostfile", this)),
      m_chooseHostfile(new QPushButton(this)),
      m_runner(
          lineEdit(runs::findRunner(QCoreApplication::applicationDirPath()), "sweepRunner", this)),
      m_chooseRunner(new QPushButton(this)),
      m_timing(new QComboBox(this)),
      m_minReps(new fields::WholeNumberBox(this)),
      m_maxReps(new fields::WholeNumberBox(this)),
      m_minSeconds(new fields::DecimalBox(this)),
      m_guided(new QGroupBox(this)),
      m_profile(lineEdit(QString(), "sweepProfile", this)),
      m_chooseProfile(new QPushButton(this)),
      m_margin(new fields::DecimalBox(this)),
      m_verifyEvery(new fields::WholeNumberBox(this)),
      m_merge(new QCheckBox(this)),
      m_adaptive(new QCheckBox(this)),
      m_rounds(new fields::WholeNumberBox(this)),
      m_perAlgorithm(new QCheckBox(this)),
      m_planLabel(new QLabel(this)),
      m_problemsLabel(new QLabel(this)),
      m_progressLabel(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_elapsed(new QLabel(this)),
      m_log(new QPlainTextEdit(this)),
      m_start(new QPushButton(this)),
      m_cancel(new QPushButton(this)),
      m_close(new QPushButton(this)),
      m_job(new SweepJob(this)) {
    setObjectName(QStringLiteral("sweepDialog"));
    for (int c : kCollectives) {
        auto* box = new QCheckBox(QString::fromStdString(ct::tuning::ompiCollectiveName(c)), this);
        box->setObjectName(QStringLiteral("sweepCollective_") + box->text());
        box->setChecked(measuredByDefault(c));
        m_collectives.push_back({c, box});
    }
    m_minReps->setObjectName(QStringLiteral("sweepMinReps"));
    m_minReps->setAllowedRange(1, 1000000);
    m_minReps->setValue(10);
    m_maxReps->setObjectName(QStringLiteral("sweepMaxReps"));
    m_maxReps->setAllowedRange(1, 100000000);
    m_maxReps->setValue(100000);
    m_minSeconds->setObjectName(QStringLiteral("sweepMinSeconds"));
    m_minSeconds->setDecimals(3);
    m_minSeconds->setAllowedRange(0, 3600);
    m_minSeconds->setValue(0.05);
    m_timing->setObjectName(QStringLiteral("sweepTiming"));
    m_timing->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_timing->setMinimumContentsLength(16);
    for (int i = 0; i < 3; ++i)
        m_timing->addItem(QString());
    m_library->setObjectName(QStringLiteral("sweepLibrary"));
    m_library->addItem(QStringLiteral("Open MPI"));
    m_library->addItem(QStringLiteral("MPICH"));
    m_guided->setObjectName(QStringLiteral("sweepGuided"));
    m_guided->setCheckable(true);
    m_guided->setChecked(false);
    m_margin->setObjectName(QStringLiteral("sweepMargin"));
    m_margin->setDecimals(2);
    m_margin->setAllowedRange(0, 100);
    m_margin->setSingleStep(0.05);
    m_margin->setValue(0.25);
    m_verifyEvery->setObjectName(QStringLiteral("sweepVerifyEvery"));
    m_verifyEvery->setAllowedRange(0, 1000);
    m_verifyEvery->setValue(4);
    m_merge->setObjectName(QStringLiteral("sweepMergeIdentical"));
    m_adaptive->setObjectName(QStringLiteral("sweepAdaptive"));
    m_rounds->setObjectName(QStringLiteral("sweepRounds"));
    m_rounds->setAllowedRange(1, ct::protocol::kMaxRounds);
    m_rounds->setValue(ct::tuning::kDefaultSweepRounds);
    m_perAlgorithm->setObjectName(QStringLiteral("sweepPerAlgorithm"));
    m_planLabel->setObjectName(QStringLiteral("sweepPlan"));
    m_planLabel->setWordWrap(true);
    m_problemsLabel->setObjectName(QStringLiteral("sweepProblems"));
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #b00020"));
    m_progressLabel->setObjectName(QStringLiteral("sweepProgress"));
    m_progressLabel->setWordWrap(true);
    // The progress line names a long path now and then: it wraps, it does not widen the dialog.
    m_progressLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_progress->setObjectName(QStringLiteral("sweepProgressBar"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_elapsed->setObjectName(QStringLiteral("sweepElapsed"));
    m_log->setObjectName(QStringLiteral("sweepLog"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMaximumHeight(m_log->fontMetrics().lineSpacing() * 6);
    m_start->setObjectName(QStringLiteral("sweepStart"));
    m_start->setDefault(true);
    m_start->setEnabled(false);  // until the first plan is made
    m_cancel->setObjectName(QStringLiteral("sweepCancel"));
    m_cancel->setEnabled(false);

    m_whatBox = buildWhatBox();
    m_howBox = buildHowBox();
    auto* columns = new QHBoxLayout;
    columns->addWidget(m_whatBox, 1);
    columns->addWidget(m_howBox, 1);
    // The folder across the whole dialog: its path is what tells a new sweep from a resumed one.
    m_folderLabel = new QLabel(this);
    m_folderLabel->setBuddy(m_folder);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folderLabel);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_chooseFolder);
    folderRow->addWidget(m_newFolder);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_elapsed);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addLayout(folderRow);
    layout->addWidget(buildGuidedBox());
    layout->addWidget(m_planLabel);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_progressLabel);
    layout->addLayout(progressRow);
    layout->addWidget(m_log);
    layout->addLayout(buttons);

    m_planTimer.setSingleShot(true);
    m_planTimer.setInterval(300);
    m_clockTimer.setInterval(1000);
    connect(&m_planTimer, &QTimer::timeout, this, &SweepDialog::refreshPlan);
    connect(&m_clockTimer, &QTimer::timeout, this, &SweepDialog::updateElapsed);
    connect(m_job, &SweepJob::planned, this, [this](const SweepPlan& plan) {
        m_progress->setRange(0, std::max<int>(1, int(plan.runs.size())));
        m_progress->setValue(0);
    });
    connect(m_job, &SweepJob::adapted, this, &SweepDialog::onAdapted);
    connect(m_job, &SweepJob::step, this, &SweepDialog::onStep);
    connect(m_job, &SweepJob::finished, this, &SweepDialog::onFinished);
    connect(m_start, &QPushButton::clicked, this, [this] { startSweep(); });
    connect(m_cancel, &QPushButton::clicked, this, &SweepDialog::cancelSweep);
    connect(m_close, &QPushButton::clicked, this, &SweepDialog::reject);
    connectFields();
    retranslateUi();
    updateTimingFields();
    refreshPlan();
}

SweepDialog::~SweepDialog() {
    // The planner posts to this dialog: let it finish (the job stops its own sweep).
    if (m_planWorker) m_planWorker->wait();
}

QGroupBox* SweepDialog::buildWhatBox() {
    auto* box = new QGroupBox(this);
    // Three a row: five in one row would widen the dialog beyond 1024 pixels in German.
    auto* collectives = new QGridLayout;
    for (std::size_t i = 0; i < m_collectives.size(); ++i)
        collectives->addWidget(m_collectives[i].second, int(i / 3), int(i % 3));
    collectives->setColumnStretch(3, 1);
    auto* form = new QFormLayout(box);
    m_collectivesLabel = new QLabel(box);
    m_commSizesLabel = new QLabel(box);
    m_sizesLabel = new QLabel(box);
    m_algorithmsLabel = new QLabel(box);
    form->addRow(m_collectivesLabel, collectives);
    form->addRow(m_commSizesLabel, m_commSizes);
    form->addRow(m_sizesLabel, m_sizes);
    form->addRow(m_algorithmsLabel, m_algorithms);
    return box;
}

QGroupBox* SweepDialog::buildHowBox() {
    auto* box = new QGroupBox(this);
    auto* hostRow = new QHBoxLayout;
    hostRow->addWidget(m_hostfile, 1);
    hostRow->addWidget(m_chooseHostfile);
    auto* runnerRow = new QHBoxLayout;
    runnerRow->addWidget(m_runner, 1);
    runnerRow->addWidget(m_chooseRunner);
    // As the Run dialog lays out the runner's timing.
    auto* repsRow = new QHBoxLayout;
    m_minRepsLabel = new QLabel(box);
    m_maxRepsLabel = new QLabel(box);
    repsRow->addWidget(m_minRepsLabel);
    repsRow->addWidget(m_minReps);
    repsRow->addWidget(m_maxRepsLabel);
    repsRow->addWidget(m_maxReps);
    repsRow->addStretch(1);
    m_repsLabel = new QLabel(box);
    m_minSecondsLabel = new QLabel(box);
    auto* form = new QFormLayout(box);
    m_launcherLabel = new QLabel(box);
    m_hostfileLabel = new QLabel(box);
    m_runnerLabel = new QLabel(box);
    m_timingLabel = new QLabel(box);
    // How the runs are grouped into launches, under the launcher that starts them.
    auto* launchesRow = new QHBoxLayout;
    m_roundsLabel = new QLabel(box);
    m_launchesLabel = new QLabel(box);
    launchesRow->addWidget(m_roundsLabel);
    launchesRow->addWidget(m_rounds);
    launchesRow->addWidget(m_perAlgorithm);
    launchesRow->addStretch(1);
    m_libraryLabel = new QLabel(box);
    form->addRow(m_libraryLabel, m_library);
    form->addRow(m_launcherLabel, m_launcher);
    form->addRow(m_launchesLabel, launchesRow);
    form->addRow(m_hostfileLabel, hostRow);
    form->addRow(m_runnerLabel, runnerRow);
    form->addRow(m_timingLabel, m_timing);
    form->addRow(m_repsLabel, repsRow);
    form->addRow(m_minSecondsLabel, m_minSeconds);
    return box;
}

QGroupBox* SweepDialog::buildGuidedBox() {
    auto* grid = new QGridLayout(m_guided);
    m_profileLabel = new QLabel(m_guided);
    m_marginLabel = new QLabel(m_guided);
    m_verifyEveryLabel = new QLabel(m_guided);
    auto* profileRow = new QHBoxLayout;
    profileRow->addWidget(m_profile, 1);
    profileRow->addWidget(m_chooseProfile);
    grid->addWidget(m_profileLabel, 0, 0);
    grid->addLayout(profileRow, 0, 1, 1, 6);
    grid->addWidget(m_marginLabel, 1, 0);
    grid->addWidget(m_margin, 1, 1);
    grid->addWidget(m_verifyEveryLabel, 1, 2);
    grid->addWidget(m_verifyEvery, 1, 3);
    grid->addWidget(m_merge, 1, 4);
    grid->addWidget(m_adaptive, 2, 1, 1, 5);
    grid->setColumnStretch(5, 1);
    return m_guided;
}

void SweepDialog::connectFields() {
    for (const auto& [c, check] : m_collectives)
        connect(check, &QCheckBox::toggled, this, &SweepDialog::schedulePlan);
    for (QLineEdit* e : {m_commSizes, m_sizes, m_algorithms, m_folder, m_launcher, m_hostfile,
                         m_runner, m_profile})
        connect(e, &QLineEdit::textChanged, this, &SweepDialog::schedulePlan);
    connect(m_timing, &QComboBox::currentIndexChanged, this, [this] {
        updateTimingFields();
        schedulePlan();
    });
    connect(m_minReps, &QSpinBox::valueChanged, this, &SweepDialog::schedulePlan);
    connect(m_maxReps, &QSpinBox::valueChanged, this, &SweepDialog::schedulePlan);
    connect(m_minSeconds, &QDoubleSpinBox::valueChanged, this, &SweepDialog::schedulePlan);
    connect(m_guided, &QGroupBox::toggled, this, &SweepDialog::schedulePlan);
    connect(m_margin, &QDoubleSpinBox::valueChanged, this, &SweepDialog::schedulePlan);
    connect(m_verifyEvery, &QSpinBox::valueChanged, this, [this](int every) {
        m_adaptive->setEnabled(every > 0);  // nothing to adapt to without verification points
        schedulePlan();
    });
    connect(m_adaptive, &QCheckBox::toggled, this, &SweepDialog::schedulePlan);
    connect(m_merge, &QCheckBox::toggled, this, &SweepDialog::schedulePlan);
    connect(m_rounds, &QSpinBox::valueChanged, this, &SweepDialog::schedulePlan);
    connect(m_perAlgorithm, &QCheckBox::toggled, this, [this](bool on) {
        m_rounds->setEnabled(!on);  // one mpirun per algorithm has nothing to interleave
        schedulePlan();
    });
    connect(m_library, &QComboBox::currentIndexChanged, this, [this](int index) {
        switchLibrary(index == 1);
        schedulePlan();
    });
    connect(m_chooseFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(
            this, tr("The sweep's folder (an existing sweep resumes)"), m_folder->text());
        if (!folder.isEmpty()) m_folder->setText(folder);
    });
    connect(m_newFolder, &QPushButton::clicked, this,
            [this] { m_folder->setText(newSweepFolder(m_folder->text())); });
    connect(m_chooseHostfile, &QPushButton::clicked, this,
            [this] { chooseFile(m_hostfile, tr("Hostfile"), tr("All files (*)")); });
    connect(m_chooseRunner, &QPushButton::clicked, this, [this] {
        chooseFile(m_runner, tr("The runner (calltree-runner)"), tr("All files (*)"));
    });
    connect(m_chooseProfile, &QPushButton::clicked, this, [this] {
        chooseFile(m_profile, tr("A calibrated LogGP profile"),
                   tr("LogGP profiles (*.loggp.json);;All files (*)"));
    });
}

void SweepDialog::chooseFile(QLineEdit* edit, const QString& title, const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(this, title, edit->text(), filter);
    if (!path.isEmpty()) edit->setText(path);
}

QString SweepDialog::newSweepFolder(const QString& lastSweep) {
    const QString base =
        lastSweep.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                  QStringLiteral("/sweeps")
            : QFileInfo(lastSweep).absolutePath();
    const QString stamp = QStringLiteral("sweep-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString folder = QDir(base).filePath(stamp);
    for (int i = 2; QFileInfo::exists(folder); ++i)
        folder = QDir(base).filePath(stamp + QStringLiteral("-%1").arg(i));
    return QDir::cleanPath(folder);
}

void SweepDialog::setKnownAlgorithms(const ct::tuning::KnownAlgorithms& known) {
    m_known = known;
    retranslateUi();  // the algorithms' tooltip lists them
    schedulePlan();
}

void SweepDialog::suggestProfile(const QString& path) {
    if (m_profile->text().trimmed().isEmpty()) m_profile->setText(path);
}

SweepChoices SweepDialog::choices() const {
    SweepChoices c;
    for (const auto& [collective, check] : m_collectives)
        if (check->isChecked()) c.collectives.push_back(collective);
    c.commSizes = m_commSizes->text();
    c.sizes = m_sizes->text();
    c.algorithms = m_algorithms->text();
    c.launcher = m_launcher->text();
    c.hostfile = m_hostfile->text();
    c.runner = m_runner->text();
    c.timing = SweepTiming(m_timing->currentIndex());
    c.minReps = m_minReps->value();
    c.maxReps = m_maxReps->value();
    c.minSeconds = m_minSeconds->value();
    c.folder = m_folder->text();
    c.guided = m_guided->isChecked();
    c.profile = m_profile->text();
    c.guidedOptions.margin = m_margin->value();
    c.guidedOptions.verifyEvery = m_verifyEvery->value();
    c.guidedOptions.mergeIdentical = m_merge->isChecked();
    c.guidedOptions.adaptive = m_adaptive->isChecked() && m_adaptive->isEnabled();
    c.perAlgorithm = m_perAlgorithm->isChecked();
    c.rounds = m_rounds->value();
    c.mpich = mpich();
    return c;
}

void SweepDialog::setChoices(const SweepChoices& c) {
    m_library->setCurrentIndex(c.mpich ? 1 : 0);  // first: it swaps default launcher and runner
    for (const auto& [collective, check] : m_collectives)
        check->setChecked(std::find(c.collectives.begin(), c.collectives.end(), collective) !=
                          c.collectives.end());
    m_commSizes->setText(c.commSizes);
    m_sizes->setText(c.sizes);
    m_algorithms->setText(c.algorithms);
    m_launcher->setText(c.launcher);
    m_launcher->setCursorPosition(0);  // the program, not the last MCA setting
    m_hostfile->setText(c.hostfile);
    m_runner->setText(c.runner);
    m_timing->setCurrentIndex(int(c.timing));
    m_minReps->setValue(c.minReps);
    m_maxReps->setValue(c.maxReps);
    m_minSeconds->setValue(c.minSeconds);
    m_folder->setText(c.folder);
    m_perAlgorithm->setChecked(c.perAlgorithm);
    m_rounds->setValue(c.rounds);
    m_guided->setChecked(c.guided);
    m_profile->setText(c.profile);
    m_margin->setValue(c.guidedOptions.margin);
    m_verifyEvery->setValue(c.guidedOptions.verifyEvery);
    m_merge->setChecked(c.guidedOptions.mergeIdentical);
    m_adaptive->setChecked(c.guidedOptions.adaptive);
    m_adaptive->setEnabled(c.guidedOptions.verifyEvery > 0);
}

void SweepDialog::schedulePlan() {
    if (!m_job->isRunning()) m_planTimer.start();
}

void SweepDialog::refreshPlan() {
    m_planTimer.stop();
    if (m_planWorker) {  // planned again when the one under way is done
        m_replan = true;
        return;
    }
    const SweepSetup setup = SweepSetupBuilder::build(choices(), m_known);
    if (!setup.problems.isEmpty()) {
        showPlan({}, setup.problems);
        return;
    }
    m_planWorker = QThread::create([this, setup] {
        auto plan = std::make_shared<SweepPlan>(planSetup(setup));
        QMetaObject::invokeMethod(
            this,
            [this, plan] {
                m_planWorker->wait();
                m_planWorker->deleteLater();
                m_planWorker = nullptr;
                if (m_replan) {  // the choices changed meanwhile: this plan is stale
                    m_replan = false;
                    refreshPlan();
                    return;
                }
                showPlan(*plan,
                         plan->problem.isEmpty() ? QStringList() : QStringList{plan->problem});
            },
            Qt::QueuedConnection);
    });
    m_planWorker->start();
}

void SweepDialog::showPlan(const SweepPlan& plan, const QStringList& problems) {
    m_planShown = true;
    m_plan = plan;
    m_problems = problems;
    QStringList lines;
    const int runs = int(plan.runs.size());
    if (problems.isEmpty()) {
        if (plan.guided && plan.adaptive)
            lines << tr("Model-guided, adaptive: %n run(s) measure the verification points "
                        "first; the other sizes follow, every algorithm next to a verification "
                        "point the margin missed. At least %1 of %2 measurements (%3 fewer).",
                        nullptr, runs)
                         .arg(fields::formatCount(plan.measurements),
                              fields::formatCount(plan.exhaustive),
                              fields::formatFactor(double(plan.exhaustive) /
                                                   std::max(plan.measurements, 1)));
        else if (plan.guided)
            lines << tr("Model-guided plan: %1 of %2 measurements (%3 fewer) in %n run(s).",
                        nullptr, runs)
                         .arg(fields::formatCount(plan.measurements),
                              fields::formatCount(plan.exhaustive),
                              fields::formatFactor(double(plan.exhaustive) /
                                                   std::max(plan.measurements, 1)));
        else if (!plan.runs.empty() && plan.runs.front().interleaved())
            lines << tr("Plan: %n run(s), one mpirun per communicator size with every algorithm "
                        "interleaved in %2 rounds, %1 measurements (sizes × algorithms).",
                        nullptr, runs)
                         .arg(fields::formatCount(plan.measurements),
                              fields::formatCount(plan.runs.front().rounds));
        else
            lines << tr("Plan: %n run(s), one mpirun each, %1 measurements (sizes × algorithms).",
                        nullptr, runs)
                         .arg(fields::formatCount(plan.measurements));
        if (plan.complete > 0 && plan.complete == runs && plan.adaptive)
            lines << tr(
                "The verification points are already measured in this folder: Start "
                "measures what the other sizes still need.");
        else if (plan.complete > 0 && plan.complete == runs)
            lines << tr("Every run is already complete in this folder: Start only opens it.");
        else if (plan.complete > 0)
            lines << tr("Resumes the sweep in this folder: %n run(s) already complete are skipped.",
                        nullptr, plan.complete);
    }
    m_planLabel->setText(lines.join(QLatin1Char('\n')));
    m_problemsLabel->setText(problems.isEmpty() ? QString()
                                                : tr("Cannot start:") + QStringLiteral("\n• ") +
                                                      problems.join(QStringLiteral("\n• ")));
    m_problemsLabel->setVisible(!problems.isEmpty());
    if (!m_job->isRunning()) {
        m_start->setEnabled(problems.isEmpty());
        const bool resumes = plan.complete > 0 && (plan.complete < runs || plan.adaptive);
        m_start->setText(resumes ? tr("Resume") : tr("Start"));
    }
    emit planReady();
}

bool SweepDialog::startSweep() {
    if (m_job->isRunning()) return false;
    m_planTimer.stop();
    const SweepSetup setup = SweepSetupBuilder::build(choices(), m_known);
    if (!setup.problems.isEmpty()) {
        showPlan({}, setup.problems);
        return false;
    }
    if (!m_job->start(setup)) return false;
    m_done = 0;
    m_summary.clear();
    m_log->clear();
    m_progress->setRange(0, 0);  // planning: busy until the runs are known
    m_progressLabel->setText(tr("Planning the sweep…"));
    setRunning(true);
    updateElapsed();
    m_clockTimer.start();
    emit sweepStarted();
    return true;
}

void SweepDialog::cancelSweep() {
    if (!m_job->isRunning()) return;
    m_job->cancel();
    m_cancel->setEnabled(false);
    m_progressLabel->setText(tr("Cancelling: waiting for mpirun to stop; complete runs are kept."));
}

void SweepDialog::reject() {
    // Esc and Close during a sweep cancel it; the dialog stays to show how it ended.
    if (m_job->isRunning()) {
        cancelSweep();
        return;
    }
    QDialog::reject();
}

void SweepDialog::closeEvent(QCloseEvent* event) {
    if (m_job->isRunning()) {
        cancelSweep();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void SweepDialog::setRunning(bool running) {
    for (QWidget* w : std::initializer_list<QWidget*>{m_whatBox, m_howBox, m_guided, m_folder,
                                                      m_chooseFolder, m_newFolder, m_start})
        w->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_close->setEnabled(!running);
}

QString SweepDialog::runLabel(const SweepStep& s) const {
    if (s.cases > 0)  // one mpirun per communicator size, every algorithm interleaved
        return tr("%1 ranks, %n algorithm setting(s) interleaved in %2 rounds", nullptr, s.cases)
            .arg(fields::formatCount(s.commSize), fields::formatCount(s.rounds));
    return runLabel(s.collective, s.commSize, s.algorithm);
}

QString SweepDialog::runLabel(int collective, int commSize, int algorithm) const {
    const QString name = QString::fromStdString(shownAlgorithms().name(collective, algorithm));
    const QString which = algorithm == 0 && mpich() ? tr("0 (MPICH's default)")
                          : algorithm == 0          ? tr("0 (Open MPI's default)")
                          : name.isEmpty()          ? QStringLiteral("%1").arg(algorithm)
                                           : QStringLiteral("%1 %2").arg(algorithm).arg(name);
    // As the decision map names communicator sizes ("4 ranks").
    return tr("%1, %2 ranks, algorithm %3")
        .arg(QString::fromStdString(ct::tuning::ompiCollectiveName(collective)),
             fields::formatCount(commSize), which);
}

QString SweepDialog::outcomeText(const SweepStep& s) const {
    switch (s.outcome) {
        case ct::tuning::RunOutcome::Skipped:
            return tr("skipped (complete)");
        case ct::tuning::RunOutcome::Measured:
            return tr("measured in %1").arg(fields::formatDuration(s.seconds));
        case ct::tuning::RunOutcome::Failed:
            if (!s.problem.isEmpty())
                return tr("failed (exit status %1): %2; see %3")
                    .arg(s.exitStatus)
                    .arg(s.problem, s.log);
            return tr("failed (exit status %1), see %2").arg(s.exitStatus).arg(s.log);
        case ct::tuning::RunOutcome::Interrupted:
            return tr("interrupted (redone when the sweep resumes)");
    }
    return {};
}

void SweepDialog::onStep(const SweepStep& s) {
    const QString label = runLabel(s);
    if (s.started) {
        m_current = tr("Run %1 of %2: %3").arg(s.index).arg(s.total).arg(label);
        if (!m_job->cancelling()) m_progressLabel->setText(m_current + QStringLiteral(" …"));
        m_progressLabel->setToolTip(s.command);
        return;
    }
    ++m_done;
    m_progress->setValue(m_done);
    m_log->appendPlainText(
        QStringLiteral("[%1/%2] %3: %4").arg(s.index).arg(s.total).arg(label, outcomeText(s)));
}

void SweepDialog::onFinished(const SweepEnd& end) {
    m_clockTimer.stop();
    updateElapsed();
    setRunning(false);
    const auto& s = end.summary;
    const int runs = int(end.plan.runs.size());
    QStringList parts;
    if (!end.error.isEmpty()) {
        parts << tr("The sweep did not run: %1").arg(end.error);
    } else if (s.interrupted) {
        parts << tr("Cancelled after %1: %2 of %n run(s) complete in %3; start again on this "
                    "folder to resume.",
                    nullptr, runs)
                     .arg(fields::formatDuration(end.seconds))
                     .arg(s.skipped + s.measured)
                     .arg(end.folder);
    } else {
        parts << tr("Sweep done in %1: %2 measured, %3 already complete, %4 failed.")
                     .arg(fields::formatDuration(end.seconds))
                     .arg(s.measured)
                     .arg(s.skipped)
                     .arg(s.failed);
    }
    if (end.error.isEmpty() && end.plan.guided)
        parts << tr("Model-guided: %1 of %2 measurements (%3 fewer).")
                     .arg(fields::formatCount(end.plan.measurements),
                          fields::formatCount(end.plan.exhaustive),
                          fields::formatFactor(double(end.plan.exhaustive) /
                                               std::max(end.plan.measurements, 1)));
    if (end.error.isEmpty() && end.plan.adaptive && !end.plan.verdicts.empty())
        parts << adaptedText(end.plan);
    if (s.failed > 0)
        parts << tr("%n run(s) failed: the list above names each log.", nullptr, s.failed);
    m_summary = parts.join(QLatin1Char(' '));
    m_progressLabel->setText(m_summary);
    m_progressLabel->setToolTip(QString());
    if (runs > 0) {
        m_progress->setRange(0, runs);
        m_progress->setValue(m_done);
    } else {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
    m_log->appendPlainText(m_summary);
    refreshPlan();  // the folder's complete runs, for the next start
    emit sweepEnded(end.folder, m_summary);
}

void SweepDialog::onAdapted(const SweepPlan& plan) {
    m_progress->setRange(0, std::max<int>(1, int(plan.runs.size())));
    m_progress->setValue(m_done);
    m_log->appendPlainText(adaptedText(plan));
}

QString SweepDialog::adaptedText(const SweepPlan& plan) const {
    const int checked = int(plan.verdicts.size());
    const int missed = int(std::count_if(plan.verdicts.begin(), plan.verdicts.end(),
                                         [](const auto& v) { return v.missed; }));
    int adapted = 0;
    if (plan.guidedPlan)
        adapted = int(std::count_if(plan.guidedPlan->points.begin(), plan.guidedPlan->points.end(),
                                    [](const auto& p) { return p.adapted; }));
    return tr("Adaptive: the margin missed the measured best by more than 5 % at %1 of %n "
              "verification point(s); %2 size(s) next to them measure every algorithm.",
              nullptr, checked)
        .arg(missed)
        .arg(adapted);
}

void SweepDialog::updateElapsed() {
    m_elapsed->setText(tr("Elapsed: %1").arg(fields::formatDuration(m_job->elapsedSeconds())));
}

bool SweepDialog::mpich() const {
    return m_library->currentIndex() == 1;
}

ct::tuning::KnownAlgorithms SweepDialog::shownAlgorithms() const {
    return mpich() ? ct::tuning::mpichKnownAlgorithms() : m_known;
}

QString SweepDialog::defaultRunner(bool mpich) const {
    const QString ompi = runs::findRunner(QCoreApplication::applicationDirPath());
    if (!mpich) return ompi;
    // calltree-runner-mpich is built beside calltree-runner.
    return QFileInfo(ompi).dir().filePath(QStringLiteral("calltree-runner-mpich"));
}

void SweepDialog::swapDefaults(QString& launcher, QString& runner, bool mpich) const {
    const QString launchers[] = {QString::fromStdString(ct::tuning::defaultLauncherText()),
                                 QString::fromStdString(ct::tuning::defaultMpichLauncherText())};
    if (launcher.trimmed() == launchers[mpich ? 0 : 1]) launcher = launchers[mpich ? 1 : 0];
    if (runner.trimmed() == defaultRunner(!mpich)) runner = defaultRunner(mpich);
}

SweepChoices SweepDialog::choicesFor(bool mpich) const {
    SweepChoices c = choices();
    if (c.mpich != mpich) swapDefaults(c.launcher, c.runner, mpich);
    c.mpich = mpich;
    return c;
}

void SweepDialog::switchLibrary(bool mpich) {
    QString launcher = m_launcher->text(), runner = m_runner->text();
    swapDefaults(launcher, runner, mpich);
    if (launcher != m_launcher->text()) m_launcher->setText(launcher);
    if (runner != m_runner->text()) m_runner->setText(runner);
    // Both libraries interleave their algorithms in one launch (the runner forces each case's);
    // the model predicts Open MPI's algorithms only.
    if (mpich) m_guided->setChecked(false);
    m_guided->setEnabled(!mpich);
    retranslateUi();  // the algorithms' placeholder and list name the library's
}

void SweepDialog::updateTimingFields() {
    const bool custom = SweepTiming(m_timing->currentIndex()) == SweepTiming::Custom;
    m_minReps->setEnabled(custom);
    m_maxReps->setEnabled(custom);
    m_minSeconds->setEnabled(custom);
}

void SweepDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void SweepDialog::retranslateUi() {
    setWindowTitle(tr("Run a tuning sweep"));
    m_whatBox->setTitle(tr("What to measure"));
    m_howBox->setTitle(tr("How to launch"));
    m_collectivesLabel->setText(tr("Collectives:"));
    m_commSizesLabel->setText(tr("Communicator sizes:"));
    m_commSizes->setToolTip(
        tr("Ranks per run, separated by commas: 2 or 2,4. Each size and algorithm is one "
           "mpirun.\nAllowed: 1 to 1048576"));
    m_sizesLabel->setText(tr("Message sizes:"));
    m_sizes->setToolTip(
        tr("Message sizes, separated by commas: bytes, or with K, M or G (binary: 1K = 1024), "
           "and ranges FROM..TO that double: 8, 1K, 64K or 8..1M\nAllowed: 0 to 2147483647 "
           "bytes, at most 64 sizes; reduce and allreduce need multiples of 8 (the runner "
           "reduces doubles)"));
    m_algorithmsLabel->setText(tr("Algorithms:"));
    m_algorithms->setPlaceholderText(mpich() ? tr("all that the sweep under MPICH knows")
                                             : tr("all that Open MPI lists"));
    const ct::tuning::KnownAlgorithms known = shownAlgorithms();
    QStringList listed;
    for (const auto& [c, check] : m_collectives) {
        const auto it = known.names.find(c);
        if (it == known.names.end()) continue;
        QStringList names;
        for (const auto& [a, name] : it->second)
            if (a != 0) names << QStringLiteral("%1 %2").arg(a).arg(QString::fromStdString(name));
        listed << QStringLiteral("%1: %2").arg(check->text(), names.join(QStringLiteral(", ")));
    }
    m_algorithms->setToolTip(
        tr("Forced algorithms, separated by commas: 1,6. Empty: every algorithm %1 lists. "
           "The library's own choice (0) is always measured too.")
            .arg(algorithmListSource(known)) +
        QStringLiteral("\n") + listed.join(QLatin1Char('\n')));
    m_folderLabel->setText(tr("Sweep folder:"));
    m_folder->setToolTip(
        tr("The results files and logs go here. A folder that holds a sweep resumes it: its "
           "complete runs are skipped."));
    m_chooseFolder->setText(tr("Choose…"));
    m_newFolder->setText(tr("New"));
    m_newFolder->setToolTip(tr("A new folder beside this one"));
    m_libraryLabel->setText(tr("MPI library:"));
    m_library->setToolTip(
        tr("Open MPI: its coll/tuned algorithms, forced by the runner or by mpirun. MPICH: its "
           "algorithms under MPICH (mpirun.mpich, calltree-runner-mpich), one launch per "
           "algorithm (calltree tune sweep --mpi mpich)"));
    m_launcherLabel->setText(tr("Launcher:"));
    m_launcher->setToolTip(
        tr("The launch prefix: mpirun (or mpiexec) gets -np N and --mca settings, any other "
           "launcher (srun) -n N and OMPI_MCA_ variables"));
    m_launchesLabel->setText(tr("Launches:"));
    m_roundsLabel->setText(tr("Rounds:"));
    m_rounds->setDescription(
        tr("One mpirun per communicator size measures every algorithm, each forced by the "
           "runner, interleaved in this many rounds so that the machine's drift hits them "
           "alike"));
    m_perAlgorithm->setText(tr("One mpirun per algorithm"));
    m_perAlgorithm->setToolTip(
        tr("Launch every forced algorithm on its own, with --mca coll_tuned_<collective>_algorithm "
           "(minutes apart, so drift between launches can pick an algorithm)"));
    m_hostfileLabel->setText(tr("Hostfile:"));
    m_hostfile->setPlaceholderText(tr("none: this machine"));
    m_chooseHostfile->setText(tr("Choose…"));
    m_runnerLabel->setText(tr("Runner:"));
    m_chooseRunner->setText(tr("Choose…"));
    m_timingLabel->setText(tr("Timing:"));
    m_timing->setItemText(int(SweepTiming::RunnerDefaults),
                          tr("The runner's defaults (10 repetitions, 0.05 s per case)"));
    m_timing->setItemText(int(SweepTiming::Quick), tr("Quick (one run per round, at least 5)"));
    m_timing->setItemText(int(SweepTiming::Custom), tr("Custom"));
    m_repsLabel->setText(tr("Repetitions:"));
    m_minRepsLabel->setText(tr("min"));
    m_minReps->setDescription(tr("Timed repetitions at least (--min-reps)"));
    m_maxRepsLabel->setText(tr("max"));
    m_maxReps->setDescription(
        tr("Timed repetitions at most (--max-reps): a case stops there "
           "even before its minimum time"));
    m_minSecondsLabel->setText(tr("Minimum time per case:"));
    m_minSeconds->setSuffix(tr(" s"));
    m_minSeconds->setDescription(
        tr("Repeat each case until this much time has passed "
           "(--min-seconds)"));
    m_guided->setTitle(tr("Model-guided: predict first, measure fewer"));
    m_guided->setToolTip(
        tr("Predict every forced algorithm with a calibrated LogGP profile and measure per point "
           "only those predicted near the best, Open MPI's default, and all of them at "
           "verification sizes (calltree tune sweep --model)"));
    m_profileLabel->setText(tr("Profile:"));
    m_profile->setPlaceholderText(tr("a calibrated *.loggp.json (calltree-runner calibrate)"));
    m_chooseProfile->setText(tr("Choose…"));
    m_marginLabel->setText(tr("Margin:"));
    m_margin->setDescription(
        tr("Measure the algorithms predicted at most 1 + this factor times the predicted best "
           "(--margin)"));
    m_verifyEveryLabel->setText(tr("Verification interval:"));
    m_verifyEvery->setDescription(
        tr("Every N-th size measures all algorithms, so that a model that ranks wrongly shows "
           "(--verify-every; 0: none)"));
    m_merge->setText(tr("Merge identical programs"));
    m_merge->setToolTip(
        tr("Algorithms that run the same program at a point are measured once "
           "(--merge-identical; off: on this machine identical programs differ in time)"));
    m_adaptive->setText(tr("Adapt to the verification points"));
    m_adaptive->setToolTip(
        tr("Measure the verification sizes first; where the algorithms within the margin missed "
           "the measured best by more than 5 %, measure every algorithm at the sizes next to it "
           "(--adaptive)"));
    m_cancel->setText(tr("Cancel sweep"));
    m_cancel->setToolTip(tr("Interrupt the mpirun under way (Esc); complete runs are kept"));
    m_close->setText(tr("Close"));
    // The plan's lines and problems in the new language.
    if (m_planShown && !m_job->isRunning()) refreshPlan();
}

}  // namespace studio::tune
