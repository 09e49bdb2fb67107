#pragma once
// "Verify under Open MPI" / "Verify under MPICH" on the Tune page's export: calltree tune verify
// in the Studio. A saved Open MPI classic rules file (of an Open MPI sweep) is read as Open MPI
// reads it, then run under — one mpirun per communicator size whose cases interleave the file's
// own choice with the algorithms it picks, forced (core's planRulesVerification); a saved MPICH
// JSON file (of an MPICH sweep) is checked as MPICH reads it, then run under the same way, the
// picks forced through MPICH's CVARs (planMpichRulesVerification; whether the ranks received it:
// mpichDelivery). Either is held against the sweep: per point in effect, NOT in effect,
// undecided or keeps default (core's verifyFromRuns). The launches go through a SweepJob
// (progress, cancel); the launcher, runner, timing and rounds are the Run sweep dialog's.
#include <QCoreApplication>
#include <QString>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

#include "sweep_setup.h"
#include "tuning/measured_decision.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/rules_verification.h"

class QPlainTextEdit;
class QPushButton;

namespace studio::tune {

class SweepJob;
struct SweepEnd;
struct SweepStep;

class RulesVerifyPanel : public QWidget {
    Q_OBJECT

public:
    explicit RulesVerifyPanel(QWidget* parent = nullptr);

    // The saved rules file to verify against `sweep` (its results in `folder`, the verification's
    // under folder/verify); `known` names Open MPI's algorithms (MPICH's are MPICH's). An empty
    // file clears the target: nothing to verify, the button is off. A verification under way is
    // cancelled: its sweep is no longer the one shown.
    void setTarget(const QString& rulesFile, const ct::tuning::MeasuredDecision& sweep,
                   const ct::tuning::KnownAlgorithms& known, const QString& folder);
    // Where the launch settings come from (the Run sweep dialog's choices for the library
    // given: true for MPICH).
    void setLaunchChoices(std::function<SweepChoices(bool mpich)> choices);

    // Starts the verification (false, with the reason in the report, when it cannot start);
    // `finished` follows.
    bool start();
    void cancel();
    bool running() const;

    QPushButton* verifyButton() const { return m_verify; }
    QPlainTextEdit* report() const { return m_report; }
    // The last verification's verdicts (none before the first, or when it did not run through).
    const std::optional<ct::tuning::RulesVerification>& result() const { return m_result; }

signals:
    void statusMessage(const QString& text);
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onStep(const SweepStep& step);
    void onFinished(const SweepEnd& end);
    void say(const QString& line);
    QString effectText(ct::tuning::RuleEffect effect) const;
    QString verifyText() const;  // "Verify under Open MPI" / "… MPICH", the sweep's library
    void retranslateUi();

    QPushButton* m_verify;
    QPlainTextEdit* m_report;
    SweepJob* m_job;
    std::function<SweepChoices(bool mpich)> m_choices;
    QString m_file;
    QString m_folder;
    ct::tuning::MeasuredDecision m_sweep;
    ct::tuning::MeasuredDecision m_runSweep;  // the sweep the verification under way compares with
    ct::tuning::KnownAlgorithms m_known;
    ct::tuning::FilePick m_pick;
    std::vector<ct::tuning::SweepRun> m_runs;
    std::optional<ct::tuning::RulesVerification> m_result;
};

}  // namespace studio::tune
