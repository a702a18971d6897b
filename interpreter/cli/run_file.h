// The file `simulate --out FILE` writes (JSON Lines, docs/cli.md): a header naming the
// run (game, its version and sources, seats, options, agents, mods, limits, matches,
// base seed, shard), then one line per counted match, in the order they are counted,
// and a line at the end of each run that finishes (its jobs, matches played, seconds).
// `merge` and a resumed `simulate` read such files back: they are untrusted, every
// field is checked, and every fault is a RunFileError naming the file and the line.
#pragma once
#include <cstdint>
#include <functional>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/shard.h"
#include "cli/summary.h"
#include "cli/tally.h"

namespace tabula::cli {

inline constexpr int kRunFileFormat = 1;

class RunFileError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// "FILE:LINE: what": the start of a RunFileError's message.
std::string file_line(const std::string& file, long long line);

struct RunHeader {
    std::string tabula, game, name, version, sources;
    int seats = 0;
    nlohmann::json options = nlohmann::json::object();  // resolved
    std::vector<std::string> agents;                     // one per seat
    std::vector<std::string> mods;                       // the --mod folders' names
    nlohmann::json limits = nlohmann::json::object();    // memory, instructions, time
    int matches = 0;
    uint64_t seed = 0;
    Shard shard;
    std::string again;  // the command that plays a match again, but its --seed

    nlohmann::json to_json() const;
};

// What the files of one run share: a header line but its shard and `again`.
nlohmann::json run_identity(nlohmann::json header);

// The first field in which two headers differ, as "FIELD: VALUE in A_NAME, VALUE in
// B_NAME" ("none" for a field one lacks); empty when they are the same.
std::string identity_difference(const nlohmann::json& a, const std::string& a_name, const nlohmann::json& b,
                                const std::string& b_name);

// Adds a match read from `file` to `t`: a RunFileError past kMostTraits distinct
// traits, which no balance table needs and which would take memory by the line.
inline constexpr size_t kMostTraits = size_t(1) << 16;
void count_match(Tally& t, const MatchEnd& e, const std::string& file, long long line);

std::string match_line(const MatchEnd& e, uint64_t seed, const std::vector<std::string>& agents);
// The line a run that finishes adds: its jobs, seconds and what it played in them.
std::string run_line(const Timing& run);

// Reads an --out file: the header when opened, then its other lines.
class RunFileReader {
public:
    // A missing or unreadable file (or a folder) is a UsageError; a bad or missing
    // header a RunFileError, as is a header cut off (a file with no newline) unless
    // `cut_header_ok`: then cut_at() is 0 and there is nothing more to read.
    explicit RunFileReader(std::string path, bool cut_header_ok = false);

    const RunHeader& header() const { return header_; }
    // The header line as read (to compare identities).
    const nlohmann::json& header_json() const { return header_json_; }

    // Reads the lines after the header, each match to `take` with its line number. A
    // last line without its newline (a run killed while writing it) is a RunFileError,
    // unless `cut_ok`: then it is left out and cut_at() says where it starts.
    void read(const std::function<void(const MatchEnd&, long long line)>& take, bool cut_ok);

    std::optional<uint64_t> cut_at() const { return cut_at_; }
    // What the file's "run" lines tell, added up.
    const Timing& times() const { return times_; }
    const std::string& path() const { return path_; }

private:
    void read_line_json(std::string& text, nlohmann::json& j);
    std::string path_;
    std::ifstream in_;
    uint64_t size_ = 0, offset_ = 0;
    long long line_ = 0;
    RunHeader header_;
    nlohmann::json header_json_;
    std::optional<uint64_t> cut_at_;
    Timing times_;
};

// What an --out file already holds of the run `header` describes, for a simulate that
// resumes it: the matches counted and which of the shard's they are. A file that does
// not exist, is empty or holds only a cut-off header is `fresh`. A file of another run
// is a UsageError that says what differs; a cut-off last line is cut off the file.
struct Resumed {
    Tally tally;
    std::vector<bool> done;  // per match of the shard, from its first
    int count = 0;
    bool fresh = true;
    bool cut = false;  // a cut-off last line was dropped
};
Resumed resume_run_file(const std::string& flag, const std::string& path, const RunHeader& header,
                        size_t keep_failures);

}  // namespace tabula::cli
