#pragma once
// Back/forward through the views a user settled on (like a browser's history): pushing after
// going back drops the forward entries; pushing the current view again is a no-op.
#include <cstddef>
#include <vector>

namespace studio {

struct ViewRange {
    double xlo = 0, xhi = 0, ylo = 0, yhi = 0;
    bool operator==(const ViewRange&) const = default;
};

class ZoomHistory {
public:
    void push(const ViewRange& r) {
        if (!m_entries.empty() && m_entries[m_pos] == r) return;
        if (!m_entries.empty()) m_entries.resize(m_pos + 1);
        m_entries.push_back(r);
        m_pos = m_entries.size() - 1;
    }
    bool canBack() const { return m_pos > 0; }
    bool canForward() const { return m_pos + 1 < m_entries.size(); }
    ViewRange back() { return m_entries[canBack() ? --m_pos : m_pos]; }
    ViewRange forward() { return m_entries[canForward() ? ++m_pos : m_pos]; }
    void clear() {
        m_entries.clear();
        m_pos = 0;
    }
    std::size_t size() const { return m_entries.size(); }

private:
    std::vector<ViewRange> m_entries;
    std::size_t m_pos = 0;
};

}  // namespace studio
