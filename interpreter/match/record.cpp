#include "match/record.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "common/json_output.h"
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

namespace {

[[noreturn]] void bad(const std::string& name, int line, const std::string& what) {
    throw std::runtime_error(name + ":" + std::to_string(line) + ": " + what);
}

template <typename T>
T field(const nlohmann::json& j, const char* key, const std::string& name, int line) {
    if (!j.contains(key)) bad(name, line, std::string("missing field '") + key + "'");
    try {
        return j.at(key).get<T>();
    } catch (const std::exception&) {
        bad(name, line, std::string("field '") + key + "' has the wrong type: " + json_text(j.at(key)));
    }
}

}  // namespace

Record parse_record(std::istream& in, const std::string& name) {
    Record rec;
    std::string text;
    int line = 0;
    bool have_header = false;
    while (std::getline(in, text)) {
        ++line;
        if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::parse_error& e) {
            bad(name, line, std::string("not valid JSON (") + e.what() + ")");
        }
        if (!j.is_object()) bad(name, line, "each line must be a JSON object");
        std::string type = field<std::string>(j, "type", name, line);
        if (!have_header && type != "header") bad(name, line, "the first line must be the header");
        if (type == "header") {
            if (have_header) bad(name, line, "a second header");
            have_header = true;
            int format = field<int>(j, "format", name, line);
            if (format != kRecordFormat)
                bad(name, line, "record format " + std::to_string(format) + " (this tabula reads format " +
                                    std::to_string(kRecordFormat) + ")");
            rec.game = field<std::string>(j, "game", name, line);
            rec.version = field<std::string>(j, "version", name, line);
            rec.seed = field<uint64_t>(j, "seed", name, line);
            rec.seats = field<int>(j, "seats", name, line);
            rec.options = j.value("options", nlohmann::json::object());
            if (j.contains("mods")) rec.mods = field<std::vector<std::string>>(j, "mods", name, line);
        } else if (type == "decision") {
            if (!rec.result.is_null()) bad(name, line, "a decision after the result");
            RecordedDecision d;
            d.number = field<int>(j, "n", name, line);
            d.seat = field<int>(j, "seat", name, line);
            d.prompt = j.value("prompt", "");
            d.answer = field<std::vector<std::string>>(j, "answer", name, line);
            d.hash = field<std::string>(j, "hash", name, line);
            d.line = line;
            if (d.number != static_cast<int>(rec.decisions.size()) + 1)
                bad(name, line, "decision " + std::to_string(d.number) + " out of order (expected " +
                                    std::to_string(rec.decisions.size() + 1) + ")");
            rec.decisions.push_back(std::move(d));
        } else if (type == "result") {
            if (!rec.result.is_null()) bad(name, line, "a second result");
            rec.result = j;
            rec.result.erase("type");
        } else {
            bad(name, line, "unknown line type '" + type + "'");
        }
    }
    if (!have_header) bad(name, line, "empty record (no header)");
    return rec;
}

Record read_record(const std::filesystem::path& file) {
    std::ifstream in(file);
    if (!in) throw std::runtime_error(file.string() + ": cannot open the record");
    return parse_record(in, file.string());
}

}  // namespace tabula
