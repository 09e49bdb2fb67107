#pragma once
// The program Open MPI runs for a forced coll/tuned algorithm (its catalogue twin, unsegmented as
// Open MPI runs it when no segment size is forced), and whether two forced algorithms send the
// same messages on a communicator size. On 2 ranks, for example, bcast's chain, pipeline, binary
// and binomial trees all send the whole message from rank 0 to rank 1: measuring one of them says
// as much as measuring all, so model-guided tuning measures one representative per such class.
// Only algorithms that Open MPI runs through the same function are merged: the same messages
// sent by another function (basic linear's own loop rather than the generic tree code) measured
// 6-15 % faster than the generic members in one launch and 5-43 % slower in another.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "program/program.h"

namespace ct::tuning {

// nullopt when the algorithm has no catalogue twin or the twin cannot be built for this size.
std::optional<ct::Program> forcedProgram(int collective, int commSize, std::uint64_t bytes,
                                         int algorithm);

// Every rank's operations equal, field by field, in order (and the same barrier groups).
bool sameProgram(const ct::Program& a, const ct::Program& b);

// The Open MPI 4.1 function that carries out a forced algorithm when no segment size is forced
// (coll/base's sources): bcast's chain, pipeline, binary, binomial and knomial trees all run
// ompi_coll_base_bcast_intra_generic; reduce's chain, pipeline, binary, binomial and in-order
// binary trees ompi_coll_base_reduce_generic; allreduce's segmented ring, unsegmented, the ring.
// "" for algorithms this table does not cover (each then counts as its own function).
std::string ompiImplementation(int collective, int algorithm);

// Whether two different Open MPI algorithms run the same code here: the same program
// (sameProgram) through the same function (ompiImplementation, both known). A measured difference
// between them is then a difference between two measurements of one thing.
bool sameOmpiCode(int collective, int commSize, std::uint64_t bytes, int a, int b);

// Algorithms grouped by identical code at one (collective, size, bytes): the same program run
// through the same Open MPI function (sameOmpiCode's grouping). Each algorithm that has a twin
// maps to its class's representative, the smallest algorithm number of the class. Algorithms
// without a twin are left out (nothing says they behave like another); algorithms outside
// ompiImplementation's table are each their own class.
std::map<int, int> identicalProgramClasses(int collective, int commSize, std::uint64_t bytes,
                                           const std::vector<int>& algorithms);

}  // namespace ct::tuning
