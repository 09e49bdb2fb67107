#include "algorithms/textbook/line_broadcast.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace ct {
namespace {

// Segment [lo, lo + n) whose data sits at `holder`.
void split(Rank lo, Rank n, Rank holder, std::vector<std::vector<Rank>>& sends) {
    while (n > 1) {
        const Rank big = (n + 1) / 2;
        const Rank small = n / 2;
        Rank target;
        Rank givenLo;
        if (holder - lo < big) {  // holder in the left (larger) half: give the right one
            givenLo = lo + big;
            target = std::min(holder + big, lo + n - 1);
        } else {  // holder in the right half, split so its part is the larger one
            givenLo = lo;
            target = std::min(holder - small, lo + small - 1);
            lo += small;
        }
        sends[holder].push_back(target);
        split(givenLo, small, target, sends);
        n = big;
    }
}

}  // namespace

std::vector<std::vector<Rank>> lineBroadcastSends(Rank n, Rank source) {
    if (n < 1) throw std::invalid_argument("a line needs at least one node");
    if (source < 0 || source >= n) throw std::invalid_argument("line source out of range");
    std::vector<std::vector<Rank>> sends(static_cast<std::size_t>(n));
    split(0, n, source, sends);
    return sends;
}

double lineBroadcastTime(Rank n, double lat, double step, double base) {
    if (n < 1) throw std::invalid_argument("a line needs at least one node");
    // Only two segment sizes occur per level, so the memo stays O(log n).
    std::map<Rank, double> memo;
    auto time = [&](auto&& self, Rank k) -> double {
        if (k <= 1) return base;
        if (auto it = memo.find(k); it != memo.end()) return it->second;
        // The holder's own next send costs a step only if it has one left to make.
        const double kept = self(self, (k + 1) / 2);
        const double t = std::max(lat + self(self, k / 2), kept > 0 ? step + kept : 0.0);
        memo[k] = t;
        return t;
    };
    return time(time, n);
}

}  // namespace ct
