#include "tuning/ompi_json_rules.h"

#include <strings.h>
#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>

#include "tuning/lined_json.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

namespace {

using Kind = LinedJson::Kind;

// Open MPI's "infinite" size (COLL_RULES_MESSAGE_SIZE_INF = SSIZE_MAX) and what it becomes in
// the int fields that hold communicator sizes: its low 32 bits, -1.
constexpr std::int64_t kSsizeMax = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kInfAsInt = -1;

// A field the file gives up on: Open MPI discards every rule read so far.
struct GiveUp {
    int line;
    std::string message;
};

struct Reader {
    const KnownAlgorithms& known;
    OmpiJsonReadResult& out;

    void finding(int line, std::string message) {
        out.findings.push_back({line, std::move(message)});
    }

    // An integer, or a string starting "inf" (any of "inf", "Inf", "INF"): SSIZE_MAX.
    std::optional<std::int64_t> size(const LinedJson& rule, const char* key, const char* what) {
        const LinedJson* v = rule.find(key);
        if (!v) return std::nullopt;
        if (v->kind == Kind::Integer) return v->integer;
        if (v->kind == Kind::String &&
            (v->text.rfind("inf", 0) == 0 || v->text.rfind("Inf", 0) == 0 ||
             v->text.rfind("INF", 0) == 0))
            return kSsizeMax;
        throw GiveUp{v->line, std::string("\"") + key + "\" of " + what + " is " +
                                  (v->kind == Kind::String ? "\"" + v->text + "\"" : v->text) +
                                  ", neither an integer nor \"inf\""};
    }

    void unknownKeys(const LinedJson& object, const std::set<std::string>& keys,
                     const std::string& where) {
        for (const auto& [key, v] : object.members)
            if (!keys.count(key))
                finding(v.line,
                        "\"" + key + "\" is not a key of " + where + "; Open MPI ignores it");
    }

    // The rule's algorithm as Open MPI resolves it: a number it knows, or a name or number in a
    // string (any case; a string number as strtol reads it, so "010" is 8). nullopt: unknown,
    // the rule is switched off.
    std::optional<int> algorithm(int collective, const LinedJson& alg) {
        const auto listed = [&](int a) { return known.knows(collective, a) != false; };
        if (alg.kind == Kind::Integer) {
            if (alg.integer < std::numeric_limits<int>::min() ||
                alg.integer > std::numeric_limits<int>::max() || !listed(int(alg.integer)))
                return std::nullopt;
            return int(alg.integer);
        }
        char* end = nullptr;
        const long number = std::strtol(alg.text.c_str(), &end, 0);
        if (!alg.text.empty() && end && *end == '\0') {
            if (number != 0 && alg.text[0] == '0' && alg.text.size() > 1 && alg.text[1] != 'x')
                finding(alg.line, "\"alg\": \"" + alg.text + "\" is read as the octal number " +
                                      std::to_string(number) + "; write " + std::to_string(number) +
                                      " if that is meant");
            if (!listed(int(number))) return std::nullopt;
            return int(number);
        }
        const auto names = known.names.find(collective);
        if (names == known.names.end()) return std::nullopt;
        for (const auto& [a, name] : names->second)
            if (strcasecmp(name.c_str(), alg.text.c_str()) == 0) return a;
        return std::nullopt;
    }

    JsonMessageRule messageRule(int collective, const LinedJson& r, const std::string& where) {
        if (r.kind != Kind::Object)
            throw GiveUp{r.line,
                         "a message rule of " + where + " is no object (it has no \"alg\")"};
        unknownKeys(r, {"msg_size_min", "msg_size_max", "faninout", "seg_size", "reqs", "alg"},
                    "a message rule");
        JsonMessageRule m;
        m.line = r.line;
        const std::string what = "a message rule of " + where;
        // Sizes are unsigned in Open MPI: a negative one wraps to a huge one.
        if (const auto v = size(r, "msg_size_min", what.c_str())) m.minBytes = std::uint64_t(*v);
        if (const auto v = size(r, "msg_size_max", what.c_str())) m.maxBytes = std::uint64_t(*v);
        if (const auto v = size(r, "faninout", what.c_str())) m.faninout = int(*v);
        if (const auto v = size(r, "seg_size", what.c_str())) m.segmentBytes = int(*v);
        if (const auto v = size(r, "reqs", what.c_str())) m.maxRequests = int(*v);
        const LinedJson* alg = r.find("alg");
        if (!alg) throw GiveUp{r.line, "a message rule of " + where + " has no \"alg\""};
        if (alg->kind != Kind::Integer && alg->kind != Kind::String)
            throw GiveUp{alg->line, "\"alg\" is " + alg->text + ", neither an integer nor a name"};
        if (const auto a = algorithm(collective, *alg)) {
            m.algorithm = *a;
        } else {
            m.switchedOff = true;
            finding(
                alg->line,
                "\"alg\": " + (alg->kind == Kind::String ? "\"" + alg->text + "\"" : alg->text) +
                    " is not one of the " + ompiCollectiveName(collective) +
                    " algorithms this Open MPI knows; Open MPI switches the rule "
                    "off and says nothing");
        }
        for (const auto& [key, v] : r.members)
            if (v.kind == Kind::Integer && v.integer < 0 && key.rfind("msg_size", 0) == 0)
                finding(v.line, "\"" + key + "\": " + v.text +
                                    " is negative; Open MPI reads message sizes unsigned, as " +
                                    std::to_string(std::uint64_t(v.integer)));
        if (!m.switchedOff && m.minBytes > m.maxBytes)
            finding(r.line, "msg_size_min " + std::to_string(m.minBytes) +
                                " exceeds msg_size_max " + std::to_string(m.maxBytes) +
                                ": the rule never matches");
        return m;
    }

    JsonCommRule commRule(int collective, const LinedJson& c) {
        const std::string name = ompiCollectiveName(collective);
        if (c.kind != Kind::Object)
            throw GiveUp{c.line, "a communicator rule of " + name + " is no object"};
        unknownKeys(c, {"comm_size_min", "comm_size_max", "comm_rank_distribution", "rules"},
                    "a communicator rule");
        JsonCommRule rule;
        rule.line = c.line;
        const std::string what = "a communicator rule of " + name;
        bool infinite = false;  // said already: no second finding for the bounds
        for (const char* key : {"comm_size_min", "comm_size_max"}) {
            const auto v = size(c, key, what.c_str());
            if (!v) continue;
            // Open MPI keeps communicator sizes in an int: "inf" (SSIZE_MAX) becomes -1.
            std::int64_t asInt = *v == kSsizeMax ? kInfAsInt : std::int64_t(std::int32_t(*v));
            infinite = infinite || *v == kSsizeMax;
            if (*v == kSsizeMax)
                finding(c.find(key)->line,
                        std::string("\"") + key + "\": \"inf\" is held in an int as -1, so " +
                            (std::string(key) == "comm_size_max"
                                 ? "no communicator matches this rule; leave comm_size_max out "
                                   "for no upper bound"
                                 : "every communicator up to comm_size_max matches"));
            (std::string(key) == "comm_size_min" ? rule.minRanks : rule.maxRanks) = asInt;
        }
        if (const LinedJson* d = c.find("comm_rank_distribution")) {
            if (d->kind != Kind::String)
                throw GiveUp{d->line, "\"comm_rank_distribution\" is no string"};
            if (d->text == "any" || d->text == "one-per-node" || d->text == "single-node")
                rule.distribution = d->text;
            else
                finding(d->line, "\"comm_rank_distribution\": \"" + d->text +
                                     "\" is not any, one-per-node or single-node; Open MPI "
                                     "reads it as any");
        }
        const LinedJson* rules = c.find("rules");
        if (!rules) throw GiveUp{c.line, "a communicator rule of " + name + " has no \"rules\""};
        if (rules->kind != Kind::Array && rules->kind != Kind::Object)
            throw GiveUp{rules->line, "\"rules\" of " + name + " is no list"};
        const std::string where =
            name + " (communicator rule on line " + std::to_string(c.line) + ")";
        for (const auto& [key, r] : rules->members)
            rule.rules.push_back(messageRule(collective, r, where));
        if (rule.minRanks > rule.maxRanks && !infinite)
            finding(c.line, "comm_size_min " + std::to_string(rule.minRanks) +
                                " exceeds comm_size_max " + std::to_string(rule.maxRanks) +
                                ": the rule never matches");
        return rule;
    }
};

// Whether every value of [lo, hi] lies in one of `covered` (closed intervals).
template <class T>
bool coveredBy(T lo, T hi, std::vector<std::pair<T, T>> covered) {
    std::sort(covered.begin(), covered.end());
    T next = lo;
    for (const auto& [a, b] : covered) {
        if (a > next) return false;
        if (b >= next) {
            if (b >= hi) return true;
            next = b + 1;
        }
    }
    return false;
}

// Rules behind earlier ones that take every size they hold: the first match wins.
void shadowed(OmpiJsonReadResult& out) {
    for (const JsonCollectiveRules& coll : out.rules.collectives) {
        std::vector<std::pair<std::int64_t, std::int64_t>> comms;
        for (const JsonCommRule& c : coll.commRules) {
            if (c.distribution != "any" || c.minRanks > c.maxRanks) continue;
            if (!comms.empty() && coveredBy(c.minRanks, c.maxRanks, comms))
                out.findings.push_back({c.line, "earlier rules of " +
                                                    ompiCollectiveName(coll.collective) +
                                                    " take every communicator size this one "
                                                    "holds: it is never used (the first match "
                                                    "wins)"});
            std::vector<std::pair<std::uint64_t, std::uint64_t>> sizes;
            for (const JsonMessageRule& m : c.rules) {
                if (m.switchedOff || m.minBytes > m.maxBytes) continue;
                if (!sizes.empty() && coveredBy(m.minBytes, m.maxBytes, sizes))
                    out.findings.push_back(
                        {m.line,
                         "earlier message rules take every size this one holds: it is "
                         "never used (the first match wins)"});
                sizes.push_back({m.minBytes, m.maxBytes});
            }
            comms.push_back({c.minRanks, c.maxRanks});
        }
    }
}

}  // namespace

const JsonMessageRule* OmpiJsonRules::select(int collective, int commSize,
                                             std::uint64_t messageBytes) const {
    const auto coll = std::find_if(collectives.begin(), collectives.end(),
                                   [&](const auto& c) { return c.collective == collective; });
    if (coll == collectives.end()) return nullptr;
    for (const JsonCommRule& c : coll->commRules) {
        // One node: a rule for one rank per node holds for a single rank only.
        if (c.distribution == "one-per-node" && commSize > 1) continue;
        if (!(c.minRanks <= commSize && commSize <= c.maxRanks)) continue;
        for (const JsonMessageRule& m : c.rules)
            if (!m.switchedOff && m.minBytes <= messageBytes && messageBytes <= m.maxBytes)
                return &m;
        return nullptr;  // the communicator rule is chosen; no message rule: fixed decision
    }
    return nullptr;
}

OmpiJsonReadResult readOmpiJsonRules(std::string_view text, const KnownAlgorithms& known) {
    OmpiJsonReadResult out;
    LinedJson root;
    try {
        root = parseLinedJson(text);
    } catch (const LinedJsonError& e) {
        out.findings.push_back({e.line, "not JSON (" + e.message +
                                            "): Open MPI 6.0 reads the file as a classic one "
                                            "instead"});
        return out;
    }
    out.isJson = true;
    Reader reader{known, out};
    try {
        if (root.kind != Kind::Object)
            throw GiveUp{root.line, "the file is no JSON object with \"collectives\""};
        reader.unknownKeys(root, {"$schema", "rule_file_version", "module", "collectives"},
                           "the file");
        if (const LinedJson* v = root.find("rule_file_version");
            v && !(v->kind == Kind::Integer && v->integer == 3))
            reader.finding(v->line, "\"rule_file_version\" is " + v->text +
                                        "; the JSON format is version 3 (Open MPI 6.0 does not "
                                        "look at it)");
        const LinedJson* colls = root.find("collectives");
        if (!colls) throw GiveUp{root.line, "the file has no \"collectives\""};
        if (colls->kind != Kind::Object)
            throw GiveUp{colls->line, "\"collectives\" is no object of collectives by name"};
        std::map<int, int> seenOn;  // collective → line
        for (const auto& [name, rules] : colls->members) {
            const std::optional<int> id = ompiCollectiveId(name);
            if (!id)
                throw GiveUp{rules.line, "\"" + name +
                                             "\" is not a collective Open MPI knows (lowercase "
                                             "names such as \"bcast\", \"allreduce\")"};
            if (rules.kind != Kind::Array)
                throw GiveUp{rules.line, "the rules of " + name + " are no list"};
            JsonCollectiveRules coll;
            coll.collective = *id;
            coll.line = rules.line;
            for (const auto& [unused, c] : rules.members)
                coll.commRules.push_back(reader.commRule(*id, c));
            if (const auto seen = seenOn.find(*id); seen != seenOn.end()) {
                reader.finding(rules.line, name + " was already given on line " +
                                               std::to_string(seen->second) +
                                               "; Open MPI keeps only this later entry");
                std::erase_if(out.rules.collectives,
                              [&](const auto& c) { return c.collective == *id; });
            }
            seenOn[*id] = rules.line;
            out.rules.collectives.push_back(std::move(coll));
        }
    } catch (const GiveUp& g) {
        out.findings.push_back({g.line, g.message +
                                            ": Open MPI ignores the whole file and keeps its fixed "
                                            "decisions"});
        out.rules = {};
        return out;
    }
    out.loads = true;
    shadowed(out);
    std::stable_sort(out.findings.begin(), out.findings.end(),
                     [](const Finding& a, const Finding& b) { return a.line < b.line; });
    return out;
}

}  // namespace ct::tuning
