#pragma once
// Shou & Chen 1996, section 3: optimal summation of N operands on P processors.
// Adding a received partial sum costs one combine time (1 cycle in the paper), so the summation
// tree S*(P; L, o, g) is the broadcast tree T*(P; L + 1, o, g) used in reverse. Node i owns
//   A_i = T_i - K_i·(o + 1) + 1 operands (Lemma 1, K_i its children)
// which it adds while its children's sums arrive; T*'s capacity is N_S = Σ A_i (Theorem 5) and
// the rest is shared evenly: B_i = ⌊(N - N_S)/P⌋, N_i = A_i + B_i (Algorithm 2), one extra
// operand to the first (N - N_S) mod P ranks. Time: T + ⌈(N - N_S)/P⌉ (Theorem 6).
#include <cstdint>
#include <vector>

#include "algorithms/logp/optimal_broadcast.h"
#include "program/program.h"
#include "model/loggp.h"

namespace ct {

struct SummationPlan {
    Rank procs = 0;      // P asked for
    Rank procsUsed = 0;  // fewer when N is below T*(P)'s capacity (see optimalSummation)
    Rank root = 0;
    std::uint64_t operands = 0;
    OptimalTree tree;            // S* over the used ranks (unused ranks are leaves with no parent)
    double treeTime = 0;         // T: the tree's time with A_i operands
    double time = 0;             // T + ⌈(N - N_S)/P'⌉·γ
    std::uint64_t capacity = 0;  // N_S
    std::vector<std::uint64_t> own;         // A_i per rank
    std::vector<std::uint64_t> share;       // B_i per rank (B or B + 1)
    std::vector<std::uint64_t> operandsOf;  // N_i = A_i + B_i
    std::vector<bool> used;
    bool receivesOverlap = false;  // g < o_r + γ: the paper's schedule cannot be met exactly
};

// Parameters: L, o_s, o_r, g and combinePerElement (γ, the time of one addition; the paper's 1).
// When N is smaller than T*(P)'s capacity, the plan uses the largest prefix P' (in preorder) of
// the tree whose capacity N fits, leaving the other ranks idle. Throws std::invalid_argument.
SummationPlan optimalSummation(Rank P, Rank root, const LogGP& params, std::uint64_t operands);

// Each rank adds its operands in chunks that fill the gaps between its children's arrivals
// (Algorithm 2's loop), receives each child's sum and adds it, then sends to its parent.
// Buffer: [operands | one slot per child], 8-byte integers.
Program summationProgram(const SummationPlan& plan, const LogGP& params);

// ComputeParent from Shou & Chen 1996: a node's parent found by walking down from the root using
// only f, as each processor does in Algorithm 2. Returns kNoRank for the root.
Rank computeParent(Rank self, Rank P, Rank root, const TreeCosts& costs);

}  // namespace ct
