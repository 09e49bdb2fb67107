#include "program/reference_executor.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "program/message_matching.h"
#include "sim/simulator.h"

namespace ct {
namespace {

void combine(const Op& op, RankBuffer& buf, std::uint32_t elementBytes) {
    if (elementBytes != 8)
        throw std::invalid_argument("the reference executor combines 8-byte integers only");
    const std::uint64_t n = op.bytes / 8;
    auto load = [&](std::uint64_t off) {
        std::uint64_t v;
        std::memcpy(&v, buf.data() + off, 8);
        return v;
    };
    auto store = [&](std::uint64_t off, std::uint64_t v) { std::memcpy(buf.data() + off, &v, 8); };
    if (op.mode == CombineMode::Fold) {
        std::uint64_t acc = load(op.offset);
        for (std::uint64_t i = 0; i < n; ++i)
            acc += load(op.srcOffset + 8 * i);
        store(op.offset, acc);
    } else if (op.mode == CombineMode::Minimum) {
        for (std::uint64_t i = 0; i < n; ++i) {
            const auto a = std::int64_t(load(op.offset + 8 * i));
            const auto b = std::int64_t(load(op.srcOffset + 8 * i));
            store(op.offset + 8 * i, std::uint64_t(std::min(a, b)));
        }
    } else if (op.mode == CombineMode::SegmentedMinimum) {
        for (std::uint64_t i = 0; i < n; ++i)
            store(op.offset + 8 * i,
                  segmentedMinimum(load(op.offset + 8 * i), load(op.srcOffset + 8 * i)));
    } else if (op.mode == CombineMode::SegmentedScan) {
        for (std::uint64_t i = 1; i < n; ++i)
            store(op.offset + 8 * i,
                  segmentedMinimum(load(op.offset + 8 * (i - 1)), load(op.offset + 8 * i)));
    } else {
        for (std::uint64_t i = 0; i < n; ++i)
            store(op.offset + 8 * i, load(op.offset + 8 * i) + load(op.srcOffset + 8 * i));
    }
}

}  // namespace

void executeProgram(const Program& p, std::vector<RankBuffer>& buffers) {
    if (buffers.size() != static_cast<std::size_t>(p.ranks()))
        throw std::invalid_argument("one buffer per rank is needed");
    const ValidationReport report = validate(p);
    if (!report.ok())
        throw ProgramError("the program cannot run", report.problems, report.blockedRanks);
    for (auto& b : buffers)
        if (b.size() < p.bufferBytes()) b.resize(p.bufferBytes(), 0);
    const MessageMatching match = matchMessages(p);
    const auto& ops = p.allOps();
    std::vector<RankBuffer> inFlight(match.messages);
    std::vector<bool> sent(match.messages, false);
    std::vector<std::uint64_t> pc(static_cast<std::size_t>(p.ranks()));
    for (Rank r = 0; r < p.ranks(); ++r)
        pc[r] = p.rankBegin(r);
    // Sweep the ranks until no one can move; validate() guaranteed this terminates with all done.
    bool progress = true;
    while (progress) {
        progress = false;
        for (Rank r = 0; r < p.ranks(); ++r) {
            RankBuffer& buf = buffers[r];
            while (pc[r] < p.rankBegin(r + 1)) {
                const std::uint64_t i = pc[r];
                const Op& op = ops[i];
                if (op.kind == OpKind::Recv && !sent[match.message[i]]) break;
                if (op.kind == OpKind::Barrier) break;  // released below when all members wait
                switch (op.kind) {
                    case OpKind::Send: {
                        const auto id = match.message[i];
                        inFlight[id].assign(
                            buf.begin() + static_cast<std::ptrdiff_t>(op.offset),
                            buf.begin() + static_cast<std::ptrdiff_t>(op.offset + op.bytes));
                        sent[id] = true;
                        break;
                    }
                    case OpKind::Recv: {
                        const auto& msg = inFlight[match.message[i]];
                        std::copy(msg.begin(), msg.end(),
                                  buf.begin() + static_cast<std::ptrdiff_t>(op.offset));
                        break;
                    }
                    case OpKind::Combine:
                        combine(op, buf, p.elementBytes());
                        break;
                    case OpKind::Copy:
                        std::memmove(buf.data() + op.offset, buf.data() + op.srcOffset, op.bytes);
                        break;
                    case OpKind::Barrier:
                    case OpKind::WaitSends:  // a send's data was taken when it was posted
                        break;
                }
                ++pc[r];
                progress = true;
            }
        }
        // Barriers: a group whose members all wait at a barrier passes it together.
        for (std::size_t g = 0; g < p.groups().size(); ++g) {
            const auto& members = p.groups()[g];
            bool all = !members.empty();
            for (Rank m : members)
                all = all && pc[m] < p.rankBegin(m + 1) && ops[pc[m]].kind == OpKind::Barrier &&
                      ops[pc[m]].peer == static_cast<Rank>(g);
            if (all) {
                for (Rank m : members)
                    ++pc[m];
                progress = true;
            }
        }
    }
}

}  // namespace ct
