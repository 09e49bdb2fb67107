#include "fault_injection.h"

#include <charconv>
#include <limits>
#include <stdexcept>
#include <string>

#include "usage_error.h"

namespace ct::runner {

namespace {

std::uint64_t number(std::string_view option, std::string_view text, std::uint64_t min,
                     std::uint64_t max) {
    std::uint64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || value < min ||
        value > max) {
        std::string message(option);
        message.append(" needs a whole number in ")
            .append(std::to_string(min))
            .append("..")
            .append(std::to_string(max))
            .append(", got '")
            .append(text)
            .append("'");
        throw UsageError(message);
    }
    return value;
}

}  // namespace

bool isFaultOption(std::string_view option) {
    return option == "--test-corrupt-rank" || option == "--test-exit-rank" ||
           option == "--test-hang-rank" || option == "--test-memory-bytes";
}

void parseFaultOption(std::string_view option, std::string_view value, FaultInjection& faults) {
    constexpr auto rankMax = static_cast<std::uint64_t>(std::numeric_limits<Rank>::max());
    if (option == "--test-corrupt-rank")
        faults.corruptRank = static_cast<Rank>(number(option, value, 0, rankMax));
    else if (option == "--test-exit-rank")
        faults.exitRank = static_cast<Rank>(number(option, value, 0, rankMax));
    else if (option == "--test-hang-rank")
        faults.hangRank = static_cast<Rank>(number(option, value, 0, rankMax));
    else if (option == "--test-memory-bytes")
        faults.memoryBytes = number(option, value, 1, std::numeric_limits<std::uint64_t>::max());
}

void checkFaultRanks(const FaultInjection& faults, int worldSize) {
    for (Rank r : {faults.corruptRank, faults.exitRank, faults.hangRank})
        if (r != kNoRank && r >= worldSize)
            throw std::invalid_argument("test rank " + std::to_string(r) + " is out of range 0.." +
                                        std::to_string(worldSize - 1));
}

}  // namespace ct::runner
