#include "tuning/lined_json.h"

#include <cctype>
#include <charconv>

namespace ct::tuning {

namespace {

class Parser {
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    LinedJson document() {
        LinedJson v = value(0);
        blanks();
        if (m_pos < m_text.size()) fail("trailing characters after the JSON value");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& message) const {
        throw LinedJsonError{m_line, message};
    }
    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    void blanks() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos]))) {
            if (m_text[m_pos] == '\n') ++m_line;
            ++m_pos;
        }
    }
    void expect(char c, const char* what) {
        blanks();
        if (peek() != c) fail(std::string("expected ") + what);
        ++m_pos;
    }

    std::string string() {
        expect('"', "a string in double quotes");
        std::string s;
        for (;;) {
            if (m_pos >= m_text.size()) fail("the file ends inside a string");
            const char c = m_text[m_pos++];
            if (c == '"') return s;
            if (c == '\n') fail("a string runs past the end of its line");
            if (c != '\\') {
                s.push_back(c);
                continue;
            }
            if (m_pos >= m_text.size()) fail("the file ends inside a string");
            const char e = m_text[m_pos++];
            switch (e) {
                case 'n':
                    s.push_back('\n');
                    break;
                case 't':
                    s.push_back('\t');
                    break;
                case 'r':
                    s.push_back('\r');
                    break;
                case 'b':
                    s.push_back('\b');
                    break;
                case 'f':
                    s.push_back('\f');
                    break;
                case 'u':
                    // Kept as written: rules files name collectives and algorithms in ASCII.
                    s += "\\u";
                    break;
                default:
                    s.push_back(e);
            }
        }
    }

    LinedJson value(int depth) {
        // Bounded recursion: a hostile file must not exhaust the stack.
        if (depth > kMaxDepth) fail("values nested deeper than " + std::to_string(kMaxDepth));
        blanks();
        LinedJson v;
        v.line = m_line;
        const char c = peek();
        if (c == '{' || c == '[') {
            const bool object = c == '{';
            v.kind = object ? LinedJson::Kind::Object : LinedJson::Kind::Array;
            ++m_pos;
            blanks();
            if (peek() == (object ? '}' : ']')) {
                ++m_pos;
                return v;
            }
            for (;;) {
                std::string key;
                if (object) {
                    blanks();
                    key = string();
                    expect(':', "':' after a key");
                }
                v.members.emplace_back(std::move(key), value(depth + 1));
                blanks();
                if (peek() == ',') {
                    ++m_pos;
                    continue;
                }
                expect(object ? '}' : ']',
                       object ? "',' or '}' after a value" : "',' or ']' in an array");
                return v;
            }
        }
        if (c == '"') {
            v.kind = LinedJson::Kind::String;
            v.text = string();
            return v;
        }
        for (const auto& [word, kind] :
             {std::pair{"true", LinedJson::Kind::Bool}, std::pair{"false", LinedJson::Kind::Bool},
              std::pair{"null", LinedJson::Kind::Null}})
            if (m_text.substr(m_pos, std::string_view(word).size()) == word) {
                m_pos += std::string_view(word).size();
                v.kind = kind;
                v.text = word;
                return v;
            }
        const std::size_t start = m_pos;
        if (peek() == '-') ++m_pos;
        bool integer = true;
        while (m_pos < m_text.size()) {
            const char d = m_text[m_pos];
            if (std::isdigit(static_cast<unsigned char>(d))) {
                ++m_pos;
            } else if (d == '.' || d == 'e' || d == 'E' || d == '+' ||
                       (d == '-' && m_pos > start)) {
                integer = false;
                ++m_pos;
            } else {
                break;
            }
        }
        v.text = std::string(m_text.substr(start, m_pos - start));
        if (v.text.empty() || v.text == "-") fail(std::string("unexpected '") + c + "'");
        v.kind = integer ? LinedJson::Kind::Integer : LinedJson::Kind::Double;
        if (integer) {
            const auto [end, ec] =
                std::from_chars(v.text.data(), v.text.data() + v.text.size(), v.integer);
            if (ec != std::errc() || end != v.text.data() + v.text.size())
                fail("the number " + v.text + " does not fit in 64 bits");
        }
        return v;
    }

    static constexpr int kMaxDepth = 200;
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
};

}  // namespace

const LinedJson* LinedJson::find(std::string_view key) const {
    for (const auto& [name, v] : members)
        if (name == key) return &v;
    return nullptr;
}

LinedJson parseLinedJson(std::string_view text) {
    return Parser(text).document();
}

}  // namespace ct::tuning
