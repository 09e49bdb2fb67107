#pragma once
// The simple broadcast shapes users compare against. Ranks are relabelled so any root works:
// virtual rank v is real rank (v + root) mod P, except the hypercube on a power of two, which
// uses v XOR root as the textbook does (Grama et al. 2003, Algorithm 4.1).
#include "model/loggp.h"
#include "algorithms/trees/broadcast_tree.h"

namespace ct {

BroadcastTree flatTree(Rank P, Rank root);            // root sends to every rank in turn
BroadcastTree chainTree(Rank P, Rank root);           // each rank forwards to the next
BroadcastTree binaryTree(Rank P, Rank root);          // v sends to 2v+1, then 2v+2
BroadcastTree knomialTree(Rank P, Rank root, int k);  // radix k, farthest subtree first
BroadcastTree hypercubeTree(Rank P, Rank root);       // highest dimension first

// Completion times (when the last rank holds the message) in the costs' unit.
double flatTime(Rank P, const TreeCosts& c);    // (P-2)·step + lat
double chainTime(Rank P, const TreeCosts& c);   // (P-1)·lat
double binaryTime(Rank P, const TreeCosts& c);  // deepest, most right-leaning path
double knomialTime(Rank P, int k, const TreeCosts& c);
double hypercubeTime(Rank P, const TreeCosts& c);  // = knomialTime(P, 2, c)

}  // namespace ct
