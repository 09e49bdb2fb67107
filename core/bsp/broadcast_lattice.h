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
#include <span>
#include <vector>

#include "bsp/machine.h"
#include "bsp/register.h"

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

class BroadcastLattice {
public:
    // `all`: P's divisors, ascending (copied).
    BroadcastLattice(double n, std::span<const int> all, const BspProfile& m)
        : m_m(m),
          m_g1(m.g(1)),
          m_count(all.size()),
          m_ints(intCount(all.size())),
          m_doubles(4 * all.size()) {
        const std::size_t count = m_count;
        // Ints: all | list starts | list lengths | rows made | canonical block indices (count
        // each) | divisor lists (at most count·(count + 1) / 2) | product rows (count²).
        int* out = m_ints.data();
        m_all = out;
        std::copy(all.begin(), all.end(), out);
        m_listAt = out + count;
        std::fill(m_listAt, m_listAt + count, -1);  // made when first needed (divisorsOf)
        m_listLength = out + 2 * count;
        m_rowMade = out + 3 * count;
        std::fill(m_rowMade, m_rowMade + count, 0);
        m_canon = out + 4 * count;
        m_lists = out + 5 * count;
        m_product = m_lists + count * (count + 1) / 2;
        double* d = m_doubles.data();
        m_size = d;
        m_g = d + count;
        m_L = d + 2 * count;
        m_B = d + 3 * count;
        for (std::size_t i = 0; i < count; ++i) {
            m_size[i] = ceilDiv(n, all[i]);
            m_L[i] = m.L(all[i]);  // (g and B with the divisor list, when first needed)
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

    // q's divisors as indices, ascending (the i-th and the (length − 1 − i)-th multiply to q),
    // and the profile at q: made when q is first asked, as a search may touch only a few
    // processor counts.
    const int* divisorsOf(std::size_t q) {
        if (m_listAt[q] < 0) {
            m_listAt[q] = m_used;
            for (std::size_t i = 0; i <= q; ++i)
                if (m_all[q] % m_all[i] == 0) m_lists[m_used++] = int(i);
            m_listLength[q] = m_used - m_listAt[q];
            m_g[q] = m_m.g(m_all[q]);
            m_B[q] = m_m.B(m_all[q]);
        }
        return m_lists + m_listAt[q];
    }
    int divisorCount(std::size_t q) const { return m_listLength[q]; }

    // The divisor index of all[k]·all[i] wherever that divides P, else −1 (the row is made when
    // first needed, walking both ascending lists together).
    const int* productRow(std::size_t k) {
        int* row = m_product + k * m_count;
        if (m_rowMade[k]) return row;
        m_rowMade[k] = 1;
        const long long factor = m_all[k];
        std::size_t j = k;
        for (std::size_t i = 0; i < m_count; ++i) {
            const long long want = factor * m_all[i];
            while (j < m_count && m_all[j] < want)
                ++j;
            row[i] = j < m_count && m_all[j] == want ? int(j) : -1;
        }
        return row;
    }

private:
    static std::size_t intCount(std::size_t count) {
        return 5 * count + count * (count + 1) / 2 + count * count;
    }

    const BspProfile& m_m;
    double m_g1;
    std::size_t m_count;
    SmallArray<int, 600> m_ints;
    SmallArray<double, 100> m_doubles;
    int* m_all = nullptr;     // P's divisors, ascending
    int* m_listAt = nullptr;  // per q: where its divisor list starts in m_lists (-1: not made)
    int* m_listLength = nullptr;
    int m_used = 0;  // of m_lists
    int* m_lists = nullptr;
    int* m_product = nullptr;
    int* m_rowMade = nullptr;
    int* m_canon = nullptr;    // per k: the first block index of the same size
    double* m_size = nullptr;  // per k: ⌈N/K⌉
    double *m_g = nullptr, *m_L = nullptr, *m_B = nullptr;  // per q: the profile there
};

}  // namespace ct::bsp::broadcast_detail
