#include "watchdog.h"

#include <chrono>
#include <csignal>
#include <cstdlib>

namespace ct::runner {

namespace {

// Set by the signal handler: a lock-free atomic is safe to write there.
std::atomic<int> g_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

extern "C" void onTerminate(int sig) {
    g_signal.store(sig);
}

double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

Watchdog::Watchdog(std::function<int(Reason)> onFire) : m_onFire(std::move(onFire)) {
    std::signal(SIGTERM, onTerminate);
    std::signal(SIGINT, onTerminate);
    m_thread = std::thread([this] { loop(); });
}

Watchdog::~Watchdog() {
    m_stop = true;
    m_thread.join();
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGINT, SIG_DFL);
}

void Watchdog::arm(double seconds) {
    std::lock_guard lock(m_mutex);
    m_deadline = now() + seconds + 1.0 + 0.1 * seconds;
}

void Watchdog::disarm() {
    std::lock_guard lock(m_mutex);
    m_deadline = 0;
}

void Watchdog::loop() {
    // Polling at 20 Hz costs nothing measurable and needs no signal-safe wake-up mechanism.
    while (!m_stop) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        std::optional<Reason> reason;
        if (g_signal.load() != 0) reason = Reason::Terminated;
        {
            std::lock_guard lock(m_mutex);
            if (!reason && m_deadline > 0 && now() > m_deadline) reason = Reason::Timeout;
        }
        if (reason) std::_Exit(m_onFire(*reason));
    }
}

}  // namespace ct::runner
