#include "model/loggp.h"

#include <cmath>

namespace ct {

std::optional<std::string> LogGP::problem() const {
    const std::pair<const char*, double> values[] = {
        {"L", L},
        {"o_s", oSend},
        {"o_r", oRecv},
        {"g", g},
        {"G", G},
        {"stream gap", streamGap},
        {"send completion", sendCompletion},
        {"half duplex", halfDuplex},
        {"written data", writtenPerByte},
        {"overwrite by a receive", overwriteReceivePerByte},
        {"overwrite by a copy", overwriteCopyPerByte},
        {"overwrite by a combine", overwriteCombinePerByte},
        {"combine time", combinePerElement},
        {"copy time", copyPerByte}};
    for (const auto& [name, v] : values) {
        if (!std::isfinite(v)) return std::string(name) + " must be a finite number";
        if (v < 0)
            return std::string(name) + " must not be negative (got " + std::to_string(v) + ")";
    }
    return std::nullopt;
}

}  // namespace ct
