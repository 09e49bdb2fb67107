#include "schedule/schedule_file.h"

#include <cmath>
#include <utility>

#include "io/atomic_file.h"
#include "model/logp_cost.h"
#include "protocol/json_check.h"
#include "protocol/machine_json.h"

namespace ct::bsp {
namespace {

constexpr int kMaxDepth = 64;  // deeper trees are rejected (and recursion stays bounded)
constexpr long long kMaxProcs = 1LL << 30;

nlohmann::json inputToJson(const ProblemInfo* problem, const Input& input) {
    nlohmann::json j = nlohmann::json::object();
    for (std::size_t i = 0; i < input.values.size(); ++i) {
        std::string name = "p";  // (a parameter the problem does not name: never written normally)
        name += std::to_string(i);
        if (problem && i < problem->params.size()) name = problem->params[i].name;
        const double v = input.values[i];
        if (v == std::floor(v) && std::fabs(v) < 9e15)
            j[name] = static_cast<long long>(v);
        else
            j[name] = v;
    }
    return j;
}

nlohmann::json nodeToJson(const CallNode& n, const Library& lib) {
    nlohmann::json j;
    j["algorithm"] = n.algorithm;
    j["variant"] = n.variant;
    j["variant_name"] = n.variantName;
    j["problem"] = scheduleName(n.problem);
    j["input"] = inputToJson(lib.problem(n.problem), n.input);
    j["data_procs"] = n.dataProcs;
    j["calc_procs"] = n.calcProcs;
    j["count"] = n.count;
    j["parallel"] = n.parallel;
    j["cost"] = n.cost;
    nlohmann::json subs = nlohmann::json::array();
    for (const auto& c : n.children)
        subs.push_back(nodeToJson(c, lib));
    j["subcalls"] = subs;
    return j;
}

Input inputFromJson(const nlohmann::json& j, const ProblemInfo& problem, const std::string& path) {
    requireObject(j, path);
    Input input;
    for (const auto& param : problem.params) {
        const std::string at = joinPath(path, param.name);
        const double v = param.integer ? double(requireInteger(j, param.name, path, 0, 1LL << 50))
                                       : requireNumber(j, param.name, path, false);
        if (v < param.min)
            throw FormatError(at, "must be at least " + std::to_string(int(param.min)));
        input.values.push_back(v);
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        bool known = false;
        for (const auto& param : problem.params)
            known = known || param.name == it.key();
        if (!known)
            throw FormatError(joinPath(path, it.key()), "is not a parameter of " + problem.name());
    }
    return input;
}

// The problem by its schedule name (program/problem.h), which the library must describe.
const ProblemInfo& problemFromJson(const nlohmann::json& j, const Library& lib,
                                   const std::string& path) {
    const std::string name = requireString(j, "problem", path);
    const auto id = parseScheduleProblem(name);
    if (!id)
        throw FormatError(joinPath(path, "problem"),
                          "unknown problem '" + name + "' (known: " + scheduleProblemNames() + ")");
    const ProblemInfo* p = lib.problem(*id);
    if (!p)
        throw FormatError(joinPath(path, "problem"),
                          "the schedule library has no algorithms for " + name);
    return *p;
}

// Algorithms renamed since schedule files of this version were first written: the LogP trees
// joined the library under names of their own before they took their catalogue names
// (logp_broadcasts.cpp). Old files load; saving writes the new name.
constexpr std::pair<const char*, const char*> kRenamedAlgorithms[] = {
    {"OptimalTree", "optimal"}, {"FibonacciTree", "fibonacci"}, {"BinomialTree", "binomial"},
    {"BinaryTree", "binary"},   {"KnomialTree", "knomial"},     {"HypercubeTree", "hypercube"},
    {"FlatTree", "flat"},       {"ChainTree", "chain"},
};

std::string currentAlgorithmName(const std::string& name) {
    for (const auto& [old, current] : kRenamedAlgorithms)
        if (name == old) return current;
    return name;
}

CallNode nodeFromJson(const nlohmann::json& j, const Library& lib, const std::string& path,
                      int depth) {
    if (depth > kMaxDepth) throw FormatError(path, "the call tree is deeper than 64 levels");
    requireObject(j, path);
    CallNode n;
    n.algorithm = currentAlgorithmName(requireString(j, "algorithm", path));
    if (!lib.algorithm(n.algorithm))
        throw FormatError(joinPath(path, "algorithm"), "unknown algorithm '" + n.algorithm + "'");
    n.variant = int(requireInteger(j, "variant", path, 0, 1 << 30));
    if (j.contains("variant_name")) n.variantName = requireString(j, "variant_name", path);
    const ProblemInfo& problem = problemFromJson(j, lib, path);
    n.problem = problem.id;
    n.input = inputFromJson(requireField(j, "input", path), problem, joinPath(path, "input"));
    n.dataProcs = int(requireInteger(j, "data_procs", path, 1, kMaxProcs));
    n.calcProcs = int(requireInteger(j, "calc_procs", path, 1, kMaxProcs));
    n.count = int(requireInteger(j, "count", path, 1, kMaxProcs));
    n.parallel = int(requireInteger(j, "parallel", path, 1, kMaxProcs));
    if (j.contains("cost")) n.cost = requireNumber(j, "cost", path, false);
    const std::string subsPath = joinPath(path, "subcalls");
    const auto& subs = requireField(j, "subcalls", path);
    requireArray(subs, subsPath);
    for (std::size_t i = 0; i < subs.size(); ++i)
        n.children.push_back(nodeFromJson(subs[i], lib, indexPath(subsPath, i), depth + 1));
    return n;
}

std::optional<std::string> compareCosts(const CallNode& stored, const CallNode& model,
                                        const std::string& path) {
    const double tolerance = 1e-9 * std::max(1.0, std::fabs(model.cost));
    if (std::fabs(stored.cost - model.cost) > tolerance)
        return path + ".cost: is " + std::to_string(stored.cost) + " but the model gives " +
               std::to_string(model.cost);
    for (std::size_t i = 0; i < stored.children.size(); ++i)
        if (auto bad = compareCosts(stored.children[i], model.children[i],
                                    path + ".subcalls[" + std::to_string(i) + "]"))
            return bad;
    return std::nullopt;
}

}  // namespace

std::string scheduleToJson(const Schedule& s, const Library& lib, bool embedMachine) {
    CallNode tree = s.tree;
    const double cost = evaluateCost(tree, lib, s.machine);
    nlohmann::json j;
    j["format"] = kScheduleFormat;
    j["version"] = kScheduleVersion;
    const bool named = !embedMachine && !s.machineEmbedded && builtinMachine(s.machine.name);
    j["machine"] = named ? nlohmann::json(s.machine.name) : machineToJson(s.machine);
    j["problem"] = scheduleName(s.problem);
    j["input"] = inputToJson(lib.problem(s.problem), s.input);
    j["data_procs"] = s.dataProcs;
    j["calc_procs"] = s.calcProcs;
    j["cost"] = cost;
    j["cost_unit"] = costUnit(s.machine);
    if (auto ns = costInNanoseconds(s.machine, cost, tree.calcProcs)) j["time_ns"] = *ns;
    j["name"] = compactName(tree, lib);
    j["tree"] = nodeToJson(tree, lib);
    return j.dump(2) + "\n";
}

Schedule parseSchedule(const std::string& text, const Library& lib) {
    const nlohmann::json doc = parseDocument(text);
    requireObject(doc, "");
    requireFormat(doc, kScheduleFormat, kScheduleVersion);
    Schedule s;
    const auto& machine = requireField(doc, "machine", "");
    if (machine.is_string()) {
        auto m = builtinMachine(machine.get<std::string>());
        if (!m)
            throw FormatError("machine",
                              "unknown built-in machine '" + machine.get<std::string>() + "'");
        s.machine = *m;
    } else {
        s.machine = machineFromJson(machine, "machine");
        s.machineEmbedded = true;
    }
    const ProblemInfo& problem = problemFromJson(doc, lib, "");
    s.problem = problem.id;
    s.input = inputFromJson(requireField(doc, "input", ""), problem, "input");
    s.dataProcs = int(requireInteger(doc, "data_procs", "", 1, kMaxProcs));
    s.calcProcs = int(requireInteger(doc, "calc_procs", "", 1, kMaxProcs));
    if (s.calcProcs < s.dataProcs) throw FormatError("calc_procs", "must be at least data_procs");
    s.tree = nodeFromJson(requireField(doc, "tree", ""), lib, "tree", 0);
    return s;
}

std::optional<std::string> checkSchedule(const Schedule& s, const Library& lib) {
    if (auto bad = validateTree(s.tree, lib, s.problem, s.input, s.dataProcs, s.calcProcs))
        return bad;
    if (auto bad = uncostable(s.tree, lib, s.machine)) return bad;
    CallNode model = s.tree;
    evaluateCost(model, lib, s.machine);
    return compareCosts(s.tree, model, "tree");
}

Schedule loadScheduleText(const std::string& text, const Library& lib) {
    Schedule s = parseSchedule(text, lib);
    if (auto bad = checkSchedule(s, lib)) {
        const auto colon = bad->find(": ");
        throw FormatError(bad->substr(0, colon), bad->substr(colon + 2));
    }
    return s;
}

Schedule loadScheduleFile(const std::string& fileName, const Library& lib) {
    return loadScheduleText(readTextFile(fileName), lib);
}

void saveScheduleFile(const std::string& fileName, const Schedule& s, const Library& lib) {
    writeFileAtomically(fileName, scheduleToJson(s, lib));
}

std::string describeInput(const Schedule& s) {
    const ProblemInfo* info = libraryFor(s.machine).problem(s.problem);
    std::string out;
    for (std::size_t i = 0; i < s.input.values.size(); ++i) {
        if (i) out += ",";
        if (info && i < info->params.size()) out += info->params[i].name + "=";
        const double v = s.input.values[i];
        const auto whole = static_cast<long long>(v);
        out += static_cast<double>(whole) == v ? std::to_string(whole) : std::to_string(v);
    }
    return out;
}

}  // namespace ct::bsp
