#include "algorithms/meshcombine/schedule_timing.h"

#include <algorithm>

namespace ct::mesh {

LogPStepClock::LogPStepClock(Rank nodes, const LogGP& model)
    : m_model(model), m_nodes(static_cast<std::size_t>(nodes)) {}

void LogPStepClock::transfer(const Transfer& t) {
    Node& s = m_nodes[static_cast<std::size_t>(t.from)];
    const std::uint64_t bytes = 8 * t.part.count;
    const double wire = m_model.wireBytesTime(bytes);
    const double start = std::max(s.cpu, s.nextSend);
    s.cpu = start + m_model.oSend;
    s.nextSend = start + m_model.messageGap() + wire;
    m_inFlight.push_back({t, s.cpu + m_model.L + wire});
}

void LogPStepClock::endStep() {
    for (const InFlight& m : m_inFlight) {
        Node& r = m_nodes[static_cast<std::size_t>(m.t.to)];
        const double wire = m_model.wireBytesTime(8 * m.t.part.count);
        const double start = std::max({r.cpu, m.arrival, r.nextRecv});
        r.cpu = start + m_model.oRecv;
        r.nextRecv = start + m_model.messageGap() + wire;
        if (m.t.combine) r.cpu += double(m.t.part.count) * m_model.combinePerElement;
    }
    m_inFlight.clear();
}

double LogPStepClock::total() {
    endStep();
    double t = 0;
    for (const Node& n : m_nodes)
        t = std::max(t, n.cpu);
    return t;
}

void LinkStepCost::transfer(const Transfer& t) {
    const double len = double(t.part.count);
    double cost = m_costs.ts + 8 * m_costs.tw * len + m_costs.th * m_mesh.hops(t.from, t.to);
    if (t.combine) cost += m_costs.combine * len;
    m_step = std::max(m_step, cost);
}

void LinkStepCost::endStep() {
    m_total += m_step;
    m_step = 0;
}

double LinkStepCost::total() {
    endStep();
    return m_total;
}

}  // namespace ct::mesh
