#include "sweep_setup.h"

#include <QFileInfo>
#include <QThread>
#include <set>
#include <sstream>

#include "algorithms/catalogue/case_program.h"
#include "installed_algorithms.h"
#include "model/logp_cost.h"
#include "protocol/sizes.h"
#include "tuning/measured_decision.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_sweep.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_runner.h"

namespace studio::tune {

using namespace ct::tuning;

std::vector<std::pair<int, std::vector<int>>> SweepSetupBuilder::forcedAlgorithms(
    const std::vector<int>& collectives, const QString& algorithms, const KnownAlgorithms& known,
    QStringList* problems) {
    std::vector<std::pair<int, std::vector<int>>> out;
    std::vector<std::uint64_t> asked;
    if (!algorithms.trimmed().isEmpty()) {
        try {
            asked = ct::protocol::parseNumberList(algorithms.trimmed().toStdString(), 1, 1000);
        } catch (const ct::protocol::SizeError& e) {
            problems->append(tr("Algorithms: %1").arg(QString::fromStdString(e.what())));
            return out;
        }
    }
    for (int c : collectives) {
        std::vector<int> forced;
        const auto names = known.names.find(c);
        if (asked.empty()) {
            if (names != known.names.end())
                for (const auto& [a, name] : names->second)
                    if (a != 0) forced.push_back(a);
        } else {
            for (auto a : asked) {
                if (known.knows(c, int(a)) != true) {
                    problems->append(tr("Algorithms: %1 is not one of the %2 algorithms %3 lists.")
                                         .arg(a)
                                         .arg(QString::fromStdString(ompiCollectiveName(c)),
                                              algorithmListSource(known)));
                    continue;
                }
                forced.push_back(int(a));
            }
        }
        out.push_back({c, forced});
    }
    return out;
}

ct::tuning::LaunchOptions SweepSetupBuilder::buildLaunch(const SweepChoices& choices,
                                                         QStringList& problems) {
    ct::tuning::LaunchOptions launch;
    try {
        launch.launcher = splitLauncher(choices.launcher.toStdString());
        if (!findExecutable(launch.launcher.front()))
            problems << (choices.mpich
                             ? tr("The launcher '%1' is not found: install MPICH (apt-get install "
                                  "mpich libmpich-dev) or give the launcher's path.")
                             : tr("The launcher '%1' is not found: install Open MPI (apt-get "
                                  "install openmpi-bin) or give the launcher's path."))
                            .arg(QString::fromStdString(launch.launcher.front()));
    } catch (const std::invalid_argument&) {
        problems << tr("Give a launcher (mpirun, or srun).");
    }
    launch.hostfile = choices.hostfile.trimmed().toStdString();
    if (!launch.hostfile.empty() && !QFileInfo::exists(choices.hostfile.trimmed()))
        problems << tr("The hostfile %1 does not exist.").arg(choices.hostfile.trimmed());
    launch.runner = choices.runner.trimmed().toStdString();
    if (launch.runner.empty())
        problems << tr(
            "Give the runner (calltree-runner; build it with cmake --build build "
            "--target calltree-runner).");
    else if (!findExecutable(launch.runner))
        problems << (choices.mpich
                         ? tr("The runner '%1' is not found: build it with MPICH installed "
                              "(cmake --build build --target calltree-runner-mpich) or give its "
                              "path.")
                         : tr("The runner '%1' is not found: build it (cmake --build build "
                              "--target calltree-runner) or give its path."))
                        .arg(choices.runner.trimmed());
    launch.coresHere = QThread::idealThreadCount();
    switch (choices.timing) {
        case SweepTiming::RunnerDefaults:
            break;
        case SweepTiming::Quick:
            launch.timing = {"--min-reps", "5", "--min-seconds", "0"};
            break;
        case SweepTiming::Custom: {
            // Runner arguments (C locale), as calltree tune passes its timing options.
            std::ostringstream seconds;
            seconds << choices.minSeconds;
            launch.timing = {"--min-reps",    std::to_string(choices.minReps),
                             "--max-reps",    std::to_string(choices.maxReps),
                             "--min-seconds", seconds.str()};
            if (choices.maxReps < choices.minReps)
                problems << tr("Timing: the maximum repetitions (%1) are fewer than the minimum "
                               "(%2).")
                                .arg(choices.maxReps)
                                .arg(choices.minReps);
            break;
        }
    }
    return launch;
}

SweepSetup SweepSetupBuilder::build(const SweepChoices& choices, const KnownAlgorithms& ompiKnown) {
    SweepSetup s;
    s.mpich = choices.mpich;
    const KnownAlgorithms known = choices.mpich ? mpichKnownAlgorithms() : ompiKnown;
    QStringList& problems = s.problems;
    for (int c : choices.collectives)
        if (baselineOfCollective(c).empty())
            problems << tr("The runner does not measure %1.")
                            .arg(QString::fromStdString(ompiCollectiveName(c)));
        else if (choices.mpich && !mpichSweepable(c))
            problems << tr("Under MPICH a sweep measures bcast, reduce and allreduce, not %1.")
                            .arg(QString::fromStdString(ompiCollectiveName(c)));
    if (choices.collectives.empty()) problems << tr("Choose at least one collective.");
    s.request.collectives = choices.collectives;
    s.request.launches = choices.perAlgorithm ? ct::tuning::SweepLaunches::PerAlgorithm
                                              : ct::tuning::SweepLaunches::PerCommSize;
    s.request.rounds = choices.rounds;

    try {
        for (auto n :
             ct::protocol::parseNumberList(choices.commSizes.trimmed().toStdString(), 1, 1 << 20))
            s.request.commSizes.push_back(int(n));
    } catch (const ct::protocol::SizeError& e) {
        problems << tr("Communicator sizes: %1").arg(QString::fromStdString(e.what()));
    }
    try {
        s.request.sizes = ct::protocol::parseSizeList(choices.sizes.trimmed().toStdString());
    } catch (const ct::protocol::SizeError& e) {
        problems << tr("Message sizes: %1").arg(QString::fromStdString(e.what()));
    }
    s.request.algorithms =
        forcedAlgorithms(choices.collectives, choices.algorithms, known, &problems);
    // Sizes the runner cannot measure, as core's planners refuse them (reductions of doubles).
    if (!s.request.sizes.empty() && !s.request.commSizes.empty()) {
        try {
            checkSweepSizes(s.request);
        } catch (const std::invalid_argument& e) {
            problems << tr("Message sizes: %1").arg(QString::fromStdString(e.what()));
        }
    }

    const QString folder = choices.folder.trimmed();
    if (folder.isEmpty())
        problems << tr("Choose the sweep's folder.");
    else if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
        problems << tr("The sweep's folder %1 is a file; choose a folder.").arg(folder);
    s.request.outDir = folder.toStdString();

    s.launch = buildLaunch(choices, problems);

    if (choices.guided && choices.mpich)
        problems << tr(
            "A model-guided sweep predicts Open MPI's algorithms: not under MPICH. Choose Open "
            "MPI or turn the model off.");
    else if (choices.guided) {
        s.guidedOptions = choices.guidedOptions;
        if (s.guidedOptions.adaptive && s.guidedOptions.verifyEvery == 0)
            problems << tr(
                "Adapting to the verification points needs them: set a verification interval "
                "above 0.");
        const QString profile = choices.profile.trimmed();
        if (profile.isEmpty()) {
            problems << tr(
                "A model-guided sweep needs a calibrated LogGP profile (*.loggp.json, "
                "from calltree-runner calibrate).");
        } else {
            // As calltree tune sweep --model reads it: the runner's machine loader, in µs.
            try {
                s.modelUs = ct::bsp::logGPInMicroseconds(
                    ct::loadCaseMachine(profile.toStdString()).profile);
            } catch (const std::exception& e) {
                problems << tr("Profile: %1").arg(QString::fromStdString(e.what()));
            }
        }
    }
    return s;
}

SweepPlan planSetup(const SweepSetup& setup) {
    SweepPlan plan;
    try {
        if (setup.modelUs) {
            const GuidedPlan guided =
                planGuided(setup.request, setup.launch, *setup.modelUs, setup.guidedOptions);
            plan.runs = guided.runs;
            plan.guided = true;
            plan.adaptive = setup.guidedOptions.adaptive;
            plan.guidedPlan = guided;
            plan.measurements = guided.measurements();
            plan.exhaustive = guided.exhaustive();
        } else {
            plan.runs = setup.mpich ? planMpichSweep(setup.request, setup.launch)
                                    : planSweep(setup.request, setup.launch);
            // Every (size, algorithm) per communicator size, Open MPI's default included — from
            // the request, not the runs, so that it holds however runs are grouped into launches.
            int settings = 0;
            for (int c : setup.request.collectives) {
                std::set<int> algorithms = {0};
                for (const auto& [collective, forced] : setup.request.algorithms)
                    if (collective == c) algorithms.insert(forced.begin(), forced.end());
                settings += int(algorithms.size());
            }
            plan.measurements =
                settings * int(setup.request.sizes.size()) * int(setup.request.commSizes.size());
            plan.exhaustive = plan.measurements;
        }
    } catch (const std::invalid_argument& e) {
        plan.problem = QString::fromStdString(e.what());
        plan.runs.clear();
        return plan;
    }
    for (const auto& r : plan.runs)
        if (runIsComplete(r.file, r.sizes)) ++plan.complete;
    return plan;
}

}  // namespace studio::tune
