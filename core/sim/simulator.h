#pragma once
// Deterministic event simulator of a program under LogP / LogGP, size-aware: each message costs
// the terms of its size's range (model/loggp_profile.h).
//
// Each operation's start is the earliest time its dependencies allow: the rank's previous
// operation, the send/receive gap of its network interface, and for a receive the message's
// arrival. As messages between ranks are matched up front and the model has no shared resource,
// processing events in causal order gives exactly the times a global-clock event queue would,
// at a fraction of the cost (no priority queue): see docs/simulator.md.
#include <stdexcept>
#include <string>
#include <vector>

#include "model/loggp_profile.h"
#include "program/program.h"
#include "sim/timeline.h"

namespace ct {

// A program that cannot run: unmatched messages, bad ranks, or a deadlock.
class ProgramError : public std::runtime_error {
public:
    explicit ProgramError(const std::string& what, std::vector<std::string> details = {},
                          std::vector<Rank> blocked = {})
        : std::runtime_error(what), m_details(std::move(details)), m_blocked(std::move(blocked)) {}
    const std::vector<std::string>& details() const { return m_details; }
    const std::vector<Rank>& blockedRanks() const { return m_blocked; }
    std::string fullMessage() const;

private:
    std::vector<std::string> m_details;
    std::vector<Rank> m_blocked;
};

struct SimulationOptions {
    bool recordTimeline = true;  // false: only rank finish times and the total
    // Bytes [0, n) of every rank's buffer were written by that rank just before the program
    // starts (LogGP::writtenPerByte: the runner writes a reduction's inputs afresh before every
    // run, inputsRewrittenBeforeEachRun in program/problem.h). 0: every buffer starts clean.
    std::uint64_t writtenInputBytes = 0;
    // The bytes each rank works on, for a size-aware profile's working-set view
    // (LogGPProfile::forWorkingSet): 0, the program's buffer. A reduction's buffer also holds
    // the scratch its messages arrive in, which the data does not make colder.
    std::uint64_t workingSetBytes = 0;
    // Set: the program runs again and again on the same buffers, every rank writing [0, n) of
    // its buffer afresh before each run (the runner's cases and the library's benchmarks write
    // the data; a broadcast root, which keeps its data, never writes it): the rest of each
    // buffer starts as the previous run left it — which bytes the rank wrote and which a peer
    // read — as Open MPI's scratch buffers do, allocated again where the last call freed them
    // (LogGP::writtenPerByte, overwritePerByte). Unset: one run from clean buffers, but for the
    // written inputs.
    std::optional<std::uint64_t> refilledBytes = std::nullopt;
};

// Throws ProgramError when the program cannot complete; the message names the blocked ranks.
// Every message is costed with the terms of its size's range (plain LogGP converts to a profile
// of one range); std::invalid_argument names a bad parameter.
Timeline simulate(const Program& program, const LogGPProfile& params,
                  const SimulationOptions& options = {});

struct ValidationReport {
    std::vector<std::string> problems;  // each names rank and operation
    std::vector<Rank> blockedRanks;     // set when the program deadlocks
    bool ok() const { return problems.empty(); }
};

// Every send has its receive, ranks are in range, sizes agree, barriers are consistent, and the
// program runs to completion (no deadlock).
ValidationReport validate(const Program& program);

}  // namespace ct
