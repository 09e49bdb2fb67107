#pragma once
// One function per subcommand. Each reads its Args, writes its result to `out` and throws
// UsageError (bad arguments) or another std::exception (a failure) otherwise.
#include <ostream>
#include <stdexcept>
#include <string>

#include "cli_args.h"

namespace ct::cli {

void runTree(const Args& args, std::ostream& out);
void runSimulate(const Args& args, std::ostream& out);
void runSum(const Args& args, std::ostream& out);
void runAlgorithms(const Args& args, std::ostream& out);
void runExportGoal(const Args& args, std::ostream& out);
void runDemo(const Args& args, std::ostream& out);
void runCompare(const Args& args, std::ostream& out);
void runFidelity(const Args& args, std::ostream& out);
void runRules(const Args& args, std::ostream& out);
void runTune(const Args& args, std::ostream& out);
void runTuneVerify(const Args& args, std::ostream& out);
void runTuneReplay(const Args& args, std::ostream& out);

// Thrown by a command whose output is complete but reports problems (rules check): the output
// still goes to stdout, what() to stderr, and the exit status is 1.
class ProblemsFound : public std::runtime_error {
public:
    ProblemsFound(std::string output, const std::string& summary)
        : std::runtime_error(summary), m_output(std::move(output)) {}
    const std::string& output() const { return m_output; }

private:
    std::string m_output;
};

// Ctrl+C (or SIGTERM) stopped a long command that keeps what it did (tune sweep): what() goes
// to stderr, the exit status is 130.
class Interrupted : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace ct::cli
