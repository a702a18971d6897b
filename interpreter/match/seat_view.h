// SeatView: what an agent may know of the match it plays in, for one seat: the
// game, the seats and options, that seat's render and view, the game's messages and
// the result. Agents see the match only through it, never the Match itself.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula {

class Match;
struct MatchResult;

class SeatView {
public:
    SeatView(Match& m, int seat) : match_(m), seat_(seat) {}

    int seat() const { return seat_; }
    int seats() const;
    const std::string& game_id() const;
    const nlohmann::json& options() const;
    std::string render() const;      // game.render for this seat (text for people)
    nlohmann::json view() const;     // game.view for this seat (data for bots)
    nlohmann::json scene() const;    // the board to draw for this seat (match/scene.h)
    // Game messages (match:log) from `cursor` on; moves the cursor past them.
    std::vector<std::string> take_messages(size_t& cursor) const;
    const MatchResult& result() const;  // once the match has ended
    // A seed for the agent's own randomness, derived from the match's seed and the
    // seat: the same match gives the same agent the same seed, and it tells nothing
    // of the match's own draws.
    uint64_t agent_seed() const;
    // The hash of the whole match state that records keep at each decision: only for
    // agents that check a record (ReplayAgent). Never sent to a bot: it is a function of
    // what the seat may not see.
    uint64_t record_hash() const;
    // The match itself, for the host's search agent alone (agents/mcts.h): it plays
    // branches of the match and reads only what the seat may see: what the match hides
    // from the seat is dealt again in every branch by the game's determinize hook, or the
    // search refuses the match. No other agent may use it.
    Match& match_for_search() const { return match_; }

private:
    Match& match_;
    int seat_;
};

}  // namespace tabula
