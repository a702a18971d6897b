// Objects::redeal: a search's determinization of the objects a seat may not see
// (docs/agents.md, "Hidden information"; docs/api.md, match:redeal).
#include <algorithm>
#include <map>

#include "model/objects.h"

namespace tabula {

std::vector<std::vector<int>> Objects::hidden_pools(int seat) const {
    std::map<int, std::vector<int>> by_owner;
    for (int id = 1; id <= last_id(); ++id)
        if (objects_[id].alive && !visible(objects_[id], seat)) by_owner[objects_[id].owner].push_back(id);
    std::vector<std::vector<int>> pools;
    for (auto& [owner, ids] : by_owner) pools.push_back(std::move(ids));
    return pools;
}

int Objects::redeal(int seat, const std::vector<std::vector<int>>& pools, Rng& rng) {
    dealt_.resize(objects_.size(), false);
    int changed = 0;
    for (const std::vector<int>& pool : pools) {
        std::map<int, std::vector<int>> by_owner;  // ordered, so the deal is too
        for (int id : pool) {
            if (!alive(id) || dealt_[static_cast<size_t>(id)] || visible(objects_[id], seat)) continue;
            dealt_[static_cast<size_t>(id)] = true;
            by_owner[objects_[id].owner].push_back(id);
        }
        for (auto& [owner, places] : by_owner) {
            sort_by_place(places);
            changed += deal_among(places, rng);
        }
    }
    return changed;
}

// In the order the seat sees them in: by zone (in creation order) or space (by name),
// then from the bottom up; an attached object after its host, in attach order.
void Objects::sort_by_place(std::vector<int>& ids) const {
    auto where = [this](int id) {
        std::vector<std::string> key;
        for (int at = id;; at = objects_[at].place.index) {
            const Object& o = objects_[at];
            if (o.place.kind != Place::Kind::Attached) {
                const Place p = o.place;
                std::string head = std::to_string(static_cast<int>(p.kind)) + ':';
                if (p.kind == Place::Kind::Zone) head += std::to_string(p.index);
                if (p.kind == Place::Kind::Space) head += space_names_[p.index];
                key.push_back(head + ':' + std::to_string(position_of(at) + 1000000));
                break;
            }
            const auto& host = objects_[o.place.index].attachments;
            key.push_back(std::to_string(std::find(host.begin(), host.end(), at) - host.begin() + 1000000));
        }
        std::reverse(key.begin(), key.end());
        return key;
    };
    std::vector<std::pair<std::vector<std::string>, int>> keyed;
    for (int id : ids) keyed.emplace_back(where(id), id);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = 0; i < ids.size(); ++i) ids[i] = keyed[i].second;
}

int Objects::first_undealt(int seat) const {
    for (int id = 1; id <= last_id(); ++id)
        if (objects_[id].alive && !visible(objects_[id], seat) &&
            (static_cast<size_t>(id) >= dealt_.size() || !dealt_[static_cast<size_t>(id)]))
            return id;
    return 0;
}

std::string Objects::where_is(int id) const {
    const Place p = root_place(id);
    switch (p.kind) {
        case Place::Kind::Zone: return "in zone '" + zones_[p.index].id + "'";
        case Place::Kind::Space: return "on space '" + space_names_[p.index] + "'";
        default: return "nowhere";
    }
}

// Everything of a card, as text: cards with equal keys are the same card.
std::string Objects::card_key(int id) const {
    const Object& o = objects_[id];
    std::string key = o.kind + '\0' + o.name + '\0' + std::to_string(o.side);
    for (const std::string& side : o.sides) key += '\0' + side;
    key += '\1';
    for (const auto& [name, value] : o.counters) key += name + '\0' + std::to_string(value) + '\0';
    key += '\1';
    const nlohmann::json props = props_json(id);
    if (!props.is_null()) key += props.dump();
    return key;
}

// The cards of `places`, sorted (so which card was where does not count), shuffled by
// `rng`, and dealt back in the places' order.
int Objects::deal_among(const std::vector<int>& places, Rng& rng) {
    const size_t n = places.size();
    if (n < 2) return 0;
    std::vector<std::pair<std::string, int>> cards;  // key, the object it comes from
    cards.reserve(n);
    for (int id : places) cards.emplace_back(card_key(id), id);
    std::stable_sort(cards.begin(), cards.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = n - 1; i > 0; --i) std::swap(cards[i], cards[rng.below(i + 1)]);

    std::map<int, Object> old;
    for (int id : places) old.emplace(id, objects_[id]);
    lua_State* L = lua();
    luaL_checkstack(L, 8, "redealing objects");
    push_store(L);
    lua_rawgeti(L, -1, 1);  // store, handles
    lua_rawgeti(L, -2, 2);  // store, handles, props
    lua_createtable(L, 0, static_cast<int>(2 * n));  // the old handles and props, by 2id and 2id+1
    const int handles = lua_absindex(L, -3), props = lua_absindex(L, -2), kept = lua_absindex(L, -1);
    for (int id : places) {
        lua_rawgeti(L, handles, id);
        lua_rawseti(L, kept, 2 * static_cast<lua_Integer>(id));
        lua_rawgeti(L, props, id);
        lua_rawseti(L, kept, 2 * static_cast<lua_Integer>(id) + 1);
    }
    int changed = 0;
    for (size_t i = 0; i < n; ++i) {
        const int to = places[i], from = cards[i].second;
        if (to == from) continue;
        ++changed;
        Object& o = objects_[to];
        const Object& card = old.at(from);
        o.kind = card.kind;
        o.name = card.name;
        o.sides = card.sides;
        o.side = card.side;
        o.counters = card.counters;
        lua_rawgeti(L, kept, 2 * static_cast<lua_Integer>(from));
        if (auto* h = static_cast<ObjectHandle*>(lua_touserdata(L, -1))) {
            h->id = to;
            h->last_public_id = o.public_id;
        }
        lua_rawseti(L, handles, to);
        lua_rawgeti(L, kept, 2 * static_cast<lua_Integer>(from) + 1);
        lua_rawseti(L, props, to);
    }
    lua_pop(L, 4);
    return changed;
}

}  // namespace tabula
