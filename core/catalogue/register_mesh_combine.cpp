// Seed 003: global combine on an n x n mesh (core/meshcombine, docs/mesh-global-combine.md).
#include "catalogue/catalogue.h"
#include "meshcombine/mesh_catalogue.h"

namespace ct {

void registerMeshCombineAlgorithms(std::vector<Algorithm>& all) {
    for (Algorithm& a : mesh::meshCombineAlgorithms())
        all.push_back(std::move(a));
}

}  // namespace ct
