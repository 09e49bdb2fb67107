#pragma once
// MPICH's collective selection (MPICH 3.4+, src/mpi/coll/src/csel.c): a JSON tree whose keys are
// conditions ("collective=bcast", "comm_type=intra", "comm_size<=8", "avg_msg_size<=1024",
// "…=any"), tried in order at each level, with leaves {"algorithm=MPIR_Bcast_intra_binomial":{}}.
// MPICH reads it from MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE and uses it where the
// collective's algorithm CVAR (MPIR_CVAR_BCAST_INTRA_ALGORITHM …) is "auto".
//
// Writing an Open MPI decision table for MPICH maps each Open MPI algorithm to the MPICH
// algorithm that is the same algorithm, and refuses the rest (mpichAlgorithms() is the table,
// docs/tuning.md explains each pair).
#include <optional>
#include <string>
#include <vector>

#include "tuning/decision_table.h"
#include "tuning/finding.h"

namespace ct::tuning {

struct MpichEquivalent {
    int collective;     // Open MPI id
    int ompiAlgorithm;  // Open MPI number
    const char* mpich;  // MPICH algorithm name
};

// Every Open MPI algorithm with an MPICH twin (bcast, reduce, allreduce).
const std::vector<MpichEquivalent>& mpichAlgorithms();
std::optional<std::string> mpichAlgorithmFor(int collective, int ompiAlgorithm);

// The selection tree for the table's collectives: comm_type=intra, then comm_size<=N levels, then
// avg_msg_size<=N (MPICH's datatype size × count, Open MPI's message size for bcast, reduce and
// allreduce); comm_type=inter (MPICH before 4.2 aborts on comm_type=any) gets MPICH's one inter
// algorithm. Throws std::invalid_argument listing every rule that cannot be expressed (an algorithm
// without an MPICH twin, algorithm 0, another collective).
std::string writeMpichJson(const DecisionTable& table);

// The environment that makes MPICH use `fileName` for the table's collectives.
std::string mpichEnvironment(const DecisionTable& table, const std::string& fileName);

// One leaf of a checked MPICH tree: the conditions on its path and its algorithm.
struct MpichLeaf {
    std::vector<std::string> path;  // keys from the root, the algorithm key excluded
    std::string algorithm;          // "MPIR_Bcast_intra_binomial" (or a composition=… key)
    int line = 0;
};

struct MpichCheck {
    bool parsed = false;  // false: not JSON (syntax error; the one finding says where)
    std::vector<MpichLeaf> leaves;
    Findings findings;  // empty exactly when the file is read as written
};

// Checks syntax (every value an object), condition keys as csel.c knows them (numbers where a
// number is due), algorithm names per collective, "algorithm=" alone in its object, and a
// "…=any" fallback below each collective. `mpichVersion` ("4.0.2", as `mpichversion` prints
// it; empty: the current MPICH) narrows what is known: before 4.2 csel.c knows only five
// "…=any" keys (avg_msg_size, comm_hierarchy, comm_size, count, total_msg_size; MPICH 4.0.2
// aborts on "comm_type=any" with "unknown key", tried here), and 4.0.x knows fewer algorithms
// (csel_container.c at v4.0.2: no tree, pipelined_tree, ring, recexch … names).
MpichCheck checkMpichJson(const std::string& text, const std::string& mpichVersion = "");
// The version `mpichversion` prints ("MPICH Version:   4.0.2" gives "4.0.2"); empty when the
// output has none.
std::string mpichVersionFrom(const std::string& mpichversionOutput);

}  // namespace ct::tuning
