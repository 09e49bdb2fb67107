// Grama et al. 2003: the textbook's one-to-all and all-to-all collectives on ring, mesh and
// hypercube (core/algorithms/textbook/).
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/textbook/textbook_catalogue.h"

namespace ct {

void registerTextbookAlgorithms(std::vector<Algorithm>& all) {
    registerTextbookOneToAll(all);
    registerTextbookAllToAll(all);
}

}  // namespace ct
