#pragma once
// A contiguous part of the combined vector, in elements.
#include <cstdint>

namespace ct::mesh {

struct Segment {
    std::uint64_t first = 0;
    std::uint64_t count = 0;
    bool operator==(const Segment&) const = default;
};

// Part i of `whole` cut into k nearly equal parts: the first whole.count mod k parts are one
// element longer, so any M works (parts may be empty when M < k).
Segment partOf(Segment whole, std::uint64_t k, std::uint64_t i);

}  // namespace ct::mesh
