#include "runs/ties.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

namespace studio::runs {

bool Ties::tied(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

QStringList Ties::measuredBest(const ct::AccuracyReport& report, const ct::FidelityChoice& c) {
    // Algorithms running one program count as one, with their mean time: named as one.
    if (c.measuredBestIdentical > 1)
        return {tr("%1 (+%n with the same program)", "", c.measuredBestIdentical - 1)
                    .arg(QString::fromStdString(c.measuredBest))};
    std::map<std::string, double> best;  // by algorithm: its smallest median here
    for (const ct::AccuracyPoint& p : report.points) {
        if (p.procs != c.procs || p.bytes != c.bytes) continue;
        auto [it, fresh] = best.try_emplace(p.algorithm, p.measured);
        if (!fresh) it->second = std::min(it->second, p.measured);
    }
    QStringList names;
    for (const auto& [name, measured] : best)
        if (tied(measured, c.measuredBestTime)) names << QString::fromStdString(name);
    if (names.isEmpty()) names << QString::fromStdString(c.measuredBest);
    return names;
}

QString Ties::text(const QStringList& names) {
    if (names.size() < 2) return names.value(0);
    return tr("%1 (tie)").arg(names.join(QStringLiteral(" = ")));
}

QString Ties::brief(const QStringList& names) {
    if (names.size() <= 3) return text(names);
    return tr("%1 (+%n tied)", "", int(names.size()) - 1).arg(names.first());
}

}  // namespace studio::runs
