#include "ompi_forcing.h"

#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "control_variables.h"

namespace ct::runner {

bool ompiDynamicRules() {
    const char* dynamic = std::getenv("OMPI_MCA_coll_tuned_use_dynamic_rules");
    return dynamic && std::strcmp(dynamic, "1") == 0;
}

Communicator forcedAlgorithmCommunicator(Problem kind, int algorithm, MPI_Comm world) {
    const char* collective = ompiName(kind);
    if (!collective)
        throw std::runtime_error(std::string(mpiName(kind)) + " has no coll/tuned algorithm");
    const std::string name = "coll_tuned_" + std::string(collective) + "_algorithm";
    const ControlVariable variable =
        findControlVariable(name, "is coll/tuned loaded? Cannot force an algorithm");
    const int previous = exchangeControlVariable(variable, name, algorithm);
    Communicator forced = Communicator::duplicate(world);  // coll/tuned reads the variable here
    exchangeControlVariable(variable, name, previous);
    return forced;
}

}  // namespace ct::runner
