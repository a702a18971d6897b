// The board a seat sees, as data to draw (the web page's scene: docs/web.md, "The
// scene"): the shapes of the game's scene(match, seat) hook, if it has one, and the
// host's objects, zones and spaces as the seat may see them. What the seat may see is
// decided by Objects::view alone (model/objects.h), never again here.
#pragma once
#include <nlohmann/json.hpp>

namespace tabula {

class Match;

// Throws ScriptError (the hook failed, or returned what is not a scene).
nlohmann::json seat_scene(Match& m, int seat);

// The hook's scene checked: a table with optional width, height (numbers), title (text)
// and shapes (a list of tables, each with a known type). Throws std::invalid_argument
// naming what is wrong.
nlohmann::json checked_hook_scene(const nlohmann::json& hook);

}  // namespace tabula
