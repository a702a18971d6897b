#include "model/forced_cards.h"

#include <algorithm>
#include <stdexcept>

#include "model/objects.h"

namespace tabula {

namespace {

std::optional<ForcedOrder> take_first(std::vector<ForcedOrder>& queue, std::string_view zone) {
    auto it = std::find_if(queue.begin(), queue.end(), [&](const ForcedOrder& o) { return o.zone == zone; });
    if (it == queue.end()) return std::nullopt;
    ForcedOrder order = std::move(*it);
    queue.erase(it);
    return order;
}

bool named(const Object& o, const std::string& name) { return o.alive && (o.name == name || o.kind == name); }

std::string object_text(const Object& o) { return "object #" + std::to_string(o.public_id) + " (" + o.kind + ")"; }

// "in zone 'hand:1'", "on space 'c3'", "attached to object #5 (knight)", "nowhere".
std::string place_text(const Objects& objs, const Object& o) {
    switch (o.place.kind) {
        case Place::Kind::Zone: return "in zone '" + objs.zone(o.place.index).id + "'";
        case Place::Kind::Space: return "on space '" + objs.space_name(o.place.index) + "'";
        case Place::Kind::Attached: return "attached to " + object_text(objs.obj(o.place.index));
        case Place::Kind::None: break;
    }
    return "nowhere";
}

// Why zone `zone` has no card left for `pick` (a text): the earlier picks took them all,
// or they are elsewhere, or there are none.
std::string missing_name(const Objects& objs, int zone, const CardPick& pick) {
    const Zone& z = objs.zone(zone);
    const auto held =
        std::count_if(z.cards.begin(), z.cards.end(), [&](int id) { return named(objs.obj(id), pick.name); });
    if (held > 0)
        return "names " + pick.shown + " more times than zone '" + z.id + "' holds it (" + std::to_string(held) +
               (held == 1 ? " card)" : " cards)");
    for (int id = 1; id <= objs.last_id(); ++id)
        if (named(objs.obj(id), pick.name))
            return "names " + pick.shown + ", which is not in zone '" + z.id + "' (one is " +
                   place_text(objs, objs.obj(id)) + ")";
    return "names " + pick.shown + ", but no card of the match has that name or kind";
}

// Why `pick` (an object) cannot be taken from zone `zone`, or "" if it can.
std::string unavailable_object(const Objects& objs, int zone, const CardPick& pick, const std::vector<int>& taken) {
    const Object& o = objs.obj(pick.object);
    if (!o.alive) return "names " + pick.shown + ", which is gone";
    if (!(o.place == Place::zone(zone)))
        return "names " + pick.shown + ", which is not in zone '" + objs.zone(zone).id + "' (it is " +
               place_text(objs, o) + ")";
    if (std::find(taken.begin(), taken.end(), pick.object) != taken.end()) return "names " + pick.shown + " twice";
    return {};
}

}  // namespace

std::optional<ForcedOrder> ForcedCards::take_stack(std::string_view zone) { return take_first(stacks_, zone); }

std::optional<ForcedOrder> ForcedCards::take_draw(std::string_view zone) {
    auto it = std::find_if(draws_.begin(), draws_.end(), [&](const ForcedOrder& o) { return o.zone == zone; });
    if (it == draws_.end()) return std::nullopt;
    ForcedOrder one{it->zone, {it->cards.front()}, it->source};
    it->cards.erase(it->cards.begin());
    if (it->cards.empty()) draws_.erase(it);
    return one;
}

std::vector<int> forced_cards_in(const Objects& objs, int zone, const ForcedOrder& order) {
    const std::vector<int>& cards = objs.zone(zone).cards;
    std::vector<int> taken;
    for (const CardPick& pick : order.cards) {
        std::string why;
        if (pick.object) {
            why = unavailable_object(objs, zone, pick, taken);
            if (why.empty()) taken.push_back(pick.object);
        } else {
            auto it = std::find_if(cards.rbegin(), cards.rend(), [&](int id) {
                return named(objs.obj(id), pick.name) && std::find(taken.begin(), taken.end(), id) == taken.end();
            });
            if (it != cards.rend()) taken.push_back(*it);
            else why = missing_name(objs, zone, pick);
        }
        if (!why.empty()) throw std::invalid_argument(order.source + " " + why);
    }
    return taken;
}

std::string forced_card_list(const ForcedOrder& order) {
    std::string out;
    for (const CardPick& pick : order.cards) out += (out.empty() ? "" : ", ") + pick.shown;
    return out;
}

}  // namespace tabula
