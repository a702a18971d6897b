// Records: JSON Lines. A header, one line per decision with the state hash
// before it, and the result. Replay feeds the answers back and compares.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "host/script_host.h"
#include "match/choice.h"

namespace tabula {

class Match;
struct MatchResult;

inline constexpr int kRecordFormat = 1;

class Recorder {
public:
    explicit Recorder(std::ostream* out = nullptr) : out_(out) {}
    void header(const Match& m);
    void decision(const Choice& c, const std::vector<std::string>& answer, uint64_t hash);
    void result(const MatchResult& r);
    const std::vector<nlohmann::json>& lines() const { return lines_; }

private:
    void emit(nlohmann::json j);
    std::ostream* out_;
    std::vector<nlohmann::json> lines_;
};

std::string hash_hex(uint64_t h);

struct RecordedDecision {
    int number = 0, seat = 0;
    std::string prompt;
    std::vector<std::string> answer;
    std::string hash;
    int line = 0;
};

struct Record {
    std::string game, version;
    uint64_t seed = 0;
    int seats = 0;
    nlohmann::json options;
    std::vector<std::string> mods;  // folder names of the --mod folders it was played with
    std::vector<std::string> agents;
    std::vector<RecordedDecision> decisions;
    nlohmann::json result;  // null if the record has none (cut short)
};

// The folder names of the mods among a host's module roots, in resolution order.
std::vector<std::string> mod_names(const std::vector<ModuleRoot>& roots);

// Reads and checks a record; throws std::runtime_error "FILE:LINE: what".
Record read_record(const std::filesystem::path& file);
Record parse_record(std::istream& in, const std::string& name);

}  // namespace tabula
