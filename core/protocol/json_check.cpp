#include "protocol/json_check.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <vector>

namespace ct::bsp {

std::string joinPath(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

std::string indexPath(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

void requireObject(const nlohmann::json& j, const std::string& path) {
    if (!j.is_object()) throw FormatError(path.empty() ? "(document)" : path, "must be an object");
}

void requireArray(const nlohmann::json& j, const std::string& path) {
    if (!j.is_array()) throw FormatError(path, "must be an array");
}

namespace {

// Levenshtein distance, for "did you mean": two edits catch "root"/"roots" and "bites"/"bytes".
std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

}  // namespace

void requireKnownFields(const nlohmann::json& object, const std::string& path,
                        std::initializer_list<std::string_view> known) {
    requireObject(object, path);
    for (const auto& [key, value] : object.items()) {
        (void)value;
        if (std::find(known.begin(), known.end(), key) != known.end()) continue;
        std::string message = "unknown field";
        std::string_view nearest;
        std::size_t best = 3;
        std::string all;
        for (std::string_view k : known) {
            if (const std::size_t d = editDistance(key, k); d < best) {
                best = d;
                nearest = k;
            }
            all.append(all.empty() ? "" : ", ").append(k);
        }
        if (!nearest.empty()) message.append(" (did you mean \"").append(nearest).append("\"?)");
        throw FormatError(joinPath(path, key), message + "; known fields: " + all);
    }
}

const nlohmann::json& requireField(const nlohmann::json& object, const std::string& key,
                                   const std::string& path) {
    requireObject(object, path);
    auto it = object.find(key);
    if (it == object.end()) throw FormatError(joinPath(path, key), "is missing");
    return *it;
}

std::string requireString(const nlohmann::json& object, const std::string& key,
                          const std::string& path) {
    const auto& v = requireField(object, key, path);
    if (!v.is_string()) throw FormatError(joinPath(path, key), "must be a string");
    return v.get<std::string>();
}

double requireNumber(const nlohmann::json& object, const std::string& key, const std::string& path,
                     bool positive) {
    return requireNumberValue(requireField(object, key, path), joinPath(path, key), positive);
}

double requireNumberValue(const nlohmann::json& v, const std::string& path, bool positive) {
    const char* what = positive ? "must be a positive number" : "must be a non-negative number";
    if (!v.is_number()) throw FormatError(path, what);
    const double x = v.get<double>();
    if (!std::isfinite(x) || x < 0 || (positive && x <= 0)) throw FormatError(path, what);
    return x;
}

long long requireInteger(const nlohmann::json& object, const std::string& key,
                         const std::string& path, long long min, long long max) {
    return requireIntegerValue(requireField(object, key, path), joinPath(path, key), min, max);
}

long long requireIntegerValue(const nlohmann::json& v, const std::string& path, long long min,
                              long long max) {
    const std::string range =
        "must be a whole number in [" + std::to_string(min) + ", " + std::to_string(max) + "]";
    if (!v.is_number_integer()) {
        // 16.0 is accepted as 16; 16.5, strings and booleans are not.
        if (!v.is_number_float()) throw FormatError(path, range);
        const double x = v.get<double>();
        if (!std::isfinite(x) || x != std::floor(x) || x < double(min) || x > double(max))
            throw FormatError(path, range);
        return static_cast<long long>(x);
    }
    if (v.is_number_unsigned() &&
        v.get<unsigned long long>() > static_cast<unsigned long long>(max))
        throw FormatError(path, range);
    const long long x = v.get<long long>();
    if (x < min || x > max) throw FormatError(path, range);
    return x;
}

bool requireBoolean(const nlohmann::json& object, const std::string& key, const std::string& path) {
    const auto& v = requireField(object, key, path);
    if (!v.is_boolean()) throw FormatError(joinPath(path, key), "must be true or false");
    return v.get<bool>();
}

void requireFormat(const nlohmann::json& doc, const std::string& format, int version) {
    const std::string tag = requireString(doc, "format", "");
    if (tag != format)
        throw FormatError("format", "must be \"" + format + "\", not \"" + tag + "\"");
    const long long v = requireInteger(doc, "version", "", 1, 1000000);
    if (v != version)
        throw FormatError("version", "version " + std::to_string(v) +
                                         " is not supported (expected " + std::to_string(version) +
                                         ")");
}

nlohmann::json parseDocument(const std::string& text) {
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        // parse_error, and out_of_range for numbers such as 1e999 (found by fuzz_bsp_loaders).
        throw FormatError("(document)", std::string("is not valid JSON: ") + e.what());
    }
}

std::string readTextFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace ct::bsp
