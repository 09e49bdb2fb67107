#pragma once
// The timeline rearranged for drawing and picking: per rank (lane) its busy intervals in time
// order, each knowing its message; messages ordered by when they leave the sender. Built once per
// simulation; every frame then binary-searches the visible part instead of walking everything.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "sim/timeline.h"
#include "visual/scenario.h"

namespace studio {

enum class EventKind : std::uint8_t { Send, Receive, Combine, Copy };
inline constexpr int kEventKinds = 4;

struct LaneEvent {
    double start = 0;
    double end = 0;
    std::uint32_t message = kNoMessage;  // the message a send or receive overhead belongs to
    EventKind kind = EventKind::Send;
};

class TimelineIndex {
public:
    TimelineIndex() = default;
    static TimelineIndex build(const ct::Program& program, const ct::Timeline& timeline);

    int lanes() const { return static_cast<int>(m_laneBegin.empty() ? 0 : m_laneBegin.size() - 1); }
    std::span<const LaneEvent> lane(int r) const {
        return {m_events.data() + m_laneBegin[static_cast<std::size_t>(r)],
                m_events.data() + m_laneBegin[static_cast<std::size_t>(r) + 1]};
    }
    std::size_t eventCount() const { return m_events.size(); }
    const std::vector<ct::MessageRecord>& messages() const { return *m_messages; }
    // Message ids ordered by sendEnd (when the wire part starts).
    const std::vector<std::uint32_t>& bySendEnd() const { return m_bySendEnd; }
    // The longest wire time, so a search by sendEnd can start early enough.
    double maxWire() const { return m_maxWire; }
    double total() const { return m_total; }
    double laneFinish(int r) const { return m_finish[static_cast<std::size_t>(r)]; }

    // The event of lane r that covers time t, if any.
    std::optional<LaneEvent> eventAt(int r, double t, double tolerance = 0) const;
    // The messages that carried the data from the root to `message`'s sender, then `message`
    // itself: each step is the last message the sender had received before it started sending.
    std::vector<std::uint32_t> pathFromRoot(std::uint32_t message) const;
    // Event boundaries (send starts, receive ends) in increasing order, for "step to next event".
    const std::vector<double>& stepTimes() const;
    double nextStep(double t) const;

private:
    std::vector<LaneEvent> m_events;
    std::vector<std::size_t> m_laneBegin;
    std::vector<double> m_finish;
    const std::vector<ct::MessageRecord>* m_messages = nullptr;
    std::vector<std::uint32_t> m_bySendEnd;
    mutable std::vector<double> m_steps;  // lazily, see stepTimes()
    double m_maxWire = 0;
    double m_total = 0;
};

// First event of `events` (sorted, non-overlapping) that ends at or after t.
std::size_t firstEndingAfter(std::span<const LaneEvent> events, double t);

}  // namespace studio
