#pragma once
// Grama et al.'s (2003) algorithms for the catalogue (algorithms/catalogue/register_textbook.cpp
// calls these), and the network each one's linkFormula assumes.
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "sim/network.h"

namespace ct {

void registerTextbookOneToAll(std::vector<Algorithm>& all);  // §4.1: broadcast and reduction
void registerTextbookAllToAll(std::vector<Algorithm>& all);  // §4.2: allgather and reduce-scatter

// Network::of(info.topology, procs, meshRows), except for the balanced-binary-tree algorithms
// (§4.1.4): the catalogue's Topology has no tree, so their info.topology reads Full and this
// returns Network::binaryTree.
Network linkNetwork(const AlgorithmInfo& info, const AlgorithmParams& p);

}  // namespace ct
