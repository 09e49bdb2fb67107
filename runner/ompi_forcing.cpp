#include "ompi_forcing.h"

#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace ct::runner {

namespace {

// MPI_T is initialised once, on first use, and stays so until the process ends (finalising it
// while MPI runs would gain nothing).
void initialiseTools() {
    static const bool ok = [] {
        int provided = 0;
        return MPI_T_init_thread(MPI_THREAD_SINGLE, &provided) == MPI_SUCCESS;
    }();
    if (!ok) throw std::runtime_error("MPI_T_init_thread failed: cannot force an algorithm");
}

int controlVariableIndex(const std::string& name) {
    int count = 0;
    MPI_T_cvar_get_num(&count);
    for (int i = 0; i < count; ++i) {
        std::vector<char> text(512), description(1024);
        int length = int(text.size()), descriptionLength = int(description.size());
        int verbosity = 0, binding = 0, scope = 0;
        MPI_Datatype type;
        MPI_T_enum values;
        if (MPI_T_cvar_get_info(i, text.data(), &length, &verbosity, &type, &values,
                                description.data(), &descriptionLength, &binding,
                                &scope) != MPI_SUCCESS)
            continue;
        if (name == text.data()) return i;
    }
    throw std::runtime_error("MPI_T offers no control variable " + name +
                             " (is coll/tuned loaded?): cannot force an algorithm");
}

// Reads the integer control variable and writes `value`; returns what it held.
int exchangeControlVariable(const std::string& name, int value) {
    initialiseTools();
    MPI_T_cvar_handle handle;
    int count = 0;
    if (MPI_T_cvar_handle_alloc(controlVariableIndex(name), nullptr, &handle, &count) !=
        MPI_SUCCESS)
        throw std::runtime_error("MPI_T cannot open " + name);
    int previous = 0;
    const bool read = MPI_T_cvar_read(handle, &previous) == MPI_SUCCESS;
    const bool written = read && MPI_T_cvar_write(handle, &value) == MPI_SUCCESS;
    MPI_T_cvar_handle_free(&handle);
    if (!written)
        throw std::runtime_error("MPI_T refused to " + std::string(read ? "write " : "read ") +
                                 name);
    return previous;
}

}  // namespace

bool ompiDynamicRules() {
    const char* dynamic = std::getenv("OMPI_MCA_coll_tuned_use_dynamic_rules");
    return dynamic && std::strcmp(dynamic, "1") == 0;
}

Communicator forcedAlgorithmCommunicator(Problem kind, int algorithm, MPI_Comm world) {
    const char* collective = ompiName(kind);
    if (!collective)
        throw std::runtime_error(std::string(mpiName(kind)) + " has no coll/tuned algorithm");
    const std::string name = "coll_tuned_" + std::string(collective) + "_algorithm";
    const int previous = exchangeControlVariable(name, algorithm);
    Communicator forced = Communicator::duplicate(world);  // coll/tuned reads the variable here
    exchangeControlVariable(name, previous);
    return forced;
}

}  // namespace ct::runner
