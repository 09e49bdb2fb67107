#pragma once
// Rank 0's guard against a run that can no longer end by itself. A repetition that never
// finishes (a rank hangs, a deadlock) blocks rank 0 inside MPI, so the between-repetition timeout
// check cannot run; and when mpirun tears the job down (a rank died, the user pressed Ctrl-C)
// rank 0 gets SIGTERM. In both cases a thread of its own runs `onFire` — write the results,
// print one message — and then ends the process with std::_Exit, which makes mpirun terminate
// every other rank. The thread never calls MPI (so MPI is initialised MPI_THREAD_SINGLE). The
// other ranks hold one too, never armed, so that a SIGTERM sent to every rank does not end them
// before rank 0 has recorded the case.
#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace ct::runner {

class Watchdog {
public:
    enum class Reason { Timeout, Terminated };
    // `onFire(reason)` returns the exit status to end the process with.
    explicit Watchdog(std::function<int(Reason)> onFire);
    ~Watchdog();
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    // A case started: fire when it is still running after `seconds` (plus a grace period, so
    // the orderly check between repetitions normally wins).
    void arm(double seconds);
    void disarm();

private:
    void loop();

    std::function<int(Reason)> m_onFire;
    std::mutex m_mutex;
    double m_deadline = 0;  // steady-clock seconds; 0: disarmed
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

}  // namespace ct::runner
