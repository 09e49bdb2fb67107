#pragma once
// The subproblems one Broadcast(N) on P can reach, shared by Broadcast's lower bound
// (broadcast_bound.cpp) and its exact scheduler (broadcast_schedule.cpp). From Broadcast(n) on p,
// Tree and Root keep the size and go to a divisor of p; ScatterGather with k blocks goes to
// ⌈n/k⌉ on p/k. So every subproblem is Broadcast(⌈N/K⌉) on q processors with K·q dividing P
// (⌈⌈n/a⌉/b⌉ = ⌈n/ab⌉), addressed by the divisor indices of K and q: 66 of them for P = 1024.
// Plain arrays indexed by divisors cost far less than a hash lookup per step.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "model/machine.h"
#include "schedule/register.h"

namespace ct::bsp::broadcast_detail {

// Beyond this many divisors of P (highly composite counts in the hundreds of thousands) the
// subproblems become too many to evaluate all.
inline constexpr std::size_t kMaxDivisors = 128;
// Sizes are whole bytes below 2^52, where ⌈n/k⌉ in doubles is exact: the identity the indexing
// relies on then holds bit for bit.
inline constexpr double kLargestSize = 4503599627370496.0;

// Whether the lattice describes Broadcast(n) on a P with `divisorCount` divisors.
inline bool latticeCovers(double n, std::size_t divisorCount) {
    return n >= 1 && n < kLargestSize && n == std::floor(n) && divisorCount <= kMaxDivisors;
}

// N elements of T in place, more from the heap: a lattice for the usual P allocates nothing.
template <class T, std::size_t N>
class SmallArray {
public:
    explicit SmallArray(std::size_t size) {
        if (size > N) {
            m_heap.resize(size);
            m_data = m_heap.data();
        }
    }
    SmallArray(const SmallArray&) = delete;
    SmallArray& operator=(const SmallArray&) = delete;
    T* data() { return m_data; }

private:
    T m_local[N];
    std::vector<T> m_heap;
    T* m_data = m_local;
};

// What the lattice needs of P alone, worked out once per P and thread (as divisorsOf is): P's
// divisors, each one's divisors and the products of pairs, all as divisor indices. Pure
// arithmetic, the same for every size and machine.
struct DivisorTable {
    std::vector<int> all;         // P's divisors, ascending
    std::vector<int> listLength;  // per q: how many divisors it has
    std::vector<int> lists;       // per q, from q·count on: its divisors' indices, ascending
    std::vector<int> product;     // per k, from k·count on: index of all[k]·all[i], or −1
};
// P must have at most kMaxDivisors divisors. The table lives as long as the pointer.
std::shared_ptr<const DivisorTable> divisorTableOf(int p);

class BroadcastLattice {
public:
    BroadcastLattice(double n, int p, const BspProfile& m)
        : m_table(divisorTableOf(p)),
          m_m(m),
          m_g1(m.g(1)),
          m_count(m_table->all.size()),
          m_all(m_table->all.data()),
          m_listLength(m_table->listLength.data()),
          m_lists(m_table->lists.data()),
          m_product(m_table->product.data()),
          m_ints(2 * m_count),
          m_doubles(4 * m_count) {
        const std::size_t count = m_count;
        m_profileMade = m_ints.data();
        std::fill(m_profileMade, m_profileMade + count, 0);
        m_canon = m_profileMade + count;
        double* d = m_doubles.data();
        m_size = d;
        m_g = d + count;
        m_L = d + 2 * count;
        m_B = d + 3 * count;
        for (std::size_t i = 0; i < count; ++i) {
            m_size[i] = ceilDiv(n, m_all[i]);
            m_L[i] = m.L(m_all[i]);  // (g and B when first needed: divisorsOf)
            // Sizes fall with K and reach 1 once K >= N: blocks of the same size are one
            // subproblem, kept under the first of them (small sizes then have far fewer).
            m_canon[i] = i > 0 && m_size[i] == m_size[i - 1] ? m_canon[i - 1] : int(i);
        }
    }
    BroadcastLattice(const BroadcastLattice&) = delete;
    BroadcastLattice& operator=(const BroadcastLattice&) = delete;

    std::size_t count() const { return m_count; }
    std::size_t top() const { return m_count - 1; }
    // The index of subproblem (k, q) in count² arrays.
    std::size_t at(std::size_t k, std::size_t q) const { return k * m_count + q; }
    int procs(std::size_t q) const { return m_all[q]; }
    double size(std::size_t k) const { return m_size[k]; }
    // The first block index whose blocks have the size of k's.
    int canon(std::size_t k) const { return m_canon[k]; }
    double g1() const { return m_g1; }
    double L(std::size_t q) const { return m_L[q]; }
    // g and B at q: valid once divisorsOf(q) was asked.
    double g(std::size_t q) const { return m_g[q]; }
    double B(std::size_t q) const { return m_B[q]; }

    // q's divisors as indices, ascending (the i-th and the (length − 1 − i)-th multiply to q).
    // Also loads the profile at q (g and B), as a search may touch only a few processor counts.
    const int* divisorsOf(std::size_t q) {
        if (!m_profileMade[q]) {
            m_profileMade[q] = 1;
            m_g[q] = m_m.g(m_all[q]);
            m_B[q] = m_m.B(m_all[q]);
        }
        return m_lists + q * m_count;
    }
    int divisorCount(std::size_t q) const { return m_listLength[q]; }

    // The divisor index of all[k]·all[i] wherever that divides P, else −1.
    const int* productRow(std::size_t k) const { return m_product + k * m_count; }

private:
    std::shared_ptr<const DivisorTable> m_table;
    const BspProfile& m_m;
    double m_g1;
    std::size_t m_count;
    const int* m_all;
    const int* m_listLength;
    const int* m_lists;
    const int* m_product;
    SmallArray<int, 300> m_ints;
    SmallArray<double, 600> m_doubles;
    int* m_profileMade = nullptr;  // per q: g and B loaded
    int* m_canon = nullptr;        // per k: the first block index of the same size
    double* m_size = nullptr;      // per k: ⌈N/K⌉
    double *m_g = nullptr, *m_L = nullptr, *m_B = nullptr;  // per q: the profile there
};

}  // namespace ct::bsp::broadcast_detail
