// tabula.test_match{...}: a match driven by a scenario — set the position,
// force the dice and the cards, script the answers, run, inspect. Only under `tabula test`.
#include "lua_api/l_test.h"

#include <algorithm>
#include <memory>
#include <sstream>
#include <string_view>

#include "agents/agents.h"
#include "common/json_output.h"
#include "common/lua_json.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "lua_api/l_objects_call.h"
#include "match/match.h"
#include "model/forced_cards.h"

namespace tabula {

struct TestMatch {
    std::unique_ptr<ScriptedAgent> scripted;
    std::unique_ptr<ReplayAgent> replayer;
    std::unique_ptr<Recorder> recorder;
    std::unique_ptr<Match> match;
    const Record* replay = nullptr;
    size_t record_slot = 0;
    std::string where;                  // the scenario's line that made it: "games/x/scenarios/y.lua:5"
    std::vector<ForcedChoice> forced;   // t:forced()
    std::vector<std::unique_ptr<Agent>> agents;  // T.match{agents = ...}, the recording pass
};

namespace {

char session_key;
const char* const kTestMatch = "tabula.TestMatch";
constexpr size_t kUnusedShown = 10;  // of a match's unused answers or dice, the first few are named

TestMatch& check(lua_State* L) {
    auto* box = static_cast<TestMatch**>(luaL_checkudata(L, 1, kTestMatch));
    if (!*box) luaL_error(L, "this test match is gone");
    return **box;
}

std::string answer_text(const std::vector<std::string>& ids) {
    if (ids.size() == 1) return json_text(nlohmann::json(ids[0]));
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + json_text(nlohmann::json(id));
    return "{" + out + "}";
}

// "N things never used: a, b, c" for the items (texts) left, or "".
template <class Items, class Text>
std::string never(const Items& items, const char* one, const char* many, const char* used, Text text) {
    if (items.empty()) return {};
    std::string out = std::to_string(items.size()) + " " + (items.size() == 1 ? one : many) + " never " + used + ": ";
    size_t i = 0;
    for (const auto& item : items) {
        if (i == kUnusedShown) {
            out += ", ...";
            break;
        }
        out += (i++ ? ", " : "") + text(item);
    }
    return out;
}

// "zone 'deck': '7', '3' (t:stack at F:9)", and "(no such zone)" after a zone the match lacks.
std::string forced_order_text(const Match& m, const ForcedOrder& order) {
    const Objects* objs = m.find_component<Objects>();
    const bool exists = objs && objs->find_zone(order.zone) >= 0;
    return "zone '" + order.zone + "'" + (exists ? "" : " (no such zone)") + ": " + forced_card_list(order) + " (" +
           order.source + ")";
}

// "2 forced draws never drawn: zone 'deck': '9', '2' (t:draws at F:20)": a draw counts
// each card, a stack each order.
std::string unused_draws(const Match& m, const std::vector<ForcedOrder>& draws) {
    if (draws.empty()) return {};
    size_t cards = 0;
    for (const ForcedOrder& order : draws) cards += order.cards.size();
    std::string out = std::to_string(cards) + (cards == 1 ? " forced draw" : " forced draws") + " never drawn: ";
    for (size_t i = 0; i < draws.size(); ++i) out += (i ? ", " : "") + forced_order_text(m, draws[i]);
    return out;
}

// What a test match was given and did not use, or "".
std::string unused_of(const TestMatch& t) {
    if (!t.match) return {};
    const Match& m = *t.match;
    std::vector<std::string> parts = {
        never(t.scripted->queued(), "answer", "answers", "used", answer_text),
        never(t.match->forced_dice(), "forced die", "forced dice", "rolled",
              [](const nlohmann::json& v) { return json_text(v); }),
        never(t.match->forced_cards().stacks(), "forced shuffle", "forced shuffles", "done",
              [&m](const ForcedOrder& order) { return forced_order_text(m, order); }),
        unused_draws(m, t.match->forced_cards().draws()),
    };
    std::string out;
    for (const std::string& part : parts)
        if (!part.empty()) out += (out.empty() ? "" : "; ") + part;
    return out.empty() ? out : "the match made at " + t.where + ": " + out;
}

// A collected match leaves the session, and what it did not use stays behind. The
// match itself lives on until the run is over: the collector may have come in the
// middle of one of its methods, called on its table (`T.match{...}.match:...`), which
// outlives the TestMatch.
int tm_gc(lua_State* L) {
    // Collected inside a search's branch (t:ask): it lives again when the branch ends,
    // to be collected for good later.
    if (ScriptHost::of(L).branching()) return 0;
    auto* box = static_cast<TestMatch**>(luaL_checkudata(L, 1, kTestMatch));
    TestMatch* t = *box;
    *box = nullptr;
    if (!t) return 0;
    TestSession* s = test_session(L);
    if (s) {
        auto it = std::find(s->matches.begin(), s->matches.end(), t);
        if (it != s->matches.end()) {
            s->matches.erase(it);
            if (std::string left = unused_of(*t); !left.empty()) s->unused.push_back(std::move(left));
        }
    }
    if (s && !s->closing)
        s->collected.push_back(t);
    else
        delete t;
    return 0;
}

// Where the scenario made a test match: the line of the scenario file, through any
// helper module; else the first line outside tabula.test.
std::string scenario_line(lua_State* L, const std::string& file) {
    lua_Debug ar;
    std::string first;
    for (int level = 1; lua_getstack(L, level, &ar); ++level) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        const std::string where = std::string(ar.short_src) + ":" + std::to_string(ar.currentline);
        if (ar.source == file) return where;
        if (first.empty() && !std::string_view(ar.short_src).ends_with("tabula/test.lua")) first = where;
    }
    return first.empty() ? "?" : first;
}

// Keeps the record of the recording pass up to date after each run.
void save_record(lua_State* L, TestMatch& t) {
    TestSession* s = test_session(L);
    if (s && !t.replay) s->records[t.record_slot] = t.recorder->lines();
}

void push_result(lua_State* L, const MatchResult& r) { push_json(L, r.to_json()); }

// t:run{turns = n, allow_error = bool} -> status
int tm_run(lua_State* L) {
    TestMatch& t = check(L);
    int stop_turn = 0;
    bool allow_error = false;
    if (lua_istable(L, 2)) {
        lua_getfield(L, 2, "turns");
        if (!lua_isnil(L, -1)) stop_turn = t.match->turn() + static_cast<int>(luaL_checkinteger(L, -1));
        lua_getfield(L, 2, "allow_error");
        allow_error = lua_toboolean(L, -1);
        lua_pop(L, 2);
    }
    Match::State st = t.match->run(stop_turn);
    save_record(L, t);
    TestSession* s = test_session(L);
    if (t.replayer && !t.replayer->divergence().empty() && s)
        s->divergences.push_back(t.replayer->divergence());
    switch (st) {
        case Match::State::Finished:
            if (t.replay && s && t.replay->result != as_recorded(t.match->result().to_json()))
                s->divergences.push_back("the replayed result " + json_text(t.match->result().to_json()) +
                                         " differs from the recorded " + json_text(t.replay->result));
            lua_pushstring(L, "finished");
            return 1;
        case Match::State::Failed:
            if (!allow_error) return luaL_error(L, "the match failed: %s", t.match->result().error.c_str());
            lua_pushstring(L, "error");
            lua_pushstring(L, t.match->result().error.c_str());
            return 2;
        default:
            lua_pushstring(L, t.match->pending() ? "choice" : "turn");
            return 1;
    }
}

// t:answer(id, {id, id}, ...): queue answers in order.
int tm_answer(lua_State* L) {
    TestMatch& t = check(L);
    for (int i = 2; i <= lua_gettop(L); ++i) {
        std::vector<std::string> ids;
        if (lua_istable(L, i)) {
            for (lua_Integer k = 1, n = static_cast<lua_Integer>(lua_rawlen(L, i)); k <= n; ++k) {
                lua_rawgeti(L, i, k);
                ids.push_back(luaL_tolstring(L, -1, nullptr));
                lua_pop(L, 2);
            }
        } else {
            ids.push_back(luaL_tolstring(L, i, nullptr));
            lua_pop(L, 1);
        }
        t.scripted->add(std::move(ids));
    }
    return 0;
}

// An agent of the host's own that a scenario may name (t:ask, T.match{agents = ...}):
// random, first or mcts[:...]; none that asks a person or runs a program.
// Throws UsageError for any other.
std::unique_ptr<Agent> scenario_agent(const std::string& spec, const char* fn) {
    if (spec != "random" && spec != "first" && spec != "mcts" && spec.rfind("mcts:", 0) != 0)
        throw UsageError(std::string(fn) + ": agent '" + spec + "': a scenario may name random, first or mcts[:OPTIONS]");
    return make_agent(spec, AgentIo{nullptr, nullptr});
}

// t:ask(agent) -> the ids the agent (random, first, mcts[:...]) would answer to the
// pending choice, which stays pending.
int tm_ask(lua_State* L) {
    TestMatch& t = check(L);
    const char* spec = luaL_checkstring(L, 2);
    if (!t.match->pending()) return luaL_error(L, "t:ask: no choice is pending (t:run first)");
    bool answered = false;
    {
        std::string error;
        try {
            std::unique_ptr<Agent> agent = scenario_agent(spec, "t:ask");
            const Choice c = *t.match->pending();
            SeatView seat(*t.match, c.seat);
            agent->match_started(seat);
            if (std::optional<std::vector<std::string>> ids = agent->choose(seat, c)) {
                answered = true;
                lua_createtable(L, static_cast<int>(ids->size()), 0);
                for (size_t i = 0; i < ids->size(); ++i) {
                    lua_pushstring(L, (*ids)[i].c_str());
                    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
                }
            }
        } catch (const std::exception& e) {
            error = e.what();
        }
        if (!error.empty()) lua_pushfstring(L, "t:ask: %s: %s", spec, error.c_str());
        else if (!answered) lua_pushfstring(L, "t:ask: %s gave no answer", spec);
        else return 1;
    }
    return lua_error(L);
}

// t:evaluate([seat]) -> game.evaluate's score for the seat (the current one if none), as
// the search agent reads it: checked to lie from 0 to 1.
int tm_evaluate(lua_State* L) {
    TestMatch& t = check(L);
    const lua_Integer seat = luaL_optinteger(L, 2, t.match->current_seat());
    if (seat < 1 || seat > t.match->seats())
        return luaL_error(L, "t:evaluate: seat %d is not a seat of this match (1 to %d)", static_cast<int>(seat),
                          t.match->seats());
    std::string error;
    try {
        if (!t.match->game().has_hook("evaluate")) throw std::runtime_error("the game has no evaluate hook");
        lua_pushnumber(L, t.match->evaluate(static_cast<int>(seat)));
        return 1;
    } catch (const std::exception& e) {
        error = e.what();
    }
    return luaL_error(L, "t:evaluate: %s", error.c_str());
}

// The value at idx as JSON; a value that cannot be is an error naming `root`.
nlohmann::json json_arg(lua_State* L, int idx, const char* fn, const std::string& root) {
    std::string error;
    try {
        return lua_to_json(L, idx, root);
    } catch (const LuaValueError& e) {
        error = e.what();
    }
    luaL_error(L, "%s: %s", fn, error.c_str());
    return nullptr;
}

// t:dice(v, v, ...) or t:dice{v, v}: the next dice rolled give these.
int tm_dice(lua_State* L) {
    TestMatch& t = check(L);
    auto push = [&](int idx) { t.match->forced_dice().push_back(json_arg(L, idx, "t:dice", "the result")); };
    for (int i = 2; i <= lua_gettop(L); ++i) {
        if (lua_istable(L, i)) {
            for (lua_Integer k = 1, n = static_cast<lua_Integer>(lua_rawlen(L, i)); k <= n; ++k) {
                lua_rawgeti(L, i, k);
                push(-1);
                lua_pop(L, 1);
            }
        } else {
            push(i);
        }
    }
    return 0;
}

// ---- forced cards: t:stack, t:draws, T.match{stack = ...} ----

// The zone a scenario forces cards of: a zone handle of this match, or a zone id (which
// may name a zone the game has not made yet).
std::string forced_zone(lua_State* L, int idx, const Match& m, const char* fn) {
    if (lua_type(L, idx) == LUA_TSTRING) return lua_tostring(L, idx);
    if (objects_lua::ZoneHandle* z = objects_lua::to_zone(L, idx)) {
        const Objects* objs = m.find_component<Objects>();
        if (!objs || z->anchor != objs->anchor()) luaL_error(L, "%s: the zone belongs to another match", fn);
        return objs->zone(z->index).id;
    }
    luaL_error(L, "%s: a zone must be given by its handle or its id, not %s", fn, luaL_typename(L, idx));
    return {};
}

// A card at idx: a name or kind (text), an object's id, or its handle. `m` is null
// before setup, when only texts can name cards.
CardPick card_pick(lua_State* L, int idx, const Match* m, const std::string& what, const char* fn) {
    CardPick pick;
    const Objects* objs = m ? m->find_component<Objects>() : nullptr;
    if (lua_type(L, idx) == LUA_TSTRING) {
        pick.name = lua_tostring(L, idx);
        if (pick.name.empty()) luaL_error(L, "%s: %s is an empty name", fn, what.c_str());
        pick.shown = "'" + pick.name + "'";
        return pick;
    }
    if (!m) luaL_error(L, "%s: %s: before setup a card is named by its name or kind, not %s", fn, what.c_str(),
                       luaL_typename(L, idx));
    if (lua_isinteger(L, idx)) {
        const lua_Integer id = lua_tointeger(L, idx);
        pick.object = objs ? objs->find_public(id) : -1;
        if (pick.object < 0 || !objs->alive(pick.object))
            luaL_error(L, "%s: %s: no card has the id %I now (a card's id changes when who may see it changes: "
                       "give its name or its handle)", fn, what.c_str(), id);
    } else if (objects_lua::to_object(L, idx)) {
        Objects* its = nullptr;
        pick.object = objects_lua::check_object(L, idx, &its, nullptr, fn);
        if (its != objs) luaL_error(L, "%s: %s belongs to another match", fn, what.c_str());
    } else {
        luaL_error(L, "%s: %s must be a card's name, id or handle, not %s", fn, what.c_str(), luaL_typename(L, idx));
    }
    const Object& o = objs->obj(pick.object);
    pick.shown = "object #" + std::to_string(o.public_id) + " (" + o.kind + ")";
    return pick;
}

// The list of cards at idx, top first. `list` names it in errors ("the list of cards",
// "stack['deck']"), and `item` its cards ("card 2", "stack['deck'] card 2").
std::vector<CardPick> card_picks(lua_State* L, int idx, const Match* m, const std::string& list,
                                 const std::string& item, const char* fn) {
    idx = lua_absindex(L, idx);
    if (!lua_istable(L, idx))
        luaL_error(L, "%s: %s must be a table of cards, top first, not %s", fn, list.c_str(), luaL_typename(L, idx));
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
    if (n == 0) luaL_error(L, "%s: %s is empty (give the cards, top first)", fn, list.c_str());
    std::vector<CardPick> picks;
    for (lua_Integer k = 1; k <= n; ++k) {
        lua_rawgeti(L, idx, k);
        picks.push_back(card_pick(L, -1, m, item + "card " + std::to_string(k), fn));
        lua_pop(L, 1);
    }
    return picks;
}

// t:stack(zone, {card, ...}) and t:draws(zone, {card, ...}).
ForcedOrder forced_order(lua_State* L, const TestMatch& t, const char* fn) {
    ForcedOrder order;
    order.zone = forced_zone(L, 2, *t.match, fn);
    order.cards = card_picks(L, 3, t.match.get(), "the list of cards", "", fn);
    TestSession* s = test_session(L);
    order.source = std::string(fn) + " at " + scenario_line(L, s ? s->file : "");
    return order;
}

// t:stack(zone, {card, ...}): the next shuffle of the zone puts these cards on top, top first.
int tm_stack(lua_State* L) {
    TestMatch& t = check(L);
    t.match->forced_cards().stack(forced_order(L, t, "t:stack"));
    return 0;
}

// t:draws(zone, {card, ...}): the next cards drawn or dealt from the zone are these, in order.
int tm_draws(lua_State* L) {
    TestMatch& t = check(L);
    t.match->forced_cards().draws(forced_order(L, t, "t:draws"));
    return 0;
}

// T.match{stack = {[zone id] = {name, ...}}} at idx: the orders for shuffles made from
// setup on, in the zones' sorted order (a table's own order is not the same twice).
std::vector<ForcedOrder> spec_stacks(lua_State* L, int idx, const std::string& where) {
    const char* fn = "T.match";
    std::vector<ForcedOrder> orders;
    if (lua_isnil(L, idx)) return orders;
    if (!lua_istable(L, idx)) luaL_error(L, "%s: stack must be a table {[zone id] = {card, ...}}", fn);
    std::vector<std::string> zones;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING)
            luaL_error(L, "%s: stack's keys must be zone ids, not %s", fn, luaL_typename(L, -1));
        zones.push_back(lua_tostring(L, -1));
    }
    std::sort(zones.begin(), zones.end());
    for (const std::string& zone : zones) {
        lua_getfield(L, idx, zone.c_str());
        const std::string list = "stack['" + zone + "']";
        orders.push_back({zone, card_picks(L, -1, nullptr, list, list + " ", fn), "T.match{stack} at " + where});
        lua_pop(L, 1);
    }
    return orders;
}

int tm_pending(lua_State* L) {
    TestMatch& t = check(L);
    const auto& p = t.match->pending();
    if (!p) return 0;
    lua_createtable(L, 0, 6);
    lua_pushinteger(L, p->seat);
    lua_setfield(L, -2, "seat");
    lua_pushstring(L, p->prompt.c_str());
    lua_setfield(L, -2, "prompt");
    lua_pushstring(L, p->kind.c_str());
    lua_setfield(L, -2, "kind");
    lua_pushinteger(L, p->min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, p->max);
    lua_setfield(L, -2, "max");
    lua_createtable(L, static_cast<int>(p->options.size()), 0);
    for (size_t i = 0; i < p->options.size(); ++i) {
        lua_pushstring(L, p->options[i].id.c_str());
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    lua_setfield(L, -2, "options");
    lua_createtable(L, static_cast<int>(p->options.size()), 0);
    for (size_t i = 0; i < p->options.size(); ++i) {
        lua_pushstring(L, p->options[i].label.c_str());
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    lua_setfield(L, -2, "labels");
    return 1;
}

// t:forced() -> {{seat, turn, prompt, kind, id}, ...}: the choices with one option the
// host took without asking, in order, since the match was made.
int tm_forced(lua_State* L) {
    TestMatch& t = check(L);
    lua_createtable(L, static_cast<int>(t.forced.size()), 0);
    lua_Integer n = 0;
    for (const ForcedChoice& f : t.forced) {
        lua_createtable(L, 0, 5);
        lua_pushinteger(L, f.seat);
        lua_setfield(L, -2, "seat");
        lua_pushinteger(L, f.turn);
        lua_setfield(L, -2, "turn");
        lua_pushstring(L, f.prompt.c_str());
        lua_setfield(L, -2, "prompt");
        lua_pushstring(L, f.kind.c_str());
        lua_setfield(L, -2, "kind");
        lua_pushstring(L, f.id.c_str());
        lua_setfield(L, -2, "id");
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

// Sets result[key] = {{zone = id, cards = {name or handle, ...}}, ...} when orders are left.
void push_unused_cards(lua_State* L, const Match& m, const std::vector<ForcedOrder>& orders, const char* key) {
    if (orders.empty()) return;
    const Objects* objs = m.find_component<Objects>();
    lua_createtable(L, static_cast<int>(orders.size()), 0);
    lua_Integer n = 0;
    for (const ForcedOrder& order : orders) {
        lua_createtable(L, 0, 2);
        lua_pushstring(L, order.zone.c_str());
        lua_setfield(L, -2, "zone");
        lua_createtable(L, static_cast<int>(order.cards.size()), 0);
        lua_Integer k = 0;
        for (const CardPick& pick : order.cards) {
            if (pick.object && objs) objects_lua::push_object(L, *objs, pick.object);
            else lua_pushstring(L, pick.name.c_str());
            lua_rawseti(L, -2, ++k);
        }
        lua_setfield(L, -2, "cards");
        lua_rawseti(L, -2, ++n);
    }
    lua_setfield(L, -2, key);
}

// t:unused() -> {answers = {...}, dice = {...}, stacks = {...}?, draws = {...}?}: takes the answers and forced dice not
// used yet (a scenario asserts that a trap it set was never sprung); they are gone after.
int tm_unused(lua_State* L) {
    TestMatch& t = check(L);
    lua_createtable(L, 0, 2);
    const auto& answers = t.scripted->queued();
    lua_createtable(L, static_cast<int>(answers.size()), 0);
    lua_Integer n = 0;
    for (const auto& ids : answers) {
        if (ids.size() == 1) {
            lua_pushstring(L, ids[0].c_str());
        } else {  // an answer of several ids, as t:answer took it
            lua_createtable(L, static_cast<int>(ids.size()), 0);
            for (size_t k = 0; k < ids.size(); ++k) {
                lua_pushstring(L, ids[k].c_str());
                lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
            }
        }
        lua_rawseti(L, -2, ++n);
    }
    lua_setfield(L, -2, "answers");
    auto& dice = t.match->forced_dice();
    lua_createtable(L, static_cast<int>(dice.size()), 0);
    n = 0;
    for (const auto& v : dice) {
        push_json(L, v);
        lua_rawseti(L, -2, ++n);
    }
    lua_setfield(L, -2, "dice");
    push_unused_cards(L, *t.match, t.match->forced_cards().stacks(), "stacks");
    push_unused_cards(L, *t.match, t.match->forced_cards().draws(), "draws");
    t.scripted->clear();
    dice.clear();
    t.match->forced_cards().clear();
    return 1;
}

int tm_index(lua_State* L) {
    TestMatch& t = check(L);
    std::string key = luaL_checkstring(L, 2);
    if (key == "match") {
        t.match->push_table(L);
        return 1;
    }
    if (key == "result") {
        if (t.match->state() == Match::State::Finished || t.match->state() == Match::State::Failed)
            push_result(L, t.match->result());
        else
            lua_pushnil(L);
        return 1;
    }
    if (key == "decisions") {
        lua_pushinteger(L, t.match->decisions());
        return 1;
    }
    if (key == "unused_answers") {
        lua_pushinteger(L, static_cast<lua_Integer>(t.scripted->remaining()));
        return 1;
    }
    if (key == "unused_dice") {
        lua_pushinteger(L, static_cast<lua_Integer>(t.match->forced_dice().size()));
        return 1;
    }
    if (key == "state") {
        static const char* names[] = {"created", "running", "paused", "finished", "failed"};
        lua_pushstring(L, names[static_cast<int>(t.match->state())]);
        return 1;
    }
    luaL_getmetatable(L, kTestMatch);
    lua_getfield(L, -1, "methods");
    lua_getfield(L, -1, key.c_str());
    return 1;
}

// tabula.test_match{seats = n, seed = s, options = {...}}: runs game.setup.
int l_test_match(lua_State* L) {
    TestSession* s = test_session(L);
    if (!s || !s->game) return luaL_error(L, "tabula.test_match works only in scenarios run by `tabula test`");
    MatchSetup setup;
    std::vector<ForcedOrder> stacks;  // T.match{stack = ...}: for the shuffles of setup on
    std::vector<std::pair<int, std::string>> seat_agents;  // T.match{agents = ...}
    if (lua_istable(L, 1)) {
        lua_getfield(L, 1, "seats");
        const lua_Integer seats = luaL_optinteger(L, -1, 0);
        if (seats < 0 || seats > kMaxSeats)  // before anything is made per seat
            return luaL_error(L, "T.match: seats = %I: a match has 1 to %d seats", seats, kMaxSeats);
        setup.seats = static_cast<int>(seats);
        lua_getfield(L, 1, "seed");
        setup.seed = static_cast<uint64_t>(luaL_optinteger(L, -1, 1));
        lua_getfield(L, 1, "options");
        if (lua_istable(L, -1)) setup.options = json_arg(L, -1, "tabula.test_match", "options");
        lua_getfield(L, 1, "stack");
        stacks = spec_stacks(L, lua_gettop(L), scenario_line(L, s->file));
        lua_pop(L, 4);
        if (lua_getfield(L, 1, "agents") != LUA_TNIL) {
            if (!lua_istable(L, -1)) return luaL_error(L, "T.match: agents must be a table {[seat] = agent}");
            lua_pushnil(L);
            while (lua_next(L, -2)) {
                if (!lua_isinteger(L, -2) || lua_type(L, -1) != LUA_TSTRING)
                    return luaL_error(L, "T.match: agents must map seats to agent names ({[2] = \"mcts\"})");
                seat_agents.emplace_back(static_cast<int>(lua_tointeger(L, -2)), lua_tostring(L, -1));
                lua_pop(L, 1);
            }
        }
        lua_pop(L, 1);
    }
    auto** box = static_cast<TestMatch**>(lua_newuserdatauv(L, sizeof(TestMatch*), 0));
    *box = nullptr;
    luaL_setmetatable(L, kTestMatch);
    auto t = std::make_unique<TestMatch>();
    t->where = scenario_line(L, s->file);
    t->scripted = std::make_unique<ScriptedAgent>(true);
    t->recorder = std::make_unique<Recorder>();
    Agent* agent = t->scripted.get();
    if (s->replay) {
        if (s->next_match >= s->replay->size())
            return luaL_error(L, "replay: the scenario creates more matches than it recorded");
        t->replay = &(*s->replay)[s->next_match];
        t->replayer = std::make_unique<ReplayAgent>(*t->replay, t->scripted.get());
        agent = t->replayer.get();
    } else {
        s->records.emplace_back();
    }
    t->record_slot = s->next_match++;
    std::string error;
    try {
        int seats = setup.seats ? setup.seats : s->game->info().default_seats;
        s->game->info().check_seats(seats);
        std::vector<Agent*> agents(static_cast<size_t>(seats), agent);
        for (const auto& [seat, spec] : seat_agents) {
            if (seat < 1 || seat > seats)
                throw UsageError("T.match: agents: seat " + std::to_string(seat) + " is not a seat of the match (1 to " +
                                 std::to_string(seats) + ")");
            t->agents.push_back(scenario_agent(spec, "T.match"));
            if (!s->replay) agents[static_cast<size_t>(seat - 1)] = t->agents.back().get();  // replayed: the record answers
        }
        t->match = std::make_unique<Match>(*s->game, setup, agents);
        t->match->set_recorder(t->recorder.get());
        t->match->choices().log_forced(&t->forced);
        for (ForcedOrder& order : stacks) t->match->forced_cards().stack(std::move(order));
        t->match->start();
    } catch (const std::exception& e) {
        error = e.what();
    }
    TestMatch* raw = t.release();
    *box = raw;
    s->matches.push_back(raw);
    if (!error.empty()) return luaL_error(L, "%s", error.c_str());
    save_record(L, *raw);
    return 1;
}

// t:render([seat]) -> the text a seat is shown; t:view([seat]) -> the data its agent gets.
int tm_render(lua_State* L) {
    TestMatch& t = check(L);
    std::string text;
    try {
        text = t.match->render(static_cast<int>(luaL_optinteger(L, 2, 0)));
    } catch (const std::exception& e) {
        return luaL_error(L, "%s", e.what());
    }
    lua_pushstring(L, text.c_str());
    return 1;
}

int tm_view(lua_State* L) {
    TestMatch& t = check(L);
    nlohmann::json view;
    std::string error;
    try {
        view = t.match->view(static_cast<int>(luaL_optinteger(L, 2, t.match->current_seat())));
        push_json(L, view);
        return 1;
    } catch (const std::exception& e) {
        error = e.what();
    }
    return luaL_error(L, "%s", error.c_str());
}

// The line of the scenario file that called T.scenario (two levels up).
int l_caller_line(lua_State* L) {
    lua_Debug ar;
    if (lua_getstack(L, 2, &ar) && lua_getinfo(L, "l", &ar)) {
        lua_pushinteger(L, ar.currentline);
        return 1;
    }
    lua_pushinteger(L, 0);
    return 1;
}

const luaL_Reg kMethods[] = {
    {"run", tm_run}, {"answer", tm_answer}, {"dice", tm_dice}, {"stack", tm_stack}, {"draws", tm_draws},
    {"pending", tm_pending}, {"ask", tm_ask}, {"evaluate", tm_evaluate},
    {"render", tm_render}, {"view", tm_view}, {"forced", tm_forced},
    {"unused", tm_unused}, {nullptr, nullptr},
};

}  // namespace

void release_collected(TestSession& session) {
    for (TestMatch* t : session.collected) delete t;
    session.collected.clear();
}

TestSession* test_session(lua_State* L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &session_key);
    auto* s = static_cast<TestSession*>(lua_touserdata(L, -1));
    lua_pop(L, 1);
    return s;
}

std::string unused_inputs(const TestSession& session) {
    std::string out;
    for (const auto& line : session.unused) out += (out.empty() ? "" : "\n") + line;
    for (const TestMatch* t : session.matches)
        if (std::string left = unused_of(*t); !left.empty()) out += (out.empty() ? "" : "\n") + left;
    return out;
}

void install_test_api(lua_State* L, TestSession& session) {
    lua_pushlightuserdata(L, &session);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &session_key);
    luaL_newmetatable(L, kTestMatch);
    lua_pushcfunction(L, tm_index);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, tm_gc);
    lua_setfield(L, -2, "__gc");
    luaL_newlib(L, kMethods);
    lua_setfield(L, -2, "methods");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
    lua_getglobal(L, "tabula");
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "tabula");
    }
    lua_pushcfunction(L, l_test_match);
    lua_setfield(L, -2, "test_match");
    lua_pushcfunction(L, l_caller_line);
    lua_setfield(L, -2, "caller_line");
    lua_pop(L, 1);
}

}  // namespace tabula
