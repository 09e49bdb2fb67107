#pragma once
// What the Tune page's Run sweep dialog asks for, turned into core's sweep: the choices as typed
// (collectives, communicator sizes, message sizes in the runner's grammar, algorithms, launcher,
// runner, timing, folder, and for a model-guided sweep the calibrated profile, margin and
// verification points) become core's SweepRequest and LaunchOptions as `calltree tune sweep`
// builds them from its options, and are planned with core's planSweep or planGuided, as the
// command line plans them. Every problem is said, translated, before anything runs: a launcher or
// runner that is not found, sizes the runner cannot measure, a profile that is no LogGP profile.
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "model/loggp_profile.h"
#include "tuning/model_guided.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/sweep_plan.h"

namespace studio::tune {

// The runner's timing for every run of a sweep.
enum class SweepTiming {
    RunnerDefaults,  // no timing options: the runner's 10 repetitions and 0.05 s per case
    Quick,           // --min-reps 5 --min-seconds 0: a first look, noisy
    Custom,          // --min-reps N --max-reps M --min-seconds S as chosen
};

struct SweepChoices {
    // MPICH's algorithms under MPICH (calltree tune sweep --mpi mpich): one launch per algorithm
    // (its CVARs are read at MPI_Init), numbered as mpichKnownAlgorithms, no model.
    bool mpich = false;
    std::vector<int> collectives;  // Open MPI ids (bcast 7, reduce 11, allreduce 2, …)
    QString commSizes;             // "2" or "2,4"
    QString sizes;                 // the runner's grammar: "8..1M", "8,1K,64K"
    QString algorithms;            // "1,6"; empty: every one the installed Open MPI lists
    QString launcher;              // "mpirun --mca pml ob1 --mca btl self,vader", "srun"
    QString hostfile;              // empty: none
    QString runner;                // calltree-runner
    SweepTiming timing = SweepTiming::RunnerDefaults;
    int minReps = 10;          // SweepTiming::Custom
    int maxReps = 100000;      // SweepTiming::Custom (the runner stops a case there)
    double minSeconds = 0.05;  // SweepTiming::Custom
    // How launches are grouped: one mpirun per communicator size with every algorithm
    // interleaved in `rounds` rounds (the runner forces each), or one mpirun per algorithm.
    bool perAlgorithm = false;
    int rounds = ct::tuning::kDefaultSweepRounds;
    QString folder;  // the sweep's folder; an existing one resumes
    bool guided = false;
    QString profile;  // guided: a calibrated *.loggp.json
    ct::tuning::GuidedOptions guidedOptions;
};

// Core's sweep: what planSweep or planGuided takes.
struct SweepSetup {
    ct::tuning::SweepRequest request;
    ct::tuning::LaunchOptions launch;
    std::optional<ct::LogGPProfile> modelUs;  // set: a model-guided sweep
    ct::tuning::GuidedOptions guidedOptions;
    bool mpich = false;    // planned with planMpichSweep
    QStringList problems;  // empty: the sweep can start
};

// The planned sweep, with what its folder already holds.
struct SweepPlan {
    std::vector<ct::tuning::SweepRun> runs;
    bool guided = false;
    // A model-guided sweep's plan; with guidedOptions.adaptive its runs are the verification
    // points' launches, and the other sizes' follow once those are measured (SweepJob).
    std::optional<ct::tuning::GuidedPlan> guidedPlan;
    bool adaptive = false;
    // An adaptive sweep after its verification points: what they showed (empty before).
    std::vector<ct::tuning::VerificationVerdict> verdicts;
    int measurements = 0;  // (size, algorithm) cases measured, Open MPI's default included
    int exhaustive = 0;    // the same for every algorithm at every size
    int complete = 0;      // runs whose results file is already complete: skipped on start
    QString problem;       // the planner's refusal (empty: planned)
};

class SweepSetupBuilder {
    Q_DECLARE_TR_FUNCTIONS(SweepSetupBuilder)

public:
    // The forced algorithms per collective: `algorithms` ("1,6", each known for every chosen
    // collective) or, when empty, all that `known` lists but 0 — as calltree tune sweep's
    // --algorithms. A problem is appended to `problems` for an unknown one.
    static std::vector<std::pair<int, std::vector<int>>> forcedAlgorithms(
        const std::vector<int>& collectives, const QString& algorithms,
        const ct::tuning::KnownAlgorithms& known, QStringList* problems);
    // The launch alone, as calltree tune's launcher and timing options make it (launcher,
    // hostfile, runner, timing); what is wrong is appended to `problems`. Part of build, and
    // what tune verify's launches from the Studio take.
    static ct::tuning::LaunchOptions buildLaunch(const SweepChoices& choices,
                                                 QStringList& problems);
    // Checks the choices and builds core's sweep; setup.problems lists what has to change.
    // `known` names Open MPI's algorithms; a sweep under MPICH takes mpichKnownAlgorithms.
    // Reads the profile (quick) and looks for the launcher and the runner; plans nothing.
    static SweepSetup build(const SweepChoices& choices, const ct::tuning::KnownAlgorithms& known);
};

// Plans `setup` with core (planGuided with a profile, else planSweep; they may take a while:
// call it off the GUI thread) and counts the runs its folder already holds complete.
SweepPlan planSetup(const SweepSetup& setup);

}  // namespace studio::tune
