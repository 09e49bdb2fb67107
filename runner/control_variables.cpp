#include "control_variables.h"

#include <stdexcept>
#include <vector>

#include <mpi.h>

namespace ct::runner {

namespace {

// Finalising MPI_T while MPI runs would gain nothing; re-initialising it crashes MPICH 4.0.2.
void initialiseTools() {
    static const bool ok = [] {
        int provided = 0;
        return MPI_T_init_thread(MPI_THREAD_SINGLE, &provided) == MPI_SUCCESS;
    }();
    if (!ok) throw std::runtime_error("MPI_T_init_thread failed: cannot force an algorithm");
}

MPI_T_cvar_handle openHandle(const ControlVariable& variable, const std::string& name) {
    MPI_T_cvar_handle handle;
    int count = 0;
    if (MPI_T_cvar_handle_alloc(variable.index, nullptr, &handle, &count) != MPI_SUCCESS)
        throw std::runtime_error("MPI_T cannot open " + name);
    return handle;
}

}  // namespace

ControlVariable findControlVariable(const std::string& name, const std::string& why) {
    initialiseTools();
    int count = 0;
    MPI_T_cvar_get_num(&count);
    for (int i = 0; i < count; ++i) {
        std::vector<char> text(512), description(8192);
        int length = int(text.size()), descriptionLength = int(description.size());
        int verbosity = 0, binding = 0, scope = 0;
        MPI_Datatype type;
        MPI_T_enum values;
        if (MPI_T_cvar_get_info(i, text.data(), &length, &verbosity, &type, &values,
                                description.data(), &descriptionLength, &binding,
                                &scope) != MPI_SUCCESS)
            continue;
        if (name == text.data()) return {i, description.data()};
    }
    throw std::runtime_error("MPI_T offers no control variable " + name + ": " + why);
}

int exchangeControlVariable(const ControlVariable& variable, const std::string& name, int value) {
    MPI_T_cvar_handle handle = openHandle(variable, name);
    int previous = 0;
    const bool read = MPI_T_cvar_read(handle, &previous) == MPI_SUCCESS;
    const bool written = read && MPI_T_cvar_write(handle, &value) == MPI_SUCCESS;
    MPI_T_cvar_handle_free(&handle);
    if (!written)
        throw std::runtime_error("MPI_T refused to " + std::string(read ? "write " : "read ") +
                                 name);
    return previous;
}

int readControlVariable(const ControlVariable& variable, const std::string& name) {
    MPI_T_cvar_handle handle = openHandle(variable, name);
    int value = 0;
    const bool read = MPI_T_cvar_read(handle, &value) == MPI_SUCCESS;
    MPI_T_cvar_handle_free(&handle);
    if (!read) throw std::runtime_error("MPI_T refused to read " + name);
    return value;
}

}  // namespace ct::runner
