#pragma once
// MPI_T control variables by name: what forcing a library's collective algorithm inside one
// launch needs, for Open MPI (ompi_forcing.h) and MPICH (mpich_forcing.h) alike. MPI_T is
// initialised on first use and stays so until the process ends.
#include <string>

namespace ct::runner {

struct ControlVariable {
    int index = -1;
    std::string description;  // as MPI_T gives it (MPICH's loses its line breaks)
};

// The integer control variable `name`; throws std::runtime_error naming `name` when MPI_T does
// not offer it (`why` ends the message: what could then not be done).
ControlVariable findControlVariable(const std::string& name, const std::string& why);
// Reads the integer variable and writes `value`; returns what it held. Throws
// std::runtime_error when MPI_T cannot open, read or write it.
int exchangeControlVariable(const ControlVariable& variable, const std::string& name, int value);
// Reads it; throws std::runtime_error when MPI_T cannot.
int readControlVariable(const ControlVariable& variable, const std::string& name);

}  // namespace ct::runner
