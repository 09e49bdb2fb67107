#pragma once
// Summary statistics of repetition times. Pure (no MPI) so it can be unit tested.
//
// Timing noise is skewed (interrupts, scheduling delays only ever add time), so reports lead with
// the median and give a distribution-free 95% confidence interval for it: with n independent
// samples, the number below the true median is Binomial(n, 1/2), so the order statistics
// x(l) <= median <= x(n-l+1) hold with probability 1 - 2·P(B <= l-1). l is the largest index
// whose tail is at most 2.5%. Below n = 6 no pair of order statistics reaches 95%; the interval
// is then [min, max] (coverage 1 - 2^(1-n)), and `ciCoverage` says what was reached.
#include <cstddef>
#include <span>

#include "protocol/statistics.h"

namespace ct::runner {

// The fields are the results document's "stats" (protocol/statistics.h).
using protocol::Statistics;

// 1-based ranks (l, u) of the order statistics bounding the median's 95% interval for n samples.
struct OrderRanks {
    std::size_t low = 1;
    std::size_t high = 1;
    double coverage = 0;
};
OrderRanks medianConfidenceRanks(std::size_t n);

// `seconds` to the nearest multiple of the timer's resolution `tick` (MPI_Wtick): a difference of
// two MPI_Wtime readings holds nothing finer, and its floating-point tail (6.179999999999998e-07
// for 618 ns) would more than double the size of a results file of many repetitions. With a
// tick of 1 ns the value is 618 / 1e9, written "6.18e-07". A tick that is not positive, or
// coarser than 1 ms, leaves the value as it is.
double roundToTick(double seconds, double tick);

// Throws std::invalid_argument for an empty sample (a run always has at least one repetition).
Statistics summarize(std::span<const double> samples);

}  // namespace ct::runner
