// Seed 003: global combine on an n x n mesh (core/meshcombine, docs/mesh-global-combine.md).
#include "catalogue/catalogue.h"
#include "meshcombine/mesh_catalogue.h"
#include "meshcombine/sbt_distribute.h"

namespace ct {

void registerMeshCombineAlgorithms(std::vector<Algorithm>& all) {
    all.push_back(mesh::sbtDistributeAlgorithm());
    for (Algorithm& a : mesh::meshCombineAlgorithms())
        all.push_back(std::move(a));
}

}  // namespace ct
