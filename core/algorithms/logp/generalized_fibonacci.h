#pragma once
// Shou & Chen 1996, Theorem 2: f_n = how many processors a broadcast can reach within n cycles when
// a message takes `lat` = L+2o cycles and a processor sends once every `step` = g cycles:
//   f_n = 1                          for 0 <= n < lat
//   f_n = 1 + floor(n / lat)         for lat <= n < step   (only when lat < step: a chain)
//   f_n = f_{n-step} + f_{n-lat}     for n >= max(step, lat)
// Values saturate at kSaturated instead of overflowing.
#include <cstdint>
#include <vector>

namespace ct {

inline constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;

class GeneralizedFibonacci {
public:
    // Integer cycles, lat >= 1, step >= 1 (throws std::invalid_argument otherwise).
    GeneralizedFibonacci(std::int64_t lat, std::int64_t step);
    std::uint64_t operator()(std::int64_t n);  // f_n; 0 for n < 0
    // The smallest T with f_T >= P: the optimal broadcast time of P processors.
    std::int64_t timeFor(std::uint64_t P);
    std::int64_t lat() const { return m_lat; }
    std::int64_t step() const { return m_step; }

private:
    void extendTo(std::int64_t n);
    std::int64_t m_lat;
    std::int64_t m_step;
    std::vector<std::uint64_t> m_f;
};

}  // namespace ct
