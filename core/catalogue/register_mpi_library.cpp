// The algorithms MPI libraries ship, named as Open MPI names them.
#include "catalogue/catalogue.h"

namespace ct {

void registerMpiLibraryAlgorithms(std::vector<Algorithm>& all) { (void)all; }

}  // namespace ct
