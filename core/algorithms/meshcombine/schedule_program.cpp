#include "algorithms/meshcombine/schedule_program.h"

namespace ct::mesh {

ProgramSink::ProgramSink(Rank nodes, std::uint64_t elements)
    : m_builder(nodes), m_vectorBytes(8 * elements) {
    m_builder.requireBufferBytes(m_vectorBytes);
}

void ProgramSink::transfer(const Transfer& t) {
    m_builder.add(t.from, Op::send(t.to, 8 * t.part.count, 8 * t.part.first));
    m_receives.push_back(t);
}

void ProgramSink::endStep() {
    for (const Transfer& t : m_receives) {
        const std::uint64_t bytes = 8 * t.part.count;
        const std::uint64_t place = 8 * t.part.first;
        if (t.combine) {
            m_builder.add(t.to, Op::recv(t.from, bytes, m_vectorBytes + place));
            m_builder.add(t.to, Op::combine(m_vectorBytes + place, place, bytes));
        } else {
            m_builder.add(t.to, Op::recv(t.from, bytes, place));
        }
    }
    m_receives.clear();
}

Program ProgramSink::build(std::string name) {
    endStep();
    return m_builder.build(std::move(name));
}

}  // namespace ct::mesh
