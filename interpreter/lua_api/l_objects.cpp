// The objects part of the host API (see l_api.h and model/objects.h): pieces
// and cards, zones and decks, visibility and per-seat views.
//
// Handles. Each object has exactly one Lua handle (a userdata cached in the
// match's store), so handles compare with == and work as table keys. A handle
// holds the registry's anchor and the object's id, and is checked on every
// use: a destroyed object, or any object of an ended match, is "gone" and
// using it raises "object #12 (knight) is gone". Zone handles work the same way.
//
// Events. Actions build event tables only when effects are attached to the
// match (nothing to dispatch to otherwise), collect them in a list and emit
// them in order through emit_event, continuing in emit_k, so triggers may ask
// for choices; the action's results are returned after the last event.
#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/lua_json.h"
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"
#include "model/effects.h"
#include "model/objects.h"

namespace tabula {

namespace {

constexpr const char* kObjectMeta = "tabula.Object";
constexpr const char* kZoneMeta = "tabula.Zone";

struct ObjectHandle {
    ObjectsAnchor* anchor;
    int id;
};
struct ZoneHandle {
    ObjectsAnchor* anchor;
    int index;
};

// ---- handles ----

Objects& objects_of(lua_State* L) { return check_match(L, 1).component<Objects>(); }

std::string describe(const Objects& objs, int id) {
    return "object #" + std::to_string(id) + " (" + objs.obj(id).kind + ")";
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
    lua_pop(L, 2);
    luaL_setmetatable(L, kZoneMeta);
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
    return luaL_error(L, "object #%d (%s) is gone%s", h->id, kind ? kind : "?",
                      match_ended ? " (its match has ended)" : "");
}

ObjectHandle* to_object(lua_State* L, int idx) {
    return static_cast<ObjectHandle*>(luaL_testudata(L, idx, kObjectMeta));
}
ZoneHandle* to_zone(lua_State* L, int idx) { return static_cast<ZoneHandle*>(luaL_testudata(L, idx, kZoneMeta)); }

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
    ZoneHandle* h = static_cast<ZoneHandle*>(luaL_checkudata(L, 1, kZoneMeta));
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

struct Dest {
    Place place;
    int position = 0;
    std::optional<bool> face;
};

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

// Deep-copies the plain value at idx (numbers, strings, booleans, tables of
// them) and pushes the copy; anything else is an error naming `path`.
void push_plain_copy(lua_State* L, int idx, const char* fn, const std::string& path, int depth = 0) {
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

// Collects an action's events (only when effects are attached to the match).
class Events {
public:
    Events(lua_State* L, Objects& objs) : L_(L), objs_(objs) {
        if (effects_attached(objs.match())) {
            lua_newtable(L);
            list_ = lua_gettop(L);
        }
    }
    bool on() const { return list_ != 0; }
    // Pushes {name = name, match = <match>}; fill it, then add().
    void begin(const char* name) {
        luaL_checkstack(L_, 8, "building an event");
        lua_createtable(L_, 0, 6);
        lua_pushstring(L_, name);
        lua_setfield(L_, -2, "name");
        // Match::push_table pushes onto the main state; the action may run in a coroutine.
        lua_State* main = objs_.match().host().state();
        objs_.match().push_table();
        if (main != L_) lua_xmove(main, L_, 1);
        lua_setfield(L_, -2, "match");
    }
    void object(const char* key, int id) {
        push_object(L_, objs_, id);
        lua_setfield(L_, -2, key);
    }
    void integer(const char* key, lua_Integer v) {
        lua_pushinteger(L_, v);
        lua_setfield(L_, -2, key);
    }
    void boolean(const char* key, bool v) {
        lua_pushboolean(L_, v);
        lua_setfield(L_, -2, key);
    }
    void string(const char* key, const char* v) {
        lua_pushstring(L_, v);
        lua_setfield(L_, -2, key);
    }
    void add() { lua_rawseti(L_, list_, ++n_); }
    // Ends the action: emits the events, then returns the top `nres` values.
    int finish(int nres);

private:
    lua_State* L_;
    Objects& objs_;
    int list_ = 0, n_ = 0;
};

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
    if (!ev.on()) return;
    ev.begin(name);
    ev.object("object", id);
    event_place(ev, L, objs, "from", r.from, r.from_position);
    event_place(ev, L, objs, "to", objs.obj(id).place, r.to_position);
    if (r.entered_play) ev.boolean("entered_play", true);
    if (r.left_play) ev.boolean("left_play", true);
    ev.add();
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

struct Filter {
    bool has_kind = false, has_owner = false, has_face = false, has_turned = false, has_in_play = false,
         has_attached = false, has_name = false;
    std::string kind, name;
    int owner = 0;
    bool face_up = true, turned = false, in_play = false, attached = false;
    int zone = -1, space = -2;  // space -2: any; -1: a space never used (matches nothing)
    bool has_space = false;

    bool match(const Objects& objs, const Object& o) const {
        if (!o.alive) return false;
        if (has_kind && o.kind != kind) return false;
        if (has_name && o.name != name) return false;
        if (has_owner && o.owner != owner) return false;
        if (has_face && o.face_up != face_up) return false;
        if (has_turned && o.turned != turned) return false;
        if (zone >= 0 && !(o.place == Place::zone(zone))) return false;
        if (has_space && !(o.place == Place::space(space))) return false;
        if (has_attached && (o.place.kind == Place::Kind::Attached) != attached) return false;
        if (has_in_play && objs.in_play(objs.root_place(o.id)) != in_play) return false;
        return true;
    }
};

Filter check_filter(lua_State* L, int idx, Objects& objs, const char* fn) {
    Filter f;
    if (lua_isnoneornil(L, idx)) return f;
    idx = lua_absindex(L, idx);
    luaL_checktype(L, idx, LUA_TTABLE);
    static const char* const kKeys[] = {"kind", "owner", "face", "turned", "zone", "at", "in_play", "attached", "name"};
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        bool known = false;
        if (lua_type(L, -1) == LUA_TSTRING)
            for (const char* k : kKeys) known = known || std::strcmp(k, lua_tostring(L, -1)) == 0;
        if (!known) {
            lua_pushvalue(L, -1);
            return luaL_error(L, "%s: unknown filter key %s (kind, owner, face, turned, zone, at, in_play, attached, name)",
                              fn, luaL_tolstring(L, -1, nullptr)), f;
        }
    }
    if (lua_getfield(L, idx, "kind") != LUA_TNIL) {
        f.has_kind = true;
        f.kind = luaL_checkstring(L, -1);
    }
    if (lua_getfield(L, idx, "name") != LUA_TNIL) {
        f.has_name = true;
        f.name = luaL_checkstring(L, -1);
    }
    if (lua_getfield(L, idx, "owner") != LUA_TNIL) {
        f.has_owner = true;
        // owner = false: objects of nobody
        f.owner = lua_isboolean(L, -1) && !lua_toboolean(L, -1) ? 0 : opt_seat(L, -1, objs.match(), fn, "owner");
    }
    if (lua_getfield(L, idx, "face") != LUA_TNIL) {
        f.has_face = true;
        f.face_up = check_face(L, -1, fn);
    }
    if (lua_getfield(L, idx, "turned") != LUA_TNIL) {
        f.has_turned = true;
        f.turned = lua_toboolean(L, -1);
    }
    if (lua_getfield(L, idx, "in_play") != LUA_TNIL) {
        f.has_in_play = true;
        f.in_play = lua_toboolean(L, -1);
    }
    if (lua_getfield(L, idx, "attached") != LUA_TNIL) {
        f.has_attached = true;
        f.attached = lua_toboolean(L, -1);
    }
    if (lua_getfield(L, idx, "zone") != LUA_TNIL) f.zone = check_zone_arg(L, -1, objs, fn);
    if (lua_getfield(L, idx, "at") != LUA_TNIL) {
        f.has_space = true;
        f.space = objs.find_space(space_text(L, lua_gettop(L), fn));
    }
    lua_pop(L, 9);
    return f;
}

// ---- match methods ----

// match:create{kind =, owner =, at = | zone =, position =, face =, turned =, props =, counters =, name =}
int l_create(lua_State* L) {
    const char* fn = "match:create";
    Match& m = check_match(L, 1);
    check_action(L, fn);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    Objects& objs = m.component<Objects>();
    if (lua_getfield(L, 2, "kind") != LUA_TSTRING) return luaL_error(L, "%s: kind must be a string", fn);
    std::string kind = lua_tostring(L, -1);
    lua_getfield(L, 2, "owner");
    const int owner = opt_seat(L, -1, m, fn, "owner");
    std::string name;
    if (lua_getfield(L, 2, "name") != LUA_TNIL) name = luaL_checkstring(L, -1);
    std::optional<bool> face;
    if (lua_getfield(L, 2, "face") != LUA_TNIL) face = check_face(L, -1, fn);
    lua_getfield(L, 2, "turned");
    const bool turned = lua_toboolean(L, -1);
    lua_settop(L, 2);

    Dest d;
    const int at = lua_getfield(L, 2, "at");
    const int zone = lua_getfield(L, 2, "zone");
    if (at != LUA_TNIL && zone != LUA_TNIL) return luaL_error(L, "%s: give at = <space> or zone = <zone>, not both", fn);
    if (at != LUA_TNIL) d.place = Place::space(check_space_arg(L, 3, objs, fn));
    if (zone != LUA_TNIL) d.place = Place::zone(check_zone_arg(L, 4, objs, fn));
    lua_getfield(L, 2, "position");
    d.position = check_position(L, -1, fn);
    d.face = face;
    lua_settop(L, 2);
    if (d.position > 1) {
        int size = d.place.kind == Place::Kind::Space ? (int)objs.stack(d.place.index).size()
                   : d.place.kind == Place::Kind::Zone ? (int)objs.zone(d.place.index).cards.size() : 0;
        if (d.position > size + 1) return luaL_error(L, "%s: position %d is out of range (1 to %d)", fn, d.position, size + 1);
    }
    // Properties and counters are checked before the object exists.
    if (lua_getfield(L, 2, "props") != LUA_TNIL) {
        if (!lua_istable(L, 3)) return luaL_error(L, "%s: props must be a table", fn);
        push_plain_copy(L, 3, fn, "props");
    } else {
        lua_newtable(L);
    }
    std::vector<std::pair<std::string, int64_t>> counters;
    if (lua_getfield(L, 2, "counters") != LUA_TNIL) {
        luaL_checktype(L, 5, LUA_TTABLE);
        lua_pushnil(L);
        while (lua_next(L, 5)) {
            if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1))
                return luaL_error(L, "%s: counters must map names to integers", fn);
            counters.emplace_back(lua_tostring(L, -2), lua_tointeger(L, -1));
            lua_pop(L, 1);
        }
    }
    lua_settop(L, 4);  // 1 match, 2 spec, 3 (props), 4 props copy
    lua_replace(L, 3);

    Events ev(L, objs);
    const int id = objs.create(std::move(kind), owner, std::move(name), face.value_or(true), turned);
    make_object_handle(L, objs, id);
    objs.push_store(L);
    lua_rawgeti(L, -1, 2);
    lua_pushvalue(L, 3);
    lua_rawseti(L, -2, id);
    lua_pop(L, 2);
    for (const auto& [k, v] : counters) objs.set_counter(id, k, v);
    MoveResult r;
    if (d.place.kind != Place::Kind::None) r = do_move(L, objs, id, d, fn);
    if (ev.on()) {
        ev.begin("created");
        ev.object("object", id);
        event_place(ev, L, objs, "to", objs.obj(id).place, r.to_position);
        if (r.entered_play) ev.boolean("entered_play", true);
        ev.add();
    }
    push_object(L, objs, id);
    return ev.finish(1);
}

// match:object(id) -> the object, or nil if there is none (or it is gone)
int l_object(lua_State* L) {
    Objects& objs = objects_of(L);
    lua_Integer id = luaL_checkinteger(L, 2);
    if (id < 1 || id > objs.last_id() || !objs.alive(static_cast<int>(id))) {
        lua_pushnil(L);
        return 1;
    }
    push_object(L, objs, static_cast<int>(id));
    return 1;
}

void push_list(lua_State* L, const Objects& objs, const std::vector<int>& ids) {
    lua_createtable(L, static_cast<int>(ids.size()), 0);
    lua_Integer n = 0;
    for (int id : ids) {
        push_object(L, objs, id);
        lua_rawseti(L, -2, ++n);
    }
}

const std::vector<int>& stack_at(lua_State* L, Objects& objs, int idx, const char* fn) {
    static const std::vector<int> kEmpty;
    int sp = objs.find_space(space_text(L, idx, fn));
    return sp < 0 ? kEmpty : objs.stack(sp);
}

// match:at(space) -> the objects on it, bottom -> top
int l_at(lua_State* L) {
    Objects& objs = objects_of(L);
    push_list(L, objs, stack_at(L, objs, 2, "match:at"));
    return 1;
}

// match:top(space) -> the top object or nil
int l_top(lua_State* L) {
    Objects& objs = objects_of(L);
    const auto& st = stack_at(L, objs, 2, "match:top");
    if (st.empty()) lua_pushnil(L);
    else push_object(L, objs, st.back());
    return 1;
}

// match:height(space) -> number of objects on it
int l_height(lua_State* L) {
    Objects& objs = objects_of(L);
    lua_pushinteger(L, static_cast<lua_Integer>(stack_at(L, objs, 2, "match:height").size()));
    return 1;
}

// match:occupied() -> {[space] = top object} for every space holding something
int l_occupied(lua_State* L) {
    Objects& objs = objects_of(L);
    lua_createtable(L, 0, 32);
    for (int s = 0; s < objs.space_count(); ++s) {
        const auto& st = objs.stack(s);
        if (st.empty()) continue;
        push_object(L, objs, st.back());
        lua_setfield(L, -2, objs.space_name(s).c_str());
    }
    return 1;
}

// match:objects{filter} -> the live objects matching, in id order
int l_objects(lua_State* L) {
    Objects& objs = objects_of(L);
    Filter f = check_filter(L, 2, objs, "match:objects");
    lua_createtable(L, 8, 0);
    lua_Integer n = 0;
    if (f.zone >= 0 || f.has_space) {
        // Only what is there: still reported in id order.
        std::vector<int> ids;
        if (f.zone >= 0) ids = objs.zone(f.zone).cards;
        else if (f.space >= 0) ids = objs.stack(f.space);
        std::sort(ids.begin(), ids.end());
        for (int id : ids)
            if (f.match(objs, objs.obj(id))) {
                push_object(L, objs, id);
                lua_rawseti(L, -2, ++n);
            }
        return 1;
    }
    for (int id = 1; id <= objs.last_id(); ++id)
        if (f.match(objs, objs.obj(id))) {
            push_object(L, objs, id);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

// match:move(obj, dest)
int move_impl(lua_State* L, Objects& objs, int id, int dest_idx, const char* fn) {
    check_action(L, fn);
    Dest d = check_dest(L, dest_idx, objs, fn);
    Events ev(L, objs);
    MoveResult r = do_move(L, objs, id, d, fn);
    moved_events(ev, L, objs, "moved", id, r);
    return ev.finish(0);
}

int l_move(lua_State* L) {
    Objects& objs = objects_of(L);
    const int id = check_object(L, 2, nullptr, &objs, "match:move");
    return move_impl(L, objs, id, 3, "match:move");
}

// match:destroy(obj): gone for good, with everything attached to it
int destroy_impl(lua_State* L, Objects& objs, int id, const char* fn) {
    check_action(L, fn);
    Events ev(L, objs);
    struct Gone {
        int id;
        Place from;
        int position;
    };
    std::vector<Gone> before;
    if (ev.on()) {
        std::vector<int> todo{id};
        while (!todo.empty()) {
            int x = todo.back();
            todo.pop_back();
            before.push_back({x, objs.obj(x).place, objs.position_of(x)});
            const auto& a = objs.obj(x).attachments;
            todo.insert(todo.end(), a.rbegin(), a.rend());
        }
        // The from places must be pushed while the hosts are still alive: build now.
        for (const Gone& g : before) {
            ev.begin("destroyed");
            ev.object("object", g.id);
            ev.integer("id", g.id);
            ev.string("kind", objs.obj(g.id).kind.c_str());
            if (objs.obj(g.id).owner) ev.integer("owner", objs.obj(g.id).owner);
            event_place(ev, L, objs, "from", g.from, g.position);
            objs.push_store(L);
            lua_rawgeti(L, -1, 2);
            lua_rawgeti(L, -1, g.id);
            lua_setfield(L, -4, "props");
            lua_pop(L, 2);
            ev.add();
        }
    }
    std::vector<int> destroyed;
    objs.destroy(id, destroyed);
    objs.push_store(L);
    lua_rawgeti(L, -1, 2);
    for (int x : destroyed) {
        lua_pushnil(L);
        lua_rawseti(L, -2, x);
    }
    lua_pop(L, 2);
    return ev.finish(0);
}

int l_destroy(lua_State* L) {
    Objects& objs = objects_of(L);
    const int id = check_object(L, 2, nullptr, &objs, "match:destroy");
    return destroy_impl(L, objs, id, "match:destroy");
}

// match:attach(obj, host)
int attach_impl(lua_State* L, Objects& objs, int id, int host, const char* fn) {
    check_action(L, fn);
    Events ev(L, objs);
    MoveResult r;
    try {
        r = objs.attach(id, host);
    } catch (const std::invalid_argument& e) {
        return luaL_error(L, "%s: %s to %s: %s", fn, describe(objs, id).c_str(), describe(objs, host).c_str(), e.what());
    }
    if (ev.on()) {
        ev.begin("attached");
        ev.object("object", id);
        ev.object("host", host);
        event_place(ev, L, objs, "from", r.from, r.from_position);
        if (r.entered_play) ev.boolean("entered_play", true);
        if (r.left_play) ev.boolean("left_play", true);
        ev.add();
    }
    return ev.finish(0);
}

int l_attach(lua_State* L) {
    Objects& objs = objects_of(L);
    const int id = check_object(L, 2, nullptr, &objs, "match:attach");
    const int host = check_object(L, 3, nullptr, &objs, "match:attach");
    return attach_impl(L, objs, id, host, "match:attach");
}

// match:detach(obj [, dest]): dest defaults to the top of its root host's place
int detach_impl(lua_State* L, Objects& objs, int id, int dest_idx, const char* fn) {
    check_action(L, fn);
    const Object& o = objs.obj(id);
    if (o.place.kind != Place::Kind::Attached)
        return luaL_error(L, "%s: %s is not attached to anything", fn, describe(objs, id).c_str());
    const int host = o.place.index;
    Dest d;
    if (lua_isnoneornil(L, dest_idx)) {
        d.place = objs.root_place(id);
        if (d.place.kind == Place::Kind::None)
            return luaL_error(L, "%s: %s: its host is nowhere; give a destination", fn, describe(objs, id).c_str());
    } else {
        d = check_dest(L, dest_idx, objs, fn);
    }
    Events ev(L, objs);
    MoveResult r = do_move(L, objs, id, d, fn);
    if (ev.on()) {
        ev.begin("detached");
        ev.object("object", id);
        ev.object("host", host);
        event_place(ev, L, objs, "to", objs.obj(id).place, r.to_position);
        if (r.left_play) ev.boolean("left_play", true);
        ev.add();
    }
    return ev.finish(0);
}

int l_detach(lua_State* L) {
    Objects& objs = objects_of(L);
    const int id = check_object(L, 2, nullptr, &objs, "match:detach");
    return detach_impl(L, objs, id, 3, "match:detach");
}

// match:zone{id =, owner =, kind =, visible_to =, down_visible_to =, face =, in_play =, ordered =}
// or match:zone(id) -> the zone
int l_zone(lua_State* L) {
    const char* fn = "match:zone";
    Match& m = check_match(L, 1);
    Objects& objs = m.component<Objects>();
    if (lua_type(L, 2) == LUA_TSTRING) {
        push_zone(L, objs, check_zone_arg(L, 2, objs, fn));
        return 1;
    }
    check_action(L, fn);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    Zone z;
    if (lua_getfield(L, 2, "id") != LUA_TSTRING) return luaL_error(L, "%s: id must be a string", fn);
    z.id = lua_tostring(L, -1);
    lua_getfield(L, 2, "owner");
    z.owner = opt_seat(L, -1, m, fn, "owner");
    if (lua_getfield(L, 2, "kind") != LUA_TNIL) z.kind = luaL_checkstring(L, -1);
    else z.kind = "zone";
    // Defaults by kind.
    if (z.kind == "deck") {
        z.visible_to = Sight::None;
        z.face_up = false;
    } else if (z.kind == "hand") {
        z.visible_to = Sight::Owner;
        z.ordered = false;
    } else if (z.kind == "play") {
        z.in_play = true;
        z.ordered = false;
    }
    if (lua_getfield(L, 2, "visible_to") != LUA_TNIL) z.visible_to = check_sight(L, -1, fn, "visible_to");
    if (lua_getfield(L, 2, "down_visible_to") != LUA_TNIL) {
        z.down_visible_to = check_sight(L, -1, fn, "down_visible_to");
    }
    if (lua_getfield(L, 2, "face") != LUA_TNIL) z.face_up = check_face(L, -1, fn);
    if (lua_getfield(L, 2, "in_play") != LUA_TNIL) z.in_play = lua_toboolean(L, -1);
    if (lua_getfield(L, 2, "ordered") != LUA_TNIL) z.ordered = lua_toboolean(L, -1);
    lua_settop(L, 2);
    int index;
    try {
        index = objs.add_zone(std::move(z));
    } catch (const std::invalid_argument& e) {
        return luaL_error(L, "%s: %s", fn, e.what());
    }
    make_zone_handle(L, objs, index);
    return 1;
}

// match:zones() -> every zone, in creation order
int l_zones(lua_State* L) {
    Objects& objs = objects_of(L);
    lua_createtable(L, objs.zone_count(), 0);
    for (int i = 0; i < objs.zone_count(); ++i) {
        push_zone(L, objs, i);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

// match:view_of(seat) -> plain data: everything `seat` may see (0: an onlooker)
int l_view_of(lua_State* L) {
    Match& m = check_match(L, 1);
    lua_Integer seat = luaL_checkinteger(L, 2);
    if (seat < 0 || seat > m.seats())
        return luaL_error(L, "match:view_of: seat %d is not a seat of this match (0 to %d)", (int)seat, m.seats());
    push_json(L, m.component<Objects>().view(static_cast<int>(seat)));
    return 1;
}

// ---- object fields and methods ----

enum Field : int {
    F_ID = 1, F_KIND, F_NAME, F_OWNER, F_SPACE, F_ZONE, F_POSITION, F_FACE, F_FACE_UP, F_TURNED, F_STAY,
    F_PROPS, F_ATTACHED_TO, F_GONE, F_LOCATION, F_IN_PLAY,
};

const struct {
    const char* name;
    int code;
} kObjectFields[] = {
    {"id", F_ID},         {"kind", F_KIND},       {"name", F_NAME},         {"owner", F_OWNER},
    {"space", F_SPACE},   {"zone", F_ZONE},       {"position", F_POSITION}, {"face", F_FACE},
    {"face_up", F_FACE_UP}, {"turned", F_TURNED}, {"stay", F_STAY},         {"props", F_PROPS},
    {"attached_to", F_ATTACHED_TO}, {"gone", F_GONE}, {"location", F_LOCATION}, {"in_play", F_IN_PLAY},
};

int object_index(lua_State* L) {
    ObjectHandle* h = static_cast<ObjectHandle*>(lua_touserdata(L, 1));
    lua_pushvalue(L, 2);
    const int t = lua_rawget(L, lua_upvalueindex(1));
    if (t == LUA_TFUNCTION) return 1;
    if (t != LUA_TNUMBER) {
        lua_getiuservalue(L, 1, 2);
        return luaL_error(L, "object #%d (%s) has no field '%s'", h->id, lua_tostring(L, -1),
                          lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
    }
    const int code = static_cast<int>(lua_tointeger(L, -1));
    Objects* objs = h->anchor->objects;
    const bool live = objs && objs->alive(h->id);
    // A gone object still tells its id and kind, and has no stay (so "while it
    // stays in play" durations end); anything else is an error.
    switch (code) {
        case F_ID: lua_pushinteger(L, h->id); return 1;
        case F_KIND: lua_getiuservalue(L, 1, 2); return 1;
        case F_GONE: lua_pushboolean(L, !live); return 1;
        case F_STAY:
            if (!live) lua_pushnil(L);
            else lua_pushinteger(L, objs->obj(h->id).stay);
            return 1;
        default: break;
    }
    if (!live) return gone_error(L, 1, h, objs == nullptr);
    const Object& o = objs->obj(h->id);
    switch (code) {
        case F_NAME:
            if (o.name.empty()) lua_pushnil(L);
            else lua_pushlstring(L, o.name.data(), o.name.size());
            return 1;
        case F_OWNER:
            if (o.owner) lua_pushinteger(L, o.owner);
            else lua_pushnil(L);
            return 1;
        case F_SPACE:
            if (o.place.kind == Place::Kind::Space) {
                const std::string& s = objs->space_name(o.place.index);
                lua_pushlstring(L, s.data(), s.size());
            } else {
                lua_pushnil(L);
            }
            return 1;
        case F_ZONE:
            if (o.place.kind == Place::Kind::Zone) push_zone(L, *objs, o.place.index);
            else lua_pushnil(L);
            return 1;
        case F_POSITION: {
            int p = objs->position_of(h->id);
            if (p) lua_pushinteger(L, p);
            else lua_pushnil(L);
            return 1;
        }
        case F_FACE: lua_pushstring(L, o.face_up ? "up" : "down"); return 1;
        case F_FACE_UP: lua_pushboolean(L, o.face_up); return 1;
        case F_TURNED: lua_pushboolean(L, o.turned); return 1;
        case F_PROPS: push_props(L, *objs, h->id); return 1;
        case F_ATTACHED_TO:
            if (o.place.kind == Place::Kind::Attached) push_object(L, *objs, o.place.index);
            else lua_pushnil(L);
            return 1;
        case F_LOCATION: push_place(L, *objs, o.place, objs->position_of(h->id)); return 1;
        case F_IN_PLAY: lua_pushboolean(L, objs->in_play(objs->root_place(h->id))); return 1;
        default: break;
    }
    return 0;
}

int object_newindex(lua_State* L) {
    ObjectHandle* h = static_cast<ObjectHandle*>(lua_touserdata(L, 1));
    lua_getiuservalue(L, 1, 2);
    return luaL_error(L,
                      "object #%d (%s): fields cannot be assigned (use obj:flip(), obj:turn(), obj:set(k, v), "
                      "obj.props.k = v, match:move(obj, ...))",
                      h->id, lua_tostring(L, -1));
}

int object_tostring(lua_State* L) {
    ObjectHandle* h = static_cast<ObjectHandle*>(lua_touserdata(L, 1));
    lua_getiuservalue(L, 1, 2);
    Objects* objs = h->anchor->objects;
    const bool live = objs && objs->alive(h->id);
    lua_pushfstring(L, "object #%d (%s)%s", h->id, lua_tostring(L, -1), live ? "" : " gone");
    return 1;
}

int zone_tostring(lua_State* L) {
    lua_getiuservalue(L, 1, 2);
    lua_pushfstring(L, "zone '%s'", lua_tostring(L, -1));
    return 1;
}

// obj:flip([face]) -> the new face ("up" | "down")
int o_flip(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:flip");
    check_action(L, "obj:flip");
    Object& o = objs->obj(id);
    const bool up = lua_isnoneornil(L, 2) ? !o.face_up : check_face(L, 2, "obj:flip");
    Events ev(L, *objs);
    if (up != o.face_up) {
        o.face_up = up;
        if (ev.on()) {
            ev.begin("flipped");
            ev.object("object", id);
            ev.string("face", up ? "up" : "down");
            ev.add();
        }
    }
    lua_pushstring(L, up ? "up" : "down");
    return ev.finish(1);
}

int set_turned(lua_State* L, bool turned, const char* fn) {
    Objects* objs;
    const int id = self_object(L, objs, fn);
    check_action(L, fn);
    Object& o = objs->obj(id);
    const bool changed = o.turned != turned;
    Events ev(L, *objs);
    if (changed) {
        o.turned = turned;
        if (ev.on()) {
            ev.begin("turned");
            ev.object("object", id);
            ev.boolean("turned", turned);
            ev.add();
        }
    }
    lua_pushboolean(L, changed);
    return ev.finish(1);
}

// obj:turn() / obj:unturn() -> true if it changed
int o_turn(lua_State* L) { return set_turned(L, true, "obj:turn"); }
int o_unturn(lua_State* L) { return set_turned(L, false, "obj:unturn"); }

// obj:counter(name) -> integer (0 if never set)
int o_counter(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:counter");
    size_t len;
    const char* name = luaL_checklstring(L, 2, &len);
    lua_pushinteger(L, objs->counter(id, std::string_view(name, len)));
    return 1;
}

int change_counter(lua_State* L, bool add, const char* fn) {
    Objects* objs;
    const int id = self_object(L, objs, fn);
    check_action(L, fn);
    size_t len;
    const char* name = luaL_checklstring(L, 2, &len);
    const lua_Integer n = add ? luaL_optinteger(L, 3, 1) : luaL_checkinteger(L, 3);
    const int64_t old = objs->counter(id, std::string_view(name, len));
    const int64_t now = add ? old + n : n;
    objs->set_counter(id, std::string_view(name, len), now);
    Events ev(L, *objs);
    if (ev.on() && now != old) {
        ev.begin("counter");
        ev.object("object", id);
        ev.string("counter", name);
        ev.integer("delta", now - old);
        ev.integer("value", now);
        ev.add();
    }
    lua_pushinteger(L, now);
    return ev.finish(1);
}

// obj:add(name [, n = 1]) -> the new value; obj:set_counter(name, v) -> v
int o_add(lua_State* L) { return change_counter(L, true, "obj:add"); }
int o_set_counter(lua_State* L) { return change_counter(L, false, "obj:set_counter"); }

// obj:counters() -> {name = value}
int o_counters(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:counters");
    const auto& cs = objs->obj(id).counters;
    lua_createtable(L, 0, static_cast<int>(cs.size()));
    for (const auto& [k, v] : cs) {
        lua_pushinteger(L, v);
        lua_setfield(L, -2, k.c_str());
    }
    return 1;
}

// obj:get(key) -> obj.props[key]
int o_get(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:get");
    luaL_checkany(L, 2);
    push_props(L, *objs, id);
    lua_pushvalue(L, 2);
    lua_rawget(L, -2);
    return 1;
}

// obj:set(key, value): value copied, checked to be plain data (nil removes)
int o_set(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:set");
    check_action(L, "obj:set");
    const int kt = lua_type(L, 2);
    if (kt != LUA_TSTRING && kt != LUA_TNUMBER && kt != LUA_TBOOLEAN)
        return luaL_error(L, "obj:set: a property key must be a string, number or boolean");
    lua_settop(L, 3);
    if (lua_isnil(L, 3)) {
        lua_pushnil(L);
    } else {
        std::string path = std::string("props.") + luaL_tolstring(L, 2, nullptr);
        lua_pop(L, 1);
        push_plain_copy(L, 3, "obj:set", path);
    }
    push_props(L, *objs, id);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 4);
    lua_rawset(L, -3);
    return 0;
}

int reveal_seat(lua_State* L, int idx, const Match& m, const char* fn) {
    if (lua_type(L, idx) == LUA_TSTRING && std::strcmp(lua_tostring(L, idx), "all") == 0) return 0;
    if (!lua_isinteger(L, idx)) return luaL_error(L, "%s: give a seat (1 to %d) or \"all\"", fn, m.seats());
    lua_Integer s = lua_tointeger(L, idx);
    if (s < 1 || s > m.seats() || s > 63) return luaL_error(L, "%s: seat %d is not a seat of this match", fn, (int)s);
    return static_cast<int>(s);
}

// obj:reveal_to(seat | "all"): that seat sees it until it moves
int o_reveal_to(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:reveal_to");
    check_action(L, "obj:reveal_to");
    const int seat = reveal_seat(L, 2, objs->match(), "obj:reveal_to");
    objs->obj(id).revealed |= uint64_t(1) << seat;
    Events ev(L, *objs);
    if (ev.on()) {
        ev.begin("revealed");
        ev.object("object", id);
        ev.integer("seat", seat);
        ev.add();
    }
    return ev.finish(0);
}

// obj:hide([seat | "all"]): ends reveals (all of them without an argument)
int o_hide(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:hide");
    check_action(L, "obj:hide");
    if (lua_isnoneornil(L, 2)) objs->obj(id).revealed = 0;
    else objs->obj(id).revealed &= ~(uint64_t(1) << reveal_seat(L, 2, objs->match(), "obj:hide"));
    return 0;
}

// obj:visible_to(seat) -> may that seat (0: an onlooker) see what it is?
int o_visible_to(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:visible_to");
    lua_Integer s = luaL_checkinteger(L, 2);
    if (s < 0 || s > objs->match().seats())
        return luaL_error(L, "obj:visible_to: seat %d is not a seat of this match (0 to %d)", (int)s, objs->match().seats());
    lua_pushboolean(L, objs->visible(id, static_cast<int>(s)));
    return 1;
}

// obj:attachments() -> list, in attach order
int o_attachments(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:attachments");
    push_list(L, *objs, objs->obj(id).attachments);
    return 1;
}

// host:attach(card)
int o_attach(lua_State* L) {
    Objects* objs;
    const int host = self_object(L, objs, "obj:attach");
    const int id = check_object(L, 2, nullptr, objs, "obj:attach");
    return attach_impl(L, *objs, id, host, "obj:attach");
}

int o_detach(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:detach");
    return detach_impl(L, *objs, id, 2, "obj:detach");
}

int o_move(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:move");
    return move_impl(L, *objs, id, 2, "obj:move");
}

int o_destroy(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:destroy");
    return destroy_impl(L, *objs, id, "obj:destroy");
}

// obj:set_owner(seat | nil)
int o_set_owner(lua_State* L) {
    Objects* objs;
    const int id = self_object(L, objs, "obj:set_owner");
    check_action(L, "obj:set_owner");
    const int seat = opt_seat(L, 2, objs->match(), "obj:set_owner", "owner");
    Object& o = objs->obj(id);
    const int old = o.owner;
    o.owner = seat;
    Events ev(L, *objs);
    if (ev.on() && old != seat) {
        ev.begin("owner_changed");
        ev.object("object", id);
        if (seat) ev.integer("owner", seat);
        if (old) ev.integer("previous", old);
        ev.add();
    }
    return ev.finish(0);
}

const luaL_Reg kObjectMethods[] = {
    {"flip", o_flip},
    {"turn", o_turn},
    {"unturn", o_unturn},
    {"counter", o_counter},
    {"add", o_add},
    {"set_counter", o_set_counter},
    {"counters", o_counters},
    {"get", o_get},
    {"set", o_set},
    {"reveal_to", o_reveal_to},
    {"hide", o_hide},
    {"visible_to", o_visible_to},
    {"attachments", o_attachments},
    {"attach", o_attach},
    {"detach", o_detach},
    {"move", o_move},
    {"destroy", o_destroy},
    {"set_owner", o_set_owner},
    {nullptr, nullptr},
};

// ---- zone fields and methods ----

enum ZoneField : int { Z_ID = 1, Z_KIND, Z_OWNER, Z_VISIBLE_TO, Z_DOWN_VISIBLE_TO, Z_FACE, Z_IN_PLAY, Z_ORDERED };

const struct {
    const char* name;
    int code;
} kZoneFields[] = {
    {"id", Z_ID},       {"kind", Z_KIND},       {"owner", Z_OWNER},     {"visible_to", Z_VISIBLE_TO},
    {"down_visible_to", Z_DOWN_VISIBLE_TO}, {"face", Z_FACE}, {"in_play", Z_IN_PLAY}, {"ordered", Z_ORDERED},
};

int zone_index(lua_State* L) {
    lua_pushvalue(L, 2);
    const int t = lua_rawget(L, lua_upvalueindex(1));
    if (t == LUA_TFUNCTION) return 1;
    if (t != LUA_TNUMBER) {
        lua_getiuservalue(L, 1, 2);
        return luaL_error(L, "zone '%s' has no field '%s'", lua_tostring(L, -1),
                          lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
    }
    const int code = static_cast<int>(lua_tointeger(L, -1));
    if (code == Z_ID) {
        lua_getiuservalue(L, 1, 2);
        return 1;
    }
    Objects* objs = nullptr;
    const int zi = self_zone(L, objs);
    const Zone& z = objs->zone(zi);
    switch (code) {
        case Z_KIND: lua_pushstring(L, z.kind.c_str()); return 1;
        case Z_OWNER:
            if (z.owner) lua_pushinteger(L, z.owner);
            else lua_pushnil(L);
            return 1;
        case Z_VISIBLE_TO: lua_pushstring(L, sight_name(z.visible_to)); return 1;
        case Z_DOWN_VISIBLE_TO: lua_pushstring(L, sight_name(z.down_visible_to)); return 1;
        case Z_FACE: lua_pushstring(L, z.face_up ? "up" : "down"); return 1;
        case Z_IN_PLAY: lua_pushboolean(L, z.in_play); return 1;
        case Z_ORDERED: lua_pushboolean(L, z.ordered); return 1;
        default: break;
    }
    return 0;
}

int zone_newindex(lua_State* L) {
    lua_getiuservalue(L, 1, 2);
    return luaL_error(L, "zone '%s': fields cannot be assigned", lua_tostring(L, -1));
}

// zone:count()
int z_count(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    lua_pushinteger(L, static_cast<lua_Integer>(objs->zone(z).cards.size()));
    return 1;
}

// zone:cards() -> list, bottom -> top (the full truth: scripts are the referee)
int z_cards(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    push_list(L, *objs, objs->zone(z).cards);
    return 1;
}

// zone:top() / zone:bottom() -> object or nil
int z_top(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    const auto& c = objs->zone(z).cards;
    if (c.empty()) lua_pushnil(L);
    else push_object(L, *objs, c.back());
    return 1;
}

int z_bottom(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    const auto& c = objs->zone(z).cards;
    if (c.empty()) lua_pushnil(L);
    else push_object(L, *objs, c.front());
    return 1;
}

// zone:shuffle()
int z_shuffle(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    check_action(L, "zone:shuffle");
    objs->shuffle(z);
    Events ev(L, *objs);
    if (ev.on()) {
        ev.begin("shuffled");
        push_zone(L, *objs, z);
        lua_setfield(L, -2, "zone");
        ev.add();
    }
    return ev.finish(0);
}

// The default zone to draw into: the first "hand" zone of the deck's owner.
int default_hand(lua_State* L, const Objects& objs, int deck, const char* fn) {
    const Zone& d = objs.zone(deck);
    if (d.owner)
        for (int i = 0; i < objs.zone_count(); ++i)
            if (objs.zone(i).kind == "hand" && objs.zone(i).owner == d.owner) return i;
    return luaL_error(L, "%s: give the zone to draw into (zone '%s' has no owner with a \"hand\" zone)", fn, d.id.c_str());
}

// Moves the top card of `from` to the top of `to` and adds its event.
int take_top(lua_State* L, Objects& objs, int from, int to, Events& ev, const char* name, const char* fn) {
    const int id = objs.zone(from).cards.back();
    Dest d;
    d.place = Place::zone(to);
    MoveResult r = do_move(L, objs, id, d, fn);
    if (ev.on()) {
        moved_events(ev, L, objs, name, id, r);
    }
    return id;
}

// zone:draw([n = 1] [, to]) -> the cards drawn, first drawn first
int z_draw(lua_State* L) {
    const char* fn = "zone:draw";
    Objects* objs;
    const int z = self_zone(L, objs);
    check_action(L, fn);
    lua_Integer n = 1;
    int to_idx = 2;
    if (lua_isinteger(L, 2) || lua_isnil(L, 2)) {
        n = luaL_optinteger(L, 2, 1);
        to_idx = 3;
    } else if (lua_isnumber(L, 2)) {
        return luaL_error(L, "%s: the number of cards must be an integer", fn);
    }
    if (n < 0) return luaL_error(L, "%s: cannot draw %d cards", fn, (int)n);
    const int to = lua_isnoneornil(L, to_idx) ? default_hand(L, *objs, z, fn) : check_zone_arg(L, to_idx, *objs, fn);
    if (to == z) return luaL_error(L, "%s: cannot draw from zone '%s' into itself", fn, objs->zone(z).id.c_str());
    Events ev(L, *objs);
    std::vector<int> drawn;
    for (lua_Integer i = 0; i < n && !objs->zone(z).cards.empty(); ++i)
        drawn.push_back(take_top(L, *objs, z, to, ev, "drawn", fn));
    push_list(L, *objs, drawn);
    return ev.finish(1);
}

// zone:deal(n, zone1, zone2, ...) or zone:deal(n, {zones}) -> the number of cards dealt
int z_deal(lua_State* L) {
    const char* fn = "zone:deal";
    Objects* objs;
    const int z = self_zone(L, objs);
    check_action(L, fn);
    const lua_Integer n = luaL_checkinteger(L, 2);
    if (n < 0) return luaL_error(L, "%s: cannot deal %d cards each", fn, (int)n);
    std::vector<int> targets;
    if (lua_istable(L, 3) && !to_zone(L, 3)) {
        for (lua_Integer i = 1, k = static_cast<lua_Integer>(lua_rawlen(L, 3)); i <= k; ++i) {
            lua_rawgeti(L, 3, i);
            targets.push_back(check_zone_arg(L, -1, *objs, fn));
            lua_pop(L, 1);
        }
    } else {
        for (int i = 3; i <= lua_gettop(L); ++i) targets.push_back(check_zone_arg(L, i, *objs, fn));
    }
    if (targets.empty()) return luaL_error(L, "%s: give the zones to deal to", fn);
    for (int t : targets)
        if (t == z) return luaL_error(L, "%s: cannot deal from zone '%s' into itself", fn, objs->zone(z).id.c_str());
    Events ev(L, *objs);
    lua_Integer dealt = 0;
    for (lua_Integer round = 0; round < n; ++round)
        for (int t : targets) {
            if (objs->zone(z).cards.empty()) break;
            take_top(L, *objs, z, t, ev, "dealt", fn);
            ++dealt;
        }
    lua_pushinteger(L, dealt);
    return ev.finish(1);
}

// zone:peek([n = 1] [, seat]) -> the top n cards, top first; with a seat, that
// seat is shown them (they are revealed to it until they move).
int z_peek(lua_State* L) {
    const char* fn = "zone:peek";
    Objects* objs;
    const int z = self_zone(L, objs);
    const lua_Integer n = luaL_optinteger(L, 2, 1);
    if (n < 0) return luaL_error(L, "%s: cannot peek at %d cards", fn, (int)n);
    int seat = -1;
    if (!lua_isnoneornil(L, 3)) {
        check_action(L, "zone:peek (with a seat)");
        seat = reveal_seat(L, 3, objs->match(), fn);
    }
    const auto& cards = objs->zone(z).cards;
    std::vector<int> ids;
    for (lua_Integer i = 0; i < n && i < static_cast<lua_Integer>(cards.size()); ++i)
        ids.push_back(cards[cards.size() - 1 - static_cast<size_t>(i)]);
    Events ev(L, *objs);
    if (seat >= 0) {
        for (int id : ids) objs->obj(id).revealed |= uint64_t(1) << seat;
        if (ev.on()) {
            ev.begin("peeked");
            push_zone(L, *objs, z);
            lua_setfield(L, -2, "zone");
            ev.integer("seat", seat);
            push_list(L, *objs, ids);
            lua_setfield(L, -2, "objects");
            ev.add();
        }
    }
    push_list(L, *objs, ids);
    return ev.finish(1);
}

// zone:search(filter | function(obj) -> bool) -> matching cards, bottom -> top
int z_search(lua_State* L) {
    const char* fn = "zone:search";
    Objects* objs;
    const int z = self_zone(L, objs);
    std::vector<int> ids = objs->zone(z).cards;  // a copy: the function cannot change it, but be safe
    lua_settop(L, 2);
    lua_createtable(L, 4, 0);
    lua_Integer n = 0;
    if (lua_isfunction(L, 2)) {
        QueryGuard guard(ScriptHost::of(L), "zone:search filter");
        for (int id : ids) {
            if (!objs->alive(id)) continue;
            lua_pushvalue(L, 2);
            push_object(L, *objs, id);
            lua_call(L, 1, 1);
            const bool keep = lua_toboolean(L, -1);
            lua_pop(L, 1);
            if (keep) {
                push_object(L, *objs, id);
                lua_rawseti(L, 3, ++n);
            }
        }
        return 1;
    }
    Filter f = check_filter(L, 2, *objs, fn);
    for (int id : ids)
        if (f.match(*objs, objs->obj(id))) {
            push_object(L, *objs, id);
            lua_rawseti(L, 3, ++n);
        }
    return 1;
}

// zone:put(obj [, position = "top"] [, face])
int z_put(lua_State* L) {
    const char* fn = "zone:put";
    Objects* objs;
    const int z = self_zone(L, objs);
    check_action(L, fn);
    const int id = check_object(L, 2, nullptr, objs, fn);
    Dest d;
    d.place = Place::zone(z);
    d.position = check_position(L, 3, fn);
    if (!lua_isnoneornil(L, 4)) d.face = check_face(L, 4, fn);
    Events ev(L, *objs);
    MoveResult r = do_move(L, *objs, id, d, fn);
    moved_events(ev, L, *objs, "moved", id, r);
    return ev.finish(0);
}

const luaL_Reg kZoneMethods[] = {
    {"count", z_count}, {"cards", z_cards},   {"top", z_top},   {"bottom", z_bottom}, {"shuffle", z_shuffle},
    {"draw", z_draw},   {"deal", z_deal},     {"peek", z_peek}, {"search", z_search}, {"put", z_put},
    {nullptr, nullptr},
};

// ---- registration ----

const luaL_Reg kMatchMethods[] = {
    {"create", l_create},   {"object", l_object},   {"objects", l_objects}, {"at", l_at},
    {"top", l_top},         {"height", l_height},   {"occupied", l_occupied}, {"move", l_move},
    {"destroy", l_destroy}, {"attach", l_attach},   {"detach", l_detach},   {"zone", l_zone},
    {"zones", l_zones},     {"view_of", l_view_of}, {nullptr, nullptr},
};

// tabula.is_object(v), tabula.is_zone(v)
int t_is_object(lua_State* L) {
    lua_pushboolean(L, to_object(L, 1) != nullptr);
    return 1;
}
int t_is_zone(lua_State* L) {
    lua_pushboolean(L, to_zone(L, 1) != nullptr);
    return 1;
}

const luaL_Reg kFunctions[] = {
    {"is_object", t_is_object},
    {"is_zone", t_is_zone},
    {nullptr, nullptr},
};

template <class Fields>
void make_meta(lua_State* L, const char* name, const luaL_Reg* methods, const Fields& fields, lua_CFunction index,
               lua_CFunction newindex, lua_CFunction tostring) {
    luaL_newmetatable(L, name);
    lua_newtable(L);  // the lookup: methods (functions) and fields (codes)
    luaL_setfuncs(L, methods, 0);
    for (const auto& f : fields) {
        lua_pushinteger(L, f.code);
        lua_setfield(L, -2, f.name);
    }
    lua_pushcclosure(L, index, 1);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushstring(L, "hidden");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
}

void install(lua_State* L) {
    make_meta(L, kObjectMeta, kObjectMethods, kObjectFields, object_index, object_newindex, object_tostring);
    make_meta(L, kZoneMeta, kZoneMethods, kZoneFields, zone_index, zone_newindex, zone_tostring);
}

}  // namespace

const ApiPart& objects_api() {
    static const ApiPart part{"objects", kMatchMethods, kFunctions, install};
    return part;
}

}  // namespace tabula
