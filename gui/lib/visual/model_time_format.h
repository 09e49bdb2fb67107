#pragma once
// Times of the model for the user (issue 21), through the one number format
// (fields/number_format.h): a model unit with a fixed length (s, ms, µs, ns) is shown as a
// duration in the unit its magnitude calls for ("1,25 ms" in German), while cycles have no length
// and stay a count of cycles with group separators ("1,024 cycles").
#include <QString>
#include <string>

namespace studio {

// The unit one axis or column of model times is shown in: shown value = model time × scale.
struct ModelTimeUnit {
    double scale = 1;
    QString symbol;       // "ms", "cycles" (translated)
    bool counted = true;  // cycles and other units without a length: a count, not a duration
};

// The unit for times up to `largest` (in the model's `unit`); cycles stay cycles.
ModelTimeUnit modelTimeUnitFor(double largest, const std::string& unit);
// "24 cycles", "1.25 ms": the unit chosen by the time's own magnitude.
QString formatModelTime(double t, const std::string& unit);
// The same in a unit fixed by the caller (an axis, a column).
QString formatModelTime(double t, const ModelTimeUnit& shown);
// Only the number of formatModelTime(t, shown), for labels whose unit is said once nearby.
QString formatModelNumber(double t, const ModelTimeUnit& shown);
// A tick of an axis in `shown`, without the unit: as many decimals as the step (model units)
// needs.
QString formatModelTick(double t, double step, const ModelTimeUnit& shown);

}  // namespace studio
