#include "text_tree.h"

#include <algorithm>

#include "io/json_writer.h"

namespace ct::cli {
namespace {

std::size_t displayWidth(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;  // count UTF-8 lead bytes only
    return n;
}

void draw(const BroadcastTree& t, const std::vector<double>& recv, Rank r,
          const std::string& prefix, bool last, bool isRoot, std::vector<std::string>& out) {
    std::string line = isRoot ? "" : prefix + (last ? "└─ " : "├─ ");
    line += std::to_string(r) + " @" + formatNumber(recv[r]);
    out.push_back(line);
    const auto kids = t.children(r);
    const std::string next = isRoot ? "" : prefix + (last ? "   " : "│  ");
    for (std::size_t i = 0; i < kids.size(); ++i)
        draw(t, recv, kids[i], next, i + 1 == kids.size(), false, out);
}

}  // namespace

std::vector<std::string> drawTree(const BroadcastTree& tree, const std::vector<double>& recvTime) {
    std::vector<std::string> out;
    draw(tree, recvTime, tree.root(), "", true, true, out);
    return out;
}

std::string sideBySide(const std::vector<Column>& columns, int gap) {
    std::vector<std::size_t> width;
    std::size_t rows = 0;
    for (const auto& c : columns) {
        std::size_t w = displayWidth(c.title);
        for (const auto& l : c.lines)
            w = std::max(w, displayWidth(l));
        width.push_back(w);
        rows = std::max(rows, c.lines.size());
    }
    std::string out;
    auto row = [&](auto cell) {
        std::string line;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::string text = cell(columns[i]);
            line += text;
            if (i + 1 < columns.size())
                line += std::string(width[i] - displayWidth(text) + std::size_t(gap), ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    };
    row([](const Column& c) { return c.title; });
    row([](const Column& c) { return std::string(displayWidth(c.title), '-'); });
    for (std::size_t r = 0; r < rows; ++r)
        row([&](const Column& c) { return r < c.lines.size() ? c.lines[r] : std::string(); });
    return out;
}

}  // namespace ct::cli
