#include "runs/run_config.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace studio::runs {
namespace {

bool isExecutableFile(const QString& path) {
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

}  // namespace

QString defaultLauncherName(Launcher launcher) {
    return launcher == Launcher::Slurm ? QStringLiteral("srun") : QStringLiteral("mpirun");
}

QString resolveLauncher(const RunConfig& config) {
    if (!config.launcherPath.isEmpty()) {
        // A bare name is looked up like a shell would; a path must exist as given.
        if (!config.launcherPath.contains(QLatin1Char('/')))
            return QStandardPaths::findExecutable(config.launcherPath);
        return isExecutableFile(config.launcherPath) ? config.launcherPath : QString();
    }
    return QStandardPaths::findExecutable(defaultLauncherName(config.launcher));
}

QString findRunner(const QString& applicationDir) {
    const QDir dir(applicationDir);
    for (const QString& candidate : {dir.filePath(QStringLiteral("../runner/calltree-runner")),
                                     dir.filePath(QStringLiteral("calltree-runner"))}) {
        if (isExecutableFile(candidate)) return QFileInfo(candidate).canonicalFilePath();
    }
    return QStandardPaths::findExecutable(QStringLiteral("calltree-runner"));
}

QStringList commandLine(const RunConfig& config) {
    QString launcher = resolveLauncher(config);
    if (launcher.isEmpty())
        launcher = config.launcherPath.isEmpty() ? defaultLauncherName(config.launcher)
                                                 : config.launcherPath;
    QStringList words{launcher};
    switch (config.launcher) {
        case Launcher::Local:
            words << QStringLiteral("-np") << QString::number(config.ranks);
            if (config.oversubscribe) words << QStringLiteral("--oversubscribe");
            break;
        case Launcher::Hostfile:
            words << QStringLiteral("--hostfile") << config.hostfile << QStringLiteral("-np")
                  << QString::number(config.ranks);
            if (config.oversubscribe) words << QStringLiteral("--oversubscribe");
            break;
        case Launcher::Slurm:
            words << QStringLiteral("--nodes") << QString::number(config.nodes)
                  << QStringLiteral("--ntasks") << QString::number(config.ranks);
            break;
    }
    words << config.extraArgs << config.runnerPath;
    if (config.mode == RunMode::Plan) {
        words << QStringLiteral("run") << QStringLiteral("--plan") << config.planFile
              << QStringLiteral("--output") << config.resultsFile;
        if (config.recordTimeline) words << QStringLiteral("--record-timeline");
        if (config.calibrateFirst) words << QStringLiteral("--calibrate") << config.loggpFile;
        if (config.calibrateFirst && !config.loggpBesideFile.isEmpty())
            words << QStringLiteral("--calibrate-beside") << config.loggpBesideFile;
    } else {
        words << QStringLiteral("calibrate") << QStringLiteral("--output") << config.machineFile;
        if (!config.loggpFile.isEmpty())
            words << QStringLiteral("--loggp-output") << config.loggpFile;
        if (config.calibrateReps > 0)
            words << QStringLiteral("--reps") << QString::number(config.calibrateReps);
    }
    words << QStringLiteral("--format") << QStringLiteral("json") << config.runnerArgs;
    return words;
}

QString shellJoin(const QStringList& words) {
    QStringList quoted;
    for (const QString& w : words) {
        static const QString safe = QStringLiteral(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%");
        bool plain = !w.isEmpty();
        for (QChar c : w)
            if (!safe.contains(c)) plain = false;
        if (plain) {
            quoted << w;
        } else {
            QString q = w;
            q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
            quoted << QLatin1Char('\'') + q + QLatin1Char('\'');
        }
    }
    return quoted.join(QLatin1Char(' '));
}

bool splitArguments(const QString& text, QStringList* words) {
    words->clear();
    QString current;
    bool inWord = false;
    QChar quote;
    for (QChar c : text) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                current += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord) *words << current;
            current.clear();
            inWord = false;
        } else {
            current += c;
            inWord = true;
        }
    }
    if (!quote.isNull()) return false;
    if (inWord) *words << current;
    return true;
}

QStringList validate(const RunConfig& config, int scheduleProcs) {
    QStringList problems;
    const QString launcherName =
        config.launcherPath.isEmpty() ? defaultLauncherName(config.launcher) : config.launcherPath;
    if (resolveLauncher(config).isEmpty())
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "%1 was not found: install MPI, or choose the launcher's path under "
                        "Where.")
                        .arg(launcherName);
    if (config.runnerPath.isEmpty())
        problems << QCoreApplication::translate(
            "studio::runs::RunConfig",
            "calltree-runner was not found beside the Studio or on PATH: build the "
            "calltree-runner target, or choose the runner under Where.");
    else if (!isExecutableFile(config.runnerPath))
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "The runner %1 does not exist or is not executable: choose the "
                        "calltree-runner program under Where.")
                        .arg(config.runnerPath);
    if (config.ranks < 1)
        problems << QCoreApplication::translate("studio::runs::RunConfig", "Use at least 1 rank.");
    if (config.mode == RunMode::Calibrate && config.ranks < 2)
        problems << QCoreApplication::translate(
            "studio::runs::RunConfig",
            "Calibration measures messages between ranks: use at least 2 ranks.");
    if (config.mode == RunMode::Plan && config.calibrateFirst && config.ranks < 2)
        problems << QCoreApplication::translate(
            "studio::runs::RunConfig",
            "Calibrating first measures messages between ranks 0 and 1: use at least 2 ranks, "
            "or clear \"Calibrate first\".");
    if (config.mode == RunMode::Plan && scheduleProcs > 0 && config.ranks < scheduleProcs)
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "The schedule is for %1 processors but the run has %2 ranks: set the "
                        "ranks to %1.")
                        .arg(scheduleProcs)
                        .arg(config.ranks);
    if (config.mode == RunMode::Plan && scheduleProcs > 0 && config.ranks > scheduleProcs)
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "The schedule is for %1 processors; the runner needs exactly that many "
                        "ranks: set the ranks to %1.")
                        .arg(scheduleProcs);
    if (config.launcher == Launcher::Hostfile && !QFileInfo(config.hostfile).isFile())
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "The hostfile '%1' does not exist: choose a hostfile.")
                        .arg(config.hostfile);
    if (config.launcher == Launcher::Slurm && (config.nodes < 1 || config.nodes > config.ranks))
        problems << QCoreApplication::translate(
                        "studio::runs::RunConfig",
                        "Slurm needs between 1 and %1 nodes for %1 tasks: change the nodes.")
                        .arg(config.ranks);
    return problems;
}

}  // namespace studio::runs
