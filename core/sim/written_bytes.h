#pragma once
// Which bytes of one rank's buffer the rank has written since it last sent them: what
// LogGP::writtenPerByte charges a message for. A receive, a combine or a copy writes its
// destination; a send reads its bytes out, after which they are no longer the sender's alone
// (the receiver has pulled them), so sending them again costs what clean data costs.
#include <cstdint>
#include <map>

namespace ct {

class WrittenBytes {
public:
    // [offset, offset + bytes) written.
    void write(std::uint64_t offset, std::uint64_t bytes);
    // How many of [offset, offset + bytes) were written; those are clean from now on.
    std::uint64_t send(std::uint64_t offset, std::uint64_t bytes);
    std::uint64_t total() const;

private:
    std::map<std::uint64_t, std::uint64_t> m_parts;  // begin → end, disjoint, not touching
};

}  // namespace ct
