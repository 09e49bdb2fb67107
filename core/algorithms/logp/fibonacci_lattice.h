#pragma once
// The generalized Fibonacci function for real-valued parameters (µs from a calibration, not
// only integer cycles). f(t) counts the nodes of the universal broadcast tree (Shou & Chen 1996,
// Definition 2: children of a node labelled x are labelled x + lat + i·step) with label <= t:
//   f(t) = 0 for t < 0;  1 for 0 <= t < lat;  otherwise (t >= step ? f(t - step) : 1) + f(t - lat).
// Everything the optimal tree needs is f at points T - a·lat - b·step, so the values live on a
// lattice (a, b) below a chosen origin T.
#include <cstdint>
#include <vector>

namespace ct {

class FibonacciLattice {
public:
    FibonacciLattice(double origin, double lat, double step);
    double origin() const { return m_origin; }
    // t(a, b) = origin - a·lat - b·step.
    double time(std::int64_t a, std::int64_t b) const {
        return m_origin - double(a) * m_lat - double(b) * m_step;
    }
    bool nonNegative(std::int64_t a, std::int64_t b) const { return time(a, b) >= -m_eps; }
    std::uint64_t f(std::int64_t a, std::int64_t b) const;

    // The smallest label value T (some a·lat + b·step) with f(T) >= P: the optimal time.
    static double optimalTime(std::uint64_t P, double lat, double step);

private:
    double m_origin, m_lat, m_step, m_eps;
    std::int64_t m_rows, m_cols;  // a in [0, rows), b in [0, cols)
    std::vector<std::uint64_t> m_f;
};

}  // namespace ct
