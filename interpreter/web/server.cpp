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
#include "web/history.h"
#include "web/host_check.h"
#include "web/match_session.h"
#include "web/matches.h"
#include "web/new_match.h"
#include "web/records.h"
#include "web/runner.h"
#include "web/simulation.h"
#include "web/static_files.h"

namespace tabula::web {

namespace {

using httplib::Request;
using httplib::Response;

constexpr auto kStreamWait = std::chrono::seconds(10);   // an event stream's keep-alive
constexpr auto kPollWait = std::chrono::seconds(20);     // GET ...?after=V waits at most this
constexpr int kKeptSimulations = 8;                      // the newest simulations' results are kept

// `tabula`, beside this program (tabula-serve): what runs a simulation.
std::filesystem::path tabula_program() {
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return (ec ? std::filesystem::path("tabula") : self.parent_path() / "tabula");
}

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
        : o_(o),
          catalog_(o.paths, o.limits),
          matches_(o.max_matches, std::chrono::minutes(o.idle_minutes)),
          records_(o.max_matches),
          simulations_(kKeptSimulations),
          runner_(o.workers) {}
    ~Api() { matches_.close_all(); }

    void install(httplib::Server& svr) {
        svr.Get("/api/games", [this](const Request&, Response& res) { send(res, {200, catalog_.json()}); });
        svr.Post("/api/matches", [this](const Request& req, Response& res) { create(req, res); });
        svr.Get(R"(/api/matches/([^/]+))", [this](const Request& req, Response& res) { part(req, res, ""); });
        svr.Get(R"(/api/matches/([^/]+)/(scene|view|log|choice|render))",
                [this](const Request& req, Response& res) { part(req, res, req.matches[2]); });
        svr.Post(R"(/api/matches/([^/]+)/answer)", [this](const Request& req, Response& res) { answer(req, res); });
        svr.Get(R"(/api/matches/([^/]+)/events)", [this](const Request& req, Response& res) { events(req, res); });
        svr.Get(R"(/api/matches/([^/]+)/history)", [this](const Request& req, Response& res) { history(req, res); });
        svr.Post(R"(/api/matches/([^/]+)/play_on)", [this](const Request& req, Response& res) { play_on_match(req, res); });
        svr.Post("/api/records", [this](const Request& req, Response& res) { add_record(req, res); });
        svr.Get(R"(/api/records/([^/]+))", [this](const Request& req, Response& res) { record(req, res); });
        svr.Get(R"(/api/records/([^/]+)/steps/(\d{1,9}))", [this](const Request& req, Response& res) { record_step(req, res); });
        svr.Post(R"(/api/records/([^/]+)/play_on)", [this](const Request& req, Response& res) { play_on_record(req, res); });
        svr.Post("/api/simulations", [this](const Request& req, Response& res) { simulate(req, res); });
        svr.Get(R"(/api/simulations/([^/]+))", [this](const Request& req, Response& res) { simulation(req, res, false); });
        svr.Get(R"(/api/simulations/([^/]+)/result)", [this](const Request& req, Response& res) { simulation(req, res, true); });
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
        auto m = start_match(res, spec);
        if (!m) return;
        runner_.schedule(m);
        send(res, {201, match_made(*m)});
    }

    // A new match made from a spec, or null with the 4xx sent.
    std::shared_ptr<MatchSession> start_match(Response& res, const SessionSpec& spec) {
        std::shared_ptr<MatchSession> m;
        try {
            m = matches_.add([&](const std::string& id) {
                return std::make_shared<MatchSession>(id, o_.paths, o_.limits, spec, o_.bot_timeout_ms);
            });
        } catch (const UsageError& e) {
            fail(res, 400, e.what());
            return nullptr;
        }
        if (!m)
            fail(res, 503, std::to_string(matches_.max()) +
                               " matches are under way, none ended or idle, the most this server keeps (tabula serve --max-matches)");
        return m;
    }

    // POST /api/matches's reply: the seats, a token and a link for each human one.
    static nlohmann::json match_made(const MatchSession& m) {
        nlohmann::json seats = nlohmann::json::array();
        for (int s = 1; s <= m.seats(); ++s) {
            nlohmann::json sj = {{"seat", s}, {"agent", m.spec().agents[s - 1]}};
            if (m.human(s)) {
                sj["token"] = m.token(s);
                sj["link"] = "/match.html?id=" + m.id() + "&token=" + m.token(s);
            }
            seats.push_back(std::move(sj));
        }
        return {{"id", m.id()}, {"game", m.spec().game}, {"seed", m.spec().seed}, {"seats", std::move(seats)},
                {"onlooker", "/match.html?id=" + m.id()}};
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
            Slot slot(clients_, o_.max_clients);
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

    // One of at most `most` at once, counted in `count` while it lives: an event stream
    // or a long poll (--max-clients), a replay (--workers).
    class Slot {
    public:
        Slot(std::atomic<int>& count, int most) : count_(count), ok_(++count <= most) {}
        ~Slot() { --count_; }
        explicit operator bool() const { return ok_; }

    private:
        std::atomic<int>& count_;
        bool ok_;
    };

    void events(const Request& req, Response& res) {
        int seat = 0;
        auto m = open(req, res, seat, false);
        if (!m) return;
        auto slot = std::make_shared<Slot>(clients_, o_.max_clients);
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

    // What `run` makes of a replay (web/history.h), or the 4xx: one replay per worker at
    // once, since a replay runs scripts on the request's thread.
    Reply replay(const std::function<nlohmann::json()>& run) {
        Slot slot(replays_, o_.workers);
        if (!slot) return Reply::error(503, "too many replays at once (one per worker: tabula serve --workers)");
        try {
            return {200, run()};
        } catch (const std::invalid_argument& e) {
            return Reply::error(400, e.what());
        } catch (const ScriptError& e) {
            spdlog::error("serve: a replay failed: {}", e.what());
            return Reply::error(400, "the replay failed (the server's log says why)");
        }
    }

    Reply step_of(const Record& rec, const std::filesystem::path& dir, int step, const StepEyes& eyes) {
        return replay([&] { return replay_step(o_.paths, o_.limits, dir, rec, step, eyes); });
    }

    // ?NAME=N as a whole number from `lo` to `hi`, else `fallback` when absent; nullopt
    // with the 400 sent when malformed.
    static std::optional<int> whole_param(const Request& req, Response& res, const char* name, int lo, int hi, int fallback) {
        if (!req.has_param(name)) return fallback;
        const std::string v = req.get_param_value(name);
        if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) < lo ||
            std::stoi(v) > hi) {
            fail(res, 400, "?" + std::string(name) + "= must be a whole number from " + std::to_string(lo) + " to " +
                               std::to_string(hi));
            return std::nullopt;
        }
        return std::stoi(v);
    }

    // GET /api/matches/ID/history?step=K: the match at the seat's step K as it saw it.
    // The steps are the seat's own decisions (every decision where they are public), then
    // now, numbered from 1: nothing tells how often another seat was asked.
    void history(const Request& req, Response& res) {
        int seat = 0;
        auto m = open(req, res, seat, false);
        if (!m) return;
        const Record rec = m->history();
        const std::vector<int> seen = seen_steps(rec, seat, m->spec().public_decisions);
        const int steps = static_cast<int>(seen.size());
        const auto step = whole_param(req, res, "step", 1, steps, steps);
        if (!step) return;
        Reply r = step_of(rec, m->spec().dir, seen[static_cast<size_t>(*step) - 1], {seat, false});
        if (r.status == 200) {
            r.body["step"] = *step;
            r.body["steps"] = steps;
            if (r.body["decision"].is_object()) r.body["decision"]["n"] = *step;
        }
        send(res, r);
    }

    // POST /api/records {"record": TEXT, "name"?} or {"path": PATH under the served folder}.
    void add_record(const Request& req, Response& res) {
        nlohmann::json body;
        if (!body_json(req, res, body)) return;
        if (!body.is_object() || (body.contains("record") == body.contains("path")))
            return fail(res, 400, "the body must be {\"record\": the record's text} or {\"path\": a record under the served folder}");
        std::string text, name;
        if (body.contains("path")) {
            if (!body["path"].is_string()) return fail(res, 400, "\"path\" must be text");
            name = body["path"].get<std::string>();
            auto file = read_static(o_.web_dir, "/" + name);
            if (!file) return fail(res, 404, "no record '" + name.substr(0, 80) + "' under the served folder");
            text = std::move(file->content);
        } else {
            if (!body["record"].is_string()) return fail(res, 400, "\"record\" must be the record's text (JSON Lines)");
            text = body["record"].get<std::string>();
            name = body.value("name", std::string("record"));
            if (name.empty() || name.size() > 200) name = "record";
        }
        Record rec;
        try {
            rec = read_sent_record(text, name, catalog_);
        } catch (const std::invalid_argument& e) {
            return fail(res, 400, e.what());
        }
        const std::filesystem::path dir = catalog_.find(rec.game)->dir;
        const Reply checked = replay([&] {
            check_sent_record(o_.paths, o_.limits, dir, rec);
            return nlohmann::json::object();
        });
        if (checked.status != 200) return send(res, checked);
        send(res, {201, record_summary(*records_.add(name, std::move(rec), dir))});
    }

    static nlohmann::json record_summary(const SentRecord& r) {
        return {{"id", r.id}, {"name", r.name}, {"game", r.record.game}, {"seats", r.record.seats},
                {"seed", r.record.seed}, {"steps", r.record.decisions.size() + 1},
                {"decisions", decision_list(r.record)}, {"result", r.record.result}};
    }

    std::shared_ptr<const SentRecord> find_record(const Request& req, Response& res) {
        auto r = records_.find(req.matches[1]);
        if (!r) fail(res, 404, "no record '" + std::string(req.matches[1]).substr(0, 40) + "' (records are kept in memory, the newest --max-matches)");
        return r;
    }

    void record(const Request& req, Response& res) {
        if (auto r = find_record(req, res)) send(res, {200, record_summary(*r)});
    }

    // GET /api/records/ID/steps/K?seat=S: every decision shown (the record is its sender's).
    void record_step(const Request& req, Response& res) {
        auto r = find_record(req, res);
        if (!r) return;
        const auto seat = whole_param(req, res, "seat", 0, r->record.seats, 0);
        if (!seat) return;
        send(res, step_of(r->record, r->dir, std::stoi(req.matches[2]), {*seat, true}));
    }

    // A match's history may be played on once it has ended, by a seat as itself (others
    // bots) or by an onlooker with bots only: a new match shows its seats every hidden
    // thing of theirs, the same deal included.
    void play_on_match(const Request& req, Response& res) {
        int seat = 0;
        auto m = open(req, res, seat, false);
        if (!m) return;
        if (!m->ended()) return fail(res, 409, "a match can be played on from a step once it has ended");
        const Record rec = m->history();
        const std::vector<int> seen = seen_steps(rec, seat, m->spec().public_decisions);
        play_on(req, res, rec, seat, seen);
    }

    void play_on_record(const Request& req, Response& res) {
        if (auto r = find_record(req, res)) play_on(req, res, r->record, -1, {});
    }

    // `human_seat`: the one seat that may be a person (0: none, -1: any). `seen`: the
    // record's steps the body's step counts (a match's history: seen_steps), or every one.
    void play_on(const Request& req, Response& res, const Record& rec, int human_seat, const std::vector<int>& seen) {
        nlohmann::json body;
        if (!body_json(req, res, body)) return;
        if (!seen.empty() && body.is_object() && body.contains("step")) {
            const auto& k = body["step"];
            if (!k.is_number_integer() || k.get<long long>() < 1 || k.get<long long>() > static_cast<long long>(seen.size()))
                return fail(res, 400, "\"step\" must be a step of the match, 1 to " + std::to_string(seen.size()));
            body["step"] = seen[static_cast<size_t>(k.get<long long>()) - 1];
        }
        PlayOn p;
        try {
            p = read_play_on(body, rec, catalog_, o_.allow_exec);
        } catch (const std::invalid_argument& e) {
            return fail(res, 400, e.what());
        }
        for (int s = 1; s <= rec.seats; ++s)
            if (p.spec.agents[s - 1] == "human" && human_seat >= 0 && s != human_seat)
                return fail(res, 403, "playing on from a match's history, only your own seat may be a person (" +
                                          (human_seat ? "seat " + std::to_string(human_seat) : std::string("none, as an onlooker")) + ")");
        if (p.other_answer() && human_seat >= 0 && p.spec.prefix.back().seat != human_seat)
            return fail(res, 403, "playing on from a match's history, you may answer otherwise only your own seat's decisions");
        if (p.other_answer()) {
            const Reply at = step_of(rec, catalog_.find(rec.game)->dir, p.step, {0, true});
            if (at.status != 200) return send(res, at);
            if (std::string why = check_answer(at.body["decision"], p.spec.prefix.back().answer); !why.empty())
                return fail(res, 400, "step " + std::to_string(p.step) + ": " + why);
        }
        auto m = start_match(res, p.spec);
        if (!m) return;
        runner_.schedule(m);
        send(res, {201, match_made(*m)});
    }

    // POST /api/simulations: `tabula simulate` in a child process, one at a time.
    void simulate(const Request& req, Response& res) {
        nlohmann::json body;
        if (!body_json(req, res, body)) return;
        SimulationSpec spec;
        try {
            spec = read_simulation(body, catalog_, o_.allow_exec, o_.max_sim_matches);
        } catch (const std::invalid_argument& e) {
            return fail(res, 400, e.what());
        }
        std::shared_ptr<Simulation> sim;
        try {
            sim = simulations_.add([&](const std::string& id) {
                return std::make_shared<Simulation>(id, tabula_program(), simulate_args(spec, o_.paths, o_.limits), spec.matches);
            });
        } catch (const std::runtime_error& e) {
            spdlog::error("serve: {}", e.what());
            return fail(res, 500, "the simulation could not start (the server's log says why)");
        }
        if (!sim) return fail(res, 503, "a simulation is running: one runs at a time");
        send(res, {201, {{"id", sim->id()}, {"matches", spec.matches}}});
    }

    // GET /api/simulations/ID: its progress and, once done, its summary; .../result: the
    // summary alone, as a file to download.
    void simulation(const Request& req, Response& res, bool download) {
        auto sim = simulations_.find(req.matches[1]);
        if (!sim) return fail(res, 404, "no simulation '" + std::string(req.matches[1]).substr(0, 40) + "'");
        nlohmann::json st = sim->status();
        if (!download) return send(res, {200, st});
        if (st["state"] != "done") return fail(res, 409, "the simulation is " + st["state"].get<std::string>());
        send(res, {200, st["summary"]});
        res.set_header("Content-Disposition", "attachment; filename=\"simulation-" + sim->id() + ".json\"");
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
    Records records_;
    Simulations simulations_;
    Runner runner_;
    std::atomic<int> clients_{0};
    std::atomic<int> replays_{0};
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
    // DNS rebinding: a page of another site that resolves its name to this machine.
    svr.set_pre_routing_handler([&o](const Request& req, Response& res) {
        if (!host_allowed(req.get_header_value("Host"), o.bind, o.allowed_hosts)) {
            fail(res, 403, "this server answers only to its own address as Host (tabula serve --allow-host NAME)");
            return httplib::Server::HandlerResponse::Handled;
        }
        if (req.method == "POST" && !origin_allowed(req.get_header_value("Origin"), o.bind, o.allowed_hosts)) {
            fail(res, 403, "a page of another site may not post to this server (Origin)");
            return httplib::Server::HandlerResponse::Handled;
        }
        return httplib::Server::HandlerResponse::Unhandled;
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
