// A match's past (docs/web.md, "Debug panel"): the board at step k rebuilt by replaying
// the first k - 1 decisions of its record in a fresh Lua state, as `tabula replay --show`
// does, so keeping a history costs no memory per step and uses the one mechanism replay
// uses. Records sent by a page are read and checked here too.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"
#include "match/record.h"

namespace tabula::web {

class Catalog;

// Whose eyes a step is shown through: the seat's (0: an onlooker), and whether every
// decision's question, options and answer are shown (a record's holder, who can read
// them in the file) or only the seat's own (a match's history through a seat's token).
struct StepEyes {
    int seat = 0;
    bool every_decision = false;
};

// Step `step` of `rec` (1 .. decisions + 1): the match as it stood when that decision
// was asked, or, past the last, as the record leaves it (the end, or a decision not yet
// answered). {step, steps, seat, turn, state (asked, finished, failed), decision?,
// result?, render, view, scene, log, errors}. Throws std::invalid_argument: a step out
// of range, or a record that diverges (in replay's words).
nlohmann::json replay_step(const GamePaths& paths, const Limits& limits, const std::filesystem::path& dir,
                           const Record& rec, int step, const StepEyes& eyes);

// A record a page sent (its text, named `name` in errors): read as `tabula replay`
// reads one, and its game, seats and options checked against the games served. Throws
// std::invalid_argument ("bad record: NAME:LINE: what is wrong").
Record read_sent_record(const std::string& text, const std::string& name, const Catalog& catalog);

// Replays a sent record to its end: throws std::invalid_argument where it diverges, or
// stops short of its recorded result (in replay's words).
void check_sent_record(const GamePaths& paths, const Limits& limits, const std::filesystem::path& dir, const Record& rec);

// The steps of `rec` that `seat` may be shown (1-based, ascending): every decision's when
// `every` (a game whose decisions are public), else those asked of `seat` (none for an
// onlooker); then the step past the last decision, where the record leaves the match.
// How many decisions another seat was asked, and when, is hidden information: a reaction
// a player was asked about tells that he holds a card that could answer.
std::vector<int> seen_steps(const Record& rec, int seat, bool every);

// The record's decisions for a page's list: [{n, seat, answer}].
nlohmann::json decision_list(const Record& rec);

}  // namespace tabula::web
