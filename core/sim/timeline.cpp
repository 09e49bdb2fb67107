#include "sim/timeline.h"

#include <algorithm>

namespace ct {

std::vector<BusyInterval> Timeline::busyIntervals(const Program& program, Rank r) const {
    std::vector<BusyInterval> out;
    if (!recorded) return out;
    const auto& ops = program.allOps();
    for (std::uint64_t i = program.rankBegin(r); i < program.rankBegin(r + 1); ++i) {
        BusyKind kind;
        switch (ops[i].kind) {
            case OpKind::Send:
                kind = BusyKind::SendOverhead;
                break;
            case OpKind::Recv:
                kind = BusyKind::RecvOverhead;
                break;
            case OpKind::Combine:
                kind = BusyKind::Combine;
                break;
            case OpKind::Copy:
                kind = BusyKind::Copy;
                break;
            default:
                continue;  // barrier waiting is idle time
        }
        out.push_back({opStart[i], opEnd[i], kind, i});
    }
    return out;
}

double Timeline::lastReceive(const Program& program, Rank r) const {
    double t = 0;
    if (!recorded) return t;
    const auto& ops = program.allOps();
    for (std::uint64_t i = program.rankBegin(r); i < program.rankBegin(r + 1); ++i)
        if (ops[i].kind == OpKind::Recv) t = std::max(t, opEnd[i]);
    return t;
}

}  // namespace ct
