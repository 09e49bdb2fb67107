#pragma once
// The "calltree-plan" document the Studio hands to the runner (docs/runner.md, "Run plans"):
// the open schedule or several catalogue algorithms, message sizes, roots, the timing policy
// and MPI baselines. Sizes are typed as a list ("8, 1K, 64K") or a doubling range ("8..1M").
#include <QJsonDocument>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace studio::runs {

struct TimingPolicy {
    int warmup = 2;
    int minReps = 10;
    double minSeconds = 0.05;
    int maxReps = 100000;
    double timeoutSeconds = 300;
};

struct PlanSpec {
    QString scheduleFile;    // a call tree to run (relative to the plan's folder, or absolute)
    int scheduleProcs = 0;   // its calc procs (written as "procs" so the runner checks them)
    QStringList algorithms;  // catalogue algorithms to compare
    QList<qint64> sizes{8};
    QList<int> roots{0};
    TimingPolicy timing;
    QString baseline;  // catalogue cases: "", "default", "same" or an Open MPI algorithm number
};

// The plan as the runner reads it.
QJsonDocument planDocument(const PlanSpec& spec);
// Writes the plan atomically; false with *error set when the file cannot be written.
bool writePlan(const QString& fileName, const PlanSpec& spec, QString* error);

// "8, 1K, 64K" or "8..1M" (every power of two times the start, up to the end). K, M and G are
// binary (1K = 1024). nullopt with a translated *error naming the bad part.
std::optional<QList<qint64>> parseSizes(const QString& text, QString* error);
// "0, 3": ranks; nullopt with *error when a part is not a whole number ≥ 0.
std::optional<QList<int>> parseRoots(const QString& text, QString* error);

// Empty when the plan makes sense for `ranks` ranks; else translated messages saying what to
// change (no cases, roots out of range, too many sizes, timing out of range).
QStringList validatePlan(const PlanSpec& spec, int ranks);

}  // namespace studio::runs
