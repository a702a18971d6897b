// What simulate counts of its matches: wins per seat, draws, failures, lengths, scores,
// traits and how the matches end. A match comes in as a MatchEnd, from a match just
// played or from a line of an --out file (cli/run_file.h), so a run, a resumed run and a
// merge of shards count the same matches the same way; tallies merge in any order.
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "cli/distribution.h"
#include "match/match.h"

namespace tabula::cli {

// One counted match: what the summary needs of it.
struct MatchEnd {
    int index = 0;  // 0-based: match index + 1 in what people read
    long long turns = 0, moves = 0, decisions = 0;
    // As counted: a finished match whose traits hook failed counts as failed, with that
    // error.
    MatchResult result;
    std::vector<std::vector<std::string>> traits;  // per seat, seat 1 first (finished matches)
    bool reloaded = false;  // it changed the state matches share: the game was loaded anew after it
};

// Per trait (game.traits): how many seats had it and how many of those won.
struct TraitTally {
    long long picks = 0, wins = 0;
};

// The lengths of the finished matches (won or drawn), and each seat's scores in those
// whose result gives them: what a designer reads beside the win rates.
struct Spreads {
    Distribution turns, moves, decisions;
    std::vector<Distribution> scores;  // per seat, 1-based

    explicit Spreads(int seats) : scores(seats + 1) {}
    void add(const MatchEnd& e);
    void merge(const Spreads& o);
    bool any_scores() const;
};

// How the finished matches end: a count per reason their results give ("" for none;
// results hold valid UTF-8). A reason is counted cut to kLongest bytes. At most kMost reasons
// are kept, the first in byte order; the matches of the others are counted together,
// so the memory stays bounded and the counts do not depend on the order matches come in.
class Endings {
public:
    static constexpr std::size_t kMost = 1000;
    static constexpr std::size_t kLongest = 200;

    void add(const std::string& reason);
    void merge(const Endings& o);
    // Most matches first, then by reason.
    std::vector<std::pair<std::string, long long>> by_count() const;
    long long others() const { return others_; }  // matches whose reason was not kept

private:
    void keep_within();
    std::map<std::string, long long> counts_;
    long long others_ = 0;
};

// What a worker's (or a file's) matches add up to; merged at the end, whatever the
// order the matches came in. Nothing is kept per match but the first failures, and the
// spreads grow with the distinct values alone.
struct Tally {
    std::vector<long long> wins;  // per seat, 1-based
    long long matches = 0, draws = 0, errors = 0, unfinished = 0, decisions = 0, moves = 0, turns = 0, reloads = 0;
    std::map<std::string, TraitTally> traits;
    Spreads spreads;
    Endings endings;
    std::vector<std::pair<int, std::string>> failures;  // (match, error): the first few by match index
    size_t keep_failures = 0;

    Tally(int seats, size_t keep) : wins(seats + 1, 0), spreads(seats), keep_failures(keep) {}
    void add(const MatchEnd& e);
    void merge(const Tally& t);

private:
    void add_traits(const MatchEnd& e);
    void fail(int i, const std::string& error);
};

}  // namespace tabula::cli
