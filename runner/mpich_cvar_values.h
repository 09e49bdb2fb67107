#pragma once
// The values of one of MPICH's algorithm control variables (MPIR_CVAR_BCAST_INTRA_ALGORITHM …)
// in the order MPICH numbers them. MPICH gives these variables no MPI_T enum, so an MPI_T write
// needs the integer of "binomial" from elsewhere: MPICH stores the value at the position its
// description lists it (0 "auto", 1 "binomial", … — read back with each value set in the
// environment, MPICH 4.0.2, docs/tuning.md), one "NAME<blanks>- text" entry per value. Through
// MPI_T the description's line breaks are lost, so a value's name may be glued to the previous
// entry's text ("Force Binomial Treenb    - Force nonblocking algorithm").
#include <optional>
#include <string>

namespace ct::runner {

// The position of `value` among the entries of `description` (0-based): each entry ends its name
// with blanks and "- "; the name is the lower-case run ([a-z0-9_]) before them, or glued to text
// before it (then not after a '_', so that "tree" is not found in "pipelined_tree"). nullopt when
// no entry or more than one names `value`.
std::optional<int> mpichCvarValueIndex(const std::string& description, const std::string& value);

// The description for a message: blanks collapsed, at most `limit` characters.
std::string mpichCvarDescriptionText(const std::string& description, std::size_t limit = 400);

}  // namespace ct::runner
