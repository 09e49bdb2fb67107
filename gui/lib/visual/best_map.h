#pragma once
// Which algorithm finishes first over a grid of machines: the ratio g/(L+2o) across, P down.
// Gu, Li & Liu 2002 predicts the binomial tree wins for g ≤ 0.3884(L+2o) and Fibonacci above; the
// map lets users see where each tree shape takes over, by simulation. Qt-free and tested.
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
    int at(std::size_t row, std::size_t column) const { return best[row * ratios.size() + column]; }
};

// Keeps L and o of `base` and sets g = ratio·(L + 2o) for every column; ties go to the earlier
// algorithm in the list. An algorithm that refuses a P (mesh shapes, powers of two) is skipped.
BestMap computeBestMap(const std::vector<std::string>& algorithms, const ct::AlgorithmParams& base,
                       const std::vector<double>& ratios, const std::vector<int>& procs);

// The default grid: 16 ratios from 0.05 to 3 (geometric) and P = 2, 4, …, 1024.
std::vector<double> defaultRatios();
std::vector<int> defaultProcs();

}  // namespace studio
