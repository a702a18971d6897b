// Forced cards: the orders a scenario forces on a match's cards (tabula test's
// t:stack, t:draws and T.match{stack = ...}), the cards' counterpart of forced dice.
// They are test inputs, not state: the match keeps them outside the state hash and the
// record (a scenario's replay runs its body again, which forces them again), and
// Objects uses them when a zone is shuffled or drawn from (docs/testing.md).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabula {

class Objects;

// A card as a scenario names it: by a text, which names every card whose name or kind
// it is, or as one object (a handle or an id, resolved when it was forced).
struct CardPick {
    std::string name;   // the text; empty when `object` is set
    int object = 0;     // the registry's number of the object, or 0
    std::string shown;  // how messages show it: "'7'" or "object #412345678 (card)"
};

// One forced order of a zone: its cards, top first, and what forced it where.
struct ForcedOrder {
    std::string zone;  // the zone's id (the zone may not exist yet)
    std::vector<CardPick> cards;
    std::string source;  // "t:stack at games/x/scenarios/y.lua:12"
};

class ForcedCards {
public:
    // t:stack: the next shuffle of order.zone puts these cards on top, in this order.
    void stack(ForcedOrder order) { stacks_.push_back(std::move(order)); }
    // t:draws: the next cards drawn or dealt from order.zone are these, in this order.
    void draws(ForcedOrder order) { draws_.push_back(std::move(order)); }
    // The order for the next shuffle of `zone`, taken from the queue; none if none is forced.
    std::optional<ForcedOrder> take_stack(std::string_view zone);
    // The next forced draw from `zone` (one card), taken from the queue; none if none is forced.
    std::optional<ForcedOrder> take_draw(std::string_view zone);
    // What is forced and not used yet, in the order it was forced.
    const std::vector<ForcedOrder>& stacks() const { return stacks_; }
    const std::vector<ForcedOrder>& draws() const { return draws_; }
    bool empty() const { return stacks_.empty() && draws_.empty(); }
    void clear() {
        stacks_.clear();
        draws_.clear();
    }

private:
    std::vector<ForcedOrder> stacks_, draws_;
};

// The cards of zone `zone` that `order` names, in its order (a text takes the topmost
// card of that name or kind not taken yet). Throws std::invalid_argument naming the
// first card the zone cannot give: no card of the match has that name or kind, the card
// is elsewhere (and where), it is named more times than the zone holds, or it is gone.
std::vector<int> forced_cards_in(const Objects& objs, int zone, const ForcedOrder& order);

// "'7', '3'": the cards of an order as messages show them.
std::string forced_card_list(const ForcedOrder& order);

}  // namespace tabula
