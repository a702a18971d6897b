// Objects: the per-match registry of pieces and cards ("objects") and zones.
//
// An object is somewhere: on a space (a string id; this registry does not know
// boards), in a zone (decks, hands, discard piles, play areas, rows), attached
// to another object (an L5R follower on its personality), or nowhere (created
// without a place). Spaces and zones keep their objects in order, bottom -> top.
//
// Objects live in a vector indexed by `Object::id`, the registry's own number (1, 2,
// 3... in creation order, never reused; a destroyed object keeps its slot, marked
// dead). That number is internal: handles, containers and the state hash use it, and
// it is never shown to scripts or seats. Spaces are interned to small indices on
// first use, so a move costs a hash of the space name and two small vector edits;
// nothing on the hot path builds JSON.
//
// Public ids (`Object::public_id`, what `obj.id`, match:object(id) and the views use)
// carry no hidden information (docs/api.md, "Ids and hidden information"):
//   - an object that every seat may see once it is created and placed gets the next
//     number of the public count (1, 2, 3...: only objects created in plain sight);
//   - any other object gets a random id (9 digits) from a stream of its own, derived
//     from the match seed (the match RNG is not touched);
//   - whenever the set of seats that may see an object changes (it moves, is
//     flipped, revealed, hidden, shuffled or changes owner), it gets a new random id,
//     as a card changing zones becomes a new object. So a seat never sees an id that
//     links what it sees to what it could not see, and no id depends on hidden state.
//
// Properties (`obj.props`) are Lua tables kept in a per-match Lua store (see
// lua_api/l_objects.cpp, which owns every Lua-facing piece); this class keeps
// a registry reference to that store so the state hash and the views can
// read them.
//
// Sides: a card's printed sides ("start", "flipped"), an ordered list of names of
// which it shows one. Unlike the face, a side hides nothing: whoever may see the
// object sees its side, so turning it to another side keeps its public id.
//
// Visibility (who may see an object's kind, name, side, props and counters):
//   1. a seat the object was revealed to (reveal_to), or everybody after
//      reveal_to("all"); reveals end when the object moves or its zone is shuffled;
//   2. on a space: everybody if face up, only its owner if face down (HC-11);
//   3. in a zone: the seats the zone shows its contents to (visible_to =
//      "all" | "owner" | "none", "owner" meaning the zone's owner, or the
//      object's owner for a zone without one); of those, face-down objects are
//      seen only as the zone's down_visible_to says ("owner": the object's
//      owner; "none": nobody, e.g. L5R face-down Province cards);
//   4. attached: as its host's place, with its own face;
//   5. nowhere: everybody if face up, else nobody but reveals.
// Seat 0 is an onlooker: it sees only what everybody sees.
//
// Under `tabula test`, shuffles and draws follow the card orders a scenario forces
// (t:stack, t:draws: model/forced_cards.h); elsewhere there are none.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <lua.hpp>
#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "model/component.h"

namespace tabula {

class Objects;

// Where an object is. `index`: a space index, a zone index or the host's id.
struct Place {
    enum class Kind : uint8_t { None, Space, Zone, Attached };
    Kind kind = Kind::None;
    int index = -1;
    bool operator==(const Place&) const = default;
    static Place space(int i) { return {Kind::Space, i}; }
    static Place zone(int i) { return {Kind::Zone, i}; }
    static Place attached(int host) { return {Kind::Attached, host}; }
};

// Who sees something: everybody, the owner, nobody.
enum class Sight : uint8_t { All, Owner, None };

struct Object {
    int id = 0;              // the registry's number: internal, never shown
    int64_t public_id = 0;   // the id scripts and seats see (0 until it is placed)
    std::string kind, name;
    int owner = 0;  // 0: nobody's
    Place place;
    bool alive = true, face_up = true, turned = false;
    std::vector<std::string> sides;  // its printed sides, in order (empty: none)
    int side = 0;                    // the one it shows: an index into sides
    int stay = 0;            // +1 each time it enters play
    uint64_t revealed = 0;   // bit s: revealed to seat s; bit 0: to everybody
    std::vector<std::pair<std::string, int64_t>> counters;  // sorted by name, no zeros
    std::vector<int> attachments;                           // ids, in attach order
};

struct Zone {
    std::string id, kind;
    int owner = 0;
    Sight visible_to = Sight::All, down_visible_to = Sight::Owner;
    bool face_up = true, in_play = false, ordered = true;
    std::vector<int> cards;  // bottom -> top
};

// What a move did, for its events.
struct MoveResult {
    Place from;
    int from_position = 0;    // 1-based position it left (0: attached or nowhere)
    int to_position = 0;
    bool entered_play = false, left_play = false;
    std::vector<int> carried;  // attachments that left play with their host and came along
};

// The block the Lua handles point at: nulled when the registry is destroyed
// (the match ended), so a handle kept by a script never reaches freed memory.
struct ObjectsAnchor {
    Objects* objects;
};

// An object's Lua handle (a full userdata, lua_api/l_objects_support.cpp): the
// registry's anchor, the object's internal number, and its last public id, which
// the registry writes when it is destroyed (a handle kept after its match still
// tells its id).
struct ObjectHandle {
    ObjectsAnchor* anchor;
    int id;
    int64_t last_public_id;
};

class Objects : public Component {
public:
    explicit Objects(const MatchContext& c);
    ~Objects() override;
    Objects(const Objects&) = delete;
    Objects& operator=(const Objects&) = delete;

    // The match, for the bindings only (see MatchContext).
    Match& match() const { return owner_; }
    int seats() const { return seats_; }
    lua_State* lua() const { return L_; }

    // ---- spaces ----
    int space_index(std::string_view name);              // interns
    int find_space(std::string_view name) const;         // -1 if never used
    const std::string& space_name(int i) const { return space_names_[i]; }
    const std::vector<int>& stack(int space) const { return stacks_[space]; }
    int space_count() const { return static_cast<int>(space_names_.size()); }

    // ---- zones ----
    int add_zone(Zone z);  // throws std::invalid_argument (duplicate id)
    int find_zone(std::string_view id) const;  // -1 if none
    Zone& zone(int i) { return zones_[i]; }
    const Zone& zone(int i) const { return zones_[i]; }
    int zone_count() const { return static_cast<int>(zones_.size()); }

    // ---- objects ----
    bool exists(int id) const { return id >= 1 && id < static_cast<int>(objects_.size()); }
    bool alive(int id) const { return exists(id) && objects_[id].alive; }
    Object& obj(int id) { return objects_[id]; }
    const Object& obj(int id) const { return objects_[id]; }
    int last_id() const { return static_cast<int>(objects_.size()) - 1; }

    // Creates an object nowhere, with no public id yet: place it with move(), which
    // gives it one, or give_id() if it stays nowhere. Returns its number.
    int create(std::string kind, int owner, std::string name, bool face_up, bool turned);
    void give_id(int id);
    // The live or destroyed object with that public id, or -1 (never an old id).
    int find_public(int64_t public_id) const;
    // Moves an object (and everything attached to it) to a space or zone.
    // position: 0 top, k >= 1 so that it ends at position k (1 = bottom).
    // face: forced face, else a zone's face on entering it, else unchanged.
    // Throws std::invalid_argument for a bad position or a cycle of attachments.
    MoveResult move(int id, Place to, int position = 0, std::optional<bool> face = std::nullopt);
    // Attaches `id` to `host` (last in its attachments).
    MoveResult attach(int id, int host);
    // Removes the object and everything attached to it from the game; `out`
    // gets the ids destroyed, the object first.
    void destroy(int id, std::vector<int>& out);
    // Fisher–Yates with the match RNG; clears the reveals of the zone's cards. A scenario's
    // forced order for the zone (t:stack) then puts its cards on top, the RNG having drawn
    // as for any shuffle. Throws std::invalid_argument when the zone lacks a forced card.
    void shuffle(int zone);
    // The card a draw from a non-empty zone takes: the top, or the card a scenario forced
    // (t:draws), wherever it lies in the zone. Throws std::invalid_argument when the zone
    // lacks the forced card.
    int next_drawn(int zone);
    // The changes of sight outside a move. reveal: seat 0 is everybody; hide: seat -1
    // ends every reveal.
    void set_face(int id, bool up);
    void reveal(int id, int seat);
    void hide(int id, int seat);
    void set_owner(int id, int owner);
    // Sets a counter; returns the old value.
    int64_t set_counter(int id, std::string_view name, int64_t value);
    int64_t counter(int id, std::string_view name) const;
    // Gives an object its sides (see valid_sides) and the index of the one it shows.
    void give_sides(int id, std::vector<std::string> sides, int side);
    // Turns it to side k; returns whether that changed it.
    bool set_side(int id, int k);

    // The place an attached object is shown at (its root host's place).
    Place root_place(int id) const;
    bool in_play(const Place& p) const;
    int position_of(int id) const;  // 1-based in its stack or zone, 0 otherwise
    bool visible(const Object& o, int seat) const;
    bool visible(int id, int seat) const { return visible(objects_[id], seat); }
    // Whether any object in the game is hidden from the seat.
    bool hides_from(int seat) const;

    // ---- a search's redeal (model/redeal.cpp) ----
    // Deals again what `seat` may not see, as if those cards had been dealt otherwise:
    // within each pool (object numbers), the objects hidden from the seat are taken by
    // owner, and their cards (kind, name, sides and side, counters, props, and the Lua
    // handle with everything a script keeps of it) are dealt back at random among their
    // places. A place keeps all the seat sees of it: public id, position, face, owner,
    // turned, reveals, attachments. The deal depends on the places and on which cards
    // there are, never on which card was where, so two matches that differ only in what
    // the seat cannot see deal alike. An object is dealt once per determinization: in the
    // first pool that takes it since begin_redeals.
    // Returns how many places got another card.
    int redeal(int seat, const std::vector<std::vector<int>>& pools, Rng& rng);
    // Every object hidden from `seat`, one pool per owner (what redeal takes by default).
    std::vector<std::vector<int>> hidden_pools(int seat) const;
    // A determinization: begin_redeals(), the game's redeals, then first_undealt(seat),
    // an object hidden from the seat that no redeal took (0: none), which a search would
    // see as it is.
    void begin_redeals() { dealt_.assign(objects_.size(), false); }
    int first_undealt(int seat) const;
    std::string where_is(int id) const;  // "in zone 'hand:2'", "on space 'c3'", ...

    // Everything `seat` may see (0: an onlooker), as plain data.
    nlohmann::json view(int seat) const;
    void hash_into(Fnv64& h) const override;
    std::unique_ptr<ComponentState> save() const override;
    void load(const ComponentState& saved) override;

    struct NameHash {  // for lookups by string_view
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };

    // ---- the Lua side (lua_api/l_objects.cpp) ----
    ObjectsAnchor* anchor() const { return anchor_; }
    // The store table: [1] object handles by id, [2] props tables by id,
    // [3] zone handles by index + 1, [4] the anchor userdata, [5] zone handles by
    // their id (a string key: match:zone(id) is one table read).
    void push_store(lua_State* L) const { lua_rawgeti(L, LUA_REGISTRYINDEX, store_ref_); }

private:
    // Who may see an object: bit s for seat s (0, the onlooker, is "everybody"), and
    // more words past seat 63.
    struct Seers {
        uint64_t low = 0;
        std::vector<uint64_t> high;
        bool operator==(const Seers&) const = default;
    };
    struct Watched {
        int id;
        Seers before;
    };
    Seers seers(const Object& o) const;
    // Notes who sees `id` and everything attached to it, before a change; settle()
    // then gives a new public id to each whose seers changed (and a first one to a
    // new object).
    void watch(int id, std::vector<Watched>& out) const;
    void settle(const std::vector<Watched>& watched);
    void set_public_id(Object& o, int64_t id);
    int64_t random_id();

    int deal_among(const std::vector<int>& places, Rng& rng);  // redeal's one pool
    void sort_by_place(std::vector<int>& ids) const;           // as the seat sees them
    std::string card_key(int id) const;                        // what redeal sorts cards by
    void detach_from_place(Object& o, int& position);
    void insert_at(Object& o, Place to, int position);
    void entered_or_left(int id, bool was_in_play, MoveResult& r);
    nlohmann::json entry(const Object& o, int seat) const;
    nlohmann::json props_json(int id) const;

    Match& owner_;
    lua_State* L_;
    int seats_;
    Rng& rng_;
    ForcedCards& forced_;
    std::vector<Object> objects_;  // [0] unused
    std::vector<Zone> zones_;
    std::vector<std::string> space_names_;
    std::vector<std::vector<int>> stacks_;
    std::vector<int> spaces_sorted_;  // space indices by name
    // Looked up only, never iterated: no effect on determinism.
    std::unordered_map<std::string, int, NameHash, std::equal_to<>> space_ids_, zone_ids_;
    int store_ref_ = LUA_NOREF;
    ObjectsAnchor* anchor_ = nullptr;
    Rng id_rng_;                                    // random public ids only
    int64_t next_public_ = 1;                       // the public count
    std::unordered_map<int64_t, int> by_public_;   // public id -> number; looked up only
    std::vector<bool> dealt_;                      // taken by a redeal since begin_redeals
};

const char* sight_name(Sight s);
// Sides are two or more distinct, non-empty names.
bool valid_sides(const std::vector<std::string>& sides);
// The index of `name` among `sides`, or -1.
int side_index(const std::vector<std::string>& sides, std::string_view name);

}  // namespace tabula
