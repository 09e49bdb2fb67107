#include "runs/run_plan.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <climits>

#include "protocol/limits.h"
#include "protocol/sizes.h"
#include "protocol/strict_json.h"

namespace studio::runs {
namespace {

ct::protocol::PlanCase planCase(const PlanSpec& spec) {
    ct::protocol::PlanCase c;
    c.bytes = spec.sizes;
    c.roots = spec.roots;
    c.timing = spec.timing;
    return c;
}

}  // namespace

ct::protocol::RunPlan toRunPlan(const PlanSpec& spec) {
    ct::protocol::RunPlan plan;
    plan.timing = spec.timing;
    if (!spec.scheduleFile.isEmpty()) {
        ct::protocol::PlanCase c = planCase(spec);
        c.kind = ct::protocol::CaseKind::Schedule;
        c.spec.schedule = true;
        c.spec.scheduleFile = spec.scheduleFile.toStdString();
        c.spec.algorithm = QFileInfo(spec.scheduleFile).fileName().toStdString();
        if (spec.scheduleProcs > 0) c.procs = spec.scheduleProcs;
        plan.cases.push_back(std::move(c));
    }
    for (const QString& algorithm : spec.algorithms) {
        ct::protocol::PlanCase c = planCase(spec);
        c.spec.algorithm = algorithm.toStdString();
        plan.cases.push_back(c);
        if (!spec.baseline.isEmpty())
            plan.cases.push_back(ct::protocol::baselineCase(
                c, spec.baseline.toStdString(),
                ct::protocol::joinPath(ct::protocol::indexPath("cases", plan.cases.size() - 1),
                                       "baseline")));
    }
    return plan;
}

bool writePlan(const QString& fileName, const PlanSpec& spec, QString* error) {
    try {
        ct::protocol::writePlanFile(fileName.toStdString(), toRunPlan(spec));
        return true;
    } catch (const std::exception& e) {
        *error =
            QCoreApplication::translate("studio::runs::RunPlan", "Cannot write the run plan %1: %2")
                .arg(fileName, QString::fromStdString(e.what()));
        return false;
    }
}

std::optional<std::vector<std::uint64_t>> parseSizes(const QString& text, QString* error) {
    try {
        return ct::protocol::parseSizeList(text.toStdString());
    } catch (const ct::protocol::SizeError& e) {
        *error = QCoreApplication::translate("studio::runs::RunPlan", "Message sizes: %1")
                     .arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

std::optional<std::vector<ct::Rank>> parseRoots(const QString& text, QString* error) {
    try {
        std::vector<ct::Rank> roots;
        for (std::uint64_t r : ct::protocol::parseNumberList(text.toStdString(), 0, INT_MAX))
            roots.push_back(ct::Rank(r));
        return roots;
    } catch (const ct::protocol::SizeError& e) {
        *error = QCoreApplication::translate("studio::runs::RunPlan", "Roots: %1")
                     .arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

QStringList validatePlan(const PlanSpec& spec, int ranks) {
    QStringList problems;
    if (spec.scheduleFile.isEmpty() && spec.algorithms.isEmpty())
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Nothing to run: choose the open schedule or at least one algorithm.");
    if (spec.sizes.empty())
        problems << QCoreApplication::translate("studio::runs::RunPlan",
                                                "Give at least one message size.");
    for (std::uint64_t s : spec.sizes)
        if (s > ct::protocol::kMaxBytes) {
            problems << QCoreApplication::translate(
                            "studio::runs::RunPlan",
                            "The size %1 is outside 0…2147483647 bytes: change it.")
                            .arg(s);
            break;
        }
    for (ct::Rank r : spec.roots)
        if (r < 0 || r >= ranks) {
            problems << QCoreApplication::translate(
                            "studio::runs::RunPlan",
                            "Root %1 does not exist with %2 ranks: use roots from 0 to %3.")
                            .arg(r)
                            .arg(ranks)
                            .arg(ranks - 1);
            break;
        }
    const ct::protocol::TimingPolicy& t = spec.timing;
    if (t.warmup < 0 || t.minReps < 1 || t.maxReps < t.minReps ||
        t.maxReps > ct::protocol::kMaxReps)
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Repetitions: use a minimum of at least 1 and a maximum not below it, at "
            "most 100000000.");
    if (t.minSeconds < 0 || t.timeoutSeconds <= 0)
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Timing: the minimum time must be ≥ 0 and the case timeout > 0 seconds.");
    if (!spec.baseline.isEmpty()) {
        try {
            toRunPlan(spec);
        } catch (const ct::protocol::FormatError& e) {
            problems << QCoreApplication::translate("studio::runs::RunPlan", "MPI baseline: %1")
                            .arg(QString::fromStdString(e.what()));
        }
    }
    return problems;
}

}  // namespace studio::runs
