#include "visual/measured_timeline.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include "algorithms/catalogue/case_program.h"
#include "analysis/prediction_accuracy.h"
#include "sim/simulator.h"

namespace studio {
namespace {

using ct::protocol::CaseKind;
using ct::protocol::RecordedOp;
using ct::protocol::RecordedTimeline;
using ct::protocol::ResultsError;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string describe(ct::OpKind kind, ct::Rank peer, std::uint64_t bytes) {
    std::string s = ct::toString(kind);
    s.append(" ").append(std::to_string(bytes)).append(" B");
    if (kind == ct::OpKind::Send || kind == ct::OpKind::Recv)
        s.append(kind == ct::OpKind::Send ? " to " : " from ").append(std::to_string(peer));
    return s;
}

// Copies op with its peer moved to the lane of `side` (0 upper, 1 lower).
ct::Op onLane(ct::Op op, int side) {
    if (op.kind == ct::OpKind::Send || op.kind == ct::OpKind::Recv ||
        op.kind == ct::OpKind::Barrier)
        op.peer = 2 * op.peer + side;
    return op;
}

}  // namespace

std::optional<double> MeasuredOverlay::ratio() const {
    if (!(predicted.total > 0)) return std::nullopt;
    return measured.total / predicted.total;
}

ct::Timeline measuredTimeline(const ct::Program& program, const ct::Timeline& predicted,
                              const RecordedTimeline& recording) {
    const auto& all = program.allOps();
    if (recording.ranks.size() != static_cast<std::size_t>(program.ranks()))
        throw ResultsError("the recording has " + std::to_string(recording.ranks.size()) +
                           " ranks, the program " + std::to_string(program.ranks()));
    ct::Timeline t;
    t.ranks = program.ranks();
    t.recorded = true;
    t.opStart.assign(all.size(), kNaN);
    t.opEnd.assign(all.size(), kNaN);
    t.rankFinish.assign(static_cast<std::size_t>(program.ranks()), 0.0);
    for (ct::Rank r = 0; r < program.ranks(); ++r) {
        const auto ops = program.ops(r);
        const auto& recorded = recording.ranks[static_cast<std::size_t>(r)];
        if (recorded.size() > ops.size() || (!recording.truncated && recorded.size() < ops.size()))
            throw ResultsError("rank " + std::to_string(r) + " recorded " +
                               std::to_string(recorded.size()) + " operations, its program has " +
                               std::to_string(ops.size()));
        for (std::size_t i = 0; i < recorded.size(); ++i) {
            const RecordedOp& e = recorded[i];
            const ct::Op& op = ops[i];
            const bool peerMatters = op.kind != ct::OpKind::Combine && op.kind != ct::OpKind::Copy;
            if (e.op != i || e.kind != op.kind || e.bytes != op.bytes ||
                (peerMatters && e.peer != op.peer))
                throw ResultsError("rank " + std::to_string(r) + " operation " + std::to_string(i) +
                                   ": the recording says " + describe(e.kind, e.peer, e.bytes) +
                                   ", the program rebuilt " + "from the case " +
                                   describe(op.kind, op.peer, op.bytes));
            const std::uint64_t g = program.opIndex(r, i);
            t.opStart[g] = e.start;
            t.opEnd[g] = e.end;
            t.rankFinish[static_cast<std::size_t>(r)] =
                std::max(t.rankFinish[static_cast<std::size_t>(r)], e.end);
        }
    }
    // Messages in the simulation's numbering, where both ends were recorded.
    for (const ct::MessageRecord& m : predicted.messages) {
        if (std::isnan(t.opStart[m.sendOp]) || std::isnan(t.opStart[m.recvOp])) continue;
        ct::MessageRecord rec = m;
        rec.sendStart = t.opStart[m.sendOp];
        rec.sendEnd = t.opEnd[m.sendOp];
        rec.recvEnd = t.opEnd[m.recvOp];
        rec.recvStart = std::min(std::max(t.opStart[m.recvOp], rec.sendStart), rec.recvEnd);
        rec.arrival = std::min(std::max(rec.recvStart, rec.sendEnd), rec.recvEnd);
        t.opStart[m.recvOp] = rec.recvStart;
        t.messages.push_back(rec);
    }
    t.total =
        t.rankFinish.empty() ? 0.0 : *std::max_element(t.rankFinish.begin(), t.rankFinish.end());
    return t;
}

void interleave(const ct::Program& program, const ct::Timeline& upper, const ct::Timeline& lower,
                ct::Program& lanes, ct::Timeline& merged) {
    const ct::Rank n = program.ranks();
    ct::ProgramBuilder b(2 * n, program.elementBytes());
    b.reserve(2 * program.allOps().size());
    for (const auto& members : program.groups())
        for (int side = 0; side < 2; ++side) {
            std::vector<ct::Rank> moved;
            for (ct::Rank m : members)
                moved.push_back(2 * m + side);
            b.addGroup(std::move(moved));
        }
    for (ct::Rank r = 0; r < n; ++r)
        for (int side = 0; side < 2; ++side)
            for (const ct::Op& op : program.ops(r))
                b.add(2 * r + side, onLane(op, side));
    lanes = b.build(program.name());

    merged = ct::Timeline{};
    merged.ranks = 2 * n;
    merged.recorded = true;
    merged.opStart.assign(lanes.allOps().size(), kNaN);
    merged.opEnd.assign(lanes.allOps().size(), kNaN);
    merged.rankFinish.assign(static_cast<std::size_t>(2 * n), 0.0);
    const ct::Timeline* sides[2] = {&upper, &lower};
    for (int side = 0; side < 2; ++side) {
        const ct::Timeline& t = *sides[side];
        const auto moved = [&](std::uint64_t op) {
            const ct::Rank r = program.rankOfOp(op);
            return lanes.opIndex(2 * r + side, op - program.rankBegin(r));
        };
        for (ct::Rank r = 0; r < n; ++r) {
            for (std::uint64_t op = program.rankBegin(r); op < program.rankBegin(r + 1); ++op) {
                merged.opStart[moved(op)] = t.opStart[op];
                merged.opEnd[moved(op)] = t.opEnd[op];
            }
            merged.rankFinish[static_cast<std::size_t>(2 * r + side)] =
                t.rankFinish[static_cast<std::size_t>(r)];
        }
        for (ct::MessageRecord m : t.messages) {
            m.sendOp = moved(m.sendOp);
            m.recvOp = moved(m.recvOp);
            m.src = 2 * m.src + side;
            m.dst = 2 * m.dst + side;
            merged.messages.push_back(m);
        }
        merged.total = std::max(merged.total, t.total);
    }
}

MeasuredOverlay buildOverlay(const ct::protocol::CaseResult& c, const ct::LogGPProfile& modelUs,
                             const std::string& resultsDir) {
    if (!c.timeline) throw ResultsError(c.name + ": the runner recorded no timeline for this case");
    if (c.kind == CaseKind::MpiBaseline)
        throw ResultsError(c.name + ": MPI's own collectives have no operations to record");
    MeasuredOverlay o;
    o.caseName = c.name;
    o.truncated = c.timeline->truncated;
    ct::protocol::CaseSpec spec = c.spec;
    // A run folder that moved keeps the schedule beside its results.
    if (spec.schedule && !std::filesystem::exists(spec.scheduleFile) && !resultsDir.empty()) {
        const auto beside =
            std::filesystem::path(resultsDir) / std::filesystem::path(spec.scheduleFile).filename();
        if (std::filesystem::exists(beside)) spec.scheduleFile = beside.string();
    }
    try {
        o.program = ct::buildCaseProgram(spec);
        ct::LogGPProfile model = modelUs;
        model.setUnit("us");
        // At the level measured beside the case's size, as the Results table predicts it.
        o.predicted = ct::simulate(o.program, model.atLevelOf(c.bytes),
                                   ct::caseSimulation(c.problem, spec.bytes, o.program, true));
    } catch (const std::exception& e) {
        throw ResultsError(c.name + ": the program cannot be rebuilt: " + e.what());
    }
    try {
        o.measured = measuredTimeline(o.program, o.predicted, *c.timeline);
    } catch (const ResultsError& e) {
        throw ResultsError(c.name + ": " + e.what());
    }
    interleave(o.program, o.predicted, o.measured, o.lanes, o.merged);
    return o;
}

}  // namespace studio
