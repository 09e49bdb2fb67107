#include "bsp/register.h"

#include <algorithm>

namespace ct::bsp {

std::vector<int> divisors(int p, int lo, int hi) {
    // Pairs (i, p/i) up to sqrt(p): p = 65536 costs 256 steps, not 65536.
    std::vector<int> small, large;
    for (long long i = 1; i * i <= p; ++i) {
        if (p % i) continue;
        small.push_back(int(i));
        if (i * i != p) large.push_back(int(p / i));
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    std::vector<int> out;
    for (int d : small)
        if (d >= lo && d <= hi) out.push_back(d);
    return out;
}

int treeLevels(int p, int d) {
    int levels = 0;
    for (long long reach = 1; reach < p; reach *= d)
        ++levels;
    return levels;
}

std::vector<int> onDataProcs(const Input&, int dataProcs, int maxCalcProcs) {
    if (dataProcs < 1 || dataProcs > maxCalcProcs) return {};
    return {dataProcs};
}

std::vector<int> onOneProc(const Input&, int dataProcs, int maxCalcProcs) {
    if (dataProcs != 1 || maxCalcProcs < 1) return {};
    return {1};
}

std::vector<int> onManyProcs(const Input&, int dataProcs, int maxCalcProcs) {
    if (dataProcs < 2 || dataProcs > maxCalcProcs) return {};
    return {dataProcs};
}

}  // namespace ct::bsp
