// Records: JSON Lines. A header, one line per decision with the state hash
// before it, and the result. Replay feeds the answers back and compares.
#pragma once
#include <filesystem>
#include <ostream>
#include <stdexcept>
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
    // `games_dir`: where the game's folder lies, written in the header (games_dir) when
    // not empty: the folder a replay needs as --games-dir (docs/cli.md, Records).
    explicit Recorder(std::ostream* out = nullptr, std::string games_dir = {})
        : out_(out), games_dir_(std::move(games_dir)) {}
    void header(const Match& m);
    void decision(const Choice& c, const std::vector<std::string>& answer, uint64_t hash);
    void result(const MatchResult& r);
    const std::vector<nlohmann::json>& lines() const { return lines_; }
    // Writes the lines so far to `out`, and each later line as it comes.
    void stream_to(std::ostream* out);

private:
    void emit(nlohmann::json j);
    std::ostream* out_;
    std::string games_dir_;
    std::vector<nlohmann::json> lines_;
};

std::string hash_hex(uint64_t h);

// A value as a record holds it (what reading back its json_text, common/json_output.h,
// gives: invalid UTF-8 as U+FFFD): what a replay compares with the recorded one.
nlohmann::json as_recorded(const nlohmann::json& value);

// What a record read from outside may hold. A longer record is refused, whatever
// it holds, so reading one takes bounded time and memory.
struct RecordLimits {
    std::size_t decisions = 10'000'000;
    std::size_t bytes = std::size_t(1) << 30;  // 1 GiB, blank lines and newlines included
};

struct RecordedDecision {
    int number = 0, seat = 0;
    std::vector<std::string> answer;
    uint64_t hash = 0;  // the state hash before the decision
    int line = 0;
};

// The decisions a recorder has written so far (its decision lines, as read back).
std::vector<RecordedDecision> recorded_decisions(const Recorder& recorder);

struct Record {
    std::string game, version;
    uint64_t seed = 0;
    int seats = 0;
    nlohmann::json options = nlohmann::json::object();
    std::vector<std::string> mods;  // folder names of the --mod folders it was played with
    std::string games_dir;          // the folder its game's folder lay in, if the record says
    std::vector<RecordedDecision> decisions;
    nlohmann::json result;  // null if the record has none (cut short)
    int header_line = 0;
};

// A record that cannot be read: what() is "FILE:LINE: what is wrong".
class RecordError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The folder names of the mods among a host's module roots, in resolution order.
std::vector<std::string> mod_names(const std::vector<ModuleRoot>& roots);

// Reads and checks a record: every line at most kMaxJsonLine bytes of JSON within
// parse_untrusted_json's limits, every field of the type and range it must have,
// the whole within `limits`. Throws RecordError naming `name` and the line. What the
// record names (its game, seats, options) is checked against the game by the one who
// loads it.
Record parse_record(std::istream& in, const std::string& name, const RecordLimits& limits = {});
// The same from a file; a missing or unreadable file (or a folder) is a UsageError.
Record read_record(const std::filesystem::path& file);

}  // namespace tabula
