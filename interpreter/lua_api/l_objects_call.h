// Shared by the objects part's Lua API files (l_objects*.cpp, l_object.cpp,
// l_zone.cpp): handles, destinations, event collection, filters, and the
// functions one file uses from another.
#pragma once
#include <algorithm>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/lua_json.h"
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"
#include "model/effects.h"
#include "model/objects.h"

namespace tabula::objects_lua {

inline constexpr const char* kObjectMeta = "tabula.Object";
inline constexpr const char* kZoneMeta = "tabula.Zone";

// ObjectHandle: model/objects.h (the registry writes the last public id into it).
struct ZoneHandle {
    ObjectsAnchor* anchor;
    int index;
};

struct Dest {
    Place place;
    int position = 0;
    std::optional<bool> face;
};

struct Filter {
    bool has_kind = false, has_owner = false, has_face = false, has_turned = false, has_in_play = false,
         has_attached = false, has_name = false, has_side = false;
    std::string kind, name, side;
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
        if (has_side && (o.sides.empty() || o.sides[o.side] != side)) return false;
        if (zone >= 0 && !(o.place == Place::zone(zone))) return false;
        if (has_space && !(o.place == Place::space(space))) return false;
        if (has_attached && (o.place.kind == Place::Kind::Attached) != attached) return false;
        if (has_in_play && objs.in_play(objs.root_place(o.id)) != in_play) return false;
        return true;
    }
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

class Events;

// Defined in l_objects_support.cpp, l_objects.cpp, l_object.cpp and l_zone.cpp.
std::string_view space_text(lua_State* L, int idx, const char* fn);
int zone_tostring(lua_State* L);
Objects& objects_of(lua_State* L);
std::string describe(const Objects& objs, int id);
std::string side_list(const std::vector<std::string>& sides);
lua_Integer public_id(const ObjectHandle* h);
void push_zone(lua_State* L, const Objects& objs, int index);
void make_object_handle(lua_State* L, const Objects& objs, int id);
void make_zone_handle(lua_State* L, Objects& objs, int index);
void push_object(lua_State* L, const Objects& objs, int id);
void push_object_from(lua_State* L, const Objects& objs, int handles, int id);
bool push_zone_by_id(lua_State* L, const Objects& objs, int idx);
void push_props(lua_State* L, const Objects& objs, int id);
int gone_error(lua_State* L, int idx, const ObjectHandle* h, bool match_ended);
ObjectHandle* to_object(lua_State* L, int idx);
ZoneHandle* to_zone(lua_State* L, int idx);
int check_object(lua_State* L, int idx, Objects** out, const Objects* expected, const char* fn);
int self_object(lua_State* L, Objects*& objs, const char* fn);
int self_zone(lua_State* L, Objects*& objs);
int opt_seat(lua_State* L, int idx, const Match& m, const char* fn, const char* what);
bool check_face(lua_State* L, int idx, const char* fn);
Sight check_sight(lua_State* L, int idx, const char* fn, const char* field);
int check_position(lua_State* L, int idx, const char* fn);
int check_zone_arg(lua_State* L, int idx, Objects& objs, const char* fn);
int check_space_arg(lua_State* L, int idx, Objects& objs, const char* fn);
Dest check_dest(lua_State* L, int idx, Objects& objs, const char* fn);
void push_plain_copy(lua_State* L, int idx, const char* fn, const std::string& path, int depth = 0);
void push_place(lua_State* L, const Objects& objs, Place p, int position);
void event_place(Events& ev, lua_State* L, const Objects& objs, const char* key, Place p, int position);
void moved_events(Events& ev, lua_State* L, Objects& objs, const char* name, int id, const MoveResult& r);
MoveResult do_move(lua_State* L, Objects& objs, int id, const Dest& d, const char* fn);
Filter check_filter(lua_State* L, int idx, Objects& objs, const char* fn);
void push_list(lua_State* L, const Objects& objs, const std::vector<int>& ids);
int move_impl(lua_State* L, Objects& objs, int id, int dest_idx, const char* fn);
int destroy_impl(lua_State* L, Objects& objs, int id, const char* fn);
int attach_impl(lua_State* L, Objects& objs, int id, int host, const char* fn);
int detach_impl(lua_State* L, Objects& objs, int id, int dest_idx, const char* fn);
int reveal_seat(lua_State* L, int idx, const Match& m, const char* fn);
void install_object_meta(lua_State* L);
void install_zone_meta(lua_State* L);

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
    // Whether an effect of the match listens to `name` (Effects::wants): an event nobody
    // wants is never built.
    bool wants(const char* name) const { return list_ != 0 && objs_.match().component<Effects>().wants(name); }
    // Pushes {name = name, match = <match>}; fill it, then add().
    void begin(const char* name) {
        luaL_checkstack(L_, 8, "building an event");
        push_event(L_, objs_.match(), name);
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

}  // namespace tabula::objects_lua
