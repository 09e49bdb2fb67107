#include "protocol/statistics.h"

#include <stdexcept>
#include <string>

#include "protocol/strict_json.h"

namespace ct::protocol {

double medianOfSorted(std::span<const double> sorted) {
    if (sorted.empty()) throw std::invalid_argument("the median of no values");
    const std::size_t n = sorted.size();
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

nlohmann::ordered_json toJson(const Statistics& s) {
    return {{"count", s.count},
            {"min", s.min},
            {"median", s.median},
            {"mean", s.mean},
            {"max", s.max},
            {"p90", s.p90},
            {"ci95_low", s.ci95Low},
            {"ci95_high", s.ci95High},
            {"ci_coverage", s.ciCoverage}};
}

Statistics readStatistics(const nlohmann::json& j, const std::string& path) {
    requireObject(j, path);
    Statistics s;
    s.count = std::size_t(requireInteger(j, "count", path, 0, 1LL << 50));
    s.min = requireNumber(j, "min", path, false);
    s.median = requireNumber(j, "median", path, false);
    s.mean = requireNumber(j, "mean", path, false);
    s.max = requireNumber(j, "max", path, false);
    s.p90 = requireNumber(j, "p90", path, false);
    s.ci95Low = requireNumber(j, "ci95_low", path, false);
    s.ci95High = requireNumber(j, "ci95_high", path, false);
    s.ciCoverage = requireNumber(j, "ci_coverage", path, false);
    return s;
}

nlohmann::ordered_json toJson(const OsuFigure& f) {
    return {{"iterations", f.iterations},
            {"skip", f.skip},
            {"avg", f.avg},
            {"min", f.min},
            {"max", f.max}};
}

OsuFigure readOsuFigure(const nlohmann::json& j, const std::string& path) {
    requireObject(j, path);
    OsuFigure f;
    f.iterations = int(requireInteger(j, "iterations", path, 1, 1LL << 30));
    f.skip = int(requireInteger(j, "skip", path, 0, 1LL << 30));
    f.avg = requireNumber(j, "avg", path, false);
    f.min = requireNumber(j, "min", path, false);
    f.max = requireNumber(j, "max", path, false);
    return f;
}

}  // namespace ct::protocol
