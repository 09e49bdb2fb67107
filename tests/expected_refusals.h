#pragma once
// Every refusal the catalogue makes on the number of processors, by rule and with its message,
// for the suites that build every algorithm's program on many P. An algorithm that refuses where
// this says it must run, or runs where this says it refuses, fails those suites instead of being
// skipped; a new restriction has to be added here, with its reason.
#include <optional>
#include <string>

#include "algorithms/catalogue/catalogue.h"

namespace ct::test {

inline bool isPowerOfTwoCount(Rank n) {
    return n >= 1 && (n & (n - 1)) == 0;
}

// The width n of an n x n mesh of P ranks, or 0 when P is not a square.
inline Rank squareWidth(Rank P) {
    Rank n = 1;
    while ((n + 1) * (n + 1) <= P)
        ++n;
    return n * n == P ? n : 0;
}

// The text the refusal of `algorithm` on P ranks must contain, or nothing if it must run there.
inline std::optional<std::string> expectedRefusal(const std::string& algorithm, Rank P) {
    const std::string count = std::to_string(P);
    // Grama et al.'s hypercube algorithms: partners r XOR 2^i exist only for P = 2^d.
    if (algorithm == "textbook-allgather-hypercube" ||
        algorithm == "textbook-reduce-scatter-hypercube") {
        if (isPowerOfTwoCount(P)) return std::nullopt;
        return algorithm + " needs P to be a power of two (got " + count + ")";
    }
    // The global combine algorithms on a mesh run on an n x n mesh with n = 2^k (their
    // spanning binomial trees halve the mesh in each dimension).
    if (algorithm.starts_with("mesh-")) {
        const Rank n = squareWidth(P);
        if (n != 0 && isPowerOfTwoCount(n)) return std::nullopt;
        if (algorithm == "mesh-sbt-d")
            return "mesh-sbt-d: needs an n x n mesh with n a power of two (got P = " + count + ")";
        if (n == 0)
            return algorithm + ": runs on an n x n mesh, and P = " + count + " is not a square";
        return algorithm +
               ": needs the mesh width n to be a power of two (got n = " + std::to_string(n) +
               ", P = " + count + ")";
    }
    return std::nullopt;
}

}  // namespace ct::test
