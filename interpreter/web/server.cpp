// tabula serve's HTTP side: the routes of the JSON API, the event streams, the pages,
// and the caps (body size, matches, clients). Handlers never touch a match's Lua state:
// they read the snapshots a worker published and queue answers (web/match_session.h).
#include "web/server.h"

#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <memory>
#include <thread>

#include <httplib.h>
#include <spdlog/spdlog.h>

#include "common/json_input.h"
#include "host/script_error.h"
#include "web/catalog.h"
#include "web/match_session.h"
#include "web/matches.h"
#include "web/new_match.h"
#include "web/runner.h"
#include "web/static_files.h"

namespace tabula::web {

namespace {

using httplib::Request;
using httplib::Response;

constexpr auto kStreamWait = std::chrono::seconds(10);   // an event stream's keep-alive
constexpr auto kPollWait = std::chrono::seconds(20);     // GET ...?after=V waits at most this

void send(Response& res, const Reply& r) {
    res.status = r.status;
    res.set_header("Cache-Control", "no-store");
    res.set_content(r.body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", "application/json");
}

void fail(Response& res, int status, const std::string& message) { send(res, Reply::error(status, message)); }

// The token a request shows: ?token= or the X-Tabula-Token header.
std::string token_of(const Request& req) {
    if (req.has_param("token")) return req.get_param_value("token");
    return req.get_header_value("X-Tabula-Token");
}

class Api {
public:
    explicit Api(const ServeOptions& o)
        : o_(o), catalog_(o.paths, o.limits), matches_(o.max_matches, std::chrono::minutes(o.idle_minutes)), runner_(o.workers) {}
    ~Api() { matches_.close_all(); }

    void install(httplib::Server& svr) {
        svr.Get("/api/games", [this](const Request&, Response& res) { send(res, {200, catalog_.json()}); });
        svr.Post("/api/matches", [this](const Request& req, Response& res) { create(req, res); });
        svr.Get(R"(/api/matches/([^/]+))", [this](const Request& req, Response& res) { part(req, res, ""); });
        svr.Get(R"(/api/matches/([^/]+)/(scene|view|log|choice|render))",
                [this](const Request& req, Response& res) { part(req, res, req.matches[2]); });
        svr.Post(R"(/api/matches/([^/]+)/answer)", [this](const Request& req, Response& res) { answer(req, res); });
        svr.Get(R"(/api/matches/([^/]+)/events)", [this](const Request& req, Response& res) { events(req, res); });
        svr.Get(R"(/api/.*)", [](const Request& req, Response& res) { fail(res, 404, "no such API route: " + req.path); });
        svr.Post(R"(/.*)", [](const Request& req, Response& res) { fail(res, 404, "no such API route: " + req.path); });
        svr.Get(R"(/.*)", [this](const Request& req, Response& res) { page(req, res); });
    }

    void stop() { matches_.close_all(); stopping_ = true; }

private:
    // A JSON body, or false with the 4xx sent.
    bool body_json(const Request& req, Response& res, nlohmann::json& out) {
        const std::string type = req.get_header_value("Content-Type");
        if (type.rfind("application/json", 0) != 0) {
            fail(res, 415, "the body must be JSON, sent with Content-Type: application/json");
            return false;
        }
        try {
            out = parse_untrusted_json(req.body);
        } catch (const JsonInputError& e) {
            fail(res, 400, std::string("malformed JSON: ") + e.what());
            return false;
        }
        return true;
    }

    // The match a path names and the seat its token opens, or null with the 4xx sent.
    std::shared_ptr<MatchSession> open(const Request& req, Response& res, int& seat, bool token_needed) {
        auto m = matches_.find(req.matches[1]);
        if (!m) {
            fail(res, 404, "no match '" + std::string(req.matches[1]).substr(0, 40) + "'");
            return nullptr;
        }
        const std::string token = token_of(req);
        seat = m->seat_for(token);
        if (seat < 0) {
            fail(res, 403, "that token is no seat's of this match");
            return nullptr;
        }
        if (seat == 0 && token_needed) {
            fail(res, 403, "this needs a seat's token (?token=...)");
            return nullptr;
        }
        return m;
    }

    void create(const Request& req, Response& res) {
        nlohmann::json body;
        if (!body_json(req, res, body)) return;
        SessionSpec spec;
        try {
            spec = read_new_match(body, catalog_, o_.allow_exec);
        } catch (const std::invalid_argument& e) {
            return fail(res, 400, e.what());
        }
        std::shared_ptr<MatchSession> m;
        try {
            m = matches_.add([&](const std::string& id) {
                return std::make_shared<MatchSession>(id, o_.paths, o_.limits, spec, o_.bot_timeout_ms);
            });
        } catch (const UsageError& e) {
            return fail(res, 400, e.what());
        }
        if (!m)
            return fail(res, 503, std::to_string(matches_.max()) +
                                      " matches are under way, none ended or idle, the most this server keeps (tabula serve --max-matches)");
        runner_.schedule(m);
        nlohmann::json seats = nlohmann::json::array();
        for (int s = 1; s <= m->seats(); ++s) {
            nlohmann::json sj = {{"seat", s}, {"agent", spec.agents[s - 1]}};
            if (m->human(s)) {
                sj["token"] = m->token(s);
                sj["link"] = "/match.html?id=" + m->id() + "&token=" + m->token(s);
            }
            seats.push_back(std::move(sj));
        }
        send(res, {201,
                   {{"id", m->id()},
                    {"game", spec.game},
                    {"seed", spec.seed},
                    {"seats", std::move(seats)},
                    {"onlooker", "/match.html?id=" + m->id()}}});
    }

    void part(const Request& req, Response& res, const std::string& which) {
        int seat = 0;
        auto m = open(req, res, seat, false);
        if (!m) return;
        if (req.has_param("after")) {  // a long poll: wait for a version past this one
            uint64_t after = 0;
            try {
                after = std::stoull(req.get_param_value("after"));
            } catch (const std::exception&) {
                return fail(res, 400, "?after= must be a whole number (a version)");
            }
            Slot slot(*this);
            if (!slot) return fail(res, 503, "too many clients wait at once (tabula serve --max-clients)");
            m->wait_past(after, kPollWait);
        }
        nlohmann::json snap = m->snapshot(seat);
        if (which.empty()) return send(res, {200, snap});
        send(res, {200, {{"version", snap["version"]}, {which, snap.value(which, nlohmann::json())}}});
    }

    void answer(const Request& req, Response& res) {
        int seat = 0;
        auto m = open(req, res, seat, true);
        if (!m) return;
        nlohmann::json body;
        if (!body_json(req, res, body)) return;
        const Reply r = m->answer(seat, body);
        if (r.status == 200) runner_.schedule(m);
        send(res, r);
    }

    // One event stream open: counted against max_clients while it lives.
    class Slot {
    public:
        explicit Slot(Api& api) : api_(api), ok_(++api.clients_ <= api.o_.max_clients) {}
        ~Slot() { --api_.clients_; }
        explicit operator bool() const { return ok_; }

    private:
        Api& api_;
        bool ok_;
    };

    void events(const Request& req, Response& res) {
        int seat = 0;
        auto m = open(req, res, seat, false);
        if (!m) return;
        auto slot = std::make_shared<Slot>(*this);
        if (!*slot) return fail(res, 503, "too many clients at once (tabula serve --max-clients)");
        auto seen = std::make_shared<uint64_t>(0);
        res.set_header("Cache-Control", "no-store");
        res.set_chunked_content_provider(
            "text/event-stream",
            [this, m, seat, seen, slot](size_t, httplib::DataSink& sink) {
                if (stopping_) return false;
                const uint64_t v = m->wait_past(*seen, kStreamWait);
                if (stopping_) return false;
                std::string msg;
                if (v > *seen) {
                    *seen = v;
                    msg = "event: update\ndata: " +
                          m->snapshot(seat).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n\n";
                } else {
                    msg = ": still here\n\n";
                }
                if (!sink.write(msg.data(), msg.size())) return false;  // the client left
                if (m->ended() && m->version() == *seen) sink.done();
                return true;
            });
    }

    void page(const Request& req, Response& res) {
        auto file = read_static(o_.web_dir, req.path);
        if (!file) {
            res.status = 404;
            res.set_content("not found\n", "text/plain");
            return;
        }
        res.set_header("X-Content-Type-Options", "nosniff");
        // A seat's link holds its token: no page of ours sends it elsewhere, nor loads
        // anything from elsewhere.
        res.set_header("Referrer-Policy", "no-referrer");
        res.set_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:");
        res.set_content(file->content, file->type);
    }

    const ServeOptions& o_;
    Catalog catalog_;
    Matches matches_;
    Runner runner_;
    std::atomic<int> clients_{0};
    std::atomic<bool> stopping_{false};
};

}  // namespace

int serve(const ServeOptions& o, const std::function<void(const std::string& url)>& listening) {
    // SIGINT and SIGTERM are taken by a thread of ours (sigwait), which stops the server.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);  // before any thread starts

    Api api(o);
    httplib::Server svr;
    const size_t threads = static_cast<size_t>(o.max_clients) + 8;  // streams never starve plain requests
    svr.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    svr.set_payload_max_length(o.max_body);
    svr.set_keep_alive_timeout(2);
    svr.set_keep_alive_max_count(100);
    svr.set_read_timeout(5, 0);
    svr.set_write_timeout(5, 0);
    svr.set_exception_handler([](const Request&, Response& res, std::exception_ptr ep) {
        std::string what = "unknown";
        try {
            std::rethrow_exception(ep);
        } catch (const std::exception& e) {
            what = e.what();
        } catch (...) {
        }
        spdlog::error("serve: a request failed: {}", what);
        fail(res, 500, "internal error");
    });
    svr.set_error_handler([](const Request&, Response& res) {
        if (!res.body.empty()) return;
        const int s = res.status;
        fail(res, s, s == 413   ? "the body is too large (tabula serve --max-body)"
                     : s == 414 ? "the request's address is too long"
                                : "bad request (" + std::to_string(s) + ")");
    });
    api.install(svr);

    int port = o.port;
    if (port == 0) {
        port = svr.bind_to_any_port(o.bind);
        if (port < 0) throw UsageError("serve: cannot listen on " + o.bind);
    } else if (!svr.bind_to_port(o.bind, port)) {
        throw UsageError("serve: cannot listen on " + o.bind + " port " + std::to_string(port) + " (in use?)");
    }
    std::atomic<bool> signalled{false};
    std::thread stopper([&] {
        int sig = 0;
        sigwait(&stop_signals, &sig);
        signalled = true;
        api.stop();
        svr.stop();
    });
    const std::string host = o.bind.find(':') != std::string::npos ? "[" + o.bind + "]" : o.bind;
    listening("http://" + host + ":" + std::to_string(port) + "/");
    svr.listen_after_bind();
    // Stopped by a signal: the stopper has returned. Stopped otherwise: wake it.
    if (!signalled) pthread_kill(stopper.native_handle(), SIGTERM);
    stopper.join();
    return 0;
}

}  // namespace tabula::web
