#pragma once
// Shou & Chen 1996: the optimal LogP broadcast tree T*(P; L, o, g).
// Node i is the pair (P_i, T_i): its processor and its effective time, the time left for it to
// spread the message. The root has T_0 = T, the optimal time; child k of (P_i, T_i) is
//   ((P_i + 1 + f(T_i) - f(T_i - k·step)) mod P,  T_i - lat - k·step)   (Theorem 3),
// which numbers processors in preorder (Definition 3). For P between f_{T-1} and f_T the tree is
// the preorder prefix of the full tree (Definition 4). Built as Algorithm 1 does, each node from
// its own (P_i, T_i) and subtree size N_i.
#include <cstdint>
#include <vector>

#include "model/loggp.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

struct OptimalTree {
    BroadcastTree tree;
    double time = 0;                         // T: when the last processor holds the message
    std::vector<double> effectiveTime;       // T_i per rank
    std::vector<double> receiveTime;         // T - T_i per rank (0 for the root)
    std::vector<std::uint64_t> subtreeSize;  // N_i per rank
};

// lat: from send start until the receiver holds the message (L + 2o); step: between two sends of
// one processor (g, at least o). Real values are fine; integer cycles reproduce the paper exactly.
// step == 0 degenerates to the flat tree. Throws std::invalid_argument on bad input.
OptimalTree optimalBroadcastTree(Rank P, Rank root, const TreeCosts& costs);

// The optimal time alone, without building the tree.
double optimalBroadcastTime(Rank P, const TreeCosts& costs);

// Theorem 4: min{g, L+2o}·log2 P <= T < max{g, L+2o}·log2(4P).
struct TheoremFourBounds {
    double lower, upper;
};
TheoremFourBounds theoremFourBounds(Rank P, const TreeCosts& costs);

}  // namespace ct
