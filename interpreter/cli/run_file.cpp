#include "cli/run_file.h"

#include <algorithm>
#include <climits>
#include <filesystem>

#include "cli/cli.h"
#include "common/json_input.h"
#include "common/json_output.h"
#include "common/line_reader.h"
#include "core/rng.h"
#include "host/script_error.h"

namespace tabula::cli {

namespace fs = std::filesystem;

std::string file_line(const std::string& file, long long line) { return file + ":" + std::to_string(line) + ": "; }

namespace {

constexpr uint64_t kMostCount = INT_MAX;  // turns, moves or decisions of one match

// The fields of one JSON object of a line, checked; errors name the file, the line and
// the field (a nested one as "result.outcome").
class Fields {
public:
    Fields(const std::string& file, long long line, const nlohmann::json& j, std::string prefix = {})
        : file_(file), line_(line), j_(j), prefix_(std::move(prefix)) {}

    [[noreturn]] void bad(const std::string& what) const { throw RunFileError(file_line(file_, line_) + what); }

    const nlohmann::json* find(const char* key) const {
        const auto it = j_.find(key);
        return it == j_.end() ? nullptr : &*it;
    }
    const nlohmann::json& need(const char* key) const {
        if (const auto* v = find(key)) return *v;
        bad("missing field '" + prefix_ + key + "'");
    }
    [[noreturn]] void wrong(const std::string& key, const std::string& must, const nlohmann::json& v) const {
        bad("field '" + prefix_ + key + "' must be " + must + ", not " + quote_excerpt(json_text(v), 80));
    }

    uint64_t whole(const char* key, uint64_t min, uint64_t max) const { return whole_value(key, need(key), min, max); }
    uint64_t whole_value(const std::string& key, const nlohmann::json& v, uint64_t min, uint64_t max) const {
        // nlohmann reads every integer >= 0 as unsigned; negative ones, fractions and
        // numbers past 2^64 - 1 are of other kinds.
        if (!v.is_number_unsigned() || v.get<uint64_t>() < min || v.get<uint64_t>() > max)
            wrong(key, "a whole number from " + std::to_string(min) + " to " + std::to_string(max), v);
        return v.get<uint64_t>();
    }
    std::string text(const char* key) const {
        const auto& v = need(key);
        if (!v.is_string()) wrong(key, "a string", v);
        return v.get<std::string>();
    }
    std::vector<std::string> texts(const std::string& key, const nlohmann::json& v) const {
        if (!v.is_array()) wrong(key, "a list of strings", v);
        std::vector<std::string> out;
        for (const auto& e : v) {
            if (!e.is_string()) wrong(key, "a list of strings", v);
            out.push_back(e.get<std::string>());
        }
        return out;
    }
    const nlohmann::json& of_kind(const char* key, nlohmann::json::value_t kind, const char* must) const {
        const auto& v = need(key);
        if (v.type() != kind) wrong(key, must, v);
        return v;
    }
    Fields inner(const std::string& key, const nlohmann::json& v) const {
        if (!v.is_object()) wrong(key, "an object", v);
        return Fields(file_, line_, v, prefix_ + key + ".");
    }

private:
    const std::string& file_;
    long long line_;
    const nlohmann::json& j_;
    std::string prefix_;
};

RunHeader read_header(const Fields& f) {
    if (!f.find("type") || f.text("type") != "simulate")
        f.bad("not a file of simulate --out (its first line is a run's header, with \"type\":\"simulate\")");
    const uint64_t format = f.whole("format", 0, UINT32_MAX);
    if (format != kRunFileFormat)
        f.bad("format " + std::to_string(format) + " (this tabula reads format " + std::to_string(kRunFileFormat) + ")");
    RunHeader h;
    h.tabula = f.text("tabula");
    h.game = f.text("game");
    h.name = f.text("name");
    h.version = f.text("version");
    h.sources = f.text("sources");
    h.seats = static_cast<int>(f.whole("seats", 1, kMaxSeats));
    h.options = f.of_kind("options", nlohmann::json::value_t::object, "an object");
    h.agents = f.texts("agents", f.need("agents"));
    if (h.agents.size() != static_cast<size_t>(h.seats))
        f.bad("field 'agents' lists " + std::to_string(h.agents.size()) + " agents for " + std::to_string(h.seats) +
              " seats");
    h.mods = f.texts("mods", f.need("mods"));
    h.limits = f.of_kind("limits", nlohmann::json::value_t::object, "an object");
    h.matches = static_cast<int>(f.whole("matches", kMatches.min, kMatches.max));
    h.seed = f.whole("seed", 0, UINT64_MAX);
    h.shard.count = static_cast<int>(f.whole("shards", 1, static_cast<uint64_t>(h.matches)));
    h.shard.index = static_cast<int>(f.whole("shard", 1, static_cast<uint64_t>(h.shard.count)));
    h.again = f.text("again");
    return h;
}

MatchResult read_result(const Fields& f, int seats) {
    MatchResult r;
    const std::string outcome = f.text("outcome");
    if (outcome == "win") r.kind = MatchResult::Kind::Win;
    else if (outcome == "draw") r.kind = MatchResult::Kind::Draw;
    else if (outcome == "error") r.kind = MatchResult::Kind::Error;
    else if (outcome == "unfinished") r.kind = MatchResult::Kind::Unfinished;
    else f.wrong("outcome", "win, draw, error or unfinished", f.need("outcome"));
    if (const auto* list = f.find("winners")) {
        if (!list->is_array() || list->size() > static_cast<size_t>(seats))
            f.wrong("winners", "a list of at most " + std::to_string(seats) + " seats", *list);
        for (const auto& w : *list) {
            const int seat = static_cast<int>(f.whole_value("winners", w, 1, static_cast<uint64_t>(seats)));
            if (std::find(r.winners.begin(), r.winners.end(), seat) != r.winners.end())
                f.bad("field 'result.winners' names seat " + std::to_string(seat) + " twice");
            r.winners.push_back(seat);
        }
    }
    if ((r.kind == MatchResult::Kind::Win) != !r.winners.empty())
        f.bad(r.kind == MatchResult::Kind::Win ? "a win without winners" : "winners in a match that is not won");
    if (const auto* list = f.find("scores")) {
        if (!list->is_array() || list->size() > static_cast<size_t>(seats))
            f.wrong("scores", "a list of at most " + std::to_string(seats) + " numbers", *list);
        for (const auto& v : *list) {
            if (!v.is_number()) f.wrong("scores", "a list of numbers", *list);
            r.scores.push_back(v.get<double>());
        }
    }
    if (f.find("reason")) r.reason = f.text("reason");
    if (f.find("error")) r.error = f.text("error");
    if (r.kind == MatchResult::Kind::Error && !f.find("error")) f.bad("a failed match without its error");
    return r;
}

void read_seats(const Fields& f, const RunHeader& h, MatchEnd& e) {
    const auto& seats = f.of_kind("seats", nlohmann::json::value_t::array, "a list of seats");
    if (seats.size() != static_cast<size_t>(h.seats))
        f.bad("field 'seats' lists " + std::to_string(seats.size()) + " seats, not the run's " +
              std::to_string(h.seats));
    for (size_t s = 0; s < seats.size(); ++s) {
        const std::string name = "seats[" + std::to_string(s) + "]";
        const Fields seat = f.inner(name, seats[s]);
        if (seat.text("agent") != h.agents[s])
            f.bad("seat " + std::to_string(s + 1) + "'s agent is '" + quote_excerpt(seat.text("agent"), 60) +
                  "', not the run's '" + quote_excerpt(h.agents[s], 60) + "'");
        e.traits.push_back(seat.texts("traits", seat.need("traits")));
    }
}

MatchEnd read_match(const Fields& f, const RunHeader& h) {
    MatchEnd e;
    const int first = h.shard.first(h.matches), end = h.shard.end(h.matches);
    const auto match = f.whole("match", 1, static_cast<uint64_t>(h.matches));
    if (match <= static_cast<uint64_t>(first) || match > static_cast<uint64_t>(end))
        f.bad("match " + std::to_string(match) + " is not of shard " + h.shard.text() + " (matches " +
              std::to_string(first + 1) + " to " + std::to_string(end) + ")");
    e.index = static_cast<int>(match - 1);
    const uint64_t seed = f.whole("seed", 0, UINT64_MAX), want = derive_seed(h.seed, static_cast<uint64_t>(e.index));
    if (seed != want)
        f.bad("match " + std::to_string(match) + " has seed " + std::to_string(seed) + ", not the " +
              std::to_string(want) + " that base seed " + std::to_string(h.seed) +
              " gives it: the line is of another run");
    read_seats(f, h, e);
    e.result = read_result(f.inner("result", f.need("result")), h.seats);
    e.turns = static_cast<long long>(f.whole("turns", 0, kMostCount));
    e.moves = static_cast<long long>(f.whole("moves", 0, kMostCount));
    e.decisions = static_cast<long long>(f.whole("decisions", 0, kMostCount));
    if (const auto* v = f.find("reloaded")) {
        if (!v->is_boolean()) f.wrong("reloaded", "true or false", *v);
        e.reloaded = v->get<bool>();
    }
    return e;
}

Timing read_run(const Fields& f, const RunHeader& h) {
    Timing t;
    t.runs = 1;
    t.jobs = static_cast<int>(f.whole("jobs", kJobs.min, kJobs.max));
    t.matches = static_cast<long long>(f.whole("matches", 0, static_cast<uint64_t>(h.matches)));
    const uint64_t most = static_cast<uint64_t>(t.matches) * kMostCount;
    t.moves = static_cast<long long>(f.whole("moves", 0, most));
    t.decisions = static_cast<long long>(f.whole("decisions", 0, most));
    const auto& s = f.need("seconds");
    if (!s.is_number() || s.get<double>() < 0) f.wrong("seconds", "a number of seconds, 0 or more", s);
    t.seconds = s.get<double>();
    return t;
}

}  // namespace

nlohmann::json RunHeader::to_json() const {
    return {{"type", "simulate"}, {"format", kRunFileFormat}, {"tabula", tabula}, {"game", game}, {"name", name},
            {"version", version}, {"sources", sources}, {"seats", seats}, {"options", options},
            {"agents", agents}, {"mods", mods}, {"limits", limits}, {"matches", matches}, {"seed", seed},
            {"shard", shard.index}, {"shards", shard.count}, {"again", again}};
}

nlohmann::json run_identity(nlohmann::json header) {
    header.erase("shard");
    header.erase("shards");
    header.erase("again");
    return header;
}

void count_match(Tally& t, const MatchEnd& e, const std::string& file, long long line) {
    t.add(e);
    if (t.traits.size() > kMostTraits)
        throw RunFileError(file_line(file, line) + "more than " + std::to_string(kMostTraits) +
                           " distinct traits in the run");
}

std::string identity_difference(const nlohmann::json& a, const std::string& a_name, const nlohmann::json& b,
                                const std::string& b_name) {
    auto shown = [](const nlohmann::json& j, const std::string& key) {
        const auto it = j.find(key);
        return it == j.end() ? std::string("none") : quote_excerpt(json_text(*it), 80);
    };
    auto differs = [&](const std::string& key) {
        const auto in_a = a.find(key), in_b = b.find(key);
        return in_a == a.end() || in_b == b.end() || *in_a != *in_b;
    };
    for (const auto* side : {&a, &b})
        for (const auto& [key, value] : side->items())
            if (differs(key)) return key + ": " + shown(a, key) + " in " + a_name + ", " + shown(b, key) + " in " + b_name;
    return {};
}

std::string match_line(const MatchEnd& e, uint64_t seed, const std::vector<std::string>& agents) {
    nlohmann::json seats = nlohmann::json::array();
    for (size_t s = 0; s < agents.size(); ++s)
        seats.push_back({{"agent", agents[s]},
                         {"traits", s < e.traits.size() ? e.traits[s] : std::vector<std::string>{}}});
    nlohmann::json j = {{"match", e.index + 1}, {"seed", seed}, {"seats", std::move(seats)},
                        {"result", e.result.to_json()}, {"turns", e.turns}, {"moves", e.moves},
                        {"decisions", e.decisions}};
    if (e.reloaded) j["reloaded"] = true;
    return json_text(j);
}

std::string run_line(const Timing& run) {
    return json_text({{"type", "run"}, {"jobs", run.jobs}, {"matches", run.matches}, {"moves", run.moves},
                      {"decisions", run.decisions}, {"seconds", run.seconds}});
}

RunFileReader::RunFileReader(std::string path, bool cut_header_ok) : path_(std::move(path)) {
    std::error_code ec;
    const auto status = fs::status(path_, ec);
    if (!fs::exists(status)) throw UsageError(path_ + ": no such file");
    if (fs::is_directory(status)) throw UsageError(path_ + ": a folder, not a file of simulate --out");
    in_.open(path_, std::ios::binary);
    if (!in_) throw UsageError(path_ + ": cannot open it");
    size_ = fs::file_size(path_, ec);
    if (ec) size_ = UINT64_MAX;  // not a plain file: no line is cut
    std::string text;
    read_line_json(text, header_json_);
    if (cut_at_ && cut_header_ok) return;
    if (cut_at_) throw RunFileError(file_line(path_, 1) + "the header is cut off (the run was killed as it began)");
    if (header_json_.is_null()) throw RunFileError(file_line(path_, 1) + "empty: no header");
    header_ = read_header(Fields(path_, line_, header_json_));
}

// The next line as JSON into `j` (null at the end of the file); a line without its
// newline at the end sets cut_at_.
void RunFileReader::read_line_json(std::string& text, nlohmann::json& j) {
    j = nullptr;
    const LineRead got = read_line(in_, text, kMaxJsonLine);
    if (got == LineRead::End) return;
    ++line_;
    if (got == LineRead::TooLong)
        throw RunFileError(file_line(path_, line_) + "a line longer than " + std::to_string(kMaxJsonLine) + " bytes");
    const uint64_t start = offset_;
    offset_ += text.size() + 1;
    if (offset_ > size_) {  // no newline: the last line, cut off
        cut_at_ = start;
        return;
    }
    try {
        j = parse_untrusted_json(text);
    } catch (const JsonInputError& e) {
        throw RunFileError(file_line(path_, line_) + "not valid JSON (" + e.what() + ")");
    }
    if (!j.is_object()) throw RunFileError(file_line(path_, line_) + "each line must be a JSON object");
}

void RunFileReader::read(const std::function<void(const MatchEnd&, long long line)>& take, bool cut_ok) {
    std::string text;
    nlohmann::json j;
    for (;;) {
        read_line_json(text, j);
        if (cut_at_ && !cut_ok)
            throw RunFileError(file_line(path_, line_) +
                               "the last line is cut off (the run was killed while writing it): run the same "
                               "simulate command again to finish the file");
        if (j.is_null()) return;
        const Fields f(path_, line_, j);
        if (f.find("type")) {
            if (f.text("type") != "run") f.bad("unknown line type '" + quote_excerpt(f.text("type"), 40) + "'");
            times_.add(read_run(f, header_));
            continue;
        }
        take(read_match(f, header_), line_);
    }
}

namespace {

// A header as compared when a run resumes its file: all of it but `again`.
nlohmann::json resumed_identity(nlohmann::json header) {
    header.erase("again");
    return header;
}

}  // namespace

Resumed resume_run_file(const std::string& flag, const std::string& path, const RunHeader& header,
                        size_t keep_failures) {
    Resumed r{Tally(header.seats, keep_failures), {}, 0, true, false};
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (!fs::exists(status) || (fs::is_regular_file(status) && fs::file_size(path, ec) == 0)) return r;
    if (!fs::is_regular_file(status) && !fs::is_directory(status)) return r;  // a device, a pipe: written anew
    const int first = header.shard.first(header.matches);
    r.done.assign(static_cast<size_t>(header.shard.end(header.matches) - first), false);
    try {
        RunFileReader reader(path, true);
        if (reader.cut_at()) {  // only a header cut off: nothing was counted
            fs::resize_file(path, 0, ec);
            if (ec) throw UsageError(flag + " " + path + ": cannot empty it (" + ec.message() + ")");
            r.cut = true;
            return r;
        }
        const std::string differs =
            identity_difference(resumed_identity(nlohmann::json::parse(json_text(header.to_json()))), "this command",
                                resumed_identity(reader.header_json()), "the file");
        if (!differs.empty())
            throw UsageError(flag + " " + path + ": it holds another run (" + differs +
                             "): give another file, or delete this one to start again");
        r.fresh = false;
        reader.read(
            [&](const MatchEnd& e, long long line) {
                const size_t at = static_cast<size_t>(e.index - first);
                if (r.done[at]) throw RunFileError(file_line(path, line) + "match " + std::to_string(e.index + 1) + " again");
                r.done[at] = true;
                count_match(r.tally, e, path, line);
                ++r.count;
            },
            true);
        if (!reader.cut_at()) return r;
        fs::resize_file(path, *reader.cut_at(), ec);
        if (ec) throw UsageError(flag + " " + path + ": cannot cut off its cut-off last line (" + ec.message() + ")");
        r.cut = true;
    } catch (const RunFileError& e) {
        throw UsageError(flag + " " + path + ": cannot resume it: " + e.what());
    }
    return r;
}

}  // namespace tabula::cli
