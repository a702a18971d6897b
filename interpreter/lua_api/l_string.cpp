// The host's string.find, match, gmatch and gsub: Lua 5.4's arguments, results and
// errors, on common/lua_pattern.h. A call past lua_pattern::kStepLimit steps ends the
// script's run ("string.find: pattern too costly ..."), and every call's steps are
// charged to the instruction budget, so a loop of costly calls ends too.
#include "lua_api/l_string.h"

#include <string>
#include <string_view>

#include "common/lua_pattern.h"
#include "host/script_host.h"

namespace tabula {

namespace {

using lua_pattern::Capture;
using lua_pattern::Matcher;
using lua_pattern::npos;
using lua_pattern::Span;

// Lua 5.4's init argument: from 1, negative from the end, below the start clipped to
// it. The result is an offset from 0, past the end if init is.
std::size_t start_offset(lua_Integer init, std::size_t len) {
    if (init > 0) return static_cast<std::size_t>(init) - 1;
    if (init == 0 || init < -static_cast<lua_Integer>(len)) return 0;
    return len - static_cast<std::size_t>(-init);
}

// One call of a pattern function: its steps, charged to the host's budget.
class PatternCall {
public:
    // A call once the budget is spent (a message handler catching the error) fails at once.
    PatternCall(lua_State* L, const char* name) : L_(L), name_(name), host_(ScriptHost::of(L)) { host_.charge(L, 0); }

    lua_pattern::Steps steps;

    // Charges the steps taken since the last charge (a budget error if over).
    void charge() {
        host_.charge(L_, steps.used() - charged_);
        charged_ = steps.used();
    }

    // Runs body() (which returns its count of results) and turns the matcher's
    // exceptions into Lua errors, after charging the steps.
    template <class Body>
    int run(Body body) {
        std::string error;
        try {
            const int results = body();
            charge();
            return results;
        } catch (const lua_pattern::PatternError& e) {
            error = e.what();
        } catch (const lua_pattern::TooCostly&) {
            host_.spend_budget();  // pcall must not catch it: the run ends here
            ScriptHost::push_script_where(L_);
            lua_pushfstring(L_, "%s: pattern too costly (more than %I steps; a backtracking pattern?)", name_,
                            static_cast<lua_Integer>(steps.limit()));
            lua_concat(L_, 2);
            return lua_error(L_);
        }
        charge();
        return luaL_error(L_, "%s", error.c_str());
    }

private:
    lua_State* L_;
    const char* name_;
    ScriptHost& host_;
    uint64_t charged_ = 0;
};

std::string_view check_string(lua_State* L, int arg) {
    std::size_t len;
    const char* s = luaL_checklstring(L, arg, &len);
    return {s, len};
}

void push_capture(lua_State* L, const Capture& c) {
    if (c.is_position)
        lua_pushinteger(L, static_cast<lua_Integer>(c.position));
    else
        lua_pushlstring(L, c.text.data(), c.text.size());
}

// The captures of the match `whole`; with none, the whole match if `whole_if_none`.
int push_captures(lua_State* L, const Matcher& m, Span whole, bool whole_if_none) {
    const int n = m.levels() == 0 && whole_if_none ? 1 : m.levels();
    luaL_checkstack(L, n, "too many captures");
    for (int i = 0; i < n; ++i) push_capture(L, m.capture(i, whole));
    return n;
}

int find_or_match(lua_State* L, bool find) {
    const std::string_view subject = check_string(L, 1), pattern = check_string(L, 2);
    const std::size_t init = start_offset(luaL_optinteger(L, 3, 1), subject.size());
    if (init > subject.size()) {
        luaL_pushfail(L);
        return 1;
    }
    PatternCall call(L, find ? "string.find" : "string.match");
    return call.run([&] {
        if (find && (lua_toboolean(L, 4) || lua_pattern::is_plain(pattern, call.steps))) {
            const std::size_t at = lua_pattern::find_plain(subject, pattern, init, call.steps);
            if (at == npos) {
                luaL_pushfail(L);
                return 1;
            }
            lua_pushinteger(L, static_cast<lua_Integer>(at + 1));
            lua_pushinteger(L, static_cast<lua_Integer>(at + pattern.size()));
            return 2;
        }
        Matcher m(subject, pattern, call.steps);
        const auto found = m.search(init);
        if (!found) {
            luaL_pushfail(L);
            return 1;
        }
        if (!find) return push_captures(L, m, *found, true);
        lua_pushinteger(L, static_cast<lua_Integer>(found->begin + 1));
        lua_pushinteger(L, static_cast<lua_Integer>(found->end));
        return 2 + push_captures(L, m, *found, false);
    });
}

int l_find(lua_State* L) { return find_or_match(L, true); }
int l_match(lua_State* L) { return find_or_match(L, false); }

// Where a gmatch iterator goes on from: upvalue 3 (1 and 2 are subject and pattern).
struct GmatchState {
    std::size_t next;
    std::size_t last_end;  // npos before the first match
};

int gmatch_next(lua_State* L) {
    std::size_t subject_len, pattern_len;
    const char* subject = lua_tolstring(L, lua_upvalueindex(1), &subject_len);
    const char* pattern = lua_tolstring(L, lua_upvalueindex(2), &pattern_len);
    auto* state = static_cast<GmatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
    PatternCall call(L, "string.gmatch");
    return call.run([&] {
        Matcher m({subject, subject_len}, {pattern, pattern_len}, call.steps, false);
        for (std::size_t s = state->next; s <= subject_len; ++s) {
            const std::size_t e = m.match_at(s);
            if (e != npos && e != state->last_end) {  // an empty match right after the last one is skipped
                state->next = state->last_end = e;
                return push_captures(L, m, {s, e}, true);
            }
        }
        return 0;
    });
}

int l_gmatch(lua_State* L) {
    const std::size_t len = check_string(L, 1).size();
    check_string(L, 2);
    std::size_t init = start_offset(luaL_optinteger(L, 3, 1), len);
    lua_settop(L, 2);
    auto* state = static_cast<GmatchState*>(lua_newuserdatauv(L, sizeof(GmatchState), 0));
    if (init > len) init = len + 1;  // no match at all
    *state = {init, npos};
    lua_pushcclosure(L, gmatch_next, 3);
    return 1;
}

// Appends to b the replacement of the match `whole` by argument 3 (string, number,
// table or function); false if the match is kept as it is (nil or false).
bool add_replacement(lua_State* L, luaL_Buffer& b, Matcher& m, Span whole, PatternCall& call) {
    const int kind = lua_type(L, 3);
    if (kind == LUA_TSTRING || kind == LUA_TNUMBER) {
        std::size_t len;
        const char* text = lua_tolstring(L, 3, &len);
        m.expand({text, len}, whole, [&](std::string_view piece) { luaL_addlstring(&b, piece.data(), piece.size()); });
        return true;
    }
    call.charge();  // before script code runs, in case it fails and is caught
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        const int n = push_captures(L, m, whole, true);
        lua_call(L, n, 1);  // not a query: gsub calls its replacement function as its caller would
    } else {
        push_capture(L, m.capture(0, whole));
        lua_gettable(L, 3);
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        std::size_t len;
        const char* subject = lua_tolstring(L, 1, &len);
        luaL_addlstring(&b, subject + whole.begin, whole.end - whole.begin);
        return false;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(&b);
    return true;
}

int l_gsub(lua_State* L) {
    const std::string_view subject = check_string(L, 1), pattern = check_string(L, 2);
    const int kind = lua_type(L, 3);
    const lua_Integer max_n = luaL_optinteger(L, 4, static_cast<lua_Integer>(subject.size()) + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                     "string/function/table");
    PatternCall call(L, "string.gsub");
    return call.run([&] {
        luaL_Buffer b;  // the result grows inside the Lua state, under its memory cap
        luaL_buffinit(L, &b);
        Matcher m(subject, pattern, call.steps);
        std::size_t s = 0, last_end = npos;
        lua_Integer n = 0;
        bool changed = false;
        while (n < max_n) {
            const std::size_t e = m.match_at(s);
            if (e != npos && e != last_end) {
                ++n;
                changed = add_replacement(L, b, m, {s, e}, call) || changed;
                s = last_end = e;
            } else if (s < subject.size()) {
                luaL_addchar(&b, subject[s++]);
            } else {
                break;
            }
            if (m.anchored()) break;
        }
        if (changed) {
            luaL_addlstring(&b, subject.data() + s, subject.size() - s);
            luaL_pushresult(&b);
        } else {
            lua_pushvalue(L, 1);
        }
        lua_pushinteger(L, n);
        return 2;
    });
}

void set_functions(lua_State* L) {
    static const luaL_Reg functions[] = {
        {"find", l_find}, {"match", l_match}, {"gmatch", l_gmatch}, {"gsub", l_gsub}, {nullptr, nullptr}};
    luaL_setfuncs(L, functions, 0);
}

}  // namespace

void register_string_patterns(lua_State* L) {
    lua_getglobal(L, LUA_STRLIBNAME);
    set_functions(L);
    lua_pop(L, 1);
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        if (lua_getfield(L, -1, "__index") == LUA_TTABLE) set_functions(L);
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
}

}  // namespace tabula
