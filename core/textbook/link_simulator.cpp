#include "textbook/link_simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <unordered_map>

#include "program/message_matching.h"
#include "textbook/fair_share.h"

namespace ct {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

enum class EventKind : std::uint8_t { RankReady, FlowStart, Deliver };

struct Event {
    double time;
    std::uint64_t seq;  // ties run in the order scheduled: deterministic
    EventKind kind;
    std::uint64_t id;  // a rank or a message
};

struct Later {
    bool operator()(const Event& a, const Event& b) const {
        return a.time != b.time ? a.time > b.time : a.seq > b.seq;
    }
};

struct RankState {
    std::uint64_t pc = 0;
    std::uint64_t end = 0;
    double cpu = 0;         // when the processor is free
    bool portBusy = false;  // one-port: a message is still streaming out
    bool waitsForPort = false;
};

struct MessageState {
    Rank sender = kNoRank;
    Rank receiver = kNoRank;
    std::vector<std::uint32_t> route;  // dense link ids, the receiver's port last
    int hops = 0;
    double remaining = 0;  // streaming time left at full speed (starts at tw·bytes)
    double rate = 0;       // current fraction of full speed
    std::size_t slot = 0;  // index in the in-flight list
    bool delivered = false;
    Rank waiter = kNoRank;
};

struct GroupState {
    std::size_t arrived = 0;
    std::vector<Rank> waiting;
};

class LinkEngine {
public:
    LinkEngine(const Program& p, const Network& net, const LinkCosts& c, const MessageMatching& m,
               bool record)
        : m_p(p), m_ops(p.allOps()), m_net(net), m_c(c), m_match(m), m_record(record) {
        const Rank n = p.ranks();
        m_ranks.resize(static_cast<std::size_t>(n));
        for (Rank r = 0; r < n; ++r) {
            m_ranks[r].pc = p.rankBegin(r);
            m_ranks[r].end = p.rankBegin(r + 1);
        }
        m_msgs.resize(m.messages);
        m_groups.resize(p.groups().size());
        m_tl.ranks = n;
        m_tl.recorded = record;
        if (record) {
            m_tl.opStart.assign(m_ops.size(), 0.0);
            m_tl.opEnd.assign(m_ops.size(), 0.0);
            m_tl.messages.resize(m.messages);
        }
        m_tl.rankFinish.assign(static_cast<std::size_t>(n), 0.0);
        m_flows.resize(m.messages);
    }

    void run() {
        for (Rank r = 0; r < m_p.ranks(); ++r)
            schedule(0.0, EventKind::RankReady, std::uint64_t(r));
        for (;;) {
            // Everything due now happens before rates are shared out for the next interval.
            if (!m_queue.empty() && m_queue.top().time <= m_now) {
                const Event e = m_queue.top();
                m_queue.pop();
                handle(e);
                continue;
            }
            if (m_dirty) share();
            const double due = m_queue.empty() ? kNever : m_queue.top().time;
            const double finish = nextFinish();
            if (due == kNever && finish == kNever) break;
            if (finish <= due) {
                finishFlows(finish);
            } else {
                progress(due);
            }
        }
    }

    std::vector<Rank> unfinished() const {
        std::vector<Rank> out;
        for (Rank r = 0; r < static_cast<Rank>(m_ranks.size()); ++r)
            if (m_ranks[r].pc < m_ranks[r].end) out.push_back(r);
        return out;
    }

    NetworkRun take() {
        NetworkRun run;
        m_tl.total = m_tl.rankFinish.empty()
                         ? 0.0
                         : *std::max_element(m_tl.rankFinish.begin(), m_tl.rankFinish.end());
        run.timeline = std::move(m_tl);
        run.flows = std::move(m_flows);
        run.networkLinks = m_net.links();
        const auto& peak = m_share.peak();
        for (const auto& [link, dense] : m_dense)
            run.loads.push_back({link, dense < peak.size() ? peak[dense] : 0});
        std::sort(run.loads.begin(), run.loads.end(),
                  [](const LinkLoad& a, const LinkLoad& b) { return a.link < b.link; });
        return run;
    }

private:
    void schedule(double t, EventKind kind, std::uint64_t id) {
        m_queue.push({t, m_seq++, kind, id});
    }

    void handle(const Event& e) {
        switch (e.kind) {
            case EventKind::RankReady:
                advance(static_cast<Rank>(e.id));
                break;
            case EventKind::FlowStart:
                startFlow(e.id);
                break;
            case EventKind::Deliver:
                deliver(e.id);
                break;
        }
    }

    void mark(std::uint64_t op, double start, double end) {
        if (!m_record) return;
        m_tl.opStart[op] = start;
        m_tl.opEnd[op] = end;
    }

    std::uint32_t dense(std::uint64_t link) {
        auto [it, fresh] = m_dense.try_emplace(link, static_cast<std::uint32_t>(m_dense.size()));
        (void)fresh;
        return it->second;
    }

    // Runs rank r at the current time until it blocks or an operation takes time.
    void advance(Rank r) {
        RankState& s = m_ranks[r];
        s.cpu = std::max(s.cpu, m_now);
        s.waitsForPort = false;
        while (s.pc < s.end) {
            const std::uint64_t i = s.pc;
            const Op& op = m_ops[i];
            switch (op.kind) {
                case OpKind::Send:
                    if (s.portBusy) {
                        s.waitsForPort = true;  // woken when the previous message has streamed out
                        return;
                    }
                    send(r, s, i, op);
                    if (m_c.ts > 0) {
                        schedule(s.cpu, EventKind::RankReady, std::uint64_t(r));
                        return;
                    }
                    break;
                case OpKind::Recv: {
                    MessageState& msg = m_msgs[m_match.message[i]];
                    if (!msg.delivered) {
                        msg.waiter = r;
                        return;
                    }
                    mark(i, m_now, m_now);
                    if (m_record) {
                        m_tl.messages[m_match.message[i]].recvStart = m_now;
                        m_tl.messages[m_match.message[i]].recvEnd = m_now;
                    }
                    ++s.pc;
                    break;
                }
                case OpKind::Combine: {
                    const double cost = double(op.bytes / m_p.elementBytes()) * m_c.combine;
                    s.cpu = m_now + cost;
                    mark(i, m_now, s.cpu);
                    ++s.pc;
                    if (cost > 0) {
                        schedule(s.cpu, EventKind::RankReady, std::uint64_t(r));
                        return;
                    }
                    break;
                }
                case OpKind::Copy:
                    mark(i, m_now, m_now);
                    ++s.pc;
                    break;
                case OpKind::Barrier:
                    if (!barrier(r, s, i, op)) return;
                    break;
            }
        }
        m_tl.rankFinish[r] = s.cpu;
    }

    void send(Rank r, RankState& s, std::uint64_t i, const Op& op) {
        const std::uint64_t id = m_match.message[i];
        MessageState& msg = m_msgs[id];
        msg.sender = r;
        msg.receiver = op.peer;
        for (LinkId l : m_net.route(r, op.peer))
            msg.route.push_back(dense(l));
        msg.hops = static_cast<int>(msg.route.size());
        msg.route.push_back(dense(m_net.links() + std::uint64_t(op.peer)));  // the receive port
        msg.remaining = m_c.tw * double(op.bytes);
        s.cpu = m_now + m_c.ts;
        s.portBusy = true;
        mark(i, m_now, s.cpu);
        if (m_record) {
            MessageRecord& rec = m_tl.messages[id];
            rec.src = r;
            rec.dst = op.peer;
            rec.bytes = op.bytes;
            rec.sendOp = i;
            rec.recvOp = m_match.partner[i];
            rec.sendStart = m_now;
            rec.sendEnd = s.cpu;
        }
        m_flows[id].hops = msg.hops;
        schedule(s.cpu, EventKind::FlowStart, id);
        ++s.pc;
    }

    bool barrier(Rank r, RankState& s, std::uint64_t i, const Op& op) {
        GroupState& g = m_groups[static_cast<std::size_t>(op.peer)];
        const auto& members = m_p.groups()[static_cast<std::size_t>(op.peer)];
        if (m_record) m_tl.opStart[i] = m_now;
        if (++g.arrived < members.size()) {
            g.waiting.push_back(r);
            return false;
        }
        // Events run in time order, so the last member to arrive arrives now.
        for (Rank w : g.waiting) {
            if (m_record) m_tl.opEnd[m_ranks[w].pc] = m_now;
            ++m_ranks[w].pc;
            schedule(m_now, EventKind::RankReady, std::uint64_t(w));
        }
        g.waiting.clear();
        g.arrived = 0;
        if (m_record) m_tl.opEnd[i] = m_now;
        ++s.pc;
        return true;
    }

    void startFlow(std::uint64_t id) {
        m_flows[id].start = m_now;
        MessageState& msg = m_msgs[id];
        msg.slot = m_inFlight.size();
        m_inFlight.push_back(id);
        m_dirty = true;
        if (msg.remaining <= 0) complete(id);  // tw = 0 or an empty message: nothing to stream
    }

    void share() {
        m_routes.clear();
        for (std::uint64_t id : m_inFlight)
            m_routes.push_back(&m_msgs[id].route);
        m_share.solve(m_routes, m_rates, m_crowd);
        for (std::size_t k = 0; k < m_inFlight.size(); ++k) {
            m_msgs[m_inFlight[k]].rate = m_rates[k];
            FlowRecord& f = m_flows[m_inFlight[k]];
            f.crowd = std::max(f.crowd, m_crowd[k]);
        }
        m_dirty = false;
    }

    double nextFinish() const {
        double t = kNever;
        for (std::uint64_t id : m_inFlight)
            t = std::min(t, m_now + m_msgs[id].remaining / m_msgs[id].rate);
        return t;
    }

    void progress(double to) {
        const double dt = to - m_now;
        for (std::uint64_t id : m_inFlight)
            m_msgs[id].remaining = std::max(0.0, m_msgs[id].remaining - m_msgs[id].rate * dt);
        m_now = to;
    }

    // Messages due to finish at `t` (within rounding) all finish there together.
    void finishFlows(double t) {
        const double slack = 1e-12 * std::max(1.0, std::abs(t));
        std::vector<std::uint64_t> done;
        for (std::uint64_t id : m_inFlight)
            if (m_now + m_msgs[id].remaining / m_msgs[id].rate <= t + slack) done.push_back(id);
        progress(t);
        for (std::uint64_t id : done)
            complete(id);
    }

    void complete(std::uint64_t id) {
        MessageState& msg = m_msgs[id];
        const std::uint64_t last = m_inFlight.back();
        m_inFlight[msg.slot] = last;
        m_msgs[last].slot = msg.slot;
        m_inFlight.pop_back();
        msg.remaining = 0;
        m_dirty = true;
        m_flows[id].end = m_now;
        RankState& sender = m_ranks[msg.sender];
        sender.portBusy = false;
        if (sender.waitsForPort) schedule(m_now, EventKind::RankReady, std::uint64_t(msg.sender));
        schedule(m_now + m_c.th * msg.hops, EventKind::Deliver, id);
    }

    void deliver(std::uint64_t id) {
        MessageState& msg = m_msgs[id];
        msg.delivered = true;
        if (m_record) m_tl.messages[id].arrival = m_now;
        if (msg.waiter != kNoRank) {
            schedule(m_now, EventKind::RankReady, std::uint64_t(msg.waiter));
            msg.waiter = kNoRank;
        }
    }

    const Program& m_p;
    const std::vector<Op>& m_ops;
    const Network& m_net;
    const LinkCosts& m_c;
    const MessageMatching& m_match;
    const bool m_record;
    double m_now = 0;
    std::uint64_t m_seq = 0;
    std::priority_queue<Event, std::vector<Event>, Later> m_queue;
    std::vector<RankState> m_ranks;
    std::vector<MessageState> m_msgs;
    std::vector<GroupState> m_groups;
    std::vector<std::uint64_t> m_inFlight;
    std::unordered_map<std::uint64_t, std::uint32_t> m_dense;  // link or port id -> FairShare index
    FairShare m_share;
    bool m_dirty = false;
    std::vector<const std::vector<std::uint32_t>*> m_routes;
    std::vector<double> m_rates;
    std::vector<int> m_crowd;
    std::vector<FlowRecord> m_flows;
    Timeline m_tl;
};

}  // namespace

int NetworkRun::mostOnOneLink() const {
    int most = 0;
    for (const LinkLoad& l : loads)
        if (l.link < networkLinks) most = std::max(most, l.peak);
    return most;
}

std::optional<std::string> linkCostsProblem(const LinkCosts& c) {
    const std::pair<const char*, double> values[] = {
        {"ts", c.ts}, {"tw", c.tw}, {"th", c.th}, {"combine time", c.combine}};
    for (const auto& [name, v] : values) {
        if (!std::isfinite(v)) return std::string(name) + " must be a finite number";
        if (v < 0)
            return std::string(name) + " must not be negative (got " + std::to_string(v) + ")";
    }
    return std::nullopt;
}

NetworkRun runOnNetwork(const Program& program, const Network& network, const LinkCosts& costs,
                        const SimulationOptions& options) {
    if (auto bad = linkCostsProblem(costs)) throw std::invalid_argument(*bad);
    if (program.ranks() != network.ranks())
        throw std::invalid_argument("the program has " + std::to_string(program.ranks()) +
                                    " ranks but the network is a " + network.describe());
    // Matching, barriers and deadlock freedom do not depend on timing: check them once, up front.
    const ValidationReport report = validate(program);
    if (!report.ok())
        throw ProgramError("the program cannot run", report.problems, report.blockedRanks);
    const MessageMatching matching = matchMessages(program);
    LinkEngine engine(program, network, costs, matching, options.recordTimeline);
    engine.run();
    if (auto stuck = engine.unfinished(); !stuck.empty())
        throw ProgramError("the network simulation stalled with " + std::to_string(stuck.size()) +
                               " rank(s) unfinished",
                           {}, stuck);
    return engine.take();
}

Timeline simulateOnNetwork(const Program& program, const Network& network, const LinkCosts& costs,
                           const SimulationOptions& options) {
    return runOnNetwork(program, network, costs, options).timeline;
}

}  // namespace ct
