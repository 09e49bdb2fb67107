#pragma once
// A streaming JSON writer for large documents (a tree of 10^5 ranks, a trace of 10^6 events):
// no intermediate DOM, so output stays fast and memory flat. Reading files uses nlohmann/json.
#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace ct {

// Integral values print without a fraction ("24", not "24.0"); others in shortest round-trip
// form; NaN and infinities (not JSON) print as null.
std::string formatNumber(double v);
// For people, not files: `digits` significant digits ("1260", "30924.1").
std::string formatSignificant(double v, int digits = 6);

class JsonWriter {
public:
    // Writes straight into out's stream buffer: one character costs no stream sentry.
    explicit JsonWriter(std::ostream& out) : m_out(out), m_buf(out.rdbuf()) {}
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view k);
    JsonWriter& value(double v);
    JsonWriter& value(std::int64_t v);
    JsonWriter& value(std::uint64_t v);
    JsonWriter& value(int v) { return value(static_cast<std::int64_t>(v)); }
    JsonWriter& value(bool v);
    JsonWriter& value(std::string_view v);
    JsonWriter& value(const char* v) { return value(std::string_view(v)); }
    JsonWriter& null();
    template <class T>
    JsonWriter& field(std::string_view k, const T& v) {
        key(k);
        return value(v);
    }

private:
    void separate();
    void put(char c);
    void write(const char* s, std::size_t n);
    std::ostream& m_out;
    std::streambuf* m_buf;
    std::vector<bool> m_first;  // per open container: no element written yet
    bool m_afterKey = false;
};

void writeJsonString(std::ostream& out, std::string_view s);

}  // namespace ct
