#pragma once
// The runner's case loop: for each (case, size, root) of the plan, prepare it on every rank,
// agree that all could, run the timed repetitions (and, when asked, one recorded repetition),
// and hand rank 0's result to the RunState. Collective over MPI_COMM_WORLD.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "algorithms/catalogue/case_program.h"
#include "mpi_env.h"
#include "options.h"
#include "run_setup.h"
#include "run_state.h"
#include "watchdog.h"

namespace ct::runner {

class CaseLoop {
public:
    // `state` and `watchdog` are rank 0's (the watchdog is armed per case there only).
    CaseLoop(const MpiEnvironment& mpi, const RunPlan& plan, const CaseMachine& machine,
             const RunOptions& options, RunState& state, Watchdog& watchdog);

    // Runs every instance; returns the exit status (the same on every rank). Stops after a
    // timeout: the machine is probably wedged and later cases would not be trustworthy.
    int run();

    // With interleaved rounds: `measure(bytes, round, rounds)` takes one more place in each
    // round's rotation of the cases of every size (collective, every rank calls it at the same
    // point): run --calibrate-beside measures the size's LogGP terms there.
    using BesideEachSize = std::function<void(std::uint64_t bytes, int round, int rounds)>;
    void measureBesideEachSize(BesideEachSize measure) { m_beside = std::move(measure); }

private:
    struct Pending;
    struct Outcome;

    // Prepares instance `i` locally (a forced Open MPI algorithm's communicator is duplicated
    // on every rank); the error ("" when none) is agreed on by all ranks.
    std::string prepare(const CaseInstance& inst, Pending& pending) const;
    // Prepares instance `i` on every rank; false (after recording the failure) when some could not.
    bool prepareAgreed(std::size_t i, Pending& pending, int& status);
    void recordFailedPreparation(std::size_t i, const CaseInstance& inst, const std::string& error);
    // One batch of repetitions under `policy`; `last`: the case's final batch (its timeline).
    Outcome measure(std::size_t i, Pending& pending, const protocol::TimingPolicy& policy,
                    bool last);
    void recordOutcome(std::size_t i, const Pending& pending, const Outcome& outcome);
    // Each case's repetitions back to back, one case after another.
    int runInSequence();
    // The cases of each size interleaved in the plan's rounds (interleaving.h).
    int runInRounds();

    const MpiEnvironment& m_mpi;
    const RunPlan& m_plan;
    const CaseMachine& m_machine;  // the profile catalogue programs are built for
    const RunOptions& m_options;
    RunState& m_state;
    Watchdog& m_watchdog;
    std::vector<CaseInstance> m_instances;
    BesideEachSize m_beside;
};

}  // namespace ct::runner
