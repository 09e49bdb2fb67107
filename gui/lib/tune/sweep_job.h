#pragma once
// A tuning sweep run from the Studio: plans the setup with core (sweep_setup.h) and launches its
// runs one after another with core's SweepRunner on a worker thread, so the window stays
// responsive. Each run's start and end is reported (step); cancel() interrupts the mpirun under
// way through SweepRunner's `cancelled` callback (SIGINT, as Ctrl+C in a terminal) and keeps
// every complete run; the interrupted one is redone when the same folder is swept again. An
// adaptive model-guided sweep runs in two phases: the verification points, then the other sizes
// as core adapts them (adaptAfterVerification), as calltree tune sweep --adaptive does.
// Destroying the job cancels the sweep and waits for mpirun to stop: no rank outlives it.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "sweep_setup.h"
#include "tuning/sweep_runner.h"

class QThread;

namespace studio::tune {

// One SweepProgress, copied out of the worker thread.
struct SweepStep {
    int index = 0;  // 1-based
    int total = 0;
    int collective = 0;  // Open MPI's id
    int commSize = 0;
    int algorithm = 0;  // 0: Open MPI's own choice (a launch of one forced algorithm)
    // An interleaved launch: the (collective, algorithm) cases it measures, in its rounds
    // (0 cases: a launch of one forced algorithm).
    int cases = 0;
    int rounds = 1;
    QString file;          // its results file
    QString log;           // the runner's output
    QString command;       // the whole command, as a shell takes it
    bool started = false;  // true: about to launch; false: done, with outcome
    ct::tuning::RunOutcome outcome = ct::tuning::RunOutcome::Measured;
    int exitStatus = 0;
    QString problem;  // failed: what its log says went wrong, or empty
    double seconds = 0;
};

// How a sweep ended.
struct SweepEnd {
    QString folder;
    SweepPlan plan;  // what was planned (runs, measurements, exhaustive)
    ct::tuning::SweepSummary summary;
    QString error;  // the sweep could not run at all (the planner's refusal, a launch failure)
    double seconds = 0;
};

class SweepJob : public QObject {
    Q_OBJECT

public:
    explicit SweepJob(QObject* parent = nullptr);
    ~SweepJob() override;

    // Plans and runs `setup` off the GUI thread; false (nothing starts) while a sweep runs or
    // when the setup has problems.
    bool start(const SweepSetup& setup);
    // Runs `runs` as they are (no planning, no resume: tune verify's launches under a rules
    // file), their results in `folder`.
    bool startRuns(const std::vector<ct::tuning::SweepRun>& runs, const QString& folder);
    // Interrupts the run under way; `finished` follows once mpirun has stopped.
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    bool cancelling() const { return m_state && m_state->cancel.load(); }
    // Since start; after the end, how long the last sweep took (0 before the first).
    double elapsedSeconds() const;

signals:
    // The plan is made: the runs follow.
    void planned(const studio::tune::SweepPlan& plan);
    // An adaptive sweep's verification points are measured: `plan` now holds every run (the
    // verification points' and the other sizes', adapted to them) and its verdicts.
    void adapted(const studio::tune::SweepPlan& plan);
    void step(const studio::tune::SweepStep& step);
    void finished(const studio::tune::SweepEnd& end);

private:
    struct State {
        std::atomic<bool> cancel{false};
    };
    void done(const SweepEnd& end);
    // start and startRuns: a `given` plan skips planning.
    bool launch(const SweepSetup& setup, std::optional<SweepPlan> given);

    QThread* m_thread = nullptr;
    std::shared_ptr<State> m_state;
    QElapsedTimer m_clock;
    double m_lastSeconds = 0;
};

}  // namespace studio::tune
