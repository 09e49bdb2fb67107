#include "sim/peer_read_bytes.h"

#include <algorithm>
#include <iterator>

namespace ct {

template <typename Cost>
void PeerReadBytes::erase(std::uint64_t begin, std::uint64_t end, Cost cost) {
    auto it = m_parts.lower_bound(begin);
    if (it != m_parts.begin() && std::prev(it)->second.end > begin) --it;
    while (it != m_parts.end() && it->first < end) {
        const std::uint64_t partBegin = it->first;
        const Part part = it->second;
        cost(std::min(end, part.end) - std::max(begin, partBegin), *part.terms);
        it = m_parts.erase(it);
        // What lies outside [begin, end) stays as it was.
        if (partBegin < begin) m_parts.emplace(partBegin, Part{begin, part.terms});
        if (part.end > end) it = m_parts.emplace(end, part).first;
    }
}

void PeerReadBytes::read(std::uint64_t offset, std::uint64_t bytes, const LogGP& terms) {
    if (bytes == 0) return;
    // Read again: the newer message's terms apply (parts of equal terms are not merged; a
    // program's buffer holds few).
    erase(offset, offset + bytes, [](std::uint64_t, const LogGP&) {});
    m_parts.emplace(offset, Part{offset + bytes, &terms});
}

double PeerReadBytes::write(std::uint64_t offset, std::uint64_t bytes, LogGP::Write w) {
    if (bytes == 0 || m_parts.empty()) return 0;
    double cost = 0;
    erase(offset, offset + bytes, [&](std::uint64_t overlap, const LogGP& t) {
        cost += double(overlap) * t.overwritePerByte(w);
    });
    return cost;
}

std::uint64_t PeerReadBytes::total() const {
    std::uint64_t n = 0;
    for (const auto& [begin, part] : m_parts)
        n += part.end - begin;
    return n;
}

}  // namespace ct
