// Seed 003: global combine on an n x n mesh.
#include "catalogue/catalogue.h"

namespace ct {

void registerMeshCombineAlgorithms(std::vector<Algorithm>& all) { (void)all; }

}  // namespace ct
