#include "execution_plan.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace ct::runner {

namespace {

constexpr std::uint64_t kMaxCount = static_cast<std::uint64_t>(std::numeric_limits<int>::max());

[[noreturn]] void reject(Rank r, std::size_t k, const Op& op, const std::string& why) {
    throw std::invalid_argument("rank " + std::to_string(r) + " op " + std::to_string(k) + " (" +
                                toString(op.kind) + "): " + why);
}

void checkOp(const Program& p, Rank r, std::size_t k, const Op& op) {
    const std::uint64_t buffer = p.bufferBytes();
    const auto inBuffer = [&](const ByteRange& range) {
        return range.end <= buffer && range.begin <= range.end;
    };
    switch (op.kind) {
        case OpKind::Send:
        case OpKind::Recv:
            if (op.peer < 0 || op.peer >= p.ranks())
                reject(r, k, op, "peer " + std::to_string(op.peer) + " is not a rank");
            if (op.bytes > kMaxCount) reject(r, k, op, "more bytes than an MPI count can hold");
            break;
        case OpKind::Combine:
            if (p.elementBytes() != 8) reject(r, k, op, "the runner combines 8-byte integers only");
            if (op.bytes % 8 != 0) reject(r, k, op, "not a whole number of 8-byte elements");
            if (op.mode == CombineMode::SegmentedScan && op.srcOffset != op.offset)
                reject(r, k, op, "a segmented scan runs in place (source = target)");
            break;
        case OpKind::Copy:
            break;
        case OpKind::Barrier: {
            const auto& groups = p.groups();
            if (op.peer < 0 || static_cast<std::size_t>(op.peer) >= groups.size())
                reject(r, k, op, "group " + std::to_string(op.peer) + " does not exist");
            const auto& members = groups[static_cast<std::size_t>(op.peer)];
            if (std::find(members.begin(), members.end(), r) == members.end())
                reject(r, k, op, "the rank is not a member of group " + std::to_string(op.peer));
            break;
        }
    }
    // Offsets come from the program file or generator: guard against wrap-around too.
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() / 2;
    if (op.offset > limit || op.srcOffset > limit || op.bytes > limit)
        reject(r, k, op, "offset or size out of range");
    if (!inBuffer(writtenRange(op, p.elementBytes())) || !inBuffer(readRange(op)))
        reject(r, k, op, "the part lies outside the " + std::to_string(buffer) + "-byte buffer");
}

}  // namespace

ByteRange writtenRange(const Op& op, std::uint32_t elementBytes) {
    switch (op.kind) {
        case OpKind::Recv:
        case OpKind::Copy:
            return {op.offset, op.offset + op.bytes};
        case OpKind::Combine:
            // A fold writes one element, an elementwise combine the whole part.
            return {op.offset,
                    op.offset + (op.mode == CombineMode::Fold ? elementBytes : op.bytes)};
        case OpKind::Send:
        case OpKind::Barrier:
            return {};
    }
    return {};
}

ByteRange readRange(const Op& op) {
    switch (op.kind) {
        case OpKind::Send:
            return {op.offset, op.offset + op.bytes};
        case OpKind::Copy:
        case OpKind::Combine:
            return {op.srcOffset, op.srcOffset + op.bytes};
        case OpKind::Recv:
        case OpKind::Barrier:
            return {};
    }
    return {};
}

ExecutionPlan planExecution(const Program& program, Rank r) {
    if (r < 0 || r >= program.ranks())
        throw std::invalid_argument("rank " + std::to_string(r) + " is not in the " +
                                    std::to_string(program.ranks()) + "-rank program");
    const auto ops = program.ops(r);
    ExecutionPlan plan;
    plan.waitBefore.resize(ops.size());
    // Pending sends and the parts they read. A send leaves the list once a write has waited for
    // it: it is then complete and cannot conflict again.
    struct Pending {
        std::size_t index;
        ByteRange range;
    };
    std::vector<Pending> pending;
    for (std::size_t k = 0; k < ops.size(); ++k) {
        const Op& op = ops[k];
        checkOp(program, r, k, op);
        if (op.kind == OpKind::Send) {
            pending.push_back({plan.sends++, readRange(op)});
            continue;
        }
        const ByteRange written = writtenRange(op, program.elementBytes());
        if (written.empty()) continue;
        for (auto it = pending.begin(); it != pending.end();) {
            if (it->range.overlaps(written)) {
                plan.waitBefore[k].push_back(it->index);
                ++plan.hazards;
                it = pending.erase(it);
            } else {
                ++it;
            }
        }
    }
    return plan;
}

}  // namespace ct::runner
