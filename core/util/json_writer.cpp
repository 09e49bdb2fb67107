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

void writeJsonString(std::ostream& out, std::string_view s) {
    out.put('"');
    for (char c : s) {
        switch (c) {
            case '"':
                out << "\\\"";
                break;
            case '\\':
                out << "\\\\";
                break;
            case '\n':
                out << "\\n";
                break;
            case '\r':
                out << "\\r";
                break;
            case '\t':
                out << "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    out << buf;
                } else {
                    out.put(c);
                }
        }
    }
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
