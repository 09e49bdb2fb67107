#pragma once
// Shared by the Grama et al. 2003 suites: the catalogue's textbook algorithms and what they accept.
#include <QtTest>

#include <bit>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"

namespace ct::test {

inline std::vector<const Algorithm*> textbookAlgorithms() {
    std::vector<const Algorithm*> out;
    for (const auto& a : catalogue())
        if (a.info.name.rfind("textbook-", 0) == 0) out.push_back(&a);
    return out;
}

inline void addAlgorithmRows() {
    QTest::addColumn<QString>("algorithm");
    for (const Algorithm* a : textbookAlgorithms())
        QTest::newRow(a->info.name.c_str()) << QString::fromStdString(a->info.name);
}

inline bool isPowerOfTwo(Rank P) {
    return std::has_single_bit(static_cast<std::uint32_t>(P));
}

// The all-to-all hypercube algorithms exchange with r XOR 2^i: powers of two only.
inline bool needsPowerOfTwo(const Algorithm& a) {
    return a.info.name == "textbook-allgather-hypercube" ||
           a.info.name == "textbook-reduce-scatter-hypercube";
}

inline bool reduces(const Algorithm& a) {
    return a.info.problem == Problem::Reduce || a.info.problem == Problem::ReduceScatter;
}

inline bool rooted(const Algorithm& a) {
    return a.info.problem == Problem::Broadcast || a.info.problem == Problem::Reduce;
}

// 0 (squarest) and every other divisor of P for mesh algorithms; just 0 for the rest.
inline std::vector<int> meshRowChoices(const Algorithm& a, Rank P) {
    std::vector<int> rows{0};
    const auto& params = a.info.parameters;
    if (std::find(params.begin(), params.end(), "meshRows") == params.end()) return rows;
    for (int d = 1; d <= P; ++d)
        if (P % d == 0) rows.push_back(d);
    return rows;
}

inline std::vector<Rank> rootsFor(const Algorithm& a, Rank P) {
    if (!rooted(a)) return {0};
    std::vector<Rank> roots{0};
    for (Rank r : {P - 1, P / 3, P / 2})
        if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
    return roots;
}

}  // namespace ct::test
