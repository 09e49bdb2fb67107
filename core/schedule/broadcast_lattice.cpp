// The divisor tables of the broadcast lattice, cached per P and thread.
#include <unordered_map>

#include "schedule/broadcast_lattice.h"

namespace ct::bsp::broadcast_detail {

namespace {

std::shared_ptr<const DivisorTable> makeTable(int p) {
    auto table = std::make_shared<DivisorTable>();
    table->all = divisorsOf(p);
    const std::vector<int>& all = table->all;
    const std::size_t count = all.size();
    table->listLength.assign(count, 0);
    table->lists.assign(count * count, 0);
    table->product.assign(count * count, -1);
    // Each product row walks two ascending lists together; each pair whose product divides P
    // adds its first factor to the product's divisor list (ascending, as k ascends).
    for (std::size_t k = 0; k < count; ++k) {
        int* row = table->product.data() + k * count;
        const long long factor = all[k];
        std::size_t j = k;
        for (std::size_t i = 0; i < count; ++i) {
            const long long want = factor * all[i];
            while (j < count && all[j] < want)
                ++j;
            if (j == count || all[j] != want) continue;
            row[i] = int(j);
            table->lists[j * count + std::size_t(table->listLength[j]++)] = int(k);
        }
    }
    return table;
}

}  // namespace

std::shared_ptr<const DivisorTable> divisorTableOf(int p) {
    thread_local std::unordered_map<int, std::shared_ptr<const DivisorTable>> cache;
    thread_local int lastP = -1;  // consecutive calls mostly ask for the same P
    thread_local std::shared_ptr<const DivisorTable> last;
    if (p == lastP) return last;
    auto it = cache.find(p);
    if (it == cache.end()) {
        // Bounded, whatever processor counts arrive (a table of P with 128 divisors is 128 KiB).
        if (cache.size() > 64) cache.clear();
        it = cache.emplace(p, makeTable(p)).first;
    }
    lastP = p;
    last = it->second;
    return last;
}

}  // namespace ct::bsp::broadcast_detail
