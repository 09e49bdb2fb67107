#include "runs/run_controller.h"

#include <sys/types.h>
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <csignal>
#include <string_view>
#include <variant>

#include "fields/number_format.h"
#include "protocol/strict_json.h"
#include "tuning/sweep_runner.h"

namespace studio::runs {
namespace {

constexpr int kPollMs = 300;
constexpr int kRelevantLines = 12;

bool isAlive(qint64 pid) {
    return ::kill(pid_t(pid), 0) == 0;
}

}  // namespace

RunController::RunController(QObject* parent) : QObject(parent) {
    m_timeout.setSingleShot(true);
    m_killTimer.setSingleShot(true);
    m_rankPoll.setInterval(kPollMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        stopProcess();
    });
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (!isRunning()) return;
        // Said in the log, so that a launcher that ignores SIGTERM is not a silent mystery.
        m_killedAfterGrace = true;
        const QString text =
            tr("%1 did not stop within %2 s of SIGTERM: killed it and %n process(es) it started.",
               nullptr, int(descendants(m_process->processId()).size()))
                .arg(m_process->program())
                .arg(fields::formatCount(m_killGrace / 1000.0, 3));
        m_log << text;
        emit logLine(text);
        killEverything();
    });
    connect(&m_rankPoll, &QTimer::timeout, this, [this] {
        if (!m_process) return;
        for (qint64 pid : descendants(m_process->processId()))
            if (!m_ranks.contains(pid)) m_ranks << pid;
        emitProgress();
    });
}

RunController::~RunController() {
    // A window closed during a run must not leave ranks running.
    if (isRunning()) {
        m_canceled = true;
        killEverything();
        m_process->waitForFinished(2000);
    }
}

bool RunController::isRunning() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

QString RunController::exitStatusText(int status) {
    switch (status) {
        case 1:
            return tr(
                "The runner refused the run (exit status 1): a bad argument, plan or schedule, "
                "a rank count or root that does not fit, or a case that could not be prepared.");
        case 2:
            return tr(
                "A case ended with wrong data on some rank (exit status 2): the log names the "
                "rank and offset.");
        case 3:
            return tr("An MPI or internal error stopped the run (exit status 3).");
        case 4:
            return tr(
                "A case ran past its timeout (exit status 4): raise the case timeout or "
                "lower the sizes.");
        case 5:
            return tr(
                "The job was torn down (exit status 5): a rank died or the launcher was "
                "interrupted.");
        case 6:
            return tr(
                "Every case ran, but the results file could not be written (exit status 6): "
                "the disk may be full. The file keeps the cases written before; the log has "
                "the rest.");
        default:
            return tr("The launcher ended with exit status %1: a rank died or MPI could not start "
                      "the job.")
                .arg(status);
    }
}

QList<qint64> RunController::descendants(qint64 pid) {
    // Parent of every process, once; then a walk down from pid.
    QHash<qint64, QList<qint64>> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& entry : entries) {
        bool ok = false;
        const qint64 p = entry.toLongLong(&ok);
        if (!ok) continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(p));
        if (!stat.open(QIODevice::ReadOnly)) continue;
        const QByteArray text = stat.readAll();
        // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
        const qsizetype close = text.lastIndexOf(')');
        if (close < 0) continue;
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        if (fields.size() < 2) continue;
        children[fields[1].toLongLong()] << p;
    }
    QList<qint64> out, todo{pid};
    while (!todo.isEmpty()) {
        const qint64 p = todo.takeLast();
        for (qint64 c : children.value(p)) {
            out << c;
            todo << c;
        }
    }
    return out;
}

bool RunController::start(const RunConfig& config, double minSeconds) {
    if (isRunning()) return false;
    delete m_process;
    m_process = nullptr;
    m_config = config;
    m_tracker = ProgressTracker(minSeconds, config.mode == RunMode::Plan && config.calibrateFirst);
    m_canceled = m_timedOut = m_ended = m_killedAfterGrace = false;
    m_casesDone = 0;
    m_failure = Failure::None;
    m_log.clear();
    m_stderr.clear();
    m_outBuffer.clear();
    m_errBuffer.clear();
    m_results.reset();
    m_ranks.clear();

    const QStringList command = commandLine(config);
    if (resolveLauncher(config).isEmpty()) {
        fail(Failure::LauncherMissing,
             tr("The launcher %1 was not found: install MPI or choose its path in the run "
                "dialog.")
                 .arg(command.first()));
        return false;
    }
    m_process = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto& [key, value] : ct::tuning::rootLaunchEnvironment())
        env.insert(QString::fromStdString(key), QString::fromStdString(value));
    m_process->setProcessEnvironment(env);
    // Its own process group, so that a kill after the grace period reaches every rank at once.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &RunController::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &RunController::readStderr);
    connect(m_process, &QProcess::finished, this, &RunController::processFinished);
    connect(m_process, &QProcess::errorOccurred, this, &RunController::processError);
    connect(m_process, &QProcess::started, this, [this, command] {
        m_clock.start();
        m_rankPoll.start();
        emit started(command);
        emitProgress();
    });
    if (config.timeoutSeconds > 0) m_timeout.start(int(config.timeoutSeconds * 1000));
    m_process->start(command.first(), command.mid(1));
    return true;
}

void RunController::cancel() {
    if (!isRunning() || m_canceled) return;
    m_canceled = true;
    stopProcess();
}

void RunController::stopProcess() {
    for (qint64 pid : descendants(m_process->processId()))
        if (!m_ranks.contains(pid)) m_ranks << pid;
    m_process->terminate();  // mpirun forwards SIGTERM to the ranks
    m_killTimer.start(m_killGrace);
}

void RunController::killEverything() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        const qint64 pid = m_process->processId();
        for (qint64 child : descendants(pid))
            if (!m_ranks.contains(child)) m_ranks << child;
        ::kill(-pid_t(pid), SIGKILL);
        m_process->kill();
    }
    // Ranks that left the group (a launcher may give them their own) are killed by pid.
    for (qint64 rank : std::as_const(m_ranks))
        if (isAlive(rank)) ::kill(pid_t(rank), SIGKILL);
}

void RunController::readStdout() {
    m_outBuffer += m_process->readAllStandardOutput();
    qsizetype end;
    while ((end = m_outBuffer.indexOf('\n')) >= 0) {
        handleLine(m_outBuffer.left(end), true);
        m_outBuffer.remove(0, end + 1);
    }
}

void RunController::readStderr() {
    m_errBuffer += m_process->readAllStandardError();
    qsizetype end;
    while ((end = m_errBuffer.indexOf('\n')) >= 0) {
        handleLine(m_errBuffer.left(end), false);
        m_errBuffer.remove(0, end + 1);
    }
}

void RunController::handleLine(const QByteArray& line, bool fromStdout) {
    if (line.trimmed().isEmpty()) return;
    if (fromStdout && handleEvent(line)) return;
    const QString text = QString::fromLocal8Bit(line);
    m_log << text;
    if (!fromStdout) m_stderr << text;
    emit logLine(text);
}

bool RunController::handleEvent(const QByteArray& line) {
    std::optional<ct::protocol::ProgressEvent> event;
    try {
        event = ct::protocol::parseProgressLine(std::string_view(line.constData(), line.size()));
    } catch (const ct::protocol::FormatError& e) {
        // A known event with a wrong field: say so, the raw line follows in the log.
        const QString text = tr("A progress line of the runner is malformed: %1")
                                 .arg(QString::fromStdString(e.what()));
        m_log << text;
        emit logLine(text);
        return false;
    }
    if (!event) return false;
    if (m_canceled) {
        // The case running when Cancel was pressed did not finish: the runner reports it as
        // failed, but it is the user's cancel, not a failure, and it is not kept.
        if (const auto* done = std::get_if<ct::protocol::CaseDoneEvent>(&*event)) {
            const QString text =
                tr("%1: stopped by Cancel (not kept)").arg(QString::fromStdString(done->name));
            m_log << text;
            emit logLine(text);
        }
        return true;
    }
    m_tracker.update(*event);
    QString text;
    if (const auto* done = std::get_if<ct::protocol::CaseDoneEvent>(&*event)) {
        const QString name = QString::fromStdString(done->name);
        const QString status = QString::fromUtf8(ct::protocol::toString(done->status));
        text = done->status == ct::protocol::CaseStatus::Ok
                   ? tr("%1: ok, median %2 s")
                         .arg(name)
                         .arg(fields::formatCount(done->stats ? done->stats->median : 0.0, 3))
                   : tr("%1: %2 %3").arg(name, status, QString::fromStdString(done->error));
        m_log << text;
        emit logLine(text);
        ++m_casesDone;
        emit caseFinished(int(done->index), name, status);
    } else if (const auto* started = std::get_if<ct::protocol::CaseStartedEvent>(&*event)) {
        text = tr("[%1/%2] %3")
                   .arg(started->index + 1)
                   .arg(started->total)
                   .arg(QString::fromStdString(started->name));
        m_log << text;
        emit logLine(text);
    }
    emitProgress();
    return true;
}

void RunController::emitProgress() {
    constexpr int kScale = 1000;
    const double f = m_tracker.fraction();
    const double elapsed = m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0.0;
    const double remaining = f > 0.01 && f < 1 ? elapsed * (1 - f) / f : (f >= 1 ? 0.0 : -1.0);
    emit progress(int(f * kScale), kScale, elapsed, remaining);
}

void RunController::loadResults() {
    if (m_config.mode != RunMode::Plan || !QFileInfo::exists(m_config.resultsFile)) return;
    try {
        m_results = ct::protocol::loadResults(m_config.resultsFile.toStdString());
    } catch (const std::exception& e) {
        const QString text = tr("The results file %1 cannot be read: %2")
                                 .arg(m_config.resultsFile, QString::fromStdString(e.what()));
        m_log << text;
        emit logLine(text);
    }
}

QStringList RunController::relevantLog() const {
    // Errors first (stderr carries the runner's and mpirun's messages), else the last lines.
    const QStringList& source = m_stderr.isEmpty() ? m_log : m_stderr;
    return source.mid(std::max<qsizetype>(0, source.size() - kRelevantLines));
}

void RunController::fail(Failure kind, const QString& message) {
    if (m_ended) return;
    m_ended = true;
    m_failure = kind;
    emit failed(message, relevantLog());
}

void RunController::processError(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart) return;  // the others end in finished()
    m_timeout.stop();
    fail(Failure::LauncherMissing,
         tr("%1 could not be started: %2").arg(m_process->program(), m_process->errorString()));
}

void RunController::processFinished(int exitCode, QProcess::ExitStatus status) {
    m_timeout.stop();
    m_killTimer.stop();
    m_rankPoll.stop();
    if (!m_outBuffer.isEmpty()) handleLine(m_outBuffer, true);
    if (!m_errBuffer.isEmpty()) handleLine(m_errBuffer, false);
    m_outBuffer.clear();
    m_errBuffer.clear();
    // mpirun is gone; a rank it could not reach must not outlive it.
    for (qint64 rank : std::as_const(m_ranks))
        if (isAlive(rank) && QFileInfo(QStringLiteral("/proc/%1/exe").arg(rank)).symLinkTarget() ==
                                 QFileInfo(m_config.runnerPath).canonicalFilePath())
            ::kill(pid_t(rank), SIGKILL);
    loadResults();
    // Cases are appended in the order they finish: those reported before the cancel are kept.
    if (m_canceled && m_results && int(m_results->cases.size()) > m_casesDone)
        m_results->cases.resize(std::size_t(m_casesDone));
    const QString kept =
        m_results ? tr(" %n completed case(s) kept.", nullptr, int(m_results->cases.size()))
                  : QString();
    if (m_canceled) {
        m_ended = true;
        emit canceled();
    } else if (m_timedOut) {
        fail(
            Failure::Timeout,
            tr("The run did not finish within %1 s and was stopped.").arg(m_config.timeoutSeconds) +
                kept);
    } else if (status == QProcess::CrashExit) {
        fail(Failure::Crashed, tr("%1 crashed.").arg(m_process->program()) + kept);
    } else if (exitCode != 0) {
        fail(Failure::ExitStatus, exitStatusText(exitCode) + kept);
    } else if (m_config.mode == RunMode::Calibrate) {
        if (!QFileInfo::exists(m_config.machineFile)) {
            fail(Failure::IncompleteResults,
                 tr("The calibration ended without writing %1.").arg(m_config.machineFile));
        } else {
            m_ended = true;
            ct::protocol::ResultsDocument none;
            none.complete = true;
            emit finished(none);
        }
    } else if (!m_results || !m_results->complete) {
        fail(Failure::IncompleteResults,
             m_results ? tr("The runner ended without completing its results file %1.")
                                 .arg(m_config.resultsFile) +
                             kept
                       : tr("The runner ended without writing its results file %1.")
                             .arg(m_config.resultsFile));
    } else {
        m_ended = true;
        emit finished(*m_results);
    }
}

}  // namespace studio::runs
