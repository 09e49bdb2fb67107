#pragma once
// Where and how a run starts: the launcher (mpirun on this machine or with a hostfile, or Slurm's
// srun), its arguments, the runner and what it is asked to do. commandLine() turns a
// configuration into the exact program and arguments QProcess starts — the same text the run
// dialog previews — and validate() lists what has to change before a start can succeed.
#include <QString>
#include <QStringList>

namespace studio::runs {

enum class Launcher { Local, Hostfile, Slurm };
enum class RunMode { Plan, Calibrate };

struct RunConfig {
    Launcher launcher = Launcher::Local;
    QString launcherPath;  // empty: mpirun (or srun) found on PATH
    int ranks = 2;         // mpirun -np; with Slurm the total number of tasks
    bool oversubscribe = true;
    QString hostfile;
    int nodes = 1;           // Slurm --nodes
    QStringList extraArgs;   // launcher arguments such as --mca pml ob1
    QString runnerPath;      // calltree-runner
    QStringList runnerArgs;  // after the runner's own arguments (e.g. --min-seconds 1)
    RunMode mode = RunMode::Plan;
    QString planFile;           // RunMode::Plan
    QString resultsFile;        // RunMode::Plan: --output
    QString machineFile;        // RunMode::Calibrate: --output (BSP*)
    QString loggpFile;          // RunMode::Calibrate: --loggp-output
    int calibrateReps = 0;      // 0: the runner's default
    double timeoutSeconds = 0;  // the whole run, enforced by the Studio; 0: none

    // RunMode::Plan: --record-timeline (one extra repetition of each program case, recorded).
    bool recordTimeline = false;
    // RunMode::Plan: --calibrate loggpFile — the run measures this launch's LogGP profile first,
    // builds its programs for it, and the Runs tab predicts the run from it.
    bool calibrateFirst = false;
    // With calibrateFirst and a plan of 2 or more rounds: --calibrate-beside loggpBesideFile —
    // the profile measured again beside each size's cases, which predicts the run (empty: not
    // asked).
    QString loggpBesideFile;
};

// The launcher's program name on PATH for a launcher kind ("mpirun" or "srun").
QString defaultLauncherName(Launcher launcher);
// The launcher to start: the chosen path, or the default name looked up on PATH (empty when
// it is not there).
QString resolveLauncher(const RunConfig& config);
// The runner beside the Studio (build/runner/calltree-runner from build/gui, or the same folder
// when installed), else on PATH; empty when none is found.
QString findRunner(const QString& applicationDir);

// Program first, then its arguments. The launcher is the resolved one when found, else the
// configured text (so a preview still shows what would be started).
QStringList commandLine(const RunConfig& config);
// One line a shell accepts: arguments quoted where needed.
QString shellJoin(const QStringList& words);
// Splits extra arguments typed by the user ("--mca btl self,vader 'a b'") into words; false when
// a quote is not closed.
bool splitArguments(const QString& text, QStringList* words);

// Empty when the run can start; else one translated message per problem, each saying what to
// change. scheduleProcs: the processors the open schedule needs (0: no schedule case).
QStringList validate(const RunConfig& config, int scheduleProcs);

}  // namespace studio::runs
