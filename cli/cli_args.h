#pragma once
// Command-line options of one subcommand: "--name value" pairs and "--flag"s, read with strict
// typed getters. Every problem becomes a UsageError whose message names the option and value.
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace ct::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Args {
public:
    // `flags` are options without a value (e.g. "help"); any other option takes one value.
    Args(const std::vector<std::string>& argv, const std::set<std::string>& flags);

    bool has(const std::string& name) const { return m_values.count(name) || m_flags.count(name); }
    bool flag(const std::string& name) const;
    std::optional<std::string> text(const std::string& name) const;
    std::string requiredText(const std::string& name) const;
    // Whole numbers in [min, max]; "1.5", "abc", "" and overflow are rejected.
    std::int64_t integer(const std::string& name, std::int64_t fallback, std::int64_t min,
                         std::int64_t max) const;
    std::int64_t requiredInteger(const std::string& name, std::int64_t min, std::int64_t max) const;
    // Finite numbers in [min, max].
    double number(const std::string& name, double fallback, double min = 0,
                  double max = std::numeric_limits<double>::max()) const;
    // Rejects options the command does not know (typos must not be ignored silently).
    void allowOnly(const std::set<std::string>& known) const;

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
};

}  // namespace ct::cli
