// A decision the game asks of one seat: data, with stable printable ids.
#pragma once
#include <string>
#include <vector>

namespace tabula {

inline constexpr int kNoFunction = -2;  // LUA_NOREF: a registry reference to nothing

struct ChoiceOption {
    std::string id;     // stable and printable: what agents answer and records keep
    std::string label;  // what a person reads
    bool labelled = true;  // false: the label is the id until the choice's labeler names it
};

struct Choice {
    int number = 0;       // 1-based count of decisions in the match (records, errors)
    int seat_number = 0;  // 1-based count of this seat's own decisions: all a seat is told
    int seat = 0;
    std::string kind;  // "move", "piece", ... free text the game chooses
    std::string prompt;
    std::vector<ChoiceOption> options;
    int min = 1, max = 1;
    // A Lua function(id) -> label (a registry reference, or kNoFunction), called only
    // when an agent that reads labels is asked (Decisions::label_options), never for
    // random play.
    int labeler_ref = kNoFunction;
    // match:choose{ask = "always"}: asked even with one option to take, where whether a
    // seat may respond is hidden and being asked must not tell it (docs/api.md).
    bool always_asked = false;

    // Checks an answer (option ids) and turns it into option indices.
    // Returns an empty string when valid, else what is wrong.
    std::string validate(const std::vector<std::string>& answer, std::vector<int>& picks) const;
    std::string option_list() const;  // "a, b, c" for error messages
    std::vector<std::string> pick_ids(const std::vector<int>& picks) const;  // indices -> ids
    // One option that must be taken: answered by the host, not a decision.
    bool forced() const { return !always_asked && forced(options.size(), min, max); }
    static bool forced(size_t options, int min, int max) { return options == 1 && min == 1 && max == 1; }
};

}  // namespace tabula
