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
        case OpKind::WaitSends:
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
        case OpKind::WaitSends:
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
        case OpKind::WaitSends:
            return {};
    }
    return {};
}

namespace {

bool touches(const Op& op, const ByteRange& part, std::uint32_t elementBytes) {
    return readRange(op).overlaps(part) || writtenRange(op, elementBytes).overlaps(part);
}

// The earliest op before which each receive could be posted: after the last earlier op that
// touches its part, after the receive kReceiveDepth places before it has completed, and not
// before the previous receive (program order). Pending sends are not considered yet.
std::vector<std::size_t> earliestPosts(std::span<const Op> ops,
                                       const std::vector<std::size_t>& recvs,
                                       std::uint32_t elementBytes) {
    std::vector<std::size_t> post(recvs.size());
    for (std::size_t i = 0; i < recvs.size(); ++i) {
        const std::size_t k = recvs[i];
        std::size_t lower = i == 0 ? 0 : post[i - 1];
        if (i >= kReceiveDepth) lower = std::max(lower, recvs[i - kReceiveDepth] + 1);
        const ByteRange part = writtenRange(ops[k], elementBytes);
        std::size_t p = lower;
        for (std::size_t j = k; j > lower; --j)
            if (touches(ops[j - 1], part, elementBytes)) {
                p = j;
                break;
            }
        post[i] = p;
    }
    return post;
}

}  // namespace

ExecutionPlan planExecution(const Program& program, Rank r) {
    if (r < 0 || r >= program.ranks())
        throw std::invalid_argument("rank " + std::to_string(r) + " is not in the " +
                                    std::to_string(program.ranks()) + "-rank program");
    const auto ops = program.ops(r);
    const std::uint32_t elementBytes = program.elementBytes();
    ExecutionPlan plan;
    plan.waitBefore.resize(ops.size());
    std::vector<std::size_t> recvs;
    for (std::size_t k = 0; k < ops.size(); ++k) {
        checkOp(program, r, k, ops[k]);
        if (ops[k].kind == OpKind::Recv) recvs.push_back(k);
    }
    plan.postBefore = earliestPosts(ops, recvs, elementBytes);
    // Pending sends and the parts they read. A send leaves the list once a write has waited for
    // it: it is then complete and cannot conflict again. A receive writes its part from the
    // moment it is posted.
    struct Pending {
        std::size_t index;
        ByteRange range;
    };
    std::vector<Pending> pending;
    const auto readByPending = [&](const ByteRange& written) {
        return std::any_of(pending.begin(), pending.end(),
                           [&](const Pending& s) { return s.range.overlaps(written); });
    };
    const auto waitForOverlapping = [&](std::size_t k, const ByteRange& written) {
        for (auto it = pending.begin(); it != pending.end();) {
            if (it->range.overlaps(written)) {
                plan.waitBefore[k].push_back(it->index);
                ++plan.hazards;
                it = pending.erase(it);
            } else {
                ++it;
            }
        }
    };
    std::size_t next = 0;  // the first receive not yet posted
    for (std::size_t k = 0; k < ops.size(); ++k) {
        // Post the receives due here. One whose part a pending send still reads waits for its
        // own turn (and then for that send), and keeps the later ones behind it.
        while (next < recvs.size() && plan.postBefore[next] <= k) {
            const std::size_t own = recvs[next];
            const ByteRange part = writtenRange(ops[own], elementBytes);
            if (own > k && readByPending(part)) break;
            if (own == k) waitForOverlapping(k, part);
            plan.postBefore[next] = k;
            if (own > k) ++plan.early;
            ++next;
        }
        const Op& op = ops[k];
        if (op.kind == OpKind::Send) {
            pending.push_back({plan.sends++, readRange(op)});
            continue;
        }
        if (op.kind == OpKind::Recv) continue;  // its part was taken when it was posted
        if (op.kind == OpKind::WaitSends) {     // every pending send, in the order posted
            for (const Pending& s : pending)
                plan.waitBefore[k].push_back(s.index);
            pending.clear();
            continue;
        }
        const ByteRange written = writtenRange(op, elementBytes);
        if (!written.empty()) waitForOverlapping(k, written);
    }
    return plan;
}

}  // namespace ct::runner
