#include "data_case_run.h"

#include <algorithm>
#include <stdexcept>

#include "model/logp_cost.h"
#include "program/problem.h"
#include "schedule/library.h"
#include "timing.h"

namespace ct::runner {

namespace {

bsp::Schedule load(const protocol::CaseSpec& c) {
    try {
        return bsp::loadScheduleFile(c.scheduleFile, bsp::logpLibrary());
    } catch (const std::exception& e) {
        throw std::invalid_argument("schedule " + c.scheduleFile + ": " + e.what());
    }
}

}  // namespace

bool runsOnData(const bsp::Schedule& s) {
    return !bsprun::dataExecutionUnsupported(s.tree, bsp::libraryFor(s.machine));
}

bool scheduleRunsOnData(const protocol::CaseSpec& c) {
    try {
        return runsOnData(load(c));
    } catch (const std::exception&) {
        return false;
    }
}

std::unique_ptr<PreparedDataCase> prepareDataCase(const protocol::CaseSpec& c, Rank rank) {
    auto p = std::make_unique<PreparedDataCase>();
    p->schedule = load(c);
    const bsp::Schedule& s = p->schedule;
    if (s.calcProcs != c.procs)
        throw std::invalid_argument("schedule " + c.scheduleFile + " is for " +
                                    std::to_string(s.calcProcs) + " processors, not " +
                                    std::to_string(c.procs));
    const bsp::Library& lib = bsp::libraryFor(s.machine);
    if (auto why = bsprun::dataExecutionUnsupported(s.tree, lib))
        throw std::invalid_argument("schedule " + c.scheduleFile + " cannot run on data: " + *why);
    p->problem = toString(s.problem);
    p->algorithm = bsp::compactName(s.tree, lib);
    p->input = bsp::describeInput(s);
    p->seed = c.seed;
    p->profile = s.machine.name;
    // Loading checked that the stored costs are the profile's: the root's is the prediction.
    if (auto ns = bsp::costInNanoseconds(s.machine, s.tree.cost, s.tree.calcProcs))
        p->predictedSeconds = *ns * 1e-9;
    p->data.emplace(s.tree, lib, rank, c.procs, c.seed);
    return p;
}

void describeDataCase(const PreparedDataCase& p, protocol::CaseResult& r) {
    r.name = p.algorithm + " " + p.input + " seed " + std::to_string(p.seed);
    r.spec.algorithm = p.algorithm;
    r.problem = p.problem;
    r.bytes = 0;
    r.messages = 0;
    r.input = p.input;
    r.seed = p.seed;
    r.predictedSeconds = p.predictedSeconds;
    r.predictedProfile = p.predictedSeconds ? p.profile : std::string();
}

DataMeasurable::DataMeasurable(PreparedDataCase& prepared, MPI_Comm world)
    : m_prepared(prepared), m_channel(world) {}

void DataMeasurable::prepare() {
    m_prepared.data->reset();
}

double DataMeasurable::execute() {
    m_prepared.data->run(m_channel);
    const double held = MPI_Wtime();
    m_nodeSamples.push_back(m_prepared.data->lastRunNodeTimes());
    return held;
}

std::vector<protocol::NodeTime> DataMeasurable::nodeTimes(const std::vector<int>& timedRuns) {
    const std::vector<std::string>& paths = m_prepared.data->nodePaths();
    const std::size_t nodes = paths.size(), runs = timedRuns.size();
    if (runs == 0 || nodes == 0) return {};
    // Run by run, node by node: seconds, then calls (exact in a double), reduced at once.
    std::vector<double> mine(2 * runs * nodes, 0.0), most(mine.size(), 0.0);
    for (std::size_t k = 0; k < runs; ++k) {
        const auto run = static_cast<std::size_t>(timedRuns[k]);
        if (run >= m_nodeSamples.size())
            throw std::logic_error("node times: run " + std::to_string(run) + " of " +
                                   std::to_string(m_nodeSamples.size()) + " was not recorded");
        for (std::size_t n = 0; n < nodes; ++n) {
            mine[2 * (k * nodes + n)] = m_nodeSamples[run][n].seconds;
            mine[2 * (k * nodes + n) + 1] = static_cast<double>(m_nodeSamples[run][n].calls);
        }
    }
    runner::check(MPI_Reduce(mine.data(), most.data(), static_cast<int>(mine.size()), MPI_DOUBLE,
                             MPI_MAX, 0, m_channel.comm()),
                  "MPI_Reduce");
    if (m_channel.rank() != 0) return {};
    std::vector<protocol::NodeTime> out(nodes);
    std::vector<double> seconds(runs);
    for (std::size_t n = 0; n < nodes; ++n) {
        double calls = 0;
        for (std::size_t k = 0; k < runs; ++k) {
            seconds[k] = most[2 * (k * nodes + n)];
            calls = std::max(calls, most[2 * (k * nodes + n) + 1]);
        }
        out[n].node = paths[n];
        out[n].seconds = summarize(seconds).median;
        out[n].calls = static_cast<std::uint64_t>(calls);
    }
    return out;
}

std::optional<Failure> DataMeasurable::check() {
    const bsprun::DataVerdict v = m_prepared.data->verify(m_channel);
    if (v.ok) {
        m_summary = v.summary;
        return std::nullopt;
    }
    if (m_channel.rank() != 0) return std::nullopt;
    return Failure{0, 0, m_prepared.algorithm + ": " + v.failure};
}

void DataMeasurable::corrupt() {
    m_prepared.data->corruptResult();
}

}  // namespace ct::runner
