#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "agents/agents.h"
#include "agents/bot_process.h"
#include "common/json_input.h"
#include "common/json_output.h"
#include "match/match.h"  // MatchResult

namespace tabula {

namespace {

using Clock = std::chrono::steady_clock;

// How long a bot may be silent before the host looks at what its processes do.
constexpr int kLookEveryMs = 200;
constexpr int kSilentLooks = 5;  // looks in a row that find nothing able to answer

int ms_left(Clock::time_point deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left > 0 ? static_cast<int>(left) : 0;
}

std::string exit_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
    return "stopped";
}

// A line from a bot as JSON; throws AgentError for one that is not JSON.
nlohmann::json bot_json(const std::string& line) {
    try {
        return parse_untrusted_json(line);
    } catch (const JsonInputError& e) {
        throw AgentError(std::string("a line that is not JSON (") + e.what() + "): " + quote_excerpt(line));
    }
}

}  // namespace

ExternalAgent::ExternalAgent(std::string command, int timeout_ms, bool keep)
    : command_(std::move(command)), timeout_ms_(timeout_ms), keep_(keep) {}

ExternalAgent::~ExternalAgent() { stop(); }

// A process kept from the last match gets the next start line; any other (none yet,
// or one left in a match that never ended) is replaced by a new one.
void ExternalAgent::match_started(SeatView& seat) {
    if (!kept_) start_process();
    kept_ = false;
    buffer_.clear();
    send(nlohmann::json{{"type", "start"},
                        {"game", seat.game_id()},
                        {"seat", seat.seat()},
                        {"seats", seat.seats()},
                        {"options", seat.options()}},
         "the match started");
}

void ExternalAgent::start_process() {
    stop();
    int in_pipe[2], out_pipe[2];
    if (pipe2(in_pipe, O_CLOEXEC) != 0) throw AgentError("cannot create pipes for '" + command_ + "'");
    if (pipe2(out_pipe, O_CLOEXEC) != 0) {
        close(in_pipe[0]);
        close(in_pipe[1]);
        throw AgentError("cannot create pipes for '" + command_ + "'");
    }
    pid_ = fork();
    if (pid_ < 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) close(fd);
        throw AgentError("cannot start '" + command_ + "': " + std::strerror(errno));
    }
    if (pid_ == 0) {
        setpgid(0, 0);  // its own group, so stop() ends whatever it started too
        signal(SIGPIPE, SIG_DFL);
        sigset_t none;  // no signal blocked (tabula serve blocks SIGINT and SIGTERM in its threads)
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        dup2(in_pipe[0], 0);
        dup2(out_pipe[1], 1);
        execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid_, pid_);
    close(in_pipe[0]);
    close(out_pipe[1]);
    to_child_ = in_pipe[1];
    from_child_ = out_pipe[0];
    fcntl(to_child_, F_SETFL, fcntl(to_child_, F_GETFL) | O_NONBLOCK);
    status_.reset();
    several_ = false;
}

// The end message is a courtesy: a bot that exits once it has played its last
// choice has done nothing wrong, so failing to deliver it is no error. A bot kept for
// the next match must answer it with {"ready": true}; one that does not (it exits,
// says something else, or nothing within the timeout) is ended like any other, and
// this agent starts a process per match from then on.
void ExternalAgent::match_ended(SeatView& seat) {
    if (pid_ < 0) return;
    const bool keep = keeps_process(seat);
    try {
        send(nlohmann::json{{"type", "end"}, {"seat", seat.seat()}, {"result", seat.result().to_json()}}, "the match ended");
        if (keep) {
            await_ready();
            kept_ = true;
            return;
        }
    } catch (const AgentError& e) {
        if (keep) stop_keeping(seat, e.what());
    }
    stop();
}

bool ExternalAgent::keeps_process(const SeatView& seat) const {
    const auto outcome = seat.result().kind;
    return keep_ && several_ && !refused_ &&
           (outcome == MatchResult::Kind::Win || outcome == MatchResult::Kind::Draw);
}

void ExternalAgent::await_ready() {
    const std::string line = receive("after the match ended");
    bool ready = false;
    try {
        ready = read_bot_ready(line);
    } catch (const AgentError& e) {
        throw AgentError("'" + command_ + "' answered the end of the match with " + e.what());
    }
    if (!ready)
        throw AgentError("'" + command_ + "' answered the end of the match with " + quote_excerpt(line) +
                         ", not {\"ready\":true}");
}

void ExternalAgent::stop_keeping(const SeatView& seat, const std::string& why) {
    refused_ = true;
    spdlog::warn("seat {} ({}): {}, though it said it plays several matches; it is started anew for every match "
                 "from now on (docs/agents.md)",
                 seat.seat(), name(), why);
}

bool ExternalAgent::reap(int wait_ms) {
    if (status_) return true;
    if (pid_ <= 0) return false;
    for (int waited = 0;; waited += 2) {
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            status_ = status;
            return true;
        }
        if (waited >= wait_ms) return false;
        usleep(2000);
    }
}

void ExternalAgent::stop() {
    if (to_child_ >= 0) close(to_child_);
    if (from_child_ >= 0) close(from_child_);
    to_child_ = from_child_ = -1;
    if (pid_ > 0) {
        if (!reap(100)) {
            kill(-pid_, SIGKILL);  // the bot's whole process group
            kill(pid_, SIGKILL);
            int status = 0;
            waitpid(pid_, &status, 0);
        } else {
            kill(-pid_, SIGKILL);  // anything it left running
        }
    }
    pid_ = -1;
}

AgentError ExternalAgent::gone(const std::string& what, const std::string& when) {
    // A bot that closed a pipe is usually exiting: give it a moment, so the message
    // says so whichever pipe the host happened to use first.
    if (reap(500)) return AgentError("'" + command_ + "' " + exit_status(*status_) + " " + when);
    return AgentError("'" + command_ + "' " + what + " " + when);
}

void ExternalAgent::send(const nlohmann::json& message, const std::string& when) {
    if (to_child_ < 0) throw AgentError("'" + command_ + "' is not running");
    const std::string data =
        json_text(message) + "\n";
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms_);
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(to_child_, data.data() + done, data.size() - done);
        if (n > 0) {
            done += static_cast<size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) {
            pollfd p{to_child_, POLLOUT, 0};
            int r = poll(&p, 1, ms_left(deadline));
            if (r == 0)
                throw AgentError("'" + command_ + "' read none of its input for " + std::to_string(timeout_ms_) +
                                 " ms when " + when);
            continue;
        }
        throw gone("stopped reading its input", "when " + when);
    }
}

std::string ExternalAgent::receive(const std::string& when) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms_);
    size_t scanned = 0;
    int silent_looks = 0;
    for (;;) {
        auto nl = buffer_.find('\n', scanned);
        if (nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            scanned = 0;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            return line;
        }
        scanned = buffer_.size();
        if (buffer_.size() > kMaxJsonLine)
            throw AgentError("'" + command_ + "' sent a line longer than " + std::to_string(kMaxJsonLine) +
                             " bytes " + when);
        pollfd p{from_child_, POLLIN, 0};
        const int left = ms_left(deadline);
        int r = poll(&p, 1, std::min(left, kLookEveryMs));
        if (r == 0 && left > kLookEveryMs) {
            // Silence: is anything of the bot still able to answer, or do only shells
            // around it hold the pipe open (it closed its output, or died, behind them)?
            // For a second, so a process caught in the middle of an exec is not missed.
            silent_looks = bot_process::can_answer(pid_, from_child_) ? 0 : silent_looks + 1;
            if (silent_looks == kSilentLooks)
                throw AgentError("'" + command_ + "' closed its output " + when +
                                 " (only the shells around it still run, waiting)");
            continue;
        }
        if (r == 0)
            throw AgentError("'" + command_ + "' gave no answer within " + std::to_string(timeout_ms_) + " ms " +
                             when);
        if (r < 0) {
            if (errno == EINTR) continue;
            throw AgentError("waiting for '" + command_ + "': " + std::strerror(errno));
        }
        char buf[65536];
        ssize_t n = read(from_child_, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) throw gone("closed its output", when);
        buffer_.append(buf, static_cast<size_t>(n));
    }
}

void ExternalAgent::rejected(const Choice& c, const std::string& why) {
    last_rejected_ = true;
    if (++rejections_ > 3) throw AgentError("'" + command_ + "' gave four invalid answers in a row; last: " + why);
    send(nlohmann::json{{"type", "rejected"}, {"reason", why}}, "told why decision " + std::to_string(c.number) +
                                                                   " was refused");
}

BotAnswer read_bot_answer(const std::string& line) {
    const nlohmann::json j = bot_json(line);
    if (!j.is_object() || !j.contains("answer"))
        throw AgentError("a line without an \"answer\" field: " + quote_excerpt(line));
    const auto& a = j["answer"];
    auto id = [&](const nlohmann::json& v) -> std::string {
        if (v.is_string()) return v.get<std::string>();
        if (v.is_number_integer()) return v.dump();
        throw AgentError("an answer that is not an option id (a string) nor a list of them: " + quote_excerpt(line));
    };
    BotAnswer answer;
    const auto several = j.find("several_matches");
    answer.several_matches = several != j.end() && *several == true;
    if (!a.is_array()) {
        answer.ids.push_back(id(a));
        return answer;
    }
    for (const auto& v : a) answer.ids.push_back(id(v));
    return answer;
}

bool read_bot_ready(const std::string& line) {
    const nlohmann::json j = bot_json(line);
    if (!j.is_object()) throw AgentError("a line that is not a JSON object: " + quote_excerpt(line));
    const auto ready = j.find("ready");
    return ready != j.end() && *ready == true;
}

std::optional<std::vector<std::string>> ExternalAgent::choose(SeatView& seat, const Choice& c) {
    if (pid_ < 0) throw AgentError("'" + command_ + "' is not running");
    nlohmann::json options = nlohmann::json::array();
    for (const auto& o : c.options) options.push_back({{"id", o.id}, {"label", o.label}});
    if (!last_rejected_) rejections_ = 0;
    last_rejected_ = false;
    // The bot is told its seat's own count, never the match's: a gap in that would tell
    // it that another seat was asked something (docs/agents.md, "Messages from the
    // host"). The errors, for the user, name the match's decision.
    const std::string when = "at decision " + std::to_string(c.number);
    send(nlohmann::json{{"type", "choice"},
                        {"n", c.seat_number},
                        {"seat", c.seat},
                        {"kind", c.kind},
                        {"prompt", c.prompt},
                        {"options", options},
                        {"min", c.min},
                        {"max", c.max},
                        {"view", seat.view()}},
         "asked decision " + std::to_string(c.number));
    const std::string line = receive(when);
    try {
        BotAnswer answer = read_bot_answer(line);
        several_ = several_ || answer.several_matches;
        return std::move(answer.ids);
    } catch (const AgentError& e) {
        throw AgentError("'" + command_ + "' answered " + when + " with " + e.what());
    }
}

}  // namespace tabula
