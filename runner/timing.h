#pragma once
// Summary statistics of repetition times. Pure (no MPI) so it can be unit tested.
#include <cstddef>
#include <span>

namespace ct::runner {

struct Statistics {
    std::size_t count = 0;
    double min = 0;
    double median = 0;  // even count: mean of the two middle values
    double mean = 0;
    double max = 0;
};

// Throws std::invalid_argument for an empty sample (a run always has at least one repetition).
Statistics summarize(std::span<const double> samples);

}  // namespace ct::runner
