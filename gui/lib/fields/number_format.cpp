#include "fields/number_format.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace studio::fields {

namespace {

QString localized(const char* text) {
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
    if (!std::isfinite(a) || a >= 1)
        return {1, localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "s"))};
    if (a >= 1e-3) return {1e3, localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "ms"))};
    if (a >= 1e-6) return {1e6, localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "µs"))};
    return {1e9, localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "ns"))};
}

QString formatDuration(double seconds, const QLocale& locale) {
    return formatDuration(seconds, timeUnitFor(seconds), locale);
}

QString formatDuration(double seconds, const TimeUnit& unit, const QLocale& locale) {
    //: A time and its unit, e.g. "1.25 ms"
    return localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "%1 %2"))
        .arg(formatDurationNumber(seconds, unit, locale), unit.symbol);
}

QString formatDurationNumber(double seconds, const TimeUnit& unit, const QLocale& locale) {
    const double v = seconds * unit.perSecond;
    return locale.toString(v, 'f', decimalsFor(v, 3, 2));
}

QString formatTick(double value, double step, const QLocale& locale) {
    const double s = std::abs(step);
    // The fewest decimals that write the step exactly: axis tickers also step by 2.5 and 0.25,
    // which one decimal per power of ten would round to "3" and "0.3".
    int decimals = 0;
    if (s > 0 && std::isfinite(s))
        while (decimals < 9) {
            const double scaled = s * std::pow(10.0, decimals);
            if (std::abs(scaled - std::round(scaled)) <= 1e-6 * scaled) break;
            ++decimals;
        }
    // -0 would print as "-0".
    const double shown = std::abs(value) < s * 1e-9 ? 0.0 : value;
    return locale.toString(shown, 'f', decimals);
}

QString formatFactor(double factor, const QLocale& locale) {
    //: How many times faster, e.g. "2.00×"
    return localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "%1×"))
        .arg(locale.toString(factor, 'f', 2));
}

QString formatPercent(double percent, int decimals, const QLocale& locale) {
    //: A percentage, e.g. "25.0 %"
    return localized(QT_TRANSLATE_NOOP("studio::fields::NumberFormat", "%1 %"))
        .arg(locale.toString(percent, 'f', decimals));
}

QString formatCount(double value, int significant, const QLocale& locale) {
    if (!std::isfinite(value)) return locale.toString(value);
    const double a = std::abs(value);
    if (a < 1e9 && (a >= 1000 || value == std::round(value)))
        return locale.toString(std::round(value), 'f', 0);
    return locale.toString(value, 'g', significant);
}

}  // namespace studio::fields
