#include "algorithms/mpilib/rabenseifner.h"

#include <bit>

namespace ct::mpilib {
namespace {

// One rank's halving windows in elements: at step s it keeps [rindex, +rcount) and hands
// [sindex, +scount) to its partner.
struct Windows {
    std::vector<std::uint64_t> rindex, rcount, sindex, scount;
};

class Plan {
public:
    Plan(Rank P, std::uint64_t bytes)
        : m_P(P),
          m_m(bytes),
          m_count(bytes / kElementBytes),
          m_steps(std::bit_width(static_cast<std::uint32_t>(P)) - 1),
          m_pof2(Rank(1) << m_steps),
          m_rem(P - m_pof2) {}

    Rank pof2() const { return m_pof2; }
    // Real rank of virtual rank v among the p' remaining ranks.
    Rank real(Rank v) const { return v < m_rem ? 2 * v : v + m_rem; }
    Rank virtualOf(Rank r) const { return r < 2 * m_rem ? (r % 2 ? -1 : r / 2) : r - m_rem; }

    // Step 1: fold the first 2r ranks in pairs.
    void fold(std::vector<Round>& rounds) const {
        const std::uint64_t low = (m_count / 2) * kElementBytes;
        const std::uint64_t high = m_m - low;
        Round halves, back;
        for (Rank even = 0; even < 2 * m_rem; even += 2) {
            const Rank odd = even + 1;
            halves.push_back(combining(even, odd, high, low, m_m + low, low));
            halves.push_back(combining(odd, even, low, 0, m_m, 0));
            back.push_back({odd, even, high, low, low, std::nullopt});
        }
        if (halves.empty()) return;
        rounds.push_back(std::move(halves));
        rounds.push_back(std::move(back));
    }

    // Step 2: recursive halving; records every virtual rank's windows.
    void reduceScatter(std::vector<Round>& rounds) {
        m_win.assign(static_cast<std::size_t>(m_pof2), {});
        std::vector<std::uint64_t> start(static_cast<std::size_t>(m_pof2), 0);
        std::vector<std::uint64_t> size(static_cast<std::size_t>(m_pof2), m_count);
        for (Rank mask = 1; mask < m_pof2; mask *= 2) {
            for (Rank v = 0; v < m_pof2; ++v) {
                Windows& w = m_win[v];
                const bool lower = real(v) < real(v ^ mask);
                const std::uint64_t keep = lower ? size[v] / 2 : size[v] - size[v] / 2;
                const std::uint64_t give = size[v] - keep;
                w.rindex.push_back(lower ? start[v] : start[v] + give);
                w.rcount.push_back(keep);
                w.sindex.push_back(lower ? start[v] + keep : start[v]);
                w.scount.push_back(give);
            }
            Round round;
            for (Rank v = 0; v < m_pof2; ++v) {
                const Windows& w = m_win[v];
                const std::uint64_t at = w.sindex.back() * kElementBytes;
                round.push_back(combining(real(v), real(v ^ mask), w.scount.back() * kElementBytes,
                                          at, m_m + at, at));
            }
            rounds.push_back(std::move(round));
            for (Rank v = 0; v < m_pof2; ++v) {
                start[v] = m_win[v].rindex.back();
                size[v] = m_win[v].rcount.back();
            }
        }
    }

    // Step 3 of the reduce: binomial gather towards `root`.
    void gather(std::vector<Round>& rounds, Rank root) const {
        const bool oddRoot = root < 2 * m_rem && root % 2 != 0;
        const Rank vroot = oddRoot ? 0 : virtualOf(root);
        auto realOf = [&](Rank v) { return v == 0 && oddRoot ? root : real(v); };
        if (oddRoot) {
            const std::uint64_t piece = m_win[0].rcount.back() * kElementBytes;
            rounds.push_back({Transfer{0, root, piece, 0, 0, std::nullopt}});
        }
        std::vector<bool> active(static_cast<std::size_t>(m_pof2), true);
        int step = m_steps - 1;
        for (Rank mask = m_pof2 / 2; mask > 0; mask /= 2, --step) {
            Round round;
            for (Rank v = 0; v < m_pof2; ++v) {
                if (!active[v] || ((v ^ mask) >> step) != (vroot >> step)) continue;
                const Windows& w = m_win[v];
                const std::uint64_t at = w.rindex[step] * kElementBytes;
                round.push_back({realOf(v), realOf(v ^ mask), w.rcount[step] * kElementBytes, at,
                                 at, std::nullopt});
                active[v] = false;
            }
            rounds.push_back(std::move(round));
        }
    }

    // Step 3 of the allreduce: recursive-doubling allgather, then the odd ranks get the result.
    void allgather(std::vector<Round>& rounds) const {
        int step = m_steps - 1;
        for (Rank mask = m_pof2 / 2; mask > 0; mask /= 2, --step) {
            Round round;
            for (Rank v = 0; v < m_pof2; ++v) {
                const Windows& w = m_win[v];
                const std::uint64_t at = w.rindex[step] * kElementBytes;
                round.push_back({real(v), real(v ^ mask), w.rcount[step] * kElementBytes, at, at,
                                 std::nullopt});
            }
            rounds.push_back(std::move(round));
        }
        Round results;
        for (Rank even = 0; even < 2 * m_rem; even += 2)
            results.push_back({even, even + 1, m_m, 0, 0, std::nullopt});
        if (!results.empty()) rounds.push_back(std::move(results));
    }

private:
    Rank m_P;
    std::uint64_t m_m;
    std::uint64_t m_count;  // elements
    int m_steps;            // log2 p'
    Rank m_pof2;
    Rank m_rem;
    std::vector<Windows> m_win;  // by virtual rank
};

}  // namespace

bool rabenseifnerFallsBack(Rank P, std::uint64_t bytes, bool allreduce) {
    const Rank pof2 = Rank(1) << (std::bit_width(static_cast<std::uint32_t>(P)) - 1);
    return (!allreduce && pof2 < 2) || bytes / kElementBytes < std::uint64_t(pof2);
}

std::vector<Round> rabenseifnerReduceRounds(Rank P, Rank root, std::uint64_t bytes) {
    Plan plan(P, bytes);
    std::vector<Round> rounds;
    plan.fold(rounds);
    plan.reduceScatter(rounds);
    plan.gather(rounds, root);
    return rounds;
}

std::vector<Round> rabenseifnerAllreduceRounds(Rank P, std::uint64_t bytes) {
    Plan plan(P, bytes);
    std::vector<Round> rounds;
    plan.fold(rounds);
    plan.reduceScatter(rounds);
    plan.allgather(rounds);
    return rounds;
}

}  // namespace ct::mpilib
