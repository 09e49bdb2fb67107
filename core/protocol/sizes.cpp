#include "protocol/sizes.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace ct::protocol {

namespace {

constexpr const char* kSizeHint = "(bytes, optionally with K, M or G: 8, 64K, 1M)";

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

SizeError notASize(std::string_view part) {
    std::string m = "'";
    m.append(part).append("' is not a message size ").append(kSizeHint);
    return SizeError(m);
}

// The binary shift of a unit suffix ("", "K", "KiB", "MB", "g", "B"); -1 when it is none.
int unitShift(std::string_view unit) {
    std::string u;
    for (char c : unit)
        if (!std::isspace(static_cast<unsigned char>(c)))
            u += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (u.ends_with('B')) u.pop_back();
    if (u.size() == 2 && u[1] == 'I') u.pop_back();
    if (u.empty()) return 0;
    if (u == "K") return 10;
    if (u == "M") return 20;
    if (u == "G") return 30;
    return -1;
}

void checkRange(std::uint64_t v, std::string_view part, const SizeLimits& limits) {
    if (v < limits.min || v > limits.max) {
        std::string m = "'";
        m.append(part).append("' is outside the sizes allowed, ");
        m.append(std::to_string(limits.min)).append(" to ").append(std::to_string(limits.max));
        m.append(" bytes");
        throw SizeError(m);
    }
}

void appendRange(std::vector<std::uint64_t>& out, std::string_view item, std::size_t dots,
                 const SizeLimits& limits) {
    const std::string_view fromText = trim(item.substr(0, dots));
    const std::string_view toText = trim(item.substr(dots + 2));
    const std::uint64_t from = parseSize(fromText, limits);
    const std::uint64_t to = parseSize(toText, limits);
    if (from > to) {
        std::string m = "the size range '";
        m.append(trim(item)).append("' must read FROM..TO with FROM <= TO, e.g. 8..1M");
        throw SizeError(m);
    }
    out.push_back(from);
    // 0 doubles to 0 forever: the doubling then starts at 1.
    for (std::uint64_t s = std::max<std::uint64_t>(from, 1) * (from == 0 ? 1 : 2);
         s <= to && out.size() <= limits.maxCount; s *= 2)
        out.push_back(s);
}

}  // namespace

std::uint64_t parseSize(std::string_view text, const SizeLimits& limits) {
    const std::string_view part = trim(text);
    std::uint64_t value = 0;
    const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || ec == std::errc::invalid_argument) throw notASize(part);
    const int shift = unitShift(std::string_view(ptr, part.data() + part.size() - ptr));
    if (shift < 0) throw notASize(part);
    if (ec == std::errc::result_out_of_range || value > (limits.max >> shift)) {
        std::string m = "'";
        m.append(part).append("' is larger than the largest size allowed, ");
        m.append(std::to_string(limits.max)).append(" bytes");
        throw SizeError(m);
    }
    value <<= shift;
    checkRange(value, part, limits);
    return value;
}

std::vector<std::uint64_t> parseSizeList(std::string_view text, const SizeLimits& limits) {
    std::vector<std::uint64_t> out;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t end = std::min(text.find(',', begin), text.size());
        const std::string_view item = text.substr(begin, end - begin);
        if (!trim(item).empty()) {
            if (const std::size_t dots = item.find(".."); dots != std::string_view::npos)
                appendRange(out, item, dots, limits);
            else
                out.push_back(parseSize(item, limits));
        }
        if (out.size() > limits.maxCount)
            throw SizeError("more than " + std::to_string(limits.maxCount) +
                            " sizes are too many for one list");
        begin = end + 1;
    }
    if (out.empty()) throw SizeError("no message size given (e.g. 8, 1K, 1M or 8..1M)");
    return out;
}

std::string formatSize(std::uint64_t bytes) {
    if (bytes == 0) return "0";
    for (const auto& [shift, unit] : {std::pair{30, "G"}, std::pair{20, "M"}, std::pair{10, "K"}})
        if (bytes % (std::uint64_t(1) << shift) == 0) return std::to_string(bytes >> shift) + unit;
    return std::to_string(bytes);
}

std::vector<std::uint64_t> parseNumberList(std::string_view text, std::uint64_t min,
                                           std::uint64_t max) {
    std::vector<std::uint64_t> out;
    std::size_t begin = 0;
    while (true) {
        const std::size_t end = std::min(text.find(',', begin), text.size());
        const std::string_view item = text.substr(begin, end - begin);
        std::uint64_t v = 0;
        const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
        if (item.empty() || ec != std::errc() || ptr != item.data() + item.size()) {
            std::string m = "needs whole numbers separated by commas, got '";
            throw SizeError(m.append(text).append("'"));
        }
        if (v < min || v > max) {
            std::string m =
                "values must lie in " + std::to_string(min) + ".." + std::to_string(max) + ", got ";
            throw SizeError(m.append(item));
        }
        out.push_back(v);
        if (end == text.size()) break;
        begin = end + 1;
    }
    return out;
}

}  // namespace ct::protocol
