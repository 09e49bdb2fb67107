#include "analysis/simulation_size.h"

#include <cmath>

namespace ct {

namespace {

double messagesAt(protocol::CaseSpec spec, Rank procs, const CaseMachine& machine) {
    spec.procs = procs;
    spec.root = 0;  // any root of the smaller program: the count does not depend on it
    spec.meshRows = 0;
    spec.strip = 0;
    return double(buildCaseProgram(spec, machine).messageCount());
}

}  // namespace

SimulationSize estimateSimulationSize(const protocol::CaseSpec& spec, const CaseMachine& machine) {
    constexpr Rank kSmall = 256, kLarge = 1024;  // squares and powers of 2 and 4: every topology
    SimulationSize size;
    size.ranks = spec.procs;
    if (spec.procs <= kLarge) {
        size.messages = double(buildCaseProgram(spec, machine).messageCount());
    } else {
        const double small = messagesAt(spec, kSmall, machine);
        const double large = messagesAt(spec, kLarge, machine);
        const double growth = small >= 1 && large >= 1
                                  ? std::log(large / small) / std::log(double(kLarge) / kSmall)
                                  : 1;
        size.messages = large * std::pow(double(spec.procs) / kLarge, growth);
    }
    size.bytes =
        size.messages * kSimulatedBytesPerMessage + double(size.ranks) * kSimulatedBytesPerRank;
    return size;
}

}  // namespace ct
