#include "program/message_matching.h"

#include <algorithm>

namespace ct {

std::string describeOp(const Program& program, std::uint64_t opIndex) {
    const Rank r = program.rankOfOp(opIndex);
    const Op& op = program.allOps()[opIndex];
    std::string s = "rank ";
    s += std::to_string(r);
    s += " op ";
    s += std::to_string(opIndex - program.rankBegin(r));
    s += " (";
    s += toString(op.kind);
    s += ' ';
    switch (op.kind) {
        case OpKind::Send:
        case OpKind::Recv:
            s += std::to_string(op.bytes);
            s += op.kind == OpKind::Send ? " B to " : " B from ";
            s += std::to_string(op.peer);
            break;
        case OpKind::Barrier:
            s += "group ";
            s += std::to_string(op.peer);
            break;
        case OpKind::WaitSends:
            s += "for the sends posted";
            break;
        default:
            s += std::to_string(op.bytes);
            s += " B";
            break;
    }
    s += ')';
    return s;
}

namespace {

struct Entry {
    Rank peer;
    std::uint64_t op;
    bool operator<(const Entry& o) const { return peer != o.peer ? peer < o.peer : op < o.op; }
};

// Each rank's receives sorted by source (then program order), in one flat array.
struct RecvIndex {
    std::vector<std::uint64_t> begin;  // per rank offsets
    std::vector<Entry> entries;
};

RecvIndex indexReceives(const Program& p) {
    RecvIndex idx;
    const Rank n = p.ranks();
    idx.begin.assign(static_cast<std::size_t>(n) + 1, 0);
    const auto& ops = p.allOps();
    for (Rank r = 0; r < n; ++r) {
        idx.begin[r] = idx.entries.size();
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i)
            if (ops[i].kind == OpKind::Recv) idx.entries.push_back({ops[i].peer, i});
        std::sort(idx.entries.begin() + static_cast<std::ptrdiff_t>(idx.begin[r]),
                  idx.entries.end());
    }
    idx.begin[n] = idx.entries.size();
    return idx;
}

}  // namespace

MessageMatching matchMessages(const Program& p, std::size_t maxProblems) {
    MessageMatching m;
    const auto& ops = p.allOps();
    const Rank n = p.ranks();
    m.partner.assign(ops.size(), kUnmatched);
    m.message.assign(ops.size(), kUnmatched);
    auto problem = [&](std::string text) {
        if (m.problems.size() < maxProblems) m.problems.push_back(std::move(text));
    };

    // Rank by rank, so each op's owner is known without a search (this loop runs per message).
    for (Rank r = 0; r < n; ++r) {
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i) {
            const Op& op = ops[i];
            if (!op.isCommunication()) continue;
            if (op.peer < 0 || op.peer >= n)
                problem(describeOp(p, i) + ": peer rank out of range 0.." + std::to_string(n - 1));
            else if (op.peer == r)
                problem(describeOp(p, i) + ": a rank cannot message itself (use a copy)");
            if (op.kind == OpKind::Send) m.message[i] = m.messages++;
        }
    }
    if (!m.ok()) return m;

    const RecvIndex recvs = indexReceives(p);
    std::vector<Entry> sends;
    for (Rank s = 0; s < n; ++s) {
        sends.clear();
        for (std::uint64_t i = p.rankBegin(s); i < p.rankBegin(s + 1); ++i)
            if (ops[i].kind == OpKind::Send) sends.push_back({ops[i].peer, i});
        std::sort(sends.begin(), sends.end());
        for (std::size_t j = 0; j < sends.size();) {
            const Rank d = sends[j].peer;
            auto first = recvs.entries.begin() + static_cast<std::ptrdiff_t>(recvs.begin[d]);
            auto last = recvs.entries.begin() + static_cast<std::ptrdiff_t>(recvs.begin[d + 1]);
            auto run = std::lower_bound(first, last, Entry{s, 0});
            for (; j < sends.size() && sends[j].peer == d; ++j, ++run) {
                const std::uint64_t sendOp = sends[j].op;
                if (run == last || run->peer != s) {
                    problem(describeOp(p, sendOp) + ": no matching receive at rank " +
                            std::to_string(d));
                    continue;
                }
                const std::uint64_t recvOp = run->op;
                if (ops[recvOp].bytes != ops[sendOp].bytes)
                    problem(describeOp(p, sendOp) + " meets " + describeOp(p, recvOp) +
                            ": sizes differ");
                m.partner[sendOp] = recvOp;
                m.partner[recvOp] = sendOp;
                m.message[recvOp] = m.message[sendOp];
            }
        }
    }
    for (std::uint64_t i = 0; i < ops.size(); ++i)
        if (ops[i].kind == OpKind::Recv && m.partner[i] == kUnmatched)
            problem(describeOp(p, i) + ": no matching send from rank " +
                    std::to_string(ops[i].peer));
    return m;
}

}  // namespace ct
