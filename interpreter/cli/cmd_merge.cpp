// tabula merge FILE...: the --out files of the shards of one simulate run, checked to be
// of that one run and to hold each of its matches exactly once, summarised as the run.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "cli/run_file.h"
#include "cli/summary.h"
#include "cli/tally.h"
#include "common/json_output.h"
#include "host/script_error.h"

namespace tabula::cli {

namespace {

// How many stretches of missing matches an error names.
constexpr size_t kMissingShown = 5;

// A file read, for naming where missing matches should have been.
struct FileRead {
    std::string path;
    Shard shard;
};

// Which of the run's matches the files hold, each once.
class Coverage {
public:
    explicit Coverage(int matches) : seen_(static_cast<size_t>(matches), false) {}

    void see(const MatchEnd& e, const std::string& path, long long line, const std::vector<FileRead>& before) {
        if (!seen_[static_cast<size_t>(e.index)]) {
            seen_[static_cast<size_t>(e.index)] = true;
            return;
        }
        std::string where = "earlier in " + path;
        for (const auto& f : before)
            if (e.index >= f.shard.first(matches()) && e.index < f.shard.end(matches())) where = "in " + f.path;
        throw RunFileError(file_line(path, line) + "match " + std::to_string(e.index + 1) + " is there twice (also " +
                           where + ")");
    }

    // A RunFileError naming the missing matches, by stretch, and the files or shards
    // they belong to; nothing when every match is there.
    void check_complete(const std::vector<FileRead>& files) const {
        long long missing = 0;
        std::string stretches;
        size_t shown = 0;
        for (int i = 0; i < matches();) {
            if (seen_[static_cast<size_t>(i)]) {
                ++i;
                continue;
            }
            int end = i;
            while (end < matches() && !seen_[static_cast<size_t>(end)]) ++end;
            missing += end - i;
            if (shown++ < kMissingShown) stretches += (stretches.empty() ? "" : "; ") + stretch(i, end, files);
            i = end;
        }
        if (!missing) return;
        if (shown > kMissingShown) stretches += "; ...";
        throw RunFileError("merge: " + std::to_string(missing) + " of the " + std::to_string(matches()) +
                           " matches are missing: " + stretches);
    }

private:
    int matches() const { return static_cast<int>(seen_.size()); }

    // "matches 251 to 500 (shard 2/4: no file of it given)".
    std::string stretch(int first, int end, const std::vector<FileRead>& files) const {
        std::string text = first + 1 == end ? "match " + std::to_string(first + 1)
                                            : "matches " + std::to_string(first + 1) + " to " + std::to_string(end);
        for (const auto& f : files)
            if (first >= f.shard.first(matches()) && first < f.shard.end(matches()))
                return text + " (of shard " + f.shard.text() + ", whose file " + f.path +
                       " is unfinished: run its simulate command again to finish it)";
        const int count = files.front().shard.count;
        Shard s{1, count};
        while (s.index < count && first >= s.end(matches())) ++s.index;
        return text + " (shard " + s.text() + ": no file of it given)";
    }

    std::vector<bool> seen_;
};

struct Merged {
    RunHeader header;
    Tally tally;
    Timing times;
    int files = 0;
};

// Reads every file into one tally, checking that each is of the first one's run.
Merged read_all(const std::vector<std::string>& paths, size_t keep_failures) {
    std::optional<Merged> merged;
    std::optional<Coverage> coverage;
    std::vector<FileRead> read;
    nlohmann::json identity;
    for (const auto& path : paths) {
        RunFileReader reader(path);
        const RunHeader& h = reader.header();
        if (!merged) {
            merged.emplace(Merged{h, Tally(h.seats, keep_failures), {}, 0});
            coverage.emplace(h.matches);
            identity = run_identity(reader.header_json());
        }
        const std::string differs =
            identity_difference(run_identity(reader.header_json()), path, identity, paths.front());
        if (!differs.empty())
            throw RunFileError(file_line(path, 1) + "not of the same run as " + paths.front() + " (" + differs + ")");
        reader.read(
            [&](const MatchEnd& e, long long line) {
                coverage->see(e, path, line, read);
                count_match(merged->tally, e, path, line);
            },
            false);
        read.push_back({path, h.shard});
        merged->times.add(reader.times());
        ++merged->files;
    }
    coverage->check_complete(read);
    return std::move(*merged);
}

RunInfo merged_info(const Merged& m) {
    const RunHeader& h = m.header;
    char timing[128];
    if (m.times.runs)
        std::snprintf(timing, sizeof timing, "%.2f s in %d run(s) of the shards, added up", m.times.seconds,
                      m.times.runs);
    else
        std::snprintf(timing, sizeof timing, "no run of these files ended: the time they took is not known");
    return RunInfo{.game = h.game,
                   .name = h.name,
                   .version = h.version,
                   .matches = h.matches,
                   .total = h.matches,
                   .seats = h.seats,
                   .seed = h.seed,
                   .shard = std::nullopt,
                   .time = m.times,
                   .how = "merged from " + std::to_string(m.files) + " file(s)",
                   .timing = timing,
                   .again = h.again};
}

}  // namespace

int merge(const std::vector<std::string>& args) {
    CommandLine cl("merge", "FILE... [--json] [--show-errors N]");
    std::vector<std::string> files;
    bool json = false;
    int show_errors = 3;
    cl.options.add_options()
        ("file", po::value(&files)->composing(), "an --out file of simulate (one per shard; all of one run)")
        ("json", po::bool_switch(&json), "print the summary as JSON on stdout");
    add_whole(cl.options, "show-errors", &show_errors, kShowErrors, "how many match errors to print in full");
    cl.positional.add("file", -1);
    if (!cl.parse(args)) return kOk;
    if (files.empty()) throw UsageError("merge: give the --out files of a run's shards (tabula merge FILE...)");
    std::optional<Merged> merged;
    try {
        merged.emplace(read_all(files, static_cast<size_t>(show_errors)));
    } catch (const RunFileError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kFailed;
    }
    const RunInfo run = merged_info(*merged);
    if (json) {
        std::cout << json_text(summary_json(merged->tally, run), 2) << "\n";
    } else {
        print_summary(merged->tally, run);
        print_failures(merged->tally, run);
    }
    return merged->tally.errors ? kFailed : kOk;
}

}  // namespace tabula::cli
