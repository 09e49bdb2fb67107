#pragma once
// Summary statistics of one case's repetition times, as the results document and the case-done
// progress event carry them ("stats"). The runner computes them (runner/timing.h, summarize).
#include <cstddef>
#include <span>

#include <nlohmann/json.hpp>

namespace ct::protocol {

// The median of values sorted ascending (even count: the mean of the two middle ones); the one
// definition every median here uses — the runner's, the results readers', fidelity's, tuning's.
// Throws std::invalid_argument when there are none.
double medianOfSorted(std::span<const double> sorted);

struct Statistics {
    std::size_t count = 0;
    double min = 0;
    double median = 0;  // even count: mean of the two middle values
    double mean = 0;
    double max = 0;
    double p90 = 0;  // nearest rank: the ceil(0.9·n)-th smallest
    double ci95Low = 0;
    double ci95High = 0;
    double ciCoverage = 0;  // the interval's exact binomial coverage (>= 0.95 from n = 6 on)

    bool operator==(const Statistics&) const = default;
};

// The OSU Micro-Benchmarks' figure for a collective (osu_bcast, osu_reduce, …; docs/runner.md,
// "Comparing with OSU"): every rank times `iterations` calls after `skip` untimed ones, each call
// alone (an MPI_Barrier after it, outside its time), on the same buffers without refilling
// them, and takes the mean of its times; `avg`, `min` and `max` are the average, least and
// greatest of those per-rank means (seconds). OSU prints the average, and min and max with -f.
struct OsuFigure {
    int iterations = 0;
    int skip = 0;
    double avg = 0;
    double min = 0;
    double max = 0;

    bool operator==(const OsuFigure&) const = default;
};

// {"count", "min", "median", "mean", "max", "p90", "ci95_low", "ci95_high", "ci_coverage"}
nlohmann::ordered_json toJson(const Statistics& s);
// Every field required; throws FormatError naming it.
Statistics readStatistics(const nlohmann::json& j, const std::string& path);

// {"iterations", "skip", "avg", "min", "max"}
nlohmann::ordered_json toJson(const OsuFigure& f);
// Every field required; throws FormatError naming it.
OsuFigure readOsuFigure(const nlohmann::json& j, const std::string& path);

}  // namespace ct::protocol
