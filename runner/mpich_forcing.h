#pragma once
// Forcing MPICH's collective algorithm per case, inside one launch. MPICH reads
// MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM on every call of the collective, and the variable is
// writable through MPI_T after MPI_Init: written, the next MPI_Bcast runs that algorithm
// (measured with MPICH 4.0.2, bench/mpich_cvar_switch.c). So the algorithms of a sweep can be
// interleaved in one launch under MPICH too, as under Open MPI (ompi_forcing.h). The value's
// integer comes from the variable's description (mpich_cvar_values.h), checked against what
// MPICH itself read from the environment when the launch sets the variable.
#include <optional>
#include <string>

#include "control_variables.h"
#include "program/problem.h"

namespace ct::runner {

// "MPIR_CVAR_BCAST_INTRA_ALGORITHM" for Problem::Broadcast; "" for a collective without one.
std::string mpichAlgorithmVariable(Problem kind);

// What writing `value` ("binomial", "auto") to `kind`'s variable needs: the variable and the
// integer. Throws std::runtime_error with what is wrong: not MPICH (no such variable), a value
// the description does not list (naming those it does), or a description whose order disagrees
// with what MPICH read from the environment.
struct MpichForcing {
    std::string name;
    ControlVariable variable;
    int value = 0;
};
MpichForcing mpichForcing(Problem kind, const std::string& value);

// Writes the forcing's value for as long as it lives, then the value before.
class MpichAlgorithmScope {
public:
    explicit MpichAlgorithmScope(const std::optional<MpichForcing>& forcing);
    ~MpichAlgorithmScope();
    MpichAlgorithmScope(const MpichAlgorithmScope&) = delete;
    MpichAlgorithmScope& operator=(const MpichAlgorithmScope&) = delete;

private:
    const MpichForcing* m_forcing = nullptr;
    int m_previous = 0;
};

}  // namespace ct::runner
