#include "sim/link_simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "program/message_ids.h"
#include "sim/event_queue.h"
#include "sim/fair_share.h"
#include "sim/program_walk.h"

namespace ct {
namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

enum class EventKind : std::uint8_t { RankReady, FlowStart, Deliver };

struct LinkRank : WalkRank {
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
};

// The link model as the walk's cost model: a global clock, a time-ordered event queue, and the
// messages in flight sharing links max-min fairly between events.
class LinkEngine : public ProgramWalk<LinkEngine, LinkRank> {
public:
    LinkEngine(const Program& p, MessageIds ids, const Network& net, const LinkCosts& c,
               bool record)
        : ProgramWalk(p, std::move(ids), record), m_net(net), m_c(c) {
        m_msgs.resize(m_ids.messages);
        m_flows.resize(m_ids.messages);
    }

    void run() {
        for (Rank r = 0; r < ranks(); ++r)
            m_queue.push(0.0, EventKind::RankReady, std::uint64_t(r));
        for (;;) {
            // Everything due now happens before rates are shared out for the next interval.
            if (m_queue.nextTime() <= m_now) {
                handle(m_queue.pop());
                continue;
            }
            if (m_dirty) share();
            const double due = m_queue.nextTime();
            const double finish = nextFinish();
            if (due == kNever && finish == kNever) break;
            if (finish <= due) {
                finishFlows(finish);
            } else {
                progress(due);
            }
        }
    }

    NetworkRun take() {
        NetworkRun run;
        run.timeline = ProgramWalk::take();
        run.flows = std::move(m_flows);
        run.networkLinks = m_net.links();
        const auto& peak = m_share.peak();
        for (const auto& [link, dense] : m_dense)
            run.loads.push_back({link, dense < peak.size() ? peak[dense] : 0});
        std::sort(run.loads.begin(), run.loads.end(),
                  [](const LinkLoad& a, const LinkLoad& b) { return a.link < b.link; });
        return run;
    }

    // The walk's hooks. A rank runs at the current time: its processor is never ahead of the
    // clock when it is woken.
    void enter(Rank, LinkRank& s) {
        s.cpu = std::max(s.cpu, m_now);
        s.waitsForPort = false;
    }
    void wake(Rank r, double t) { m_queue.push(t, EventKind::RankReady, std::uint64_t(r)); }

    Step send(Rank r, LinkRank& s, std::uint32_t i, const Op& op, std::uint32_t id) {
        if (s.portBusy) {
            s.waitsForPort = true;  // woken when the previous message has streamed out
            return Step::Wait;
        }
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
        recordSend(id, r, i, op, m_now, s.cpu);
        m_flows[id].hops = msg.hops;
        m_queue.push(s.cpu, EventKind::FlowStart, id);
        if (m_c.ts > 0) {
            wake(r, s.cpu);
            return Step::Pause;
        }
        return Step::Next;
    }

    // The link model has no eager limit: every send completes when its receive ends.
    LogGP::SendDone sendDone(const Op&) const { return LogGP::SendDone::Received; }
    double sendCompletion(const Op&) const { return 0; }

    Step receive(Rank, LinkRank&, std::uint32_t i, const Op&, std::uint32_t id, double) {
        mark(i, m_now, m_now);
        recordReceive(id, i, m_now, m_now);
        return Step::Next;
    }

    Step combine(Rank r, LinkRank& s, std::uint32_t i, const Op& op) {
        const double cost = double(op.bytes / m_p.elementBytes()) * m_c.combine;
        s.cpu = m_now + cost;
        mark(i, m_now, s.cpu);
        if (cost > 0) {
            wake(r, s.cpu);
            return Step::Pause;
        }
        return Step::Next;
    }

    Step copy(Rank, LinkRank&, std::uint32_t i, const Op&) {
        mark(i, m_now, m_now);
        return Step::Next;
    }

private:
    void handle(const EventQueue<EventKind>::Event& e) {
        switch (e.kind) {
            case EventKind::RankReady:
                advance(static_cast<Rank>(e.id));
                break;
            case EventKind::FlowStart:
                startFlow(static_cast<std::uint32_t>(e.id));
                break;
            case EventKind::Deliver:
                arrive(static_cast<std::uint32_t>(e.id), m_msgs[e.id].receiver, m_now);
                break;
        }
    }

    std::uint32_t dense(std::uint64_t link) {
        auto [it, fresh] = m_dense.try_emplace(link, static_cast<std::uint32_t>(m_dense.size()));
        (void)fresh;
        return it->second;
    }

    void startFlow(std::uint32_t id) {
        m_flows[id].start = m_now;
        MessageState& msg = m_msgs[id];
        msg.slot = m_inFlight.size();
        m_inFlight.push_back(id);
        m_dirty = true;
        if (msg.remaining <= 0) complete(id);  // tw = 0 or an empty message: nothing to stream
    }

    void share() {
        m_routes.clear();
        for (std::uint32_t id : m_inFlight)
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
        for (std::uint32_t id : m_inFlight)
            t = std::min(t, m_now + m_msgs[id].remaining / m_msgs[id].rate);
        return t;
    }

    void progress(double to) {
        const double dt = to - m_now;
        for (std::uint32_t id : m_inFlight)
            m_msgs[id].remaining = std::max(0.0, m_msgs[id].remaining - m_msgs[id].rate * dt);
        m_now = to;
    }

    // Messages due to finish at `t` (within rounding) all finish there together.
    void finishFlows(double t) {
        const double slack = 1e-12 * std::max(1.0, std::abs(t));
        m_done.clear();
        for (std::uint32_t id : m_inFlight)
            if (m_now + m_msgs[id].remaining / m_msgs[id].rate <= t + slack) m_done.push_back(id);
        progress(t);
        for (std::uint32_t id : m_done)
            complete(id);
    }

    void complete(std::uint32_t id) {
        MessageState& msg = m_msgs[id];
        const std::uint32_t last = m_inFlight.back();
        m_inFlight[msg.slot] = last;
        m_msgs[last].slot = msg.slot;
        m_inFlight.pop_back();
        msg.remaining = 0;
        m_dirty = true;
        m_flows[id].end = m_now;
        LinkRank& sender = m_ranks[msg.sender];
        sender.portBusy = false;
        if (sender.waitsForPort) wake(msg.sender, m_now);
        m_queue.push(m_now + m_c.th * msg.hops, EventKind::Deliver, id);
    }

    const Network& m_net;
    const LinkCosts& m_c;
    double m_now = 0;
    EventQueue<EventKind> m_queue;
    std::vector<MessageState> m_msgs;
    std::vector<std::uint32_t> m_inFlight;
    std::vector<std::uint32_t> m_done;
    std::unordered_map<std::uint64_t, std::uint32_t> m_dense;  // link or port id -> FairShare index
    FairShare m_share;
    bool m_dirty = false;
    std::vector<const std::vector<std::uint32_t>*> m_routes;
    std::vector<double> m_rates;
    std::vector<int> m_crowd;
    std::vector<FlowRecord> m_flows;
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
    LinkEngine engine(program, matchMessageIds(program), network, costs, options.recordTimeline);
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
