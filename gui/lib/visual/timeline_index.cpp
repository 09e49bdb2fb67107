#include "visual/timeline_index.h"

#include <algorithm>

namespace studio {

std::size_t firstEndingAfter(std::span<const LaneEvent> events, double t) {
    // A rank does one operation at a time, so ends are sorted like starts.
    return static_cast<std::size_t>(
        std::partition_point(events.begin(), events.end(),
                             [t](const LaneEvent& e) { return e.end < t; }) -
        events.begin());
}

TimelineIndex TimelineIndex::build(const ct::Program& program, const ct::Timeline& timeline) {
    TimelineIndex index;
    index.m_messages = &timeline.messages;
    index.m_total = timeline.total;
    if (!timeline.recorded) return index;
    const auto& ops = program.allOps();
    // Which message each send and receive op belongs to.
    std::vector<std::uint32_t> opMessage(ops.size(), kNoMessage);
    for (std::uint32_t m = 0; m < timeline.messages.size(); ++m) {
        const auto& rec = timeline.messages[m];
        opMessage[rec.sendOp] = m;
        opMessage[rec.recvOp] = m;
        index.m_maxWire = std::max(index.m_maxWire, rec.arrival - rec.sendEnd);
    }
    const ct::Rank n = program.ranks();
    index.m_events.reserve(ops.size());
    index.m_laneBegin.reserve(static_cast<std::size_t>(n) + 1);
    index.m_finish = timeline.rankFinish;
    for (ct::Rank r = 0; r < n; ++r) {
        index.m_laneBegin.push_back(index.m_events.size());
        for (std::uint64_t i = program.rankBegin(r); i < program.rankBegin(r + 1); ++i) {
            EventKind kind;
            switch (ops[i].kind) {
                case ct::OpKind::Send:
                    kind = EventKind::Send;
                    break;
                case ct::OpKind::Recv:
                    kind = EventKind::Receive;
                    break;
                case ct::OpKind::Combine:
                    kind = EventKind::Combine;
                    break;
                case ct::OpKind::Copy:
                    kind = EventKind::Copy;
                    break;
                default:
                    continue;  // barrier waiting is idle time
            }
            const double s = timeline.opStart[i], e = timeline.opEnd[i];
            // Free operations (o = 0, copies at no cost) have nothing to draw.
            if (!(e > s)) continue;
            index.m_events.push_back({s, e, opMessage[i], kind});
        }
    }
    index.m_laneBegin.push_back(index.m_events.size());

    // Sorting (time, id) pairs keeps the comparisons in cache: a million messages sort in tens
    // of milliseconds. Ties keep message order.
    std::vector<std::pair<double, std::uint32_t>> keyed(timeline.messages.size());
    for (std::uint32_t m = 0; m < keyed.size(); ++m)
        keyed[m] = {timeline.messages[m].sendEnd, m};
    std::sort(keyed.begin(), keyed.end());
    index.m_bySendEnd.resize(keyed.size());
    for (std::size_t i = 0; i < keyed.size(); ++i)
        index.m_bySendEnd[i] = keyed[i].second;
    return index;
}

std::optional<LaneEvent> TimelineIndex::eventAt(int r, double t, double tolerance) const {
    if (r < 0 || r >= lanes()) return std::nullopt;
    const auto events = lane(r);
    for (std::size_t i = firstEndingAfter(events, t - tolerance); i < events.size(); ++i) {
        if (events[i].start > t + tolerance) break;
        return events[i];
    }
    return std::nullopt;
}

std::vector<std::uint32_t> TimelineIndex::pathFromRoot(std::uint32_t message) const {
    std::vector<std::uint32_t> path;
    if (!m_messages || message >= m_messages->size()) return path;
    std::uint32_t current = message;
    // Every step goes strictly back in time, so the walk ends; the bound is a guard only.
    for (std::size_t guard = 0; guard <= m_messages->size(); ++guard) {
        path.push_back(current);
        const auto& rec = (*m_messages)[current];
        const auto events = lane(rec.src);
        std::uint32_t before = kNoMessage;
        // Events ending by the send's start (a receive may end exactly when the send begins).
        const auto done =
            std::partition_point(events.begin(), events.end(),
                                 [&](const LaneEvent& e) { return e.end <= rec.sendStart; });
        for (auto i = static_cast<std::size_t>(done - events.begin()); i-- > 0;) {
            if (events[i].kind == EventKind::Receive) {
                before = events[i].message;
                break;
            }
        }
        if (before == kNoMessage) break;
        current = before;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

const std::vector<double>& TimelineIndex::stepTimes() const {
    // Built on first use: only stepping needs them, and a large run opens faster without.
    if (m_steps.empty() && m_messages) {
        m_steps.reserve(2 * m_messages->size() + 1);
        for (const auto& rec : *m_messages) {
            m_steps.push_back(rec.sendStart);
            m_steps.push_back(rec.recvEnd);
        }
        m_steps.push_back(m_total);
        std::sort(m_steps.begin(), m_steps.end());
        m_steps.erase(std::unique(m_steps.begin(), m_steps.end()), m_steps.end());
    }
    return m_steps;
}

double TimelineIndex::nextStep(double t) const {
    const auto& steps = stepTimes();
    const auto it = std::upper_bound(steps.begin(), steps.end(), t);
    return it == steps.end() ? m_total : *it;
}

}  // namespace studio
