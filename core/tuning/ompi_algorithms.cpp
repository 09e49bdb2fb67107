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

KnownAlgorithms parseOmpiInfo(std::string_view parsable) {
    KnownAlgorithms k;
    k.source = "ompi_info --param coll tuned --level 9";
    static const std::regex line(
        R"(^mca:coll:tuned:param:coll_tuned_([a-z_]+)_algorithm:enumerator:value:([0-9]{1,6}):(\S+)\s*$)");
    std::istringstream in{std::string(parsable)};
    std::string text;
    std::smatch m;
    while (std::getline(in, text)) {
        if (!std::regex_match(text, m, line)) continue;
        const auto id = ompiCollectiveId(m[1].str());
        if (!id) continue;
        k.names[*id][std::stoi(m[2].str())] = m[3].str();
    }
    return k;
}

std::optional<OmpiVersion> parseOmpiVersion(std::string_view text) {
    static const std::regex pattern(R"(Open MPI\)? v?([0-9]{1,4})\.([0-9]{1,4})\.([0-9]{1,4}))");
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_search(text.begin(), text.end(), m, pattern)) return std::nullopt;
    return OmpiVersion{std::stoi(m[1].str()), std::stoi(m[2].str()), std::stoi(m[3].str())};
}

}  // namespace ct::tuning
