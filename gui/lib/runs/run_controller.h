#pragma once
// One run of calltree-runner under mpirun or srun, followed from its JSON progress lines: a
// QObject around QProcess with typed signals. Exactly one of finished, failed or canceled ends
// every start(). Cancel terminates the launcher (mpirun forwards SIGTERM to the ranks), then
// kills it and every process it started after a grace period, so no rank is left behind; a
// user's cancel is reported as canceled, never as a failure. Completed cases are kept: the
// results file is read after every end, complete or not.
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <optional>

#include "protocol/results.h"
#include "runs/progress_tracker.h"
#include "runs/run_config.h"

namespace studio::runs {

class RunController : public QObject {
    Q_OBJECT

public:
    enum class Failure { None, LauncherMissing, Crashed, ExitStatus, Timeout, IncompleteResults };
    Q_ENUM(Failure)

    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    // Starts a run; false (and failed emitted) when it cannot start. minSeconds: the plan's
    // min_seconds, for the progress of a case past its minimum repetitions.
    bool start(const RunConfig& config, double minSeconds = 0.05);
    void cancel();
    bool isRunning() const;

    // Seconds between terminate and kill on cancel or timeout.
    void setKillGrace(int milliseconds) { m_killGrace = milliseconds; }
    Failure failure() const { return m_failure; }
    // Whether the last run had to be killed because it outlived the grace period after SIGTERM.
    bool killedAfterGrace() const { return m_killedAfterGrace; }
    const QStringList& log() const { return m_log; }
    // The results read at the end (also after a failure or cancel, when the file existed). After
    // a cancel: only the cases that had finished when Cancel was pressed.
    const std::optional<ct::protocol::ResultsDocument>& results() const { return m_results; }
    const RunConfig& config() const { return m_config; }
    // Every process the launcher had started when last looked at (the ranks), for checks that
    // none is left.
    QList<qint64> knownRanks() const { return m_ranks; }

    // The message of a runner exit status (docs/runner.md, "Errors and exit status").
    static QString exitStatusText(int status);
    // The processes below `pid` (children, grandchildren …), from /proc.
    static QList<qint64> descendants(qint64 pid);

signals:
    void started(const QStringList& command);
    void progress(int done, int total, double elapsedSeconds, double remainingSeconds);
    void logLine(const QString& line);
    void caseFinished(int index, const QString& name, const QString& status);
    void finished(const ct::protocol::ResultsDocument& results);
    void failed(const QString& message, const QStringList& relevantLog);
    void canceled();

private:
    void readStdout();
    void readStderr();
    void handleLine(const QByteArray& line, bool fromStdout);
    // Logs and signals what an event says; false when the line was no progress event.
    bool handleEvent(const QByteArray& line);
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void stopProcess();
    void killEverything();
    void fail(Failure kind, const QString& message);
    void loadResults();
    QStringList relevantLog() const;
    void emitProgress();

    QProcess* m_process = nullptr;
    RunConfig m_config;
    ProgressTracker m_tracker;
    QElapsedTimer m_clock;
    QTimer m_timeout;
    QTimer m_killTimer;
    QTimer m_rankPoll;
    int m_killGrace = 5000;
    bool m_canceled = false;
    bool m_timedOut = false;
    bool m_ended = false;
    bool m_killedAfterGrace = false;
    int m_casesDone = 0;  // case_done events before any cancel
    Failure m_failure = Failure::None;
    QStringList m_log;
    QStringList m_stderr;
    QByteArray m_outBuffer, m_errBuffer;
    std::optional<ct::protocol::ResultsDocument> m_results;
    QList<qint64> m_ranks;
};

}  // namespace studio::runs
