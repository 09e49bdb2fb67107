#include "calibration_fit.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "bsp/machine_json.h"

namespace ct::runner {

namespace {

double quantile(const std::vector<double>& sorted, double q) {
    const double at = q * double(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - double(lo));
}

nlohmann::json summaryJson(const Summary& s) {
    return {{"median", s.median}, {"q1", s.q1}, {"q3", s.q3}};
}

}  // namespace

Summary summarizeSpread(std::span<const double> samples) {
    if (samples.empty()) throw std::invalid_argument("no samples to summarize");
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    return {quantile(sorted, 0.5), quantile(sorted, 0.25), quantile(sorted, 0.75)};
}

double latency(const LogGPPoint& p) {
    const double half = p.rtt.median / 2;
    const double model = half - p.os.median - p.orr.median;
    return model > 0 ? model : std::max(0.0, half - p.gap.median);
}

LogGPFit fitLogGP(std::span<const LogGPPoint> points) {
    if (points.empty()) throw std::invalid_argument("no message sizes were measured");
    const LogGPPoint& small =
        *std::min_element(points.begin(), points.end(),
                          [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
    LogGPFit f;
    f.L = small.L;
    f.os = small.os.median;
    f.orr = small.orr.median;
    // Least squares of gap = g + G·(s - 1).
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const LogGPPoint& p : points) {
        const double x = double(p.bytes) - 1, y = p.gap.median;
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double den = n * sxx - sx * sx;
    f.G = den > 0 ? std::max(0.0, (n * sxy - sx * sy) / den) : 0.0;
    f.g = std::max(0.0, small.gap.median - f.G * (double(small.bytes) - 1));
    return f;
}

double fitCombine(std::span<const CombinePoint> points) {
    if (points.empty()) throw std::invalid_argument("no combine sizes were measured");
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const CombinePoint& p : points) {
        const double x = double(p.bytes), y = p.time.median;
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double den = n * sxx - sx * sx;
    const double slope = den > 0 ? (n * sxy - sx * sy) / den : 0.0;
    if (slope > 0) return slope;
    const CombinePoint& largest =
        *std::max_element(points.begin(), points.end(),
                          [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
    return largest.bytes > 0 ? std::max(0.0, largest.time.median) / double(largest.bytes) : 0.0;
}

void fitBsp(BspPoint& p) {
    if (p.exchange.size() < 2) throw std::invalid_argument("fitBsp needs two exchange sizes");
    const ExchangePoint& a = p.exchange[p.exchange.size() - 2];
    const ExchangePoint& b = p.exchange.back();
    const double dh = double(p.procs - 1) * double(b.bytes - a.bytes);
    const auto slope = [&](double tb, double ta) { return std::max((tb - ta) / dh, 1e-6); };
    p.g = slope(b.time.median, a.time.median);
    p.gLow = slope(b.time.q1, a.time.q3);
    p.gHigh = slope(b.time.q3, a.time.q1);
    const Summary& first = p.exchange.front().time;
    const auto knee = [&](double t, double g) {
        return std::max(1.0, (t - p.barrier.median) / (g * double(p.procs - 1)));
    };
    p.B = knee(first.median, p.g);
    p.BLow = std::min(knee(first.q1, p.gHigh), p.B);
    p.BHigh = std::max(knee(first.q3, p.gLow), p.B);
}

nlohmann::json bspMachineJson(const std::string& name, const std::string& source,
                              std::span<const BspPoint> points) {
    bsp::MachineProfile m;
    m.name = name;
    m.description = "measured by calltree-runner calibrate; s = 1 operation per ns";
    m.source = source;
    m.kind = bsp::ModelKind::Bsp;
    for (const BspPoint& p : points)
        m.bsp.entries.push_back({p.procs, p.g, p.barrier.median, p.B, 1.0});
    nlohmann::json j = bsp::machineToJson(m);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const BspPoint& p = points[i];
        nlohmann::json& row = j["parameters"][i];
        row["spread"] = {{"g", {p.gLow, p.gHigh}},
                         {"L", {p.barrier.q1, p.barrier.q3}},
                         {"B", {p.BLow, p.BHigh}},
                         {"note", "g and B: from the exchange quartiles; L: interquartile range"}};
        nlohmann::json table = nlohmann::json::array();
        for (const ExchangePoint& e : p.exchange)
            table.push_back({{"bytes", e.bytes}, {"time_ns", summaryJson(e.time)}});
        row["exchange"] = table;
    }
    return j;
}

nlohmann::json loggpMachineJson(const std::string& name, const std::string& source,
                                std::span<const LogGPPoint> points,
                                std::span<const CombinePoint> combine) {
    const LogGPFit f = fitLogGP(points);
    bsp::MachineProfile m;
    m.name = name;
    m.description = "measured by calltree-runner calibrate between ranks 0 and 1";
    m.source = source;
    m.kind = bsp::ModelKind::LogGP;
    m.logp = {f.L, (f.os + f.orr) / 2, f.g, f.G, "us"};
    if (!combine.empty()) m.logp.combine = fitCombine(combine);
    nlohmann::json j = bsp::machineToJson(m);
    j["parameters"]["o_s"] = f.os;
    j["parameters"]["o_r"] = f.orr;
    nlohmann::json table = nlohmann::json::array();
    for (const LogGPPoint& p : points)
        table.push_back({{"bytes", p.bytes},
                         {"rtt", summaryJson(p.rtt)},
                         {"o_s", summaryJson(p.os)},
                         {"o_r", summaryJson(p.orr)},
                         {"gap", summaryJson(p.gap)},
                         {"L", p.L}});
    j["by_size"] = table;
    if (!combine.empty()) {
        nlohmann::json sums = nlohmann::json::array();
        for (const CombinePoint& p : combine)
            sums.push_back({{"bytes", p.bytes}, {"time_us", summaryJson(p.time)}});
        j["combine_by_size"] = sums;
    }
    return j;
}

}  // namespace ct::runner
