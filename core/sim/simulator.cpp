#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "program/message_ids.h"
#include "program/message_matching.h"
#include "sim/peer_read_bytes.h"
#include "sim/program_walk.h"
#include "sim/written_bytes.h"

namespace ct {

std::string ProgramError::fullMessage() const {
    std::string s = what();
    for (const auto& d : m_details)
        s += "\n  " + d;
    return s;
}

namespace {

struct LogGPRank : WalkRank {
    double nicSend = 0;  // earliest next send start (gap)
    double nicRecv = 0;  // earliest next receive start (gap)
    SendsInFlight out;   // its sends in flight (LogGP::halfDuplex)
};

// LogGP as the walk's cost model. Nothing is shared between ranks, so a rank runs as far as it
// can whenever it is woken, and a plain work list replaces the event queue.
class LogGPEngine : public ProgramWalk<LogGPEngine, LogGPRank> {
public:
    // A size-aware profile is seen as the program's working set sees it (forWorkingSet: the
    // per-byte cost of a segment is at least that of a message of the whole buffer).
    LogGPEngine(const Program& p, MessageIds ids, const LogGPProfile& profile, bool record,
                const SimulationOptions& o)
        : ProgramWalk(p, std::move(ids), record),
          m_own(profile.sizeAware()
                    ? profile.forWorkingSet(o.workingSetBytes ? o.workingSetBytes : p.bufferBytes())
                    : LogGPProfile()),
          m_profile(profile.sizeAware() ? m_own : profile) {
        // Which bytes each rank wrote, and which its peers read, are tracked only where the
        // profile charges for them.
        if (m_profile.chargesOverwrites()) m_peerRead.resize(static_cast<std::size_t>(p.ranks()));
        if (m_profile.chargesWrittenData()) {
            m_written.resize(static_cast<std::size_t>(p.ranks()));
            m_writtenDelay.assign(m_ids.messages, 0.0);
        }
        if (o.refilledBytes) startAsTheLastRunLeft(*o.refilledBytes);
        for (WrittenBytes& w : m_written)
            w.write(0, o.writtenInputBytes);
    }

    void run() {
        for (Rank r = 0; r < ranks(); ++r) {
            advance(r);
            while (!m_work.empty()) {
                const Rank w = m_work.back();
                m_work.pop_back();
                advance(w);
            }
        }
    }

    void enter(Rank, LogGPRank&) {}
    void wake(Rank r, double) { m_work.push_back(r); }

    Step send(Rank r, LogGPRank& s, std::uint32_t i, const Op& op, std::uint32_t id) {
        const LogGP& par = m_profile.at(op.bytes);  // the range of this message's size
        const double start = std::max(s.cpu, s.nicSend);
        const double wire = par.wireBytesTime(op.bytes);
        s.cpu = start + par.oSend;
        s.nicSend = start + par.messageGap() + wire;  // a stream's gap when it exceeds g
        mark(i, start, s.cpu);
        recordSend(id, r, i, op, start, s.cpu);
        const double arrival = s.cpu + par.L + wire;
        s.out.add(start, arrival);
        if (!m_peerRead.empty() && readByPeer(op)) m_peerRead[r].read(op.offset, op.bytes, par);
        double written = 0;
        if (!m_written.empty()) {
            written = par.writtenDelay(m_written[r].send(op.offset, op.bytes));
            m_writtenDelay[id] = written;
        }
        arrive(id, op.peer, arrival + written);
        return Step::Next;
    }

    // The eager and inline limits are the same in every range; the completion is the message's.
    LogGP::SendDone sendDone(const Op& op) const { return m_profile.first().sendDone(op.bytes); }
    double sendCompletion(const Op& op) const { return m_profile.at(op.bytes).sendCompletion; }

    Step receive(Rank r, LogGPRank& s, std::uint32_t i, const Op& op, std::uint32_t id,
                 double arrival) {
        const LogGP& par = m_profile.at(op.bytes);
        // Written data and the rank's own sends in flight both slow the message's way in; the
        // larger of the two delays applies (LogGP::writtenPerByte).
        const double written = m_written.empty() ? 0 : m_writtenDelay[id];
        const double sent = arrival - written;
        const double there =
            sent + std::max(written, par.duplexDelay(op.bytes, sent, s.out.from, s.out.to));
        const double start = std::max({s.cpu, there, s.nicRecv});
        if (!m_written.empty()) m_written[r].write(op.offset, op.bytes);
        s.cpu = start + par.oRecv + overwrite(r, op, LogGP::Write::Receive);
        s.nicRecv = start + par.messageGap() + par.wireBytesTime(op.bytes);
        mark(i, start, s.cpu);
        recordReceive(id, i, start, s.cpu);
        return Step::Next;
    }

    Step combine(Rank r, LogGPRank& s, std::uint32_t i, const Op& op) {
        if (!m_written.empty()) m_written[r].write(op.offset, op.bytes);
        const double elements = double(op.bytes / m_p.elementBytes());
        const double start = s.cpu;
        s.cpu += elements * m_profile.at(op.bytes).combinePerElement;  // its size's range
        s.cpu += overwrite(r, op, LogGP::Write::Combine);
        mark(i, start, s.cpu);
        return Step::Next;
    }

    Step copy(Rank r, LogGPRank& s, std::uint32_t i, const Op& op) {
        if (!m_written.empty()) m_written[r].write(op.offset, op.bytes);
        const double start = s.cpu;
        s.cpu += double(op.bytes) * m_profile.at(op.bytes).copyPerByte;  // its size's range
        s.cpu += overwrite(r, op, LogGP::Write::Copy);
        mark(i, start, s.cpu);
        return Step::Next;
    }

private:
    // Each rank's own ops, in order, decide what a run leaves in its buffer, whatever the
    // timing; then the refill of [0, refilled) takes those bytes back from any peer (the
    // written inputs are the caller's, as without a previous run).
    void startAsTheLastRunLeft(std::uint64_t refilled) {
        for (Rank r = 0; r < ranks(); ++r) {
            for (const Op& op : m_p.ops(r)) {
                if (op.kind == OpKind::Send) {
                    if (!m_written.empty()) m_written[r].send(op.offset, op.bytes);
                    if (!m_peerRead.empty() && readByPeer(op))
                        m_peerRead[r].read(op.offset, op.bytes, m_profile.at(op.bytes));
                } else if (op.kind == OpKind::Recv || op.kind == OpKind::Combine ||
                           op.kind == OpKind::Copy) {
                    if (!m_written.empty()) m_written[r].write(op.offset, op.bytes);
                    if (!m_peerRead.empty())
                        m_peerRead[r].write(op.offset, op.bytes, LogGP::Write::Copy);
                }
            }
            if (!m_peerRead.empty()) m_peerRead[r].write(0, refilled, LogGP::Write::Copy);
        }
    }

    // A send beyond the eager limit is read by its receiver out of the sender's buffer; an
    // eager one the library copies out itself.
    bool readByPeer(const Op& op) const {
        return m_profile.eagerLimit() == 0 || op.bytes > m_profile.eagerLimit();
    }
    double overwrite(Rank r, const Op& op, LogGP::Write w) {
        return m_peerRead.empty() ? 0 : m_peerRead[r].write(op.offset, op.bytes, w);
    }

    LogGPProfile m_own;  // the working set's view of a size-aware profile
    const LogGPProfile& m_profile;
    std::vector<Rank> m_work;  // ranks woken and not yet run again
    // Only where the profile charges written data (else empty): per rank the bytes it wrote,
    // per message the delay its written bytes added to its arrival.
    std::vector<WrittenBytes> m_written;
    std::vector<double> m_writtenDelay;
    // Only where the profile charges overwrites (else empty): per rank the bytes its peers read.
    std::vector<PeerReadBytes> m_peerRead;
};

// The matching, or a ProgramError naming every mismatch (matchMessages explains them).
MessageIds matchOrThrow(const Program& program) {
    MessageIds ids = matchMessageIds(program);
    if (ids.ok) return ids;
    const MessageMatching matching = matchMessages(program);
    if (matching.ok()) throw std::logic_error("the two message matchings disagree");
    throw ProgramError("the program's messages do not match", matching.problems);
}

std::vector<std::string> barrierProblems(const Program& p) {
    std::vector<std::string> out;
    const auto& groups = p.groups();
    bool anyBarrier = !groups.empty();
    if (!anyBarrier) {
        for (const Op& op : p.allOps())
            if (op.kind == OpKind::Barrier) {
                anyBarrier = true;
                break;
            }
        if (!anyBarrier) return out;
    }
    std::vector<std::vector<std::size_t>> count(groups.size());
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        count[gi].assign(static_cast<std::size_t>(p.ranks()), 0);
        if (groups[gi].empty()) out.push_back("group " + std::to_string(gi) + " has no members");
        for (Rank m : groups[gi])
            if (m < 0 || m >= p.ranks())
                out.push_back("group " + std::to_string(gi) + " names rank " + std::to_string(m) +
                              ", out of range");
    }
    if (!out.empty()) return out;
    const auto& ops = p.allOps();
    for (std::uint64_t i = 0; i < ops.size(); ++i) {
        if (ops[i].kind != OpKind::Barrier) continue;
        const auto gi = static_cast<std::size_t>(ops[i].peer);
        if (ops[i].peer < 0 || gi >= groups.size()) {
            out.push_back(describeOp(p, i) + ": no such group");
            continue;
        }
        const Rank r = p.rankOfOp(i);
        if (std::find(groups[gi].begin(), groups[gi].end(), r) == groups[gi].end())
            out.push_back(describeOp(p, i) + ": rank is not a member of the group");
        else
            ++count[gi][r];
    }
    for (std::size_t gi = 0; gi < groups.size() && out.empty(); ++gi)
        for (Rank m : groups[gi])
            if (count[gi][m] != count[gi][groups[gi].front()])
                out.push_back("group " + std::to_string(gi) + ": rank " + std::to_string(m) +
                              " enters " + std::to_string(count[gi][m]) + " barriers, rank " +
                              std::to_string(groups[gi].front()) + " enters " +
                              std::to_string(count[gi][groups[gi].front()]));
    return out;
}

std::vector<std::string> describeBlocked(const Program& p, const LogGPEngine& e,
                                         const std::vector<Rank>& blocked) {
    std::vector<std::string> out;
    for (Rank r : blocked) {
        if (out.size() == 20) {
            out.push_back("... and " + std::to_string(blocked.size() - 20) + " more blocked ranks");
            break;
        }
        const std::uint64_t pc = e.pcOf(r);
        const Op& op = p.allOps()[pc];
        std::string why =
            op.kind == OpKind::Recv
                ? " waits for a message rank " + std::to_string(op.peer) + " has not sent"
            : op.kind == OpKind::WaitSends ? " waits for its sends, which are never received"
                                           : " waits for group members that never arrive";
        out.push_back(describeOp(p, pc) + why);
    }
    return out;
}

}  // namespace

Timeline simulate(const Program& program, const LogGPProfile& params,
                  const SimulationOptions& options) {
    // Plain LogGP (one range) keeps its messages without a range's path.
    const auto bad =
        params.sizeAware() || params.ranges.empty() ? params.problem() : params.first().problem();
    if (bad) throw std::invalid_argument(*bad);
    MessageIds ids = matchOrThrow(program);
    if (auto b = barrierProblems(program); !b.empty()) throw ProgramError("bad barrier", b);
    LogGPEngine engine(program, std::move(ids), params, options.recordTimeline, options);
    engine.run();
    if (auto blocked = engine.unfinished(); !blocked.empty())
        throw ProgramError(
            "the program deadlocks: " + std::to_string(blocked.size()) + " rank(s) blocked",
            describeBlocked(program, engine, blocked), blocked);
    return engine.take();
}

ValidationReport validate(const Program& program) {
    ValidationReport report;
    MessageIds ids = matchMessageIds(program);
    if (!ids.ok) {
        report.problems = matchMessages(program).problems;
        if (!report.ok()) return report;
        throw std::logic_error("the two message matchings disagree");
    }
    report.problems = barrierProblems(program);
    if (!report.ok()) return report;
    const LogGPProfile unit(LogGP::logp(1, 0, 0));  // any costs: only completion matters here
    LogGPEngine engine(program, std::move(ids), unit, false, SimulationOptions{});
    engine.run();
    report.blockedRanks = engine.unfinished();
    if (!report.blockedRanks.empty()) {
        report.problems.push_back("the program deadlocks: " +
                                  std::to_string(report.blockedRanks.size()) + " rank(s) blocked");
        auto details = describeBlocked(program, engine, report.blockedRanks);
        report.problems.insert(report.problems.end(), details.begin(), details.end());
    }
    return report;
}

}  // namespace ct
