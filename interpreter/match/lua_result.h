// A match's result as a script gives it (match:finish{...}, or the table game.play
// returns), read from Lua into a MatchResult.
#pragma once
#include <lua.hpp>

#include "match/match.h"

namespace tabula {

// The result table at index 2 for a match of `seats` seats; a Lua error beginning with
// `what` if it is not one.
MatchResult read_result(lua_State* L, int seats, const char* what);
// (match, result): finishes the match with the result game.play returned, checked as
// match:finish checks its argument (run protected: errors are Lua errors).
int finish_with_returned(lua_State* L);

}  // namespace tabula
