#pragma once
// Two ways to cost emitted steps without building a program.
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/meshcombine/mesh_problem.h"
#include "algorithms/meshcombine/step_sink.h"
#include "model/loggp.h"

namespace ct::mesh {

// The exact LogP/LogGP completion time of the asynchronous schedule. A node's step-k receives
// depend only on step-k sends, which depend only on their senders' earlier steps, so evaluating
// all sends of a step and then all its receives visits every operation after what it waits for.
// Each node keeps the state docs/simulator.md defines: when its processor is free and when its
// next send and receive may start (the gap).
class LogPStepClock final : public StepSink {
public:
    LogPStepClock(Rank nodes, const LogGP& model);
    void transfer(const Transfer& t) override;
    void endStep() override;
    double total();

private:
    struct Node {
        double cpu = 0;
        double nextSend = 0;
        double nextRecv = 0;
    };
    struct InFlight {
        Transfer t;
        double arrival;
    };
    LogGP m_model;
    std::vector<Node> m_nodes;
    std::vector<InFlight> m_inFlight;
};

// The paper's synchronous cost: each step lasts as long as its slowest transfer,
// α + β·len + δ·hops (+ γ·len when the receiver combines), with β = 8·tw per element.
class LinkStepCost final : public StepSink {
public:
    LinkStepCost(const MeshProblem& mesh, const LinkCosts& costs) : m_mesh(mesh), m_costs(costs) {}
    void transfer(const Transfer& t) override;
    void endStep() override;
    double total();

private:
    MeshProblem m_mesh;
    LinkCosts m_costs;
    double m_step = 0;
    double m_total = 0;
};

}  // namespace ct::mesh
