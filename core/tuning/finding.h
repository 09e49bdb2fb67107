#pragma once
// One problem found in a rules file: the line it is on (1-based; 0 = the file as a whole) and a
// sentence saying what is wrong and what the MPI library does with it. Callers print
// "FILE:LINE: message".
#include <string>
#include <vector>

namespace ct::tuning {

struct Finding {
    int line = 0;
    std::string message;
};

using Findings = std::vector<Finding>;

}  // namespace ct::tuning
