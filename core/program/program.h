#pragma once
// A communication program: for each rank an ordered list of operations. Every algorithm expands
// into one; the simulator costs it, the Studio draws it and the runner executes it.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "program/op.h"

namespace ct {

class Program {
public:
    Program() = default;

    Rank ranks() const {
        return static_cast<Rank>(m_rankBegin.empty() ? 0 : m_rankBegin.size() - 1);
    }
    std::span<const Op> ops(Rank r) const {
        return {m_ops.data() + m_rankBegin[r], m_ops.data() + m_rankBegin[r + 1]};
    }
    // All operations, rank after rank; opIndex(r, k) is the global index of rank r's k-th op.
    const std::vector<Op>& allOps() const { return m_ops; }
    std::uint64_t rankBegin(Rank r) const { return m_rankBegin[r]; }
    std::uint64_t opIndex(Rank r, std::uint64_t k) const { return m_rankBegin[r] + k; }
    Rank rankOfOp(std::uint64_t opIndex) const;

    std::uint64_t messageCount() const { return m_messages; }
    // Whether any rank waits for its sends (OpKind::WaitSends): the simulator then tracks them.
    bool waitsForSends() const { return m_waitsForSends; }
    // Size of each rank's buffer: every op's parts lie inside it.
    std::uint64_t bufferBytes() const { return m_bufferBytes; }
    // Bytes per element for Combine (8: int64 sums by default).
    std::uint32_t elementBytes() const { return m_elementBytes; }
    const std::vector<std::vector<Rank>>& groups() const { return m_groups; }
    const std::string& name() const { return m_name; }
    void setName(std::string name) { m_name = std::move(name); }

private:
    friend class ProgramBuilder;
    std::vector<Op> m_ops;
    std::vector<std::uint64_t> m_rankBegin;  // ranks()+1 offsets into m_ops
    std::vector<std::vector<Rank>> m_groups;
    std::uint64_t m_messages = 0;
    bool m_waitsForSends = false;
    std::uint64_t m_bufferBytes = 0;
    std::uint32_t m_elementBytes = 8;
    std::string m_name;
};

// Collects operations in any rank order and lays them out rank after rank. Appending ranks in
// non-decreasing order (as tree generators do) skips the sort.
class ProgramBuilder {
public:
    explicit ProgramBuilder(Rank ranks, std::uint32_t elementBytes = 8);
    Rank ranks() const { return m_ranks; }
    void add(Rank r, const Op& op);
    void reserve(std::size_t ops);
    // A group for Barrier ops; returns its index.
    Rank addGroup(std::vector<Rank> members);
    // Raise the buffer size beyond what the ops touch (e.g. a broadcast's whole message).
    void requireBufferBytes(std::uint64_t bytes);
    Program build(std::string name = {});

private:
    void countFirst();

    Rank m_ranks;
    std::uint32_t m_elementBytes;
    std::vector<Op> m_ops;
    // m_count[r + 1]: rank r's operations so far (summed up, the program's rank offsets).
    std::vector<std::uint64_t> m_count;
    // Each operation's rank, kept only once operations came out of rank order (a generator that
    // appends rank after rank needs no 4 bytes per operation for the sort it does not need).
    std::vector<Rank> m_owner;
    Rank m_lastRank = 0;
    bool m_sorted = true;
    std::uint64_t m_messages = 0;
    bool m_waitsForSends = false;
    std::vector<std::vector<Rank>> m_groups;
    std::uint64_t m_bufferBytes = 0;
};

}  // namespace ct
