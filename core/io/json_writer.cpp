#include "io/json_writer.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace ct {

namespace {

// formatNumber's text into buf (at least 64 chars); returns its end.
char* formatNumberInto(char* buf, double v) {
    if (!std::isfinite(v)) {
        std::memcpy(buf, "null", 4);
        return buf + 4;
    }
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_chars(buf, buf + 64, static_cast<std::int64_t>(v)).ptr;
    return std::to_chars(buf, buf + 64, v).ptr;
}

}  // namespace

std::string formatNumber(double v) {
    char buf[64];
    return std::string(buf, formatNumberInto(buf, v));
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

void JsonWriter::put(char c) {
    m_buf->sputc(c);
}

void JsonWriter::write(const char* s, std::size_t n) {
    m_buf->sputn(s, static_cast<std::streamsize>(n));
}

void JsonWriter::separate() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back()) put(',');
        m_first.back() = false;
    }
}

JsonWriter& JsonWriter::beginObject() {
    separate();
    put('{');
    m_first.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::endObject() {
    m_first.pop_back();
    put('}');
    return *this;
}
JsonWriter& JsonWriter::beginArray() {
    separate();
    put('[');
    m_first.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::endArray() {
    m_first.pop_back();
    put(']');
    return *this;
}
JsonWriter& JsonWriter::key(std::string_view k) {
    separate();
    writeJsonString(m_out, k);
    put(':');
    m_afterKey = true;
    return *this;
}
JsonWriter& JsonWriter::value(double v) {
    separate();
    char buf[64];
    write(buf, static_cast<std::size_t>(formatNumberInto(buf, v) - buf));
    return *this;
}
JsonWriter& JsonWriter::value(std::int64_t v) {
    separate();
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    write(buf, static_cast<std::size_t>(end - buf));
    return *this;
}
JsonWriter& JsonWriter::value(std::uint64_t v) {
    separate();
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    write(buf, static_cast<std::size_t>(end - buf));
    return *this;
}
JsonWriter& JsonWriter::value(bool v) {
    separate();
    v ? write("true", 4) : write("false", 5);
    return *this;
}
JsonWriter& JsonWriter::value(std::string_view v) {
    separate();
    writeJsonString(m_out, v);
    return *this;
}
JsonWriter& JsonWriter::null() {
    separate();
    write("null", 4);
    return *this;
}

}  // namespace ct
