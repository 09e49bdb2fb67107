#include "verification.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace ct::runner {

namespace {

constexpr std::uint64_t kValueBytes = 8;
constexpr std::uint8_t kJunk = 0xa5;  // as the collective contract: a byte never written shows

std::int64_t loadValue(const RankBuffer& buffer, std::uint64_t offset) {
    std::int64_t v = 0;
    std::memcpy(&v, buffer.data() + offset, sizeof v);
    return v;
}

// Sums wrap like the executor's additions (unsigned arithmetic), so no overflow is undefined.
std::int64_t wrapAdd(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
}

// Σ_{j<n} (r·1000003 + j), in wrapping arithmetic.
std::int64_t operandSum(Rank r, std::uint64_t n) {
    const std::uint64_t base = static_cast<std::uint64_t>(r) * 1000003u;
    const std::uint64_t triangle = n % 2 ? n * ((n - 1) / 2) : (n / 2) * (n - 1);
    return static_cast<std::int64_t>(n * base + triangle);
}

bool reduces(Problem c) {
    return c == Problem::Reduce || c == Problem::Allreduce || c == Problem::ReduceScatter ||
           c == Problem::Scan || c == Problem::ScanAll || c == Problem::EdgeMinimum ||
           c == Problem::SegmentMinimum;
}

// Where rank r's checked result lies under the collective contract; empty when nothing is checked.
std::pair<std::uint64_t, std::uint64_t> checkedPart(const CollectiveSpec& s, Rank r) {
    const std::uint64_t m = s.bytes;
    switch (s.kind) {
        case Problem::Broadcast:
        case Problem::Allreduce:
        case Problem::Scan:
        case Problem::EdgeMinimum:
        case Problem::SegmentMinimum:
            return {0, m};
        case Problem::ScanAll:
            return {0, 2 * m};
        case Problem::Reduce:
            return r == s.root ? std::pair{std::uint64_t{0}, m} : std::pair{m, m};
        case Problem::Allgather:
            return {0, m * std::uint64_t(s.procs)};
        case Problem::ReduceScatter:
            return {std::uint64_t(r) * m, std::uint64_t(r + 1) * m};
        default:  // no data contract: nothing is checked
            break;
    }
    return {0, 0};
}

}  // namespace

std::int64_t operandValue(Rank r, std::uint64_t j) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(r) * 1000003u + j);
}

Failure::Encoded Failure::encode(const std::optional<Failure>& f) {
    Encoded e;
    if (!f) return e;
    e.rank = f->rank;
    e.run = f->run;
    const std::size_t n = std::min(f->what.size(), e.text.size() - 1);
    std::copy_n(f->what.begin(), n, e.text.begin());
    return e;
}

std::optional<Failure> Failure::decode(const Encoded& e) {
    if (e.rank == kNoRank) return std::nullopt;
    Failure f;
    f.rank = static_cast<Rank>(e.rank);
    f.run = e.run;
    f.what.assign(e.text.data(), std::find(e.text.begin(), e.text.end(), '\0'));
    return f;
}

Workload Workload::collective(const CollectiveSpec& spec) {
    if (reduces(spec.kind) && spec.bytes % kValueBytes != 0)
        throw std::invalid_argument(std::string(toString(spec.kind)) +
                                    " adds 8-byte integers: --bytes must be a multiple of 8, got " +
                                    std::to_string(spec.bytes));
    Workload w;
    w.m_spec = spec;
    return w;
}

Workload Workload::summation(const SummationPlan& plan) {
    Workload w;
    w.m_root = plan.root;
    w.m_operands = plan.operandsOf;
    w.m_used = plan.used;
    w.m_partial.assign(static_cast<std::size_t>(plan.procs), 0);
    std::uint64_t count = 0;
    for (Rank r = 0; r < plan.procs; ++r) {
        w.m_total = wrapAdd(w.m_total, operandSum(r, w.m_operands[r]));
        count += w.m_operands[r];
    }
    if (count != plan.operands || count == 0)
        throw std::logic_error("the summation plan places " + std::to_string(count) +
                               " operands, not " + std::to_string(plan.operands));
    // Partial sums bottom-up: reverse preorder visits every child before its parent.
    const auto order = plan.tree.tree.preorder();
    std::size_t reached = 0;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const Rank r = *it;
        w.m_partial[r] = operandSum(r, w.m_operands[r]);
        for (Rank c : plan.tree.tree.children(r))
            w.m_partial[r] = wrapAdd(w.m_partial[r], w.m_partial[c]);
        reached += plan.used[r] ? 1 : 0;
    }
    if (reached != static_cast<std::size_t>(plan.procsUsed) || w.m_partial[plan.root] != w.m_total)
        throw std::logic_error("the summation plan's tree does not reach every participating rank");
    return w;
}

std::uint64_t Workload::requiredBytes(Rank r) const {
    return isSummation() ? m_operands[r] * kValueBytes : m_spec.layoutBytes();
}

void Workload::fill(Rank r, RankBuffer& buffer, BufferFill extent) const {
    if (!isSummation()) {
        initializeBuffer(m_spec, r, buffer, extent);
        return;
    }
    if (buffer.size() < requiredBytes(r)) buffer.resize(requiredBytes(r));
    std::fill(buffer.begin(), buffer.end(), kJunk);  // a child's slot combined unreceived shows
    for (std::uint64_t j = 0; j < m_operands[r]; ++j) {
        const std::int64_t v = operandValue(r, j);
        std::memcpy(buffer.data() + j * kValueBytes, &v, sizeof v);
    }
}

std::optional<Failure> Workload::check(Rank r, const RankBuffer& buffer) const {
    Failure f;
    f.rank = r;
    if (!isSummation()) {
        auto bad = checkBuffer(m_spec, r, buffer);
        if (!bad) return std::nullopt;
        f.what = std::move(*bad);
        return f;
    }
    if (!m_used[r]) return std::nullopt;  // an idle rank holds nothing to check
    if (buffer.size() < kValueBytes) throw std::logic_error("buffer smaller than the rank's data");
    const std::int64_t got = loadValue(buffer, 0);
    if (got == m_partial[r]) return std::nullopt;
    f.what = "rank " + std::to_string(r) + " offset 0: expected " + std::to_string(m_partial[r]) +
             " got " + std::to_string(got) +
             (r == m_root ? " (the sum of all operands)" : " (the sum of its subtree's operands)");
    return f;
}

bool Workload::corrupt(Rank r, RankBuffer& buffer) const {
    if (isSummation()) {
        if (!m_used[r]) return false;
        buffer[0] ^= 0xff;
        return true;
    }
    const auto [begin, end] = checkedPart(m_spec, r);
    if (begin >= end) return false;
    buffer[begin + (end - begin) / 2] ^= 0xff;
    return true;
}

}  // namespace ct::runner
