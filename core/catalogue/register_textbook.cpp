// Seed 002: the textbook's one-to-all and all-to-all collectives on ring, mesh and hypercube
// (core/textbook/).
#include "catalogue/catalogue.h"
#include "textbook/textbook_catalogue.h"

namespace ct {

void registerTextbookAlgorithms(std::vector<Algorithm>& all) {
    registerTextbookOneToAll(all);
    registerTextbookAllToAll(all);
}

}  // namespace ct
