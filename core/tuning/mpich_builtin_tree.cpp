#include "tuning/mpich_builtin_tree.h"

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace ct::tuning {

std::optional<std::string> findBuiltinMpichTree(std::string_view bytes) {
    static constexpr std::string_view kStart = "{\"collective=";
    std::optional<std::string> best;
    std::size_t bestCollectives = 0;
    for (std::size_t at = bytes.find(kStart); at != std::string_view::npos;
         at = bytes.find(kStart, at + 1)) {
        if (at > 0 && bytes[at - 1] != '\0') continue;  // not the start of a C string
        const std::size_t end = bytes.find('\0', at);
        if (end == std::string_view::npos) break;
        const std::string text(bytes.substr(at, end - at));
        if (text.find("\"algorithm=MPIR_") == std::string::npos) continue;  // a device's tree
        const auto tree = nlohmann::ordered_json::parse(text, nullptr, false);
        if (tree.is_discarded() || !tree.is_object()) continue;
        if (tree.size() > bestCollectives) {
            bestCollectives = tree.size();
            best = text;
        }
    }
    return best;
}

std::string mergeMpichTrees(const std::string& tuned, const std::string& base) {
    auto merged = nlohmann::ordered_json::parse(tuned, nullptr, false);
    const auto from = nlohmann::ordered_json::parse(base, nullptr, false);
    if (merged.is_discarded() || !merged.is_object())
        throw std::invalid_argument("the tuned selection file is not a JSON object");
    if (from.is_discarded() || !from.is_object())
        throw std::invalid_argument("MPICH's selection tree to merge with is not a JSON object");
    for (const auto& [key, value] : from.items())
        if (!merged.contains(key)) merged[key] = value;
    return merged.dump(2) + "\n";
}

std::optional<std::string> builtinMpichTreeIn(const std::vector<std::string>& libraries) {
    for (const std::string& lib : libraries) {
        std::ifstream in(lib, std::ios::binary);
        if (!in) continue;
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        if (auto tree = findBuiltinMpichTree(bytes)) return tree;
    }
    return std::nullopt;
}

std::vector<std::string> usualMpichLibraries(const std::string& libdir) {
    std::vector<std::string> out;
    if (!libdir.empty()) out.push_back(libdir + "/libmpich.so");
    for (const char* dir : {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64",
                            "/usr/lib", "/usr/local/lib"})
        out.push_back(std::string(dir) + "/libmpich.so");
    return out;
}

}  // namespace ct::tuning
