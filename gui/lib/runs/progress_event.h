#pragma once
// The runner's progress lines (`--format json`, one object per line on stdout; docs/runner.md
// "Progress events") as typed records, and the overall fraction of a run they imply.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace studio::runs {

struct ProgressEvent {
    enum class Type { CaseStarted, Repetitions, CaseDone, Finished, Calibrate };
    Type type = Type::CaseStarted;
    int caseIndex = -1;  // the (case, size, root) entry
    int cases = 0;       // case-started: entries in the run; finished: entries recorded
    QString name;
    QString status;  // case-done
    QString error;   // case-done when not ok
    qint64 bytes = 0;
    int done = 0;             // repetitions: timed repetitions so far
    int target = 0;           // repetitions: min_reps
    double elapsed = 0;       // repetitions: seconds of timed repetitions
    double median = 0;        // case-done: stats.median (seconds), 0 without stats
    bool complete = false;    // finished
    int ok = 0;               // finished: entries that verified
    int exitStatus = 0;       // finished
    QString phase;            // calibrate: "loggp" or "bsp"
    int step = 0, steps = 0;  // calibrate loggp
    QJsonObject raw;
};

// nullopt for a line that is not a progress event (not JSON, or an unknown "event").
std::optional<ProgressEvent> parseProgressLine(const QByteArray& line);

// Follows events and says how far the run is, in [0, 1]: whole entries done plus the running
// one's share (repetitions towards min_reps, then time towards min_seconds).
class ProgressTracker {
public:
    explicit ProgressTracker(double minSeconds = 0.05) : m_minSeconds(minSeconds) {}
    void update(const ProgressEvent& e);
    double fraction() const;
    int cases() const { return m_cases; }
    int finishedCases() const { return m_finished; }

private:
    double m_minSeconds;
    int m_cases = 0;
    int m_current = -1;
    int m_finished = 0;
    double m_caseShare = 0;
    bool m_done = false;
};

}  // namespace studio::runs
