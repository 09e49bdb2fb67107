#pragma once
// Grama et al.'s (2003) ts + tw·m cost model with hop distance and link contention, as a simulation
// mode over any program (docs/topology-model.md):
//  - a send occupies its rank's processor for ts (start-up), then the message streams over every
//    link of its route and into the receiver's port at once (cut-through), each link and port
//    carrying 1/tw bytes per time unit, shared max-min fairly among the messages on it
//    (sim/fair_share.h); the receiver holds it th·hops after its last byte left the sender;
//  - one-port: a rank starts its next send only when its previous message has been handed off
//    (streamed out); receiving is not serialised with sending, but messages into one rank share
//    its receive port;
//  - a receive blocks until its message is there and costs nothing more; combining costs
//    `combine` per 8-byte element; copies are free; barriers release when the last member comes.
// Shared links make costs depend on what else is in flight, so unlike ct::simulate this one
// keeps a global clock: a time-ordered event queue plus the set of messages in flight.
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "sim/simulator.h"
#include "sim/network.h"

namespace ct {

// What the timeline does not say about one message on the network.
struct FlowRecord {
    double start = 0;  // first byte leaves (send start + ts)
    double end = 0;    // last byte left; the receiver holds the message th·hops later
    int hops = 0;
    int crowd = 1;  // the most messages that shared one of its links or its receive port
};

// How crowded one link (or receive port) got.
struct LinkLoad {
    std::uint64_t link = 0;  // a network LinkId, or network.links() + r for rank r's receive port
    int peak = 0;            // the most messages on it at once
};

struct NetworkRun {
    Timeline timeline;              // as ct::simulate's; a receive's interval has zero length
    std::vector<FlowRecord> flows;  // by message id
    std::vector<LinkLoad> loads;    // every link and port some message used, by id
    std::size_t networkLinks = 0;
    int mostOnOneLink() const;  // over network links only: the book's congestion factor
};

// Throws std::invalid_argument for bad costs or a network of another size, and ProgramError
// (naming rank and operation) for a program that cannot run.
NetworkRun runOnNetwork(const Program& program, const Network& network, const LinkCosts& costs,
                        const SimulationOptions& options = {});
Timeline simulateOnNetwork(const Program& program, const Network& network, const LinkCosts& costs,
                           const SimulationOptions& options = {});

// A message naming the first unusable cost (negative or not finite), or nothing.
std::optional<std::string> linkCostsProblem(const LinkCosts& costs);

}  // namespace ct
