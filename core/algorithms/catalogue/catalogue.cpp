#include "algorithms/catalogue/catalogue.h"

#include <stdexcept>

namespace ct {

const char* toString(Topology t) {
    switch (t) {
        case Topology::Full:
            return "fully connected";
        case Topology::LinearArray:
            return "linear array";
        case Topology::Ring:
            return "ring";
        case Topology::Mesh2D:
            return "2-D mesh";
        case Topology::Torus2D:
            return "2-D torus";
        case Topology::Hypercube:
            return "hypercube";
    }
    return "?";
}

namespace {

std::vector<Algorithm> buildCatalogue() {
    std::vector<Algorithm> all;
    registerLogPAlgorithms(all);
    registerTextbookAlgorithms(all);
    registerMeshCombineAlgorithms(all);
    registerMpiLibraryAlgorithms(all);
    return all;
}

}  // namespace

const std::vector<Algorithm>& catalogue() {
    static const std::vector<Algorithm> all = buildCatalogue();
    return all;
}

const Algorithm* findAlgorithm(std::string_view name) {
    for (const auto& a : catalogue())
        if (a.info.name == name) return &a;
    return nullptr;
}

std::string algorithmNames() {
    std::string s;
    for (const auto& a : catalogue())
        s += (s.empty() ? "" : ", ") + a.info.name;
    return s;
}

std::optional<std::string> checkParams(const AlgorithmParams& p) {
    if (p.procs < 1)
        return "the number of processors must be at least 1 (got " + std::to_string(p.procs) + ")";
    if (p.root < 0 || p.root >= p.procs)
        return "root " + std::to_string(p.root) + " is out of range 0.." +
               std::to_string(p.procs - 1);
    if (p.radix < 2) return "the radix must be at least 2 (got " + std::to_string(p.radix) + ")";
    if (auto bad = p.model.problem()) return bad;
    if (!(p.model.messageTime(p.bytes) > 0))
        return "a message must take some time: L + o_s + o_r must be positive";
    return std::nullopt;
}

}  // namespace ct
