// ScriptHost: one sandboxed Lua state with its module roots, memory cap and
// instruction budget. A worker thread owns one and reuses it across matches.
#pragma once
#include <pthread.h>

#include <atomic>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <lua.hpp>

#include "host/limits.h"
#include "host/script_memory.h"
#include "host/script_profile.h"
#include "host/shared_state.h"

namespace tabula {

class Match;

// A folder `require` may load from, and the name it is shown under in errors.
struct ModuleRoot {
    std::filesystem::path dir;
    std::string label;  // "games/ludo", "stdlib", "mods/extra"
};

// A file found under a root (host/beneath.h: never through a link that leaves it).
struct RootFile {
    const ModuleRoot* root = nullptr;
    std::string rel;  // "rules/moves.lua"
    std::string label() const { return root->label + "/" + rel; }  // how errors name it
};

class ScriptHost {
public:
    // What installs the host's API into a new state (lua_api's register_api, which
    // runtime/ passes): called while the sandbox is built, before the libraries are
    // frozen. Null: the bare sandbox (host unit tests).
    using InstallApi = void (*)(lua_State* L);
    ScriptHost(std::vector<ModuleRoot> roots, Limits limits, InstallApi install_api);
    ~ScriptHost();
    ScriptHost(const ScriptHost&) = delete;
    ScriptHost& operator=(const ScriptHost&) = delete;

    lua_State* state() const { return L_; }
    static ScriptHost& of(lua_State* L);

    // Loads a text chunk from the file `rel` under the folder `root` (never through a link
    // that leaves it) and leaves the function on the stack, its environment the sandbox.
    // Throws ScriptError.
    void load_file(const std::filesystem::path& root, const std::string& rel, const std::string& chunkname) {
        load_file(L_, root, rel, chunkname);
    }
    // The same onto the stack of `L`, a thread of this state (require inside a coroutine).
    void load_file(lua_State* L, const std::filesystem::path& root, const std::string& rel,
                   const std::string& chunkname);
    // The scripts' global environment (sandbox.h: new_script_env), made at the first
    // load, when the libraries are frozen: everything the host installs comes before.
    void push_script_env(lua_State* L);
    // Shared state: what every match of this host sees (the scripts' globals, the loaded
    // modules and all they reach). seal() takes its fingerprint once the game is loaded;
    // shared_state_changed() tells whether a match has changed it since (the host must
    // then be loaded anew before the next match: host/shared_state.h).
    void seal();
    bool shared_state_changed();
    // What differs between this host's shared state and `fresh`'s (a host just loaded).
    std::vector<std::string> shared_state_differences(ScriptHost& fresh, std::size_t max) const;
    // Runs `require(name)` and leaves the module on the stack.
    void require(const std::string& module, const std::string& where);
    // Calls the function below nargs arguments with the budget reset; errors
    // become ScriptError naming `where`.
    void call(int nargs, int nresults, const std::string& where);

    // Resolves a module name to a file under the roots (mods first). False if there is
    // none, or (with `refused` saying why) if the first one there cannot be used: a link
    // out of its root, a device.
    bool find_module(const std::string& name, RootFile& file, std::string& refused) const;
    // The modules directly in a folder under every root ("skills" -> "skills.amiya", ...),
    // sorted and each once. False with `refused` saying why if `folder` is not a dotted
    // name, or if a root's folder or an entry of it leads out of its root.
    bool list_modules(lua_State* L, const std::string& folder, std::vector<std::string>& names,
                      std::string& refused);
    // Data files (tabula.data): `path` is slash-separated names ("decks/crane.txt"), found
    // under the roots like a module (mods first).
    static bool valid_data_path(const std::string& path);
    bool find_data(const std::string& path, RootFile& file, std::string& refused) const;
    // The files directly in a data folder under every root, sorted and each once; false
    // with `refused` as list_modules.
    bool list_data(lua_State* L, const std::string& folder, std::vector<std::string>& names, std::string& refused);

    // Budget and guards. A decision (or a new run) restarts the budget and, under the
    // watchdog, disarms the count: the hook removes itself where it next fires.
    void reset_budget() {
        instructions_used_ = 0;
        memory_.refused = false;
        serial_.fetch_add(1, std::memory_order_relaxed);
        long_run_.store(false, std::memory_order_relaxed);
        memory_.stopped.store(false, std::memory_order_relaxed);
        timed_out_.store(false, std::memory_order_relaxed);
    }
    // The run passed its time limit (Limits::time_ms): the watchdog stopped it.
    bool time_up() const {
        return timed_out_.load(std::memory_order_relaxed) &&
               stopped_serial_.load(std::memory_order_relaxed) == serial_.load(std::memory_order_relaxed);
    }
    // The message of a limit that ended a run through a refused allocation: the time
    // limit's if the watchdog stopped it, else the memory cap's.
    std::string limit_message() const;
    uint64_t instructions_used() const { return instructions_used_; }
    // The budget is spent, or the memory cap refused a block, since the last reset: a
    // script's pcall passes such an error on (sandbox.cpp), so its run ends.
    bool over_budget() const { return instructions_used_ > limits_.instructions; }
    bool memory_refused() const { return memory_.refused; }
    // Work done in C++ on a script's behalf (pattern matching steps, one unit each),
    // counted against the instruction budget in every mode, the watchdog's included:
    // raises "instruction budget exceeded" at the calling script's line when over.
    void charge(lua_State* L, uint64_t units);
    // Host work done for a script (a file looked up, an entry listed, a table frozen, an
    // error caught), counted like the instructions themselves: from the first in exact
    // mode, and under the watchdog once the run is armed (a run of under 10 ms pays
    // nothing, as its instructions do not). Past the time limit, raises its error.
    void charge_work(lua_State* L, uint64_t units) {
        if (watched_ && !long_run_.load(std::memory_order_relaxed)) return;
        charge(L, units);
    }
    // Counts the budget as spent, so the error raised next ends the run: the sandbox's
    // pcall and xpcall pass on any error while the budget is exceeded. Nothing without
    // a budget (UINT64_MAX).
    void spend_budget() {
        if (limits_.instructions != UINT64_MAX && instructions_used_ <= limits_.instructions)
            instructions_used_ = limits_.instructions + 1;
    }
    // The sampling profile (Limits::profile), else nullptr.
    const ScriptProfile* profile() const { return profile_.get(); }
    // A new Lua thread of this state (a match's flow) starts sampling at its own phase
    // (ScriptProfile::first_sample); nothing without a profile.
    void profile_thread(lua_State* thread);
    // A Lua thread for a match's flow, held by the registry reference `ref`: one that
    // an earlier flow left finished (returned, its stack empty) if there is one, else a
    // new one. end_flow takes it back: kept for the next match if it finished so,
    // otherwise released to the collector (a suspended or failed flow is never resumed
    // again, and its pending to-be-closed variables are not run).
    lua_State* new_flow(int& ref);
    void end_flow(lua_State* flow, int ref);
    // How many finished flows wait for a match (tests, diagnostics).
    std::size_t spare_flows() const { return spare_flows_.size(); }
    const Limits& limits() const { return limits_; }
    std::size_t memory_used() const { return memory_.used; }
    // Counts `bytes` the host allocates for a script (and keeps until release_host) against
    // the memory cap; past it, raises the memory limit's error, which no pcall catches.
    void hold_host(lua_State* L, std::size_t bytes);
    void release_host(std::size_t bytes) { memory_.release_host(bytes); }
    std::size_t memory_peak() const { return memory_.peak; }

    // ---- branches of a match (match/branch.h) ----
    // The whole Lua state copied (ScriptMemory::save) and set back, at the same
    // addresses. While branching(), the collector frees no host object that a userdata
    // owns (a board): one that lived at the copy lives again after load_state, and one
    // born in the branch is owned by the host instead (born_in_branch), until the next
    // load_state drops the branch.
    void save_state(ScriptMemory::Image& into) const { memory_.save(into); }
    void load_state(const ScriptMemory::Image& from) {
        memory_.load(from);
        born_in_branch_.clear();
    }
    bool branching() const { return branching_; }
    void set_branching(bool on) { branching_ = on; }
    void born_in_branch(std::shared_ptr<const void> object) { born_in_branch_.push_back(std::move(object)); }

    // The address of the registry's metatable `name` (luaL_newmetatable's), found once
    // and kept: host handles are told apart by it at every call (lua_api/l_api.h:
    // test_handle). Null if there is none yet. `name` is one of the host's constants,
    // known by its address.
    const void* metatable(lua_State* L, const char* name);

    // The match whose flow or hook is running: math.random and the match
    // methods act on it. Set by Match while it runs Lua code.
    Match* active_match = nullptr;

    // The Lua thread the host resumes itself (a match's flow), set while it runs. A limit
    // met in it suspends it at once (the count hook yields, with `limit_stop` saying
    // which) instead of raising an error: every pcall on the way would pass the error on,
    // and on a deep stack each of those costs as much as the stack (a recursion through
    // pcall a thousand levels deep never ended so). The resumer then ends the run.
    lua_State* stoppable = nullptr;
    std::string limit_stop;

    // Pure-query guard (QueryGuard): while >0, actions (choose, roll, finish...) are
    // errors naming the innermost query, "<query_what> of <query_of>".
    int query_depth = 0;
    std::string_view query_what, query_of;
    std::string query_name() const {
        std::string name(query_what);
        if (!query_of.empty()) name.append(" of ").append(query_of);
        return name;
    }

    // Pushes "file:line: " of the innermost script line running (C functions and the
    // sandbox's own Lua, such as pcall, skipped), or "" if none: where an error found in
    // C++ code belongs.
    static void push_script_where(lua_State* L, int level = 1);

    // Errors raised from a C++ exception in a Lua-called function.
    [[noreturn]] static void raise(lua_State* L, const char* fmt, ...);

    // The sentinel value a host yield carries, so nested script coroutines
    // can pass it outward (see the coroutine wrapper in sandbox.cpp).
    static void* yield_key();

    const std::vector<ModuleRoot>& roots() const { return roots_; }

    // Scripts run (and meet the memory cap) only inside a ScriptRun, which also tells
    // the watchdog which OS thread and which Lua thread run them.
    class ScriptRun {
    public:
        ScriptRun(ScriptHost& h, lua_State* running);
        ~ScriptRun();
        ScriptRun(const ScriptRun&) = delete;
        ScriptRun& operator=(const ScriptRun&) = delete;

    private:
        ScriptHost& h_;
        bool saved_enforced_;
        lua_State* saved_running_;
        ScriptHost* saved_current_;
    };

    // For the watchdog (host/watchdog.cpp).
    uint64_t run_serial() const { return serial_.load(std::memory_order_relaxed); }
    bool in_run() const { return runs_.load(std::memory_order_relaxed) > 0; }
    pthread_t runner() const { return runner_.load(std::memory_order_relaxed); }
    bool request_arming() { return !long_run_.exchange(true, std::memory_order_relaxed); }
    // Stops the run of serial `serial` (still running past its time limit): from now on
    // its count hook (at every instruction) and host calls end it. A run that does not
    // end so, a second later (a C function working on without returning), is starved:
    // every allocation it asks for is refused.
    void stop_run(uint64_t serial) {
        stopped_serial_.store(serial, std::memory_order_relaxed);
        timed_out_.store(true, std::memory_order_relaxed);
        if (serial_.load(std::memory_order_relaxed) != serial)  // a decision came meanwhile
            timed_out_.store(false, std::memory_order_relaxed);
    }
    void starve_run(uint64_t serial) {
        if (!time_up() || stopped_serial_.load(std::memory_order_relaxed) != serial) return;
        memory_.stopped.store(true, std::memory_order_relaxed);
        if (serial_.load(std::memory_order_relaxed) != serial) memory_.stopped.store(false, std::memory_order_relaxed);
    }
    // How many times the watchdog armed this host (tests, diagnostics).
    int armings() const { return armings_.load(std::memory_order_relaxed); }
    // The arming signal's handler: installs the count hook into the Lua thread that
    // this OS thread's host is running.
    static void arm_current();
    // A script coroutine being resumed (the sandbox's coroutine.resume) runs now.
    lua_State* swap_running(lua_State* co) {
        lua_State* was = running_;
        running_ = co;
        return was;
    }

private:
    static void count_hook(lua_State* L, lua_Debug* ar);
    [[noreturn]] void raise_time_up(lua_State* L);
    // Ends the run for a limit, from the count hook: suspends `stoppable` or raises.
    void stop_for_limit(lua_State* L, lua_Debug* ar, const std::string& what);
    static int panic(lua_State* L);

    lua_State* L_ = nullptr;
    int env_ref_ = LUA_NOREF;
    std::unique_ptr<SharedState> shared_;
    std::vector<ModuleRoot> roots_;
    Limits limits_;
    ScriptMemory memory_;
    std::unique_ptr<ScriptProfile> profile_;
    std::vector<std::pair<lua_State*, int>> spare_flows_;  // finished flows and their refs
    std::vector<std::pair<const char*, const void*>> metatables_;  // metatable(): name -> address
    uint64_t instructions_used_ = 0;
    bool branching_ = false;
    std::vector<std::shared_ptr<const void>> born_in_branch_;

    bool watched_ = false;             // registered with the watchdog
    std::atomic<uint64_t> serial_{0};  // +1 at every decision and run: progress
    std::atomic<int> runs_{0};         // ScriptRuns open (nested ones included)
    std::atomic<bool> long_run_{false};
    std::atomic<uint64_t> stopped_serial_{0};  // the run the watchdog stopped
    std::atomic<bool> timed_out_{false};
    std::atomic<int> armings_{0};
    std::atomic<pthread_t> runner_{};
    lua_State* volatile running_ = nullptr;
};

// Marks a pure query (render, view, labels, conditions, board callbacks): actions
// inside it are errors naming it, "`what` of `of`" ("the cost function of board:reach").
// Both texts must outlive the guard (literals, or strings held on the Lua stack).
// Nothing is allocated: board callbacks run one per space searched.
class QueryGuard {
public:
    QueryGuard(ScriptHost& host, std::string_view what, std::string_view of = {})
        : host_(host), saved_what_(host.query_what), saved_of_(host.query_of) {
        ++host_.query_depth;
        host_.query_what = what;
        host_.query_of = of;
    }
    ~QueryGuard() {
        --host_.query_depth;
        host_.query_what = saved_what_;
        host_.query_of = saved_of_;
    }
    QueryGuard(const QueryGuard&) = delete;
    QueryGuard& operator=(const QueryGuard&) = delete;

private:
    ScriptHost& host_;
    std::string_view saved_what_, saved_of_;
};

// Formats a Lua error value at the top of L (string or other) as text.
std::string error_text(lua_State* L, int idx);

}  // namespace tabula
