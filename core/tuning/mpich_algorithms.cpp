#include "tuning/mpich_algorithms.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "tuning/ompi_collectives.h"

namespace ct::tuning {

const std::vector<MpichAlgorithm>& mpichSweepAlgorithms() {
    static const std::vector<MpichAlgorithm> table = {
        {ompi::kBcast, 1, "binomial", "MPIR_Bcast_intra_binomial"},
        {ompi::kBcast, 2, "scatter_recursive_doubling_allgather",
         "MPIR_Bcast_intra_scatter_recursive_doubling_allgather"},
        {ompi::kBcast, 3, "scatter_ring_allgather", "MPIR_Bcast_intra_scatter_ring_allgather"},
        {ompi::kBcast, 4, "nb", "MPIR_Bcast_allcomm_nb"},
        {ompi::kReduce, 1, "binomial", "MPIR_Reduce_intra_binomial"},
        {ompi::kReduce, 2, "reduce_scatter_gather", "MPIR_Reduce_intra_reduce_scatter_gather"},
        {ompi::kReduce, 3, "nb", "MPIR_Reduce_allcomm_nb"},
        {ompi::kAllreduce, 1, "recursive_doubling", "MPIR_Allreduce_intra_recursive_doubling"},
        {ompi::kAllreduce, 2, "reduce_scatter_allgather",
         "MPIR_Allreduce_intra_reduce_scatter_allgather"},
        {ompi::kAllreduce, 3, "nb", "MPIR_Allreduce_allcomm_nb"},
    };
    return table;
}

bool mpichSweepable(int collective) {
    return collective == ompi::kBcast || collective == ompi::kReduce ||
           collective == ompi::kAllreduce;
}

const MpichAlgorithm* mpichAlgorithm(int collective, int number) {
    for (const auto& a : mpichSweepAlgorithms())
        if (a.collective == collective && a.number == number) return &a;
    return nullptr;
}

const MpichAlgorithm* mpichAlgorithmByCvar(int collective, const std::string& cvarValue) {
    for (const auto& a : mpichSweepAlgorithms())
        if (a.collective == collective && cvarValue == a.cvarValue) return &a;
    return nullptr;
}

const MpichAlgorithm* mpichAlgorithmByName(int collective, const std::string& name) {
    for (const auto& a : mpichSweepAlgorithms())
        if (a.collective == collective && name == a.name) return &a;
    return nullptr;
}

std::string mpichAlgorithmLabel(int collective, int number) {
    if (number == 0) return "0 auto";
    const MpichAlgorithm* a = mpichAlgorithm(collective, number);
    return std::to_string(number) + " " + (a ? a->cvarValue : "?");
}

std::string mpichCvarOf(int collective) {
    std::string name = ompiCollectiveName(collective);
    for (auto& c : name)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "MPIR_CVAR_" + name + "_INTRA_ALGORITHM";
}

namespace {

// The value of `key` among the "K=V" words of `settings`, nullopt when absent.
std::optional<std::string> settingOf(const std::string& settings, const std::string& key) {
    std::istringstream in(settings);
    for (std::string word; in >> word;)
        if (word.size() > key.size() && word.compare(0, key.size(), key) == 0 &&
            word[key.size()] == '=')
            return word.substr(key.size() + 1);
    return std::nullopt;
}

std::uint64_t largestPowerOfTwoUpTo(int n) {
    std::uint64_t p = 1;
    while (p * 2 <= std::uint64_t(n))
        p *= 2;
    return p;
}

bool isPowerOfTwo(int n) {
    return n > 0 && (n & (n - 1)) == 0;
}

}  // namespace

std::optional<int> mpichNumberOfCvarValue(int collective, const std::string& value) {
    if (value == "auto") return 0;
    const MpichAlgorithm* a = mpichAlgorithmByCvar(collective, value);
    if (!a) return std::nullopt;
    return a->number;
}

std::string mpichCvarValueOf(int collective, int number) {
    if (number == 0) return "auto";
    const MpichAlgorithm* a = mpichAlgorithm(collective, number);
    if (!a)
        throw std::invalid_argument(std::to_string(number) + " is not one of the MPICH " +
                                    ompiCollectiveName(collective) + " algorithms");
    return a->cvarValue;
}

std::optional<int> mpichForcedNumber(int collective, const std::string& settings) {
    const auto value = settingOf(settings, mpichCvarOf(collective));
    if (!value) return 0;
    return mpichNumberOfCvarValue(collective, *value);
}

std::string mpichTuningFile(const std::string& settings) {
    return settingOf(settings, "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE").value_or("");
}

int mpichBuiltinPick(int collective, int commSize, std::uint64_t messageBytes) {
    const std::uint64_t count = messageBytes / 8;  // the runner reduces doubles
    const std::uint64_t pof2 = largestPowerOfTwoUpTo(commSize);
    if (collective == ompi::kBcast) {
        if (commSize < 8 || messageBytes <= 12288) return 1;
        if (isPowerOfTwo(commSize) && messageBytes <= 524288) return 2;
        return 3;
    }
    if (collective == ompi::kReduce) {
        if (messageBytes <= 2048 || count < pof2) return 1;
        return 2;
    }
    if (messageBytes <= 8 || count < pof2) return 1;  // allreduce
    return 2;
}

std::vector<std::uint64_t> mpichBuiltinBoundaries(int collective, int commSize) {
    const std::uint64_t pof2Bytes = largestPowerOfTwoUpTo(commSize) * 8;  // count == pof2
    if (collective == ompi::kBcast) {
        if (commSize < 8) return {};
        if (isPowerOfTwo(commSize)) return {12289, 524289};
        return {12289};
    }
    const std::uint64_t small = collective == ompi::kReduce ? 2049 : 9;
    return {std::max(small, pof2Bytes)};
}

KnownAlgorithms mpichKnownAlgorithms() {
    KnownAlgorithms known;
    known.source = "MPICH (the CVAR values of MPICH 4.0.2)";
    for (const auto& a : mpichSweepAlgorithms()) {
        known.names[a.collective][0] = "auto";
        known.names[a.collective][a.number] = a.cvarValue;
    }
    return known;
}

bool isMpichKnown(const KnownAlgorithms& known) {
    return known.source.rfind("MPICH", 0) == 0;
}

}  // namespace ct::tuning
