#include "host/watchdog.h"

#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "host/script_host.h"

namespace tabula::watchdog {

namespace {

// The signal that arms a host; SIGURG is ignored by default, so a stray one is harmless.
constexpr int kArmSignal = SIGURG;

struct Watched {
    unsigned period_ms, time_ms;
    uint64_t last_serial;
    unsigned idle_ms;
};

class Registry {
public:
    static Registry& get() {
        static Registry* r = new Registry;  // never destroyed: its thread runs until exit
        return *r;
    }
    void add(ScriptHost* h, unsigned period_ms, unsigned time_ms) {
        std::lock_guard<std::mutex> lock(mutex_);
        hosts_[h] = {period_ms, time_ms, h->run_serial(), 0};
        if (!started_) start();
    }
    void remove(ScriptHost* h) {
        std::lock_guard<std::mutex> lock(mutex_);
        hosts_.erase(h);
    }

private:
    static constexpr unsigned kTickMs = 5;
    static constexpr unsigned kStarveAfterMs = 1000;  // past the time limit: allocations refused

    void start() {
        struct sigaction sa = {};
        sa.sa_handler = [](int) { ScriptHost::arm_current(); };
        sa.sa_flags = SA_RESTART;
        sigemptyset(&sa.sa_mask);
        sigaction(kArmSignal, &sa, nullptr);
        std::thread([this] { loop(); }).detach();
        started_ = true;
    }
    void loop() {
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(kTickMs));
            std::lock_guard<std::mutex> lock(mutex_);
            for (auto& [h, w] : hosts_) look_at(h, w);
        }
    }
    // A run with no decision for a whole period is armed once; one past its time limit
    // is stopped (and armed again, in case a script coroutine runs now).
    static void look_at(ScriptHost* h, Watched& w) {
        const uint64_t serial = h->run_serial();
        if (serial != w.last_serial || !h->in_run()) {
            w.last_serial = serial;
            w.idle_ms = 0;
            return;
        }
        w.idle_ms += kTickMs;
        if (w.idle_ms >= w.period_ms && h->request_arming()) pthread_kill(h->runner(), kArmSignal);
        if (w.time_ms == 0 || w.idle_ms < w.time_ms) return;
        if (!h->time_up()) {
            h->stop_run(serial);
            pthread_kill(h->runner(), kArmSignal);
        } else if (w.idle_ms >= w.time_ms + kStarveAfterMs) {
            h->starve_run(serial);
        }
    }

    std::mutex mutex_;
    std::map<ScriptHost*, Watched> hosts_;
    bool started_ = false;
};

}  // namespace

void watch(ScriptHost* host, unsigned period_ms, unsigned time_ms) { Registry::get().add(host, period_ms, time_ms); }
void unwatch(ScriptHost* host) { Registry::get().remove(host); }

}  // namespace tabula::watchdog
