#include "algorithms/mpilib/bcast_scatter_allgather.h"

namespace ct::mpilib {
namespace {

std::uint64_t rectify(std::uint64_t a, std::uint64_t b) {
    return a > b ? a - b : 0;
}

class Plan {
public:
    Plan(Rank P, Rank root, std::uint64_t bytes)
        : m_P(P),
          m_root(root),
          m_m(bytes),
          m_sc((bytes + std::uint64_t(P) - 1) / std::uint64_t(P)) {}

    // Binomial scatter: round `mask` holds the sends of every rank whose virtual rank is a
    // multiple of 2·mask to virtual rank + mask (the farthest first, as Open MPI sends).
    void scatter(std::vector<Round>& rounds) const {
        std::vector<std::uint64_t> curr(static_cast<std::size_t>(m_P), 0);
        curr[0] = m_m;
        Rank top = 1;
        while (top * 2 < m_P)
            top *= 2;
        for (Rank mask = top; mask >= 1; mask /= 2) {
            Round round;
            for (Rank v = 0; v + mask < m_P; v += 2 * mask) {
                const std::uint64_t send = rectify(curr[v], m_sc * std::uint64_t(mask));
                if (send == 0) continue;
                round.push_back(transfer(v, v + mask, send, m_sc * std::uint64_t(v + mask)));
                curr[v] -= send;
                curr[v + mask] = send;
            }
            rounds.push_back(std::move(round));
        }
    }

    // Recursive doubling among groups of `mask`, then recursive halving inside the groups whose
    // partner group is incomplete (ompi/MPICH's non-power-of-two patch).
    void recursiveDoubling(std::vector<Round>& rounds) const {
        const auto P = static_cast<std::size_t>(m_P);
        std::vector<std::uint64_t> curr(P), recvCount(P);
        for (Rank v = 0; v < m_P; ++v) {
            curr[v] = std::min(m_sc, rectify(m_m, std::uint64_t(v) * m_sc));
            recvCount[v] =
                v == 0 ? 0 : rectify(m_m, std::uint64_t(v) * m_sc);  // as left by the scatter
        }
        for (Rank mask = 1; mask < m_P; mask *= 2) {
            Round round;
            const std::vector<std::uint64_t> held = curr;
            for (Rank v = 0; v < m_P; ++v) {
                const Rank partner = v ^ mask;
                if (partner >= m_P) continue;
                round.push_back(
                    gathered(v, partner, held[v], m_sc * std::uint64_t(groupRoot(v, mask))));
                recvCount[partner] = held[v];
                curr[partner] += held[v];
            }
            rounds.push_back(std::move(round));
            for (Rank half = mask / 2; half > 0; half /= 2) {
                Round patch;
                for (Rank v = 0; v < m_P; ++v) {
                    const Rank groupStart = groupRoot(v, mask);
                    if (groupRoot(v ^ mask, mask) + mask <= m_P)
                        continue;  // partner group complete
                    const Rank withData = m_P - groupStart - mask;
                    const Rank partner = v ^ half;
                    const Rank subtree = groupRoot(v, 2 * half);
                    if (partner > v && partner < m_P && v < subtree + withData &&
                        partner >= subtree + withData) {
                        const std::uint64_t offset = m_sc * std::uint64_t(groupStart + mask);
                        patch.push_back(gathered(v, partner, recvCount[v], offset));
                    }
                }
                for (const Transfer& t : patch) {
                    const Rank to = shifted(t.to, m_root, m_P);
                    recvCount[to] = t.bytes;
                    curr[to] += t.bytes;
                }
                if (!patch.empty()) rounds.push_back(std::move(patch));
            }
        }
    }

    // Ring: in step i rank v passes block v-i+1 to v+1 and receives block v-i from v-1.
    void ring(std::vector<Round>& rounds) const {
        for (Rank i = 1; i < m_P; ++i) {
            Round round;
            for (Rank v = 0; v < m_P; ++v) {
                const Rank block = (v - i + 1 + m_P) % m_P;
                const std::uint64_t at = std::uint64_t(block) * m_sc;
                round.push_back(gathered(v, (v + 1) % m_P, std::min(m_sc, rectify(m_m, at)), at));
            }
            rounds.push_back(std::move(round));
        }
    }

private:
    static Rank groupRoot(Rank v, Rank mask) { return v & ~(mask - 1); }

    // Virtual ranks to real ones; a 0-byte message's offset is kept inside the message.
    Transfer transfer(Rank vfrom, Rank vto, std::uint64_t bytes, std::uint64_t offset) const {
        const std::uint64_t at = std::min(offset, m_m);
        return {unshifted(vfrom, m_root, m_P),
                unshifted(vto, m_root, m_P),
                bytes,
                at,
                at,
                std::nullopt};
    }

    // An allgather message, received in place as Open MPI receives it — also by a rank that
    // already holds the range (it forwarded it in the scatter, whose sends it has waited for):
    // the bytes are the same, but on shared memory writing what the peer has just read costs
    // more than writing scratch (LogGP::overwritePerByte), and the root's data is then freshly
    // written when the next call scatters it (LogGP::writtenPerByte).
    Transfer gathered(Rank vfrom, Rank vto, std::uint64_t bytes, std::uint64_t offset) const {
        return transfer(vfrom, vto, bytes, offset);
    }

    Rank m_P;
    Rank m_root;
    std::uint64_t m_m;
    std::uint64_t m_sc;  // scatter_count: bytes per block
};

}  // namespace

std::vector<Round> scatterAllgatherRounds(Rank P, Rank root, std::uint64_t bytes, bool ring) {
    const Plan plan(P, root, bytes);
    std::vector<Round> rounds;
    plan.scatter(rounds);
    if (ring)
        plan.ring(rounds);
    else
        plan.recursiveDoubling(rounds);
    return rounds;
}

}  // namespace ct::mpilib
