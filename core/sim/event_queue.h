#pragma once
// A time-ordered event queue for cost models that keep a global clock (the link model: shared
// links make a message's progress depend on everything else in flight). Events at one time run
// in the order they were scheduled, so a simulation is deterministic.
#include <cstdint>
#include <limits>
#include <queue>
#include <vector>

namespace ct {

template <class Kind>
class EventQueue {
public:
    struct Event {
        double time;
        std::uint64_t seq;  // ties run in the order scheduled
        Kind kind;
        std::uint64_t id;  // what the event is about: a rank, a message, ...
    };

    void push(double time, Kind kind, std::uint64_t id) { m_heap.push({time, m_seq++, kind, id}); }
    bool empty() const { return m_heap.empty(); }
    // When the next event is due (infinity when none is).
    double nextTime() const {
        return m_heap.empty() ? std::numeric_limits<double>::infinity() : m_heap.top().time;
    }
    Event pop() {
        const Event e = m_heap.top();
        m_heap.pop();
        return e;
    }

private:
    struct Later {
        bool operator()(const Event& a, const Event& b) const {
            return a.time != b.time ? a.time > b.time : a.seq > b.seq;
        }
    };
    std::priority_queue<Event, std::vector<Event>, Later> m_heap;
    std::uint64_t m_seq = 0;
};

}  // namespace ct
