#include "match/branch.h"

#include <stdexcept>

#include "host/script_error.h"
#include "model/objects.h"

namespace tabula {

void Match::save(Saved& into) const {
    into.rng = rng_;
    into.forced_dice = forced_dice_;
    into.forced_cards = forced_cards_;
    into.state = state_;
    into.stop = stop_;
    choices_.save(into.choices);
    into.result = result_;
    into.stop_at_turn = stop_at_turn_;
    into.schedule = schedule_.save();
    into.messages = messages_.size();
    into.components.clear();
    for (const auto& c : components_) into.components.emplace_back(c.get(), c->save());
    into.agents = agents_;
    into.recorder = recorder_;
    into.watcher = watcher_;
    into.forced_log = choices_.forced_log();
    into.logging = logging_;
    into.on_log = on_log;
}

void Match::load(const Saved& from) {
    components_.resize(from.components.size());  // those born in the branch go (appended last)
    for (const auto& [component, state] : from.components) component->load(*state);
    rng_ = from.rng;
    forced_dice_ = from.forced_dice;
    forced_cards_ = from.forced_cards;
    state_ = from.state;
    stop_ = from.stop;
    choices_.load(from.choices);
    result_ = from.result;
    stop_at_turn_ = from.stop_at_turn;
    schedule_.load(*from.schedule);
    messages_.resize(from.messages);
    agents_ = from.agents;
    recorder_ = from.recorder;
    watcher_ = from.watcher;
    choices_.log_forced(from.forced_log);
    logging_ = from.logging;
    on_log = from.on_log;
    choose_routes();
    host_.active_match = this;
}

void Match::quiet_for_branch() {
    recorder_ = nullptr;
    watcher_ = nullptr;
    choices_.log_forced(nullptr);  // a scenario's t:forced() sees the match's own choices only
    logging_ = false;
    on_log = nullptr;
    choose_routes();
}

void Match::determinize(int seat) {
    struct Inside {
        bool& flag;
        explicit Inside(bool& f) : flag(f) { flag = true; }
        ~Inside() { flag = false; }
    } inside(determinizing_);
    host_.active_match = this;  // match:random draws from this match's generator
    Objects* objects = find_component<Objects>();
    if (objects) objects->begin_redeals();
    game_.determinize(table_ref_, seat);
    if (const int id = objects ? objects->first_undealt(seat) : 0)
        throw ScriptError(game_.where("determinize") + ": left object #" + std::to_string(objects->obj(id).public_id) +
                          " " + objects->where_is(id) + " hidden from seat " + std::to_string(seat) +
                          " as it is: a search would see it (give every hidden object to match:redeal)");
}

bool Match::objects_hidden_from(int seat) const {
    const Objects* objects = find_component<Objects>();
    return objects && objects->hides_from(seat);
}

std::string MatchBranch::why_not(const Match& m) {
    if (!ScriptMemory::branchable())
        return "this build keeps no arena for the Lua state (the sanitizers' build): matches cannot branch";
    if (m.host().branching()) return "the match is inside a branch already";
    if (!m.pending() || m.state() == Match::State::Finished || m.state() == Match::State::Failed)
        return "the match waits for no decision";
    return {};
}

MatchBranch::MatchBranch(Match& m) : match_(m) {
    if (const std::string why = why_not(m); !why.empty()) throw std::logic_error("cannot branch: " + why);
    match_.save(saved_);
    match_.host().save_state(memory_);
    match_.host().set_branching(true);
    match_.quiet_for_branch();
}

// The match first: a component born in the branch, dropped there, lets go of what it
// holds in the branch's Lua state before that state is overwritten.
MatchBranch::~MatchBranch() {
    match_.load(saved_);
    match_.host().load_state(memory_);
    match_.host().set_branching(false);
}

void MatchBranch::restore() {
    match_.load(saved_);
    match_.host().load_state(memory_);
    match_.quiet_for_branch();
}

}  // namespace tabula
