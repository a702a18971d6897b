#include "model/objects.h"

#include <algorithm>
#include <stdexcept>

#include "common/lua_json.h"
#include "core/state_hash.h"
#include "host/script_error.h"

namespace tabula {

const char* sight_name(Sight s) {
    switch (s) {
        case Sight::All: return "all";
        case Sight::Owner: return "owner";
        case Sight::None: return "none";
    }
    return "?";
}

namespace {
constexpr uint64_t kIdStream = 0x1d5;                              // derive_seed stream of public ids
constexpr int64_t kRandomIdLow = 100000000, kRandomIdCount = 900000000;  // 9 digits
}  // namespace

Objects::Objects(const MatchContext& c)
    : owner_(c.owner),
      L_(c.L),
      seats_(c.seats),
      rng_(c.rng),
      forced_(c.forced_cards),
      id_rng_(derive_seed(c.seed, kIdStream)) {
    objects_.emplace_back();  // ids start at 1
    objects_[0].alive = false;
    lua_State* L = lua();
    luaL_checkstack(L, 4, "creating the objects registry");
    lua_createtable(L, 5, 0);
    for (int i = 1; i <= 3; ++i) {
        lua_newtable(L);
        lua_rawseti(L, -2, i);
    }
    anchor_ = static_cast<ObjectsAnchor*>(lua_newuserdatauv(L, sizeof(ObjectsAnchor), 0));
    anchor_->objects = this;
    lua_rawseti(L, -2, 4);
    lua_newtable(L);
    lua_rawseti(L, -2, 5);
    store_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

Objects::~Objects() {
    if (anchor_) anchor_->objects = nullptr;
    lua_State* L = lua();
    // Handles outlive the match: each keeps the last public id (no allocation here).
    if (lua_checkstack(L, 3)) {
        push_store(L);
        lua_rawgeti(L, -1, 1);
        for (size_t id = 1; id < objects_.size(); ++id) {
            if (lua_rawgeti(L, -1, static_cast<lua_Integer>(id)) == LUA_TUSERDATA)
                static_cast<ObjectHandle*>(lua_touserdata(L, -1))->last_public_id = objects_[id].public_id;
            lua_pop(L, 1);
        }
        lua_pop(L, 2);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, store_ref_);
}

// ---- spaces and zones ----

int Objects::space_index(std::string_view name) {
    if (auto it = space_ids_.find(name); it != space_ids_.end()) return it->second;
    const int i = static_cast<int>(space_names_.size());
    space_names_.emplace_back(name);
    stacks_.emplace_back();
    space_ids_.emplace(std::string(name), i);
    auto pos = std::lower_bound(spaces_sorted_.begin(), spaces_sorted_.end(), i,
                                [&](int a, int b) { return space_names_[a] < space_names_[b]; });
    spaces_sorted_.insert(pos, i);
    return i;
}

int Objects::find_space(std::string_view name) const {
    auto it = space_ids_.find(name);
    return it == space_ids_.end() ? -1 : it->second;
}

int Objects::add_zone(Zone z) {
    if (z.id.empty()) throw std::invalid_argument("a zone needs a non-empty id");
    if (zone_ids_.count(z.id)) throw std::invalid_argument("there is already a zone '" + z.id + "'");
    const int i = static_cast<int>(zones_.size());
    zone_ids_.emplace(z.id, i);
    zones_.push_back(std::move(z));
    return i;
}

int Objects::find_zone(std::string_view id) const {
    auto it = zone_ids_.find(id);
    return it == zone_ids_.end() ? -1 : it->second;
}

// ---- objects ----

int Objects::create(std::string kind, int owner, std::string name, bool face_up, bool turned) {
    Object o;
    o.id = static_cast<int>(objects_.size());
    o.kind = std::move(kind);
    o.name = std::move(name);
    o.owner = owner;
    o.face_up = face_up;
    o.turned = turned;
    objects_.push_back(std::move(o));
    return objects_.back().id;
}

// ---- public ids ----

void Objects::give_id(int id) {
    Object& o = objects_[id];
    if (o.public_id != 0) return;
    if (!visible(o, 0)) {  // not everybody sees it
        set_public_id(o, random_id());
        return;
    }
    while (by_public_.count(next_public_)) ++next_public_;
    set_public_id(o, next_public_++);
}

int Objects::find_public(int64_t public_id) const {
    auto it = by_public_.find(public_id);
    return it == by_public_.end() ? -1 : it->second;
}

void Objects::set_public_id(Object& o, int64_t id) {
    if (o.public_id != 0) by_public_.erase(o.public_id);
    o.public_id = id;
    by_public_.emplace(id, o.id);
}

int64_t Objects::random_id() {
    for (;;) {
        const int64_t id = kRandomIdLow + static_cast<int64_t>(id_rng_.below(kRandomIdCount));
        if (!by_public_.count(id)) return id;
    }
}

Objects::Seers Objects::seers(const Object& o) const {
    Seers s;
    const int seats = seats_;
    for (int seat = 0; seat <= seats; ++seat) {
        if (!visible(o, seat)) continue;
        if (seat < 64) {
            s.low |= uint64_t(1) << seat;
        } else {
            const size_t word = static_cast<size_t>(seat / 64 - 1);
            if (s.high.size() <= word) s.high.resize(word + 1);
            s.high[word] |= uint64_t(1) << (seat % 64);
        }
    }
    return s;
}

void Objects::watch(int id, std::vector<Watched>& out) const {
    std::vector<int> todo{id};
    while (!todo.empty()) {
        const Object& o = objects_[todo.back()];
        todo.pop_back();
        out.push_back({o.id, seers(o)});
        todo.insert(todo.end(), o.attachments.rbegin(), o.attachments.rend());
    }
}

void Objects::settle(const std::vector<Watched>& watched) {
    for (const Watched& w : watched) {
        Object& o = objects_[w.id];
        if (o.public_id == 0) give_id(o.id);
        else if (!(seers(o) == w.before)) set_public_id(o, random_id());
    }
}

void Objects::set_face(int id, bool up) {
    std::vector<Watched> w;
    watch(id, w);
    objects_[id].face_up = up;
    settle(w);
}

void Objects::reveal(int id, int seat) {
    std::vector<Watched> w;
    watch(id, w);
    objects_[id].revealed |= uint64_t(1) << seat;
    settle(w);
}

void Objects::hide(int id, int seat) {
    std::vector<Watched> w;
    watch(id, w);
    if (seat < 0) objects_[id].revealed = 0;
    else objects_[id].revealed &= ~(uint64_t(1) << seat);
    settle(w);
}

void Objects::set_owner(int id, int owner) {
    std::vector<Watched> w;
    watch(id, w);
    objects_[id].owner = owner;
    settle(w);
}

Place Objects::root_place(int id) const {
    const Object* o = &objects_[id];
    for (int guard = 0; o->place.kind == Place::Kind::Attached && guard < 1000; ++guard)
        o = &objects_[o->place.index];
    return o->place;
}

bool Objects::in_play(const Place& p) const {
    switch (p.kind) {
        case Place::Kind::Space: return true;
        case Place::Kind::Zone: return zones_[p.index].in_play;
        case Place::Kind::Attached: return in_play(root_place(p.index));
        case Place::Kind::None: return false;
    }
    return false;
}

int Objects::position_of(int id) const {
    const Object& o = objects_[id];
    const std::vector<int>* list = nullptr;
    switch (o.place.kind) {
        case Place::Kind::Space: list = &stacks_[o.place.index]; break;
        case Place::Kind::Zone: list = &zones_[o.place.index].cards; break;
        case Place::Kind::Attached: list = &objects_[o.place.index].attachments; break;
        case Place::Kind::None: return 0;
    }
    auto it = std::find(list->begin(), list->end(), id);
    return it == list->end() ? 0 : static_cast<int>(it - list->begin()) + 1;
}

void Objects::detach_from_place(Object& o, int& position) {
    std::vector<int>* list = nullptr;
    switch (o.place.kind) {
        case Place::Kind::Space: list = &stacks_[o.place.index]; break;
        case Place::Kind::Zone: list = &zones_[o.place.index].cards; break;
        case Place::Kind::Attached: list = &objects_[o.place.index].attachments; break;
        case Place::Kind::None: position = 0; return;
    }
    // The top is the common case (a piece moving off a stack, a card drawn).
    for (size_t i = list->size(); i-- > 0;) {
        if ((*list)[i] == o.id) {
            position = static_cast<int>(i) + 1;
            list->erase(list->begin() + static_cast<std::ptrdiff_t>(i));
            break;
        }
    }
    o.place = Place{};
}

void Objects::insert_at(Object& o, Place to, int position) {
    std::vector<int>* list = nullptr;
    switch (to.kind) {
        case Place::Kind::Space: list = &stacks_[to.index]; break;
        case Place::Kind::Zone: list = &zones_[to.index].cards; break;
        case Place::Kind::Attached: list = &objects_[to.index].attachments; break;
        case Place::Kind::None: o.place = to; return;
    }
    if (position <= 0 || position > static_cast<int>(list->size()))
        list->push_back(o.id);
    else
        list->insert(list->begin() + (position - 1), o.id);
    o.place = to;
}

namespace {
int container_size(const Objects& objs, Place p) {
    switch (p.kind) {
        case Place::Kind::Space: return static_cast<int>(objs.stack(p.index).size());
        case Place::Kind::Zone: return static_cast<int>(objs.zone(p.index).cards.size());
        case Place::Kind::Attached: return static_cast<int>(objs.obj(p.index).attachments.size());
        case Place::Kind::None: return 0;
    }
    return 0;
}
}  // namespace

void Objects::entered_or_left(int id, bool was_in_play, MoveResult& r) {
    const bool now = in_play(root_place(id));
    if (!was_in_play && now) {
        r.entered_play = true;
        // The object and everything attached to it begin a new stay in play.
        std::vector<int> todo{id};
        while (!todo.empty()) {
            Object& o = objects_[todo.back()];
            todo.pop_back();
            ++o.stay;
            todo.insert(todo.end(), o.attachments.rbegin(), o.attachments.rend());
        }
    } else if (was_in_play && !now) {
        r.left_play = true;
    }
}

MoveResult Objects::move(int id, Place to, int position, std::optional<bool> face) {
    Object& o = objects_[id];
    MoveResult r;
    r.from = o.place;
    const int size = container_size(*this, to) - (o.place == to ? 1 : 0);
    if (position < 0 || position > size + 1)
        throw std::invalid_argument("position " + std::to_string(position) + " is out of range (1 to " +
                                    std::to_string(size + 1) + ")");
    if (to.kind == Place::Kind::Attached) return attach(id, to.index);
    std::vector<Watched> watched;
    watch(id, watched);
    const bool was = in_play(root_place(id));
    detach_from_place(o, r.from_position);
    insert_at(o, to, position);
    r.to_position = position_of(id);
    if (face) o.face_up = *face;
    else if (to.kind == Place::Kind::Zone && !(r.from == to)) o.face_up = zones_[to.index].face_up;
    if (!(r.from == to)) o.revealed = 0;
    entered_or_left(id, was, r);
    if (r.left_play && !o.attachments.empty()) {
        // Attachments cannot stay out of play on a host that left play: they
        // come along to the same place, just above their host, in attach order.
        struct Item { int id, host; };
        std::vector<Item> todo;
        for (auto it = o.attachments.rbegin(); it != o.attachments.rend(); ++it) todo.push_back({*it, id});
        int pos = r.to_position;
        while (!todo.empty()) {
            Item item = todo.back();
            todo.pop_back();
            Object& a = objects_[item.id];
            int dummy = 0;
            detach_from_place(a, dummy);
            ++pos;
            insert_at(a, to, pos);
            if (to.kind == Place::Kind::Zone) a.face_up = zones_[to.index].face_up;
            a.revealed = 0;
            r.carried.push_back(a.id);
            for (auto it = a.attachments.rbegin(); it != a.attachments.rend(); ++it) todo.push_back({*it, a.id});
        }
    }
    settle(watched);
    return r;
}

MoveResult Objects::attach(int id, int host) {
    if (!alive(host)) throw std::invalid_argument("the host is gone");
    for (int h = host;;) {
        if (h == id) throw std::invalid_argument("an object cannot be attached to itself or to its own attachment");
        const Object& ho = objects_[h];
        if (ho.place.kind != Place::Kind::Attached) break;
        h = ho.place.index;
    }
    std::vector<Watched> watched;
    watch(id, watched);
    Object& o = objects_[id];
    MoveResult r;
    r.from = o.place;
    const bool was = in_play(root_place(id));
    detach_from_place(o, r.from_position);
    insert_at(o, Place::attached(host), 0);
    r.to_position = position_of(id);
    if (!(r.from == o.place)) o.revealed = 0;
    entered_or_left(id, was, r);
    settle(watched);
    return r;
}

void Objects::destroy(int id, std::vector<int>& out) {
    Object& o = objects_[id];
    int pos = 0;
    detach_from_place(o, pos);
    std::vector<int> todo{id};
    while (!todo.empty()) {
        Object& d = objects_[todo.back()];
        todo.pop_back();
        d.alive = false;
        d.place = Place{};
        d.revealed = 0;
        d.counters.clear();
        out.push_back(d.id);
        todo.insert(todo.end(), d.attachments.rbegin(), d.attachments.rend());
        d.attachments.clear();
    }
}

void Objects::shuffle(int zone) {
    std::vector<int> on_top;  // top first
    if (auto order = forced_.take_stack(zones_[zone].id)) on_top = forced_cards_in(*this, zone, *order);
    auto& cards = zones_[zone].cards;
    std::vector<Watched> watched;
    for (int id : cards) watch(id, watched);
    Rng& rng = rng_;
    for (size_t i = cards.size(); i > 1; --i) {
        size_t j = static_cast<size_t>(rng.below(i));
        std::swap(cards[i - 1], cards[j]);
    }
    if (!on_top.empty()) {
        std::erase_if(cards, [&](int id) { return std::find(on_top.begin(), on_top.end(), id) != on_top.end(); });
        cards.insert(cards.end(), on_top.rbegin(), on_top.rend());
    }
    for (int id : cards) objects_[id].revealed = 0;
    settle(watched);
}

int Objects::next_drawn(int zone) {
    if (auto order = forced_.take_draw(zones_[zone].id)) return forced_cards_in(*this, zone, *order).front();
    return zones_[zone].cards.back();
}

int64_t Objects::set_counter(int id, std::string_view name, int64_t value) {
    auto& cs = objects_[id].counters;
    auto it = std::lower_bound(cs.begin(), cs.end(), name,
                               [](const auto& c, std::string_view n) { return c.first < n; });
    int64_t old = 0;
    if (it != cs.end() && it->first == name) {
        old = it->second;
        if (value == 0) cs.erase(it);
        else it->second = value;
    } else if (value != 0) {
        cs.insert(it, {std::string(name), value});
    }
    return old;
}

int64_t Objects::counter(int id, std::string_view name) const {
    const auto& cs = objects_[id].counters;
    auto it = std::lower_bound(cs.begin(), cs.end(), name,
                               [](const auto& c, std::string_view n) { return c.first < n; });
    return it != cs.end() && it->first == name ? it->second : 0;
}

// ---- sides ----

bool valid_sides(const std::vector<std::string>& sides) {
    if (sides.size() < 2) return false;
    for (size_t i = 0; i < sides.size(); ++i)
        if (sides[i].empty() || side_index(sides, sides[i]) != static_cast<int>(i)) return false;
    return true;
}

int side_index(const std::vector<std::string>& sides, std::string_view name) {
    auto it = std::find(sides.begin(), sides.end(), name);
    return it == sides.end() ? -1 : static_cast<int>(it - sides.begin());
}

void Objects::give_sides(int id, std::vector<std::string> sides, int side) {
    Object& o = objects_[id];
    o.sides = std::move(sides);
    o.side = side;
}

bool Objects::set_side(int id, int k) {
    Object& o = objects_[id];
    if (o.side == k) return false;
    o.side = k;
    return true;
}

// ---- visibility and views ----

bool Objects::hides_from(int seat) const {
    for (size_t id = 1; id < objects_.size(); ++id)
        if (objects_[id].alive && !visible(objects_[id], seat)) return true;
    return false;
}

bool Objects::visible(const Object& o, int seat) const {
    if (o.revealed & 1u) return true;
    if (seat > 0 && seat < 64 && ((o.revealed >> seat) & 1u)) return true;
    const bool owner = seat > 0 && seat == o.owner;
    const Place p = o.place.kind == Place::Kind::Attached ? root_place(o.id) : o.place;
    switch (p.kind) {
        case Place::Kind::Space: return o.face_up || owner;
        case Place::Kind::None: return o.face_up;
        case Place::Kind::Attached: return false;  // unreachable (a root is never attached)
        case Place::Kind::Zone: {
            const Zone& z = zones_[p.index];
            const int zone_owner = z.owner ? z.owner : o.owner;
            const bool inside = z.visible_to == Sight::All ||
                                (z.visible_to == Sight::Owner && seat > 0 && seat == zone_owner);
            if (!inside) return false;
            if (o.face_up) return true;
            return z.down_visible_to == Sight::All || (z.down_visible_to == Sight::Owner && owner);
        }
    }
    return false;
}

nlohmann::json Objects::props_json(int id) const {
    lua_State* L = lua();
    luaL_checkstack(L, 4, "viewing objects");
    push_store(L);
    lua_rawgeti(L, -1, 2);
    lua_rawgeti(L, -1, id);
    nlohmann::json j;
    if (lua_istable(L, -1)) {
        lua_pushnil(L);
        if (lua_next(L, -2)) {
            lua_pop(L, 2);
            try {
                j = lua_to_json(L, -1, "props", /*skip_functions=*/true);
            } catch (const LuaValueError&) {
                j = nullptr;  // a cyclic or odd table: shown as nothing rather than failing the view
            }
        }
    }
    lua_pop(L, 3);
    return j;
}

nlohmann::json Objects::entry(const Object& o, int seat) const {
    nlohmann::json e = nlohmann::json::object();
    const bool seen = visible(o, seat);
    if (seen) {
        e["id"] = o.public_id;
        e["kind"] = o.kind;
        if (!o.name.empty()) e["name"] = o.name;
    } else {
        e["hidden"] = true;
    }
    if (o.owner) e["owner"] = o.owner;
    e["face"] = o.face_up ? "up" : "down";
    e["turned"] = o.turned;
    if (seen) {
        if (!o.sides.empty()) {
            e["side"] = o.sides[o.side];
            e["sides"] = o.sides;
        }
        nlohmann::json props = props_json(o.id);
        if (!props.is_null()) e["props"] = std::move(props);
        if (!o.counters.empty()) {
            nlohmann::json c = nlohmann::json::object();
            for (const auto& [k, v] : o.counters) c[k] = v;
            e["counters"] = std::move(c);
        }
    }
    if (!o.attachments.empty()) {
        nlohmann::json a = nlohmann::json::array();
        for (int id : o.attachments) a.push_back(entry(objects_[id], seat));
        e["attachments"] = std::move(a);
    }
    return e;
}

nlohmann::json Objects::view(int seat) const {
    nlohmann::json v = nlohmann::json::object();
    v["seat"] = seat;
    nlohmann::json spaces = nlohmann::json::object();
    for (int s : spaces_sorted_) {
        const auto& st = stacks_[s];
        if (st.empty()) continue;
        nlohmann::json list = nlohmann::json::array();
        for (int id : st) list.push_back(entry(objects_[id], seat));
        spaces[space_names_[s]] = std::move(list);
    }
    v["spaces"] = std::move(spaces);
    nlohmann::json zones = nlohmann::json::object();
    for (const Zone& z : zones_) {
        nlohmann::json zj = nlohmann::json::object();
        zj["id"] = z.id;
        zj["kind"] = z.kind;
        if (z.owner) zj["owner"] = z.owner;
        zj["count"] = z.cards.size();
        zj["visible_to"] = sight_name(z.visible_to);
        zj["face"] = z.face_up ? "up" : "down";
        zj["in_play"] = z.in_play;
        nlohmann::json cards = nlohmann::json::array();
        for (int id : z.cards) cards.push_back(entry(objects_[id], seat));
        zj["cards"] = std::move(cards);
        zones[z.id] = std::move(zj);
    }
    v["zones"] = std::move(zones);
    return v;
}

// ---- state hash ----

void Objects::hash_into(Fnv64& h) const {
    lua_State* L = lua();
    // Called from C++ (the state hash), outside any protected call: no Lua error here.
    if (!lua_checkstack(L, 4)) throw ScriptError("no Lua stack space left to hash the objects");
    push_store(L);
    lua_rawgeti(L, -1, 2);  // props tables
    h.text("objects");
    h.u64(objects_.size());
    for (size_t id = 1; id < objects_.size(); ++id) {
        const Object& o = objects_[id];
        h.u64(o.alive);
        if (!o.alive) continue;
        h.text(o.kind);
        h.text(o.name);
        h.u64(static_cast<uint64_t>(o.owner));
        h.u64(static_cast<uint64_t>(o.place.kind));
        switch (o.place.kind) {
            case Place::Kind::Space: h.text(space_names_[o.place.index]); break;
            case Place::Kind::Zone: h.text(zones_[o.place.index].id); break;
            case Place::Kind::Attached: h.u64(static_cast<uint64_t>(o.place.index)); break;
            case Place::Kind::None: break;
        }
        h.u64((o.face_up ? 1u : 0u) | (o.turned ? 2u : 0u));
        h.u64(o.sides.size());
        for (const std::string& side : o.sides) h.text(side);
        h.u64(static_cast<uint64_t>(o.side));
        h.u64(static_cast<uint64_t>(o.stay));
        h.u64(o.revealed);
        h.u64(o.counters.size());
        for (const auto& [k, v] : o.counters) {
            h.text(k);
            h.u64(static_cast<uint64_t>(v));
        }
        h.u64(o.attachments.size());
        for (int a : o.attachments) h.u64(static_cast<uint64_t>(a));
        if (lua_rawgeti(L, -1, static_cast<lua_Integer>(id)) == LUA_TNIL) {
            h.u64(LUA_TTABLE);  // no props table yet: hashed as an empty one
            h.u64(0);
        } else {
            try {
                hash_lua_value(L, -1, h, "obj.props");
            } catch (const LuaValueError& e) {
                throw LuaValueError(e.what() + (" (object " + std::to_string(id) + ")"));
            }
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    h.text("zones");
    h.u64(zones_.size());
    for (const Zone& z : zones_) {
        h.text(z.id);
        h.text(z.kind);
        h.u64(static_cast<uint64_t>(z.owner));
        h.u64(static_cast<uint64_t>(z.visible_to) | (static_cast<uint64_t>(z.down_visible_to) << 4) |
              (z.face_up ? 0x100u : 0u) | (z.in_play ? 0x200u : 0u) | (z.ordered ? 0x400u : 0u));
        h.u64(z.cards.size());
        for (int id : z.cards) h.u64(static_cast<uint64_t>(id));
    }
    h.text("spaces");
    for (int s : spaces_sorted_) {
        const auto& st = stacks_[s];
        if (st.empty()) continue;
        h.text(space_names_[s]);
        h.u64(st.size());
        for (int id : st) h.u64(static_cast<uint64_t>(id));
    }
}

namespace {

// Everything of Objects that a match changes (the store and the anchor stay).
struct ObjectsState : ComponentState {
    std::vector<Object> objects;
    std::vector<Zone> zones;
    std::vector<std::string> space_names;
    std::vector<std::vector<int>> stacks;
    std::vector<int> spaces_sorted;
    std::unordered_map<std::string, int, Objects::NameHash, std::equal_to<>> space_ids, zone_ids;
    Rng id_rng;
    int64_t next_public = 1;
    std::unordered_map<int64_t, int> by_public;
};

}  // namespace

std::unique_ptr<ComponentState> Objects::save() const {
    auto s = std::make_unique<ObjectsState>();
    s->objects = objects_;
    s->zones = zones_;
    s->space_names = space_names_;
    s->stacks = stacks_;
    s->spaces_sorted = spaces_sorted_;
    s->space_ids = space_ids_;
    s->zone_ids = zone_ids_;
    s->id_rng = id_rng_;
    s->next_public = next_public_;
    s->by_public = by_public_;
    return s;
}

void Objects::load(const ComponentState& saved) {
    const auto& s = static_cast<const ObjectsState&>(saved);
    objects_ = s.objects;
    zones_ = s.zones;
    space_names_ = s.space_names;
    stacks_ = s.stacks;
    spaces_sorted_ = s.spaces_sorted;
    space_ids_ = s.space_ids;
    zone_ids_ = s.zone_ids;
    id_rng_ = s.id_rng;
    next_public_ = s.next_public;
    by_public_ = s.by_public;
}

}  // namespace tabula
