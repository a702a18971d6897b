// The host's one walk over a Lua value, shared by the JSON conversion (views, game
// tables, options) and the state hash (records, replays, scenarios): tables by sorted
// keys, at most kMaxLuaDepth levels of tables inside each other, a table met again
// found, the work bounded, the Lua stack checked, and errors naming the key path
// ("nested deeper than 64 levels at view.a.a.a...").
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <lua.hpp>

namespace tabula {

// What one walk may meet.
inline constexpr int kMaxLuaDepth = 64;                           // levels of tables inside tables
inline constexpr std::size_t kMaxLuaValues = std::size_t(1) << 20;  // values visited (1,048,576)
inline constexpr std::size_t kMaxLuaText = std::size_t(64) << 20;  // bytes of strings visited (64 MiB)

// A value the walk cannot take; what() says what and where, in a short sentence.
class LuaValueError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A table key the host can order: booleans, then numbers, then strings (bytewise).
struct LuaKey {
    int type = LUA_TNIL;
    bool b = false;
    bool is_int = false;
    lua_Integer i = 0;
    lua_Number n = 0;
    std::string s;

    bool operator<(const LuaKey& o) const;
    void push(lua_State* L) const;
    std::string text() const;  // as Lua's tostring: "3", "1.5", "name", "true"
};

class LuaWalk;

// What a walk reports, in order: each value that is not a table (scalar), and for a
// table open, then entry and the value of each key, then close.
class LuaVisitor {
public:
    virtual ~LuaVisitor() = default;
    // A value that is not a table, at `idx`.
    virtual void scalar(lua_State* L, int idx, int type) = 0;
    // A table, with its orderable keys sorted and `unordered` keys of other types
    // (tables, functions ...; of type `unordered_type`: a function or thread if one
    // is, else the first met), never walked.
    virtual void open(const std::vector<LuaKey>& keys, std::size_t unordered, int unordered_type) = 0;
    // Before the value of key `k`, which is of type `value_type`: false skips it.
    virtual bool entry(const LuaKey& k, int value_type) = 0;
    virtual void close() = 0;
    // With Repeats::refer, a table met before instead of open..close: `first` is its
    // place in the order tables were first met (0 for the root).
    virtual void again(std::size_t first) { (void)first; }

protected:
    friend class LuaWalk;
    const LuaWalk* walk_ = nullptr;  // the walk under way: fail() names the path
};

// A table met a second time: referred to (the hash: shared and cyclic tables are
// hashed once), or walked again (JSON: a shared table is copied, a cycle is an error).
enum class Repeats { refer, expand };

class LuaWalk {
public:
    // `root` names the value in errors ("view", "match"); the first `uncounted`
    // levels of tables are the host's own and do not count toward kMaxLuaDepth.
    LuaWalk(lua_State* L, std::string root, Repeats repeats, int uncounted = 0);

    // Walks the value at `idx`, leaving the stack as it was, also when it throws
    // LuaValueError (or whatever the visitor throws).
    void run(int idx, LuaVisitor& visitor);

    // Throws LuaValueError "`what` at <path>`after`" for the value being visited.
    [[noreturn]] void fail(std::string_view what, std::string_view after = {}) const;
    std::string path() const;  // "view.players[2].hand", cut short past 16 keys
    // The stack index of the table a visitor's open() is told of (valid during open()).
    int opening() const { return opening_; }

private:
    void value(int idx);
    void table(int idx);
    void read_keys(int idx, std::vector<LuaKey>& keys, std::size_t& unordered, int& unordered_type);

    lua_State* L_;
    std::string root_;
    Repeats repeats_;
    LuaVisitor* visitor_ = nullptr;
    int level_;                                      // tables open, minus the uncounted ones
    int opening_ = 0;                                // the table being opened
    std::vector<const LuaKey*> path_;                // the keys from the root to the value
    std::vector<const void*> open_;                  // the tables from the root to the value
    std::unordered_map<const void*, std::size_t> seen_;  // Repeats::refer: every table met
    std::size_t values_ = 0, text_ = 0;
};

}  // namespace tabula
