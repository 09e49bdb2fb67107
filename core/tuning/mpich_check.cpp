// The MPICH selection-file checker (mpich_rules.h): the file read with every key's line
// (lined_json.h), then csel.c's rules applied to its objects.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <stdexcept>

#include "tuning/lined_json.h"
#include "tuning/mpich_rules.h"

namespace ct::tuning {
namespace {

struct Node {
    std::string key;
    int line = 0;
    bool isObject = false;
    std::vector<Node> children;
};

struct SyntaxError {
    int line;
    std::string message;
};

// The selection file's objects, each key with its line (arrays and values carry no keys).
Node objectsOf(const LinedJson& v) {
    Node node;
    node.line = v.line;
    node.isObject = v.kind == LinedJson::Kind::Object;
    if (node.isObject)
        for (const auto& [key, value] : v.members) {
            Node child = objectsOf(value);
            child.key = key;
            node.children.push_back(std::move(child));
        }
    return node;
}

Node selectionTree(const std::string& text) {
    try {
        const LinedJson root = parseLinedJson(text);
        if (root.kind != LinedJson::Kind::Object)
            throw SyntaxError{root.line, "an MPICH selection file is one JSON object"};
        return objectsOf(root);
    } catch (const LinedJsonError& e) {
        throw SyntaxError{e.line, e.message};
    }
}

const std::set<std::string> kCollectives = {"allgather",
                                            "allgatherv",
                                            "allreduce",
                                            "alltoall",
                                            "alltoallv",
                                            "alltoallw",
                                            "barrier",
                                            "bcast",
                                            "exscan",
                                            "gather",
                                            "gatherv",
                                            "iallgather",
                                            "iallgatherv",
                                            "iallreduce",
                                            "ialltoall",
                                            "ialltoallv",
                                            "ialltoallw",
                                            "ibarrier",
                                            "ibcast",
                                            "iexscan",
                                            "igather",
                                            "igatherv",
                                            "ineighbor_allgather",
                                            "ineighbor_allgatherv",
                                            "ineighbor_alltoall",
                                            "ineighbor_alltoallv",
                                            "ineighbor_alltoallw",
                                            "ireduce",
                                            "ireduce_scatter",
                                            "ireduce_scatter_block",
                                            "iscan",
                                            "iscatter",
                                            "iscatterv",
                                            "neighbor_allgather",
                                            "neighbor_allgatherv",
                                            "neighbor_alltoall",
                                            "neighbor_alltoallv",
                                            "neighbor_alltoallw",
                                            "reduce",
                                            "reduce_scatter",
                                            "reduce_scatter_block",
                                            "scan",
                                            "scatter",
                                            "scatterv"};

const std::set<std::string> kExactConditions = {"is_multi_threaded=yes",
                                                "is_multi_threaded=no",
                                                "comm_type=intra",
                                                "comm_type=inter",
                                                "comm_size=pow2",
                                                "comm_size=node_comm_size",
                                                "count<pow2",
                                                "is_commutative=yes",
                                                "is_commutative=no",
                                                "is_sendbuf_inplace=yes",
                                                "is_sendbuf_inplace=no",
                                                "is_op_built_in=yes",
                                                "is_op_built_in=no",
                                                "is_block_regular=yes",
                                                "is_block_regular=no",
                                                "is_node_consecutive=yes",
                                                "is_node_consecutive=no",
                                                "comm_hierarchy=parent",
                                                "comm_hierarchy=node_roots",
                                                "comm_hierarchy=node",
                                                "comm_hierarchy=flat"};

// Conditions with a number; csel.c reads it with atoi (no number reads as 0).
const std::vector<std::string> kNumberConditions = {
    "comm_size<=",      "comm_size<",      "count<=",        "avg_msg_size<=", "avg_msg_size<",
    "total_msg_size<=", "total_msg_size<", "comm_avg_ppn<=", "comm_avg_ppn<"};

// MPICH's algorithm names (csel_container.c) for the collectives the Studio tunes.
const std::map<std::string, std::set<std::string>>& knownAlgorithms() {
    static const std::map<std::string, std::set<std::string>> known = {
        {"allgather",
         {"MPIR_Allgather_allcomm_nb", "MPIR_Allgather_inter_local_gather_remote_bcast",
          "MPIR_Allgather_intra_brucks", "MPIR_Allgather_intra_circ_graph",
          "MPIR_Allgather_intra_k_brucks", "MPIR_Allgather_intra_recexch_doubling",
          "MPIR_Allgather_intra_recexch_halving", "MPIR_Allgather_intra_recursive_doubling",
          "MPIR_Allgather_intra_ring"}},
        {"allreduce",
         {"MPIR_Allreduce_allcomm_nb", "MPIR_Allreduce_inter_reduce_exchange_bcast",
          "MPIR_Allreduce_intra_ccl", "MPIR_Allreduce_intra_k_reduce_scatter_allgather",
          "MPIR_Allreduce_intra_recexch", "MPIR_Allreduce_intra_recursive_doubling",
          "MPIR_Allreduce_intra_recursive_multiplying",
          "MPIR_Allreduce_intra_reduce_scatter_allgather", "MPIR_Allreduce_intra_ring",
          "MPIR_Allreduce_intra_smp", "MPIR_Allreduce_intra_tree"}},
        {"alltoall",
         {"MPIR_Alltoall_allcomm_nb", "MPIR_Alltoall_inter_pairwise_exchange",
          "MPIR_Alltoall_intra_brucks", "MPIR_Alltoall_intra_k_brucks",
          "MPIR_Alltoall_intra_pairwise", "MPIR_Alltoall_intra_pairwise_sendrecv_replace",
          "MPIR_Alltoall_intra_scattered"}},
        {"barrier",
         {"MPIR_Barrier_allcomm_nb", "MPIR_Barrier_inter_bcast",
          "MPIR_Barrier_intra_k_dissemination", "MPIR_Barrier_intra_recexch",
          "MPIR_Barrier_intra_smp"}},
        {"bcast",
         {"MPIR_Bcast_allcomm_nb", "MPIR_Bcast_inter_remote_send_local_bcast",
          "MPIR_Bcast_intra_binomial", "MPIR_Bcast_intra_circ_graph",
          "MPIR_Bcast_intra_pipelined_tree",
          "MPIR_Bcast_intra_scatter_recursive_doubling_allgather",
          "MPIR_Bcast_intra_scatter_ring_allgather", "MPIR_Bcast_intra_smp",
          "MPIR_Bcast_intra_tree"}},
        {"gather",
         {"MPIR_Gather_allcomm_nb", "MPIR_Gather_inter_linear",
          "MPIR_Gather_inter_local_gather_remote_send", "MPIR_Gather_intra_binomial"}},
        {"reduce",
         {"MPIR_Reduce_allcomm_nb", "MPIR_Reduce_inter_local_reduce_remote_send",
          "MPIR_Reduce_intra_binomial", "MPIR_Reduce_intra_circ_graph",
          "MPIR_Reduce_intra_reduce_scatter_gather", "MPIR_Reduce_intra_smp"}},
        {"scatter",
         {"MPIR_Scatter_allcomm_nb", "MPIR_Scatter_inter_linear",
          "MPIR_Scatter_inter_remote_send_local_scatter", "MPIR_Scatter_intra_binomial"}},
    };
    return known;
}

// A level whose conditions include both sides of a yes/no question (is_commutative=yes and
// =no, comm_type=intra and =inter) matches every call without an "=any": MPICH's own built-in
// tree is written so (maint/tuning/coll/mpir/generic.json).
bool complementary(const std::set<std::string>& keys) {
    if (keys.count("comm_type=intra") && keys.count("comm_type=inter")) return true;
    for (const auto& k : keys)
        if (k.size() > 4 && k.compare(k.size() - 4, 4, "=yes") == 0 &&
            keys.count(k.substr(0, k.size() - 4) + "=no"))
            return true;
    return false;
}

std::string withoutSpaces(const std::string& key) {
    std::string s;
    for (char c : key)
        if (!std::isspace(static_cast<unsigned char>(c))) s.push_back(c);
    return s;
}

bool isAny(const std::string& key) {
    return key == "any" || (key.size() >= 4 && key.compare(key.size() - 4, 4, "=any") == 0);
}

// What an older MPICH knows (read from its sources at the tags v4.0.2, v4.1, v4.2.0).
struct VersionLimits {
    bool onlyFiveAnyKeys = false;  // before 4.2: csel.c names each "…=any" key it knows
    bool algorithms40 = false;     // 4.0.x: csel_container.c's shorter list of names
};

VersionLimits limitsOf(const std::string& version) {
    int major = 0, minor = 0;
    if (version.empty() || std::sscanf(version.c_str(), "%d.%d", &major, &minor) != 2) return {};
    VersionLimits l;
    l.onlyFiveAnyKeys = major < 4 || (major == 4 && minor < 2);
    l.algorithms40 = major < 4 || (major == 4 && minor == 0);
    return l;
}

const std::set<std::string> kAnyKeysBefore42 = {"avg_msg_size=any", "comm_hierarchy=any",
                                                "comm_size=any", "count=any", "total_msg_size=any"};

// MPICH 4.0.2's names (csel_container.c at v4.0.2) for the collectives knownAlgorithms() lists.
const std::set<std::string>& algorithms40() {
    static const std::set<std::string> names = {
        "MPIR_Allgather_allcomm_nb",
        "MPIR_Allgather_inter_local_gather_remote_bcast",
        "MPIR_Allgather_intra_brucks",
        "MPIR_Allgather_intra_recursive_doubling",
        "MPIR_Allgather_intra_ring",
        "MPIR_Allreduce_allcomm_nb",
        "MPIR_Allreduce_inter_reduce_exchange_bcast",
        "MPIR_Allreduce_intra_recursive_doubling",
        "MPIR_Allreduce_intra_reduce_scatter_allgather",
        "MPIR_Allreduce_intra_smp",
        "MPIR_Alltoall_allcomm_nb",
        "MPIR_Alltoall_inter_pairwise_exchange",
        "MPIR_Alltoall_intra_brucks",
        "MPIR_Alltoall_intra_pairwise",
        "MPIR_Alltoall_intra_pairwise_sendrecv_replace",
        "MPIR_Alltoall_intra_scattered",
        "MPIR_Barrier_allcomm_nb",
        "MPIR_Barrier_inter_bcast",
        "MPIR_Barrier_intra_dissemination",
        "MPIR_Barrier_intra_smp",
        "MPIR_Bcast_allcomm_nb",
        "MPIR_Bcast_inter_remote_send_local_bcast",
        "MPIR_Bcast_intra_binomial",
        "MPIR_Bcast_intra_scatter_recursive_doubling_allgather",
        "MPIR_Bcast_intra_scatter_ring_allgather",
        "MPIR_Bcast_intra_smp",
        "MPIR_Gather_allcomm_nb",
        "MPIR_Gather_inter_linear",
        "MPIR_Gather_inter_local_gather_remote_send",
        "MPIR_Gather_intra_binomial",
        "MPIR_Reduce_allcomm_nb",
        "MPIR_Reduce_inter_local_reduce_remote_send",
        "MPIR_Reduce_intra_binomial",
        "MPIR_Reduce_intra_reduce_scatter_gather",
        "MPIR_Reduce_intra_smp",
        "MPIR_Scatter_allcomm_nb",
        "MPIR_Scatter_inter_linear",
        "MPIR_Scatter_inter_remote_send_local_scatter",
        "MPIR_Scatter_intra_binomial"};
    return names;
}

class Checker {
public:
    Checker(MpichCheck& result, std::string version)
        : m_result(result), m_version(std::move(version)), m_limits(limitsOf(m_version)) {}

    void walk(const Node& node, std::vector<std::string>& path, const std::string& collective) {
        bool sawAny = false;
        bool sawCondition = false;
        std::set<std::string> conditions;  // this level's keys, for complementary pairs
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            const Node& child = node.children[i];
            const std::string key = withoutSpaces(child.key);
            if (!child.isObject) {
                finding(child.line, "the value of \"" + child.key +
                                        "\" is not an object; MPICH aborts on it (MPIR_Assert)");
                continue;
            }
            if (key.rfind("algorithm=", 0) == 0 || key.rfind("composition=", 0) == 0) {
                // csel_container.c reads every key of this object as an algorithm name (any other
                // key aborts) and takes the last one; its parameters live in its value object.
                if (node.children.size() > 1)
                    finding(child.line, "\"" + child.key + "\" shares its object with " +
                                            std::to_string(node.children.size() - 1) +
                                            " other key(s): MPICH aborts on a key there that is "
                                            "no algorithm and otherwise takes the last one");
                if (key.rfind("algorithm=", 0) == 0)
                    checkAlgorithm(key.substr(10), child.line, collective);
                m_result.leaves.push_back({path, key.substr(key.find('=') + 1), child.line});
                return;
            }
            sawCondition = true;
            sawAny = sawAny || isAny(key);
            conditions.insert(key);
            std::string childCollective = collective;
            if (key.rfind("collective=", 0) == 0) {
                childCollective = key.substr(11);
                if (!kCollectives.count(childCollective))
                    finding(child.line, "unknown collective \"" + childCollective +
                                            "\"; MPICH aborts on it (MPIR_Assert)");
            } else {
                checkCondition(key, child.line);
            }
            if (child.children.empty())
                finding(child.line, "\"" + child.key +
                                        "\" leads to no algorithm (an empty object); a case that "
                                        "reaches it finds no algorithm");
            path.push_back(key);
            walk(child, path, childCollective);
            path.pop_back();
        }
        if (sawCondition && !sawAny && !collective.empty() && !complementary(conditions))
            finding(node.line, "no \"…=any\" fallback among the conditions here: a " + collective +
                                   " call that matches none of them finds no algorithm and "
                                   "MPICH aborts (MPIR_Assert)");
    }

private:
    void checkCondition(const std::string& key, int line) {
        if (isAny(key) && m_limits.onlyFiveAnyKeys && !kAnyKeysBefore42.count(key)) {
            finding(line, "\"" + key + "\": MPICH " + m_version +
                              " (before 4.2) knows only avg_msg_size=any, comm_hierarchy=any, "
                              "comm_size=any, count=any and total_msg_size=any; it aborts on "
                              "this key (\"unknown key\")");
            return;
        }
        if (isAny(key) || kExactConditions.count(key)) return;
        for (const auto& prefix : kNumberConditions) {
            if (key.rfind(prefix, 0) != 0) continue;
            const std::string number = key.substr(prefix.size());
            if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
                finding(line, "\"" + key + "\": '" + number +
                                  "' is not a whole number; MPICH reads it with atoi (" +
                                  std::to_string(std::atoi(number.c_str())) + ")");
            return;
        }
        finding(line, "unknown condition \"" + key + "\"; MPICH aborts on it (\"unknown key\")");
    }

    void checkAlgorithm(const std::string& name, int line, const std::string& collective) {
        if (collective.empty()) {
            finding(line, "algorithm " + name + " is not below any \"collective=…\" key");
            return;
        }
        const auto it = knownAlgorithms().find(collective);
        if (it == knownAlgorithms().end()) return;  // names not listed here: not checked
        // 4.0.x has its own list (some names were renamed later: barrier dissemination).
        if (m_limits.algorithms40 && algorithms40().count(name)) return;
        if (m_limits.algorithms40 && it->second.count(name)) {
            finding(line,
                    "\"" + name + "\" is not an algorithm MPICH " + m_version +
                        " knows (not in its csel_container.c); it aborts on it (\"unrecognized "
                        "key\")");
            return;
        }
        if (!it->second.count(name)) {
            std::string known;
            for (const auto& n : it->second)
                known += (known.empty() ? "" : ", ") + n;
            finding(line, "\"" + name + "\" is not an MPICH " + collective + " algorithm (" +
                              known + ")");
        }
    }

    void finding(int line, std::string message) {
        m_result.findings.push_back({line, std::move(message)});
    }

    MpichCheck& m_result;
    std::string m_version;
    VersionLimits m_limits;
};

}  // namespace

MpichCheck checkMpichJson(const std::string& text, const std::string& mpichVersion) {
    MpichCheck result;
    Node root;
    try {
        root = selectionTree(text);
    } catch (const SyntaxError& e) {
        result.findings.push_back({e.line, "not valid JSON: " + e.message});
        return result;
    }
    result.parsed = true;
    std::vector<std::string> path;
    Checker(result, mpichVersion).walk(root, path, "");
    std::stable_sort(result.findings.begin(), result.findings.end(),
                     [](const Finding& a, const Finding& b) { return a.line < b.line; });
    return result;
}

}  // namespace ct::tuning
