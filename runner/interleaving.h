#pragma once
// Interleaved rounds (TimingPolicy::rounds): the cases of one message size are run in rounds,
// each round a share of every case's repetitions, in an order rotated by one per round, and each
// case's repetitions of all rounds are summarised together. The machine drifts (identical
// one-message programs differed by up to 36 % within one run, docs/runner.md "Fidelity"); run
// back to back, a case measures the machine of its minute, interleaved every case samples the
// same minutes. MPI-free, so the unit tests check it.
#include <cstddef>
#include <vector>

#include "protocol/run_plan.h"

namespace ct::runner {

// The instances (indices into `instances`) grouped by message size, groups in the order of
// their first instance, plan order kept within a group.
std::vector<std::vector<std::size_t>> groupBySize(
    const std::vector<protocol::CaseInstance>& instances);

// The order in which round `round` (from 0) runs a group of `count` cases: position j runs case
// (j + round) mod count, so over `count` rounds every case runs once in every position.
std::vector<std::size_t> roundOrder(std::size_t count, int round);

// One round's share of a case's policy: the repetitions (minimum, maximum) and seconds divided
// by `rounds` (counts rounded up), the warm-up kept (the cache state after another case is what
// it warms up from), OSU's figure only in the last round.
protocol::TimingPolicy roundPolicy(const protocol::TimingPolicy& policy, int rounds,
                                   bool lastRound);

}  // namespace ct::runner
