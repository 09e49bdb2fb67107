#include "util/json_writer.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace ct {

std::string formatNumber(double v) {
    if (!std::isfinite(v)) return "null";
    if (v == std::floor(v) && std::abs(v) < 1e15) {
        char buf[32];
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, static_cast<std::int64_t>(v));
        return std::string(buf, end);
    }
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, end);
}

std::string formatSignificant(double v, int digits) {
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, digits);
    return std::string(buf, end);
}

void writeJsonString(std::ostream& out, std::string_view s) {
    // Write runs of plain characters in one call; only escapes go out piece by piece.
    out.put('"');
    std::size_t run = 0;
    auto flush = [&](std::size_t end) {
        if (end > run) out.write(s.data() + run, static_cast<std::streamsize>(end - run));
    };
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const char* escape = nullptr;
        char buf[8];
        switch (c) {
            case '"':
                escape = "\\\"";
                break;
            case '\\':
                escape = "\\\\";
                break;
            case '\n':
                escape = "\\n";
                break;
            case '\r':
                escape = "\\r";
                break;
            case '\t':
                escape = "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    escape = buf;
                }
        }
        if (!escape) continue;
        flush(i);
        out << escape;
        run = i + 1;
    }
    flush(s.size());
    out.put('"');
}

void JsonWriter::separate() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back()) m_out.put(',');
        m_first.back() = false;
    }
}

JsonWriter& JsonWriter::beginObject() {
    separate();
    m_out.put('{');
    m_first.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::endObject() {
    m_first.pop_back();
    m_out.put('}');
    return *this;
}
JsonWriter& JsonWriter::beginArray() {
    separate();
    m_out.put('[');
    m_first.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::endArray() {
    m_first.pop_back();
    m_out.put(']');
    return *this;
}
JsonWriter& JsonWriter::key(std::string_view k) {
    separate();
    writeJsonString(m_out, k);
    m_out.put(':');
    m_afterKey = true;
    return *this;
}
JsonWriter& JsonWriter::value(double v) {
    separate();
    m_out << formatNumber(v);
    return *this;
}
JsonWriter& JsonWriter::value(std::int64_t v) {
    separate();
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    m_out.write(buf, end - buf);
    return *this;
}
JsonWriter& JsonWriter::value(std::uint64_t v) {
    separate();
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    m_out.write(buf, end - buf);
    return *this;
}
JsonWriter& JsonWriter::value(bool v) {
    separate();
    m_out << (v ? "true" : "false");
    return *this;
}
JsonWriter& JsonWriter::value(std::string_view v) {
    separate();
    writeJsonString(m_out, v);
    return *this;
}
JsonWriter& JsonWriter::null() {
    separate();
    m_out << "null";
    return *this;
}

}  // namespace ct
