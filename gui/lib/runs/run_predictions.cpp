#include "runs/run_predictions.h"

#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "fields/number_format.h"
#include "model/logp_cost.h"
#include "protocol/machine_json.h"
#include "schedule/tree_for_input.h"

namespace studio::runs {
namespace {

// The runner executes the tree's choices at every size of the plan; predict each size with the
// same choices. Broadcast inputs are bytes, the prefix problems' are 8-byte elements per
// processor (the runner's data contract).
std::function<std::optional<double>(std::uint64_t)> recostAtEachSize(const ct::bsp::Schedule& sched,
                                                                     const ct::bsp::Library* lib) {
    const bool elements = sched.problem != ct::Problem::Broadcast;
    return [sched, elements, lib](std::uint64_t bytes) -> std::optional<double> {
        const double size = elements ? double(bytes / 8) : double(bytes);
        if (size < 1 || sched.input.values.size() != 1) return std::nullopt;
        const auto resized =
            ct::bsp::treeForInput(sched.tree, *lib, ct::bsp::Input{{size}}, sched.machine.bsp);
        if (!resized.tree) return std::nullopt;
        const auto ns =
            ct::bsp::costInNanoseconds(sched.machine, resized.tree->cost, resized.tree->calcProcs);
        if (!ns) return std::nullopt;
        return *ns * 1e-9;
    };
}

}  // namespace

PredictionSources RunPredictions::sourcesFor(const editor::ScheduleEditor* editor,
                                             const std::optional<ct::LogGPProfile>& loggpUs,
                                             const QString& loggpName) {
    PredictionSources s;
    if (editor) {
        const ct::bsp::Schedule& sched = editor->document()->schedule();
        if (auto ns =
                ct::bsp::costInNanoseconds(sched.machine, sched.tree.cost, sched.tree.calcProcs)) {
            s.scheduleSeconds = *ns * 1e-9;
            s.scheduleProfile = tr("%1 (schedule cost, n = %2)")
                                    .arg(QString::fromStdString(sched.machine.name),
                                         editor->document()->displayName());
        }
        if (sched.machine.kind == ct::bsp::ModelKind::Bsp) {
            s.scheduleSecondsAt = recostAtEachSize(sched, &editor->document()->library());
            s.scheduleProfile = tr("%1 (schedule re-costed at each size)")
                                    .arg(QString::fromStdString(sched.machine.name));
        }
    }
    if (loggpUs) {
        s.loggpUs = loggpUs;
        const ct::LogGP& small = loggpUs->first();
        // The one number format: the language's decimal separator (fields/number_format.h).
        const auto number = [](double v) { return fields::formatCount(v, 3); };
        // A profile with a stream gap: back-to-back messages are spaced by max(g, g_s).
        s.loggpProfile =
            loggpUs->hasStreamGap()
                ? tr("%1: L %2, o %3, g %4 µs, g_s %5 µs, G %6 µs/B")
                      .arg(loggpName, number(small.L), number((small.oSend + small.oRecv) / 2),
                           number(small.g), number(small.streamGap), number(small.G))
                : tr("%1: L %2, o %3, g %4 µs, G %5 µs/B")
                      .arg(loggpName, number(small.L), number((small.oSend + small.oRecv) / 2),
                           number(small.g), number(small.G));
        // A calibrated profile has a range per measured size; every message is costed with its
        // own, the label shows the smallest.
        if (loggpUs->sizeAware())
            s.loggpProfile +=
                tr(" (for small messages; %1 size ranges)").arg(loggpUs->ranges.size());
    }
    return s;
}

std::optional<ct::LogGPProfile> RunPredictions::loadLoggpProfile(const QString& fileName) {
    try {
        const ct::bsp::MachineProfile m = ct::bsp::loadMachineFile(fileName.toStdString());
        if (m.kind != ct::bsp::ModelKind::LogGP) return std::nullopt;
        // With the combine time, as schedules are costed; core scales units of time to µs.
        // Every range: a message of each size is predicted with its own size's terms.
        return ct::bsp::logGPInMicroseconds(m.logp);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace studio::runs
