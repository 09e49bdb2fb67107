#pragma once
// One number format for the whole Studio (issue 21): the decimal and group separators of the
// chosen language (QLocale() follows the language the user picked, see LanguageManager), times
// with the unit their magnitude calls for (ns, µs, ms, s), and counts of cycles or operations
// without a unit. Every page should print numbers through these functions so that "0.5 ms" in
// one place is not "5e-04 s" in another.
#include <QLocale>
#include <QString>

namespace studio::fields {

// The unit a time (or a whole axis of times) is shown in.
struct TimeUnit {
    double perSecond = 1;  // 1e3 for ms
    QString symbol;        // "ms" (translated)
};

// The largest of ns, µs, ms, s in which `seconds` is at least 1 (ns below that; s above).
TimeUnit timeUnitFor(double seconds);
// "%1 ms": three significant digits (at most two decimals), in the unit chosen by magnitude.
QString formatDuration(double seconds, const QLocale& locale = QLocale());
// The same in a unit fixed by the caller (an axis, a table column).
QString formatDuration(double seconds, const TimeUnit& unit, const QLocale& locale = QLocale());
// Only the number of formatDuration(seconds, unit), for labels whose unit is said once nearby.
QString formatDurationNumber(double seconds, const TimeUnit& unit,
                             const QLocale& locale = QLocale());
// A number in a unit fixed by the caller, without the unit (axis ticks): as many decimals as the
// tick step `step` needs (one for 2.5, two for 0.25).
QString formatTick(double value, double step, const QLocale& locale = QLocale());
// How many times faster: "2.00×", two decimals so that a column of them lines up.
QString formatFactor(double factor, const QLocale& locale = QLocale());
// A share or a difference in per cent with `decimals` decimals: "25.0 %", "75 %".
QString formatPercent(double percent, int decimals, const QLocale& locale = QLocale());
// Cycles, operations, bytes per second: unitless. Whole numbers below 10^9 in full with group
// separators ("4,899,598"); others with `significant` digits ("0.0123", "1.5e+12").
QString formatCount(double value, int significant = 4, const QLocale& locale = QLocale());

}  // namespace studio::fields
