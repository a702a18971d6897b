#include "match/match.h"

#include <spdlog/spdlog.h>

#include "common/lua_json.h"
#include "common/utf8_text.h"
#include "core/state_hash.h"
#include "host/script_error.h"
#include "lua_api/l_api.h"
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
    if (!scores.empty()) j["scores"] = scores;
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
    options_ = game.resolve_options(setup.options);
    schedule_.reset(seats_);
}

Match::~Match() {
    lua_State* L = host().state();
    if (handle_) static_cast<MatchRef*>(handle_)->match = nullptr;
    drop_pending();
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
    push_match_metatable(L);
    lua_setmetatable(L, -2);
    table_address_ = lua_topointer(L, -1);
    table_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

void Match::start() {
    lua_State* L = host().state();
    make_table();
    host().active_match = this;
    if (recorder_) recorder_->header(*this);
    for (int s = 1; s <= seats_; ++s) {
        try {
            agents_[s - 1]->match_started(*this, s);
        } catch (const AgentError& e) {
            throw AgentError(agent_name(s) + ": " + e.what());
        }
    }

    game_.push_table();
    lua_getfield(L, -1, "setup");
    lua_remove(L, -2);
    push_table();
    host().call(1, 0, game_.where("setup"));  // not a query: setup builds the match

    flow_ = host().new_flow(thread_ref_);
    game_.push_table();
    lua_getfield(L, -1, "play");
    lua_remove(L, -2);
    push_table();
    lua_xmove(L, flow_, 2);
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
    drop_pending();
    if (recorder_) recorder_->result(result_);
    for (int s = 1; s <= seats_; ++s) agents_[s - 1]->match_ended(*this, s);
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

Match::State Match::run(int stop_at_turn) {
    stop_at_turn_ = stop_at_turn;
    if (state_ == State::Finished || state_ == State::Failed) return state_;
    if (state_ == State::Created) {
        try {
            start();
        } catch (const ScriptError& e) {
            return fail(e.what());
        } catch (const AgentError& e) {  // a seat's agent could not start
            return fail(e.what());
        }
    }
    state_ = State::Running;
    if (pending_ && !answer_pending()) return state_;
    for (;;) {
        resume();
        if (state_ != State::Running) return state_;
        if (stop_ == Stop::Choice && !answer_pending()) return state_;
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
    {
        ScriptHost::ScriptRun run(h, flow_);
        rc = lua_resume(flow_, L, nargs, &nres);
    }
    if (rc == LUA_YIELD) {
        bool ours = nres >= 1 && lua_touserdata(flow_, -nres) == ScriptHost::yield_key();
        lua_pop(flow_, nres);
        if (!ours || stop_ == Stop::None)
            return fail(game_.where("play") +
                        ": coroutine.yield() was called outside a coroutine the script created");
        if (stop_ == Stop::Finish) return finished();
        return state_;
    }
    if (rc == LUA_OK) return returned(nres);
    std::string msg = rc == LUA_ERRMEM
                          ? "memory limit exceeded (" + std::to_string(h.limits().memory_bytes >> 20) +
                                " MiB for the match)"
                          : error_text(flow_, -1);
    lua_pop(flow_, 1);
    lua_gc(L, LUA_GCCOLLECT);
    luaL_traceback(L, flow_, nullptr, 0);
    std::string tb = lua_tostring(L, -1);
    lua_pop(L, 1);
    return fail(ScriptError(msg, game_.where("play"), tb).what());
}

Match::State Match::finished() {
    state_ = State::Finished;
    if (recorder_) recorder_->result(result_);
    for (int s = 1; s <= seats_; ++s) agents_[s - 1]->match_ended(*this, s);
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
    lua_pushcfunction(L, finish_with_returned);
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

void Match::label_options(Choice& c) {
    if (c.labeler_ref == LUA_NOREF) return;
    lua_State* L = host().state();
    QueryGuard guard(host(), "the label function", "match:choose");
    const std::string where = game_.where("play") + ": the label function of \"" + c.prompt + "\"";
    for (auto& o : c.options) {
        if (o.labelled) continue;
        lua_rawgeti(L, LUA_REGISTRYINDEX, c.labeler_ref);
        lua_pushstring(L, o.id.c_str());
        host().call(1, 1, where);  // query: the guard above
        if (lua_isstring(L, -1)) o.label = valid_utf8(lua_tostring(L, -1));
        o.labelled = true;
        lua_pop(L, 1);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, c.labeler_ref);
    c.labeler_ref = LUA_NOREF;
}

void Match::drop_pending() {
    if (pending_ && pending_->labeler_ref != LUA_NOREF) luaL_unref(host().state(), LUA_REGISTRYINDEX, pending_->labeler_ref);
    pending_.reset();
}

const std::vector<int>& Match::pick_inline(int seat, int options, int min, int max) {
    ++moves_;
    if (Choice::forced(static_cast<size_t>(options), min, max)) {  // nothing to decide
        answer_.assign(1, 0);
    } else {
        ++decisions_;
        agents_[seat - 1]->pick(options, min, max, answer_);
    }
    host().reset_budget();  // the budget runs from decision to decision, as after a resume
    return answer_;
}

bool Match::answer_pending() {
    Choice& c = *pending_;
    ++moves_;
    if (c.forced()) {  // nothing to decide
        answer_ = {0};
        drop_pending();
        return true;
    }
    c.number = decisions_ + 1;
    Agent* agent = agents_[c.seat - 1];
    if (!agent->answers_inline()) {
        try {
            label_options(c);
        } catch (const ScriptError& e) {
            fail(e.what());
            return false;
        }
    }
    uint64_t hash = 0;
    std::vector<int> picks;
    try {
        if (recorder_) hash = state_hash();
        for (;;) {
            auto answer = agent->choose(*this, c);
            if (!answer) {
                state_ = State::Paused;
                return false;
            }
            std::string why = c.validate(*answer, picks);
            if (why.empty()) {
                if (recorder_) recorder_->decision(c, *answer, hash);
                break;
            }
            if (!agent->interactive()) {
                fail(agent_name(c.seat) + " gave an invalid answer to decision " +
                     std::to_string(c.number) + " \"" + c.prompt + "\": " + why);
                return false;
            }
            agent->rejected(c, why);
        }
    } catch (const AgentError& e) {
        fail(agent_name(c.seat) + ": " + e.what());
        return false;
    } catch (const ScriptError& e) {
        fail(e.what());
        return false;
    }
    decisions_ = c.number;
    answer_ = std::move(picks);
    drop_pending();
    return true;
}

std::string Match::agent_name(int seat) const {
    return "seat " + std::to_string(seat) + " (" + agents_[seat - 1]->name() + ")";
}

// The caller holds the QueryGuard, so that reading the result is inside the query too.
void Match::call_seat_query(const char* hook, int seat) {
    lua_State* L = host().state();
    game_.push_table();
    lua_getfield(L, -1, hook);
    lua_remove(L, -2);
    push_table();
    lua_pushinteger(L, seat);
    host().call(2, 1, game_.where(hook));  // query: the callers hold the guard
}

std::string Match::render(int seat) {
    if (!game_.has_hook("render")) return {};
    lua_State* L = host().state();
    QueryGuard guard(host(), "game.render");
    call_seat_query("render", seat);
    std::string text = lua_isstring(L, -1) ? valid_utf8(lua_tostring(L, -1)) : "";
    lua_pop(L, 1);
    return text;
}

nlohmann::json Match::view(int seat) {
    if (!game_.has_hook("view")) {  // the default: what the seat may see of the objects and zones
        const Objects* objects = find_component<Objects>();
        return objects ? objects->view(seat) : nullptr;
    }
    lua_State* L = host().state();
    QueryGuard guard(host(), "game.view");
    call_seat_query("view", seat);
    nlohmann::json j;
    try {
        j = lua_to_json(L, -1, "view");
    } catch (const LuaValueError& e) {
        lua_pop(L, 1);
        throw ScriptError(game_.where("view") + ": the view cannot be sent as JSON: " + e.what());
    }
    lua_pop(L, 1);
    return j;
}

std::vector<std::string> Match::traits(int seat) {
    if (!game_.has_hook("traits")) return {};
    lua_State* L = host().state();
    QueryGuard guard(host(), "game.traits");
    call_seat_query("traits", seat);
    std::vector<std::string> out;
    const bool list = lua_istable(L, -1);
    for (lua_Integer i = 1; list; ++i) {
        const int type = lua_geti(L, -1, i);
        if (type == LUA_TNIL) {
            lua_pop(L, 1);
            break;
        }
        if (type != LUA_TSTRING) {
            lua_pop(L, 2);
            throw ScriptError(game_.where("traits") + ": must return a list of strings (item " + std::to_string(i) +
                              " is a " + lua_typename(L, type) + ")");
        }
        out.push_back(valid_utf8(lua_tostring(L, -1)));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (!list) throw ScriptError(game_.where("traits") + ": must return a list of strings");
    return out;
}

std::vector<std::string> Match::take_messages(size_t& cursor) const {
    std::vector<std::string> out;
    for (; cursor < messages_.size(); ++cursor) out.push_back(messages_[cursor]);
    return out;
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
        throw ScriptError(game_.info().id + ": the state cannot be hashed for the record: " + e.what());
    }
    if (pending_) {
        h.u64((uint64_t)pending_->seat);
        h.text(pending_->prompt);
        for (const auto& o : pending_->options) h.text(o.id);
    }
    return h.value();
}

}  // namespace tabula
