#include "protocol/json_check.h"

#include <cmath>
#include <fstream>
#include <sstream>

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
