#include "tuning/ompi_rules_reader.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <string>

#include "tuning/ompi_collectives.h"

namespace ct::tuning {
namespace {

// One number as ompi_coll_base_file_getnext_long returns it, with where it stood.
struct Number {
    long value = 0;
    int line = 0;
    std::string text;  // the characters scanf consumed
};

// Open MPI's token reader: scanf("%li") after blanks; on anything that is no number one
// character is dropped ("#" drops the rest of the line) and it tries again.
class Scanner {
public:
    Scanner(std::string_view text, Findings& findings) : m_text(text), m_findings(findings) {}

    // nullopt at the end of the file.
    std::optional<Number> next() {
        for (;;) {
            skipBlanks();
            if (m_pos >= m_text.size()) {
                flushSkipped();
                return std::nullopt;
            }
            if (auto n = number()) {
                flushSkipped();
                return n;
            }
            // scanf consumed a sign that no digit followed; it is lost like the next character.
            if (m_text[m_pos] == '+' || m_text[m_pos] == '-') skip(m_text[m_pos++]);
            if (m_pos >= m_text.size()) continue;
            const char c = m_text[m_pos++];
            if (c == '\n') {
                flushSkipped();
                ++m_line;
            } else if (c == '#') {
                flushSkipped();
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    ++m_pos;
            } else {
                skip(c);
            }
        }
    }

    // ompi_coll_base_file_peek_next_char_isdigit: blanks and tabs only, then a digit?
    bool nextIsDigitOnThisLine() {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t'))
            ++m_pos;
        return m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]));
    }

    // fscanf(f, "rule-file-version-%u") at the start of the file: the literal's matching prefix
    // is consumed; returns the version when a number followed it. %u reads decimal digits only
    // (after an optional sign; "-1" wraps to 4294967295): "0x2" is version 0, then "x2".
    std::optional<long> versionHeader() {
        const std::string_view literal = "rule-file-version-";
        std::size_t n = 0;
        while (n < literal.size() && n < m_text.size() && m_text[n] == literal[n])
            ++n;
        m_pos = n;
        if (n < literal.size()) return std::nullopt;
        skipBlanks();
        std::size_t p = m_pos;
        const bool negative = p < m_text.size() && m_text[p] == '-';
        if (p < m_text.size() && (m_text[p] == '+' || m_text[p] == '-')) ++p;
        if (p >= m_text.size() || !std::isdigit(static_cast<unsigned char>(m_text[p])))
            return std::nullopt;
        std::uint32_t value = 0;  // strtoul's value as the unsigned int it is stored in
        for (; p < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[p])); ++p)
            value = value * 10u + static_cast<std::uint32_t>(m_text[p] - '0');
        m_pos = p;
        return static_cast<long>(negative ? 0u - value : value);
    }

    int line() const { return m_line; }
    void quietAboutVersionToken() { m_quietAboutVersion = true; }

private:
    // Words skipped on one line make one finding: blanks between them are kept, a newline ends it.
    void skipBlanks() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos]))) {
            if (m_text[m_pos] == '\n') {
                flushSkipped();
                ++m_line;
            } else if (!m_skipped.empty() && m_skipped.back() != ' ') {
                m_skipped.push_back(' ');
            }
            ++m_pos;
        }
    }

    static int digitValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return 99;
    }

    // %li: optional sign, then 0x… hexadecimal, 0… octal or decimal digits (strtol base 0).
    std::optional<Number> number() {
        std::size_t p = m_pos;
        const bool negative = m_text[p] == '-';
        if (m_text[p] == '+' || m_text[p] == '-') ++p;
        if (p >= m_text.size() || !std::isdigit(static_cast<unsigned char>(m_text[p])))
            return std::nullopt;
        int base = 10;
        if (m_text[p] == '0') {
            base = 8;
            if (p + 2 < m_text.size() && (m_text[p + 1] == 'x' || m_text[p + 1] == 'X') &&
                digitValue(m_text[p + 2]) < 16) {
                base = 16;
                p += 2;
            }
        }
        const std::size_t digitsStart = p;
        unsigned long long magnitude = 0;
        bool overflow = false;
        while (p < m_text.size() && digitValue(m_text[p]) < base) {
            magnitude = magnitude * static_cast<unsigned>(base) +
                        static_cast<unsigned>(digitValue(m_text[p]));
            if (magnitude > static_cast<unsigned long long>(LONG_MAX)) overflow = true;
            if (overflow) magnitude = static_cast<unsigned long long>(LONG_MAX) + 1;
            ++p;
        }
        Number n;
        n.line = m_line;
        n.text = std::string(m_text.substr(m_pos, p - m_pos));
        m_pos = p;
        if (overflow)
            n.value = negative ? LONG_MIN : LONG_MAX;
        else
            n.value = negative ? -static_cast<long>(magnitude) : static_cast<long>(magnitude);
        if (overflow)
            m_findings.push_back({n.line, "'" + n.text + "' is too large for a long: scanf reads " +
                                              std::to_string(n.value)});
        const std::string digits(m_text.substr(digitsStart, p - digitsStart));
        // Only where octal changes the value: 07 is 7 either way, 010 is 8 and not 10.
        bool decimalDiffers = false;
        if (base == 8) {
            unsigned long long decimal = 0;
            for (char d : digits)
                decimal = std::min(decimal * 10 + static_cast<unsigned>(d - '0'),
                                   static_cast<unsigned long long>(LONG_MAX) + 1);
            decimalDiffers = decimal != magnitude;
        }
        if (decimalDiffers)
            m_findings.push_back(
                {n.line, "'" + n.text + "' is read as the octal number " + std::to_string(n.value) +
                             " (a leading zero makes a number octal); write " +
                             digits.substr(digits.find_first_not_of('0')) + " if that is meant"});
        if (base == 8 && p < m_text.size() && (m_text[p] == '8' || m_text[p] == '9')) {
            std::size_t end = p;
            while (end < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[end])))
                ++end;
            m_findings.push_back(
                {n.line, "'" +
                             std::string(m_text.substr(m_pos - n.text.size(),
                                                       end - m_pos + n.text.size())) +
                             "' is read as " + std::to_string(n.value) + " and then " +
                             std::string(m_text.substr(p, end - p)) +
                             " as the next number (a leading zero makes a number octal, and " +
                             m_text[p] + " is no octal digit)"});
        }
        return n;
    }

    void skip(char c) {
        if (m_skipped.empty()) m_skippedLine = m_line;
        m_skipped.push_back(c);
    }

    void flushSkipped() {
        while (!m_skipped.empty() && m_skipped.back() == ' ')
            m_skipped.pop_back();
        if (m_skipped.empty()) return;
        if (m_skipped.size() > 60) m_skipped = m_skipped.substr(0, 57) + "...";
        std::string message;
        if (m_skipped.rfind("rule-file-version", 0) == 0 && m_quietAboutVersion) {
            m_skipped.clear();
            return;  // the reader said already that this Open MPI does not know the token
        }
        if (m_skipped.rfind("rule-file-version", 0) == 0)
            message =
                "'rule-file-version-N' counts only as the very first characters of the "
                "file (before any comment or blank) and only for Open MPI 4.1.8+ and "
                "5.0.7+; here its letters are skipped and a number after them is read as "
                "data";
        else
            message = "'" + m_skipped +
                      "' is not a number: Open MPI skips it one character at a time without a "
                      "word (digits right after it are read as the next number); start comments "
                      "with #";
        m_findings.push_back({m_skippedLine, message});
        m_skipped.clear();
    }

    std::string_view m_text;
    Findings& m_findings;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::string m_skipped;
    int m_skippedLine = 0;
    bool m_quietAboutVersion = false;
};

const char* kIgnored = "; Open MPI ignores the whole file and keeps its fixed decisions";

class Reader {
public:
    Reader(std::string_view text, const KnownAlgorithms& known, ClassicReadResult& result)
        : m_scanner(text, result.findings), m_known(known), m_result(result), m_text(text) {}

    void read() {
        int version = 1;
        if (m_known.readsVersionTwo()) {
            if (const auto v = m_scanner.versionHeader()) version = static_cast<int>(*v);
        } else if (m_text.rfind("rule-file-version", 0) == 0) {
            m_scanner.quietAboutVersionToken();
            finding(1, "this Open MPI (" + versionText() +
                           ") does not know 'rule-file-version-N' (4.1.8+ and 5.0.7+ do): it "
                           "skips the letters and reads the number after them as data");
        }
        m_result.table.fileVersion = version;

        long count = 0;
        if (!count_(count, "the number of collectives")) return;
        const int countLine = m_last.line;
        if (count > ompi::kCollectiveCount)
            return fatal(m_last.line, "the number of collectives is " + m_last.text +
                                          ", more than Open MPI's " +
                                          std::to_string(ompi::kCollectiveCount));
        for (long c = 0; c < count; ++c)
            if (!collective()) return;
        m_result.loads = true;

        if (const auto extra = m_scanner.next()) {
            int numbers = 1;
            while (m_scanner.next())
                ++numbers;
            finding(extra->line, "trailing data: " + std::to_string(numbers) +
                                     (numbers == 1 ? " number follows" : " numbers follow") +
                                     " the " + std::to_string(count) +
                                     " collective(s) counted on line " + std::to_string(countLine) +
                                     "; Open MPI ignores them without a word (a count does not "
                                     "match the file)");
        }
        if (m_straddling > 1)
            finding(m_firstStraddleLine, std::to_string(m_straddling - 1) +
                                             " more rule(s) after this one do not fill one line "
                                             "either");
    }

private:
    bool collective() {
        long id = 0;
        if (!count_(id, "a collective id")) return false;
        const int line = m_last.line;
        if (id >= ompi::kCollectiveCount) {
            fatal(line, "collective id " + m_last.text + " is not below Open MPI's " +
                            std::to_string(ompi::kCollectiveCount));
            return false;
        }
        const int cid = static_cast<int>(id);
        const std::string name = ompiCollectiveName(cid);
        if (const auto* before = m_result.table.find(cid))
            finding(line, "collective " + std::to_string(cid) + " (" + name +
                              ") was already given on line " + std::to_string(before->line) +
                              "; Open MPI keeps only this later entry");
        CollectiveRules coll;
        coll.collective = cid;
        coll.line = line;
        long sizes = 0;
        if (!count_(sizes, "the number of communicator sizes of " + name)) return false;
        if (sizes > INT_MAX) {
            fatal(m_last.line, "the number of communicator sizes " + m_last.text + " is too large");
            return false;
        }
        m_result.table.collectives.push_back(coll);
        for (long s = 0; s < sizes; ++s)
            if (!commSize(name)) return false;
        return true;
    }

    // Open MPI keeps the long it read in an int (the segment size through an int pointer): the
    // low 32 bits. A value beyond that is a different number there, said once.
    int asOpenMpiInt(long v, const std::string& what) {
        const int kept = static_cast<int>(static_cast<std::uint32_t>(v));
        if (kept != v)
            finding(m_last.line, "'" + m_last.text + "' does not fit the int Open MPI keeps " +
                                     what + " in: it keeps the low 32 bits, " +
                                     std::to_string(kept));
        return kept;
    }

    bool commSize(const std::string& name) {
        CollectiveRules& coll = m_result.table.collectives.back();
        long size = 0;
        if (!count_(size, "a communicator size of " + name)) return false;
        CommSizeRules com;
        com.commSize = asOpenMpiInt(size, "a communicator size");
        com.line = m_last.line;
        if (!coll.commSizes.empty() && coll.commSizes.back().commSize >= com.commSize)
            finding(com.line, "communicator sizes of " + name +
                                  " must ascend: " + std::to_string(com.commSize) + " follows " +
                                  std::to_string(coll.commSizes.back().commSize) + " (line " +
                                  std::to_string(coll.commSizes.back().line) +
                                  "); Open MPI stops at the first size larger than the "
                                  "communicator, so entries after it may never apply");
        const std::string where = name + " communicator size " + std::to_string(com.commSize);
        long rules = 0;
        if (!count_(rules, "the number of message-size rules of " + where)) return false;
        coll.commSizes.push_back(com);
        for (long r = 0; r < rules; ++r)
            if (!rule(coll.collective, where, r == 0)) return false;
        return true;
    }

    bool rule(int collective, const std::string& where, bool first) {
        CommSizeRules& com = m_result.table.collectives.back().commSizes.back();
        const int previousLine = m_last.line;
        MessageRule r;
        long v = 0;
        if (!count_(v, "a message size of " + where)) return false;
        const Number start = m_last;
        r.minBytes = static_cast<std::uint64_t>(v);
        r.line = start.line;
        if (!count_(v, "the algorithm of the rule for " + start.text + " bytes of " + where))
            return false;
        r.algorithm = asOpenMpiInt(v, "the algorithm");
        const Number algorithm = m_last;
        if (!count_(v, "the fan-in/out of the rule for " + start.text + " bytes of " + where))
            return false;
        r.faninout = asOpenMpiInt(v, "the fan-in/out");
        if (!count_(v, "the segment size of the rule for " + start.text + " bytes of " + where))
            return false;
        r.segmentBytes = asOpenMpiInt(v, "the segment size");
        if (m_result.table.fileVersion > 1 && m_scanner.nextIsDigitOnThisLine()) {
            if (!count_(v, "the max requests of the rule for " + start.text + " bytes of " + where))
                return false;
            r.maxRequests = asOpenMpiInt(v, "the max requests");
        }
        if (first && r.minBytes != 0) {
            fatal(start.line, "the first rule of " + where + " is for message size " + start.text +
                                  "; it must be 0");
            return false;
        }
        if (start.line == previousLine || m_last.line != start.line) {
            if (m_straddling++ == 0) {
                m_firstStraddleLine = start.line;
                finding(start.line,
                        "the rule for " + start.text + " bytes of " + where +
                            " does not fill one "
                            "line (it " +
                            (start.line == previousLine
                                 ? "starts after other numbers on this line"
                                 : "ends on line " + std::to_string(m_last.line)) +
                            "): a count or a column above does not match the file (4 numbers a "
                            "rule, 5 with rule-file-version-2)");
            }
        }
        if (!com.rules.empty() && com.rules.back().minBytes >= r.minBytes)
            finding(start.line, "message sizes of " + where + " must ascend: " + start.text +
                                    " follows " + std::to_string(com.rules.back().minBytes) +
                                    " (line " + std::to_string(com.rules.back().line) +
                                    "); Open MPI stops at the first size larger than the "
                                    "message, so rules after it may never apply");
        if (m_known.knows(collective, r.algorithm) == false)
            finding(algorithm.line, "algorithm " + algorithm.text + " is not one of the " +
                                        ompiCollectiveName(collective) +
                                        " algorithms this Open MPI knows (" +
                                        knownList(collective) + "; from " + m_known.source + ")");
        com.rules.push_back(r);
        return true;
    }

    std::string knownList(int collective) const {
        const auto it = m_known.names.find(collective);
        std::string s;
        for (const auto& [number, name] : it->second)
            s += (s.empty() ? "" : ", ") + std::to_string(number) + " " + name;
        return s;
    }

    // Reads one non-negative count; on failure reports what Open MPI gives up on.
    bool count_(long& value, const std::string& what) {
        const auto n = m_scanner.next();
        if (!n) {
            fatal(m_scanner.line(), "the file ends where " + what +
                                        " was expected (truncated, or a count above promises "
                                        "more than the file holds)");
            return false;
        }
        m_last = *n;
        if (n->value < 0) {
            fatal(n->line, what + " is negative (" + n->text + ")");
            return false;
        }
        value = n->value;
        return true;
    }

    std::string versionText() const {
        if (!m_known.version) return "version unknown";
        return std::to_string(m_known.version->major) + "." +
               std::to_string(m_known.version->minor) + "." +
               std::to_string(m_known.version->patch);
    }

    void finding(int line, std::string message) {
        m_result.findings.push_back({line, std::move(message)});
    }
    void fatal(int line, const std::string& message) {
        finding(line, message + kIgnored);
        m_result.loads = false;
    }

    Scanner m_scanner;
    const KnownAlgorithms& m_known;
    ClassicReadResult& m_result;
    std::string_view m_text;
    Number m_last;
    int m_straddling = 0;
    int m_firstStraddleLine = 0;
};

}  // namespace

ClassicReadResult readClassicRules(std::string_view text, const KnownAlgorithms& known) {
    ClassicReadResult result;
    Reader(text, known, result).read();
    // Open MPI 6.0 reads communicator sizes one entry later (CommSizeReading::BelowItsSize).
    if (result.loads && known.readsCommSizesBelow())
        for (const CollectiveRules& coll : result.table.collectives) {
            if (coll.commSizes.size() < 2) continue;
            const CommSizeRules& first = coll.commSizes[0];
            const CommSizeRules& second = coll.commSizes[1];
            result.findings.push_back(
                {second.line,
                 "Open MPI 6.0 applies a communicator size's rules below that size, from the "
                 "size before it (4.1 and 5.0 from that size up): a communicator of " +
                     std::to_string(first.commSize) + " ranks of " +
                     ompiCollectiveName(coll.collective) + " gets the rules written for " +
                     std::to_string(second.commSize) + " (line " + std::to_string(second.line) +
                     "); write the file as JSON for exact ranges (calltree rules convert FILE "
                     "--to ompi-json)"});
        }
    std::stable_sort(result.findings.begin(), result.findings.end(),
                     [](const Finding& a, const Finding& b) { return a.line < b.line; });
    // Open MPI drops the table when it gives up.
    if (!result.loads) result.table.collectives.clear();
    return result;
}

}  // namespace ct::tuning
