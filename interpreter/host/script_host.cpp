#include "host/script_host.h"

#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <set>
#include <tuple>

#include "host/beneath.h"
#include "host/sandbox.h"
#include "host/shared_state.h"
#include "host/script_error.h"
#include "host/watchdog.h"

namespace tabula {

namespace {

char yield_sentinel;

// The host whose scripts this OS thread is running (for the watchdog's signal).
thread_local ScriptHost* current_host = nullptr;

// Message handler: keeps the traceback beside the message. An option error (a game
// refusing an option's value) stays as it is: it is the user's mistake, not the script's.
int traceback_handler(lua_State* L) {
    std::string msg;
    if (option_error_text(L, 1, msg)) return 1;
    msg = error_text(L, 1);
    luaL_traceback(L, L, nullptr, 1);
    lua_pushfstring(L, "%s\n%s", msg.c_str(), lua_tostring(L, -1));
    return 1;
}

// "msg\nstack traceback:..." -> the two halves.
void split_traceback(const std::string& text, std::string& msg, std::string& tb) {
    auto pos = text.find("\nstack traceback:");
    if (pos == std::string::npos) {
        msg = text;
        tb.clear();
    } else {
        msg = text.substr(0, pos);
        tb = text.substr(pos + 1);
    }
}

bool valid_module_name(const std::string& name) {
    if (name.empty() || name.front() == '.' || name.back() == '.') return false;
    char prev = 0;
    for (char c : name) {
        bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
        if (!ok || (c == '.' && prev == '.')) return false;
        prev = c;
    }
    return true;
}

// "rules.moves" -> "rules/moves"
std::string module_path(const std::string& name) {
    std::string rel = name;
    for (auto& c : rel)
        if (c == '.') c = '/';
    return rel;
}

}  // namespace

namespace {

constexpr std::size_t kMaxErrorText = 64 * 1024;

std::string capped(const char* s, std::size_t len) {
    if (len <= kMaxErrorText) return std::string(s, len);
    return std::string(s, kMaxErrorText) + "... (cut: " + std::to_string(len) + " bytes in all)";
}

int call_tostring(lua_State* L) {
    luaL_tolstring(L, 1, nullptr);
    return 1;
}

}  // namespace

// An error object's __tostring is script code: it runs protected, under the memory
// cap and the instruction budget as it stands (an exhausted budget runs nothing more).
std::string error_text(lua_State* L, int idx) {
    size_t len = 0;
    if (lua_type(L, idx) == LUA_TSTRING) {
        const char* s = lua_tolstring(L, idx, &len);
        return capped(s, len);
    }
    const std::string kind = std::string("(error object is a ") + luaL_typename(L, idx) + " value";
    if (luaL_getmetafield(L, idx, "__tostring") == LUA_TNIL) return kind + ")";
    lua_pop(L, 1);
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, call_tostring);
    lua_pushvalue(L, idx);
    int rc;
    {
        ScriptHost::ScriptRun run(ScriptHost::of(L), L);
        rc = lua_pcall(L, 1, 1, 0);
    }
    std::string text;
    if (rc == LUA_OK && lua_type(L, -1) == LUA_TSTRING) {
        const char* s = lua_tolstring(L, -1, &len);
        text = capped(s, len);
    } else {
        text = kind + " whose __tostring failed)";
    }
    lua_pop(L, 1);
    return text;
}

void* ScriptHost::yield_key() { return &yield_sentinel; }

// An error outside any protected call is a host bug; fail the command, not abort.
int ScriptHost::panic(lua_State* L) {
    throw std::runtime_error(std::string("unprotected Lua error: ") + error_text(L, -1));
}

ScriptHost::ScriptHost(std::vector<ModuleRoot> roots, Limits limits, InstallApi install_api)
    : roots_(std::move(roots)), limits_(limits) {
    memory_.limit = limits_.memory_bytes;
    L_ = lua_newstate(ScriptMemory::alloc, &memory_);
    if (!L_) throw std::runtime_error("cannot create a Lua state (out of memory)");
    *static_cast<ScriptHost**>(lua_getextraspace(L_)) = this;
    lua_atpanic(L_, panic);
    // Generational collection: most of what a match allocates (lists of options, query
    // results, events) dies young; 1-6% fewer instructions for the card games and 4-6%
    // less time than the incremental collector (docs/performance.md), the same memory.
    lua_gc(L_, LUA_GCGEN, 0, 0);
    install_sandbox(L_, install_api);
    // No budget (perft without --instruction-limit): no count hook, whose per-instruction
    // trace check would slow every script several times over. With the watchdog the
    // hook is installed only into a script that runs long without a decision.
    if (limits_.profile) {  // every count hook samples; threads inherit the hook
        profile_ = std::make_unique<ScriptProfile>();
        lua_sethook(L_, count_hook, LUA_MASKCOUNT, ScriptProfile::kEvery);
        return;
    }
    if (limits_.instructions == UINT64_MAX) return;
    watched_ = limits_.watch_ms > 0;
    if (watched_)
        watchdog::watch(this, limits_.watch_ms, limits_.time_ms);
    else
        lua_sethook(L_, count_hook, LUA_MASKCOUNT, 1000);
}

ScriptHost::~ScriptHost() {
    if (watched_) watchdog::unwatch(this);
    if (L_) lua_close(L_);
}

ScriptHost::ScriptRun::ScriptRun(ScriptHost& h, lua_State* running)
    : h_(h), saved_enforced_(h.memory_.enforced), saved_running_(h.running_), saved_current_(current_host) {
    h_.memory_.enforced = true;
    h_.running_ = running;
    h_.runner_.store(pthread_self(), std::memory_order_relaxed);
    current_host = &h_;
    h_.runs_.fetch_add(1, std::memory_order_relaxed);
}

ScriptHost::ScriptRun::~ScriptRun() {
    h_.runs_.fetch_sub(1, std::memory_order_relaxed);
    current_host = saved_current_;
    h_.running_ = saved_running_;
    h_.memory_.enforced = saved_enforced_;
}

void ScriptHost::profile_thread(lua_State* thread) {
    if (profile_) lua_sethook(thread, count_hook, LUA_MASKCOUNT, profile_->first_sample());
}

lua_State* ScriptHost::new_flow(int& ref) {
    lua_State* flow;
    if (spare_flows_.empty()) {
        flow = lua_newthread(L_);
        ref = luaL_ref(L_, LUA_REGISTRYINDEX);
    } else {
        std::tie(flow, ref) = spare_flows_.back();
        spare_flows_.pop_back();
        // The hook a new thread would inherit: the exact instruction count (or none
        // under the watchdog, dropping a count it armed in the last match).
        lua_sethook(flow, lua_gethook(L_), lua_gethookmask(L_), lua_gethookcount(L_));
    }
    profile_thread(flow);
    return flow;
}

void ScriptHost::end_flow(lua_State* flow, int ref) {
    constexpr size_t kSpareFlows = 4;  // more than one only while several matches are alive
    if (!flow) return;
    if (lua_status(flow) == LUA_OK && lua_gettop(flow) == 0 && spare_flows_.size() < kSpareFlows) {
        spare_flows_.emplace_back(flow, ref);
    } else {
        luaL_unref(L_, LUA_REGISTRYINDEX, ref);
    }
}

void ScriptHost::arm_current() {
    ScriptHost* h = current_host;
    if (h && h->long_run_.load(std::memory_order_relaxed) && h->running_) {
        // Past the time limit, at the very next instruction: the run may spend long
        // between instructions (an error's recovery on a deep stack), so not 1000 later.
        lua_sethook(h->running_, count_hook, LUA_MASKCOUNT, h->time_up() ? 1 : 1000);
        h->armings_.fetch_add(1, std::memory_order_relaxed);
    }
}

ScriptHost& ScriptHost::of(lua_State* L) { return **static_cast<ScriptHost**>(lua_getextraspace(L)); }

const void* ScriptHost::metatable(lua_State* L, const char* name) {
    for (const auto& [n, address] : metatables_)
        if (n == name) return address;
    luaL_getmetatable(L, name);
    const void* address = lua_topointer(L, -1);
    lua_pop(L, 1);
    if (address) metatables_.emplace_back(name, address);  // it lives as long as the state
    return address;
}

void ScriptHost::raise(lua_State* L, const char* fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    luaL_where(L, 1);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    lua_concat(L, 2);
    lua_error(L);
    std::abort();  // unreachable
}

void ScriptHost::count_hook(lua_State* L, lua_Debug* ar) {
    ScriptHost& host = of(L);
    if (host.profile_) {
        host.profile_->sample(L, ar);
        if (lua_gethookcount(L) != ScriptProfile::kEvery)  // a thread's first sample: back to the period
            lua_sethook(L, count_hook, LUA_MASKCOUNT, ScriptProfile::kEvery);
    } else if (host.watched_ && !host.long_run_.load(std::memory_order_relaxed)) {
        lua_sethook(L, nullptr, 0, 0);  // a decision came since the watchdog armed it
        return;
    }
    if (host.time_up()) return host.stop_for_limit(L, ar, host.limit_message());
    host.instructions_used_ += 1000;
    if (host.instructions_used_ <= host.limits_.instructions) return;
    // The count stays over the budget until the host resets it (next resume or
    // call): every later hook raises again, and the sandbox's pcall/xpcall pass
    // the error on, so a script cannot catch the error and loop on.
    host.stop_for_limit(L, ar, "instruction budget exceeded (" + std::to_string(host.limits_.instructions) +
                                   " instructions without a decision; an endless loop?)");
}

void ScriptHost::stop_for_limit(lua_State* L, lua_Debug* ar, const std::string& what) {
    spend_budget();
    (void)ar;
    push_script_where(L, 0);  // the script's line (in a hook, level 0 runs), not the sandbox's pcall
    std::string message = lua_tostring(L, -1) + what;
    lua_pop(L, 1);
    if (L == stoppable && lua_isyieldable(L)) {
        limit_stop = std::move(message);
        lua_yield(L, 0);  // a hook's yield: the thread is suspended as the hook returns
        return;
    }
    lua_pushlstring(L, message.data(), message.size());
    lua_error(L);
}

void ScriptHost::push_script_where(lua_State* L, int level) {
    lua_Debug ar;
    for (; lua_getstack(L, level, &ar); ++level) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0 && std::strcmp(ar.source, "=(host)") != 0) {  // not the sandbox's own Lua
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

void ScriptHost::raise_time_up(lua_State* L) {
    spend_budget();  // the sandbox's pcall passes the error on
    push_script_where(L);
    lua_pushfstring(L, "time limit exceeded (%d ms without a decision; an endless loop?)", int(limits_.time_ms));
    lua_concat(L, 2);
    lua_error(L);
    std::abort();  // unreachable
}

void ScriptHost::hold_host(lua_State* L, std::size_t bytes) {
    if (memory_.hold_host(bytes)) return;
    lua_pushliteral(L, "not enough memory");  // as a refused block: the sandbox's pcall passes it on
    lua_error(L);
}

std::string ScriptHost::limit_message() const {
    if (time_up())
        return "time limit exceeded (" + std::to_string(limits_.time_ms) + " ms without a decision; an endless loop?)";
    return "memory limit exceeded (" + std::to_string(limits_.memory_bytes >> 20) + " MiB for the match)";
}

void ScriptHost::charge(lua_State* L, uint64_t units) {
    if (time_up()) raise_time_up(L);
    instructions_used_ += units;
    if (instructions_used_ <= limits_.instructions) return;
    push_script_where(L);
    lua_pushfstring(L, "instruction budget exceeded (%I instructions without a decision; an endless loop?)",
                    (lua_Integer)limits_.instructions);
    lua_concat(L, 2);
    lua_error(L);
}

namespace {

constexpr std::size_t kMaxScriptFile = std::size_t(16) << 20;
constexpr std::size_t kMaxFolderEntries = 100000;
// Budget units a host function charges for its work (host/limits.h: the budget counts
// Lua instructions; these are the instructions that take about as long).
constexpr uint64_t kChargePerEntry = 1000;  // a folder entry looked at (a few system calls)
constexpr uint64_t kChargePerLookup = 2000;  // a file looked for under a root

// Why `found` (not a file, not missing) keeps the file at `label` from being used.
std::string refusal(const std::string& label, beneath::Found found) {
    return label + " " + beneath::describe(found);
}

}  // namespace

bool ScriptHost::find_module(const std::string& name, RootFile& file, std::string& refused) const {
    refused.clear();
    if (!valid_module_name(name)) return false;
    const std::string rel = module_path(name) + ".lua";
    for (const auto& root : roots_) {
        const beneath::Found found = beneath::look(root.dir, rel);
        if (found == beneath::Found::missing || found == beneath::Found::folder) continue;
        file = {&root, rel};
        if (found == beneath::Found::file) return true;
        refused = refusal(file.label(), found);
        return false;
    }
    return false;
}

namespace {

// The names of the entries of `folder` under every root that are files and pass
// `keep`, each once; false with `refused` if a folder or entry leads out of its root.
template <typename Keep>
bool list_under(lua_State* L, ScriptHost& host, const std::string& folder, Keep keep, std::set<std::string>& found,
                std::string& refused) {
    for (const auto& root : host.roots()) {
        const beneath::Found where = beneath::look(root.dir, folder);
        host.charge_work(L, kChargePerLookup);
        if (where == beneath::Found::missing) continue;
        if (where != beneath::Found::folder) {
            if (where == beneath::Found::file || where == beneath::Found::other) continue;
            refused = refusal(root.label + "/" + folder, where);
            return false;
        }
        bool complete = true;
        const auto entries = beneath::list(root.dir, folder, kMaxFolderEntries, complete);
        host.charge_work(L, kChargePerEntry * entries.size());
        if (!complete) {
            refused = root.label + "/" + folder + " holds more than " + std::to_string(kMaxFolderEntries) + " entries";
            return false;
        }
        for (const auto& e : entries) {
            if (e.kind == beneath::Found::escapes || e.kind == beneath::Found::broken) {
                refused = refusal(root.label + "/" + folder + "/" + e.name, e.kind);
                return false;
            }
            if (e.kind == beneath::Found::file && keep(e.name)) found.insert(e.name);
        }
    }
    return true;
}

}  // namespace

bool ScriptHost::list_modules(lua_State* L, const std::string& folder, std::vector<std::string>& names,
                              std::string& refused) {
    names.clear();
    if (!valid_module_name(folder)) {
        refused = "'" + folder + "' is not a folder name (dotted words)";
        return false;
    }
    std::set<std::string> files;  // byte order, and a mod's replacement of a game file once
    auto is_module = [](const std::string& n) {
        const std::string stem = n.size() > 4 ? n.substr(0, n.size() - 4) : "";
        return n.size() > 4 && n.compare(n.size() - 4, 4, ".lua") == 0 && valid_module_name(stem) &&
               stem.find('.') == std::string::npos;
    };
    if (!list_under(L, *this, module_path(folder), is_module, files, refused)) return false;
    for (const auto& f : files) names.push_back(folder + "." + f.substr(0, f.size() - 4));
    return true;
}

bool ScriptHost::valid_data_path(const std::string& path) {
    if (path.empty() || path.size() > 256) return false;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = path.find('/', start);
        const std::string part = path.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (part.empty() || part.front() == '.') return false;  // no "", ".", ".." or hidden files
        for (char c : part)
            if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.')) return false;
        if (slash == std::string::npos) return true;
        start = slash + 1;
    }
}

bool ScriptHost::find_data(const std::string& path, RootFile& file, std::string& refused) const {
    refused.clear();
    if (!valid_data_path(path)) return false;
    for (const auto& root : roots_) {
        const beneath::Found found = beneath::look(root.dir, path);
        if (found == beneath::Found::missing) continue;
        file = {&root, path};
        if (found == beneath::Found::file) return true;
        refused = refusal(file.label(), found);
        return false;
    }
    return false;
}

bool ScriptHost::list_data(lua_State* L, const std::string& folder, std::vector<std::string>& names,
                           std::string& refused) {
    std::set<std::string> found;
    const bool ok = list_under(L, *this, folder, [](const std::string& n) { return valid_data_path(n); }, found,
                               refused);
    names.assign(found.begin(), found.end());
    return ok;
}

void ScriptHost::load_file(lua_State* L, const std::filesystem::path& root, const std::string& rel,
                           const std::string& chunkname) {
    std::string text, why;
    if (!beneath::read(root, rel, kMaxScriptFile, text, why)) throw ScriptError(chunkname.substr(1) + ": " + why);
    if (!text.empty() && text[0] == LUA_SIGNATURE[0])
        throw ScriptError(chunkname.substr(1) + ": precompiled chunks are refused; load Lua source text");
    int rc = luaL_loadbufferx(L, text.data(), text.size(), chunkname.c_str(), "t");
    if (rc != LUA_OK) {
        std::string msg = error_text(L, -1);
        lua_pop(L, 1);
        throw ScriptError(msg, "loading " + chunkname.substr(1));
    }
    push_script_env(L);
    lua_setupvalue(L, -2, 1);
}

void ScriptHost::push_script_env(lua_State* L) {
    if (env_ref_ == LUA_NOREF) {
        freeze_libraries(L_);
        env_ref_ = new_script_env(L_);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, env_ref_);
}

void ScriptHost::seal() {
    if (!shared_) shared_ = std::make_unique<SharedState>();
    push_script_env(L_);  // made if no script has loaded yet
    lua_pop(L_, 1);
    shared_->seal(L_, env_ref_);
}

std::vector<std::string> ScriptHost::shared_state_differences(ScriptHost& fresh, std::size_t max) const {
    return tabula::shared_state_differences(L_, env_ref_, fresh.L_, fresh.env_ref_, max);
}

bool ScriptHost::shared_state_changed() {
    return shared_ && shared_->changed(L_);
}

void ScriptHost::require(const std::string& module, const std::string& where) {
    lua_getglobal(L_, "require");
    lua_pushstring(L_, module.c_str());
    call(1, 1, where);
}

void ScriptHost::call(int nargs, int nresults, const std::string& where) {
    int base = lua_gettop(L_) - nargs;
    lua_pushcfunction(L_, traceback_handler);
    lua_insert(L_, base);
    reset_budget();
    int rc;
    {
        ScriptRun run(*this, L_);
        rc = lua_pcall(L_, nargs, nresults, base);
    }
    lua_remove(L_, base);
    if (rc == LUA_OK) return;
    if (std::string option; option_error_text(L_, -1, option)) {
        lua_pop(L_, 1);
        throw OptionError(option, where);
    }
    std::string text = rc == LUA_ERRMEM ? std::string("not enough memory") : error_text(L_, -1);
    lua_pop(L_, 1);
    std::string msg, tb;
    split_traceback(text, msg, tb);
    if (rc == LUA_ERRMEM || (memory_.refused && (time_up() || msg == "not enough memory"))) msg = limit_message();
    throw ScriptError(msg, where, tb);
}

}  // namespace tabula
