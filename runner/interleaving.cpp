#include "interleaving.h"

#include <algorithm>
#include <map>

namespace ct::runner {

std::vector<std::vector<std::size_t>> groupBySize(
    const std::vector<protocol::CaseInstance>& instances) {
    std::vector<std::vector<std::size_t>> groups;
    std::map<std::uint64_t, std::size_t> groupOfBytes;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const auto [at, added] = groupOfBytes.try_emplace(instances[i].bytes, groups.size());
        if (added) groups.emplace_back();
        groups[at->second].push_back(i);
    }
    return groups;
}

std::vector<std::size_t> roundOrder(std::size_t count, int round) {
    std::vector<std::size_t> order(count);
    for (std::size_t j = 0; j < count; ++j)
        order[j] = (j + std::size_t(round)) % count;
    return order;
}

protocol::TimingPolicy roundPolicy(const protocol::TimingPolicy& policy, int rounds,
                                   bool lastRound) {
    const auto share = [rounds](int n) { return (n + rounds - 1) / rounds; };
    protocol::TimingPolicy p = policy;
    p.minReps = share(policy.minReps);
    p.maxReps = std::max(p.minReps, share(policy.maxReps));
    p.minSeconds = policy.minSeconds / rounds;
    p.osu = policy.osu && lastRound;
    p.rounds = 1;
    return p;
}

}  // namespace ct::runner
