#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <nlohmann/json.hpp>

#include "agents/agents.h"
#include "match/match.h"

namespace tabula {

ExternalAgent::ExternalAgent(std::string command, int timeout_ms)
    : command_(std::move(command)), timeout_ms_(timeout_ms) {}

ExternalAgent::~ExternalAgent() { stop(); }

void ExternalAgent::match_started(Match& m, int seat) {
    stop();
    int in_pipe[2], out_pipe[2];
    if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) throw AgentError("cannot create pipes for '" + command_ + "'");
    pid_ = fork();
    if (pid_ < 0) throw AgentError("cannot start '" + command_ + "': " + std::strerror(errno));
    if (pid_ == 0) {
        dup2(in_pipe[0], 0);
        dup2(out_pipe[1], 1);
        close(in_pipe[0]);
        close(in_pipe[1]);
        close(out_pipe[0]);
        close(out_pipe[1]);
        execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in_pipe[0]);
    close(out_pipe[1]);
    to_child_ = in_pipe[1];
    from_child_ = out_pipe[0];
    buffer_.clear();
    send(nlohmann::json{{"type", "start"},
                        {"game", m.game().info().id},
                        {"seat", seat},
                        {"seats", m.seats()},
                        {"options", m.options()}}
             .dump());
}

void ExternalAgent::match_ended(Match& m, int seat) {
    if (pid_ < 0) return;
    try {
        send(nlohmann::json{{"type", "end"}, {"seat", seat}, {"result", m.result().to_json()}}.dump());
    } catch (const AgentError&) {
    }
    stop();
}

void ExternalAgent::stop() {
    if (to_child_ >= 0) close(to_child_);
    if (from_child_ >= 0) close(from_child_);
    to_child_ = from_child_ = -1;
    if (pid_ > 0) {
        int status = 0;
        for (int i = 0; i < 50 && waitpid(pid_, &status, WNOHANG) == 0; ++i) usleep(2000);
        if (waitpid(pid_, &status, WNOHANG) == 0) {
            kill(pid_, SIGKILL);
            waitpid(pid_, &status, 0);
        }
    }
    pid_ = -1;
}

void ExternalAgent::send(const std::string& line) {
    std::string data = line + "\n";
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(to_child_, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw AgentError("'" + command_ + "' stopped reading its input");
        done += static_cast<size_t>(n);
    }
}

std::string ExternalAgent::receive() {
    for (;;) {
        auto nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            return line;
        }
        pollfd p{from_child_, POLLIN, 0};
        int r = poll(&p, 1, timeout_ms_);
        if (r == 0) throw AgentError("'" + command_ + "' gave no answer within " + std::to_string(timeout_ms_) + " ms");
        if (r < 0) {
            if (errno == EINTR) continue;
            throw AgentError("waiting for '" + command_ + "': " + std::strerror(errno));
        }
        char buf[4096];
        ssize_t n = read(from_child_, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw AgentError("'" + command_ + "' closed its output (did it exit?)");
        buffer_.append(buf, static_cast<size_t>(n));
    }
}

void ExternalAgent::rejected(const Choice&, const std::string& why) {
    last_rejected_ = true;
    if (++rejections_ > 3) throw AgentError("'" + command_ + "' gave four invalid answers in a row; last: " + why);
    send(nlohmann::json{{"type", "rejected"}, {"reason", why}}.dump());
}

std::optional<std::vector<std::string>> ExternalAgent::choose(Match& m, const Choice& c) {
    if (pid_ < 0) throw AgentError("'" + command_ + "' is not running");
    nlohmann::json options = nlohmann::json::array();
    for (const auto& o : c.options) options.push_back({{"id", o.id}, {"label", o.label}});
    if (!last_rejected_) rejections_ = 0;
    last_rejected_ = false;
    {
        send(nlohmann::json{{"type", "choice"},
                            {"n", c.number},
                            {"seat", c.seat},
                            {"kind", c.kind},
                            {"prompt", c.prompt},
                            {"options", options},
                            {"min", c.min},
                            {"max", c.max},
                            {"view", m.view(c.seat)}}
                 .dump());
    }
    std::string line = receive();
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::parse_error&) {
        throw AgentError("'" + command_ + "' answered with a line that is not JSON: " + line.substr(0, 200));
    }
    if (!j.is_object() || !j.contains("answer"))
        throw AgentError("'" + command_ + "' answered without an \"answer\" field: " + line.substr(0, 200));
    std::vector<std::string> answer;
    const auto& a = j["answer"];
    auto as_id = [&](const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
    if (a.is_array())
        for (const auto& v : a) answer.push_back(as_id(v));
    else
        answer.push_back(as_id(a));
    return answer;
}

}  // namespace tabula
