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
#include "lua_api/l_objects_call.h"

namespace tabula::objects_lua {

// ---- match methods ----

namespace {

// The strings of the list at idx; empty when it is not a list of strings.
std::vector<std::string> string_list(lua_State* L, int idx) {
    std::vector<std::string> names;
    if (!lua_istable(L, idx)) return names;
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
    for (lua_Integer i = 1; i <= n; ++i) {
        const bool text = lua_rawgeti(L, idx, i) == LUA_TSTRING;
        size_t len;
        if (text) names.emplace_back(lua_tolstring(L, -1, &len), len);
        lua_pop(L, 1);
        if (!text) return {};
    }
    return names;
}

struct Sides {
    std::vector<std::string> names;  // empty: none
    int shown = 0;
};

// The sides = {...} and side = of the create spec at idx.
Sides check_sides(lua_State* L, int spec, const char* fn) {
    Sides s;
    if (lua_getfield(L, spec, "sides") != LUA_TNIL) {
        s.names = string_list(L, -1);
        if (!valid_sides(s.names)) luaL_error(L, "%s: sides must be a list of 2 or more distinct names", fn);
    }
    const int type = lua_getfield(L, spec, "side");
    if (type != LUA_TNIL) {
        if (type != LUA_TSTRING) luaL_error(L, "%s: side must be a string", fn);
        const char* name = lua_tostring(L, -1);
        if (s.names.empty()) luaL_error(L, "%s: side '%s' is given without sides", fn, name);
        s.shown = side_index(s.names, name);
        if (s.shown < 0) luaL_error(L, "%s: side '%s' is not one of %s", fn, name, side_list(s.names).c_str());
    }
    lua_pop(L, 2);
    return s;
}

}  // namespace

// match:create{kind =, owner =, at = | zone =, position =, face =, turned =, sides =, side =, props =, counters =,
//              name =}
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
    Sides sides = check_sides(L, 2, fn);

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
    if (!sides.names.empty()) objs.give_sides(id, std::move(sides.names), sides.shown);
    make_object_handle(L, objs, id);
    objs.push_store(L);
    lua_rawgeti(L, -1, 2);
    lua_pushvalue(L, 3);
    lua_rawseti(L, -2, id);
    lua_pop(L, 2);
    for (const auto& [k, v] : counters) objs.set_counter(id, k, v);
    MoveResult r;
    if (d.place.kind != Place::Kind::None) {
        try {
            r = objs.move(id, d.place, d.position, d.face);  // gives the new object its public id
        } catch (const std::invalid_argument& e) {
            objs.give_id(id);
            return luaL_error(L, "%s: %s: %s", fn, describe(objs, id).c_str(), e.what());
        }
    } else {
        objs.give_id(id);
    }
    if (ev.wants("created")) {
        ev.begin("created");
        ev.object("object", id);
        event_place(ev, L, objs, "to", objs.obj(id).place, r.to_position);
        if (r.entered_play) ev.boolean("entered_play", true);
        ev.add();
    }
    push_object(L, objs, id);
    return ev.finish(1);
}

// match:object(id) -> the object with that public id, or nil if there is none (or it is gone)
int l_object(lua_State* L) {
    Objects& objs = objects_of(L);
    const int id = objs.find_public(luaL_checkinteger(L, 2));
    if (id < 0 || !objs.alive(id)) {
        lua_pushnil(L);
        return 1;
    }
    push_object(L, objs, id);
    return 1;
}

void push_list(lua_State* L, const Objects& objs, const std::vector<int>& ids) {
    luaL_checkstack(L, 4, "listing objects");
    lua_createtable(L, static_cast<int>(ids.size()), 0);
    if (ids.empty()) return;
    const int list = lua_gettop(L);
    objs.push_store(L);
    lua_rawgeti(L, -1, 1);
    const int handles = lua_gettop(L);
    lua_Integer n = 0;
    for (int id : ids) {
        push_object_from(L, objs, handles, id);
        lua_rawseti(L, list, ++n);
    }
    lua_pop(L, 2);
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

// match:objects{filter} -> the live objects matching, in creation order
int l_objects(lua_State* L) {
    Objects& objs = objects_of(L);
    Filter f = check_filter(L, 2, objs, "match:objects");
    std::vector<int> ids;
    if (f.zone >= 0 || f.has_space) {
        // Only what is there: still reported in creation order.
        if (f.zone >= 0) ids = objs.zone(f.zone).cards;
        else if (f.space >= 0) ids = objs.stack(f.space);
        std::sort(ids.begin(), ids.end());
        std::erase_if(ids, [&](int id) { return !f.match(objs, objs.obj(id)); });
    } else {
        for (int id = 1; id <= objs.last_id(); ++id)
            if (f.match(objs, objs.obj(id))) ids.push_back(id);
    }
    push_list(L, objs, ids);
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
    if (ev.wants("destroyed")) {
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
            ev.integer("id", objs.obj(g.id).public_id);
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
    if (ev.wants("attached")) {
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
    if (ev.wants("detached")) {
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
        if (!push_zone_by_id(L, objs, 2)) push_zone(L, objs, check_zone_arg(L, 2, objs, fn));
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

namespace {

// An object and what is attached to it, into `out`.
void with_attachments(const Objects& objs, int id, std::vector<int>& out) {
    out.push_back(id);
    for (int a : objs.obj(id).attachments) with_attachments(objs, a, out);
}

// The pool at idx: a list of zones (handles or ids: their cards) and objects.
std::vector<int> check_pool(lua_State* L, int idx, Objects& objs, lua_Integer n, const char* fn) {
    if (!lua_istable(L, idx)) luaL_error(L, "%s: pool %d must be a list of zones and objects", fn, (int)n);
    std::vector<int> ids;
    const lua_Integer count = static_cast<lua_Integer>(lua_rawlen(L, idx));
    for (lua_Integer i = 1; i <= count; ++i) {
        lua_rawgeti(L, idx, i);
        if (to_object(L, -1)) {
            ids.push_back(check_object(L, lua_gettop(L), nullptr, &objs, fn));
        } else if (to_zone(L, -1) || lua_type(L, -1) == LUA_TSTRING) {
            for (int id : objs.zone(check_zone_arg(L, lua_gettop(L), objs, fn)).cards) with_attachments(objs, id, ids);
        } else {
            luaL_error(L, "%s: pool %d, item %d: a zone or an object, not %s", fn, (int)n, (int)i, luaL_typename(L, -1));
        }
        lua_pop(L, 1);
    }
    return ids;
}

}  // namespace

// match:redeal(seat [, pools]) -> how many places got another card. Only inside
// game.determinize (a search's branch): see Objects::redeal.
int l_redeal(lua_State* L) {
    const char* fn = "match:redeal";
    Match& m = check_match(L, 1);
    if (!m.determinizing())
        return luaL_error(L, "%s: only game.determinize may redeal (a search calls it in its own copy of the match)",
                          fn);
    const lua_Integer seat = luaL_checkinteger(L, 2);
    if (seat < 1 || seat > m.seats())
        return luaL_error(L, "%s: seat %d is not a seat of this match (1 to %d)", fn, (int)seat, m.seats());
    Objects& objs = m.component<Objects>();
    std::vector<std::vector<int>> pools;
    if (lua_isnoneornil(L, 3)) {
        pools = objs.hidden_pools(static_cast<int>(seat));
    } else {
        luaL_checktype(L, 3, LUA_TTABLE);
        const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 3));
        for (lua_Integer i = 1; i <= n; ++i) {
            lua_rawgeti(L, 3, i);
            pools.push_back(check_pool(L, lua_gettop(L), objs, i, fn));
            lua_pop(L, 1);
        }
    }
    lua_pushinteger(L, objs.redeal(static_cast<int>(seat), pools, m.rng()));
    return 1;
}

// ---- registration ----

const luaL_Reg kMatchMethods[] = {
    {"create", l_create},   {"object", l_object},   {"objects", l_objects}, {"at", l_at},
    {"top", l_top},         {"height", l_height},   {"occupied", l_occupied}, {"move", l_move},
    {"destroy", l_destroy}, {"attach", l_attach},   {"detach", l_detach},   {"zone", l_zone},
    {"zones", l_zones},     {"view_of", l_view_of}, {"redeal", l_redeal}, {nullptr, nullptr},
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

void install(lua_State* L) {
    install_object_meta(L);
    install_zone_meta(L);
}

}  // namespace tabula::objects_lua

namespace tabula {

const ApiPart& objects_api() {
    static const ApiPart part{"objects", objects_lua::kMatchMethods, objects_lua::kFunctions, objects_lua::install};
    return part;
}

}  // namespace tabula

