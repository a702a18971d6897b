// A simulation run from the page (docs/web.md, "Simulate"): `tabula simulate --json` in a
// child process (the same program the server was started from), its progress read from
// the line per match its --out file gets, its summary from its standard output. The
// child isolates the run: the server's threads, memory and matches are not touched.
#pragma once
#include <sys/types.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"
#include "web/kept.h"

namespace tabula::web {

struct SimulationSpec {
    std::string game;
    std::filesystem::path dir;
    nlohmann::json options;  // resolved
    uint64_t seed = 1;
    int matches = 0;
    std::vector<std::string> agents;  // one per seat
};

// `tabula simulate`'s arguments for the spec, the server's limits and mods.
std::vector<std::string> simulate_args(const SimulationSpec& spec, const GamePaths& paths, const Limits& limits);

class Simulation {
public:
    // Starts `program` (tabula) with `args` plus --out and --json; throws std::runtime_error.
    Simulation(std::string id, const std::filesystem::path& program, std::vector<std::string> args, int matches);
    ~Simulation();  // ends the child if it still runs, and removes its files
    Simulation(const Simulation&) = delete;
    Simulation& operator=(const Simulation&) = delete;

    const std::string& id() const { return id_; }
    // {id, state (running, done, failed), done, matches, summary?, error?}
    nlohmann::json status();
    bool running();

private:
    void reap(bool wait);  // under mutex_
    int matches_done() const;

    std::mutex mutex_;
    const std::string id_;
    const int matches_;
    std::filesystem::path folder_;  // the child's files: out.jsonl, summary.json, errors.txt
    pid_t pid_ = -1;
    int exit_status_ = -1;  // once reaped
};

// The simulations a server keeps: one running at once, the newest `kept` in all.
class Simulations {
public:
    explicit Simulations(int most) : most_(most) {}
    // A new simulation made by `make` with a fresh id; nullptr while one is running.
    std::shared_ptr<Simulation> add(const std::function<std::shared_ptr<Simulation>(const std::string& id)>& make);
    std::shared_ptr<Simulation> find(const std::string& id) const;

private:
    mutable std::mutex mutex_;
    int most_;
    KeptById<Simulation> kept_;
};

}  // namespace tabula::web
