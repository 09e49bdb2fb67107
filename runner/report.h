#pragma once
// What a run reports: one JSON document (--format json) or a readable summary. Pure (no MPI):
// rank 0 fills a RunReport and prints it. Keys keep a reading order (ordered_json): identity,
// verdict, times, environment, prediction.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "timing.h"

namespace ct::runner {

struct MpiInfo {
    std::string library;   // MPI_Get_library_version
    std::string standard;  // "3.1"
    bool wtimeIsGlobal = false;
    double wtick = 0;  // MPI_Wtick: the clock's resolution in seconds
    int worldSize = 0;
    std::vector<std::string> hosts;  // distinct processor names
};

struct Prediction {
    std::string model;  // "LogP L=6 o=2 g=4"
    std::string unit;   // the model's unit ("cycles"), not seconds
    double combinePerElement = 0;
    double time = 0;     // the simulator's total for the same program
    double formula = 0;  // the algorithm's closed form
};

struct RunReport {
    std::string algorithm;
    std::string problem;  // "broadcast" or "summation"
    int procs = 0;
    int root = 0;
    std::uint64_t bytes = 0;  // per rank's contribution (summation: a message, one int64)
    std::optional<int> radix;
    std::optional<std::uint64_t> operands;
    std::optional<std::uint64_t> segmentBytes;
    std::optional<int> meshRows;
    std::optional<int> strip;
    std::uint64_t messages = 0;
    int warmup = 0;
    int reps = 0;
    bool verified = false;
    std::vector<std::string> failures;  // one line per failing rank
    std::vector<double> times;          // per repetition: max over ranks until results are held
    std::vector<double> finishTimes;    // ... until all sends completed too
    MpiInfo mpi;
    Prediction predicted;
};

nlohmann::ordered_json statisticsJson(const Statistics& s);
nlohmann::ordered_json toJson(const RunReport& report);
std::string toText(const RunReport& report);

// "12.3 us", "4.56 ms", "1.20 s": three significant digits, unit chosen by size.
std::string formatSeconds(double seconds);

}  // namespace ct::runner
