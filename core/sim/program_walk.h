#pragma once
// The event engine both simulators are built on (docs/simulator.md, "One engine, two cost
// models"). It owns what does not depend on costs: walking each rank's operations in order, the
// message ids (matching), when each message is at its receiver and which rank waits for it,
// barriers, waits for sends to be received, and the timeline. A cost model derives from it
// (ProgramWalk<Model, RankState>, the curiously recurring template, so every hook is inlined) and
// says what each operation costs and when a rank that paused runs again:
//  - LogGP (sim/simulator.cpp) shares nothing between ranks, so it runs ranks in causal order
//    from a work list and fixes every time as it walks the operation;
//  - the link model (sim/link_simulator.cpp) shares links among the messages in flight, so
//    it keeps a global clock and a time-ordered event queue (sim/event_queue.h) and wakes ranks
//    by events.
//
// A model provides, for its RankState (which derives from WalkRank):
//   void enter(Rank, RankState&);   a rank starts running (the link model moves its clock on)
//   void wake(Rank, double t);      a rank that waited can go on from time t
//   Step send(Rank, RankState&, std::uint32_t op, const Op&, std::uint32_t message);
//   Step receive(Rank, RankState&, std::uint32_t op, const Op&, std::uint32_t message,
//                double arrival);   called once the message is there; the receive ends at the
//                                   rank's cpu when it returns (that completes the send)
//   Step combine(Rank, RankState&, std::uint32_t op, const Op&);
//   Step copy(Rank, RankState&, std::uint32_t op, const Op&);
//   LogGP::SendDone sendDone(const Op& send);  when the send is complete: when posted, when it
//                                       is at its receiver, or when its receive ends (the
//                                       library's inline and eager limits)
//   double sendCompletion(const Op& send);  how much later than that (not when posted) the
//                                       sender learns it
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "model/loggp.h"
#include "program/large_arrays.h"
#include "program/message_ids.h"
#include "program/program.h"
#include "sim/timeline.h"

namespace ct {

// What an operation's cost hook tells the walk.
enum class Step : std::uint8_t {
    Next,   // done: the rank goes on with its next operation now
    Pause,  // done: the rank goes on when the model wakes it (the model has arranged that)
    Wait,   // cannot start yet: the rank stays at this operation until the model wakes it
};

// What the walk keeps per rank; a model's rank state derives from it.
struct WalkRank {
    double cpu = 0;        // when the rank's processor is free
    std::uint32_t pc = 0;  // global index of its next operation
    bool waiting = false;  // blocked receiving the message of operation pc
};

inline constexpr double kNotArrived = -1.0;  // simulated times are never negative

template <class Model, class RankState>
class ProgramWalk {
public:
    Rank ranks() const { return static_cast<Rank>(m_ranks.size()); }
    std::uint64_t pcOf(Rank r) const { return m_ranks[r].pc; }
    // Ranks with operations left: blocked on a message or a barrier.
    std::vector<Rank> unfinished() const {
        std::vector<Rank> out;
        for (Rank r = 0; r < ranks(); ++r)
            if (m_ranks[r].pc < m_p.rankBegin(r + 1)) out.push_back(r);
        return out;
    }
    // The timeline, with each rank's finish time and the total. The walk's own arrays are freed
    // first, so the finish times do not add to the peak memory; they reuse the arrival times'
    // memory when that is not much larger (fresh memory costs its page faults).
    Timeline take() {
        m_ids.ofOp = {};
        if (m_arrival.capacity() >= m_ranks.size() && m_arrival.capacity() <= 2 * m_ranks.size())
            m_tl.rankFinish = std::move(m_arrival);
        else
            assignLarge(m_tl.rankFinish, m_ranks.size(), 0.0);
        m_arrival = {};
        m_senderOf = {};
        m_sends = {};
        m_tl.rankFinish.resize(m_ranks.size());
        for (std::size_t r = 0; r < m_ranks.size(); ++r)
            m_tl.rankFinish[r] = m_ranks[r].cpu;
        m_ranks = {};
        m_tl.total = m_tl.rankFinish.empty()
                         ? 0.0
                         : *std::max_element(m_tl.rankFinish.begin(), m_tl.rankFinish.end());
        return std::move(m_tl);
    }

protected:
    // `ids` must be a successful matching of `p` (matchMessageIds(p).ok).
    ProgramWalk(const Program& p, MessageIds ids, bool record)
        : m_p(p), m_ops(p.allOps()), m_ids(std::move(ids)), m_record(record) {
        const Rank n = p.ranks();
        reserveLarge(m_ranks, static_cast<std::size_t>(n));
        m_ranks.resize(static_cast<std::size_t>(n));
        for (Rank r = 0; r < n; ++r)
            m_ranks[r].pc = static_cast<std::uint32_t>(p.rankBegin(r));
        assignLarge(m_arrival, m_ids.messages, kNotArrived);
        // Which rank sent each message is kept only for programs that wait for their sends.
        if (p.waitsForSends()) {
            assignLarge(m_senderOf, m_ids.messages, kNoRank);
            m_sends.resize(static_cast<std::size_t>(n));
        }
        m_groups.resize(p.groups().size());
        m_tl.ranks = n;
        m_tl.recorded = record;
        if (record) {
            assignLarge(m_tl.opStart, m_ops.size(), 0.0);
            assignLarge(m_tl.opEnd, m_ops.size(), 0.0);
            reserveLarge(m_tl.messages, m_ids.messages);
            m_tl.messages.resize(m_ids.messages);
        }
    }

    // Runs rank r until it finishes, pauses or waits.
    void advance(Rank r) {
        RankState& s = m_ranks[r];
        s.waiting = false;
        model().enter(r, s);
        const std::uint64_t end = m_p.rankBegin(r + 1);
        while (s.pc < end) {
            const std::uint32_t i = s.pc;
            const Op& op = m_ops[i];
            Step step = Step::Next;
            switch (op.kind) {
                case OpKind::Send:
                    step = model().send(r, s, i, op, m_ids.ofOp[i]);
                    if (step != Step::Wait && !m_sends.empty()) posted(r, m_ids.ofOp[i], op);
                    break;
                case OpKind::Recv: {
                    const std::uint32_t id = m_ids.ofOp[i];
                    const double arrival = m_arrival[id];
                    if (arrival == kNotArrived) {
                        s.waiting = true;
                        return;
                    }
                    step = model().receive(r, s, i, op, id, arrival);
                    if (!m_sends.empty() && m_senderOf[id] != kNoRank)
                        received(id, s.cpu + model().sendCompletion(op));
                    break;
                }
                case OpKind::Combine:
                    step = model().combine(r, s, i, op);
                    break;
                case OpKind::Copy:
                    step = model().copy(r, s, i, op);
                    break;
                case OpKind::Barrier:
                    step = barrier(r, s, i, op);
                    break;
                case OpKind::WaitSends:
                    step = waitSends(r, s, i);
                    break;
            }
            if (step == Step::Wait) return;
            ++s.pc;
            if (step == Step::Pause) return;
        }
    }

    // Message `id` is at its receiver from time t on: wakes the receiver if it waits for it.
    void arrive(std::uint32_t id, Rank receiver, double t) {
        m_arrival[id] = t;
        if (m_record) m_tl.messages[id].arrival = t;
        RankState& w = m_ranks[receiver];
        if (w.waiting && m_ids.ofOp[w.pc] == id) {
            w.waiting = false;
            model().wake(receiver, t);
        }
    }

    void mark(std::uint32_t op, double start, double end) {
        if (!m_record) return;
        m_tl.opStart[op] = start;
        m_tl.opEnd[op] = end;
    }
    void recordSend(std::uint32_t id, Rank src, std::uint32_t op, const Op& send, double start,
                    double end) {
        if (!m_record) return;
        MessageRecord& rec = m_tl.messages[id];
        rec.src = src;
        rec.dst = send.peer;
        rec.bytes = send.bytes;
        rec.sendOp = op;
        rec.sendStart = start;
        rec.sendEnd = end;
    }
    void recordReceive(std::uint32_t id, std::uint32_t op, double start, double end) {
        if (!m_record) return;
        MessageRecord& rec = m_tl.messages[id];
        rec.recvOp = op;
        rec.recvStart = start;
        rec.recvEnd = end;
    }

    const Program& m_p;
    const std::vector<Op>& m_ops;
    MessageIds m_ids;
    const bool m_record;
    std::vector<RankState> m_ranks;
    Timeline m_tl;

private:
    Model& model() { return static_cast<Model&>(*this); }

    // Barriers release together when the last member arrives, at the latest member's time.
    Step barrier(Rank r, RankState& s, std::uint32_t i, const Op& op) {
        Group& g = m_groups[static_cast<std::size_t>(op.peer)];
        const auto& members = m_p.groups()[static_cast<std::size_t>(op.peer)];
        if (m_record) m_tl.opStart[i] = s.cpu;
        g.latest = g.arrived == 0 ? s.cpu : std::max(g.latest, s.cpu);
        if (++g.arrived < members.size()) {
            g.waiting.push_back(r);
            return Step::Wait;
        }
        const double release = g.latest;
        for (Rank w : g.waiting) {
            RankState& ws = m_ranks[w];
            ws.cpu = release;
            if (m_record) m_tl.opEnd[ws.pc] = release;
            ++ws.pc;
            model().wake(w, release);
        }
        g.waiting.clear();
        g.arrived = 0;
        s.cpu = release;
        if (m_record) m_tl.opEnd[i] = release;
        return Step::Next;
    }

    // A send is complete when its receive ends (as an MPI library completes a message above its
    // eager limit), when it is at its receiver (an eager one: the library takes it in as it
    // arrives), both the model's send completion later, or when it is posted (an inline send:
    // the rank is already past its completion). Only the first kind is tracked until its
    // receive; WaitSends goes on at the latest completion of the rank's sends so far.
    struct SendState {
        std::uint32_t pending = 0;  // posted, not yet received
        double done = 0;            // when the last of the completed ones was complete
        bool waiting = false;       // the rank stands at a WaitSends for the pending ones
    };

    void posted(Rank r, std::uint32_t id, const Op& send) {
        switch (model().sendDone(send)) {
            case LogGP::SendDone::Posted:
                return;
            case LogGP::SendDone::Arrived:
                // The LogGP model fixes the arrival as it posts the send; a model that does not
                // (the link model has no eager sends) has it tracked to its receive instead.
                if (m_arrival[id] != kNotArrived) {
                    SendState& ss = m_sends[static_cast<std::size_t>(r)];
                    ss.done = std::max(ss.done, m_arrival[id] + model().sendCompletion(send));
                    return;
                }
                break;
            case LogGP::SendDone::Received:
                break;
        }
        m_senderOf[id] = r;
        ++m_sends[static_cast<std::size_t>(r)].pending;
    }

    void received(std::uint32_t id, double end) {
        const Rank sender = m_senderOf[id];
        SendState& ss = m_sends[static_cast<std::size_t>(sender)];
        --ss.pending;
        ss.done = std::max(ss.done, end);
        if (ss.pending > 0 || !ss.waiting) return;
        ss.waiting = false;
        RankState& ws = m_ranks[sender];
        ws.cpu = std::max(ws.cpu, ss.done);
        if (m_record) m_tl.opEnd[ws.pc] = ws.cpu;
        ++ws.pc;
        model().wake(sender, ws.cpu);
    }

    Step waitSends(Rank r, RankState& s, std::uint32_t i) {
        SendState& ss = m_sends[static_cast<std::size_t>(r)];
        if (m_record) m_tl.opStart[i] = s.cpu;
        if (ss.pending > 0) {
            ss.waiting = true;  // received() moves the rank on
            return Step::Wait;
        }
        s.cpu = std::max(s.cpu, ss.done);
        if (m_record) m_tl.opEnd[i] = s.cpu;
        return Step::Next;
    }

    struct Group {
        std::size_t arrived = 0;
        double latest = 0;
        std::vector<Rank> waiting;
    };

    std::vector<double> m_arrival;  // by message: when it is at its receiver, or kNotArrived
    // By message, for programs with WaitSends (else empty); kNoRank for sends not tracked to
    // their receive (inline and eager ones).
    std::vector<Rank> m_senderOf;
    std::vector<SendState> m_sends;  // by rank, for programs with WaitSends (else empty)
    std::vector<Group> m_groups;
};

}  // namespace ct
