#pragma once
// The argument checks every program builder makes before it builds: one wording for users, one
// place to change it.
#include <stdexcept>
#include <string>

#include "program/op.h"

namespace ct {

// Throws std::invalid_argument when P < 1, naming the value.
inline void requireProcessors(Rank P) {
    if (P < 1)
        throw std::invalid_argument("the number of processors must be at least 1 (got " +
                                    std::to_string(P) + ")");
}

// Throws std::invalid_argument when root is not a rank of 0..P-1, naming both.
inline void requireRoot(Rank root, Rank P) {
    if (root < 0 || root >= P)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(P - 1));
}

}  // namespace ct
