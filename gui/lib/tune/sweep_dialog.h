#pragma once
// Run sweep… on the Tune page: `calltree tune sweep` in the Studio. The dialog asks what to
// measure (collectives, communicator sizes, message sizes, algorithms), how to launch (launcher,
// hostfile, runner, timing), where to write (a folder; an existing sweep's folder resumes it) and,
// for a model-guided sweep, the calibrated profile, margin, verification points and whether to
// merge identical programs. Before anything runs it shows the plan — runs, measurements (guided:
// against the exhaustive count) and how many runs the folder already holds complete — or every
// problem to fix. Start runs the sweep off the GUI thread (SweepJob) with a progress bar, the
// elapsed time and one line per run; Cancel or Esc interrupts the mpirun under way and keeps the
// complete runs. The dialog is not modal: the page and the other tabs stay usable meanwhile.
#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>

#include "fields/decimal_box.h"
#include "fields/whole_number_box.h"
#include "sweep_job.h"
#include "sweep_setup.h"
#include "tuning/ompi_algorithms.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QThread;

namespace studio::tune {

class SweepDialog : public QDialog {
    Q_OBJECT

public:
    explicit SweepDialog(QWidget* parent = nullptr);
    ~SweepDialog() override;

    // The algorithm numbers of the installed Open MPI (the page's ompi_info answer).
    void setKnownAlgorithms(const ct::tuning::KnownAlgorithms& known);
    // Prefills the model-guided profile (the page's loaded one) unless one is chosen.
    void suggestProfile(const QString& path);
    // The folder a new sweep is written to by default: a new one beside `lastSweep` (the folder
    // last opened on the page) or, without one, under the Studio's data location.
    static QString newSweepFolder(const QString& lastSweep);

    SweepChoices choices() const;
    // The same for the library given: a launcher and runner left at the other library's
    // defaults become this one's (as switching the library does), the rest as chosen.
    SweepChoices choicesFor(bool mpich) const;
    void setChoices(const SweepChoices& choices);
    // Plans the current choices now (off the GUI thread); `planReady` follows. Changes to the
    // fields plan again by themselves, shortly after the last change.
    void refreshPlan();
    // The last plan shown and the problems it found (empty: Start is enabled).
    const SweepPlan& plan() const { return m_plan; }
    QStringList problems() const { return m_problems; }
    bool planPending() const { return m_planWorker != nullptr || m_planTimer.isActive(); }
    // Starts the sweep with the current choices; false, with the problems shown, when they
    // cannot run (nothing is launched then).
    bool startSweep();
    void cancelSweep();
    bool sweepRunning() const { return m_job->isRunning(); }
    SweepJob* job() const { return m_job; }

    QCheckBox* collectiveBox(int collective) const;
    QLineEdit* commSizesEdit() const { return m_commSizes; }
    QLineEdit* sizesEdit() const { return m_sizes; }
    QLineEdit* algorithmsEdit() const { return m_algorithms; }
    QLineEdit* launcherEdit() const { return m_launcher; }
    QComboBox* libraryBox() const { return m_library; }
    QLineEdit* hostfileEdit() const { return m_hostfile; }
    QLineEdit* runnerEdit() const { return m_runner; }
    QComboBox* timingBox() const { return m_timing; }
    fields::WholeNumberBox* minRepsBox() const { return m_minReps; }
    fields::WholeNumberBox* maxRepsBox() const { return m_maxReps; }
    fields::DecimalBox* minSecondsBox() const { return m_minSeconds; }
    QLineEdit* folderEdit() const { return m_folder; }
    QGroupBox* guidedBox() const { return m_guided; }
    QLineEdit* profileEdit() const { return m_profile; }
    fields::DecimalBox* marginBox() const { return m_margin; }
    fields::WholeNumberBox* verifyEveryBox() const { return m_verifyEvery; }
    QCheckBox* mergeIdenticalBox() const { return m_merge; }
    QCheckBox* adaptiveBox() const { return m_adaptive; }
    fields::WholeNumberBox* roundsBox() const { return m_rounds; }
    QCheckBox* perAlgorithmBox() const { return m_perAlgorithm; }
    QLabel* planLabel() const { return m_planLabel; }
    QLabel* problemsLabel() const { return m_problemsLabel; }
    QLabel* progressLabel() const { return m_progressLabel; }
    QProgressBar* progressBar() const { return m_progress; }
    QPlainTextEdit* logView() const { return m_log; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* cancelButton() const { return m_cancel; }
    // The last sweep's summary ("3 measured, 0 already complete, 0 failed …").
    QString summaryText() const { return m_summary; }

signals:
    // The plan of the current choices is shown (planLabel, problemsLabel).
    void planReady();
    void sweepStarted();
    // The sweep is over (done, cancelled or failed to run): its folder and the summary line.
    void sweepEnded(const QString& folder, const QString& summary);

public slots:
    void reject() override;

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QGroupBox* buildWhatBox();
    QGroupBox* buildHowBox();
    QGroupBox* buildGuidedBox();
    void connectFields();
    void schedulePlan();
    void showPlan(const SweepPlan& plan, const QStringList& problems);
    void setRunning(bool running);
    void onStep(const SweepStep& step);
    void onFinished(const SweepEnd& end);
    void onAdapted(const SweepPlan& plan);
    // What an adaptive sweep's verification points showed, in one sentence.
    QString adaptedText(const SweepPlan& plan) const;
    void updateElapsed();
    void updateTimingFields();
    // The library's launcher and runner where the fields hold the other's defaults; MPICH has
    // one launch per algorithm and no model.
    void switchLibrary(bool mpich);
    // `launcher` and `runner` at the other library's defaults become `mpich`'s.
    void swapDefaults(QString& launcher, QString& runner, bool mpich) const;
    bool mpich() const;
    // The algorithm names of the chosen library.
    ct::tuning::KnownAlgorithms shownAlgorithms() const;
    QString defaultRunner(bool mpich) const;
    void retranslateUi();
    QString runLabel(int collective, int commSize, int algorithm) const;
    // A launch as the progress names it: its collective, ranks and algorithm, or for an
    // interleaved launch its ranks, settings and rounds.
    QString runLabel(const SweepStep& s) const;
    QString outcomeText(const SweepStep& step) const;
    void chooseFile(QLineEdit* edit, const QString& title, const QString& filter);

    ct::tuning::KnownAlgorithms m_known;
    std::vector<std::pair<int, QCheckBox*>> m_collectives;
    QLineEdit* m_commSizes;
    QLineEdit* m_sizes;
    QLineEdit* m_algorithms;
    QLineEdit* m_folder;
    QPushButton* m_chooseFolder;
    QPushButton* m_newFolder;
    QComboBox* m_library;  // Open MPI (index 0) or MPICH (1)
    QLabel* m_libraryLabel = nullptr;
    QLineEdit* m_launcher;
    QLineEdit* m_hostfile;
    QPushButton* m_chooseHostfile;
    QLineEdit* m_runner;
    QPushButton* m_chooseRunner;
    QComboBox* m_timing;
    fields::WholeNumberBox* m_minReps;
    fields::WholeNumberBox* m_maxReps;
    fields::DecimalBox* m_minSeconds;
    QGroupBox* m_guided;
    QLineEdit* m_profile;
    QPushButton* m_chooseProfile;
    fields::DecimalBox* m_margin;
    fields::WholeNumberBox* m_verifyEvery;
    QCheckBox* m_merge;
    QCheckBox* m_adaptive;             // verification points first, the other sizes adapted to them
    fields::WholeNumberBox* m_rounds;  // interleaved rounds of a launch
    QCheckBox* m_perAlgorithm;         // one mpirun per algorithm instead
    QLabel* m_planLabel;
    QLabel* m_problemsLabel;
    QLabel* m_progressLabel;
    QProgressBar* m_progress;
    QLabel* m_elapsed;
    QPlainTextEdit* m_log;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QPushButton* m_close;
    // Labels retranslated by retranslateUi.
    QGroupBox* m_whatBox;
    QGroupBox* m_howBox;
    QLabel* m_collectivesLabel;
    QLabel* m_commSizesLabel;
    QLabel* m_sizesLabel;
    QLabel* m_algorithmsLabel;
    QLabel* m_folderLabel;
    QLabel* m_launcherLabel;
    QLabel* m_roundsLabel;
    QLabel* m_launchesLabel;
    QLabel* m_hostfileLabel;
    QLabel* m_runnerLabel;
    QLabel* m_timingLabel;
    QLabel* m_repsLabel;
    QLabel* m_minRepsLabel;
    QLabel* m_maxRepsLabel;
    QLabel* m_minSecondsLabel;
    QLabel* m_profileLabel;
    QLabel* m_marginLabel;
    QLabel* m_verifyEveryLabel;

    SweepJob* m_job;
    QTimer m_planTimer;   // plans shortly after the last change
    QTimer m_clockTimer;  // the elapsed time while a sweep runs
    QThread* m_planWorker = nullptr;
    bool m_replan = false;  // the choices changed while a plan was being made
    bool m_planShown = false;
    SweepPlan m_plan;
    QStringList m_problems;
    QString m_summary;
    QString m_current;  // "Run 3 of 12: …" of the run under way
    int m_done = 0;     // runs finished or skipped in the sweep under way
};

}  // namespace studio::tune
