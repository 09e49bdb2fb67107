#pragma once
// Lowers emitted steps to a communication program.
#include <vector>

#include "algorithms/meshcombine/step_sink.h"
#include "program/program.h"

namespace ct::mesh {

// Buffer layout per rank: [0, 8M) the vector (the collective contract), [8M, 16M) scratch where a
// part to be combined is received at the same relative place before it is added in.
class ProgramSink final : public StepSink {
public:
    ProgramSink(Rank nodes, std::uint64_t elements);
    void transfer(const Transfer& t) override;
    void endStep() override;
    Program build(std::string name);

private:
    ProgramBuilder m_builder;
    std::uint64_t m_vectorBytes;
    std::vector<Transfer> m_receives;  // of the current step, added after all its sends
};

}  // namespace ct::mesh
