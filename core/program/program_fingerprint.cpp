#include "program/program_fingerprint.h"

namespace ct {

namespace {

class Fnv1a {
public:
    void add(std::uint64_t v) {
        for (int i = 0; i < 8; ++i, v >>= 8) {
            m_h ^= v & 0xff;
            m_h *= 1099511628211ull;
        }
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 14695981039346656037ull;
};

}  // namespace

std::uint64_t programFingerprint(const Program& program) {
    Fnv1a h;
    h.add(std::uint64_t(program.ranks()));
    h.add(program.bufferBytes());
    h.add(program.elementBytes());
    for (Rank r = 0; r < program.ranks(); ++r) {
        h.add(program.ops(r).size());  // where one rank's operations end and the next's begin
        for (const Op& op : program.ops(r)) {
            h.add(std::uint64_t(op.kind));
            h.add(std::uint64_t(op.mode));
            h.add(std::uint64_t(std::int64_t(op.peer)));
            h.add(op.bytes);
            h.add(op.offset);
            h.add(op.srcOffset);
        }
    }
    h.add(program.groups().size());
    for (const auto& group : program.groups()) {
        h.add(group.size());
        for (Rank member : group)
            h.add(std::uint64_t(std::int64_t(member)));
    }
    return h.value();
}

}  // namespace ct
