#include "program/program.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "program/large_arrays.h"

namespace ct {

const char* toString(OpKind kind) {
    switch (kind) {
        case OpKind::Send:
            return "send";
        case OpKind::Recv:
            return "recv";
        case OpKind::Combine:
            return "combine";
        case OpKind::Copy:
            return "copy";
        case OpKind::Barrier:
            return "barrier";
        case OpKind::WaitSends:
            return "wait-sends";
    }
    return "?";
}

Rank Program::rankOfOp(std::uint64_t opIndex) const {
    auto it = std::upper_bound(m_rankBegin.begin(), m_rankBegin.end(), opIndex);
    return static_cast<Rank>(it - m_rankBegin.begin()) - 1;
}

ProgramBuilder::ProgramBuilder(Rank ranks, std::uint32_t elementBytes)
    : m_ranks(ranks), m_elementBytes(elementBytes) {
    if (ranks < 1) throw std::invalid_argument("a program needs at least one rank");
    if (elementBytes < 1) throw std::invalid_argument("element size must be at least one byte");
}

void ProgramBuilder::countFirst() {
    assignLarge(m_count, static_cast<std::size_t>(m_ranks) + 1, std::uint64_t{0});
}

namespace {

// The most operations one program holds (2^26 of 32 bytes: 2 GiB). A builder asked for more
// throws std::length_error instead of exhausting memory: generators of P^2 or P x segments
// messages reach it long before the machine is full (the command line's own limits,
// protocol/limits.h, refuse most such requests before building).
constexpr std::uint64_t kMaxProgramOps = std::uint64_t(1) << 26;

[[noreturn]] void throwTooLarge(std::uint64_t ops) {
    throw std::length_error("the program needs " + std::to_string(ops) +
                            " operations or more, beyond the " + std::to_string(kMaxProgramOps) +
                            " one program may hold in memory");
}

}  // namespace

void ProgramBuilder::reserve(std::size_t ops) {
    if (ops > kMaxProgramOps) throwTooLarge(ops);
    reserveLarge(m_ops, ops);
}

void ProgramBuilder::add(Rank r, const Op& op) {
    if (r < 0 || r >= m_ranks) throw std::out_of_range("operation for rank out of range");
    if (op.kind == OpKind::Combine && op.mode == CombineMode::SegmentedScan &&
        op.srcOffset != op.offset)
        throw std::invalid_argument("a segmented scan runs in place: its source is its target");
    if (m_ops.size() >= kMaxProgramOps) throwTooLarge(m_ops.size() + 1);
    if (m_count.empty()) countFirst();
    if (m_sorted && r < m_lastRank) {
        // The first operation out of rank order: the ones before it lie rank after rank, so
        // their owners follow from the counts.
        m_sorted = false;
        m_owner.reserve(m_ops.capacity());
        for (Rank q = 0; q < m_ranks; ++q)
            m_owner.insert(m_owner.end(), m_count[static_cast<std::size_t>(q) + 1], q);
    }
    if (m_sorted)
        m_lastRank = r;
    else
        m_owner.push_back(r);
    m_ops.push_back(op);
    ++m_count[static_cast<std::size_t>(r) + 1];
    m_messages += op.kind == OpKind::Send ? 1 : 0;
    m_waitsForSends = m_waitsForSends || op.kind == OpKind::WaitSends;
    std::uint64_t end = op.offset + op.bytes;
    if (op.kind == OpKind::Combine || op.kind == OpKind::Copy)
        end = std::max(end, op.srcOffset + op.bytes);
    if (op.kind == OpKind::Combine && op.mode == CombineMode::Fold)
        end = std::max(op.offset + m_elementBytes, op.srcOffset + op.bytes);
    if (op.kind != OpKind::Barrier && op.kind != OpKind::WaitSends)
        m_bufferBytes = std::max(m_bufferBytes, end);
}

Rank ProgramBuilder::addGroup(std::vector<Rank> members) {
    m_groups.push_back(std::move(members));
    return static_cast<Rank>(m_groups.size() - 1);
}

void ProgramBuilder::requireBufferBytes(std::uint64_t bytes) {
    m_bufferBytes = std::max(m_bufferBytes, bytes);
}

Program ProgramBuilder::build(std::string name) {
    Program p;
    p.m_name = std::move(name);
    p.m_elementBytes = m_elementBytes;
    p.m_bufferBytes = m_bufferBytes;
    p.m_groups = std::move(m_groups);
    p.m_messages = m_messages;
    p.m_waitsForSends = m_waitsForSends;
    if (m_count.empty()) countFirst();
    p.m_rankBegin = std::move(m_count);
    for (std::size_t i = 1; i < p.m_rankBegin.size(); ++i)
        p.m_rankBegin[i] += p.m_rankBegin[i - 1];
    if (m_sorted) {
        p.m_ops = std::move(m_ops);
    } else {
        // Stable counting sort by rank keeps each rank's operations in the order they were added.
        reserveLarge(p.m_ops, m_ops.size());
        p.m_ops.resize(m_ops.size());
        std::vector<std::uint64_t> next(p.m_rankBegin.begin(), p.m_rankBegin.end() - 1);
        for (std::size_t i = 0; i < m_ops.size(); ++i)
            p.m_ops[next[m_owner[i]]++] = m_ops[i];
    }
    m_ops = {};
    m_owner = {};
    m_count = {};
    m_sorted = true;
    m_lastRank = 0;
    m_messages = 0;
    m_waitsForSends = false;
    return p;
}

}  // namespace ct
