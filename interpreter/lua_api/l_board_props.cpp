// A space's properties between Lua and the board (docs/api.md, tabula.board): a
// string, number or boolean, or plain data — tables of them and of such tables, keyed
// by strings or integers, at most kMaxPropDepth levels deep. The board keeps one copy;
// every read pushes a fresh table.
#include "common/lua_walk.h"
#include "host/script_host.h"
#include "lua_api/l_board_call.h"

namespace tabula::board_lua {
namespace {

constexpr int kMaxPropDepth = 8;

// Builds a property's value while a LuaWalk visits it (tables by sorted keys, cycles
// refused); refuses what is not plain data with a BoardError naming the path.
class PropBuilder : public LuaVisitor {
public:
    PropBuilder(lua_State* L, std::string space) : L_(L), space_(std::move(space)) {}
    PropValue value;

    void scalar(lua_State* L, int idx, int type) override {
        switch (type) {
            case LUA_TBOOLEAN: return place(static_cast<bool>(lua_toboolean(L, idx)));
            case LUA_TNUMBER:
                if (lua_isinteger(L, idx)) return place(static_cast<long long>(lua_tointeger(L, idx)));
                return place(static_cast<double>(lua_tonumber(L, idx)));
            case LUA_TSTRING: {
                std::size_t len = 0;
                const char* s = lua_tolstring(L, idx, &len);
                return place(std::string(s, len));
            }
        }
        refuse(std::string("must be a string, number, boolean or a table of them (got ") + lua_typename(L, type) + ")");
    }

    void open(const std::vector<LuaKey>& keys, std::size_t unordered, int unordered_type) override {
        if (unordered) refuse(std::string("has a ") + lua_typename(L_, unordered_type) + " key" + kKeys);
        for (const LuaKey& k : keys)
            if (k.type == LUA_TBOOLEAN || (k.type == LUA_TNUMBER && !k.is_int)) refuse("has the key " + k.text() + kKeys);
        if (tables_.size() >= kMaxPropDepth)
            refuse("is nested deeper than " + std::to_string(kMaxPropDepth) + " levels of tables");
        tables_.push_back(std::make_shared<PropTable>());
        tables_.back()->entries.reserve(keys.size());
    }

    bool entry(const LuaKey& k, int) override {
        PropKey key = k.is_int ? PropKey(static_cast<long long>(k.i)) : PropKey(k.s);
        tables_.back()->entries.emplace_back(std::move(key), PropValue(false));
        return true;
    }

    void close() override {
        std::shared_ptr<PropTable> t = std::move(tables_.back());
        tables_.pop_back();
        for (const auto& [k, v] : t->entries) {
            const auto* inner = std::get_if<std::shared_ptr<const PropTable>>(&v);
            t->values += 1 + (inner ? (*inner)->values : 0);
        }
        place(std::shared_ptr<const PropTable>(std::move(t)));
    }

    [[noreturn]] void refuse(const std::string& what) const {
        throw BoardError("space '" + space_ + "': property '" + walk_->path() + "' " + what);
    }

private:
    static constexpr const char* kKeys = " (keys must be strings or integers)";

    // The value just read: the property itself, or the last entry of the table open.
    void place(PropValue v) {
        if (tables_.empty()) value = std::move(v);
        else tables_.back()->entries.back().second = std::move(v);
    }

    lua_State* L_;
    std::string space_;
    std::vector<std::shared_ptr<PropTable>> tables_;  // the tables open, outermost first
};

void push_key(lua_State* L, const PropKey& k) {
    if (const auto* i = std::get_if<long long>(&k)) lua_pushinteger(L, *i);
    else lua_pushlstring(L, std::get<std::string>(k).data(), std::get<std::string>(k).size());
}

// Budget units for each value of a table property copied out to a script.
constexpr uint64_t kChargePerValue = 10;

void push_table(lua_State* L, const PropTable& t) {
    luaL_checkstack(L, 4, "board property");
    ScriptHost::of(L).charge_work(L, kChargePerValue * (t.entries.size() + 1));
    int list = 0;  // the keys 1..list: the table's array part
    while (list < static_cast<int>(t.entries.size()) && t.entries[list].first == PropKey(static_cast<long long>(list + 1)))
        ++list;
    lua_createtable(L, list, static_cast<int>(t.entries.size()) - list);
    for (const auto& [k, v] : t.entries) {
        push_key(L, k);
        push_prop(L, v);
        lua_rawset(L, -3);
    }
}

}  // namespace

PropValue read_prop(lua_State* L, int idx, const std::string& space, const std::string& key) {
    PropBuilder builder(L, space);
    try {
        LuaWalk(L, key, Repeats::expand).run(idx, builder);
    } catch (const LuaValueError& e) {
        throw BoardError("space '" + space + "': property '" + key + "': " + e.what());
    }
    return std::move(builder.value);
}

void push_prop(lua_State* L, const PropValue& v) {
    std::visit(
        [L](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, bool>)
                lua_pushboolean(L, x);
            else if constexpr (std::is_same_v<T, long long>)
                lua_pushinteger(L, x);
            else if constexpr (std::is_same_v<T, double>)
                lua_pushnumber(L, x);
            else if constexpr (std::is_same_v<T, std::string>)
                lua_pushlstring(L, x.data(), x.size());
            else
                push_table(L, *x);
        },
        v);
}

}  // namespace tabula::board_lua
