#include "timing.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace ct::runner {

Statistics summarize(std::span<const double> samples) {
    if (samples.empty()) throw std::invalid_argument("no samples to summarize");
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    Statistics s;
    s.count = n;
    s.min = sorted.front();
    s.max = sorted.back();
    s.median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    s.mean = std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(n);
    return s;
}

}  // namespace ct::runner
