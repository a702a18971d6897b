// The objects API's plumbing: handles, arguments, event emission, filters.
#include "host/script_host.h"
#include "lua_api/l_objects_call.h"

namespace tabula::objects_lua {

// ---- handles ----

Objects& objects_of(lua_State* L) { return check_match(L, 1).component<Objects>(); }

std::string describe(const Objects& objs, int id) {
    return "object #" + std::to_string(objs.obj(id).public_id) + " (" + objs.obj(id).kind + ")";
}

// "start, flipped"
std::string side_list(const std::vector<std::string>& sides) {
    std::string text;
    for (const std::string& side : sides) text += (text.empty() ? "" : ", ") + side;
    return text;
}

// The id a script sees: the object's public id, or the last one once its match is gone.
lua_Integer public_id(const ObjectHandle* h) {
    const Objects* objs = h->anchor->objects;
    return objs ? objs->obj(h->id).public_id : h->last_public_id;
}

void push_object(lua_State* L, const Objects& objs, int id);

void push_zone(lua_State* L, const Objects& objs, int index) {
    objs.push_store(L);
    lua_rawgeti(L, -1, 3);
    lua_rawgeti(L, -1, index + 1);
    lua_replace(L, -3);
    lua_pop(L, 1);
}

// Creates the handle of a new object and caches it in the store; leaves it on the stack.
void make_object_handle(lua_State* L, const Objects& objs, int id) {
    luaL_checkstack(L, 6, "creating an object");
    auto* h = static_cast<ObjectHandle*>(lua_newuserdatauv(L, sizeof(ObjectHandle), 2));
    h->anchor = objs.anchor();
    h->id = id;
    h->last_public_id = objs.obj(id).public_id;
    objs.push_store(L);
    lua_rawgeti(L, -1, 4);
    lua_setiuservalue(L, -3, 1);  // keeps the anchor alive as long as the handle
    const std::string& kind = objs.obj(id).kind;
    lua_pushlstring(L, kind.data(), kind.size());
    lua_setiuservalue(L, -3, 2);  // the kind, for obj.kind and "is gone" messages
    lua_rawgeti(L, -1, 1);  // ud, store, cache
    lua_pushvalue(L, -3);
    lua_rawseti(L, -2, id);
    lua_pop(L, 2);
    luaL_setmetatable(L, kObjectMeta);  // handles table, store
}

void make_zone_handle(lua_State* L, Objects& objs, int index) {
    luaL_checkstack(L, 6, "creating a zone");
    auto* h = static_cast<ZoneHandle*>(lua_newuserdatauv(L, sizeof(ZoneHandle), 2));
    h->anchor = objs.anchor();
    h->index = index;
    objs.push_store(L);
    lua_rawgeti(L, -1, 4);
    lua_setiuservalue(L, -3, 1);
    const std::string& id = objs.zone(index).id;
    lua_pushlstring(L, id.data(), id.size());
    lua_setiuservalue(L, -3, 2);
    lua_rawgeti(L, -1, 3);  // ud, store, cache
    lua_pushvalue(L, -3);
    lua_rawseti(L, -2, index + 1);
    lua_rawgeti(L, -2, 5);  // ud, store, cache, by id
    lua_pushlstring(L, id.data(), id.size());
    lua_pushvalue(L, -5);
    lua_rawset(L, -3);
    lua_pop(L, 3);
    luaL_setmetatable(L, kZoneMeta);
}

// Pushes the handle of the zone with the id at idx (a string), or nothing and -1 when
// there is none: one read of the store's table of handles by id.
bool push_zone_by_id(lua_State* L, const Objects& objs, int idx) {
    idx = lua_absindex(L, idx);
    objs.push_store(L);
    lua_rawgeti(L, -1, 5);
    lua_pushvalue(L, idx);
    if (lua_rawget(L, -2) != LUA_TUSERDATA) {
        lua_pop(L, 3);
        return false;
    }
    lua_replace(L, -3);
    lua_pop(L, 1);
    return true;
}

// Pushes the handle of object `id` from the store's handle table at `handles` (an
// absolute index), made on first use.
void push_object_from(lua_State* L, const Objects& objs, int handles, int id) {
    if (lua_rawgeti(L, handles, id) == LUA_TNIL) {
        lua_pop(L, 1);
        make_object_handle(L, objs, id);
    }
}

// Pushes the object's handle, made on first use (objects created from C++ have none yet).
void push_object(lua_State* L, const Objects& objs, int id) {
    objs.push_store(L);
    lua_rawgeti(L, -1, 1);
    if (lua_rawgeti(L, -1, id) == LUA_TNIL) {
        lua_pop(L, 3);
        make_object_handle(L, objs, id);
        return;
    }
    lua_replace(L, -3);
    lua_pop(L, 1);
}

// Pushes the object's props table, made on first use.
void push_props(lua_State* L, const Objects& objs, int id) {
    objs.push_store(L);
    lua_rawgeti(L, -1, 2);
    if (lua_rawgeti(L, -1, id) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawseti(L, -3, id);
    }
    lua_replace(L, -3);
    lua_pop(L, 1);
}

int gone_error(lua_State* L, int idx, const ObjectHandle* h, bool match_ended) {
    lua_getiuservalue(L, idx, 2);
    const char* kind = lua_tostring(L, -1);
    return luaL_error(L, "object #%I (%s) is gone%s", public_id(h), kind ? kind : "?",
                      match_ended ? " (its match has ended)" : "");
}

ObjectHandle* to_object(lua_State* L, int idx) {
    return static_cast<ObjectHandle*>(test_handle(L, idx, kObjectMeta));
}
ZoneHandle* to_zone(lua_State* L, int idx) { return static_cast<ZoneHandle*>(test_handle(L, idx, kZoneMeta)); }

// The live object at idx; `objs` (if given) must be its registry.
int check_object(lua_State* L, int idx, Objects** out, const Objects* expected, const char* fn) {
    ObjectHandle* h = to_object(L, idx);
    if (!h) {
        if (fn) return luaL_error(L, "%s: argument %d must be an object, not %s", fn, idx, luaL_typename(L, idx));
        return luaL_typeerror(L, idx, "object");
    }
    Objects* objs = h->anchor->objects;
    if (!objs || !objs->alive(h->id)) return gone_error(L, idx, h, objs == nullptr);
    if (expected && objs != expected)
        return luaL_error(L, "%s: %s belongs to another match", fn ? fn : "?", describe(*objs, h->id).c_str());
    if (out) *out = objs;
    return h->id;
}

// Self of an object method: the registry and the id.
int self_object(lua_State* L, Objects*& objs, const char* fn) { return check_object(L, 1, &objs, nullptr, fn); }

int self_zone(lua_State* L, Objects*& objs) {
    ZoneHandle* h = static_cast<ZoneHandle*>(check_handle(L, 1, kZoneMeta));
    objs = h->anchor->objects;
    if (!objs) {
        lua_getiuservalue(L, 1, 2);
        return luaL_error(L, "zone '%s' is gone (its match has ended)", lua_tostring(L, -1));
    }
    return h->index;
}

// ---- argument helpers ----

int opt_seat(lua_State* L, int idx, const Match& m, const char* fn, const char* what) {
    if (lua_isnoneornil(L, idx)) return 0;
    if (!lua_isinteger(L, idx))
        return luaL_error(L, "%s: %s must be a seat number (1 to %d) or nil", fn, what, m.seats());
    lua_Integer s = lua_tointeger(L, idx);
    if (s < 1 || s > m.seats()) return luaL_error(L, "%s: %s %d is not a seat of this match (1 to %d)", fn, what, (int)s, m.seats());
    return static_cast<int>(s);
}

bool check_face(lua_State* L, int idx, const char* fn) {
    if (lua_type(L, idx) == LUA_TSTRING) {
        const char* f = lua_tostring(L, idx);
        if (std::strcmp(f, "up") == 0) return true;
        if (std::strcmp(f, "down") == 0) return false;
        luaL_error(L, "%s: face must be \"up\" or \"down\", not \"%s\"", fn, f);
    }
    luaL_error(L, "%s: face must be \"up\" or \"down\", not a %s", fn, luaL_typename(L, idx));
    return true;
}

Sight check_sight(lua_State* L, int idx, const char* fn, const char* field) {
    if (lua_type(L, idx) == LUA_TSTRING) {
        const char* s = lua_tostring(L, idx);
        if (std::strcmp(s, "all") == 0) return Sight::All;
        if (std::strcmp(s, "owner") == 0) return Sight::Owner;
        if (std::strcmp(s, "none") == 0) return Sight::None;
    }
    luaL_error(L, "%s: %s must be \"all\", \"owner\" or \"none\"", fn, field);
    return Sight::All;
}

// "top" -> 0, "bottom" -> 1, k -> k (k >= 1).
int check_position(lua_State* L, int idx, const char* fn) {
    if (lua_isnoneornil(L, idx)) return 0;
    if (lua_type(L, idx) == LUA_TSTRING) {
        const char* s = lua_tostring(L, idx);
        if (std::strcmp(s, "top") == 0) return 0;
        if (std::strcmp(s, "bottom") == 0) return 1;
    } else if (lua_isinteger(L, idx) && lua_tointeger(L, idx) >= 1 && lua_tointeger(L, idx) < (1 << 30)) {
        return static_cast<int>(lua_tointeger(L, idx));
    }
    return luaL_error(L, "%s: position must be \"top\", \"bottom\" or an integer from 1", fn);
}

// A zone given by handle or id.
int check_zone_arg(lua_State* L, int idx, Objects& objs, const char* fn) {
    if (ZoneHandle* z = to_zone(L, idx)) {
        if (z->anchor->objects != &objs) return luaL_error(L, "%s: the zone belongs to another match", fn);
        return z->index;
    }
    if (lua_type(L, idx) == LUA_TSTRING) {
        if (push_zone_by_id(L, objs, idx)) {
            const int z = static_cast<ZoneHandle*>(lua_touserdata(L, -1))->index;
            lua_pop(L, 1);
            return z;
        }
        size_t len;
        const char* id = lua_tolstring(L, idx, &len);
        int z = objs.find_zone(std::string_view(id, len));
        if (z < 0) return luaL_error(L, "%s: no zone '%s'", fn, id);
        return z;
    }
    return luaL_error(L, "%s: a zone must be given by its handle or its id, not %s", fn, luaL_typename(L, idx));
}

// A space id: a non-empty string, or an integer read as its text (as boards do).
std::string_view space_text(lua_State* L, int idx, const char* fn) {
    size_t len = 0;
    const char* s = nullptr;
    if (lua_type(L, idx) == LUA_TSTRING || (lua_type(L, idx) == LUA_TNUMBER && lua_isinteger(L, idx)))
        s = lua_tolstring(L, idx, &len);  // an integer becomes its text in this stack slot
    if (!s || len == 0)
        luaL_error(L, "%s: a space must be a non-empty string id, not %s", fn,
                   lua_type(L, idx) == LUA_TSTRING ? "\"\"" : luaL_typename(L, idx));
    return std::string_view(s, len);
}

int check_space_arg(lua_State* L, int idx, Objects& objs, const char* fn) {
    return objs.space_index(space_text(L, idx, fn));
}

// A destination: "space_id", a zone handle, or {at = space | zone = zone, position =, face =}.
Dest check_dest(lua_State* L, int idx, Objects& objs, const char* fn) {
    idx = lua_absindex(L, idx);
    Dest d;
    if (lua_type(L, idx) == LUA_TSTRING || lua_type(L, idx) == LUA_TNUMBER) {
        d.place = Place::space(check_space_arg(L, idx, objs, fn));
        return d;
    }
    if (to_zone(L, idx)) {
        d.place = Place::zone(check_zone_arg(L, idx, objs, fn));
        return d;
    }
    if (!lua_istable(L, idx))
        luaL_error(L, "%s: a destination is a space id, a zone, or {at = space | zone = zone, position = ...}", fn);
    const int at = lua_getfield(L, idx, "at");
    const int zone = lua_getfield(L, idx, "zone");
    if ((at == LUA_TNIL) == (zone == LUA_TNIL))
        luaL_error(L, "%s: a destination table needs at = <space> or zone = <zone> (one of them)", fn);
    d.place = at != LUA_TNIL ? Place::space(check_space_arg(L, -2, objs, fn)) : Place::zone(check_zone_arg(L, -1, objs, fn));
    lua_pop(L, 2);
    lua_getfield(L, idx, "position");
    d.position = check_position(L, -1, fn);
    lua_getfield(L, idx, "face");
    if (!lua_isnil(L, -1)) d.face = check_face(L, -1, fn);
    lua_pop(L, 2);
    return d;
}

// Budget units for each entry of a property copied (its path built, the value checked).
constexpr uint64_t kChargePerPropValue = 100;

// Deep-copies the plain value at idx (numbers, strings, booleans, tables of
// them) and pushes the copy; anything else is an error naming `path`.
void push_plain_copy(lua_State* L, int idx, const char* fn, const std::string& path, int depth) {
    idx = lua_absindex(L, idx);
    switch (lua_type(L, idx)) {
        case LUA_TNUMBER:
        case LUA_TSTRING:
        case LUA_TBOOLEAN: lua_pushvalue(L, idx); return;
        case LUA_TTABLE: break;
        default:
            luaL_error(L, "%s: %s is a %s; properties hold numbers, strings, booleans and plain tables of them", fn,
                       path.c_str(), luaL_typename(L, idx));
    }
    if (depth > 32) luaL_error(L, "%s: %s is nested too deeply (a cycle?)", fn, path.c_str());
    if (lua_getmetatable(L, idx)) luaL_error(L, "%s: %s has a metatable; properties hold plain tables only", fn, path.c_str());
    luaL_checkstack(L, 6, "copying properties");
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        ScriptHost::of(L).charge_work(L, kChargePerPropValue);
        const int kt = lua_type(L, -2);
        std::string sub;
        if (kt == LUA_TSTRING) sub = path + "." + lua_tostring(L, -2);
        else if (kt == LUA_TNUMBER) sub = path + "[" + std::to_string(lua_tonumber(L, -2)) + "]";
        else if (kt == LUA_TBOOLEAN) sub = path + (lua_toboolean(L, -2) ? "[true]" : "[false]");
        else luaL_error(L, "%s: %s has a %s key; keys must be strings, numbers or booleans", fn, path.c_str(), luaL_typename(L, -2));
        push_plain_copy(L, -1, fn, sub, depth + 1);  // key value copy
        lua_pushvalue(L, -3);
        lua_insert(L, -2);                           // key value key copy
        lua_rawset(L, -5);
        lua_pop(L, 1);
    }
}

// ---- events ----

// ctx: (next event index << 8) | number of results. Stack: ..., list, results.
int emit_k(lua_State* L, int, lua_KContext ctx) {
    const int nres = static_cast<int>(ctx & 0xff);
    const lua_Integer i = static_cast<lua_Integer>(ctx >> 8);
    const int list = lua_gettop(L) - nres;
    if (lua_istable(L, list) && i <= static_cast<lua_Integer>(lua_rawlen(L, list))) {
        lua_rawgeti(L, list, i);
        return emit_event(L, emit_k, static_cast<lua_KContext>(((i + 1) << 8) | nres));
    }
    return nres;
}

int Events::finish(int nres) {
    if (!list_ || n_ == 0) return nres;
    lua_pushvalue(L_, list_);
    lua_insert(L_, -(nres + 1));
    return emit_k(L_, LUA_OK, static_cast<lua_KContext>((1 << 8) | nres));
}

// Pushes a place as {space = id | zone = <zone> | attached_to = <object>, position = n}, or nil.
void push_place(lua_State* L, const Objects& objs, Place p, int position) {
    if (p.kind == Place::Kind::None) {
        lua_pushnil(L);
        return;
    }
    lua_createtable(L, 0, 2);
    switch (p.kind) {
        case Place::Kind::Space: {
            const std::string& s = objs.space_name(p.index);
            lua_pushlstring(L, s.data(), s.size());
            lua_setfield(L, -2, "space");
            break;
        }
        case Place::Kind::Zone:
            push_zone(L, objs, p.index);
            lua_setfield(L, -2, "zone");
            break;
        case Place::Kind::Attached:
            push_object(L, objs, p.index);
            lua_setfield(L, -2, "attached_to");
            break;
        case Place::Kind::None: break;
    }
    if (position > 0) {
        lua_pushinteger(L, position);
        lua_setfield(L, -2, "position");
    }
}

void event_place(Events& ev, lua_State* L, const Objects& objs, const char* key, Place p, int position) {
    push_place(L, objs, p, position);
    lua_setfield(L, -2, key);
    (void)ev;
}

// "moved" for a move and every attachment it carried along.
void moved_events(Events& ev, lua_State* L, Objects& objs, const char* name, int id, const MoveResult& r) {
    if (ev.wants(name)) {
        ev.begin(name);
        ev.object("object", id);
        event_place(ev, L, objs, "from", r.from, r.from_position);
        event_place(ev, L, objs, "to", objs.obj(id).place, r.to_position);
        if (r.entered_play) ev.boolean("entered_play", true);
        if (r.left_play) ev.boolean("left_play", true);
        ev.add();
    }
    if (r.carried.empty() || !ev.wants("moved")) return;
    for (int a : r.carried) {
        ev.begin("moved");
        ev.object("object", a);
        lua_createtable(L, 0, 1);
        push_object(L, objs, id);
        lua_setfield(L, -2, "attached_to");
        lua_setfield(L, -2, "from");
        event_place(ev, L, objs, "to", objs.obj(a).place, objs.position_of(a));
        ev.boolean("left_play", true);
        ev.add();
    }
}

// Runs a move, turning model errors into Lua errors.
MoveResult do_move(lua_State* L, Objects& objs, int id, const Dest& d, const char* fn) {
    try {
        return objs.move(id, d.place, d.position, d.face);
    } catch (const std::invalid_argument& e) {
        luaL_error(L, "%s: %s: %s", fn, describe(objs, id).c_str(), e.what());
    }
    return {};
}

// ---- filters (match:objects, zone:search) ----

namespace {

// The filter keys, in the order their values are checked.
enum FilterKey : int { K_KIND, K_NAME, K_OWNER, K_FACE, K_TURNED, K_SIDE, K_IN_PLAY, K_ATTACHED, K_ZONE, K_AT, K_COUNT };

int filter_key(const char* k, size_t len) {
    static const struct {
        const char* name;
        int key;
    } kKeys[] = {{"kind", K_KIND},     {"owner", K_OWNER}, {"face", K_FACE},       {"turned", K_TURNED},
                 {"side", K_SIDE},     {"zone", K_ZONE},   {"at", K_AT},           {"in_play", K_IN_PLAY},
                 {"attached", K_ATTACHED}, {"name", K_NAME}};
    for (const auto& e : kKeys)
        if (std::strlen(e.name) == len && std::memcmp(e.name, k, len) == 0) return e.key;
    return -1;
}

}  // namespace

// One pass over the filter's keys: each known key's value is copied to a slot of its
// own, then the values are checked in a fixed order (the first error is the same
// whatever order the table holds its keys in).
Filter check_filter(lua_State* L, int idx, Objects& objs, const char* fn) {
    Filter f;
    if (lua_isnoneornil(L, idx)) return f;
    idx = lua_absindex(L, idx);
    luaL_checktype(L, idx, LUA_TTABLE);
    luaL_checkstack(L, K_COUNT + 4, "reading a filter");
    const int base = lua_gettop(L);  // slot base + 1 + key
    for (int i = 0; i < K_COUNT; ++i) lua_pushnil(L);
    const bool plain = !lua_getmetatable(L, idx);
    if (!plain) lua_pop(L, 1);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int key = -1;
        if (lua_type(L, -2) == LUA_TSTRING) {
            size_t len;
            const char* k = lua_tolstring(L, -2, &len);
            key = filter_key(k, len);
        }
        if (key < 0) {
            lua_pushvalue(L, -2);
            return luaL_error(L, "%s: unknown filter key %s (kind, owner, face, turned, side, zone, at, in_play, attached, name)",
                              fn, luaL_tolstring(L, -1, nullptr)), f;
        }
        if (plain) lua_replace(L, base + 1 + key);
        else lua_pop(L, 1);
    }
    if (!plain) {  // a table with a metatable: its values as lua_getfield reads them
        static const char* const kNames[K_COUNT] = {"kind", "name", "owner",    "face", "turned",
                                                    "side", "in_play", "attached", "zone", "at"};
        for (int i = 0; i < K_COUNT; ++i) {
            lua_getfield(L, idx, kNames[i]);
            lua_replace(L, base + 1 + i);
        }
    }
    auto slot = [&](int key) { return base + 1 + key; };
    auto given = [&](int key) { return lua_type(L, slot(key)) != LUA_TNIL; };
    if (given(K_KIND)) {
        f.has_kind = true;
        lua_pushvalue(L, slot(K_KIND));  // checked at -1, as errors have always named it
        f.kind = luaL_checkstring(L, -1);
    }
    if (given(K_NAME)) {
        f.has_name = true;
        lua_pushvalue(L, slot(K_NAME));  // checked at -1, as errors have always named it
        f.name = luaL_checkstring(L, -1);
    }
    if (given(K_OWNER)) {
        f.has_owner = true;
        // owner = false: objects of nobody
        const int i = slot(K_OWNER);
        f.owner = lua_isboolean(L, i) && !lua_toboolean(L, i) ? 0 : opt_seat(L, i, objs.match(), fn, "owner");
    }
    if (given(K_FACE)) {
        f.has_face = true;
        f.face_up = check_face(L, slot(K_FACE), fn);
    }
    if (given(K_TURNED)) {
        f.has_turned = true;
        f.turned = lua_toboolean(L, slot(K_TURNED));
    }
    if (given(K_SIDE)) {
        f.has_side = true;
        lua_pushvalue(L, slot(K_SIDE));  // checked at -1, as errors have always named it
        f.side = luaL_checkstring(L, -1);
    }
    if (given(K_IN_PLAY)) {
        f.has_in_play = true;
        f.in_play = lua_toboolean(L, slot(K_IN_PLAY));
    }
    if (given(K_ATTACHED)) {
        f.has_attached = true;
        f.attached = lua_toboolean(L, slot(K_ATTACHED));
    }
    if (given(K_ZONE)) f.zone = check_zone_arg(L, slot(K_ZONE), objs, fn);
    if (given(K_AT)) {
        f.has_space = true;
        f.space = objs.find_space(space_text(L, slot(K_AT), fn));
    }
    lua_settop(L, base);
    return f;
}

}  // namespace tabula::objects_lua

namespace tabula {

bool object_use_key(lua_State* L, int idx, std::string& key) {
    const ObjectHandle* h = objects_lua::to_object(L, idx);
    if (!h) return false;
    key = "#" + std::to_string(h->id);
    return true;
}

}  // namespace tabula
