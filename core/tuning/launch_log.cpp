#include "tuning/launch_log.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <string_view>
#include <vector>

namespace ct::tuning {

namespace {

constexpr std::size_t kLongest = 300;

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string lowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// mpirun frames its messages with lines of dashes; they end a paragraph as a blank line does.
bool endsParagraph(const std::string& line) {
    return line.empty() || line.find_first_not_of('-') == std::string::npos;
}

// Words with which mpirun, the runner and the shell report what stopped them.
bool reportsProblem(const std::string& line) {
    static constexpr std::array<std::string_view, 12> kWords = {
        "error",  "refuse",     "cannot", "not found", "detected", "abort",
        "failed", "not enough", "killed", "denied",    "no such",  "unable"};
    const std::string l = lowered(line);
    return std::any_of(kWords.begin(), kWords.end(),
                       [&l](std::string_view w) { return l.find(w) != std::string::npos; });
}

// mpirun's reports that some rank exited non-zero say nothing of why: that rank said it.
bool onlySaysARankExited(const std::string& paragraph) {
    const std::string l = lowered(paragraph);
    return l.find("non-zero exit code") != std::string::npos ||
           l.find("non-zero status") != std::string::npos;
}

std::string shortened(std::string s) {
    if (s.size() > kLongest) s = s.substr(0, kLongest - 3) + "...";
    return s;
}

// What a paragraph says from its first line that reports a problem on ("" when none does, or
// when it only says that some rank exited non-zero).
std::string problemIn(const std::vector<std::string>& paragraph) {
    const auto first = std::find_if(paragraph.begin(), paragraph.end(), reportsProblem);
    std::string said;
    for (auto it = first; it != paragraph.end() && said.size() < kLongest; ++it)
        said += (said.empty() ? "" : " ") + *it;
    return onlySaysARankExited(said) ? std::string() : said;
}

}  // namespace

std::string problemInLog(const std::string& path) {
    std::ifstream in(path);
    // Read to the end (a sweep's launch logs a line per case before it fails): the runner's own
    // error line wins wherever it is; else the first paragraph that says what went wrong.
    std::string found;
    std::vector<std::string> paragraph;
    for (std::string raw; std::getline(in, raw);) {
        const std::string line = trimmed(raw);
        if (line.rfind("calltree-runner:", 0) == 0) return shortened(line);
        if (!endsParagraph(line)) {
            paragraph.push_back(line);
            continue;
        }
        if (found.empty()) found = problemIn(paragraph);
        paragraph.clear();
    }
    if (found.empty()) found = problemIn(paragraph);
    return shortened(found);
}

}  // namespace ct::tuning
