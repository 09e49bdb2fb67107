// The mesh-combine paper: global combine on an n x n mesh (core/algorithms/meshcombine,
// docs/mesh-global-combine.md).
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/meshcombine/mesh_catalogue.h"
#include "algorithms/meshcombine/sbt_distribute.h"

namespace ct {

void registerMeshCombineAlgorithms(std::vector<Algorithm>& all) {
    all.push_back(mesh::sbtDistributeAlgorithm());
    for (Algorithm& a : mesh::meshCombineAlgorithms())
        all.push_back(std::move(a));
}

}  // namespace ct
