#include "program/message_ids.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "program/large_arrays.h"

namespace ct {
namespace {

// Receivers with at most this many operations are searched in the program instead of an index.
constexpr std::uint64_t kScannedOps = 32;

struct Entry {
    Rank peer;
    std::uint32_t op;
    bool operator<(const Entry& o) const { return peer != o.peer ? peer < o.peer : op < o.op; }
};

}  // namespace

MessageIds matchMessageIds(const Program& p) {
    MessageIds ids;
    const auto& ops = p.allOps();
    if (ops.size() >= kNoMessage)
        throw std::length_error("the program has " + std::to_string(ops.size()) +
                                " operations; the simulator handles at most " +
                                std::to_string(kNoMessage - 1));
    const Rank n = p.ranks();
    assignLarge(ids.ofOp, ops.size(), kNoMessage);

    // Sends get their ids in op order. A receiver with few operations (every rank of a tree)
    // is searched directly in the program; only ranks with many get their receives sorted by
    // source, then program order, into an index: an index of every rank was a quarter of the
    // memory the matching touched.
    std::vector<Entry> recvs;
    std::unordered_map<Rank, std::pair<std::uint32_t, std::uint32_t>> indexed;
    std::uint64_t recvCount = 0;
    for (Rank r = 0; r < n; ++r) {
        const bool index = p.rankBegin(r + 1) - p.rankBegin(r) > kScannedOps;
        const auto first = static_cast<std::uint32_t>(recvs.size());
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i) {
            const Op& op = ops[i];
            if (!op.isCommunication()) continue;
            if (op.peer < 0 || op.peer >= n || op.peer == r) return ids;
            if (op.kind == OpKind::Send) {
                ids.ofOp[i] = ids.messages++;
            } else {
                ++recvCount;
                if (index) recvs.push_back({op.peer, static_cast<std::uint32_t>(i)});
            }
        }
        if (index) {
            std::sort(recvs.begin() + first, recvs.end());
            indexed[r] = {first, static_cast<std::uint32_t>(recvs.size())};
        }
    }
    if (recvCount != ids.messages) return ids;

    std::vector<Entry> sends;
    std::uint32_t matched = 0;
    auto pair = [&](std::uint32_t sendOp, std::uint32_t recvOp) {
        if (ops[recvOp].bytes != ops[sendOp].bytes) return false;
        ids.ofOp[recvOp] = ids.ofOp[sendOp];
        ++matched;
        return true;
    };
    for (Rank s = 0; s < n; ++s) {
        sends.clear();
        for (std::uint64_t i = p.rankBegin(s); i < p.rankBegin(s + 1); ++i)
            if (ops[i].kind == OpKind::Send)
                sends.push_back({ops[i].peer, static_cast<std::uint32_t>(i)});
        if (sends.size() > 1) std::sort(sends.begin(), sends.end());
        for (std::size_t j = 0; j < sends.size();) {
            const Rank d = sends[j].peer;
            if (const auto it = indexed.find(d); it != indexed.end()) {
                const auto first = recvs.begin() + it->second.first;
                const auto last = recvs.begin() + it->second.second;
                for (auto run = std::lower_bound(first, last, Entry{s, 0});
                     j < sends.size() && sends[j].peer == d; ++j, ++run)
                    if (run == last || run->peer != s || !pair(sends[j].op, run->op))
                        return ids;  // a send without its receive, or sizes differ
                continue;
            }
            for (std::uint64_t i = p.rankBegin(d); i < p.rankBegin(d + 1); ++i)
                if (j < sends.size() && sends[j].peer == d && ops[i].kind == OpKind::Recv &&
                    ops[i].peer == s) {
                    if (!pair(sends[j].op, static_cast<std::uint32_t>(i))) return ids;
                    ++j;
                }
            if (j < sends.size() && sends[j].peer == d) return ids;  // more sends than receives
        }
    }
    ids.ok = matched == ids.messages;  // else some receive has no send
    return ids;
}

}  // namespace ct
