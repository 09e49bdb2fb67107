#include "tuning/sweep_runner.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <thread>

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

namespace {

constexpr int kExecFailed = 127;

// Starts `run` with stdout and stderr in its log (or /dev/null) and stdin from /dev/null.
pid_t launch(const SweepRun& run) {
    std::vector<char*> argv;
    for (const auto& a : run.argv)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const std::string log = run.log.empty() ? "/dev/null" : run.log;
    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("cannot start a process (fork failed)");
    if (pid == 0) {
        for (const auto& [k, v] : run.environment)
            setenv(k.c_str(), v.c_str(), 1);
        const int in = open("/dev/null", O_RDONLY);
        const int out = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in >= 0) dup2(in, 0);
        if (out >= 0) {
            dup2(out, 1);
            dup2(out, 2);
        }
        execvp(argv[0], argv.data());
        _exit(kExecFailed);
    }
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

}  // namespace

SweepSummary SweepRunner::run(const std::vector<SweepRun>& runs) {
    SweepSummary summary;
    const int total = int(runs.size());
    for (int i = 0; i < total; ++i) {
        const SweepRun& r = runs[i];
        SweepProgress p;
        p.index = i + 1;
        p.total = total;
        p.run = &r;
        if (cancelled && cancelled()) {
            summary.interrupted = true;
            break;
        }
        if (runIsComplete(r.file, r.sizes)) {
            ++summary.skipped;
            p.outcome = RunOutcome::Skipped;
            if (progress) progress(p);
            continue;
        }
        p.started = true;
        if (progress) progress(p);
        const auto start = std::chrono::steady_clock::now();
        bool wasCancelled = false;
        const pid_t pid = launch(r);
        p.exitStatus = waitFor(pid, cancelled, wasCancelled);
        p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        p.started = false;
        if (p.exitStatus == kExecFailed && !findExecutable(r.argv.front()))
            throw std::runtime_error("cannot start '" + r.argv.front() + "' (not found)");
        const bool complete = runIsComplete(r.file, r.sizes);
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
            summary.failures.push_back(runName(r.collective, r.commSize, r.algorithm) +
                                       ": exit status " + std::to_string(p.exitStatus) +
                                       ", no complete results; see " +
                                       (r.log.empty() ? std::string("its output") : r.log));
        }
        if (progress) progress(p);
    }
    return summary;
}

}  // namespace ct::tuning
