#pragma once
// A JSON document with the line of every value, for checkers that report "FILE:LINE: message"
// (nlohmann::json keeps no positions). Numbers are told apart as the C parser Open MPI 6.0 links
// (opal/util/json) tells them: an integer has neither a fraction nor an exponent.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ct::tuning {

struct LinedJson {
    enum class Kind { Object, Array, String, Integer, Double, Bool, Null };
    Kind kind = Kind::Null;
    int line = 0;
    std::string text;          // a string's characters (escapes resolved), a number's spelling
    std::int64_t integer = 0;  // Kind::Integer
    // An object's members in file order (keys may repeat), an array's elements (keys empty).
    std::vector<std::pair<std::string, LinedJson>> members;

    // The first member named `key` (as opal_json_get_key finds it), nullptr when none.
    const LinedJson* find(std::string_view key) const;
};

struct LinedJsonError {
    int line = 0;
    std::string message;
};

// Throws LinedJsonError for text that is not one JSON value (with nothing but blanks after it).
LinedJson parseLinedJson(std::string_view text);

}  // namespace ct::tuning
