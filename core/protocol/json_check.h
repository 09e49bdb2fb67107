#pragma once
// Strict reading of JSON documents: every accessor names the field path of the first wrong
// value ("parameters[2].g: must be a positive number"), so a user can fix a file by hand.
#include <nlohmann/json.hpp>

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ct::bsp {

class FormatError : public std::runtime_error {
public:
    FormatError(const std::string& path, const std::string& message)
        : std::runtime_error(path + ": " + message), m_path(path) {}
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

std::string joinPath(const std::string& path, const std::string& key);
std::string indexPath(const std::string& path, std::size_t index);

const nlohmann::json& requireField(const nlohmann::json& object, const std::string& key,
                                   const std::string& path);
void requireObject(const nlohmann::json& j, const std::string& path);
void requireArray(const nlohmann::json& j, const std::string& path);
std::string requireString(const nlohmann::json& object, const std::string& key,
                          const std::string& path);
// A finite number; `positive` additionally requires > 0, otherwise >= 0.
double requireNumber(const nlohmann::json& object, const std::string& key, const std::string& path,
                     bool positive);
// A whole number in [min, max].
long long requireInteger(const nlohmann::json& object, const std::string& key,
                         const std::string& path, long long min, long long max);
// true or false ("must be true or false").
bool requireBoolean(const nlohmann::json& object, const std::string& key, const std::string& path);
// The same checks for a value that is not a field (a list element): `path` names the value.
long long requireIntegerValue(const nlohmann::json& value, const std::string& path, long long min,
                              long long max);
double requireNumberValue(const nlohmann::json& value, const std::string& path, bool positive);
// Refuses a field that is not in `known`: "cases[0].root: unknown field (did you mean "roots"?
// known: ...)". A misspelled optional field must not be ignored silently.
void requireKnownFields(const nlohmann::json& object, const std::string& path,
                        std::initializer_list<std::string_view> known);
// Checks the "format" tag and "version" of a document.
void requireFormat(const nlohmann::json& doc, const std::string& format, int version);
// Parses text; a syntax error becomes a FormatError at "(document)".
nlohmann::json parseDocument(const std::string& text);
std::string readTextFile(const std::string& path);

}  // namespace ct::bsp
