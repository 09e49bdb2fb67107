#include "tuning/ompi_algorithms.h"

#include <regex>
#include <sstream>

#include "tuning/ompi_collectives.h"

namespace ct::tuning {

std::optional<bool> KnownAlgorithms::knows(int collective, int algorithm) const {
    const auto it = names.find(collective);
    if (it == names.end()) return std::nullopt;
    return it->second.count(algorithm) > 0;
}

std::string KnownAlgorithms::name(int collective, int algorithm) const {
    const auto it = names.find(collective);
    if (it == names.end()) return {};
    const auto a = it->second.find(algorithm);
    return a == it->second.end() ? std::string() : a->second;
}

bool KnownAlgorithms::readsVersionTwo() const {
    if (!version) return true;
    const OmpiVersion& v = *version;
    if (v.major != 4 && v.major != 5) return v.major > 5;
    if (v.major == 4) return v.minor > 1 || (v.minor == 1 && v.patch >= 8);
    return v.minor > 0 || v.patch >= 7;
}

bool KnownAlgorithms::readsCommSizesBelow() const {
    return version && version->major >= 6;
}

KnownAlgorithms ompi41Algorithms() {
    KnownAlgorithms k;
    k.source = "Open MPI 4.1's algorithm numbers";
    const auto add = [&](int id, std::initializer_list<const char*> list) {
        int n = 0;
        for (const char* name : list)
            k.names[id][n++] = name;
    };
    add(ompi::kAllgather,
        {"ignore", "linear", "bruck", "recursive_doubling", "ring", "neighbor", "two_proc"});
    add(1, {"ignore", "default", "bruck", "ring", "neighbor", "two_proc"});
    add(ompi::kAllreduce, {"ignore", "basic_linear", "nonoverlapping", "recursive_doubling", "ring",
                           "segmented_ring", "rabenseifner"});
    add(ompi::kAlltoall,
        {"ignore", "linear", "pairwise", "modified_bruck", "linear_sync", "two_proc"});
    add(4, {"ignore", "basic_linear", "pairwise"});
    add(ompi::kBarrier,
        {"ignore", "linear", "double_ring", "recursive_doubling", "bruck", "two_proc", "tree"});
    add(ompi::kBcast,
        {"ignore", "basic_linear", "chain", "pipeline", "split_binary_tree", "binary_tree",
         "binomial", "knomial", "scatter_allgather", "scatter_allgather_ring"});
    add(8, {"ignore", "linear", "recursive_doubling"});
    add(ompi::kGather, {"ignore", "basic_linear", "binomial", "linear_sync"});
    add(ompi::kReduce, {"ignore", "linear", "chain", "pipeline", "binary", "binomial",
                        "in-order_binary", "rabenseifner"});
    add(ompi::kReduceScatter,
        {"ignore", "non-overlapping", "recursive_halving", "ring", "butterfly"});
    add(13, {"ignore", "basic_linear", "recursive_doubling", "recursive_halving", "butterfly"});
    add(14, {"ignore", "linear", "recursive_doubling"});
    add(ompi::kScatter, {"ignore", "basic_linear", "binomial", "linear_nb"});
    return k;
}

KnownAlgorithms parseOmpiInfo(std::string_view text) {
    KnownAlgorithms k;
    k.source = "ompi_info --param coll tuned --level 9";
    static const std::regex parsable(
        R"(^mca:coll:tuned:param:coll_tuned_([a-z_]+)_algorithm:enumerator:value:([0-9]{1,6}):(\S+)\s*$)");
    // The readable form: the parameter's line, then (a line or two later) its valid values.
    static const std::regex parameter(R"(parameter "coll_tuned_([a-z_]+)_algorithm")");
    static const std::regex validValues(R"(^\s*Valid values:\s*(.*)$)");
    static const std::regex enumerator(R"re(([0-9]{1,6}):"([^"]*)")re");
    std::istringstream in{std::string(text)};
    std::string line;
    std::smatch m;
    std::optional<int> pending;  // the collective whose valid values come next
    while (std::getline(in, line)) {
        if (std::regex_match(line, m, parsable)) {
            if (const auto id = ompiCollectiveId(m[1].str()))
                k.names[*id][std::stoi(m[2].str())] = m[3].str();
            continue;
        }
        if (line.find("MCA coll tuned:") != std::string::npos) {
            pending.reset();  // a new parameter (or informational line) starts
            if (std::regex_search(line, m, parameter)) pending = ompiCollectiveId(m[1].str());
            continue;
        }
        if (!pending || !std::regex_match(line, m, validValues)) continue;
        const std::string values = m[1].str();
        for (auto it = std::sregex_iterator(values.begin(), values.end(), enumerator);
             it != std::sregex_iterator(); ++it)
            k.names[*pending][std::stoi((*it)[1].str())] = (*it)[2].str();
        pending.reset();
    }
    return k;
}

std::optional<std::string> ompiInfoBesideLauncher(const std::vector<std::string>& launcher) {
    for (const std::string& word : launcher) {
        const std::size_t slash = word.rfind('/');
        if (slash == std::string::npos) continue;
        const std::string name = word.substr(slash + 1);
        if (name == "mpirun" || name == "mpiexec" || name == "orterun" || name == "prterun")
            return word.substr(0, slash + 1) + "ompi_info";
    }
    return std::nullopt;
}

KnownAlgorithms installedAlgorithms(std::string_view ompiInfoOutput,
                                    std::string_view versionOutput) {
    KnownAlgorithms k = parseOmpiInfo(ompiInfoOutput);
    if (k.names.empty()) {
        k = ompi41Algorithms();
        k.note = std::string(kOmpiInfoCommand) +
                 (ompiInfoOutput.empty() ? " did not run" : " listed no algorithms") +
                 ": Open MPI 4.1's built-in algorithm numbers are used";
        return k;
    }
    k.version = parseOmpiVersion(versionOutput);
    return k;
}

std::optional<OmpiVersion> parseOmpiVersion(std::string_view text) {
    static const std::regex pattern(R"(Open MPI\)? v?([0-9]{1,4})\.([0-9]{1,4})\.([0-9]{1,4}))");
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_search(text.begin(), text.end(), m, pattern)) return std::nullopt;
    return OmpiVersion{std::stoi(m[1].str()), std::stoi(m[2].str()), std::stoi(m[3].str())};
}

}  // namespace ct::tuning
