#pragma once
// A timeline as Chrome trace-event JSON (opens in Perfetto and chrome://tracing): one thread per
// rank, a slice per busy interval, a flow arrow per message from send to receive.
#include <ostream>
#include <string>

#include "program/program.h"
#include "sim/timeline.h"

namespace ct {

struct ChromeTraceOptions {
    std::string title = "CallTree Studio";
    std::string unit = "cycles";  // model units are written as µs (1 unit = 1 µs on screen)
};

void writeChromeTrace(std::ostream& out, const Program& program, const Timeline& timeline,
                      const ChromeTraceOptions& options = {});

}  // namespace ct
