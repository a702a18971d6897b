#include "model/effects.h"

#include "core/state_hash.h"
#include "host/script_error.h"

namespace tabula {

Effects::~Effects() {
    lua_State* L = L_;
    luaL_unref(L, LUA_REGISTRYINDEX, registry_ref_);
    luaL_unref(L, LUA_REGISTRYINDEX, dispatch_ref_);
}

void Effects::attach(lua_State* L, int registry_idx, int dispatch_idx) {
    registry_idx = lua_absindex(L, registry_idx);
    dispatch_idx = lua_absindex(L, dispatch_idx);
    luaL_unref(L, LUA_REGISTRYINDEX, registry_ref_);
    luaL_unref(L, LUA_REGISTRYINDEX, dispatch_ref_);
    lua_pushvalue(L, registry_idx);
    registry_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushvalue(L, dispatch_idx);
    dispatch_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
    want_all();  // until the engine tells which
}

void Effects::push_registry(lua_State* L) const {
    if (registry_ref_ == LUA_NOREF) lua_pushnil(L);
    else lua_rawgeti(L, LUA_REGISTRYINDEX, registry_ref_);
}

void Effects::push_dispatch(lua_State* L) const {
    if (dispatch_ref_ == LUA_NOREF) lua_pushnil(L);
    else lua_rawgeti(L, LUA_REGISTRYINDEX, dispatch_ref_);
}

void Effects::hash_into(Fnv64& h) const {
    if (!attached()) return;
    lua_State* L = L_;
    // Called from C++ (the state hash), outside any protected call: no Lua error here.
    if (!lua_checkstack(L, 8)) throw ScriptError("no Lua stack space left to hash the effects");
    push_registry(L);
    for (const char* list : {"triggers", "modifiers"}) {
        h.text(list);
        if (lua_getfield(L, -1, list) != LUA_TTABLE) {
            lua_pop(L, 1);
            continue;
        }
        const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
        uint64_t live = 0;
        for (lua_Integer i = 1; i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            lua_getfield(L, -1, "active");  // removed or expired effects no longer count
            if (lua_istable(L, -2) && lua_toboolean(L, -1)) {
                ++live;
                lua_getfield(L, -2, "info");  // plain data only
                hash_lua_value(L, -1, h, "effect.info");
                lua_pop(L, 1);
            }
            lua_pop(L, 2);
        }
        h.u64(live);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

namespace {

struct EffectsState : ComponentState {
    int registry_ref, dispatch_ref;
    bool all_wanted;
    std::vector<std::string> wanted;
};

}  // namespace

std::unique_ptr<ComponentState> Effects::save() const {
    auto s = std::make_unique<EffectsState>();
    s->registry_ref = registry_ref_;
    s->dispatch_ref = dispatch_ref_;
    s->all_wanted = all_wanted_;
    s->wanted = wanted_;
    return s;
}

// The references are the registry's, which a branch's load sets back with them.
void Effects::load(const ComponentState& saved) {
    const auto& s = static_cast<const EffectsState&>(saved);
    registry_ref_ = s.registry_ref;
    dispatch_ref_ = s.dispatch_ref;
    all_wanted_ = s.all_wanted;
    wanted_ = s.wanted;
}

}  // namespace tabula
