#include "schedule/register.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace ct::bsp {

const std::vector<int>& divisorsOf(int p) {
    thread_local std::unordered_map<int, std::vector<int>> cache;
    thread_local int lastP = -1;  // consecutive calls mostly ask for the same p
    thread_local const std::vector<int>* last = nullptr;
    if (p == lastP) return *last;
    if (auto it = cache.find(p); it != cache.end()) {
        lastP = p;
        last = &it->second;
        return *last;
    }
    if (cache.size() > 4096) {  // bounded, whatever sizes arrive
        cache.clear();
        lastP = -1;
    }
    // Pairs (i, p/i) up to sqrt(p): p = 65536 costs 256 steps, not 65536.
    std::vector<int> small, large;
    for (long long i = 1; i * i <= p; ++i) {
        if (p % i) continue;
        small.push_back(int(i));
        if (i * i != p) large.push_back(int(p / i));
    }
    small.insert(small.end(), large.rbegin(), large.rend());
    last = &cache.emplace(p, std::move(small)).first->second;
    lastP = p;
    return *last;
}

std::vector<int> divisors(int p, int lo, int hi) {
    std::vector<int> out;
    for (int d : divisorsOf(p))
        if (d >= lo && d <= hi) out.push_back(d);
    return out;
}

int divisorAt(int p, int v) {
    const auto& all = divisorsOf(p);
    if (v < 0 || std::size_t(v) + 1 >= all.size()) throw std::out_of_range("no such variant");
    return all[std::size_t(v) + 1];  // all[0] is 1
}

int divisorsUpTo(int p, int hi) {
    const auto& all = divisorsOf(p);
    const auto end = std::upper_bound(all.begin(), all.end(), hi);
    return std::max(0, int(end - all.begin()) - 1);
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
