#include "io/goal_format.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "program/message_matching.h"

namespace ct {

void writeGoal(std::ostream& out, const Program& p, const GoalOptions& o) {
    const MessageMatching match = matchMessages(p);
    if (!match.ok())
        throw std::invalid_argument("cannot export an invalid program: " + match.problems.front());
    // Tags: each message its own (its id), so GOAL's matching equals ours; barrier messages come
    // after all of them.
    std::uint64_t nextTag = match.messages;
    std::vector<std::uint64_t> barrierRound(p.groups().size(), 0);
    out << "num_ranks " << p.ranks() << "\n";
    const auto& ops = p.allOps();
    // Barrier rounds are counted per rank; all members see the same sequence, so the k-th
    // barrier of group g uses tag base(g, k) computed identically on every member.
    auto barrierTag = [&](std::size_t group, std::uint64_t round) {
        return nextTag + (round * p.groups().size() + group) * 2;
    };
    for (Rank r = 0; r < p.ranks(); ++r) {
        out << "rank " << r << " {\n";
        std::fill(barrierRound.begin(), barrierRound.end(), 0);
        int label = 0;
        auto emit = [&](const std::string& text) {
            ++label;
            out << "l" << label << ": " << text << "\n";
            if (label > 1) out << "l" << label << " requires l" << (label - 1) << "\n";
        };
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i) {
            const Op& op = ops[i];
            switch (op.kind) {
                case OpKind::Send:
                    emit("send " + std::to_string(op.bytes) + "b to " + std::to_string(op.peer) +
                         " tag " + std::to_string(match.message[i]));
                    break;
                case OpKind::Recv:
                    emit("recv " + std::to_string(op.bytes) + "b from " + std::to_string(op.peer) +
                         " tag " + std::to_string(match.message[i]));
                    break;
                case OpKind::Combine: {
                    const double t = double(op.bytes / p.elementBytes()) * o.combinePerElement;
                    emit("calc " + std::to_string(static_cast<std::uint64_t>(std::llround(t))));
                    break;
                }
                case OpKind::Copy:
                    emit("calc " + std::to_string(static_cast<std::uint64_t>(
                                       std::llround(double(op.bytes) * o.copyPerByte))));
                    break;
                case OpKind::Barrier: {
                    const auto g = static_cast<std::size_t>(op.peer);
                    const auto& members = p.groups()[g];
                    const std::uint64_t tag = barrierTag(g, barrierRound[g]++);
                    const Rank lead = members.front();
                    if (r == lead) {
                        for (Rank m : members)
                            if (m != lead)
                                emit("recv 1b from " + std::to_string(m) + " tag " +
                                     std::to_string(tag));
                        for (Rank m : members)
                            if (m != lead)
                                emit("send 1b to " + std::to_string(m) + " tag " +
                                     std::to_string(tag + 1));
                    } else {
                        emit("send 1b to " + std::to_string(lead) + " tag " + std::to_string(tag));
                        emit("recv 1b from " + std::to_string(lead) + " tag " +
                             std::to_string(tag + 1));
                    }
                    break;
                }
                case OpKind::WaitSends:
                    // GOAL has no "until received" dependency; the chain of requires already
                    // orders the next operation after this rank's sends.
                    break;
            }
        }
        out << "}\n";
    }
}

}  // namespace ct
