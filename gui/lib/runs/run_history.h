#pragma once
// Runs kept on disk, one folder each, so they can be reopened, compared and exported later:
//   <schedule's folder>/runs/<yyyyMMdd-HHmmss>-<what>/ (or AppDataLocation/runs for an unsaved
//   schedule) holding plan.json, schedule.calltree.json, command.txt, log.txt and the runner's
//   results.results.json — or, for a calibration, machine.json and loggp.machine.json — and
//   outcome.txt, how the run ended as the Studio saw it (finished, failed, cancelled).
#include <QDateTime>
#include <QList>
#include <QString>

namespace studio::runs {

struct RunRecord {
    QString folder;
    QString title;  // the folder's name: when and what
    bool calibration = false;
    QString planFile() const;
    QString resultsFile() const;
    QString scheduleFile() const;
    QString machineFile() const;  // calibration: BSP*
    QString loggpFile() const;    // calibration: LogGP
    // A run's profile measured beside its cases (Calibrate first with rounds).
    QString loggpBesideFile() const;
    QString commandFile() const;
    QString logFile() const;
    QString outcomeFile() const;
};

// How a run ended. The runner's results cannot say it (a cancelled run and a killed one both
// leave an incomplete file), so the Studio writes it beside them.
struct RunOutcome {
    enum class Kind { Unknown, Finished, Failed, Cancelled };
    Kind kind = Kind::Unknown;  // Unknown: still running, or the Studio did not see the end
    // Cancelled: the cases finished before the cancel, the first ones of the results file (the
    // runner appends the interrupted case after them); -1: all.
    int keptCases = -1;
};
// outcome.txt: one line, "finished", "failed" or "cancelled <kept cases>".
bool writeOutcome(const RunRecord& run, const RunOutcome& outcome);
RunOutcome readOutcome(const RunRecord& run);

// Where runs of this schedule are kept (the file may be empty: an unsaved schedule).
QString historyRoot(const QString& scheduleFile);
// A record for a new run (the folder is not created yet): the name is the time and `what`.
RunRecord plannedRun(const QString& root, const QDateTime& when, const QString& what,
                     bool calibration);
// Creates the folder; false with a translated *error.
bool createRunFolder(const RunRecord& run, QString* error);
// Every run under root, newest first.
QList<RunRecord> listRuns(const QString& root);
// A run folder named by the user (e.g. reopened from elsewhere).
RunRecord recordFor(const QString& folder);

}  // namespace studio::runs
