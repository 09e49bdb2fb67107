#include "runs/run_dialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "algorithms/catalogue/catalogue.h"

namespace studio::runs {

RunDialog::RunDialog(const QString& scheduleName, int scheduleProcs, QWidget* parent)
    : QDialog(parent),
      m_scheduleName(scheduleName),
      m_scheduleProcs(scheduleProcs),
      m_launcher(new QComboBox(this)),
      m_launcherPath(new QLineEdit(this)),
      m_ranks(new fields::WholeNumberBox(this)),
      m_oversubscribe(new QCheckBox(tr("Allow more ranks than cores (--oversubscribe)"), this)),
      m_hostfile(new QLineEdit(this)),
      m_nodes(new fields::WholeNumberBox(this)),
      m_extra(new QLineEdit(this)),
      m_runner(new QLineEdit(this)),
      m_what{new QRadioButton(tr("The open schedule (%1)").arg(scheduleName), this),
             new QRadioButton(tr("Catalogue algorithms, to compare"), this),
             new QRadioButton(tr("Calibrate this machine (LogGP and BSP* profiles)"), this)},
      m_algorithms(new QListWidget(this)),
      m_sizes(new QLineEdit(QStringLiteral("8, 1K, 64K"), this)),
      m_roots(new QLineEdit(QStringLiteral("0"), this)),
      m_warmup(new fields::WholeNumberBox(this)),
      m_minReps(new fields::WholeNumberBox(this)),
      m_minSeconds(new fields::DecimalBox(this)),
      m_rounds(new fields::WholeNumberBox(this)),
      m_maxReps(new fields::WholeNumberBox(this)),
      m_caseTimeout(new fields::DecimalBox(this)),
      m_runTimeout(new fields::DecimalBox(this)),
      m_baseline(new QComboBox(this)),
      m_recordTimeline(new QCheckBox(tr("Record a timeline of each case"), this)),
      m_osuFigure(new QCheckBox(tr("Also OSU's figure"), this)),
      m_calibrateFirst(new QCheckBox(tr("Calibrate first"), this)),
      m_preview(new QPlainTextEdit(this)),
      m_problems(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Run"));
    setObjectName(QStringLiteral("runDialog"));
    QGroupBox* where = buildWhereBox();
    QGroupBox* what = buildWhatBox();
    auto* columns = new QHBoxLayout;
    columns->addWidget(where);
    columns->addWidget(what);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    addCommandPreview(layout);
    connectRefresh();
    refresh();
}

void RunDialog::setScheduleRunsOnData(const QString& input) {
    const QString note = tr("The open schedule runs once on its own input (%1): the message sizes "
                            "and roots apply to the catalogue algorithms only.")
                             .arg(input);
    m_what[0]->setToolTip(note);
    m_sizes->setToolTip(note);
    m_roots->setToolTip(note);
}

QGroupBox* RunDialog::buildWhereBox() {
    m_launcher->addItem(tr("This machine (mpirun)"), int(Launcher::Local));
    m_launcher->addItem(tr("Hosts from a hostfile (mpirun --hostfile)"), int(Launcher::Hostfile));
    m_launcher->addItem(tr("Slurm (srun)"), int(Launcher::Slurm));
    m_launcherPath->setPlaceholderText(tr("found on PATH"));
    // The long launcher names must not widen the dialog; the list pops up wide enough.
    m_launcher->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_launcher->setMinimumContentsLength(16);
    m_ranks->setAllowedRange(1, 1 << 20);
    m_ranks->setObjectName(QStringLiteral("runRanks"));
    m_ranks->setDescription(tr("MPI ranks to start (Slurm: tasks)"));
    m_ranks->setValue(m_scheduleProcs > 0 ? m_scheduleProcs : 2);
    m_oversubscribe->setChecked(true);
    m_nodes->setAllowedRange(1, 1 << 16);
    m_nodes->setObjectName(QStringLiteral("runNodes"));
    m_nodes->setDescription(tr("Slurm nodes the tasks are spread over"));
    // Shared memory only: without it Open MPI may probe network interfaces and hang.
    m_extra->setText(QStringLiteral("--mca pml ob1 --mca btl self,vader"));
    m_extra->setPlaceholderText(tr("e.g. --mca coll_tuned_use_dynamic_rules 1"));
    auto* browseHosts = new QPushButton(tr("Choose…"), this);
    connect(browseHosts, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Hostfile"));
        if (!f.isEmpty()) m_hostfile->setText(f);
    });
    auto* hostRow = new QHBoxLayout;
    hostRow->addWidget(m_hostfile);
    hostRow->addWidget(browseHosts);

    auto* where = new QGroupBox(tr("Where"), this);
    auto* whereForm = new QFormLayout(where);
    whereForm->addRow(tr("Launch on:"), m_launcher);
    whereForm->addRow(tr("Ranks (tasks):"), m_ranks);
    whereForm->addRow(m_oversubscribe);  // across both columns: long in every language
    whereForm->addRow(tr("Hostfile:"), hostRow);
    whereForm->addRow(tr("Slurm nodes:"), m_nodes);
    whereForm->addRow(tr("Launcher program:"), m_launcherPath);
    whereForm->addRow(tr("Extra MPI arguments:"), m_extra);
    whereForm->addRow(tr("Runner:"), m_runner);
    return where;
}

void RunDialog::setUpAlgorithmsAndTiming() {
    for (const ct::Algorithm& a : ct::catalogue()) {
        auto* item = new QListWidgetItem(QString::fromStdString(a.info.name), m_algorithms);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(QString::fromStdString(a.info.summary));
    }
    m_algorithms->setMinimumHeight(110);
    m_warmup->setObjectName(QStringLiteral("runWarmup"));
    m_caseTimeout->setObjectName(QStringLiteral("runCaseTimeout"));
    m_warmup->setAllowedRange(0, 1000);
    m_warmup->setValue(2);
    m_warmup->setDescription(tr("Untimed repetitions before the timed ones"));
    m_minReps->setAllowedRange(1, 1000000);
    m_minReps->setValue(10);
    m_minReps->setDescription(tr("Timed repetitions at least"));
    m_minSeconds->setDecimals(3);
    m_minSeconds->setAllowedRange(0, 3600);
    m_minSeconds->setValue(0.05);
    m_minSeconds->setSuffix(tr(" s"));
    m_minSeconds->setDescription(
        tr("Repeat until this much time has passed (or the maximum repetitions)"));
    m_rounds->setObjectName(QStringLiteral("runRounds"));
    m_rounds->setAllowedRange(1, ct::protocol::kMaxRounds);
    m_rounds->setValue(1);
    m_rounds->setDescription(
        tr("Interleave the cases of each message size in this many rounds, each a share of "
           "every case's repetitions, so that the machine's changes of speed hit all of them "
           "alike; with Calibrate first, the calibration is then measured again beside each "
           "size's cases (1: each case's repetitions back to back)"));
    m_maxReps->setAllowedRange(1, 100000000);
    m_maxReps->setValue(100000);
    m_maxReps->setDescription(tr("Timed repetitions at most"));
    m_caseTimeout->setAllowedRange(0.1, 86400);
    m_caseTimeout->setValue(300);
    m_caseTimeout->setSuffix(tr(" s"));
    m_caseTimeout->setDescription(tr("A case that takes longer is stopped and reported"));
    m_runTimeout->setAllowedRange(0, 7 * 86400);
    m_runTimeout->setDescription(tr("The Studio stops the whole run after this time (none: 0)"));
    m_runTimeout->setValue(0);
    m_runTimeout->setSuffix(tr(" s"));
    m_runTimeout->setSpecialValueText(tr("none"));
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baseline->setMinimumContentsLength(16);
    m_baseline->addItem(tr("none"), QString());
    m_baseline->addItem(tr("Open MPI's choice"), QStringLiteral("default"));
    m_baseline->addItem(tr("the same algorithm in Open MPI"), QStringLiteral("same"));
}

QGroupBox* RunDialog::buildWhatBox() {
    setUpAlgorithmsAndTiming();
    auto* what = new QGroupBox(tr("What"), this);
    auto* whatForm = new QFormLayout(what);
    for (QRadioButton* r : m_what)
        whatForm->addRow(r);
    whatForm->addRow(tr("Algorithms:"), m_algorithms);
    m_sizes->setToolTip(
        tr("Message sizes, separated by commas: bytes, or with K, M or G "
           "(binary: 1K = 1024), and ranges FROM..TO that double: 8, 1K, 64K or "
           "8..1M\nAllowed: 0 to 2147483647 bytes, at most 64 sizes"));
    m_roots->setToolTip(
        tr("Root ranks, separated by commas: 0 or 0,3\nAllowed: 0 to the ranks "
           "less one"));
    whatForm->addRow(tr("Message sizes:"), m_sizes);
    whatForm->addRow(tr("Roots:"), m_roots);
    // Warm-up on a row of its own, so the repetitions row stays narrow enough for 1024 pixels.
    whatForm->addRow(tr("Warm-up repetitions:"), m_warmup);
    auto* reps = new QHBoxLayout;
    reps->addWidget(new QLabel(tr("min"), this));
    reps->addWidget(m_minReps);
    reps->addWidget(new QLabel(tr("max"), this));
    reps->addWidget(m_maxReps);
    whatForm->addRow(tr("Repetitions:"), reps);
    // The rounds beside the time: the dialog must fit 1024×700.
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(m_minSeconds, 1);
    timeRow->addWidget(new QLabel(tr("rounds:"), this));
    timeRow->addWidget(m_rounds);
    whatForm->addRow(tr("Minimum time per case:"), timeRow);
    whatForm->addRow(tr("Case timeout:"), m_caseTimeout);
    whatForm->addRow(tr("Whole run timeout:"), m_runTimeout);
    m_calibrateFirst->setToolTip(
        tr("Before the cases, measure this machine's LogGP profile in the same launch (ranks 0 "
           "and 1, at the run's message sizes), build the optimal and Fibonacci trees and the "
           "segment sizes for it, and predict the run from it: a profile measured in another "
           "launch can be 20-30 % off on a busy machine (--calibrate); with 2 or more rounds "
           "also measured again beside each size's cases, and the run predicted from that "
           "(--calibrate-beside)"));
    // Beside the baseline: the dialog must fit 1024×700.
    auto* baselineRow = new QHBoxLayout;
    baselineRow->addWidget(m_baseline, 1);
    baselineRow->addWidget(m_calibrateFirst);
    whatForm->addRow(tr("MPI baseline:"), baselineRow);
    m_recordTimeline->setToolTip(
        tr("After the timed repetitions, one more repetition records when every operation of "
           "every rank started and ended, to lay under the predicted timeline "
           "(--record-timeline; MPI baselines have no operations to record)"));
    m_osuFigure->setToolTip(
        tr("After the timed repetitions, a pass timed as the OSU Micro-Benchmarks time a "
           "collective (same buffers, each call alone, the average of the ranks' means), to "
           "compare with published osu_bcast figures; shown in the OSU avg column"));
    // One row for both extra passes: the dialog must fit 1024×700.
    auto* extraPasses = new QHBoxLayout;
    extraPasses->addWidget(m_recordTimeline);
    extraPasses->addWidget(m_osuFigure);
    extraPasses->addStretch();
    whatForm->addRow(QString(), extraPasses);
    m_what[0]->setEnabled(m_scheduleProcs > 0);
    m_what[m_scheduleProcs > 0 ? 0 : 1]->setChecked(true);
    return what;
}

void RunDialog::addCommandPreview(QVBoxLayout* layout) {
    m_preview->setReadOnly(true);
    m_preview->setMaximumHeight(80);
    m_preview->setObjectName(QStringLiteral("commandPreview"));
    auto* copy = new QPushButton(tr("Copy command"), this);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(previewText()); });
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(new QLabel(tr("Command:"), this));
    layout->addWidget(m_preview);
    layout->addWidget(copy, 0, Qt::AlignLeft);
    layout->addWidget(m_problems);
    layout->addWidget(m_buttons);
}

void RunDialog::connectRefresh() {
    for (QLineEdit* e : {m_launcherPath, m_hostfile, m_extra, m_runner, m_sizes, m_roots})
        connect(e, &QLineEdit::textChanged, this, &RunDialog::refresh);
    for (fields::WholeNumberBox* s : {m_ranks, m_nodes, m_warmup, m_minReps, m_maxReps, m_rounds})
        connect(s, &QSpinBox::valueChanged, this, &RunDialog::refresh);
    for (fields::DecimalBox* s : {m_minSeconds, m_caseTimeout, m_runTimeout})
        connect(s, &QDoubleSpinBox::valueChanged, this, &RunDialog::refresh);
    connect(m_launcher, &QComboBox::currentIndexChanged, this, &RunDialog::refresh);
    connect(m_oversubscribe, &QCheckBox::toggled, this, &RunDialog::refresh);
    connect(m_recordTimeline, &QCheckBox::toggled, this, &RunDialog::refresh);
    connect(m_osuFigure, &QCheckBox::toggled, this, &RunDialog::refresh);
    connect(m_calibrateFirst, &QCheckBox::toggled, this, &RunDialog::refresh);
    for (QRadioButton* r : m_what)
        connect(r, &QRadioButton::toggled, this, &RunDialog::refresh);
    connect(m_algorithms, &QListWidget::itemChanged, this, &RunDialog::refresh);
}

void RunDialog::setPaths(const RunConfig& paths) {
    m_paths = paths;
    if (m_runner->text().isEmpty()) m_runner->setText(paths.runnerPath);
    refresh();
}

void RunDialog::setPathsFor(PathsFor pathsFor) {
    m_pathsFor = std::move(pathsFor);
    refresh();
}

void RunDialog::setConfig(const RunConfig& c) {
    m_launcher->setCurrentIndex(m_launcher->findData(int(c.launcher)));
    m_launcherPath->setText(c.launcherPath);
    m_ranks->setValue(c.ranks);
    m_oversubscribe->setChecked(c.oversubscribe);
    m_hostfile->setText(c.hostfile);
    m_nodes->setValue(c.nodes);
    m_extra->setText(shellJoin(c.extraArgs));
    m_runner->setText(c.runnerPath);
    m_recordTimeline->setChecked(c.recordTimeline);
    m_calibrateFirst->setChecked(c.calibrateFirst);
}

bool RunDialog::calibrate() const {
    return m_what[2]->isChecked();
}

RunConfig RunDialog::config(const RunConfig& paths) const {
    RunConfig c = paths;
    c.launcher = Launcher(m_launcher->currentData().toInt());
    c.launcherPath = m_launcherPath->text().trimmed();
    c.ranks = m_ranks->value();
    c.oversubscribe = m_oversubscribe->isChecked() && c.launcher != Launcher::Slurm;
    c.hostfile = m_hostfile->text().trimmed();
    c.nodes = m_nodes->value();
    splitArguments(m_extra->text(), &c.extraArgs);
    c.runnerPath = m_runner->text().trimmed();
    c.mode = calibrate() ? RunMode::Calibrate : RunMode::Plan;
    c.timeoutSeconds = m_runTimeout->value();
    c.recordTimeline = m_recordTimeline->isChecked() && c.mode == RunMode::Plan;
    c.calibrateFirst = m_calibrateFirst->isChecked() && c.mode == RunMode::Plan;
    // Beside the cases needs their rounds (runner: --calibrate-beside).
    if (!c.calibrateFirst || m_rounds->value() < 2) c.loggpBesideFile.clear();
    return c;
}

PlanSpec RunDialog::plan() const {
    PlanSpec p;
    if (m_what[0]->isChecked()) {
        p.scheduleFile = QStringLiteral("schedule.calltree.json");
        p.scheduleProcs = m_scheduleProcs;
    }
    if (m_what[1]->isChecked())
        for (int i = 0; i < m_algorithms->count(); ++i)
            if (m_algorithms->item(i)->checkState() == Qt::Checked)
                p.algorithms << m_algorithms->item(i)->text();
    QString ignored;
    if (auto sizes = parseSizes(m_sizes->text(), &ignored)) p.sizes = *sizes;
    if (auto roots = parseRoots(m_roots->text(), &ignored)) p.roots = *roots;
    p.timing.warmup = m_warmup->value();
    p.timing.minReps = m_minReps->value();
    p.timing.minSeconds = m_minSeconds->value();
    p.timing.maxReps = m_maxReps->value();
    p.timing.rounds = m_rounds->value();
    p.timing.timeoutSeconds = m_caseTimeout->value();
    p.timing.osu = m_osuFigure->isChecked();
    p.baseline = m_baseline->currentData().toString();
    return p;
}

QStringList RunDialog::problems() const {
    const RunConfig c = config(m_paths);
    QStringList out = validate(c, m_what[0]->isChecked() ? m_scheduleProcs : 0);
    QStringList ignored;
    if (!splitArguments(m_extra->text(), &ignored))
        out << tr("The extra MPI arguments have an unclosed quote: close it.");
    if (calibrate()) return out;
    QString error;
    if (!parseSizes(m_sizes->text(), &error)) out << error;
    if (!parseRoots(m_roots->text(), &error)) out << error;
    out << validatePlan(plan(), c.ranks);
    return out;
}

QString RunDialog::previewText() const {
    return shellJoin(commandLine(config(m_paths)));
}

void RunDialog::refresh() {
    const Launcher l = Launcher(m_launcher->currentData().toInt());
    m_hostfile->setEnabled(l == Launcher::Hostfile);
    m_nodes->setEnabled(l == Launcher::Slurm);
    m_oversubscribe->setEnabled(l != Launcher::Slurm);
    const bool plan = !calibrate();
    m_algorithms->setEnabled(m_what[1]->isChecked());
    m_baseline->setEnabled(m_what[1]->isChecked());
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_sizes, m_roots, m_warmup, m_minReps, m_maxReps, m_minSeconds, m_caseTimeout,
             m_recordTimeline, m_osuFigure, m_calibrateFirst})
        w->setEnabled(plan);
    if (m_pathsFor) {
        const QString runner = m_paths.runnerPath;
        m_paths = m_pathsFor(this->plan(), calibrate());
        if (m_paths.runnerPath.isEmpty()) m_paths.runnerPath = runner;
    }
    m_preview->setPlainText(previewText());
    const QStringList p = problems();
    m_problems->setText(p.join(QLatin1Char('\n')));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

}  // namespace studio::runs
