#include "program/message_ids.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "program/large_arrays.h"

namespace ct {
namespace {

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

    // Each rank's receives sorted by source, then program order, in one flat array; sends get
    // their ids in op order on the way.
    std::vector<std::uint32_t> recvBegin;
    assignLarge(recvBegin, static_cast<std::size_t>(n) + 1, std::uint32_t{0});
    std::vector<Entry> recvs;
    for (Rank r = 0; r < n; ++r) {
        recvBegin[r] = static_cast<std::uint32_t>(recvs.size());
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i) {
            const Op& op = ops[i];
            if (!op.isCommunication()) continue;
            if (op.peer < 0 || op.peer >= n || op.peer == r) return ids;
            if (op.kind == OpKind::Send) {
                ids.ofOp[i] = ids.messages++;
            } else {
                if (recvs.capacity() == recvs.size())
                    reserveLarge(recvs, std::max<std::size_t>(2 * recvs.size(), n));
                recvs.push_back({op.peer, static_cast<std::uint32_t>(i)});
            }
        }
        if (recvs.size() - recvBegin[r] > 1) std::sort(recvs.begin() + recvBegin[r], recvs.end());
    }
    recvBegin[n] = static_cast<std::uint32_t>(recvs.size());
    if (recvs.size() != ids.messages) return ids;

    std::vector<Entry> sends;
    std::uint32_t matched = 0;
    for (Rank s = 0; s < n; ++s) {
        sends.clear();
        for (std::uint64_t i = p.rankBegin(s); i < p.rankBegin(s + 1); ++i)
            if (ops[i].kind == OpKind::Send)
                sends.push_back({ops[i].peer, static_cast<std::uint32_t>(i)});
        if (sends.size() > 1) std::sort(sends.begin(), sends.end());
        for (std::size_t j = 0; j < sends.size();) {
            const Rank d = sends[j].peer;
            const auto first = recvs.begin() + recvBegin[d];
            const auto last = recvs.begin() + recvBegin[d + 1];
            auto run = last - first == 1 ? first : std::lower_bound(first, last, Entry{s, 0});
            for (; j < sends.size() && sends[j].peer == d; ++j, ++run) {
                if (run == last || run->peer != s) return ids;  // a send without its receive
                if (ops[run->op].bytes != ops[sends[j].op].bytes) return ids;
                ids.ofOp[run->op] = ids.ofOp[sends[j].op];
                ++matched;
            }
        }
    }
    ids.ok = matched == ids.messages;  // else some receive has no send
    return ids;
}

}  // namespace ct
