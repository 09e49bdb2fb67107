#pragma once
// Max-min fair sharing of unit-capacity links among the messages in flight (progressive
// filling): the most crowded link is split evenly among its messages, those messages are fixed
// at that rate everywhere, and the rest share what is left. Messages that meet on one link take
// equally long there, so k messages of m bytes over one link all finish after k·tw·m — the
// book's congestion factor — while a message whose bottleneck is elsewhere is not slowed more
// than that bottleneck requires.
#include <cstdint>
#include <vector>

namespace ct {

class FairShare {
public:
    // routes[f] lists the links flow f occupies (small dense ids; storage grows to the largest).
    // Fills rates[f] (a fraction of one link's capacity, > 0) and crowd[f], the most flows on any
    // one of its links right now.
    void solve(const std::vector<const std::vector<std::uint32_t>*>& routes,
               std::vector<double>& rates, std::vector<int>& crowd);
    // For each link the most flows it carried at once over all solve() calls.
    const std::vector<int>& peak() const { return m_peak; }

private:
    std::vector<double> m_capacity;
    std::vector<int> m_unfixed;
    std::vector<std::vector<std::uint32_t>> m_users;  // per link: flows crossing it
    std::vector<std::uint32_t> m_touched;             // links with users in this solve
    std::vector<std::uint32_t> m_order;               // per link: its position in m_touched
    std::vector<std::uint32_t> m_version;             // per link: bumped when its share changes
    std::vector<int> m_peak;
};

}  // namespace ct
