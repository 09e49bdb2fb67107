#include "schedule/library.h"

#include <cmath>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "io/json_writer.h"
#include "schedule/register.h"

namespace ct::bsp {

std::string Input::toString() const {
    std::string s;
    for (double v : values)
        s += (s.empty() ? "" : ", ") + formatNumber(v);
    return s;
}

void Library::addProblem(ProblemInfo p) {
    if (problem(p.id)) throw std::logic_error("problem registered twice: " + p.name());
    m_byProblem[p.id];
    m_problems.push_back(std::move(p));
}

void Library::addAlgorithm(Algorithm a) {
    if (!problem(a.problem))
        throw std::logic_error(a.name + ": unknown problem " + scheduleName(a.problem));
    if (algorithm(a.name)) throw std::logic_error("algorithm registered twice: " + a.name);
    m_byProblem[a.problem].push_back(m_algorithms.size());
    m_bounds.erase(a.problem);
    m_schedulers.erase(a.problem);
    m_algorithms.push_back(std::move(a));
}

void Library::setLowerBound(Problem name, LowerBound bound) {
    if (!problem(name))
        throw std::logic_error(std::string("lower bound for unknown problem ") +
                               scheduleName(name));
    m_bounds[name] = std::move(bound);
}

const LowerBound* Library::lowerBound(Problem name) const {
    const auto it = m_bounds.find(name);
    return it == m_bounds.end() ? nullptr : &it->second;
}

void Library::setScheduler(Problem name, ProblemScheduler scheduler) {
    if (!problem(name))
        throw std::logic_error(std::string("scheduler for unknown problem ") + scheduleName(name));
    m_schedulers[name] = std::move(scheduler);
}

const ProblemScheduler* Library::scheduler(Problem name) const {
    const auto it = m_schedulers.find(name);
    return it == m_schedulers.end() ? nullptr : &it->second;
}

bool betterBoundInfo(double value, double cap, double knownValue, double knownCap) {
    if (isFinalBound(knownValue, knownCap)) return false;  // nothing beats the bound itself
    return isFinalBound(value, cap) || value > knownValue;
}

double evaluateLowerBound(const LowerBound& bound, std::span<const double> input, int dataProcs,
                          const BspProfile& machine) {
    // Entries: the value and the cap it was computed for (nullopt while being computed: a cycle
    // gets 0, which is always valid).
    std::map<std::pair<std::vector<double>, int>, std::optional<std::pair<double, double>>> memo;
    SubBound sub;
    sub.ask = [&](std::span<const double> in, int procs, double cap) -> double {
        auto key = std::make_pair(std::vector<double>(in.begin(), in.end()), procs);
        if (const auto it = memo.find(key); it != memo.end()) {
            if (!it->second) return 0.0;
            const auto [value, used] = *it->second;
            if (isFinalBound(value, used) || value >= cap) return value;  // final, or enough
        }
        memo[key] = std::nullopt;
        const double value = bound(in, procs, machine, sub, cap);
        memo[key] = std::make_pair(value, cap);
        return value;
    };
    sub.tell = [&](std::span<const double> in, int procs, double value, double cap) {
        auto key = std::make_pair(std::vector<double>(in.begin(), in.end()), procs);
        const auto it = memo.find(key);
        if (it == memo.end()) {
            memo.emplace(std::move(key), std::make_pair(value, cap));
        } else if (it->second &&
                   betterBoundInfo(value, cap, it->second->first, it->second->second)) {
            it->second = std::make_pair(value, cap);  // (one being computed is left alone)
        }
    };
    return sub(input, dataProcs, std::numeric_limits<double>::infinity());
}

const ProblemInfo* Library::problem(Problem id) const {
    for (const auto& p : m_problems)
        if (p.id == id) return &p;
    return nullptr;
}

const Algorithm* Library::algorithm(const std::string& name) const {
    for (const auto& a : m_algorithms)
        if (a.name == name) return &a;
    return nullptr;
}

const std::vector<std::size_t>& Library::algorithmsFor(Problem problem) const {
    static const std::vector<std::size_t> none;
    auto it = m_byProblem.find(problem);
    return it == m_byProblem.end() ? none : it->second;
}

const Library& standardLibrary() {
    static const Library library = [] {
        Library l;
        registerBroadcast(l);
        registerPrefix(l);
        registerSort(l);
        registerMst(l);
        return l;
    }();
    return library;
}

std::string checkInput(const ProblemInfo& problem, const Input& input) {
    if (input.values.size() != problem.params.size())
        return "expected " + std::to_string(problem.params.size()) + " parameter(s), got " +
               std::to_string(input.values.size());
    for (std::size_t i = 0; i < problem.params.size(); ++i) {
        const auto& param = problem.params[i];
        const double v = input.values[i];
        if (!std::isfinite(v) || v < param.min || v > 1e15)
            return param.name + ": must be a number in [" + formatNumber(param.min) + ", 1e15]";
        if (param.integer && v != std::floor(v)) return param.name + ": must be a whole number";
    }
    return {};
}

Input parseInput(const ProblemInfo& problem, const std::string& text) {
    Input input;
    input.values.assign(problem.params.size(), std::nan(""));
    std::stringstream s(text);
    std::string item;
    while (std::getline(s, item, ',')) {
        const auto eq = item.find('=');
        if (eq == std::string::npos)
            throw std::invalid_argument("input '" + item + "' must be NAME=VALUE");
        const std::string name = item.substr(0, eq);
        const std::string value = item.substr(eq + 1);
        std::size_t index = problem.params.size();
        for (std::size_t i = 0; i < problem.params.size(); ++i)
            if (problem.params[i].name == name) index = i;
        if (index == problem.params.size()) {
            std::string names;
            for (const auto& p : problem.params)
                names += (names.empty() ? "" : ", ") + p.name;
            throw std::invalid_argument("unknown input '" + name + "' for " + problem.name() +
                                        " (parameters: " + names + ")");
        }
        std::size_t used = 0;
        double v = 0;
        try {
            v = std::stod(value, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (value.empty() || used != value.size())
            throw std::invalid_argument("input " + name + "='" + value + "' is not a number");
        input.values[index] = v;
    }
    for (std::size_t i = 0; i < problem.params.size(); ++i)
        if (std::isnan(input.values[i]))
            throw std::invalid_argument("input " + problem.params[i].name + " is missing");
    if (auto bad = checkInput(problem, input); !bad.empty())
        throw std::invalid_argument("input " + bad);
    return input;
}

}  // namespace ct::bsp
