#include "protocol/host_activity.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <vector>

#include "protocol/strict_json.h"

namespace ct::protocol {

namespace {

// Whitespace-separated whole numbers from `text`, at most `most` (a process's terminal group is
// -1 without a terminal); nullopt when a token before them is not a number.
std::optional<std::vector<double>> numbers(std::string_view text, std::size_t most) {
    std::vector<double> out;
    std::size_t i = 0;
    while (out.size() < most) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        if (i >= text.size() || text[i] == '\n') break;
        long long v = 0;
        const auto [end, error] = std::from_chars(text.data() + i, text.data() + text.size(), v);
        if (error != std::errc() ||
            (end < text.data() + text.size() && *end != ' ' && *end != '\t' && *end != '\n'))
            return std::nullopt;
        out.push_back(static_cast<double>(v));
        i = static_cast<std::size_t>(end - text.data());
    }
    return out;
}

std::string fixed(double v, int digits) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", digits, v);
    return text;
}

}  // namespace

std::optional<HostCpuSeconds> parseHostCpuSeconds(std::string_view procStat,
                                                  double ticksPerSecond) {
    constexpr std::string_view kPrefix = "cpu ";
    if (ticksPerSecond <= 0 || procStat.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
    const auto v = numbers(procStat.substr(kPrefix.size()), 8);
    // user nice system idle iowait irq softirq [steal]
    if (!v || v->size() < 7) return std::nullopt;
    const std::vector<double>& t = *v;
    HostCpuSeconds s;
    s.steal = t.size() > 7 ? t[7] / ticksPerSecond : 0.0;
    s.busy = (t[0] + t[1] + t[2] + t[5] + t[6]) / ticksPerSecond + s.steal;
    return s;
}

std::optional<double> parseProcessCpuSeconds(std::string_view pidStat, double ticksPerSecond) {
    // "PID (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime
    // stime …": after the last ')' come the state (field 3), then numbers; utime is field 14.
    const std::size_t close = pidStat.rfind(')');
    if (ticksPerSecond <= 0 || close == std::string_view::npos || close + 4 > pidStat.size())
        return std::nullopt;
    std::string_view rest = pidStat.substr(close + 2);  // ") S 1 …" -> "S 1 …"
    const std::size_t space = rest.find(' ');
    if (space != 1) return std::nullopt;  // the state is one letter
    const auto v = numbers(rest.substr(space), 12);
    if (!v || v->size() < 12) return std::nullopt;
    return ((*v)[10] + (*v)[11]) / ticksPerSecond;  // fields 14 and 15
}

HostActivity activityBetween(const HostCpuSeconds& before, const HostCpuSeconds& after,
                             double ranksCpuSeconds, double wallSeconds) {
    HostActivity a;
    a.seconds = wallSeconds;
    if (wallSeconds <= 0) return a;
    const double others = (after.busy - before.busy) - ranksCpuSeconds;
    a.otherCores = std::max(0.0, others / wallSeconds);
    a.stolenCores =
        std::min(a.otherCores, std::max(0.0, (after.steal - before.steal) / wallSeconds));
    return a;
}

bool disturbed(const HostActivity& a) {
    constexpr double kNoticeable = 0.25;  // cores: a rank off its core a quarter of the time
    // The clock ticks are 10 ms: in a shorter window a few ticks, and the launcher's own start,
    // read as a quarter core (quick runs from the Studio measured 0.27-0.56 over fractions of a
    // second on a quiet host).
    constexpr double kShortestWindow = 1.0;  // seconds
    return a.seconds >= kShortestWindow && a.otherCores >= kNoticeable &&
           a.ranks + a.otherCores > a.cores;
}

std::string describe(const HostActivity& a) {
    std::string text = "host " + a.host + ": other processes used " + fixed(a.otherCores, 2) +
                       " of its " + std::to_string(a.cores) + " cores";
    if (a.stolenCores >= 0.005) text += " (the hypervisor " + fixed(a.stolenCores, 2) + ")";
    text += " during " + fixed(a.seconds, 1) + " s of measurement";
    if (disturbed(a))
        text += ", where " + std::to_string(a.ranks) +
                " ranks needed a core each: the times include their interference; measure again "
                "on a quiet host";
    return text;
}

nlohmann::ordered_json toJson(const HostActivity& a) {
    return {{"host", a.host},
            {"seconds", a.seconds},
            {"other_cores", a.otherCores},
            {"stolen_cores", a.stolenCores},
            {"cores", a.cores},
            {"ranks", a.ranks}};
}

HostActivity readHostActivity(const nlohmann::json& j, const std::string& path) {
    requireObject(j, path);
    requireKnownFields(j, path,
                       {"host", "seconds", "other_cores", "stolen_cores", "cores", "ranks"});
    HostActivity a;
    a.host = requireString(j, "host", path);
    a.seconds = requireNumber(j, "seconds", path, false);
    a.otherCores = requireNumber(j, "other_cores", path, false);
    a.stolenCores = requireNumber(j, "stolen_cores", path, false);
    if (a.stolenCores > a.otherCores)
        throw FormatError(joinPath(path, "stolen_cores"), "must not exceed other_cores");
    a.cores = static_cast<int>(requireInteger(j, "cores", path, 1, 1 << 30));
    a.ranks = static_cast<int>(requireInteger(j, "ranks", path, 1, 1 << 30));
    return a;
}

}  // namespace ct::protocol
