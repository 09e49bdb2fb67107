#pragma once
// Which bytes of one rank's buffer a peer has read out of the rank's memory since the rank last
// wrote them: what LogGP::overwritePerByte charges a write for. A
// rendezvous send is read by its receiver straight from the sender's buffer (single copy), which
// leaves the sender's cache lines shared; the first write of them afterwards (a receive, a
// combine or a copy into them) takes them back and pays for it, after which they are the rank's
// own again. Each part keeps the terms of the message that was read (its size's range).
#include <cstdint>
#include <map>

#include "model/loggp.h"

namespace ct {

class PeerReadBytes {
public:
    // A peer read [offset, offset + bytes), sent as a message whose range's terms are `terms`
    // (they must outlive this object).
    void read(std::uint64_t offset, std::uint64_t bytes, const LogGP& terms);
    // [offset, offset + bytes) written by a write of kind `w`: what overwriting the bytes a peer
    // had read costs; they are the rank's own from now on.
    double write(std::uint64_t offset, std::uint64_t bytes, LogGP::Write w);
    // How many bytes a peer has read and the rank not yet overwritten.
    std::uint64_t total() const;

private:
    struct Part {
        std::uint64_t end = 0;
        const LogGP* terms = nullptr;
    };
    // Removes [begin, end) from the parts, calling cost(bytes, terms) for each overlap.
    template <typename Cost>
    void erase(std::uint64_t begin, std::uint64_t end, Cost cost);
    std::map<std::uint64_t, Part> m_parts;  // begin → part, disjoint
};

}  // namespace ct
