// The `match` table's methods: choices, dice, the end of the match (turns: l_schedule.cpp).
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "common/json_input.h"
#include "common/json_output.h"
#include "common/lua_json.h"
#include "common/utf8_text.h"
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/lua_result.h"
#include "match/match.h"
#include "model/effects.h"

namespace tabula {

namespace {

// An option id goes to records and bots as it is, and comes back from them to be
// compared: it must be text they can carry, so one that is not UTF-8 is an error.
void check_id_text(lua_State* L, std::string_view id, int n) {
    if (!is_utf8(id))
        luaL_error(L, "match:choose: option %d's id \"%s\" is not valid UTF-8 (ids go to records and bots as text)", n,
                   quote_excerpt(id, 40).c_str());
}

// An option's id as text; options may be strings, integers or {id=, label=}.
std::string option_text(lua_State* L, int idx, const char* field, int n) {
    int t = lua_type(L, idx);
    if (t == LUA_TSTRING) {
        size_t len = 0;
        const char* s = lua_tolstring(L, idx, &len);
        check_id_text(L, std::string_view(s, len), n);
        return std::string(s, len);
    }
    if (t == LUA_TNUMBER && lua_isinteger(L, idx)) return std::to_string(lua_tointeger(L, idx));
    luaL_error(L, "match:choose: option %d has no usable %s (a string or an integer)", n, field);
    return {};
}

// The fields of a choice spec, as upvalues of match:choose: a key pushed from an
// upvalue spares the string lookup lua_getfield makes for a C string.
enum SpecKey {
    kSeatKey = 1, kPromptKey, kKindKey, kMinKey, kMaxKey, kOptionsKey, kLabelKey, kIdKey, kAskKey, kSpecKeys = kAskKey
};
const char* const kSpecKeyNames[kSpecKeys] = {"seat", "prompt", "kind", "min", "max", "options", "label", "id", "ask"};

// t[key] (honouring metatables, as lua_getfield) onto the stack; returns its type.
int get_spec(lua_State* L, int t, SpecKey key) {
    lua_pushvalue(L, lua_upvalueindex(key));
    return lua_gettable(L, t < 0 ? t - 1 : t);
}

// The spec's (at 2) field `key` onto the stack, its type returned: read raw when the
// spec has no metatable (`raw`: the same value, without the metamethod checks that a
// field left out costs lua_gettable), else as lua_gettable.
int spec_field(lua_State* L, SpecKey key, bool raw) {
    lua_pushvalue(L, lua_upvalueindex(key));
    return raw ? lua_rawget(L, 2) : lua_gettable(L, 2);
}

int choice_seat(lua_State* L, const Match& m, bool raw) {
    spec_field(L, kSeatKey, raw);
    const int seat = lua_isnil(L, -1) ? m.current_seat() : static_cast<int>(luaL_checkinteger(L, -1));
    if (seat < 1 || seat > m.seats())
        luaL_error(L, "match:choose: seat %d is not a seat of this match (1 to %d)", seat, m.seats());
    lua_pop(L, 1);
    return seat;
}

// Where read_spec leaves the spec's parts on the stack (the spec is at 2): prompt and
// kind (text or nil), min, max, the options list, then each option's id.
constexpr int kPrompt = 3, kKind = 4, kMin = 5, kMax = 6, kOptions = 7, kFirstId = 8;

// Lua interns its short strings (up to LUAI_MAXSHORTLEN bytes, 40 in Lua 5.4 as
// built by Debian): equal ones are one object. Checked once, on a state of its own,
// in case the library was built otherwise.
constexpr size_t kShortString = 40;
bool short_strings_interned() {
    static const bool interned = [] {
        lua_State* L = luaL_newstate();
        if (!L) return false;
        const std::string a(kShortString, 'x'), b(kShortString, 'x');
        lua_pushlstring(L, a.data(), a.size());
        lua_pushlstring(L, b.data(), b.size());
        const bool same = lua_tostring(L, -1) == lua_tostring(L, -2);
        lua_close(L);
        return same;
    }();
    return interned;
}

// Reads the spec at 2 onto the stack (see kPrompt...) and checks it
// (match/decisions.h: check_choice), seeing each id where it lies on the stack rather
// than copying it (an integer id as text in `digits`). Leaves the label on top.
ChoiceShape read_spec(lua_State* L, bool raw) {
    if (spec_field(L, kPromptKey, raw) > LUA_TNIL && !lua_isstring(L, kPrompt)) luaL_optstring(L, kPrompt, nullptr);
    if (spec_field(L, kKindKey, raw) > LUA_TNIL && !lua_isstring(L, kKind)) luaL_optstring(L, kKind, nullptr);
    ChoiceShape shape;
    spec_field(L, kMinKey, raw);
    shape.min = luaL_optinteger(L, kMin, 1);
    spec_field(L, kMaxKey, raw);
    shape.max = luaL_optinteger(L, kMax, shape.min > 1 ? shape.min : 1);
    if (spec_field(L, kOptionsKey, raw) != LUA_TTABLE) luaL_error(L, "match:choose: options must be a list");
    shape.options = static_cast<int>(lua_rawlen(L, kOptions));
    if (shape.options == 0) shape.prompt = luaL_optstring(L, kPrompt, "Choose");  // for the error
    luaL_checkstack(L, shape.options + 4, "match:choose: too many options");
    std::string_view few[32];
    std::vector<std::string_view> many(shape.options > 32 ? shape.options : 0);
    std::string_view* ids = shape.options > 32 ? many.data() : few;
    std::vector<std::string> digits;
    bool interned = true;
    for (int i = 1; i <= shape.options; ++i) {
        int type = lua_rawgeti(L, kOptions, i);
        if (type == LUA_TTABLE) {
            type = get_spec(L, -1, kIdKey);
            lua_replace(L, -2);
        }
        if (type == LUA_TSTRING) {
            size_t len = 0;
            const char* s = lua_tolstring(L, -1, &len);
            ids[i - 1] = std::string_view(s, len);
            check_id_text(L, ids[i - 1], i);
            interned = interned && len <= kShortString;
        } else {
            if (digits.empty()) digits.reserve(shape.options);  // never reallocated: the views stay put
            digits.push_back(option_text(L, -1, "id", i));
            ids[i - 1] = digits.back();
            interned = false;
        }
    }
    const std::string wrong =
        check_choice(shape, std::span(ids, shape.options), interned && short_strings_interned());
    if (!wrong.empty()) luaL_error(L, "match:choose: %s", wrong.c_str());
    const int t = spec_field(L, kLabelKey, raw);
    if (t != LUA_TFUNCTION && t != LUA_TNIL)
        luaL_error(L, "match:choose: label must be a function(id) -> text (got %s)", lua_typename(L, t));
    return shape;
}

// The id of option i (1-based) as read_spec left it on the stack.
std::string id_at(lua_State* L, int i) {
    const int idx = kFirstId + i - 1;
    if (lua_type(L, idx) == LUA_TSTRING) return lua_tostring(L, idx);
    return std::to_string(lua_tointeger(L, idx));
}

// The checked spec as a Choice for the host to ask an agent: ids and labels copied,
// the label function (on top) kept in the registry.
Choice spec_choice(lua_State* L, int seat, const ChoiceShape& shape) {
    Choice c;
    c.seat = seat;
    c.prompt = valid_utf8(luaL_optstring(L, kPrompt, "Choose"));
    c.kind = valid_utf8(luaL_optstring(L, kKind, "choice"));
    c.min = static_cast<int>(shape.min);
    c.max = static_cast<int>(shape.max);
    c.options.reserve(shape.options);
    for (int i = 1; i <= shape.options; ++i) {
        ChoiceOption o;
        o.id = id_at(L, i);
        o.labelled = false;
        if (lua_rawgeti(L, kOptions, i) == LUA_TTABLE) {
            get_spec(L, -1, kLabelKey);
            o.labelled = lua_isstring(L, -1);
            if (o.labelled) o.label = valid_utf8(lua_tostring(L, -1));
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!o.labelled) o.label = o.id;
        c.options.push_back(std::move(o));
    }
    if (lua_isfunction(L, -1)) c.labeler_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return c;
}

// Pushes option i (0-based) of the spec at index 2: its id, and the option.
void push_option(lua_State* L, int i) {
    get_spec(L, 2, kOptionsKey);
    lua_rawgeti(L, -1, i + 1);
    lua_remove(L, -2);
    if (lua_istable(L, -1)) {
        get_spec(L, -1, kIdKey);
        lua_insert(L, -2);
    } else {
        lua_pushvalue(L, -1);
    }
}

// match:choose's results for the picks (option indices): the id and the option, or
// with max > 1 the list of ids and the list of options.
int push_picks(lua_State* L, lua_Integer max, const std::vector<int>& picks) {
    lua_settop(L, 2);
    if (max == 1) {
        if (picks.empty()) {
            lua_pushnil(L);
            lua_pushnil(L);
            return 2;
        }
        push_option(L, picks[0]);
        return 2;
    }
    lua_createtable(L, static_cast<int>(picks.size()), 0);  // 3: ids
    lua_createtable(L, static_cast<int>(picks.size()), 0);  // 4: options
    for (size_t j = 0; j < picks.size(); ++j) {
        push_option(L, picks[j]);
        lua_rawseti(L, 4, static_cast<lua_Integer>(j + 1));
        lua_rawseti(L, 3, static_cast<lua_Integer>(j + 1));
    }
    return 2;
}

// Runs when the host resumes the flow with the seat's answer. ctx: max.
int choose_k(lua_State* L, int, lua_KContext max) {
    Match& m = check_match(L, 1);
    return push_picks(L, max, m.choices().take_answer());
}

// The picks of a choice answered at once, as match:choose returns them: for one pick
// the id read_spec left on the stack, and the option.
int push_picks_at_once(lua_State* L, lua_Integer max, const std::vector<int>& picks) {
    if (max != 1) return push_picks(L, max, picks);
    if (picks.empty()) {  // nothing picked (min 0)
        lua_pushnil(L);
        lua_pushnil(L);
        return 2;
    }
    lua_pushvalue(L, kFirstId + picks[0]);  // the id
    lua_rawgeti(L, kOptions, picks[0] + 1);  // the option
    return 2;
}

// The spec's ask = "always" (only read for a choice of one option, the only one it
// changes): the seat is asked even with nothing else to answer.
bool ask_always(lua_State* L, bool raw) {
    const int type = spec_field(L, kAskKey, raw);
    const bool always = type == LUA_TSTRING && std::string_view(lua_tostring(L, -1)) == "always";
    if (type != LUA_TNIL && !always) luaL_error(L, "match:choose: ask must be \"always\" (or left out)");
    lua_pop(L, 1);
    return always;
}

// Reads and checks the spec at 2; answers it at once if the match can (returns the
// number of results), else gives it to the match to ask (returns -1; `max` for the
// continuation). Cannot yield itself (its frame has objects to destroy).
int answer_or_ask(lua_State* L, Match& m, lua_Integer& max) {
    const bool raw = !lua_getmetatable(L, 2);
    if (!raw) lua_pop(L, 1);
    const int seat = choice_seat(L, m, raw);
    const ChoiceShape shape = read_spec(L, raw);
    max = shape.max;
    const bool yieldable = lua_isyieldable(L);
    const bool always = shape.options == 1 && ask_always(L, raw);
    Decisions& choices = m.choices();
    if (yieldable && !always && choices.answers_at_once(seat, shape.options, static_cast<int>(shape.min), max)) {
        if (choices.forced_log() && Choice::forced(shape.options, static_cast<int>(shape.min), static_cast<int>(max)))
            choices.forced_log()->push_back({seat, m.turn(), valid_utf8(luaL_optstring(L, kPrompt, "Choose")),
                                             valid_utf8(luaL_optstring(L, kKind, "choice")), id_at(L, 1)});
        return push_picks_at_once(
            L, max, choices.answer_at_once(seat, shape.options, static_cast<int>(shape.min), static_cast<int>(max)));
    }
    if (yieldable) {
        Choice c = spec_choice(L, seat, shape);
        c.always_asked = always;
        choices.ask(std::move(c));
    }
    return -1;
}

// No C++ object with a destructor may be alive in l_choose and l_finish when they
// yield: a yield is a C++ exception in this build, and a frame with cleanups to run
// costs the unwinder a second pass (_Unwind_Resume).
int l_choose(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:choose");
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);  // the spec's parts go to fixed places above it
    lua_Integer max = 1;
    const int results = answer_or_ask(L, m, max);
    if (results >= 0) return results;
    lua_settop(L, 2);
    return host_yield(L, choose_k, "match:choose", max);
}

// Face i of a die (on the top of the stack) as JSON, to compare with a forced result.
nlohmann::json face_json(lua_State* L, int i) {
    std::string error;
    try {
        return lua_to_json(L, -1, "faces[" + std::to_string(i) + "]", /*skip_functions=*/true);
    } catch (const LuaValueError& e) {
        error = e.what();
    }
    luaL_error(L, "match:roll: %s", error.c_str());
    return nullptr;
}

// A forced result for a die, checked against the die's faces.
bool forced_face(lua_State* L, Match& m, int faces_idx, lua_Integer faces) {
    auto& queue = m.forced_dice();
    if (queue.empty()) return false;
    nlohmann::json v = queue.front();
    queue.pop_front();
    if (faces_idx) {
        int n = static_cast<int>(lua_rawlen(L, faces_idx));
        for (int i = 1; i <= n; ++i) {
            lua_rawgeti(L, faces_idx, i);
            if (face_json(L, i) == v) return true;
            lua_pop(L, 1);
        }
        return luaL_error(L, "match:roll: forced result %s is not a face of this die", json_text(v).c_str());
    }
    if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > faces)
        return luaL_error(L, "match:roll: forced result %s is not a face of a d%d", json_text(v).c_str(), (int)faces);
    lua_pushinteger(L, v.get<int64_t>());
    return true;
}

int roll_k(lua_State*, int, lua_KContext count) { return static_cast<int>(count); }

// match:roll(faces [, count]) or match:roll{faces = n | {...}, count = k}
int l_roll(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:roll");
    lua_Integer faces = 0, count = 1;
    int faces_idx = 0;
    if (lua_istable(L, 2)) {
        lua_getfield(L, 2, "count");
        count = luaL_optinteger(L, -1, 1);
        lua_getfield(L, 2, "faces");
        if (lua_istable(L, -1)) {
            faces_idx = lua_gettop(L);
            faces = static_cast<lua_Integer>(lua_rawlen(L, faces_idx));
        } else {
            faces = luaL_checkinteger(L, -1);
        }
    } else {  // match:roll(6), the common case, read without luaL's checks unless it is wrong
        int whole = 0;
        faces = lua_tointegerx(L, 2, &whole);
        if (!whole) faces = luaL_checkinteger(L, 2);
        count = lua_isnoneornil(L, 3) ? 1 : luaL_checkinteger(L, 3);
    }
    if (faces < 1) return luaL_error(L, "match:roll: a die needs at least one face");
    if (count < 1 || count > 1000) return luaL_error(L, "match:roll: cannot roll %d dice", (int)count);
    if (count + 4 > LUA_MINSTACK) luaL_checkstack(L, static_cast<int>(count) + 4, "match:roll");
    for (lua_Integer i = 0; i < count; ++i) {
        if (forced_face(L, m, faces_idx, faces)) continue;
        lua_Integer face = static_cast<lua_Integer>(m.rng().below(static_cast<uint64_t>(faces))) + 1;
        if (faces_idx)
            lua_rawgeti(L, faces_idx, face);
        else
            lua_pushinteger(L, face);
    }
    if (!effects_want(L, m, {"rolled"})) return static_cast<int>(count);
    // The "rolled" event: {name, match, seat, faces, results = {...}}; the results stay the return values.
    const int first = lua_gettop(L) - static_cast<int>(count) + 1;
    push_event(L, m, "rolled");
    lua_pushinteger(L, m.current_seat());
    lua_setfield(L, -2, "seat");
    lua_pushinteger(L, faces);
    lua_setfield(L, -2, "faces");
    lua_createtable(L, static_cast<int>(count), 0);
    for (int i = 0; i < static_cast<int>(count); ++i) {
        lua_pushvalue(L, first + i);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "results");
    return emit_event(L, roll_k, static_cast<lua_KContext>(count));
}

int l_finish(lua_State* L) {
    Match& m = check_match(L, 1);
    check_action(L, "match:finish");
    m.finish(read_result(L, m.seats(), "match:finish"));
    return host_yield(L, nullptr, "match:finish");
}

// match:result() -> nil while the match goes on; once it has a result (match:finish,
// or what game.play returned): {winners = {seats}, draw = boolean, reason = text}.
int l_result(lua_State* L) {
    const MatchResult& r = check_match(L, 1).result();
    if (r.kind != MatchResult::Kind::Win && r.kind != MatchResult::Kind::Draw) {
        lua_pushnil(L);
        return 1;
    }
    lua_createtable(L, 0, 3);
    lua_createtable(L, static_cast<int>(r.winners.size()), 0);
    for (size_t i = 0; i < r.winners.size(); ++i) {
        lua_pushinteger(L, r.winners[i]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    lua_setfield(L, -2, "winners");
    lua_pushboolean(L, r.kind == MatchResult::Kind::Draw);
    lua_setfield(L, -2, "draw");
    lua_pushlstring(L, r.reason.data(), r.reason.size());
    lua_setfield(L, -2, "reason");
    return 1;
}

// Turns (next_turn, extra_turn, seat, set_seat, turn, ...) are in l_schedule.cpp.

int l_random(lua_State* L) {
    check_match(L, 1);
    return random_from(L, 2, "match:random");  // a direct C call: errors name the script's line
}

// match:log(text) or match:log(format, ...): a line for displays and logs.
int l_log(lua_State* L) {
    Match& m = check_match(L, 1);
    if (!m.logging()) {  // nobody reads the lines (simulate): skip even the formatting
        luaL_checkstring(L, 2);
        return 0;
    }
    if (lua_gettop(L) > 2) {
        lua_getglobal(L, "string");
        lua_getfield(L, -1, "format");
        lua_remove(L, -2);
        lua_insert(L, 2);
        lua_call(L, lua_gettop(L) - 2, 1);  // not a query: string.format, in the caller's stead
    }
    size_t len = 0;
    const char* text = luaL_checklstring(L, 2, &len);
    ScriptHost::of(L).charge_work(L, 200 + len);  // the line is written: host work, counted only when it is done
    m.log(valid_utf8(text));
    return 0;
}

// match:logging(): whether log lines are kept, so costly arguments can be skipped.
int l_logging(lua_State* L) {
    lua_pushboolean(L, check_match(L, 1).logging());
    return 1;
}

const luaL_Reg kMethods[] = {
    {"roll", l_roll},     {"finish", l_finish},
    {"random", l_random}, {"log", l_log},         {"logging", l_logging}, {"result", l_result},
    {nullptr, nullptr},
};

}  // namespace

void push_match_metatable(lua_State* L) {
    if (luaL_newmetatable(L, kMatchMetatable)) {
        luaL_newlib(L, kMethods);
        for (const char* key : kSpecKeyNames) lua_pushstring(L, key);
        lua_pushcclosure(L, l_choose, kSpecKeys);
        lua_setfield(L, -2, "choose");
        add_part_methods(L);
        lua_setfield(L, -2, "__index");
        lua_pushstring(L, "match");
        lua_setfield(L, -2, "__name");
        lua_pushboolean(L, 0);  // shared by every match: out of scripts' reach
        lua_setfield(L, -2, "__metatable");
    }
}

}  // namespace tabula
