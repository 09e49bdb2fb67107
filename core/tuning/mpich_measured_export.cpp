#include "tuning/mpich_measured_export.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "tuning/mpich_algorithms.h"
#include "tuning/ompi_collectives.h"
#include "tuning/rules_writers.h"

namespace ct::tuning {

namespace {

const char* interAlgorithmOf(int collective) {
    if (collective == ompi::kBcast) return "MPIR_Bcast_inter_remote_send_local_bcast";
    if (collective == ompi::kReduce) return "MPIR_Reduce_inter_local_reduce_remote_send";
    return "MPIR_Allreduce_inter_reduce_exchange_bcast";
}

struct Piece {
    std::uint64_t minBytes;
    int algorithm;  // MPICH's number, never 0
};

// One communicator-size entry's rules with the default replaced by MPICH's built-in pick,
// split at the built-in boundaries inside each default range, and equal neighbours merged.
std::vector<Piece> piecesOf(int collective, const CommSizeRules& com) {
    std::vector<Piece> pieces;
    const auto add = [&pieces](std::uint64_t from, int algorithm) {
        if (!pieces.empty() && pieces.back().algorithm == algorithm) return;
        pieces.push_back({pieces.empty() ? 0 : from, algorithm});
    };
    const auto boundaries = mpichBuiltinBoundaries(collective, com.commSize);
    for (std::size_t j = 0; j < com.rules.size(); ++j) {
        const auto& r = com.rules[j];
        if (r.algorithm != 0) {
            add(r.minBytes, r.algorithm);
            continue;
        }
        const bool last = j + 1 == com.rules.size();
        const std::uint64_t end = last ? 0 : com.rules[j + 1].minBytes;  // exclusive
        // The built-in pick at the range's start (at least 1 byte: MPICH's 0-byte case differs
        // and the runner never measures it), then at each boundary inside the range.
        add(r.minBytes,
            mpichBuiltinPick(collective, com.commSize, std::max<std::uint64_t>(r.minBytes, 1)));
        for (std::uint64_t b : boundaries)
            if (b > r.minBytes && (last || b < end))
                add(b, mpichBuiltinPick(collective, com.commSize, b));
    }
    return pieces;
}

}  // namespace

std::string writeMpichJsonMeasured(const DecisionTable& table) {
    checkWritable(table);
    nlohmann::ordered_json root = nlohmann::ordered_json::object();
    for (const auto& coll : table.collectives) {
        const std::string name = ompiCollectiveName(coll.collective);
        if (!mpichSweepable(coll.collective))
            throw std::invalid_argument("cannot write for MPICH: " + name +
                                        " is not measured under MPICH (bcast, reduce, allreduce)");
        nlohmann::ordered_json comms = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < coll.commSizes.size(); ++i) {
            const auto& com = coll.commSizes[i];
            const auto pieces = piecesOf(coll.collective, com);
            nlohmann::ordered_json sizes = nlohmann::ordered_json::object();
            for (std::size_t j = 0; j < pieces.size(); ++j) {
                const MpichAlgorithm* a = mpichAlgorithm(coll.collective, pieces[j].algorithm);
                if (!a)
                    throw std::invalid_argument(
                        "cannot write for MPICH: " + name + " communicator size " +
                        std::to_string(com.commSize) + " from " +
                        std::to_string(pieces[j].minBytes) + " bytes: algorithm " +
                        std::to_string(pieces[j].algorithm) +
                        " is not one a sweep under MPICH forces");
                const std::string key =
                    j + 1 < pieces.size()
                        ? "avg_msg_size<=" + std::to_string(pieces[j + 1].minBytes - 1)
                        : "avg_msg_size=any";
                sizes[key][std::string("algorithm=") + a->name] = nlohmann::ordered_json::object();
            }
            const std::string key =
                i + 1 < coll.commSizes.size()
                    ? "comm_size<=" + std::to_string(coll.commSizes[i + 1].commSize - 1)
                    : "comm_size=any";
            comms[key] = sizes;
        }
        root["collective=" + name]["comm_type=intra"] = comms;
        root["collective=" + name]["comm_type=inter"]
            [std::string("algorithm=") + interAlgorithmOf(coll.collective)] =
                nlohmann::ordered_json::object();
    }
    return root.dump(2) + "\n";
}

}  // namespace ct::tuning
