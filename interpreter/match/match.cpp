#include "match/match.h"

#include <spdlog/spdlog.h>

#include "common/json_output.h"
#include "common/lua_json.h"
#include "common/utf8_text.h"
#include "core/state_hash.h"
#include "host/script_error.h"
#include "match/lua_result.h"
#include "match/record.h"
#include "model/objects.h"

namespace tabula {

namespace {

// The Lua-side handle: the match table holds it, and it goes null (the match
// is "gone") when the C++ Match is destroyed, so a script keeping the table
// never reaches freed memory.
struct MatchRef {
    Match* match;
};
char handle_key;

}  // namespace

nlohmann::json MatchResult::to_json() const {
    nlohmann::json j;
    switch (kind) {
        case Kind::Unfinished: j["outcome"] = "unfinished"; break;
        case Kind::Win: j["outcome"] = "win"; break;
        case Kind::Draw: j["outcome"] = "draw"; break;
        case Kind::Error: j["outcome"] = "error"; break;
    }
    if (!winners.empty()) j["winners"] = winners;
    if (!scores.empty()) {
        nlohmann::json& list = j["scores"] = nlohmann::json::array();
        for (double v : scores) list.push_back(number_json(v));  // 2, not 2.0, whether 2 or 2.0 was given
    }
    if (!reason.empty()) j["reason"] = reason;
    if (!error.empty()) j["error"] = error;
    return j;
}

Match::Match(const GameScript& game, MatchSetup setup, std::vector<Agent*> agents)
    : game_(game), host_(game.host()), seed_(setup.seed), agents_(std::move(agents)), rng_(setup.seed) {
    const GameInfo& info = game.info();
    seats_ = setup.seats ? setup.seats : info.default_seats;
    info.check_seats(seats_);
    if (static_cast<int>(agents_.size()) != seats_)
        throw UsageError(std::to_string(agents_.size()) + " agents given for " + std::to_string(seats_) + " seats");
    options_ = info.resolve_options(setup.options);
    schedule_.reset(seats_);
    choose_routes();
}

void Match::choose_routes() {
    inline_answers_ = !recorder_ && !watcher_;
    forced_shown_ = watcher_ != nullptr;
    for (const Agent* a : agents_) forced_shown_ = forced_shown_ || a->shows_forced();
}

Match::~Match() {
    lua_State* L = host().state();
    if (handle_) static_cast<MatchRef*>(handle_)->match = nullptr;
    choices_.drop_pending();
    components_.clear();
    luaL_unref(L, LUA_REGISTRYINDEX, table_ref_);
    host().end_flow(flow_, thread_ref_);
    if (host().active_match == this) host().active_match = nullptr;
}

Match* Match::from_table(lua_State* L, int idx) {
    if (!lua_istable(L, idx)) return nullptr;
    lua_rawgetp(L, idx, &handle_key);
    auto* ref = static_cast<MatchRef*>(lua_touserdata(L, -1));
    lua_pop(L, 1);
    return ref ? ref->match : nullptr;
}

void Match::push_table(lua_State* L) const { lua_rawgeti(L ? L : host().state(), LUA_REGISTRYINDEX, table_ref_); }

void Match::make_table() {
    lua_State* L = host().state();
    lua_createtable(L, 0, 4);
    auto* ref = static_cast<MatchRef*>(lua_newuserdatauv(L, sizeof(MatchRef), 0));
    ref->match = this;
    handle_ = ref;
    lua_rawsetp(L, -2, &handle_key);
    lua_pushinteger(L, seats_);
    lua_setfield(L, -2, "seats");
    push_json(L, options_);
    lua_setfield(L, -2, "options");
    lua_newtable(L);
    lua_setfield(L, -2, "state");
    luaL_getmetatable(L, kMatchMetatable);  // the match's methods (lua_api/l_match.cpp)
    lua_setmetatable(L, -2);
    table_address_ = lua_topointer(L, -1);
    table_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

void Match::start_agents() {
    for (int s = 1; s <= seats_; ++s) {
        try {
            SeatView view(*this, s);
            agents_[s - 1]->match_started(view);
        } catch (const AgentError& e) {
            throw AgentError(agent_name(s) + ": " + e.what());
        }
    }
}

void Match::hand_over_to(const std::vector<Agent*>& agents) {
    if (agents.size() != agents_.size())
        throw std::logic_error("hand_over_to: " + std::to_string(agents.size()) + " agents for " +
                               std::to_string(seats_) + " seats");
    agents_ = agents;
    choose_routes();
    try {
        start_agents();
    } catch (const AgentError& e) {
        fail(e.what());
    }
}

void Match::start() {
    make_table();
    host().active_match = this;
    if (recorder_) recorder_->header(*this);
    start_agents();

    game_.setup(table_ref_);
    flow_ = host().new_flow(thread_ref_);
    game_.push_play(flow_, table_ref_);
    state_ = State::Running;
}

const MatchResult& Match::play() {
    run();
    return result_;
}

Match::State Match::fail(const std::string& error) {
    result_ = MatchResult{};
    result_.kind = MatchResult::Kind::Error;
    result_.error = valid_utf8(error);  // it goes to records and bots
    state_ = State::Failed;
    choices_.drop_pending();
    if (recorder_) recorder_->result(result_);
    tell_agents_ended();
    lua_gc(host().state(), LUA_GCCOLLECT);
    return state_;
}

void Match::finish(MatchResult r) {
    result_ = std::move(r);
    stop_ = Stop::Finish;
}

bool Match::next_turn(Schedule::Advance* out) {
    schedule_.advance(out);
    return stop_at_turn_ > 0 && schedule_.turn() >= stop_at_turn_;
}

Match::State Match::prepare() {
    if (state_ != State::Created) return state_;
    try {
        start();
    } catch (const ScriptError& e) {
        return fail(e.what());
    } catch (const AgentError& e) {  // a seat's agent could not start
        return fail(e.what());
    }
    return state_;
}

Match::State Match::run(int stop_at_turn) {
    stop_at_turn_ = stop_at_turn;
    if (state_ == State::Finished || state_ == State::Failed) return state_;
    if (state_ == State::Created && prepare() != State::Running) return state_;
    state_ = State::Running;
    if (pending() && !answer_choice()) return state_;
    for (;;) {
        resume();
        if (state_ != State::Running) return state_;
        if (pending() && !answer_choice()) return state_;
        if (stop_ == Stop::Turn && stop_at_turn_ > 0 && schedule_.turn() >= stop_at_turn_) {
            state_ = State::Paused;
            return state_;
        }
    }
}

Match::State Match::resume() {
    lua_State* L = host().state();
    ScriptHost& h = host();
    h.active_match = this;
    h.reset_budget();
    stop_ = Stop::None;
    const int nargs = lua_status(flow_) == LUA_OK ? 1 : 0;  // first resume passes `match`
    int nres = 0;
    int rc;
    lua_State* const outer = h.stoppable;
    {
        ScriptHost::ScriptRun run(h, flow_);
        h.stoppable = flow_;
        rc = lua_resume(flow_, L, nargs, &nres);
        h.stoppable = outer;
    }
    if (rc == LUA_YIELD && !h.limit_stop.empty()) {  // the count hook stopped the flow for a limit
        std::string msg = std::move(h.limit_stop);
        h.limit_stop.clear();
        lua_pop(flow_, nres);
        luaL_traceback(L, flow_, nullptr, 0);
        std::string tb = lua_tostring(L, -1);
        lua_pop(L, 1);
        return fail(ScriptError(msg, game_.where("play"), tb).what());
    }
    if (rc == LUA_YIELD) {
        bool ours = nres >= 1 && lua_touserdata(flow_, -nres) == ScriptHost::yield_key();
        lua_pop(flow_, nres);
        if (!ours || (stop_ == Stop::None && !pending()))
            return fail(game_.where("play") +
                        ": coroutine.yield() was called outside a coroutine the script created");
        if (stop_ == Stop::Finish) return finished();
        return state_;
    }
    if (rc == LUA_OK) return returned(nres);
    std::string msg = rc == LUA_ERRMEM ? h.limit_message() : error_text(flow_, -1);
    if (h.memory_refused() && (h.time_up() || msg == "not enough memory")) msg = h.limit_message();
    lua_pop(flow_, 1);
    lua_gc(L, LUA_GCCOLLECT);
    luaL_traceback(L, flow_, nullptr, 0);
    std::string tb = lua_tostring(L, -1);
    lua_pop(L, 1);
    return fail(ScriptError(msg, game_.where("play"), tb).what());
}

void Match::tell_agents_ended() {
    for (int s = 1; s <= seats_; ++s) {
        SeatView view(*this, s);
        agents_[s - 1]->match_ended(view);
    }
}

Match::State Match::finished() {
    // The state must be data whether or not it was hashed along the way (a match not
    // recorded, as in simulate, never is): checked once more at the end of every match,
    // by the hash itself where the quick look cannot tell.
    try {
        if (!state_is_plain_data()) state_hash();
    } catch (const ScriptError& e) {
        return fail(e.what());
    }
    state_ = State::Finished;
    if (recorder_) recorder_->result(result_);
    tell_agents_ended();
    return state_;
}

// game.play returned `nres` values on the flow's stack: the first, a result table,
// ends the match as match:finish would (without the yield, which is a C++ exception
// in this build: a flow that ends by returning its result costs less).
Match::State Match::returned(int nres) {
    if (nres < 1 || !lua_istable(flow_, -nres)) {
        lua_pop(flow_, nres);
        return fail(game_.where("play") + ": returned without a result (return {winner = ...} or call match:finish{...})");
    }
    lua_State* L = host().state();
    lua_pop(flow_, nres - 1);  // the result table stays
    lua_pushcfunction(L, finish_with_returned);  // match/lua_result.h
    push_table(L);
    lua_xmove(flow_, L, 1);
    int rc;
    {
        ScriptHost::ScriptRun run(host(), L);
        rc = lua_pcall(L, 2, 0, 0);  // not a query: the end of the flow (C code reading the result)
    }
    if (rc != LUA_OK) {
        std::string msg = error_text(L, -1);
        lua_pop(L, 1);
        return fail(game_.where("play") + ": " + msg);
    }
    return finished();
}

bool Match::answer_choice() {
    try {
        if (choices_.answer_pending()) return true;
        state_ = State::Paused;
    } catch (const AgentError& e) {
        fail(e.what());
    } catch (const ScriptError& e) {
        fail(e.what());
    }
    return false;
}

std::string Match::agent_name(int seat) const {
    return "seat " + std::to_string(seat) + " (" + agents_[seat - 1]->name() + ")";
}

std::string Match::render(int seat) { return game_.render(table_ref_, seat); }

nlohmann::json Match::view(int seat) {
    if (game_.has_hook("view")) return game_.view(table_ref_, seat);
    // The default: what the seat may see of the objects and zones.
    const Objects* objects = find_component<Objects>();
    return objects ? objects->view(seat) : nullptr;
}

std::vector<std::string> Match::traits(int seat) { return game_.traits(table_ref_, seat); }

long long Match::perft(const std::string& position, int depth, bool divide, std::vector<GameScript::PerftMove>& moves) {
    return game_.perft(table_ref_, position, depth, divide, moves);
}

std::vector<std::string> Match::take_messages(size_t& cursor) const {
    std::vector<std::string> out;
    for (; cursor < messages_.size(); ++cursor) out.push_back(messages_[cursor]);
    return out;
}

MatchContext Match::context() { return MatchContext{host_.state(), seats_, seed_, rng_, *this, forced_cards_}; }

bool Match::state_is_plain_data() {
    lua_State* L = host().state();
    push_table();
    const bool plain = plain_data_tree(L, -1, 1);  // match.state is level 1, as in the hash
    lua_pop(L, 1);
    return plain;
}

uint64_t Match::state_hash() {
    lua_State* L = host().state();
    QueryGuard guard(host(), "the state hash");  // no script code should run; if a metatable does, it may not act
    Fnv64 h;
    for (uint64_t w : rng_.state()) h.u64(w);
    schedule_.hash_into(h);
    const int top = lua_gettop(L);
    try {
        push_table();
        hash_lua_value(L, -1, h, "match", 1);  // the match table is the host's: match.state is level 1
        lua_pop(L, 1);
        for (const auto& c : components_) c->hash_into(h);
    } catch (const LuaValueError& e) {
        lua_settop(L, top);
        throw ScriptError(game_.info().id + ": the state cannot be hashed" + (recorder_ ? " for the record: " : ": ") +
                          e.what());
    }
    if (const auto& p = pending()) {
        h.u64((uint64_t)p->seat);
        h.text(p->prompt);
        for (const auto& o : p->options) h.text(o.id);
    }
    return h.value();
}

}  // namespace tabula
