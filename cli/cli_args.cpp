#include "cli_args.h"

#include <charconv>
#include <cmath>

#include "io/json_writer.h"

namespace ct::cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& flags) {
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.rfind("--", 0) != 0 || a.size() == 2)
            throw UsageError("unexpected argument '" + a + "' (options look like --name value)");
        std::string name = a.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (flags.count(name)) {
            if (inlineValue) throw UsageError("--" + name + " takes no value");
            m_flags.insert(name);
            continue;
        }
        if (m_values.count(name)) throw UsageError("--" + name + " is given twice");
        if (inlineValue) {
            m_values[name] = *inlineValue;
        } else {
            if (i + 1 >= argv.size()) throw UsageError("--" + name + " needs a value");
            m_values[name] = argv[++i];
        }
    }
}

bool Args::flag(const std::string& name) const {
    return m_flags.count(name) > 0;
}

std::optional<std::string> Args::text(const std::string& name) const {
    auto it = m_values.find(name);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::string Args::requiredText(const std::string& name) const {
    auto v = text(name);
    if (!v) throw UsageError("--" + name + " is required");
    return *v;
}

std::int64_t Args::integer(const std::string& name, std::int64_t fallback, std::int64_t min,
                           std::int64_t max) const {
    auto v = text(name);
    if (!v) return fallback;
    std::int64_t out = 0;
    const char* first = v->data();
    const char* last = first + v->size();
    auto [ptr, ec] = std::from_chars(first, last, out);
    if (ec != std::errc() || ptr != last || v->empty())
        throw UsageError("--" + name + " must be a whole number (got '" + *v + "')");
    if (out < min || out > max)
        throw UsageError("--" + name + " must be between " + std::to_string(min) + " and " +
                         std::to_string(max) + " (got " + *v + ")");
    return out;
}

std::int64_t Args::requiredInteger(const std::string& name, std::int64_t min,
                                   std::int64_t max) const {
    if (!text(name)) throw UsageError("--" + name + " is required");
    return integer(name, 0, min, max);
}

double Args::number(const std::string& name, double fallback, double min, double max) const {
    auto v = text(name);
    if (!v) return fallback;
    double out = 0;
    const char* first = v->data();
    const char* last = first + v->size();
    auto [ptr, ec] = std::from_chars(first, last, out);
    if (ec != std::errc() || ptr != last || v->empty() || !std::isfinite(out))
        throw UsageError("--" + name + " must be a number (got '" + *v + "')");
    if (out < min)
        throw UsageError(
            "--" + name +
            (min == 0 ? " must not be negative" : " must be at least " + formatNumber(min)) +
            " (got " + *v + ")");
    if (out > max)
        throw UsageError("--" + name + " must be at most " + formatNumber(max) + " (got " + *v +
                         ")");
    return out;
}

void Args::allowOnly(const std::set<std::string>& known) const {
    for (const auto& [name, value] : m_values)
        if (!known.count(name)) throw UsageError("unknown option --" + name);
    for (const auto& name : m_flags)
        if (!known.count(name)) throw UsageError("unknown option --" + name);
}

}  // namespace ct::cli
