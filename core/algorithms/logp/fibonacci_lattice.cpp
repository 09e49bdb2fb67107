#include "algorithms/logp/fibonacci_lattice.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "algorithms/logp/generalized_fibonacci.h"

namespace ct {

namespace {
constexpr double kRelativeEps = 1e-9;
constexpr std::int64_t kMaxCells = 60'000'000;
}  // namespace

FibonacciLattice::FibonacciLattice(double origin, double lat, double step)
    : m_origin(origin), m_lat(lat), m_step(step), m_eps(kRelativeEps * std::max(1.0, origin)) {
    if (!(lat > 0) || !(step > 0)) throw std::invalid_argument("lat and step must be positive");
    m_rows = static_cast<std::int64_t>(std::floor((origin + m_eps) / lat)) + 2;
    m_cols = static_cast<std::int64_t>(std::floor((origin + m_eps) / step)) + 2;
    if (m_rows * m_cols > kMaxCells)
        throw std::invalid_argument(
            "L+2o and g are too far apart for an exact optimal tree (ratio " +
            std::to_string(std::max(lat / step, step / lat)) + ")");
    m_f.assign(static_cast<std::size_t>(m_rows * m_cols), 0);
    // f(a, b) depends on f(a, b+1) and f(a+1, b): fill from the far corner back to the origin.
    for (std::int64_t a = m_rows - 1; a >= 0; --a)
        for (std::int64_t b = m_cols - 1; b >= 0; --b) {
            const double t = time(a, b);
            std::uint64_t v;
            if (t < -m_eps)
                v = 0;
            else if (t < lat - m_eps)
                v = 1;
            else {
                const std::uint64_t viaGap = t >= step - m_eps ? f(a, b + 1) : 1;
                v = std::min(kSaturated, viaGap + f(a + 1, b));
            }
            m_f[static_cast<std::size_t>(a * m_cols + b)] = v;
        }
}

std::uint64_t FibonacciLattice::f(std::int64_t a, std::int64_t b) const {
    if (a >= m_rows || b >= m_cols) return 0;  // beyond the table every time is negative
    return m_f[static_cast<std::size_t>(a * m_cols + b)];
}

double FibonacciLattice::optimalTime(std::uint64_t P, double lat, double step) {
    if (P <= 1) return 0.0;
    // Theorem 4 (generalized): T < max(lat, step)·log2(4P); the answer is a label a·lat + b·step.
    const double bound = std::max(lat, step) * std::log2(4.0 * double(P)) + std::max(lat, step);
    if ((bound / lat + 1) * (bound / step + 1) > double(kMaxCells))
        throw std::invalid_argument(
            "L+2o and g are too far apart for an exact optimal tree (ratio " +
            std::to_string(std::max(lat / step, step / lat)) + ")");
    std::vector<double> labels;
    for (std::int64_t a = 0; double(a) * lat <= bound; ++a)
        for (std::int64_t b = 0; double(a) * lat + double(b) * step <= bound; ++b)
            labels.push_back(double(a) * lat + double(b) * step);
    std::sort(labels.begin(), labels.end());
    labels.erase(std::unique(labels.begin(), labels.end(),
                             [](double x, double y) {
                                 return std::abs(x - y) <= kRelativeEps * std::max(1.0, y);
                             }),
                 labels.end());
    // f is monotone in t: binary search the first label that reaches P.
    std::size_t lo = 0, hi = labels.size() - 1;
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (FibonacciLattice(labels[mid], lat, step).f(0, 0) >= P)
            hi = mid;
        else
            lo = mid + 1;
    }
    return labels[lo];
}

}  // namespace ct
