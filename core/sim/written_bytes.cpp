#include "sim/written_bytes.h"

#include <algorithm>
#include <iterator>

namespace ct {

void WrittenBytes::write(std::uint64_t offset, std::uint64_t bytes) {
    if (bytes == 0) return;
    std::uint64_t begin = offset, end = offset + bytes;
    // Parts that overlap or touch [begin, end) merge into it: the first one starting at or
    // after `begin`, and the one before it if it reaches `begin`.
    auto it = m_parts.lower_bound(begin);
    if (it != m_parts.begin() && std::prev(it)->second >= begin) --it;
    while (it != m_parts.end() && it->first <= end) {
        begin = std::min(begin, it->first);
        end = std::max(end, it->second);
        it = m_parts.erase(it);
    }
    m_parts.emplace(begin, end);
}

std::uint64_t WrittenBytes::send(std::uint64_t offset, std::uint64_t bytes) {
    if (bytes == 0 || m_parts.empty()) return 0;
    const std::uint64_t begin = offset, end = offset + bytes;
    auto it = m_parts.lower_bound(begin);
    if (it != m_parts.begin() && std::prev(it)->second > begin) --it;
    std::uint64_t overlap = 0;
    while (it != m_parts.end() && it->first < end) {
        const std::uint64_t partBegin = it->first, partEnd = it->second;
        overlap += std::min(end, partEnd) - std::max(begin, partBegin);
        it = m_parts.erase(it);
        // What lies outside the message stays written.
        if (partBegin < begin) m_parts.emplace(partBegin, begin);
        if (partEnd > end) it = m_parts.emplace(end, partEnd).first;
    }
    return overlap;
}

std::uint64_t WrittenBytes::total() const {
    std::uint64_t n = 0;
    for (const auto& [begin, end] : m_parts)
        n += end - begin;
    return n;
}

}  // namespace ct
