// The schedule part of the `match` table (see l_api.h and model/schedule.h):
// seat order and direction, turns and rounds, extra and skipped turns,
// phases and steps, use counters.
#include <stdexcept>
#include <string>
#include <vector>

#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"
#include "model/effects.h"

namespace tabula {

namespace {

int check_seat(lua_State* L, Match& m, int idx, const char* fn) {
    lua_Integer s = luaL_checkinteger(L, idx);
    if (s < 1 || s > m.seats()) luaL_error(L, "%s: no seat %d (1 to %d)", fn, (int)s, m.seats());
    return static_cast<int>(s);
}

// Pushes {name = name, match = <match table>} for an event.
void set_int(lua_State* L, const char* k, lua_Integer v) {
    lua_pushinteger(L, v);
    lua_setfield(L, -2, k);
}

// ---- turns ----

int next_turn_end_k(lua_State*, int, lua_KContext) { return 0; }

// Stack: 1 match, 2 the list of events still to emit (or nil), 3 stop flag.
// The turn is over: the flow yields if the turn to stop at is reached (stop).
int end_next_turn(lua_State* L, Match& m, bool stop) {
    if (stop && lua_isyieldable(L)) {
        m.set_stop(Match::Stop::Turn);
        return host_yield(L, next_turn_end_k, "match:next_turn");
    }
    return 0;
}

bool wants_turn_events(lua_State* L, const Match& m) {
    return effects_want(L, m, {"turn_ended", "round_started", "turn_skipped", "turn_started"});
}

int next_turn_emit_k(lua_State* L, int, lua_KContext i) {
    if (lua_istable(L, 2) && i <= static_cast<lua_KContext>(lua_rawlen(L, 2))) {
        lua_rawgeti(L, 2, static_cast<lua_Integer>(i));
        return emit_event(L, next_turn_emit_k, i + 1);
    }
    return end_next_turn(L, check_match(L, 1), lua_toboolean(L, 3));
}

int next_turn_advance_k(lua_State* L, int, lua_KContext) {
    lua_settop(L, 1);
    Match& m = check_match(L, 1);
    Schedule::Advance a;
    const bool stop = m.next_turn(&a);
    if (effects_attached(m)) {
        const Schedule& s = m.schedule();
        lua_createtable(L, static_cast<int>(a.steps.size()) + 1, 0);
        int n = 0;
        for (const auto& [kind, v] : a.steps) {
            if (kind == 'r') {
                push_event(L, m, "round_started");
                set_int(L, "round", v);
            } else {
                push_event(L, m, "turn_skipped");
                set_int(L, "seat", v);
            }
            lua_rawseti(L, 2, ++n);
        }
        push_event(L, m, "turn_started");
        set_int(L, "seat", s.seat());
        set_int(L, "turn", s.turn());
        set_int(L, "round", s.round());
        lua_pushboolean(L, a.extra);
        lua_setfield(L, -2, "extra");
        lua_rawseti(L, 2, ++n);
    } else {
        lua_pushnil(L);
    }
    lua_pushboolean(L, stop);
    return next_turn_emit_k(L, LUA_OK, 1);
}

// match:next_turn(): ends the turn; emits turn_ended, then (round_started,
// turn_skipped)*, then turn_started when effects are in use.
int l_next_turn(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:next_turn");
    if (!wants_turn_events(L, m)) return end_next_turn(L, m, m.next_turn());  // no events to emit or record
    lua_settop(L, 1);
    push_event(L, m, "turn_ended");
    set_int(L, "seat", m.schedule().seat());
    set_int(L, "turn", m.schedule().turn());
    set_int(L, "round", m.schedule().round());
    return emit_event(L, next_turn_advance_k, 0);
}

// match:extra_turn([n]): the current seat plays n more turns after this one.
int l_extra_turn(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:extra_turn");
    lua_Integer n = luaL_optinteger(L, 2, 1);
    if (n < 1 || n > 1000000) return luaL_error(L, "match:extra_turn: cannot grant %d extra turns", (int)n);
    m.grant_extra_turn(static_cast<int>(n));
    return 0;
}

int l_extra_turns(lua_State* L) {
    lua_pushinteger(L, check_match(L, 1).schedule().extra_turns());
    return 1;
}

int l_seat(lua_State* L) {
    lua_pushinteger(L, check_match(L, 1).current_seat());
    return 1;
}

int l_set_seat(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:set_seat");
    lua_Integer s = luaL_checkinteger(L, 2);
    if (s < 1 || s > m.seats()) return luaL_error(L, "match:set_seat: no seat %d (1 to %d)", (int)s, m.seats());
    m.set_current_seat(static_cast<int>(s));
    return 0;
}

int l_turn(lua_State* L) {
    lua_pushinteger(L, check_match(L, 1).turn());
    return 1;
}

int l_round(lua_State* L) {
    lua_pushinteger(L, check_match(L, 1).schedule().round());
    return 1;
}

// match:set_order{3, 1, 2}: the seats in play, in play order; the first one
// starts the rounds.
int l_set_order(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:set_order");
    luaL_checktype(L, 2, LUA_TTABLE);
    std::vector<int> seats;
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 2));
    for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(L, 2, i);
        if (!lua_isinteger(L, -1)) return luaL_error(L, "match:set_order: entry %d is not a seat number", (int)i);
        seats.push_back(static_cast<int>(lua_tointeger(L, -1)));
        lua_pop(L, 1);
    }
    try {
        m.schedule().set_order(seats);
    } catch (const std::invalid_argument& e) {
        return luaL_error(L, "match:set_order: %s", e.what());
    }
    return 0;
}

// match:order() -> {seats in base order}, direction (1 or -1)
int l_order(lua_State* L) {
    const Schedule& s = check_match(L, 1).schedule();
    lua_createtable(L, static_cast<int>(s.order().size()), 0);
    int i = 0;
    for (int seat : s.order()) {
        lua_pushinteger(L, seat);
        lua_rawseti(L, -2, ++i);
    }
    lua_pushinteger(L, s.direction());
    return 2;
}

int l_reverse(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:reverse");
    m.schedule().reverse();
    lua_pushinteger(L, m.schedule().direction());
    return 1;
}

int l_direction(lua_State* L) {
    lua_pushinteger(L, check_match(L, 1).schedule().direction());
    return 1;
}

// match:next_seat([seat [, steps]]) -> the seat `steps` (1) places after `seat`
// (the current seat) in play order and direction.
int l_next_seat(lua_State* L) {
    Match& m = check_match(L, 1);
    int seat = lua_isnoneornil(L, 2) ? m.current_seat() : check_seat(L, m, 2, "match:next_seat");
    lua_Integer steps = luaL_optinteger(L, 3, 1);
    if (steps < 0 || steps > 1000000) return luaL_error(L, "match:next_seat: steps must be 0 or more");
    lua_pushinteger(L, m.schedule().next_seat(seat, static_cast<int>(steps)));
    return 1;
}

// match:skip_turn(seat [, n]): the seat's next n turns are skipped.
int l_skip_turn(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:skip_turn");
    int seat = check_seat(L, m, 2, "match:skip_turn");
    lua_Integer n = luaL_optinteger(L, 3, 1);
    if (n < 1 || n > 1000000) return luaL_error(L, "match:skip_turn: cannot skip %d turns", (int)n);
    m.schedule().skip_turns(seat, static_cast<int>(n));
    return 0;
}

int l_skips(lua_State* L) {
    Match& m = check_match(L, 1);
    lua_pushinteger(L, m.schedule().skips(check_seat(L, m, 2, "match:skips")));
    return 1;
}

// match:set_phase(phase [, step]); nil clears.
int l_set_phase(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:set_phase");
    std::string phase = lua_isnoneornil(L, 2) ? "" : luaL_checkstring(L, 2);
    std::string step = lua_isnoneornil(L, 3) ? "" : luaL_checkstring(L, 3);
    if (phase.empty() && !step.empty()) return luaL_error(L, "match:set_phase: a step needs a phase");
    m.schedule().set_phase(std::move(phase), std::move(step));
    return 0;
}

// match:phase() -> phase or nil, step or nil
int l_phase(lua_State* L) {
    const Schedule& s = check_match(L, 1).schedule();
    if (s.phase().empty()) lua_pushnil(L); else lua_pushstring(L, s.phase().c_str());
    if (s.step().empty()) lua_pushnil(L); else lua_pushstring(L, s.step().c_str());
    return 2;
}

// ---- use counters ----

// A value usable as (part of) a counter's identity: a string or an integer.
bool key_text(lua_State* L, int idx, std::string& out) {
    if (lua_type(L, idx) == LUA_TSTRING) {
        out = lua_tostring(L, idx);
        return true;
    }
    if (lua_isinteger(L, idx)) {
        out = "#" + std::to_string(lua_tointeger(L, idx));
        return true;
    }
    return false;
}

// Reads (key, {limit=, per=, object=, stay_key=}) at 2 and 3.
Schedule::UseKey read_use(lua_State* L, const char* fn, int& limit) {
    Schedule::UseKey k;
    if (!key_text(L, 2, k.key)) luaL_error(L, "%s: the key must be a string or an integer", fn);
    limit = 1;
    if (lua_isnoneornil(L, 3)) return k;
    luaL_checktype(L, 3, LUA_TTABLE);
    if (lua_getfield(L, 3, "limit") != LUA_TNIL) {
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0)
            luaL_error(L, "%s: limit must be a whole number, 0 or more", fn);
        limit = static_cast<int>(lua_tointeger(L, -1));
    }
    lua_pop(L, 1);
    if (lua_getfield(L, 3, "per") != LUA_TNIL) {
        const char* per = lua_tostring(L, -1);
        if (!per || !Schedule::parse_per(per, k.per))
            luaL_error(L, "%s: per must be \"turn\", \"round\", \"match\" or \"stay\", not %s", fn,
                       per ? per : luaL_typename(L, -1));
    }
    lua_pop(L, 1);
    bool have_stay = false;
    if (lua_getfield(L, 3, "object") != LUA_TNIL) {
        const int obj = lua_gettop(L);
        if (!lua_istable(L, obj) && !lua_isuserdata(L, obj))
            luaL_error(L, "%s: object must be an object handle (with .id), not a %s", fn, luaL_typename(L, obj));
        // A host object is counted by its registry's number: its public id changes when
        // its sight does, its uses do not.
        if (!object_use_key(L, obj, k.object)) {
            lua_getfield(L, obj, "id");
            if (!key_text(L, -1, k.object)) luaL_error(L, "%s: the object has no id (a string or an integer)", fn);
            lua_pop(L, 1);
        }
        if (k.per == Schedule::Per::Stay) {
            lua_getfield(L, obj, "stay");
            if (lua_isinteger(L, -1)) {
                k.stay = lua_tointeger(L, -1);
                have_stay = true;
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    if (lua_getfield(L, 3, "stay_key") != LUA_TNIL) {
        if (lua_isinteger(L, -1)) {
            k.stay = lua_tointeger(L, -1);
        } else {
            std::string t;
            if (!key_text(L, -1, t)) luaL_error(L, "%s: stay_key must be a string or an integer", fn);
            k.object += "@" + t;
            k.stay = 0;
        }
        have_stay = true;
    }
    lua_pop(L, 1);
    if (k.per == Schedule::Per::Stay && !have_stay)
        luaL_error(L, "%s: per=\"stay\" needs object= (a handle with .id and .stay) or stay_key=", fn);
    return k;
}

// match:use(key, {limit=1, per="turn", object=, stay_key=}) -> true (counted) or false
int l_use(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:use");
    int limit;
    Schedule::UseKey k = read_use(L, "match:use", limit);
    lua_pushboolean(L, m.schedule().use(k, limit));
    return 1;
}

// match:can_use(key, {...}) -> true if a use would be counted, and the uses left
int l_can_use(lua_State* L) {
    Match& m = check_match(L, 1);
    int limit;
    Schedule::UseKey k = read_use(L, "match:can_use", limit);
    int used = m.schedule().uses(k);
    lua_pushboolean(L, used < limit);
    lua_pushinteger(L, used < limit ? limit - used : 0);
    return 2;
}

// match:uses(key, {...}) -> uses counted in the current period
int l_uses(lua_State* L) {
    Match& m = check_match(L, 1);
    int limit;
    Schedule::UseKey k = read_use(L, "match:uses", limit);
    lua_pushinteger(L, m.schedule().uses(k));
    return 1;
}

// match:reset_uses(key [, object]): forgets the key's counters (of that object only).
int l_reset_uses(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:reset_uses");
    std::string key, object;
    if (!key_text(L, 2, key)) return luaL_error(L, "match:reset_uses: the key must be a string or an integer");
    if (!lua_isnoneornil(L, 3)) {
        if (!lua_istable(L, 3) && !lua_isuserdata(L, 3))
            return luaL_error(L, "match:reset_uses: object must be an object handle (with .id)");
        if (!object_use_key(L, 3, object)) {
            lua_getfield(L, 3, "id");
            if (!key_text(L, -1, object)) return luaL_error(L, "match:reset_uses: the object has no id");
            lua_pop(L, 1);
        }
    }
    m.schedule().reset_uses(key, object);
    return 0;
}

const luaL_Reg kMethods[] = {
    {"next_turn", l_next_turn}, {"extra_turn", l_extra_turn}, {"extra_turns", l_extra_turns},
    {"seat", l_seat},           {"set_seat", l_set_seat},     {"turn", l_turn},
    {"round", l_round},         {"set_order", l_set_order},   {"order", l_order},
    {"reverse", l_reverse},     {"direction", l_direction},   {"next_seat", l_next_seat},
    {"skip_turn", l_skip_turn}, {"skips", l_skips},           {"set_phase", l_set_phase},
    {"phase", l_phase},         {"use", l_use},               {"can_use", l_can_use},
    {"uses", l_uses},           {"reset_uses", l_reset_uses}, {nullptr, nullptr},
};

}  // namespace

const ApiPart& schedule_api() {
    static const ApiPart part{"schedule", kMethods, nullptr, nullptr};
    return part;
}

}  // namespace tabula
