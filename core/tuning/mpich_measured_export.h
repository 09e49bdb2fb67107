#pragma once
// MPICH's selection file from a table decided on a sweep under MPICH (MeasuredDecision::mpich):
// its algorithm numbers are MPICH's own (mpich_algorithms.h), measured under MPICH, so every leaf
// is an algorithm that ran. Where the decision kept MPICH's default (algorithm 0) the file names
// what MPICH 4.0.2's built-in selection runs there (mpichBuiltinPick, for the entry's measured
// communicator size), split where that pick changes with the message size, so no table is
// refused: the file replaces MPICH's whole built-in tree for the collective, and a leaf must
// name an algorithm.
#include <string>

#include "tuning/decision_table.h"

namespace ct::tuning {

// The same tree shape as writeMpichJson (mpich_rules.h): collective=… → comm_type=intra →
// comm_size<=N … comm_size=any → avg_msg_size<=N … avg_msg_size=any → algorithm=…, and
// comm_type=inter with MPICH's inter-communicator algorithm. Neighbouring sizes with the same
// algorithm are merged. Throws std::invalid_argument for a collective other than bcast, reduce,
// allreduce, a number mpich_algorithms.h does not know, or sizes out of order.
std::string writeMpichJsonMeasured(const DecisionTable& table);

}  // namespace ct::tuning
