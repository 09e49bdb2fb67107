#include "runs/run_history.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace studio::runs {

QString RunRecord::planFile() const {
    return QDir(folder).filePath(QStringLiteral("plan.json"));
}
QString RunRecord::resultsFile() const {
    return QDir(folder).filePath(QStringLiteral("results.results.json"));
}
QString RunRecord::scheduleFile() const {
    return QDir(folder).filePath(QStringLiteral("schedule.calltree.json"));
}
QString RunRecord::machineFile() const {
    return QDir(folder).filePath(QStringLiteral("machine.json"));
}
QString RunRecord::loggpFile() const {
    return QDir(folder).filePath(QStringLiteral("loggp.machine.json"));
}
QString RunRecord::loggpBesideFile() const {
    return QDir(folder).filePath(QStringLiteral("loggp-beside.machine.json"));
}
QString RunRecord::commandFile() const {
    return QDir(folder).filePath(QStringLiteral("command.txt"));
}
QString RunRecord::logFile() const {
    return QDir(folder).filePath(QStringLiteral("log.txt"));
}

QString RunRecord::outcomeFile() const {
    return QDir(folder).filePath(QStringLiteral("outcome.txt"));
}

bool writeOutcome(const RunRecord& run, const RunOutcome& outcome) {
    QString line;
    switch (outcome.kind) {
        case RunOutcome::Kind::Finished:
            line = QStringLiteral("finished");
            break;
        case RunOutcome::Kind::Failed:
            line = QStringLiteral("failed");
            break;
        case RunOutcome::Kind::Cancelled:
            line = QStringLiteral("cancelled %1").arg(outcome.keptCases);
            break;
        case RunOutcome::Kind::Unknown:
            return QFile::remove(run.outcomeFile());
    }
    QFile file(run.outcomeFile());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) return false;
    return file.write(line.toUtf8() + '\n') > 0;
}

RunOutcome readOutcome(const RunRecord& run) {
    QFile file(run.outcomeFile());
    RunOutcome out;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return out;
    const QStringList words =
        QString::fromUtf8(file.readLine()).simplified().split(QLatin1Char(' '));
    if (words.value(0) == QLatin1String("finished")) {
        out.kind = RunOutcome::Kind::Finished;
    } else if (words.value(0) == QLatin1String("failed")) {
        out.kind = RunOutcome::Kind::Failed;
    } else if (words.value(0) == QLatin1String("cancelled")) {
        out.kind = RunOutcome::Kind::Cancelled;
        bool ok = false;
        const int kept = words.value(1).toInt(&ok);
        out.keptCases = ok && kept >= 0 ? kept : -1;
    }
    return out;
}

QString historyRoot(const QString& scheduleFile) {
    if (!scheduleFile.isEmpty())
        return QFileInfo(scheduleFile).absoluteDir().filePath(QStringLiteral("runs"));
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("runs"));
}

RunRecord plannedRun(const QString& root, const QDateTime& when, const QString& what,
                     bool calibration) {
    QString safe = what;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("-"));
    const QString base = when.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QLatin1Char('-') + safe;
    QString name = base;
    // Two runs in one second get distinct folders.
    for (int i = 2; QFileInfo::exists(QDir(root).filePath(name)); ++i)
        name = base + QLatin1Char('-') + QString::number(i);
    RunRecord r;
    r.folder = QDir(root).filePath(name);
    r.title = name;
    r.calibration = calibration;
    return r;
}

bool createRunFolder(const RunRecord& run, QString* error) {
    if (QDir().mkpath(run.folder)) return true;
    *error = QCoreApplication::translate("studio::runs::RunHistory",
                                         "Cannot create the run folder %1: choose a folder you "
                                         "can write to (save the schedule elsewhere).")
                 .arg(run.folder);
    return false;
}

RunRecord recordFor(const QString& folder) {
    RunRecord r;
    r.folder = QFileInfo(folder).absoluteFilePath();
    r.title = QFileInfo(folder).fileName();
    r.calibration = QFileInfo::exists(r.machineFile()) && !QFileInfo::exists(r.resultsFile());
    return r;
}

QList<RunRecord> listRuns(const QString& root) {
    QList<RunRecord> runs;
    const QDir dir(root);
    for (const QString& name :
         dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed)) {
        const RunRecord r = recordFor(dir.filePath(name));
        if (QFileInfo::exists(r.commandFile())) runs << r;
    }
    return runs;
}

}  // namespace studio::runs
