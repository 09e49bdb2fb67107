#pragma once
// The data of the segment-minimum contract (collective.h): P·k words in logical rank order
// (logical rank i = (r − root) mod P holds global positions i·k … i·k + k − 1), cut into segments
// whose lengths repeat k + 2, 1, 2, 2k + 3, 3. So for any k and P ≥ 2 the first segment crosses
// the boundary of logical ranks 0 and 1 (with two words on rank 1 when k ≥ 2); a segment of
// 2k + 3 words always covers a whole rank and spans three ranks or more (it starts at k + 5;
// P ≥ 4 with k ≥ 6, or P ≥ 9 with k = 1, hold it whole); for k ≥ 5 rank 1 also holds several
// short segments. The two long segments of each
// period start with key 0, their minimum, so every rank holding a later part of them depends on
// the ranks before it; all other keys are a hash of the position (1 …), so the minimum of the
// short segments may lie on any of their ranks.
#include <cstdint>
#include <vector>

#include "program/op.h"

namespace ct {

struct SegmentLayout {
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t perRank = 1;  // k, words per rank

    // The global position of rank r's word e.
    std::uint64_t position(Rank r, std::uint64_t e) const;
    // The first position of the segment that holds `position`.
    std::uint64_t segmentStart(std::uint64_t position) const;
    // The starting word at a position: segment id above, key below (op.h, segmentOf).
    std::uint64_t word(std::uint64_t position) const;
    // What rank r's k words must end as: each the least word of its segment from the segment's
    // start up to and including it (a segmented inclusive prefix minimum in global order).
    std::vector<std::uint64_t> prefixMinima(Rank r) const;
};

}  // namespace ct
