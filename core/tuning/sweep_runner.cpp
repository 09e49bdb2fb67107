#include "tuning/sweep_runner.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "tuning/launch_log.h"

extern char** environ;

namespace ct::tuning {

const char* toString(RunOutcome o) {
    switch (o) {
        case RunOutcome::Skipped:
            return "skipped (complete)";
        case RunOutcome::Measured:
            return "measured";
        case RunOutcome::Failed:
            return "failed";
        case RunOutcome::Interrupted:
            return "interrupted";
    }
    return "";
}

bool findExecutable(const std::string& program) {
    if (program.empty()) return false;
    if (program.find('/') != std::string::npos) return access(program.c_str(), X_OK) == 0;
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "/usr/bin:/bin");
    for (std::string dir; std::getline(dirs, dir, ':');) {
        const std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
        struct stat st {};
        if (stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
            access(candidate.c_str(), X_OK) == 0)
            return true;
    }
    return false;
}

std::vector<std::pair<std::string, std::string>> rootLaunchEnvironment() {
    std::vector<std::pair<std::string, std::string>> added;
    if (geteuid() != 0) return added;
    for (const char* key : {"OMPI_ALLOW_RUN_AS_ROOT", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"})
        if (!std::getenv(key)) added.emplace_back(key, "1");
    return added;
}

namespace {

// Starts `run` with stdout and stderr in its log (or /dev/null) and stdin from /dev/null, its
// environment this process's plus run.environment. posix_spawn, not fork: a Studio calling this
// has threads, and a forked child of a threaded process may only call async-signal-safe
// functions until it execs. Throws std::runtime_error naming the program when it cannot start.
pid_t launch(const SweepRun& run) {
    std::vector<char*> argv;
    for (const auto& a : run.argv)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<std::pair<std::string, std::string>> added = run.environment;
    for (auto& kv : rootLaunchEnvironment())
        added.push_back(std::move(kv));
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string entry = *e;
        const std::string key = entry.substr(0, entry.find('='));
        const bool replaced = std::any_of(added.begin(), added.end(),
                                          [&key](const auto& kv) { return kv.first == key; });
        if (!replaced) env.push_back(entry);
    }
    for (const auto& [k, v] : added)
        env.push_back(k + "=" + v);
    std::vector<char*> envp;
    for (auto& e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    const std::string log = run.log.empty() ? "/dev/null" : run.log;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    pid_t pid = 0;
    const int error = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0)
        throw std::runtime_error("cannot start '" + run.argv.front() +
                                 "': " + std::strerror(error));
    return pid;
}

// Waits for `pid`; when `cancelled` turns true, interrupts it as Ctrl+C would (mpirun then
// stops its ranks) and, should it linger, kills it after ten seconds.
int waitFor(pid_t pid, const std::function<bool()>& cancelled, bool& wasCancelled) {
    using clock = std::chrono::steady_clock;
    clock::time_point interruptedAt{};
    for (;;) {
        int status = 0;
        const pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid) {
            if (WIFEXITED(status)) return WEXITSTATUS(status);
            if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
            return 1;
        }
        if (r < 0) return 1;
        if (!wasCancelled && cancelled && cancelled()) {
            wasCancelled = true;
            interruptedAt = clock::now();
            kill(pid, SIGINT);
        } else if (wasCancelled && clock::now() - interruptedAt > std::chrono::seconds(10)) {
            kill(pid, SIGKILL);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

// The plan an interleaved launch reads, written whole before it starts.
void writePlan(const SweepRun& run) {
    const std::string temporary = run.planFile + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << sweepPlanJson(run);
        if (!out) throw std::runtime_error("cannot write the run plan '" + run.planFile + "'");
    }
    if (std::rename(temporary.c_str(), run.planFile.c_str()) != 0)
        throw std::runtime_error("cannot write the run plan '" + run.planFile +
                                 "': " + std::strerror(errno));
}

}  // namespace

SweepSummary SweepRunner::run(const std::vector<SweepRun>& runs) {
    SweepSummary summary;
    const int total = int(runs.size());
    for (int i = 0; i < total; ++i) {
        const SweepRun& planned = runs[i];
        SweepProgress p;
        p.index = i + 1;
        p.total = total;
        p.run = &planned;
        p.planned = &planned;
        if (cancelled && cancelled()) {
            summary.interrupted = true;
            break;
        }
        // What is left: a launch of one algorithm is all or nothing; an interleaved one may have
        // some sizes measured already, and is then launched for the rest into a further file.
        const SweepRun left = remainingRun(planned);
        if (planned.interleaved() ? left.cases.empty() : left.sizes.empty()) {
            ++summary.skipped;
            p.outcome = RunOutcome::Skipped;
            if (progress) progress(p);
            continue;
        }
        const SweepRun& r = planned.interleaved() ? left : planned;
        p.run = &r;
        p.resumed = planned.interleaved() && r.file != planned.file;
        if (r.interleaved()) writePlan(r);
        p.started = true;
        if (progress) progress(p);
        const auto start = std::chrono::steady_clock::now();
        bool wasCancelled = false;
        const pid_t pid = launch(r);
        p.exitStatus = waitFor(pid, cancelled, wasCancelled);
        p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        p.started = false;
        const bool complete = runIsComplete(planned);
        const bool signalled = p.exitStatus == 128 + SIGINT || p.exitStatus == 128 + SIGTERM;
        if (wasCancelled || (signalled && !complete) || (cancelled && cancelled())) {
            p.outcome = complete ? RunOutcome::Measured : RunOutcome::Interrupted;
            if (complete) ++summary.measured;
            if (progress) progress(p);
            summary.interrupted = true;
            break;
        }
        if (complete) {
            ++summary.measured;
            p.outcome = RunOutcome::Measured;
        } else {
            ++summary.failed;
            p.outcome = RunOutcome::Failed;
            if (!r.log.empty()) p.problem = problemInLog(r.log);
            summary.failures.push_back(r.name() + ": exit status " + std::to_string(p.exitStatus) +
                                       ", no complete results" +
                                       (p.problem.empty() ? "" : ": " + p.problem) + "; see " +
                                       (r.log.empty() ? std::string("its output") : r.log));
        }
        if (progress) progress(p);
    }
    return summary;
}

}  // namespace ct::tuning
