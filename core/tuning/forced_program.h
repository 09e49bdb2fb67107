#pragma once
// The program Open MPI runs for a forced coll/tuned algorithm (its catalogue twin, unsegmented as
// Open MPI runs it when no segment size is forced), and whether two forced algorithms send the
// same messages on a communicator size. On 2 ranks, for example, bcast's chain, pipeline, binary
// and binomial trees all send the whole message from rank 0 to rank 1: measuring one of them says
// as much as measuring all, so model-guided tuning measures one representative per such class.
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "program/program.h"

namespace ct::tuning {

// nullopt when the algorithm has no catalogue twin or the twin cannot be built for this size.
std::optional<ct::Program> forcedProgram(int collective, int commSize, std::uint64_t bytes,
                                         int algorithm);

// Every rank's operations equal, field by field, in order (and the same barrier groups).
bool sameProgram(const ct::Program& a, const ct::Program& b);

// Algorithms grouped by identical programs at one (collective, size, bytes): each algorithm that
// has a twin maps to its class's representative, the smallest algorithm number of the class.
// Algorithms without a twin are left out (nothing says they behave like another).
std::map<int, int> identicalProgramClasses(int collective, int commSize, std::uint64_t bytes,
                                           const std::vector<int>& algorithms);

}  // namespace ct::tuning
