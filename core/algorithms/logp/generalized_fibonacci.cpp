#include "algorithms/logp/generalized_fibonacci.h"

#include <algorithm>
#include <stdexcept>

namespace ct {

GeneralizedFibonacci::GeneralizedFibonacci(std::int64_t lat, std::int64_t step)
    : m_lat(lat), m_step(step) {
    if (lat < 1) throw std::invalid_argument("L + 2o must be at least one cycle");
    if (step < 1) throw std::invalid_argument("g must be at least one cycle");
}

void GeneralizedFibonacci::extendTo(std::int64_t n) {
    for (auto i = static_cast<std::int64_t>(m_f.size()); i <= n; ++i) {
        std::uint64_t v;
        if (i < m_lat)
            v = 1;
        else if (i < m_step)
            v = 1 + static_cast<std::uint64_t>(i / m_lat);
        else
            v = std::min(kSaturated, m_f[i - m_step] + m_f[i - m_lat]);
        m_f.push_back(v);
    }
}

std::uint64_t GeneralizedFibonacci::operator()(std::int64_t n) {
    if (n < 0) return 0;
    extendTo(n);
    return m_f[n];
}

std::int64_t GeneralizedFibonacci::timeFor(std::uint64_t P) {
    if (P <= 1) return 0;
    std::int64_t n = 0;
    while ((*this)(n) < P)
        ++n;  // f grows exponentially: n stays O(max(lat, step)·log P)
    return n;
}

}  // namespace ct
