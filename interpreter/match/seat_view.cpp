#include "match/seat_view.h"

#include "core/rng.h"
#include "match/match.h"
#include "match/scene.h"

namespace tabula {

int SeatView::seats() const { return match_.seats(); }
const std::string& SeatView::game_id() const { return match_.game().info().id; }
const nlohmann::json& SeatView::options() const { return match_.options(); }
std::string SeatView::render() const { return match_.render(seat_); }
nlohmann::json SeatView::view() const { return match_.view(seat_); }
nlohmann::json SeatView::scene() const { return seat_scene(match_, seat_); }
std::vector<std::string> SeatView::take_messages(size_t& cursor) const { return match_.take_messages(cursor); }
const MatchResult& SeatView::result() const { return match_.result(); }
uint64_t SeatView::agent_seed() const { return derive_seed(match_.seed(), 0x5ea7000 + static_cast<uint64_t>(seat_)); }
uint64_t SeatView::record_hash() const { return match_.state_hash(); }

}  // namespace tabula
