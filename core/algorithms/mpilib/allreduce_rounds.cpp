#include "algorithms/mpilib/allreduce_rounds.h"

#include <algorithm>
#include <bit>

namespace ct::mpilib {

RecursiveDoublingPlan recursiveDoublingPlan(Rank P, std::uint64_t m) {
    RecursiveDoublingPlan plan;
    const Rank pof2 = Rank(1) << (std::bit_width(static_cast<std::uint32_t>(P)) - 1);
    const Rank extra = P - pof2;
    // Where each rank's running result (tmpsend) and incoming vector (tmprecv) live: in place,
    // Open MPI's running result starts as a copy of the vector in a buffer of its own, [m, 2m),
    // and the vector's own place takes what comes in.
    std::vector<std::uint64_t> mine(static_cast<std::size_t>(P), m),
        incoming(static_cast<std::size_t>(P), 0);
    Round fold;
    for (Rank even = 0; even < 2 * extra; even += 2)
        fold.push_back(
            combining(even, even + 1, m, mine[even], incoming[even + 1], mine[even + 1]));
    if (!fold.empty()) plan.rounds.push_back(std::move(fold));

    auto real = [&](Rank v) { return v < extra ? 2 * v + 1 : v + extra; };
    for (Rank distance = 1; distance < pof2; distance *= 2) {
        Round round;
        for (Rank v = 0; v < pof2; ++v) {
            const Rank from = real(v);
            const Rank to = real(v ^ distance);
            // The receiver `to` combines: into its incoming buffer when it is the lower rank.
            Transfer t{from, to, m, mine[from], incoming[to], std::nullopt};
            t.combine = to < from ? Transfer::Combine{mine[to], incoming[to]}
                                  : Transfer::Combine{incoming[to], mine[to]};
            round.push_back(t);
        }
        plan.rounds.push_back(std::move(round));
        for (Rank v = 0; v < pof2; ++v) {
            const Rank r = real(v);
            if (r < real(v ^ distance)) std::swap(mine[r], incoming[r]);
        }
    }

    Round results;
    for (Rank even = 0; even < 2 * extra; even += 2) {
        results.push_back({even + 1, even, m, mine[even + 1], 0, std::nullopt});
        mine[even] = 0;
    }
    if (!results.empty()) plan.rounds.push_back(std::move(results));
    plan.copyHome.resize(static_cast<std::size_t>(P));
    for (Rank r = 0; r < P; ++r)
        plan.copyHome[r] = mine[r] != 0;
    return plan;
}

namespace {

// Reduce-scatter rounds over one slice per block: in round j rank r passes slice (r - j + 1)
// to r + 1, which combines it. The slices arrive in two scratch parts of `stride` bytes from
// `scratch` on, taken in turn (Open MPI's inbuf[0] and inbuf[1]), so the next slice can be
// received while the last one is combined.
void ringReduceScatter(Rank P, std::uint64_t scratch, std::uint64_t stride,
                       const std::vector<std::uint64_t>& offset,
                       const std::vector<std::uint64_t>& count, std::vector<Round>& rounds) {
    for (Rank j = 1; j < P; ++j) {
        Round round;
        const std::uint64_t part = scratch + (rounds.size() % 2) * stride;
        for (Rank r = 0; r < P; ++r) {
            const Rank block = (r - j + 1 + P) % P;
            const std::uint64_t at = offset[block] * kElementBytes;
            round.push_back(combining(r, (r + 1) % P, count[block] * kElementBytes, at, part, at));
        }
        rounds.push_back(std::move(round));
    }
}

// Allgather: in round k rank r passes block r + 1 - k, which it holds complete.
void ringAllgather(Rank P, const BlockSplit& blocks, std::vector<Round>& rounds) {
    for (Rank k = 0; k < P - 1; ++k) {
        Round round;
        for (Rank r = 0; r < P; ++r) {
            const Rank block = (r + 1 - k + P) % P;
            const std::uint64_t at = blocks.offset(block) * kElementBytes;
            round.push_back(
                {r, (r + 1) % P, blocks.size(block) * kElementBytes, at, at, std::nullopt});
        }
        rounds.push_back(std::move(round));
    }
}

}  // namespace

std::vector<Round> ringRounds(Rank P, std::uint64_t m) {
    const BlockSplit blocks{m / kElementBytes, std::uint64_t(P)};
    std::vector<std::uint64_t> offset(static_cast<std::size_t>(P)),
        count(static_cast<std::size_t>(P));
    for (Rank b = 0; b < P; ++b) {
        offset[b] = blocks.offset(b);
        count[b] = blocks.size(b);
    }
    std::vector<Round> rounds;
    ringReduceScatter(P, m, blocks.early() * kElementBytes, offset, count, rounds);
    ringAllgather(P, blocks, rounds);
    return rounds;
}

namespace {

std::uint64_t segmentElements(std::uint64_t m, std::uint64_t segBytes) {
    return ompiSegmentCount(segBytes, kElementBytes, m / kElementBytes);
}

}  // namespace

bool segmentedRingFallsBack(Rank P, std::uint64_t m, std::uint64_t segBytes) {
    return m / kElementBytes < std::uint64_t(P) * segmentElements(m, segBytes);
}

std::vector<Round> segmentedRingRounds(Rank P, std::uint64_t m, std::uint64_t segBytes) {
    const std::uint64_t count = m / kElementBytes;
    const std::uint64_t perRound = std::uint64_t(P) * segmentElements(m, segBytes);
    std::uint64_t phases = count / perRound;
    if (count % perRound >= std::uint64_t(P) && count % perRound > perRound / 2) ++phases;
    const BlockSplit blocks{count, std::uint64_t(P)};
    std::vector<Round> rounds;
    std::vector<std::uint64_t> offset(static_cast<std::size_t>(P)),
        slice(static_cast<std::size_t>(P));
    const std::uint64_t largestSlice =
        BlockSplit{blocks.early(), std::max<std::uint64_t>(phases, 1)}.early() * kElementBytes;
    for (std::uint64_t phase = 0; phase < phases; ++phase) {
        for (Rank b = 0; b < P; ++b) {
            const BlockSplit pieces{blocks.size(b), phases};
            offset[b] = blocks.offset(b) + pieces.offset(phase);
            slice[b] = pieces.size(phase);
        }
        ringReduceScatter(P, m, largestSlice, offset, slice, rounds);
    }
    ringAllgather(P, blocks, rounds);
    return rounds;
}

}  // namespace ct::mpilib
