#pragma once
// Bonorden's (2002) broadcast predictions for the charts: per message size each pure algorithm's
// cost and the optimal schedule (Figure 5), and the size ranges sharing one optimal schedule (Table
// 2). The same computation as `calltree predict`; Qt-free and tested.
#include <string>
#include <vector>

namespace studio {

struct BspPrediction {
    struct Series {
        std::string name;          // "List", "Tree(d=2)", …
        std::vector<double> cost;  // per size; NaN where the algorithm does not exist
    };
    struct Range {
        double from = 0, to = 0;
        std::string optimal;  // the schedule's compact name
    };
    std::string machine;
    int procs = 0;
    std::vector<double> sizes;  // bytes
    std::vector<Series> pure;
    std::vector<double> optimalCost;
    std::vector<std::string> optimalName;
    std::vector<Range> crossovers;
    std::string costUnit = "us";  // costs are converted to µs with s(p)
};

// sizes 1, 2, 4, … up to maxBytes. Throws std::invalid_argument for an unknown or non-BSP machine.
BspPrediction predictBroadcast(const std::string& machine, int procs, double maxBytes = 1 << 20);

}  // namespace studio
