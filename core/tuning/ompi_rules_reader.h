#pragma once
// Reads an Open MPI coll/tuned classic rules file exactly as Open MPI 4.1/5.0 does
// (ompi_coll_tuned_read_rules_config_file_classic with ompi_coll_base_file_getnext_long), and
// reports every problem Open MPI is silent about as a Finding with its line:
//
// - numbers are read with scanf's %li: a leading 0 makes a number octal ("010" is 8, "08" is 0
//   then 8), 0x makes it hexadecimal; anything else that is no number is skipped one character at
//   a time (digits inside it are then read as numbers); "#" starts a comment to the end of line;
// - "rule-file-version-N" is recognised only as the very first characters of the file and only
//   by 4.1.8+ and 5.0.7+; version 2 adds an optional fifth column (max requests), taken when the
//   next character after blanks on the same line is a digit;
// - Open MPI gives up on the whole file (falls back to its fixed decisions, silently unless
//   coll_base_verbose is set) when a count or number is missing or negative, there are more than
//   22 collectives or an id ≥ 22, or a communicator size's first rule is not for message size 0;
// - it accepts without complaint: trailing data after the counted collectives, sizes out of
//   order, a collective given twice (the later one wins), algorithm numbers it does not know,
//   rules that straddle lines because a count or a column is off.
#include <string_view>

#include "tuning/decision_table.h"
#include "tuning/finding.h"
#include "tuning/ompi_algorithms.h"

namespace ct::tuning {

struct ClassicReadResult {
    DecisionTable table;  // what Open MPI holds when `loads`, else what was read before giving up
    bool loads = false;   // false: Open MPI ignores the file and keeps its fixed decisions
    Findings findings;    // empty exactly when the file is read as written
};

ClassicReadResult readClassicRules(std::string_view text, const KnownAlgorithms& known);

}  // namespace ct::tuning
