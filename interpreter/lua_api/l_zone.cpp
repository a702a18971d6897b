// Zone handles: their fields and methods (count, cards, shuffle, draw, deal, peek, search, put).
#include "host/script_host.h"
#include "lua_api/l_objects_call.h"

namespace tabula::objects_lua {

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

// Budget units for each card a zone method goes through (host/script_host.h: charge_work).
constexpr uint64_t kChargePerCard = 100;

// zone:cards() -> list, bottom -> top (the full truth: scripts are the referee)
int z_cards(lua_State* L) {
    Objects* objs;
    const int z = self_zone(L, objs);
    ScriptHost::of(L).charge_work(L, kChargePerCard * objs->zone(z).cards.size());
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
    ScriptHost::of(L).charge_work(L, kChargePerCard * objs->zone(z).cards.size());
    try {
        objs->shuffle(z);
    } catch (const std::invalid_argument& e) {  // a scenario's forced order (t:stack)
        return luaL_error(L, "zone:shuffle: %s", e.what());
    }
    Events ev(L, *objs);
    if (ev.wants("shuffled")) {
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

// The card a draw from `from` takes: its top, or the card a scenario forced (t:draws).
int next_drawn(lua_State* L, Objects& objs, int from, const char* fn) {
    try {
        return objs.next_drawn(from);
    } catch (const std::invalid_argument& e) {
        return luaL_error(L, "%s: %s", fn, e.what());
    }
}

// Moves the top card of `from` (or the one forced) to the top of `to` and adds its event.
int take_top(lua_State* L, Objects& objs, int from, int to, Events& ev, const char* name, const char* fn) {
    const int id = next_drawn(L, objs, from, fn);
    Dest d;
    d.place = Place::zone(to);
    MoveResult r = do_move(L, objs, id, d, fn);
    moved_events(ev, L, objs, name, id, r);
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
        for (int id : ids) objs->reveal(id, seat);
        if (ev.wants("peeked")) {
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
        for (int id : ids) {
            if (!objs->alive(id)) continue;
            lua_pushvalue(L, 2);
            push_object(L, *objs, id);
            call_query(L, 1, 1, "the filter function", fn);
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

void install_zone_meta(lua_State* L) {
    make_meta(L, kZoneMeta, kZoneMethods, kZoneFields, zone_index, zone_newindex, zone_tostring);
}

}  // namespace tabula::objects_lua
