#pragma once
// SBT-D as a catalogue broadcast: the spanning binomial tree over the n x n mesh's row-major
// ranks, highest dimension first. It is the hypercube tree laid on the mesh (a test checks this
// edge by edge), so its program and LogP time are the hypercube's; its link cost is the paper's
// T_SBT-D = α log N + β·m·log N plus δ for the 2(n-1) hops a root-to-leaf path crosses.
#include "algorithms/catalogue/catalogue.h"

namespace ct::mesh {

Algorithm sbtDistributeAlgorithm();

}  // namespace ct::mesh
