#include "match/record.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "common/json_input.h"
#include "common/json_output.h"
#include "common/line_reader.h"
#include "host/script_error.h"
#include "match/match.h"

namespace tabula {

std::string hash_hex(uint64_t h) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

void Recorder::emit(nlohmann::json j) {
    if (out_) *out_ << json_text(j) << '\n';
    lines_.push_back(std::move(j));
}

void Recorder::header(const Match& m) {
    const auto& info = m.game().info();
    nlohmann::json j = {{"type", "header"},       {"format", kRecordFormat}, {"tabula", TABULA_VERSION},
                        {"game", info.id},         {"version", info.version}, {"seats", m.seats()},
                        {"options", m.options()}, {"seed", m.seed()}};
    const auto mods = mod_names(m.game().host().roots());
    if (!mods.empty()) j["mods"] = mods;  // by folder name: a replay needs the same --mod folders
    if (!games_dir_.empty()) j["games_dir"] = games_dir_;  // told, never followed: a record loads no game by path
    emit(std::move(j));
}

std::vector<std::string> mod_names(const std::vector<ModuleRoot>& roots) {
    std::vector<std::string> names;
    for (const auto& r : roots)
        if (r.label.rfind("mods/", 0) == 0) names.push_back(r.label.substr(5));
    return names;
}

void Recorder::decision(const Choice& c, const std::vector<std::string>& answer, uint64_t hash) {
    emit({{"type", "decision"},
          {"n", c.number},
          {"seat", c.seat},
          {"prompt", c.prompt},
          {"answer", answer},
          {"hash", hash_hex(hash)}});
}

void Recorder::result(const MatchResult& r) {
    nlohmann::json j = r.to_json();
    j["type"] = "result";
    emit(std::move(j));
    if (out_) out_->flush();
}

void Recorder::stream_to(std::ostream* out) {
    out_ = out;
    if (!out_) return;
    for (const auto& line : lines_) *out_ << json_text(line) << '\n';
    out_->flush();
}

std::vector<RecordedDecision> recorded_decisions(const Recorder& recorder) {
    std::vector<RecordedDecision> decisions;
    const auto& lines = recorder.lines();
    for (size_t i = 0; i < lines.size(); ++i) {
        const nlohmann::json& j = lines[i];
        if (j["type"] != "decision") continue;
        decisions.push_back({j["n"].get<int>(), j["seat"].get<int>(), j["answer"].get<std::vector<std::string>>(),
                             std::stoull(j["hash"].get<std::string>(), nullptr, 16), static_cast<int>(i) + 1});
    }
    return decisions;
}

nlohmann::json as_recorded(const nlohmann::json& value) { return nlohmann::json::parse(json_text(value)); }

namespace {

// One line of a record being read: the error messages name the file and the line.
class Line {
public:
    Line(const std::string& file, int number, const nlohmann::json& j) : file_(file), number_(number), j_(j) {}

    [[noreturn]] void bad(const std::string& what) const { throw RecordError(where(file_, number_) + what); }
    static std::string where(const std::string& file, int number) { return file + ":" + std::to_string(number) + ": "; }

    bool has(const char* key) const { return j_.contains(key); }

    const nlohmann::json& need(const char* key) const {
        if (!j_.contains(key)) bad(std::string("missing field '") + key + "'");
        return j_[key];
    }

    uint64_t whole(const char* key, uint64_t min, uint64_t max) const {
        const auto& v = need(key);
        // nlohmann reads every integer >= 0 as unsigned; negative ones, fractions and
        // numbers past 2^64 - 1 are of other kinds.
        if (!v.is_number_unsigned() || v.get<uint64_t>() < min || v.get<uint64_t>() > max)
            wrong(key, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
        return v.get<uint64_t>();
    }

    std::string text(const char* key) const {
        const auto& v = need(key);
        if (!v.is_string()) wrong(key, "a string");
        return v.get<std::string>();
    }

    // A string with no control characters (it is shown on a terminal).
    std::string plain(const char* key) const {
        std::string t = text(key);
        if (!printable(t)) wrong(key, "text without control characters");
        return t;
    }

    // A path shown to people, never opened: printable, at most kMaxPath bytes.
    std::string path(const char* key) const {
        std::string t = plain(key);
        if (t.empty() || t.size() > kMaxPath)
            wrong(key, "a folder's path, 1 to " + std::to_string(kMaxPath) + " bytes without control characters");
        return t;
    }
    static constexpr std::size_t kMaxPath = 4096;

    // A folder name: no '/' or '\', not "." or "..", not empty, printable. A record
    // names its game and mods this way; a path could load a game from anywhere.
    std::string folder_name(const char* key, const nlohmann::json& v) const {
        if (!v.is_string() || !is_folder_name(v.get<std::string>()))
            wrong(key, "a folder name (no '/', not '.' or '..')", v);
        return v.get<std::string>();
    }

    std::vector<std::string> texts(const char* key) const {
        const auto& v = need(key);
        if (!v.is_array()) wrong(key, "a list of strings");
        std::vector<std::string> out;
        out.reserve(v.size());
        for (const auto& e : v) {
            if (!e.is_string()) wrong(key, "a list of strings");
            out.push_back(e.get<std::string>());
        }
        return out;
    }

    uint64_t hash(const char* key) const {
        const std::string t = text(key);
        if (t.size() != 16 || t.find_first_not_of("0123456789abcdef") != std::string::npos)
            wrong(key, "16 lowercase hexadecimal digits");
        return std::stoull(t, nullptr, 16);
    }

    [[noreturn]] void wrong(const char* key, const std::string& must) const { wrong(key, must, j_[key]); }
    [[noreturn]] void wrong(const char* key, const std::string& must, const nlohmann::json& v) const {
        bad(std::string("field '") + key + "' must be " + must + ", not " + quote_excerpt(v.dump(), 80));
    }

private:
    static bool printable(const std::string& t) {
        return std::none_of(t.begin(), t.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
    }
    static bool is_folder_name(const std::string& t) {
        return !t.empty() && t.size() <= 255 && t != "." && t != ".." && t.find_first_of("/\\") == std::string::npos &&
               printable(t);
    }
    const std::string& file_;
    int number_;
    const nlohmann::json& j_;
};

void read_header(const Line& l, Record& rec) {
    const uint64_t format = l.whole("format", 0, UINT32_MAX);
    if (format != kRecordFormat)
        l.bad("record format " + std::to_string(format) + " (this tabula reads format " +
              std::to_string(kRecordFormat) + ")");
    if (l.has("tabula")) l.plain("tabula");
    rec.game = l.folder_name("game", l.need("game"));
    rec.version = l.plain("version");
    rec.seed = l.whole("seed", 0, UINT64_MAX);
    rec.seats = static_cast<int>(l.whole("seats", 1, kMaxSeats));
    if (l.has("options")) {
        rec.options = l.need("options");
        if (!rec.options.is_object()) l.wrong("options", "an object (option name: value)");
    }
    if (l.has("mods")) {
        if (!l.need("mods").is_array()) l.wrong("mods", "a list of folder names");
        for (const auto& m : l.need("mods")) rec.mods.push_back(l.folder_name("mods", m));
    }
    if (l.has("games_dir")) rec.games_dir = l.path("games_dir");
}

void read_decision(const Line& l, int number, std::size_t most, Record& rec) {
    if (!rec.result.is_null()) l.bad("a decision after the result");
    if (rec.decisions.size() == most) l.bad("more than " + std::to_string(most) + " decisions");
    RecordedDecision d;
    const uint64_t n = l.whole("n", 1, most);
    if (n != rec.decisions.size() + 1)
        l.bad("decision " + std::to_string(n) + " out of order (expected " + std::to_string(rec.decisions.size() + 1) +
              ")");
    d.number = static_cast<int>(n);
    d.seat = static_cast<int>(l.whole("seat", 1, static_cast<uint64_t>(rec.seats)));
    if (l.has("prompt")) l.text("prompt");
    d.answer = l.texts("answer");
    d.hash = l.hash("hash");
    d.line = number;
    rec.decisions.push_back(std::move(d));
}

void read_result(const Line& l, const nlohmann::json& j, Record& rec) {
    if (!rec.result.is_null()) l.bad("a second result");
    l.text("outcome");
    rec.result = j;
    rec.result.erase("type");
}

}  // namespace

Record parse_record(std::istream& in, const std::string& name, const RecordLimits& limits) {
    Record rec;
    std::string text;
    int line = 0;
    std::size_t bytes = 0;
    bool have_header = false;
    for (;;) {
        const LineRead got = read_line(in, text, kMaxJsonLine);
        if (got == LineRead::End) break;
        ++line;
        if (got == LineRead::TooLong)
            throw RecordError(Line::where(name, line) + "line longer than " + std::to_string(kMaxJsonLine) + " bytes");
        bytes += text.size() + 1;
        if (bytes > limits.bytes)
            throw RecordError(Line::where(name, line) + "the record is longer than " + std::to_string(limits.bytes) +
                              " bytes");
        if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
        nlohmann::json j;
        try {
            j = parse_untrusted_json(text);
        } catch (const JsonInputError& e) {
            throw RecordError(Line::where(name, line) + "not valid JSON (" + e.what() + ")");
        }
        if (!j.is_object()) throw RecordError(Line::where(name, line) + "each line must be a JSON object");
        const Line l(name, line, j);
        const std::string type = l.text("type");
        if (!have_header && type != "header") l.bad("the first line must be the header");
        if (type == "header") {
            if (have_header) l.bad("a second header");
            have_header = true;
            rec.header_line = line;
            read_header(l, rec);
        } else if (type == "decision") {
            read_decision(l, line, limits.decisions, rec);
        } else if (type == "result") {
            read_result(l, j, rec);
        } else {
            l.bad("unknown line type '" + quote_excerpt(type, 40) + "'");
        }
    }
    if (!have_header) throw RecordError(Line::where(name, line) + "empty record (no header)");
    return rec;
}

Record read_record(const std::filesystem::path& file) {
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (!std::filesystem::exists(status)) throw UsageError(file.string() + ": no such file");
    if (std::filesystem::is_directory(status)) throw UsageError(file.string() + ": a folder, not a record");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw UsageError(file.string() + ": cannot open the record");
    return parse_record(in, file.string());
}

}  // namespace tabula
