#include "data_case_run.h"

#include <stdexcept>

#include "model/logp_cost.h"
#include "program/problem.h"
#include "schedule/library.h"

namespace ct::runner {

namespace {

bsp::Schedule load(const protocol::CaseSpec& c) {
    try {
        return bsp::loadScheduleFile(c.scheduleFile, bsp::logpLibrary());
    } catch (const std::exception& e) {
        throw std::invalid_argument("schedule " + c.scheduleFile + ": " + e.what());
    }
}

std::string formatValue(double v) {
    const auto whole = static_cast<long long>(v);
    if (static_cast<double>(whole) == v) return std::to_string(whole);
    return std::to_string(v);
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

std::string describeInput(const bsp::Schedule& s) {
    const bsp::ProblemInfo* info = bsp::libraryFor(s.machine).problem(s.problem);
    std::string out;
    for (std::size_t i = 0; i < s.input.values.size(); ++i) {
        if (i) out += ",";
        if (info && i < info->params.size()) out += info->params[i].name + "=";
        out += formatValue(s.input.values[i]);
    }
    return out;
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
    p->input = describeInput(s);
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
    return MPI_Wtime();
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
