#include "algorithms/logp/multicast.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>
#include <unordered_map>
#include <vector>

namespace ct {
namespace {

void checkArgs(Rank K, Rank root) {
    if (K < 1) throw std::invalid_argument("the number of processors must be at least 1");
    if (root < 0 || root >= K)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(K - 1));
}

// Recursive halving over index ranges [left, right] (0-based virtual ranks, source = left).
// `split(size)` returns how many nodes the source keeps; the rest go to the first of them.
template <class Split>
BroadcastTree splitTree(Rank K, Rank root, Split split) {
    std::vector<Rank> parent(static_cast<std::size_t>(K), kNoRank);
    std::vector<std::int32_t> order(static_cast<std::size_t>(K), -1);
    auto real = [&](std::int64_t v) { return static_cast<Rank>((v + root) % K); };
    struct Range {
        std::int64_t left, size;
        std::int32_t sent;  // sends the source of this range already made
    };
    std::vector<Range> stack{{0, K, 0}};
    while (!stack.empty()) {
        Range r = stack.back();
        stack.pop_back();
        while (r.size > 1) {
            const std::int64_t keep = split(r.size);
            const std::int64_t other = r.left + keep;
            parent[real(other)] = real(r.left);
            order[real(other)] = r.sent++;
            stack.push_back({other, r.size - keep, 0});
            r.size = keep;
        }
    }
    return BroadcastTree(root, std::move(parent), std::move(order));
}

std::int64_t bisectKeep(std::int64_t size) {
    return (size - 1 + 1) / 2;
}  // center - left = ⌈(K-1)/2⌉

std::int64_t fibonacciKeep(std::int64_t size) {
    if (size == 2) return 1;
    return size - static_cast<std::int64_t>(fibonacci(fibonacciIndex(std::uint64_t(size)) - 2));
}

template <class Split>
double splitTime(Rank K, const TreeCosts& c, Split split) {
    std::unordered_map<std::int64_t, double> memo;
    auto T = [&](auto&& self, std::int64_t size) -> double {
        if (size <= 1) return 0.0;
        if (auto it = memo.find(size); it != memo.end()) return it->second;
        const std::int64_t keep = split(size);
        // The source's own part costs a step only if it still has sends to make.
        const double own = keep > 1 ? c.step + self(self, keep) : 0.0;
        const double t = std::max(c.lat + self(self, size - keep), own);
        memo[size] = t;
        return t;
    };
    return T(T, K);
}

}  // namespace

std::uint64_t fibonacci(int n) {
    if (n < 0 || n > 92) throw std::out_of_range("Fibonacci index out of range");
    std::uint64_t a = 0, b = 1;
    for (int i = 0; i < n; ++i) {
        const std::uint64_t t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int fibonacciIndex(std::uint64_t K) {
    if (K < 1) throw std::invalid_argument("K must be at least 1");
    int n = 2;  // F_2 = 1 <= K
    while (fibonacci(n + 1) <= K)
        ++n;
    return n;
}

BroadcastTree binomialMulticastTree(Rank K, Rank root) {
    checkArgs(K, root);
    return splitTree(K, root, bisectKeep);
}

BroadcastTree fibonacciMulticastTree(Rank K, Rank root) {
    checkArgs(K, root);
    return splitTree(K, root, fibonacciKeep);
}

double binomialMulticastTime(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    return splitTime(K, c, bisectKeep);
}

double fibonacciMulticastTime(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    return splitTime(K, c, fibonacciKeep);
}

double binomialPaperTime(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    return double(std::bit_width(static_cast<std::uint32_t>(K - 1))) * c.lat;  // ⌈log2 K⌉
}

double fibonacciIndexBound(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    if (K == 1) return 0.0;
    const int n = fibonacciIndex(std::uint64_t(K));
    return double(n / 2) * (c.step + std::max(2 * c.step, c.lat));
}

double fibonacciLogBound(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    return 0.72022 * (std::log2(double(K)) + 1.16096) * (c.step + std::max(c.lat, 2 * c.step));
}

double fibonacciPaperLogBound(Rank K, const TreeCosts& c) {
    checkArgs(K, 0);
    return 0.72022 * std::log2(double(K)) * (c.step + std::max(c.lat, 2 * c.step));
}

}  // namespace ct
