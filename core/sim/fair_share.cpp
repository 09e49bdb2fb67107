#include "sim/fair_share.h"

#include <algorithm>
#include <queue>

namespace ct {
namespace {

struct Candidate {
    double share;
    std::uint32_t order;  // position among the touched links: ties go to the first (deterministic)
    std::uint32_t link;
    std::uint32_t version;
    bool operator>(const Candidate& o) const {
        return share != o.share ? share > o.share : order > o.order;
    }
};

}  // namespace

void FairShare::solve(const std::vector<const std::vector<std::uint32_t>*>& routes,
                      std::vector<double>& rates, std::vector<int>& crowd) {
    const std::size_t flows = routes.size();
    rates.assign(flows, 0.0);
    crowd.assign(flows, 0);
    m_touched.clear();
    for (std::uint32_t f = 0; f < flows; ++f)
        for (std::uint32_t l : *routes[f]) {
            if (l >= m_users.size()) {
                m_capacity.resize(l + 1, 1.0);
                m_unfixed.resize(l + 1, 0);
                m_users.resize(l + 1);
                m_peak.resize(l + 1, 0);
                m_version.resize(l + 1, 0);
                m_order.resize(l + 1, 0);
            }
            if (m_users[l].empty()) {
                m_order[l] = static_cast<std::uint32_t>(m_touched.size());
                m_touched.push_back(l);
                m_capacity[l] = 1.0;
            }
            m_users[l].push_back(f);
        }
    // Fixing a flow at the smallest share never lowers another link's share, so a heap with
    // stale entries skipped finds each next bottleneck in O(log links).
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> heap;
    for (std::uint32_t l : m_touched) {
        m_unfixed[l] = static_cast<int>(m_users[l].size());
        m_peak[l] = std::max(m_peak[l], m_unfixed[l]);
        for (std::uint32_t f : m_users[l])
            crowd[f] = std::max(crowd[f], m_unfixed[l]);
        heap.push({1.0 / m_unfixed[l], m_order[l], l, ++m_version[l]});
    }
    std::vector<bool> fixed(flows, false);
    std::size_t left = flows;
    for (std::uint32_t f = 0; f < flows; ++f)
        if (routes[f]->empty()) {  // crosses nothing shared: full speed
            fixed[f] = true;
            rates[f] = 1.0;
            --left;
        }
    while (left > 0 && !heap.empty()) {
        const Candidate c = heap.top();
        heap.pop();
        if (c.version != m_version[c.link] || m_unfixed[c.link] == 0) continue;
        for (std::uint32_t f : m_users[c.link]) {
            if (fixed[f]) continue;
            fixed[f] = true;
            rates[f] = c.share;
            --left;
            for (std::uint32_t l : *routes[f]) {
                m_capacity[l] -= c.share;
                if (--m_unfixed[l] > 0)
                    heap.push({std::max(0.0, m_capacity[l]) / m_unfixed[l], m_order[l], l,
                               ++m_version[l]});
            }
        }
    }
    for (std::uint32_t l : m_touched)
        m_users[l].clear();
}

}  // namespace ct
