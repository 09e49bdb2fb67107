#include "mpich_forcing.h"

#include <cctype>
#include <cstdlib>
#include <map>
#include <stdexcept>

#include "mpich_cvar_values.h"

namespace ct::runner {

std::string mpichAlgorithmVariable(Problem kind) {
    const char* collective = ompiName(kind);
    if (!collective) return {};
    std::string upper = collective;
    for (char& c : upper)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return "MPIR_CVAR_" + upper + "_INTRA_ALGORITHM";
}

namespace {

// The environment's value, as MPICH read it at MPI_Init, is checked once per variable and before
// any write: afterwards the variable holds what the runner wrote.
void checkOrderAgainstEnvironment(const MpichForcing& f) {
    static std::map<std::string, std::string> checked;  // variable → error ("" when fine)
    const auto [it, first] = checked.try_emplace(f.name);
    if (first) {
        const char* set = std::getenv(f.name.c_str());
        if (set && *set) {
            const auto index = mpichCvarValueIndex(f.variable.description, set);
            const int read = readControlVariable(f.variable, f.name);
            if (index && *index != read)
                it->second = f.name + "=" + set + " was read by MPICH as " + std::to_string(read) +
                             ", but its description lists '" + set + "' as value " +
                             std::to_string(*index) +
                             ": this MPICH numbers the values differently, so they cannot be "
                             "forced through MPI_T (launch one algorithm per run instead)";
        }
    }
    if (!it->second.empty()) throw std::runtime_error(it->second);
}

}  // namespace

MpichForcing mpichForcing(Problem kind, const std::string& value) {
    MpichForcing f;
    f.name = mpichAlgorithmVariable(kind);
    if (f.name.empty())
        throw std::runtime_error(std::string(mpiName(kind)) + " has no MPICH algorithm variable");
    f.variable =
        findControlVariable(f.name,
                            "forcing MPICH's algorithm needs the runner built against MPICH "
                            "(calltree-runner-mpich)");
    const auto index = mpichCvarValueIndex(f.variable.description, value);
    if (!index)
        throw std::runtime_error("'" + value + "' is not one value of " + f.name +
                                 " (MPI_T describes it as \"" +
                                 mpichCvarDescriptionText(f.variable.description) + "\")");
    f.value = *index;
    checkOrderAgainstEnvironment(f);
    return f;
}

MpichAlgorithmScope::MpichAlgorithmScope(const std::optional<MpichForcing>& forcing) {
    if (!forcing) return;
    m_previous = exchangeControlVariable(forcing->variable, forcing->name, forcing->value);
    m_forcing = &*forcing;
}

MpichAlgorithmScope::~MpichAlgorithmScope() {
    if (!m_forcing) return;
    try {
        exchangeControlVariable(m_forcing->variable, m_forcing->name, m_previous);
    } catch (const std::exception&) {
        // It was written a moment ago; a later case writes its own value anyway.
    }
}

}  // namespace ct::runner
