// The one walk over Lua values (common/lua_walk.h) as JSON conversion and state hash
// use it: the depth limit at its exact boundary, cycles, shared tables, keys of every
// type, the bounds on work, and state hashes that stay what they were.
#include <catch2/catch.hpp>

#include <string>

#include "common/json_input.h"
#include "common/lua_json.h"
#include "common/utf8_text.h"
#include "core/state_hash.h"

using tabula::LuaValueError;

namespace {

// A plain Lua state with the standard libraries, closed at the end of the test.
struct Lua {
    Lua() : L(luaL_newstate()) { luaL_openlibs(L); }
    ~Lua() { lua_close(L); }
    // Runs `code` and leaves its first result on the stack.
    void push(const std::string& code) {
        if (luaL_dostring(L, code.c_str()) != LUA_OK) FAIL(lua_tostring(L, -1));
    }
    nlohmann::json json(const std::string& code, bool skip_functions = false) {
        push(code);
        const int top = lua_gettop(L);
        nlohmann::json j = tabula::lua_to_json(L, -1, "view", skip_functions);
        CHECK(lua_gettop(L) == top);
        lua_pop(L, 1);
        return j;
    }
    uint64_t hash(const std::string& code, int uncounted = 0) {
        push(code);
        const int top = lua_gettop(L);
        tabula::Fnv64 h;
        tabula::hash_lua_value(L, -1, h, "match", uncounted);
        CHECK(lua_gettop(L) == top);
        lua_pop(L, 1);
        return h.value();
    }
    // The error converting `code`'s value (JSON or hash), or "" if none.
    std::string json_error(const std::string& code) { return error([&] { json(code); }); }
    std::string hash_error(const std::string& code, int uncounted = 0) { return error([&] { hash(code, uncounted); }); }

    template <typename F>
    std::string error(F f) {
        const int top = lua_gettop(L);
        try {
            f();
        } catch (const LuaValueError& e) {
            CHECK(lua_gettop(L) == top + 1);  // the value itself, the walk's own pushes gone
            lua_settop(L, top);
            return e.what();
        }
        return "";
    }
    lua_State* L;
};

// Lua code for a chain of `levels` tables: {a = {a = ... {leaf = 1}}}.
std::string nest(int levels) {
    return "local t = {} local c = t for i = 2, " + std::to_string(levels) +
           " do c.a = {} c = c.a end c.leaf = 1 return t";
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("lua walk: 64 levels of tables convert and hash, 65 are refused naming the path", "[lua_walk]") {
    Lua lua;
    CHECK(lua.json_error(nest(64)).empty());
    CHECK(lua.hash_error(nest(64)).empty());
    const std::string json = lua.json_error(nest(65));
    CHECK(has(json, "nested deeper than 64 levels at view.a.a.a.a"));
    CHECK(has(json, "..."));
    CHECK(has(lua.hash_error(nest(65)), "nested deeper than 64 levels at match.a.a"));
    // The 63 levels that once wrote past the Lua stack.
    CHECK(lua.json(nest(63)).dump().size() > 63 * 6);
    // The match table is the host's: with one level uncounted, match.state holds 64.
    CHECK(lua.hash_error("return {state = (function() " + nest(64) + " end)()}", 1).empty());
    CHECK(has(lua.hash_error("return {state = (function() " + nest(65) + " end)()}", 1),
              "nested deeper than 64 levels at match.state.a.a"));
}

TEST_CASE("lua walk: data nested 100000 deep is an error, not a crash", "[lua_walk]") {
    Lua lua;
    CHECK(has(lua.json_error(nest(100000)), "nested deeper than 64 levels"));
    CHECK(has(lua.hash_error(nest(100000)), "nested deeper than 64 levels"));
}

TEST_CASE("lua walk: a cycle is an error for JSON, a back-reference for the hash", "[lua_walk]") {
    Lua lua;
    CHECK(lua.json_error("local t = {x = {}} t.x.y = t return t") ==
          "a cycle at view.x.y: the table is already inside itself");
    CHECK(lua.json_error("local t = {} t[1] = t return t") == "a cycle at view[1]: the table is already inside itself");
    CHECK(lua.hash_error("local t = {x = {}} t.x.y = t return t").empty());
    // Hashing a cycle is deterministic.
    const std::string code = "local t = {name = 'loop'} t.self = t t.list = {t, {t}} return t";
    CHECK(lua.hash(code) == lua.hash(code));
}

TEST_CASE("lua walk: a table shared by several places is copied to each in JSON", "[lua_walk]") {
    Lua lua;
    auto j = lua.json("local s = {v = 1} return {x = s, y = s, z = {s, s}}");
    CHECK(j == nlohmann::json::parse(R"({"x":{"v":1},"y":{"v":1},"z":[{"v":1},{"v":1}]})"));
}

TEST_CASE("lua walk: sharing that doubles at each level is stopped by the bound on values", "[lua_walk]") {
    Lua lua;
    const std::string code = "local t = {1} for i = 1, 40 do t = {t, t} end return t";
    CHECK(has(lua.json_error(code), "more than 1048576 values at view"));
    CHECK(lua.hash_error(code).empty());  // the hash meets each table once
}

TEST_CASE("lua walk: text is bounded per walk", "[lua_walk]") {
    Lua lua;
    const std::string code = "local s = string.rep('x', 1 << 20) local t = {} for i = 1, 65 do t[i] = s end return t";
    CHECK(has(lua.json_error(code), "more than 64 MiB of text at view[65]"));
    CHECK(has(lua.hash_error(code), "more than 64 MiB of text at match[65]"));
}

TEST_CASE("lua walk: keys of every type", "[lua_walk]") {
    Lua lua;
    // Exactly 1..n: an array; anything else an object, number keys as Lua writes them.
    CHECK(lua.json("return {10, 20, 30}") == nlohmann::json::parse("[10,20,30]"));
    CHECK(lua.json("return {}") == nlohmann::json::object());
    CHECK(lua.json("return {[1] = 'a', [3] = 'c'}") == nlohmann::json::parse(R"({"1":"a","3":"c"})"));
    CHECK(lua.json("return {[1.5] = 'f', [-2] = 'n', k = 'v'}") ==
          nlohmann::json::parse(R"({"1.5":"f","-2":"n","k":"v"})"));
    CHECK(lua.json("return {[1e100] = true}") == nlohmann::json::parse(R"({"1e+100":true})"));
    // A number key and the same as a string: the string's value, whatever pairs() says.
    CHECK(lua.json("return {[1] = 'number', ['1'] = 'string', [2] = 'x'}") ==
          nlohmann::json::parse(R"({"1":"string","2":"x"})"));
    CHECK(lua.json_error("return {x = {[true] = 1}}") == "a boolean key at view.x[true]");
    CHECK(lua.json_error("return {x = {[{}] = 1}}") == "a key of type table at view.x");
    CHECK(lua.json_error("return {f = print}") == "a function at view.f");
    CHECK(lua.json_error("return {['two words'] = {print}}") == "a function at view[\"two words\"][1]");
    // Leaving functions out: gone from objects, null in arrays, odd keys dropped.
    CHECK(lua.json("return {f = print, [true] = 1, [{}] = 2, list = {1, print, 3}, n = 4}", true) ==
          nlohmann::json::parse(R"({"list":[1,null,3],"n":4})"));
    // The hash takes every key and value of data, and the host's handles (userdata)...
    CHECK(lua.hash_error("return {[true] = 1, [false] = 2, [{}] = 3, [io.stdout] = 4, [1.5] = 5, [7] = 6, "
                         "s = io.stdout}")
              .empty());
    // ... but no function or coroutine, as a value or a key: the state is data.
    const std::string data = ": the state is data (numbers, strings, booleans, tables, the host's handles)";
    CHECK(lua.hash_error("return {players = {{}, {callback = print}}}") ==
          "match.players[2].callback is a function" + data);
    CHECK(lua.hash_error("return {co = coroutine.create(print)}") == "match.co is a thread" + data);
    CHECK(lua.hash_error("return {cache = {[{}] = 1, [print] = 2, [io.stdout] = 3}}") ==
          "match.cache has a function as a key" + data);
    CHECK(lua.hash_error("return {t = {[coroutine.create(print)] = true}}") == "match.t has a thread as a key" + data);
    CHECK(lua.hash_error("return print") == "match is a function" + data);
}

TEST_CASE("lua walk: state hashes are the ones computed before the walk was shared", "[lua_walk]") {
    // Pinned from the state hash's own walker as it was: records keep these hashes.
    const std::pair<const char*, uint64_t> pinned[] = {
        {"return {}", 0xfd29b2d10195eb20ULL},
        {"return 42", 0xb1a5fe9657c6f54cULL},
        {"return 'text'", 0x97609437ee02053eULL},
        {"return {1, 2, 3, 'four', 5.5, true, false}", 0x6aac315f4fcf360fULL},
        {"return {a = 1, b = {c = 'x', d = {1, 2}}, [3] = 'three', [1.5] = 'f', [true] = 't', [false] = 0}",
         0x57587ea74f5a5638ULL},
        {"local s = {v = 1} return {x = s, y = s, z = {s, s}}", 0xc0621106faed8519ULL},
        {"local t = {name = 'loop'} t.self = t t.list = {t, {t}} return t", 0x376748c2d765b2fcULL},
        {"return {[{}] = 1, [io.stdout] = 2, k = io.stdout, n = -7, big = math.maxinteger, neg0 = -0.0}",
         0x9ad3ff07e29b1caeULL},  // was with print, before functions were refused; userdata hash as they did
        {"local t = {} for i = 1, 100 do t['k' .. i] = i * 3 end return t", 0x3576e5a869ab8274ULL},
        {"local t = {} local c = t for i = 1, 63 do c.a = {i = i} c = c.a end return t", 0xb3cc320fd371b56eULL},
    };
    for (const auto& [code, value] : pinned) {
        INFO(code);
        Lua lua;  // a fresh state: another string hash seed, another pairs() order
        CHECK(lua.hash(code) == value);
    }
}

TEST_CASE("lua walk: strings and keys become valid UTF-8 in JSON, the hash keeps their bytes", "[lua_walk]") {
    Lua lua;
    const auto j = lua.json(R"(return {["k\xff"] = "a\xff\xfeb", ok = "é"})");
    CHECK(j.dump() == "{\"k\xef\xbf\xbd\":\"a\xef\xbf\xbd\xef\xbf\xbd" "b\",\"ok\":\"\xc3\xa9\"}");
    CHECK(lua.hash(R"(return "\xff")") != lua.hash(R"(return "\xfe")"));
}

TEST_CASE("utf8 text: invalid sequences become U+FFFD, one per maximal subpart", "[lua_walk]") {
    using tabula::is_utf8;
    using tabula::valid_utf8;
    const std::string r = "\xef\xbf\xbd";
    CHECK(is_utf8("plain ascii"));
    CHECK(is_utf8("\xc3\xa9\xe2\x82\xac\xf0\x9f\x8e\xb2"));  // é € 🎲
    CHECK_FALSE(is_utf8("\xff"));
    CHECK_FALSE(is_utf8("\xc0\xaf"));          // overlong
    CHECK_FALSE(is_utf8("\xed\xa0\x80"));      // a surrogate
    CHECK_FALSE(is_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
    CHECK(valid_utf8("a\xff\xfe" "b") == "a" + r + r + "b");
    CHECK(valid_utf8("\xe2\x82") == r);              // a cut-off euro sign: one
    CHECK(valid_utf8("\xe2\x82x") == r + "x");
    CHECK(valid_utf8("\xe0\x80\x80") == r + r + r);  // E0 needs A0..BF next
    CHECK(valid_utf8("\xc3\xa9") == "\xc3\xa9");
    // nlohmann::json's replacement agrees.
    for (const std::string s : {"a\xff\xfe" "b", "\xe2\x82x", "\xe0\x80\x80", "\xf0\x9f\x8e"}) {
        INFO(s);
        CHECK(nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) ==
              nlohmann::json(valid_utf8(s)).dump());
    }
}

TEST_CASE("lua walk: push_json takes host JSON up to its bound and refuses deeper", "[lua_walk]") {
    Lua lua;
    auto nested = [](int levels) {
        nlohmann::json j = 1;
        for (int i = 0; i < levels; ++i) j = nlohmann::json::array({j});
        return j;
    };
    const int top = lua_gettop(lua.L);
    tabula::push_json(lua.L, nested(tabula::kMaxPushDepth));
    CHECK(lua_gettop(lua.L) == top + 1);
    lua_settop(lua.L, top);
    CHECK_THROWS_AS(tabula::push_json(lua.L, nested(tabula::kMaxPushDepth + 1)), LuaValueError);
    CHECK(lua_gettop(lua.L) == top);
    tabula::push_json(lua.L, nlohmann::json::parse(R"({"a\u0000b": "x\u0000y"})"));
    lua_getfield(lua.L, -1, "a");
    CHECK(lua_isnil(lua.L, -1));
    lua_settop(lua.L, top);
}

TEST_CASE("json input: json_nested_deeper_than counts arrays and objects", "[lua_walk]") {
    nlohmann::json j = 1;
    for (int i = 0; i < 64; ++i) j = nlohmann::json::array({j});
    CHECK_FALSE(tabula::json_nested_deeper_than(j, 64));
    j = nlohmann::json::object({{"k", j}});
    CHECK(tabula::json_nested_deeper_than(j, 64));
    CHECK_FALSE(tabula::json_nested_deeper_than(nlohmann::json("text"), 0));
}

TEST_CASE("lua walk: an empty list the host pushed stays a list, an empty table a script makes is an object",
          "[lua_walk]") {
    Lua lua;
    const int top = lua_gettop(lua.L);
    tabula::push_json(lua.L, nlohmann::json::parse(R"({"zones": {"hand:2": {"cards": []}}, "none": {}, "full": [1]})"));
    lua_setglobal(lua.L, "pushed");
    CHECK(lua.json("return pushed").dump() == R"({"full":[1],"none":{},"zones":{"hand:2":{"cards":[]}}})");
    // Copied into a script's own table, the host's empty list is still the same table.
    CHECK(lua.json("return { hand = pushed.zones['hand:2'].cards, mine = {} }").dump() == R"({"hand":[],"mine":{}})");
    // Filled by the script, it is whatever its keys make it.
    CHECK(lua.json("local t = pushed.zones['hand:2'].cards; t.x = 1; return t").dump() == R"({"x":1})");
    CHECK(lua_gettop(lua.L) == top);
}

// The end-of-match check (core/state_hash.h): the quick walk says yes only where the hash
// takes the value, and leaves the rest to the hash.
TEST_CASE("state hash: plain_data_tree answers yes only for data the hash takes", "[lua_walk]") {
    Lua lua;
    auto plain = [&](const std::string& code, int uncounted = 0) {
        lua.push(code);
        const int top = lua_gettop(lua.L);
        const bool yes = tabula::plain_data_tree(lua.L, -1, uncounted);
        CHECK(lua_gettop(lua.L) == top);
        lua_pop(lua.L, 1);
        if (yes) CHECK(lua.hash_error(code, uncounted).empty());
        return yes;
    };
    CHECK(plain("return { 1, 'two', { three = true, [4.5] = { 'x' } }, [{}] = 1 }"));
    CHECK(plain("return 7"));
    CHECK(plain(nest(63)));
    CHECK_FALSE(plain(nest(64)));  // at the limit: the hash decides (and refuses 65)
    CHECK(plain(nest(64), 1));
    CHECK_FALSE(plain("return { f = print }"));
    CHECK_FALSE(plain("return { [print] = 1 }"));
    CHECK_FALSE(plain("return { a = { co = coroutine.create(print) } }"));
    CHECK_FALSE(plain("return print"));
    // A table met twice is left to the hash, which takes it.
    CHECK_FALSE(plain("local s = {} return { s, s }"));
    CHECK_FALSE(plain("local t = {} t.me = t return t"));
    CHECK(lua.hash_error("local s = {} return { s, s }").empty());
}
