#include "mpich_cvar_values.h"

#include <vector>

namespace ct::runner {

namespace {

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}
bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The lower-case run before each entry's "<blanks>- ", in order.
std::vector<std::string> entryRuns(const std::string& d) {
    std::vector<std::string> runs;
    for (std::size_t i = 1; i + 1 < d.size(); ++i) {
        if (d[i] != '-' || d[i + 1] != ' ' || !isBlank(d[i - 1])) continue;
        std::size_t end = i;
        while (end > 0 && isBlank(d[end - 1]))
            --end;
        std::size_t begin = end;
        while (begin > 0 && isNameChar(d[begin - 1]))
            --begin;
        if (begin == end) continue;  // a dash in the text, not after a name
        runs.push_back(d.substr(begin, end - begin));
    }
    return runs;
}

}  // namespace

std::optional<int> mpichCvarValueIndex(const std::string& description, const std::string& value) {
    if (value.empty()) return std::nullopt;
    const std::vector<std::string> runs = entryRuns(description);
    std::vector<int> exact, glued;
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const std::string& run = runs[k];
        if (run == value) {
            exact.push_back(int(k));
        } else if (run.size() > value.size() &&
                   run.compare(run.size() - value.size(), value.size(), value) == 0 &&
                   run[run.size() - value.size() - 1] != '_') {
            glued.push_back(int(k));
        }
    }
    if (exact.size() == 1) return exact.front();
    if (exact.empty() && glued.size() == 1) return glued.front();
    return std::nullopt;
}

std::string mpichCvarDescriptionText(const std::string& description, std::size_t limit) {
    std::string out;
    for (char c : description) {
        if (isBlank(c)) {
            if (!out.empty() && out.back() != ' ') out += ' ';
        } else {
            out += c;
        }
    }
    if (out.size() > limit) out = out.substr(0, limit) + "...";
    return out;
}

}  // namespace ct::runner
