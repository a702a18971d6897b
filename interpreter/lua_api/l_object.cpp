// Object handles: their fields and methods (flip, turn, counters, props, reveal, attach, move, ...).
#include "lua_api/l_objects_call.h"

namespace tabula::objects_lua {

// ---- object fields and methods ----

enum Field : int {
    F_ID = 1, F_KIND, F_NAME, F_OWNER, F_SPACE, F_ZONE, F_POSITION, F_FACE, F_FACE_UP, F_TURNED, F_STAY,
    F_PROPS, F_ATTACHED_TO, F_GONE, F_LOCATION, F_IN_PLAY, F_SIDE, F_SIDES,
};

const struct {
    const char* name;
    int code;
} kObjectFields[] = {
    {"id", F_ID},         {"kind", F_KIND},       {"name", F_NAME},         {"owner", F_OWNER},
    {"space", F_SPACE},   {"zone", F_ZONE},       {"position", F_POSITION}, {"face", F_FACE},
    {"face_up", F_FACE_UP}, {"turned", F_TURNED}, {"stay", F_STAY},         {"props", F_PROPS},
    {"attached_to", F_ATTACHED_TO}, {"gone", F_GONE}, {"location", F_LOCATION}, {"in_play", F_IN_PLAY},
    {"side", F_SIDE},     {"sides", F_SIDES},
};

void push_sides(lua_State* L, const std::vector<std::string>& sides) {
    lua_createtable(L, static_cast<int>(sides.size()), 0);
    for (size_t i = 0; i < sides.size(); ++i) {
        lua_pushstring(L, sides[i].c_str());
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
}

int object_index(lua_State* L) {
    ObjectHandle* h = static_cast<ObjectHandle*>(lua_touserdata(L, 1));
    lua_pushvalue(L, 2);
    const int t = lua_rawget(L, lua_upvalueindex(1));
    if (t == LUA_TFUNCTION) return 1;
    if (t != LUA_TNUMBER) {
        lua_getiuservalue(L, 1, 2);
        return luaL_error(L, "object #%I (%s) has no field '%s'", public_id(h), lua_tostring(L, -1),
                          lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
    }
    const int code = static_cast<int>(lua_tointeger(L, -1));
    Objects* objs = h->anchor->objects;
    const bool live = objs && objs->alive(h->id);
    // A gone object still tells its id and kind, and has no stay (so "while it
    // stays in play" durations end); anything else is an error.
    switch (code) {
        case F_ID: lua_pushinteger(L, public_id(h)); return 1;
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
        case F_SIDE:
            if (o.sides.empty()) lua_pushnil(L);
            else lua_pushstring(L, o.sides[o.side].c_str());
            return 1;
        case F_SIDES:
            if (o.sides.empty()) lua_pushnil(L);
            else push_sides(L, o.sides);
            return 1;
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
                      "object #%I (%s): fields cannot be assigned (use obj:flip(), obj:turn(), obj:set(k, v), "
                      "obj.props.k = v, match:move(obj, ...))",
                      public_id(h), lua_tostring(L, -1));
}

int object_tostring(lua_State* L) {
    ObjectHandle* h = static_cast<ObjectHandle*>(lua_touserdata(L, 1));
    lua_getiuservalue(L, 1, 2);
    Objects* objs = h->anchor->objects;
    const bool live = objs && objs->alive(h->id);
    lua_pushfstring(L, "object #%I (%s)%s", public_id(h), lua_tostring(L, -1), live ? "" : " gone");
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
        objs->set_face(id, up);
        if (ev.wants("flipped")) {
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
        if (ev.wants("turned")) {
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

// The side obj:flip_side turns object `id` to: the one named at idx, else the next one.
int side_to_show(lua_State* L, int idx, const Objects& objs, int id, const char* fn) {
    const Object& o = objs.obj(id);
    if (lua_isnoneornil(L, idx)) return (o.side + 1) % static_cast<int>(o.sides.size());
    const int k = lua_type(L, idx) == LUA_TSTRING ? side_index(o.sides, lua_tostring(L, idx)) : -1;
    if (k < 0)
        luaL_error(L, "%s: '%s' is not a side of %s (%s)", fn, luaL_tolstring(L, idx, nullptr),
                   describe(objs, id).c_str(), side_list(o.sides).c_str());
    return k;
}

// obj:flip_side([side]) -> the side it shows now
int o_flip_side(lua_State* L) {
    const char* fn = "obj:flip_side";
    Objects* objs;
    const int id = self_object(L, objs, fn);
    check_action(L, fn);
    const Object& o = objs->obj(id);
    if (o.sides.empty()) return luaL_error(L, "%s: %s has no sides", fn, describe(*objs, id).c_str());
    const int previous = o.side;
    const int side = side_to_show(L, 2, *objs, id, fn);
    Events ev(L, *objs);
    if (objs->set_side(id, side) && ev.wants("side_changed")) {
        ev.begin("side_changed");
        ev.object("object", id);
        ev.string("side", o.sides[side].c_str());
        ev.string("previous", o.sides[previous].c_str());
        ev.add();
    }
    lua_pushstring(L, o.sides[side].c_str());
    return ev.finish(1);
}

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
    if (ev.wants("counter") && now != old) {
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
    objs->reveal(id, seat);
    Events ev(L, *objs);
    if (ev.wants("revealed")) {
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
    objs->hide(id, lua_isnoneornil(L, 2) ? -1 : reveal_seat(L, 2, objs->match(), "obj:hide"));
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
    const int old = objs->obj(id).owner;
    objs->set_owner(id, seat);
    Events ev(L, *objs);
    if (ev.wants("owner_changed") && old != seat) {
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
    {"flip_side", o_flip_side},
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

void install_object_meta(lua_State* L) {
    make_meta(L, kObjectMeta, kObjectMethods, kObjectFields, object_index, object_newindex, object_tostring);
}

}  // namespace tabula::objects_lua
