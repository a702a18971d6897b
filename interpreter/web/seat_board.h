// What a page draws of a match for one seat (docs/web.md): the text board, the view, the
// scene and the log, as the seat may see them. Shared by a live match's snapshots and a
// past step rebuilt from its record (web/history.h).
#pragma once
#include <set>
#include <string>

#include <nlohmann/json.hpp>

namespace tabula {
class Match;
}

namespace tabula::web {

// {render, view, scene, log, errors}: a hook that fails is null, with which hook failed in
// `errors` (its error text goes to the server's log only). The scene's cards, pieces and
// shapes answer only the options in `option_ids` (mark_options).
nlohmann::json seat_board(Match& m, int seat, const std::set<std::string>& option_ids);

// Marks the scene's cards and pieces whose public id is one of `ids` ("option": the id
// to answer), and drops a game shape's option, and the ids of its options, that are not
// among them: a click answers only what the seat is asked now.
void mark_options(nlohmann::json& scene, const std::set<std::string>& ids);

}  // namespace tabula::web
