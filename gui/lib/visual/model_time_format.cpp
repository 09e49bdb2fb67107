#include "visual/model_time_format.h"

#include <QCoreApplication>
#include <optional>

#include "fields/number_format.h"
#include "model/logp_cost.h"
#include "visual/unit_names.h"

namespace studio {

namespace {

// Seconds per model unit, or nothing for cycles (no fixed length).
std::optional<double> secondsPerUnit(const std::string& unit) {
    const std::optional<double> us = ct::bsp::microsecondsPerUnit(unit);
    if (!us) return std::nullopt;
    return *us * 1e-6;
}

}  // namespace

ModelTimeUnit modelTimeUnitFor(double largest, const std::string& unit) {
    const std::optional<double> seconds = secondsPerUnit(unit);
    if (!seconds) return {1, unitSymbol(unit), true};
    const fields::TimeUnit shown = fields::timeUnitFor(largest * *seconds);
    return {shown.perSecond * *seconds, shown.symbol, false};
}

QString formatModelTime(double t, const std::string& unit) {
    return formatModelTime(t, modelTimeUnitFor(t, unit));
}

QString formatModelTime(double t, const ModelTimeUnit& shown) {
    // formatDuration multiplies by perSecond: here model units to shown units.
    if (!shown.counted)
        return fields::formatDuration(t, fields::TimeUnit{shown.scale, shown.symbol});
    // The same "%1 %2" as a duration, so that a language orders number and unit once.
    return QCoreApplication::translate("studio::fields::NumberFormat", "%1 %2")
        .arg(fields::formatCount(t), shown.symbol);
}

QString formatModelNumber(double t, const ModelTimeUnit& shown) {
    if (shown.counted) return fields::formatCount(t);
    return fields::formatDurationNumber(t, fields::TimeUnit{shown.scale, shown.symbol});
}

QString formatModelTick(double t, double step, const ModelTimeUnit& shown) {
    return fields::formatTick(t * shown.scale, step * shown.scale);
}

}  // namespace studio
