#include "timing.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace ct::runner {

double roundToTick(double seconds, double tick) {
    if (!(tick > 0) || tick > 1e-3) return seconds;
    // Ticks per second as a whole number (1e9 exactly for 1 ns), so that dividing the whole
    // number of ticks by it gives the double nearest the decimal value.
    const double perSecond = std::round(1.0 / tick);
    return std::round(seconds * perSecond) / perSecond;
}

namespace {

// P(B <= k) for B ~ Binomial(n, 1/2), summed in log space so that large n cannot underflow
// the individual terms before they are added.
double binomialHalfCdf(std::size_t n, std::size_t k) {
    const double logHalfN = double(n) * std::log(0.5);
    double sum = 0;
    for (std::size_t i = 0; i <= k && i <= n; ++i) {
        const double logChoose = std::lgamma(double(n) + 1) - std::lgamma(double(i) + 1) -
                                 std::lgamma(double(n - i) + 1);
        sum += std::exp(logChoose + logHalfN);
    }
    return std::min(sum, 1.0);
}

}  // namespace

OrderRanks medianConfidenceRanks(std::size_t n) {
    OrderRanks r;
    if (n == 0) return r;
    r.low = 1;
    r.high = n;
    r.coverage = 1 - 2 * binomialHalfCdf(n, 0);
    if (n > 100000) {
        // The exact sum would cost O(n) lgamma calls; the normal approximation is excellent here.
        const double half = 1.959963984540054 * std::sqrt(double(n)) / 2;
        r.low = std::max<std::size_t>(1, std::size_t(std::floor(double(n) / 2 - half)));
        r.high = n - r.low + 1;
        r.coverage = 0.95;
        return r;
    }
    // Largest l with P(B <= l-1) <= 0.025: walk up while the next tail still fits.
    double tail = binomialHalfCdf(n, 0);
    std::size_t l = 1;
    while (l < n / 2 + 1) {
        const double next =
            tail + std::exp(std::lgamma(double(n) + 1) - std::lgamma(double(l) + 1) -
                            std::lgamma(double(n - l) + 1) + double(n) * std::log(0.5));
        if (next > 0.025) break;
        tail = next;
        ++l;
    }
    if (tail > 0.025) return r;  // n < 6: even [min, max] covers less than 95%
    r.low = l;
    r.high = n - l + 1;
    r.coverage = 1 - 2 * tail;
    return r;
}

Statistics summarize(std::span<const double> samples) {
    if (samples.empty()) throw std::invalid_argument("no samples to summarize");
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    Statistics s;
    s.count = n;
    s.min = sorted.front();
    s.max = sorted.back();
    s.median = protocol::medianOfSorted(sorted);
    s.mean = std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(n);
    const auto p90Rank = static_cast<std::size_t>(std::ceil(0.9 * double(n)));
    s.p90 = sorted[std::clamp<std::size_t>(p90Rank, 1, n) - 1];
    const OrderRanks ranks = medianConfidenceRanks(n);
    s.ci95Low = sorted[ranks.low - 1];
    s.ci95High = sorted[ranks.high - 1];
    s.ciCoverage = ranks.coverage;
    return s;
}

}  // namespace ct::runner
