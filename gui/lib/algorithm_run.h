#pragma once
// One broadcast algorithm evaluated for one set of parameters: its tree, when each rank holds the
// message (simulated), the simulated completion time and the closed formula's value. Qt-free, so
// the numbers the Studio draws are exactly the ones core computes.
#include <string>
#include <string_view>
#include <vector>

#include "catalogue/catalogue.h"
#include "trees/broadcast_tree.h"

namespace studio {

struct AlgorithmRun {
    std::string algorithm;  // catalogue name
    ct::BroadcastTree tree;
    std::vector<double> receiveTime;    // per rank; 0 for the root
    std::vector<double> effectiveTime;  // seed 000's T_i per rank ("optimal" only, else empty)
    double simulated = 0;               // simulate(program, model).total
    double formula = 0;                 // Algorithm::formula
};

// Throws std::invalid_argument with core's message when the parameters are unusable (or the name
// is unknown), and whatever core throws when it cannot build the broadcast.
AlgorithmRun runAlgorithm(std::string_view algorithm, const ct::AlgorithmParams& params);

}  // namespace studio
