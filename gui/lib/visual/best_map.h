#pragma once
// Which algorithm finishes first over a grid of machines: the ratio g/(L+2o) across, P down.
// Gu, Li & Liu (2002) bound the Fibonacci split under bisection's (binomial) time for
// g ≤ 0.3884·(L+2o); the map shows where each tree shape takes over by simulating exact times,
// and where two finish together (a tie). Qt-free and tested.
#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"

namespace studio {

struct BestMap {
    std::vector<std::string> algorithms;
    std::vector<double> ratios;  // g / (L + 2o), columns
    std::vector<int> procs;      // rows
    // best[row * ratios.size() + column]: index into algorithms (-1: none could run).
    std::vector<int> best;
    std::vector<double> time;  // the winner's completion time
    // Per cell, bit a set when algorithms[a] finishes at the best time (more than one bit: a tie).
    std::vector<std::uint32_t> winners;
    std::string unit = "cycles";  // of `time`: the base model's
    int at(std::size_t row, std::size_t column) const { return best[row * ratios.size() + column]; }
    std::uint32_t winnersAt(std::size_t row, std::size_t column) const {
        return winners[row * ratios.size() + column];
    }
    bool tieAt(std::size_t row, std::size_t column) const {
        const std::uint32_t w = winnersAt(row, column);
        return (w & (w - 1)) != 0;
    }
};

// Keeps L and o of `base` and sets g = ratio·(L + 2o) for every column; `best` names the earlier
// of tied algorithms, `winners` all of them (times equal to 1e-9 relative). At most 32 algorithms.
// An algorithm that refuses a P (mesh shapes, powers of two) is skipped.
BestMap computeBestMap(const std::vector<std::string>& algorithms, const ct::AlgorithmParams& base,
                       const std::vector<double>& ratios, const std::vector<int>& procs);

// The default grid: 16 ratios from 0.05 to 3 (geometric) and P = 2, 4, …, 1024.
std::vector<double> defaultRatios();
std::vector<int> defaultProcs();

}  // namespace studio
