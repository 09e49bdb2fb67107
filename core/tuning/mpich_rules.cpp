#include "tuning/mpich_rules.h"

#include <cctype>
#include <nlohmann/json.hpp>
#include <regex>
#include <stdexcept>

#include "tuning/ompi_collectives.h"
#include "tuning/rules_writers.h"

namespace ct::tuning {

const std::vector<MpichEquivalent>& mpichAlgorithms() {
    // Only pairs that run the same communication pattern; docs/tuning.md says why the others
    // (chain, pipeline, split binary, k-nomial, segmented ring, linear …) have no twin.
    static const std::vector<MpichEquivalent> table = {
        {ompi::kBcast, 6, "MPIR_Bcast_intra_binomial"},
        {ompi::kBcast, 8, "MPIR_Bcast_intra_scatter_recursive_doubling_allgather"},
        {ompi::kBcast, 9, "MPIR_Bcast_intra_scatter_ring_allgather"},
        {ompi::kReduce, 5, "MPIR_Reduce_intra_binomial"},
        {ompi::kReduce, 7, "MPIR_Reduce_intra_reduce_scatter_gather"},
        {ompi::kAllreduce, 3, "MPIR_Allreduce_intra_recursive_doubling"},
        {ompi::kAllreduce, 4, "MPIR_Allreduce_intra_ring"},
        {ompi::kAllreduce, 6, "MPIR_Allreduce_intra_reduce_scatter_allgather"},
    };
    return table;
}

std::optional<std::string> mpichAlgorithmFor(int collective, int ompiAlgorithm) {
    for (const auto& e : mpichAlgorithms())
        if (e.collective == collective && e.ompiAlgorithm == ompiAlgorithm) return e.mpich;
    return std::nullopt;
}

namespace {

bool mpichWritable(int collective) {
    return collective == ompi::kBcast || collective == ompi::kReduce ||
           collective == ompi::kAllreduce;
}

const char* interAlgorithm(int collective) {
    if (collective == ompi::kBcast) return "MPIR_Bcast_inter_remote_send_local_bcast";
    if (collective == ompi::kReduce) return "MPIR_Reduce_inter_local_reduce_remote_send";
    return "MPIR_Allreduce_inter_reduce_exchange_bcast";
}

std::string cvarOf(int collective) {
    std::string name = ompiCollectiveName(collective);
    for (auto& c : name)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "MPIR_CVAR_" + name + "_INTRA_ALGORITHM";
}

}  // namespace

std::string writeMpichJson(const DecisionTable& table) {
    checkWritable(table);
    std::string refused;
    const auto refuse = [&](const std::string& why) {
        refused += (refused.empty() ? "" : "; ") + why;
    };
    nlohmann::ordered_json root = nlohmann::ordered_json::object();
    for (const auto& coll : table.collectives) {
        const std::string name = ompiCollectiveName(coll.collective);
        if (!mpichWritable(coll.collective)) {
            refuse(name +
                   " is not written for MPICH (only bcast, reduce and allreduce measure "
                   "the message size alike in both libraries)");
            continue;
        }
        nlohmann::ordered_json comms = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < coll.commSizes.size(); ++i) {
            const auto& com = coll.commSizes[i];
            nlohmann::ordered_json sizes = nlohmann::ordered_json::object();
            for (std::size_t j = 0; j < com.rules.size(); ++j) {
                const auto& r = com.rules[j];
                const auto algorithm = mpichAlgorithmFor(coll.collective, r.algorithm);
                const std::string where = name + " communicator size " +
                                          std::to_string(com.commSize) + " from " +
                                          std::to_string(r.minBytes) + " bytes";
                if (r.algorithm == 0)
                    refuse(where +
                           ": algorithm 0 (Open MPI's fixed decision) has no MPICH "
                           "equivalent");
                else if (!algorithm)
                    refuse(where + ": Open MPI " + name + " algorithm " +
                           std::to_string(r.algorithm) + " has no MPICH equivalent");
                const std::string key =
                    j + 1 < com.rules.size()
                        ? "avg_msg_size<=" + std::to_string(com.rules[j + 1].minBytes - 1)
                        : "avg_msg_size=any";
                sizes[key]["algorithm=" + algorithm.value_or("?")] =
                    nlohmann::ordered_json::object();
            }
            const std::string key =
                i + 1 < coll.commSizes.size()
                    ? "comm_size<=" + std::to_string(coll.commSizes[i + 1].commSize - 1)
                    : "comm_size=any";
            comms[key] = sizes;
        }
        root["collective=" + name]["comm_type=intra"] = comms;
        // Inter-communicators: MPICH's one algorithm for them, so every call finds one.
        root["collective=" + name]["comm_type=inter"]
            [std::string("algorithm=") + interAlgorithm(coll.collective)] =
                nlohmann::ordered_json::object();
    }
    if (!refused.empty()) throw std::invalid_argument("cannot write for MPICH: " + refused);
    return root.dump(2) + "\n";
}

std::string mpichEnvironment(const DecisionTable& table, const std::string& fileName) {
    std::string env = "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=" + fileName;
    for (const auto& coll : table.collectives)
        env.append(" ").append(cvarOf(coll.collective)).append("=auto");
    return env;
}

std::string mpichVersionFrom(const std::string& mpichversionOutput) {
    static const std::regex version(R"(MPICH Version:\s*([0-9]+\.[0-9]+(\.[0-9]+)?))");
    std::smatch m;
    return std::regex_search(mpichversionOutput, m, version) ? m[1].str() : "";
}

}  // namespace ct::tuning
