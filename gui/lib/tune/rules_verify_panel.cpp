#include "rules_verify_panel.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <filesystem>

#include "fields/number_format.h"
#include "installed_algorithms.h"
#include "sweep_job.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_rules.h"
#include "tuning/mpich_verification.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_file.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/sweep_plan.h"

namespace studio::tune {

using namespace ct::tuning;

namespace {

// "1.65 µs", or "—" for a point not measured.
QString micro(const std::optional<Measurement>& m) {
    return m ? fields::formatDuration(m->stats.median) : QStringLiteral("—");
}

}  // namespace

RulesVerifyPanel::RulesVerifyPanel(QWidget* parent)
    : QWidget(parent),
      m_verify(new QPushButton(this)),
      m_report(new QPlainTextEdit(this)),
      m_job(new SweepJob(this)) {
    setObjectName(QStringLiteral("rulesVerifyPanel"));
    m_verify->setObjectName(QStringLiteral("verifyRules"));
    m_verify->setEnabled(false);
    m_report->setObjectName(QStringLiteral("verifyReport"));
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setMaximumHeight(m_report->fontMetrics().lineSpacing() * 7);
    auto* row = new QHBoxLayout;
    row->addWidget(m_verify);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_report);
    connect(m_verify, &QPushButton::clicked, this, [this] {
        if (running())
            cancel();
        else
            start();
    });
    connect(m_job, &SweepJob::step, this, &RulesVerifyPanel::onStep);
    connect(m_job, &SweepJob::finished, this, &RulesVerifyPanel::onFinished);
    retranslateUi();
}

void RulesVerifyPanel::setTarget(const QString& rulesFile, const MeasuredDecision& sweep,
                                 const KnownAlgorithms& known, const QString& folder) {
    if (running()) cancel();
    m_file = rulesFile;
    m_sweep = sweep;
    // A sweep under MPICH numbers MPICH's algorithms, whatever Open MPI knows.
    m_known = sweep.mpich ? mpichKnownAlgorithms() : known;
    m_folder = folder;
    if (!running()) m_verify->setEnabled(!m_file.isEmpty());
    retranslateUi();
}

void RulesVerifyPanel::setLaunchChoices(std::function<SweepChoices(bool mpich)> choices) {
    m_choices = std::move(choices);
}

bool RulesVerifyPanel::running() const {
    return m_job->isRunning();
}

void RulesVerifyPanel::say(const QString& line) {
    m_report->appendPlainText(line);
}

bool RulesVerifyPanel::start() {
    if (running() || m_file.isEmpty()) return false;
    m_report->clear();
    m_result.reset();
    QFile file(m_file);
    if (!file.open(QIODevice::ReadOnly)) {
        say(tr("Cannot read %1: %2").arg(m_file, file.errorString()));
        return false;
    }
    const std::string text = QString::fromUtf8(file.readAll()).toStdString();
    const bool mpich = m_sweep.mpich;
    if (mpich) {
        // MPICH aborts on a file it does not read as written: nothing to run under it.
        const MpichCheck check = checkMpichJson(text, queryInstalledMpichVersion());
        if (!check.findings.empty()) {
            say(tr("MPICH does not read %1 as written (line %2: %3); checking the file lists every "
                   "problem.")
                    .arg(m_file)
                    .arg(check.findings.front().line)
                    .arg(QString::fromStdString(check.findings.front().message)));
            return false;
        }
        m_pick = mpichFilePick(text);
    } else {
        // As the installed Open MPI reads it: 6.0 JSON or classic (ompi_rules_file.h).
        const OmpiRulesFile read = readOmpiRulesFile(text, m_known);
        if (!read.loads) {
            say(tr("Open MPI ignores %1 and keeps its fixed decisions: the rules file check says "
                   "why.")
                    .arg(m_file));
            return false;
        }
        m_pick = read.pick;
    }
    // The Run sweep dialog's launcher, runner and timing (under the sweep's library); its other
    // choices do not matter here.
    const QString verifyDir = QDir(m_folder).filePath(QStringLiteral("verify"));
    SweepChoices choices = m_choices ? m_choices(mpich) : SweepChoices();
    choices.mpich = mpich;
    QStringList problems;
    const LaunchOptions launch = SweepSetupBuilder::buildLaunch(choices, problems);
    if (!problems.isEmpty()) {
        say(tr("Run sweep…'s launch settings: %1").arg(problems.join(QStringLiteral("; "))));
        return false;
    }
    try {
        const std::string rules = QFileInfo(m_file).absoluteFilePath().toStdString();
        const int rounds = std::max(1, choices.rounds);
        m_runs = mpich ? planMpichRulesVerification(m_sweep, m_pick, verifyDir.toStdString(),
                                                    rounds, launch, rules)
                       : planRulesVerification(m_sweep, m_pick, verifyDir.toStdString(), rounds,
                                               launch, rules);
    } catch (const std::invalid_argument& e) {
        say(QString::fromStdString(e.what()));
        return false;
    }
    if (!QDir().mkpath(verifyDir)) {
        say(tr("Cannot create the folder %1.").arg(verifyDir));
        return false;
    }
    std::error_code ec;
    for (const auto& run : m_runs)
        for (const auto& f : runFiles(run))
            std::filesystem::remove(f, ec);  // a verification measures now, it never resumes
    m_runSweep = m_sweep;
    if (!m_job->startRuns(m_runs, verifyDir)) return false;
    say(mpich ? tr("Verifying %1 under MPICH: %n launch(es), each the file's own choice beside "
                   "the algorithms it picks, forced through MPICH's algorithm variables.",
                   nullptr, int(m_runs.size()))
                    .arg(m_file)
              : tr("Verifying %1 under Open MPI: %n launch(es), each the file's own choice beside "
                   "the algorithms it picks, forced.",
                   nullptr, int(m_runs.size()))
                    .arg(m_file));
    m_verify->setText(tr("Cancel verification"));
    emit statusMessage(tr("Verifying %1").arg(m_file));
    return true;
}

void RulesVerifyPanel::cancel() {
    m_job->cancel();
}

void RulesVerifyPanel::onStep(const SweepStep& step) {
    if (step.started) {
        say(tr("[%1/%2] %3 ranks: running…").arg(step.index).arg(step.total).arg(step.commSize));
        return;
    }
    if (step.outcome == RunOutcome::Failed && !step.problem.isEmpty())
        say(tr("[%1/%2] failed (exit status %3): %4; see %5")
                .arg(step.index)
                .arg(step.total)
                .arg(step.exitStatus)
                .arg(step.problem, step.log));
    else if (step.outcome == RunOutcome::Failed)
        say(tr("[%1/%2] failed (exit status %3), see %4")
                .arg(step.index)
                .arg(step.total)
                .arg(step.exitStatus)
                .arg(step.log));
}

void RulesVerifyPanel::onFinished(const SweepEnd& end) {
    m_verify->setText(verifyText());
    m_verify->setEnabled(!m_file.isEmpty());
    if (!end.error.isEmpty()) {
        say(tr("The verification did not run: %1").arg(end.error));
    } else if (end.summary.interrupted) {
        say(tr("Verification cancelled."));
    } else if (end.summary.failed > 0) {
        say(tr("The verification failed: %1")
                .arg(QString::fromStdString(end.summary.failures.front())));
    } else {
        // The launches' results, read once: for the times and (MPICH) for the file they saw.
        const std::vector<NamedResults> docs = launchedResults(m_runs);
        std::vector<std::string> notes;
        m_result = verifyRules(m_runSweep, m_pick, collectRulesMeasurements(docs, notes));
        for (const auto& p : m_result->points) {
            if (p.filePick == 0) continue;  // the default: nothing to tell
            const QString name = QString::fromStdString(m_known.name(p.collective, p.filePick));
            const QString where = QString::fromStdString(ompiCollectiveName(p.collective));
            // Both libraries force the file's pick beside it in the same launch.
            say(tr("%1, %2 ranks, %3 B: the file picks %4 %5; %6 under the file, %7 forced "
                   "in the same launch: %8")
                    .arg(where)
                    .arg(p.commSize)
                    .arg(p.bytes)
                    .arg(p.filePick)
                    .arg(name, micro(p.underRules), micro(p.pickedHere), effectText(p.effect)));
        }
        const RulesVerification& v = *m_result;
        // Under MPICH the runner's record of the file the ranks received decides first: MPICH
        // applies a file it receives (with the algorithm CVARs auto) or aborts.
        const MpichDelivery delivery =
            m_runSweep.mpich
                ? mpichDelivery(docs, QFileInfo(m_file).absoluteFilePath().toStdString())
                : MpichDelivery{};
        QStringList notReceived;
        for (const std::string& line : delivery.notReceived)
            notReceived << QString::fromStdString(line);
        const QString verdict =
            !notReceived.isEmpty()
                ? tr("%1 did not take effect: the ranks did not receive it "
                     "(MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE), so MPICH used its built-in "
                     "selection: %2")
                      .arg(m_file, notReceived.join(QStringLiteral("; ")))
            : !v.tookEffect() && m_runSweep.mpich && delivery.cvarsAuto
                ? tr("%1 is in effect: every launch received it with the algorithm CVARs auto, "
                     "and MPICH applies a file it receives or aborts; the times read as MPICH's "
                     "default's at %n point(s) because separate launches differ in time.",
                     nullptr, v.notInEffect)
                      .arg(m_file)
            : v.verdict() == ct::tuning::FileVerdict::Contradictory
                ? tr("The times cannot decide whether %1 took effect: %2 point(s) show its picks, "
                     "%3 the library's default, and the library reads a rules file whole or not "
                     "at all when it starts. Verify again with more rounds, on a quiet host.")
                      .arg(m_file)
                      .arg(v.inEffect)
                      .arg(v.notInEffect)
            : !v.tookEffect()
                ? (m_runSweep.mpich
                       ? tr("%1 did not take effect: where it picks another algorithm, the times "
                            "are MPICH's default's.")
                       : tr("%1 did not take effect: where it picks another algorithm, the times "
                            "are Open MPI's default's."))
                      .arg(m_file)
            : v.inEffect > 0 ? tr("%1 took effect: %2 point(s) in effect, %3 not, %4 undecided.")
                                   .arg(m_file)
                                   .arg(v.inEffect)
                                   .arg(v.notInEffect)
                                   .arg(v.undecided)
            : v.undecided > 0
                ? tr("The times cannot tell whether %1 took effect: every point where it picks "
                     "another algorithm is undecided.")
                      .arg(m_file)
                : (m_runSweep.mpich
                       ? tr("%1 keeps MPICH's default at every measured point: no time can show "
                            "it in effect.")
                       : tr("%1 keeps Open MPI's default at every measured point: no time can "
                            "show it in effect."))
                      .arg(m_file);
        say(verdict);
        emit statusMessage(verdict);
    }
    emit finished();
}

QString RulesVerifyPanel::effectText(RuleEffect effect) const {
    switch (effect) {
        case RuleEffect::KeepsDefault:
            return tr("keeps the default");
        case RuleEffect::InEffect:
            return tr("in effect");
        case RuleEffect::NotInEffect:
            return tr("NOT in effect");
        case RuleEffect::Undecided:
            return tr("undecided");
        case RuleEffect::NotMeasured:
            return tr("not measured");
    }
    return {};
}

void RulesVerifyPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

QString RulesVerifyPanel::verifyText() const {
    return m_sweep.mpich ? tr("Verify under MPICH") : tr("Verify under Open MPI");
}

void RulesVerifyPanel::retranslateUi() {
    if (!running()) m_verify->setText(verifyText());
    m_verify->setToolTip(
        m_file.isEmpty()
            ? tr("Save the rules file first (Open MPI rules for an Open MPI sweep, MPICH JSON for "
                 "an MPICH sweep): the verification runs under the saved file")
        : m_sweep.mpich
            ? tr("Run the collectives under %1 and hold their times against the algorithms the "
                 "sweep forced, to tell whether MPICH applies it (calltree tune verify)")
                  .arg(m_file)
            : tr("Run the collectives under %1 beside the algorithms it picks, forced, and tell "
                 "whether Open MPI applies it (calltree tune verify)")
                  .arg(m_file));
}

}  // namespace studio::tune
