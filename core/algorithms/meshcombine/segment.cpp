#include "algorithms/meshcombine/segment.h"

#include <algorithm>

namespace ct::mesh {

Segment partOf(Segment whole, std::uint64_t k, std::uint64_t i) {
    const std::uint64_t base = whole.count / k;
    const std::uint64_t extra = whole.count % k;
    return {whole.first + i * base + std::min(i, extra), base + (i < extra ? 1 : 0)};
}

}  // namespace ct::mesh
