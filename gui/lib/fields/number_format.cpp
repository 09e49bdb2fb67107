#include "fields/number_format.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace studio::fields {

namespace {

QString translate(const char* text) {
    return QCoreApplication::translate("studio::fields::NumberFormat", text);
}

// Decimals that show `significant` digits of a value of this size, between 0 and `most`.
int decimalsFor(double value, int significant, int most) {
    const double a = std::abs(value);
    if (!(a > 0) || !std::isfinite(a)) return 0;
    const int digitsBeforePoint = int(std::floor(std::log10(a))) + 1;
    return std::clamp(significant - digitsBeforePoint, 0, most);
}

}  // namespace

TimeUnit timeUnitFor(double seconds) {
    const double a = std::abs(seconds);
    if (!std::isfinite(a) || a >= 1) return {1, translate("s")};
    if (a >= 1e-3) return {1e3, translate("ms")};
    if (a >= 1e-6) return {1e6, translate("µs")};
    return {1e9, translate("ns")};
}

QString formatDuration(double seconds, const QLocale& locale) {
    return formatDuration(seconds, timeUnitFor(seconds), locale);
}

QString formatDuration(double seconds, const TimeUnit& unit, const QLocale& locale) {
    const double v = seconds * unit.perSecond;
    //: A time and its unit, e.g. "1.25 ms"
    return translate("%1 %2").arg(locale.toString(v, 'f', decimalsFor(v, 3, 2)), unit.symbol);
}

QString formatTick(double value, double step, const QLocale& locale) {
    const double s = std::abs(step);
    const int decimals =
        s > 0 && std::isfinite(s) ? std::clamp(-int(std::floor(std::log10(s) + 1e-9)), 0, 9) : 0;
    // -0 would print as "-0".
    const double shown = std::abs(value) < s * 1e-9 ? 0.0 : value;
    return locale.toString(shown, 'f', decimals);
}

QString formatCount(double value, int significant, const QLocale& locale) {
    if (!std::isfinite(value)) return locale.toString(value);
    const double a = std::abs(value);
    if (a < 1e9 && (a >= 1000 || value == std::round(value)))
        return locale.toString(std::round(value), 'f', 0);
    return locale.toString(value, 'g', significant);
}

}  // namespace studio::fields
