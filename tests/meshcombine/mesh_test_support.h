#pragma once
// Shared by the mesh-combine suites: the catalogue's mesh global-combine (allreduce) algorithms and
// parameter helpers. (The blocks alone, mesh-sbt-d and mesh-bucket-c/-d, have their own suite.)
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"

namespace ct::mesh::testing {

inline std::vector<const Algorithm*> meshAlgorithms() {
    std::vector<const Algorithm*> out;
    for (const auto& a : catalogue())
        if (a.info.name.rfind("mesh-", 0) == 0 && a.info.problem == Problem::Allreduce)
            out.push_back(&a);
    return out;
}

inline AlgorithmParams meshParams(int n, std::uint64_t elements, const LogGP& model,
                                  int strip = 0) {
    AlgorithmParams p;
    p.procs = Rank(n) * Rank(n);
    p.bytes = 8 * elements;
    p.strip = strip;
    p.model = model;
    return p;
}

// The strip lengths the adaptive algorithm accepts on width n, and 0 (let it choose).
inline std::vector<int> stripsFor(const std::string& algorithm, int n) {
    if (algorithm != "mesh-adaptive") return {0};
    std::vector<int> out{0};
    for (int s = 1; s <= n; ++s)
        if (n % s == 0) out.push_back(s);
    return out;
}

}  // namespace ct::mesh::testing
