#include "algorithms/mpilib/ompi_common.h"

#include <stdexcept>
#include <string>

#include "program/rank_checks.h"

namespace ct::mpilib {

void requireValid(const AlgorithmParams& p, bool reduction, bool usesRadix) {
    requireProcessors(p.procs);
    requireRoot(p.root, p.procs);
    if (usesRadix && p.radix < 2)
        throw std::invalid_argument("the radix must be at least 2 (got " + std::to_string(p.radix) +
                                    ")");
    if (reduction && p.bytes % kElementBytes != 0)
        throw std::invalid_argument(
            "reductions add 8-byte integers: the message size must be a "
            "multiple of 8 bytes (got " +
            std::to_string(p.bytes) + ")");
}

void requireValidModel(const AlgorithmParams& p, bool reduction, bool usesRadix) {
    requireValid(p, reduction, usesRadix);
    if (auto bad = p.model.problem()) throw std::invalid_argument(*bad);
}

std::uint64_t segmentBytesOf(const AlgorithmParams& p) {
    return p.segmentBytes ? p.segmentBytes : kDefaultSegmentBytes;
}

std::uint64_t ompiSegmentCount(std::uint64_t segBytes, std::uint64_t typeBytes,
                               std::uint64_t count) {
    if (segBytes >= typeBytes && segBytes < typeBytes * count) {
        std::uint64_t seg = segBytes / typeBytes;
        if (segBytes - seg * typeBytes > (typeBytes >> 1)) ++seg;
        return seg;
    }
    return count;
}

Segments bcastSegments(std::uint64_t bytes, std::uint64_t segBytes) {
    return {bytes, std::max<std::uint64_t>(1, ompiSegmentCount(segBytes, 1, bytes))};
}

Segments reduceSegments(std::uint64_t bytes, std::uint64_t segBytes) {
    const std::uint64_t count = bytes / kElementBytes;
    const std::uint64_t seg =
        std::max<std::uint64_t>(1, ompiSegmentCount(segBytes, kElementBytes, count));
    return {bytes, seg * kElementBytes};
}

double finishTime(const Clocks& clocks) {
    double t = 0;
    for (const RankClock& c : clocks)
        t = std::max(t, c.cpu);
    return t;
}

}  // namespace ct::mpilib
