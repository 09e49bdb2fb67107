#include "tuning/mpich_selection.h"

#include <cctype>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace ct::tuning {

namespace {

std::string withoutSpaces(const std::string& key) {
    std::string s;
    for (char c : key)
        if (!std::isspace(static_cast<unsigned char>(c))) s.push_back(c);
    return s;
}

std::uint64_t largestPowerOfTwoUpTo(int n) {
    std::uint64_t p = 1;
    while (p * 2 <= std::uint64_t(n))
        p *= 2;
    return p;
}

bool startsWith(const std::string& s, const char* prefix, long& number) {
    const std::string p(prefix);
    if (s.rfind(p, 0) != 0) return false;
    number = std::atol(s.c_str() + p.size());  // csel.c reads the number with atoi
    return true;
}

// Whether `key` holds for `call`; nullopt when this evaluation cannot tell.
std::optional<bool> holds(const std::string& key, const MpichCall& call) {
    const bool reduction = call.collective == "reduce" || call.collective == "allreduce";
    const auto size = static_cast<long>(call.commSize);
    const auto bytes = static_cast<long>(call.avgMsgBytes);
    const auto count = static_cast<long>(call.count);
    long n = 0;
    if (key.rfind("collective=", 0) == 0) return key.substr(11) == call.collective;
    if (key == "comm_type=intra") return true;
    if (key == "comm_type=inter") return false;
    if (key == "comm_size=any" || key == "avg_msg_size=any" || key == "count=any" ||
        key == "comm_hierarchy=any" || key == "total_msg_size=any")
        return true;
    if (key == "comm_size=pow2")
        return call.commSize > 0 && (call.commSize & (call.commSize - 1)) == 0;
    if (key == "comm_size=node_comm_size") return true;  // one node
    if (startsWith(key, "comm_size<=", n)) return size <= n;
    if (startsWith(key, "comm_size<", n)) return size < n;
    if (startsWith(key, "avg_msg_size<=", n)) return bytes <= n;
    if (startsWith(key, "avg_msg_size<", n)) return bytes < n;
    if (key == "count<pow2") return std::uint64_t(count) < largestPowerOfTwoUpTo(call.commSize);
    if (startsWith(key, "count<=", n)) return count <= n;
    if (startsWith(key, "count<", n)) return count < n;
    if (key == "is_multi_threaded=no") return true;
    if (key == "is_multi_threaded=yes") return false;
    if (key == "is_sendbuf_inplace=no") return true;
    if (key == "is_sendbuf_inplace=yes") return false;
    if (reduction && (key == "is_op_built_in=yes" || key == "is_commutative=yes")) return true;
    if (reduction && (key == "is_op_built_in=no" || key == "is_commutative=no")) return false;
    return std::nullopt;  // comm_hierarchy=parent …, total_msg_size, comm_avg_ppn: not judged
}

MpichPick search(const nlohmann::ordered_json& node, const MpichCall& call) {
    if (!node.is_object()) return {std::nullopt, "a value that is not an object"};
    for (const auto& [rawKey, child] : node.items()) {
        const std::string key = withoutSpaces(rawKey);
        if (key.rfind("algorithm=", 0) == 0) return {key.substr(10), ""};
        if (key.rfind("composition=", 0) == 0) return {key, ""};
        const auto h = holds(key, call);
        if (!h) return {std::nullopt, "the condition \"" + key + "\" is not evaluated here"};
        if (*h) return search(child, call);
    }
    return {std::nullopt, "no condition holds (MPICH finds no algorithm)"};
}

}  // namespace

MpichPick selectMpichAlgorithm(const std::string& jsonText, const MpichCall& call) {
    nlohmann::ordered_json root;
    try {
        root = nlohmann::ordered_json::parse(jsonText);
    } catch (const nlohmann::json::parse_error& e) {
        throw std::invalid_argument(std::string("not valid JSON: ") + e.what());
    }
    return search(root, call);
}

}  // namespace ct::tuning
