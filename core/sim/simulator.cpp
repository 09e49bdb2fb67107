#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "program/message_matching.h"

namespace ct {

std::string ProgramError::fullMessage() const {
    std::string s = what();
    for (const auto& d : m_details)
        s += "\n  " + d;
    return s;
}

namespace {

constexpr double kNotSent = -1.0;

struct RankState {
    double cpu = 0;      // when the rank's processor is free
    double nicSend = 0;  // earliest next send start (gap)
    double nicRecv = 0;  // earliest next receive start (gap)
    std::uint64_t pc = 0;
    std::uint64_t end = 0;
};

struct GroupState {
    std::size_t arrived = 0;
    double latest = 0;
    std::vector<Rank> waiting;
};

class Engine {
public:
    Engine(const Program& p, const LogGP& params, const MessageMatching& m, bool record)
        : m_p(p), m_ops(p.allOps()), m_par(params), m_match(m), m_record(record) {
        const Rank n = p.ranks();
        m_ranks.resize(static_cast<std::size_t>(n));
        for (Rank r = 0; r < n; ++r)
            m_ranks[r] = {0, 0, 0, p.rankBegin(r), p.rankBegin(r + 1)};
        m_arrival.assign(m.messages, kNotSent);
        m_waiter.assign(m.messages, kNoRank);
        m_groups.resize(p.groups().size());
        m_tl.ranks = n;
        m_tl.recorded = record;
        if (record) {
            m_tl.opStart.assign(m_ops.size(), 0.0);
            m_tl.opEnd.assign(m_ops.size(), 0.0);
            m_tl.messages.resize(m.messages);
        }
        m_tl.rankFinish.assign(static_cast<std::size_t>(n), 0.0);
    }

    void run() {
        m_work.reserve(m_ranks.size());
        for (Rank r = m_p.ranks() - 1; r >= 0; --r)
            m_work.push_back(r);
        while (!m_work.empty()) {
            const Rank r = m_work.back();
            m_work.pop_back();
            advance(r);
        }
    }

    std::vector<Rank> blocked() const {
        std::vector<Rank> out;
        for (Rank r = 0; r < static_cast<Rank>(m_ranks.size()); ++r)
            if (m_ranks[r].pc < m_ranks[r].end) out.push_back(r);
        return out;
    }
    std::uint64_t pcOf(Rank r) const { return m_ranks[r].pc; }
    Timeline take() {
        m_tl.total = m_tl.rankFinish.empty()
                         ? 0.0
                         : *std::max_element(m_tl.rankFinish.begin(), m_tl.rankFinish.end());
        return std::move(m_tl);
    }

private:
    void mark(std::uint64_t op, double start, double end) {
        if (!m_record) return;
        m_tl.opStart[op] = start;
        m_tl.opEnd[op] = end;
    }

    // Runs rank r until it finishes or blocks on a message or barrier.
    void advance(Rank r) {
        RankState& s = m_ranks[r];
        while (s.pc < s.end) {
            const std::uint64_t i = s.pc;
            const Op& op = m_ops[i];
            switch (op.kind) {
                case OpKind::Send:
                    send(r, s, i, op);
                    break;
                case OpKind::Recv:
                    if (!receive(r, s, i, op)) return;
                    break;
                case OpKind::Combine: {
                    const double elements = double(op.bytes / m_p.elementBytes());
                    const double start = s.cpu;
                    s.cpu += elements * m_par.combinePerElement;
                    mark(i, start, s.cpu);
                    break;
                }
                case OpKind::Copy: {
                    const double start = s.cpu;
                    s.cpu += double(op.bytes) * m_par.copyPerByte;
                    mark(i, start, s.cpu);
                    break;
                }
                case OpKind::Barrier:
                    if (!barrier(r, s, i, op)) return;
                    break;
            }
            ++s.pc;
        }
        m_tl.rankFinish[r] = s.cpu;
    }

    void send(Rank r, RankState& s, std::uint64_t i, const Op& op) {
        const double start = std::max(s.cpu, s.nicSend);
        const double wire = m_par.wireBytesTime(op.bytes);
        s.cpu = start + m_par.oSend;
        s.nicSend = start + m_par.g + wire;
        const std::uint64_t id = m_match.message[i];
        m_arrival[id] = s.cpu + m_par.L + wire;
        mark(i, start, s.cpu);
        if (m_record) {
            MessageRecord& rec = m_tl.messages[id];
            rec.src = r;
            rec.dst = op.peer;
            rec.bytes = op.bytes;
            rec.sendOp = i;
            rec.recvOp = m_match.partner[i];
            rec.sendStart = start;
            rec.sendEnd = s.cpu;
            rec.arrival = m_arrival[id];
        }
        if (m_waiter[id] != kNoRank) {
            m_work.push_back(m_waiter[id]);
            m_waiter[id] = kNoRank;
        }
    }

    bool receive(Rank r, RankState& s, std::uint64_t i, const Op& op) {
        const std::uint64_t id = m_match.message[i];
        const double arrival = m_arrival[id];
        if (arrival == kNotSent) {
            m_waiter[id] = r;
            return false;
        }
        const double start = std::max({s.cpu, arrival, s.nicRecv});
        s.cpu = start + m_par.oRecv;
        s.nicRecv = start + m_par.g + m_par.wireBytesTime(op.bytes);
        mark(i, start, s.cpu);
        if (m_record) {
            m_tl.messages[id].recvStart = start;
            m_tl.messages[id].recvEnd = s.cpu;
        }
        return true;
    }

    // Barriers release together when the last member arrives; the waiting ranks resume there.
    bool barrier(Rank r, RankState& s, std::uint64_t i, const Op& op) {
        GroupState& g = m_groups[static_cast<std::size_t>(op.peer)];
        const auto& members = m_p.groups()[static_cast<std::size_t>(op.peer)];
        if (m_record) m_tl.opStart[i] = s.cpu;
        g.latest = g.arrived == 0 ? s.cpu : std::max(g.latest, s.cpu);
        ++g.arrived;
        if (g.arrived < members.size()) {
            g.waiting.push_back(r);
            return false;
        }
        const double release = g.latest;
        for (Rank w : g.waiting) {
            RankState& ws = m_ranks[w];
            ws.cpu = release;
            if (m_record) m_tl.opEnd[ws.pc] = release;
            ++ws.pc;
            m_work.push_back(w);
        }
        g.waiting.clear();
        g.arrived = 0;
        s.cpu = release;
        if (m_record) m_tl.opEnd[i] = release;
        return true;
    }

    const Program& m_p;
    const std::vector<Op>& m_ops;
    const LogGP& m_par;
    const MessageMatching& m_match;
    const bool m_record;
    std::vector<RankState> m_ranks;
    std::vector<double> m_arrival;
    std::vector<Rank> m_waiter;
    std::vector<GroupState> m_groups;
    std::vector<Rank> m_work;
    Timeline m_tl;
};

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

std::vector<std::string> describeBlocked(const Program& p, const Engine& e,
                                         const std::vector<Rank>& blocked) {
    std::vector<std::string> out;
    for (Rank r : blocked) {
        if (out.size() == 20) {
            out.push_back("... and " + std::to_string(blocked.size() - 20) + " more blocked ranks");
            break;
        }
        const std::uint64_t pc = e.pcOf(r);
        const Op& op = p.allOps()[pc];
        std::string why = op.kind == OpKind::Recv ? " waits for a message rank " +
                                                        std::to_string(op.peer) + " has not sent"
                                                  : " waits for group members that never arrive";
        out.push_back(describeOp(p, pc) + why);
    }
    return out;
}

}  // namespace

Timeline simulate(const Program& program, const LogGP& params, const SimulationOptions& options) {
    if (auto bad = params.problem()) throw std::invalid_argument(*bad);
    const MessageMatching matching = matchMessages(program);
    if (!matching.ok())
        throw ProgramError("the program's messages do not match", matching.problems);
    if (auto b = barrierProblems(program); !b.empty()) throw ProgramError("bad barrier", b);
    Engine engine(program, params, matching, options.recordTimeline);
    engine.run();
    if (auto blocked = engine.blocked(); !blocked.empty())
        throw ProgramError(
            "the program deadlocks: " + std::to_string(blocked.size()) + " rank(s) blocked",
            describeBlocked(program, engine, blocked), blocked);
    return engine.take();
}

ValidationReport validate(const Program& program) {
    ValidationReport report;
    const MessageMatching matching = matchMessages(program);
    report.problems = matching.problems;
    if (!report.ok()) return report;
    report.problems = barrierProblems(program);
    if (!report.ok()) return report;
    LogGP unit = LogGP::logp(1, 0, 0);  // any costs: only completion matters here
    Engine engine(program, unit, matching, false);
    engine.run();
    report.blockedRanks = engine.blocked();
    if (!report.blockedRanks.empty()) {
        report.problems.push_back("the program deadlocks: " +
                                  std::to_string(report.blockedRanks.size()) + " rank(s) blocked");
        auto details = describeBlocked(program, engine, report.blockedRanks);
        report.problems.insert(report.problems.end(), details.begin(), details.end());
    }
    return report;
}

}  // namespace ct
