#include "measured_nodes.h"

#include <QCoreApplication>

#include "model/logp_cost.h"
#include "schedule/library.h"

namespace studio::editor {

using ct::bsp::CallNode;
using ct::bsp::Schedule;
using ct::protocol::CaseKind;
using ct::protocol::CaseResult;

namespace {

// The same choices everywhere (costs aside): what makes two schedules one for the comparison.
bool sameTree(const CallNode& a, const CallNode& b) {
    if (a.problem != b.problem || !(a.input == b.input) || a.algorithm != b.algorithm ||
        a.variant != b.variant || a.dataProcs != b.dataProcs || a.calcProcs != b.calcProcs ||
        a.count != b.count || a.parallel != b.parallel || a.children.size() != b.children.size())
        return false;
    for (std::size_t i = 0; i < a.children.size(); ++i)
        if (!sameTree(a.children[i], b.children[i])) return false;
    return true;
}

bool containsPath(const CallNode& root, const NodePath& path) {
    const CallNode* n = &root;
    for (int i : path) {
        if (i < 0 || std::size_t(i) >= n->children.size()) return false;
        n = &n->children[std::size_t(i)];
    }
    return true;
}

std::string formatValue(double v) {
    const auto whole = static_cast<long long>(v);
    if (static_cast<double>(whole) == v) return std::to_string(whole);
    return std::to_string(v);
}

// The schedule case to compare: the first with node times, else the first schedule case.
const CaseResult* scheduleCase(const ct::protocol::ResultsDocument& results) {
    const CaseResult* first = nullptr;
    for (const CaseResult& c : results.cases) {
        if (c.kind != CaseKind::Schedule) continue;
        if (!c.nodeTimes.empty()) return &c;
        if (!first) first = &c;
    }
    return first;
}

QString describe(const std::string& algorithm, int procs, const std::string& input) {
    //: %1 an algorithm such as MSTWithMerge, %2 a processor count, %3 an input such as
    //: nodes=1024,edges=32768
    return QCoreApplication::translate("studio::editor::MeasuredNodes", "%1 on %2 processors (%3)")
        .arg(QString::fromStdString(algorithm))
        .arg(procs)
        .arg(QString::fromStdString(input));
}

}  // namespace

Deviation deviationOf(double ratio) {
    if (ratio > kSlowerThan) return Deviation::Slower;
    if (ratio < kFasterThan) return Deviation::Faster;
    return Deviation::Near;
}

std::optional<double> NodeMeasurement::ratio() const {
    if (!measured || !(predicted > 0)) return std::nullopt;
    return *measured / predicted;
}

const NodeMeasurement* MeasuredRun::at(const NodePath& path) const {
    const auto it = nodes.find(nodeKey(path));
    return it == nodes.end() ? nullptr : &it->second;
}

std::string nodeKey(const NodePath& path) {
    std::string key;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i) key += '.';
        key += std::to_string(path[i]);
    }
    return key;
}

std::optional<NodePath> pathOfKey(const std::string& key) {
    NodePath path;
    if (key.empty()) return path;
    std::size_t at = 0;
    while (true) {
        const std::size_t dot = key.find('.', at);
        const std::string part = key.substr(at, dot == std::string::npos ? dot : dot - at);
        if (part.empty() || part.size() > 9 ||
            part.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        path.push_back(std::stoi(part));
        if (dot == std::string::npos) return path;
        at = dot + 1;
    }
}

std::string inputText(const Schedule& s, const ct::bsp::Library& lib) {
    const ct::bsp::ProblemInfo* info = lib.problem(s.problem);
    std::string out;
    for (std::size_t i = 0; i < s.input.values.size(); ++i) {
        if (i) out += ",";
        if (info && i < info->params.size()) out += info->params[i].name + "=";
        out += formatValue(s.input.values[i]);
    }
    return out;
}

std::optional<double> predictedNodeSeconds(const Schedule& s, const NodePath& path) {
    // Every call of every enclosing node calls this one count times; parallel instances run on
    // other ranks and do not add up on one.
    const CallNode* n = &s.tree;
    double calls = n->count;
    for (int i : path) {
        n = &n->children.at(std::size_t(i));
        calls *= n->count;
    }
    const std::optional<double> ns =
        ct::bsp::costInNanoseconds(s.machine, n->cost * calls, s.tree.calcProcs);
    if (!ns) return std::nullopt;
    return *ns * 1e-9;
}

MeasuredRun matchMeasurements(const Schedule& open, const ct::bsp::Library& lib,
                              const ct::protocol::ResultsDocument& results,
                              const std::optional<Schedule>& ran) {
    MeasuredRun run;
    const CaseResult* c = scheduleCase(results);
    if (!c) {
        run.note = QCoreApplication::translate("studio::editor::MeasuredNodes",
                                               "The run has no schedule case to compare with.");
        return run;
    }
    run.caseName = QString::fromStdString(c->name);
    const std::string openName = ct::bsp::compactName(open.tree, lib);
    const std::string openInput = inputText(open, lib);
    const bool same = ran ? ran->problem == open.problem && ran->input == open.input &&
                                ran->calcProcs == open.calcProcs && sameTree(ran->tree, open.tree)
                          : c->spec.algorithm == openName && c->input == openInput &&
                                c->spec.procs == open.calcProcs;
    if (!same) {
        //: %1 and %2 name a schedule as "MSTWithMerge on 2 processors (nodes=1024,edges=32768)"
        run.note = QCoreApplication::translate(
                       "studio::editor::MeasuredNodes",
                       "These measurements are for another schedule or size: %1 ran, the open "
                       "schedule is %2.")
                       .arg(describe(c->spec.algorithm, c->spec.procs, c->input),
                            describe(openName, open.calcProcs, openInput));
        return run;
    }
    if (c->nodeTimes.empty()) {
        run.note = QCoreApplication::translate(
            "studio::editor::MeasuredNodes",
            "The run recorded no times per node (the runner records them for Sort, "
            "IntegerSort and MST schedules run on data).");
        return run;
    }
    // The profile the run's prediction used: the schedule it ran, else the open one by name.
    const Schedule* costed = ran ? &*ran : nullptr;
    if (!costed && open.machine.name == c->predictedProfile) costed = &open;
    if (!costed) {
        run.note = QCoreApplication::translate(
                       "studio::editor::MeasuredNodes",
                       "The run was predicted with the profile %1, which the open schedule no "
                       "longer uses, and the schedule it ran cannot be read.")
                       .arg(QString::fromStdString(c->predictedProfile));
        return run;
    }
    run.profile = QString::fromStdString(costed->machine.name);
    for (const ct::protocol::NodeTime& t : c->nodeTimes) {
        const std::optional<NodePath> path = pathOfKey(t.node);
        if (!path || !containsPath(open.tree, *path)) {
            run.nodes.clear();
            run.note = QCoreApplication::translate(
                           "studio::editor::MeasuredNodes",
                           "The measurements name node \"%1\", which the open schedule does not "
                           "have.")
                           .arg(QString::fromStdString(t.node));
            return run;
        }
        const std::optional<double> predicted = predictedNodeSeconds(*costed, *path);
        if (!predicted) {
            run.nodes.clear();
            run.note = QCoreApplication::translate("studio::editor::MeasuredNodes",
                                                   "The profile %1 gives no times in seconds.")
                           .arg(run.profile);
            return run;
        }
        run.nodes[t.node] = {*predicted, t.seconds, t.calls};
    }
    return run;
}

}  // namespace studio::editor
