#include "web/simulation.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>


namespace tabula::web {

namespace {

std::string option_text(const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string read_all(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The child, between fork and exec (only calls that are safe there: the server has
// threads): its own process group, no signal blocked (the server blocks SIGINT and
// SIGTERM in its threads), its output to the files, and the program run.
[[noreturn]] void become(const char* program, char* const* argv, const char* out_file, const char* err_file) {
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    const int null = open("/dev/null", O_RDONLY);
    const int out = open(out_file, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err = open(err_file, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (null < 0 || out < 0 || err < 0) _exit(127);
    dup2(null, 0);
    dup2(out, 1);
    dup2(err, 2);
    execv(program, argv);
    _exit(127);
}

}  // namespace

std::vector<std::string> simulate_args(const SimulationSpec& spec, const GamePaths& paths, const Limits& limits) {
    std::vector<std::string> args{"simulate", spec.dir.string(), "-n", std::to_string(spec.matches), "--seed",
                                  std::to_string(spec.seed), "--memory-limit", std::to_string(limits.memory_bytes >> 20),
                                  "--instruction-limit", std::to_string(limits.instructions)};
    if (limits.time_ms) args.insert(args.end(), {"--time-limit", std::to_string(limits.time_ms)});
    for (const auto& a : spec.agents) args.insert(args.end(), {"-a", a});
    for (const auto& [name, value] : spec.options.items()) args.insert(args.end(), {"-o", name + "=" + option_text(value)});
    for (const auto& m : paths.mods) args.insert(args.end(), {"--mod", m.string()});
    return args;
}

Simulation::Simulation(std::string id, const std::filesystem::path& program, std::vector<std::string> args, int matches)
    : id_(std::move(id)), matches_(matches) {
    std::string folder = (std::filesystem::temp_directory_path() / "tabula-sim-XXXXXX").string();
    if (!mkdtemp(folder.data())) throw std::runtime_error(std::string("cannot make a folder for a simulation: ") + std::strerror(errno));
    folder_ = folder;
    args.insert(args.begin(), "tabula");
    args.insert(args.end(), {"--json", "--no-progress", "--out", (folder_ / "out.jsonl").string()});
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    const std::string out = (folder_ / "summary.json").string(), err = (folder_ / "errors.txt").string();
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error(std::string("cannot start a simulation: ") + std::strerror(errno));
    if (pid_ == 0) become(program.c_str(), argv.data(), out.c_str(), err.c_str());
    setpgid(pid_, pid_);
}

Simulation::~Simulation() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (exit_status_ < 0 && pid_ > 0) {
        kill(-pid_, SIGKILL);
        reap(true);
    }
    std::error_code ec;
    std::filesystem::remove_all(folder_, ec);
}

void Simulation::reap(bool wait) {
    if (exit_status_ >= 0) return;
    int status = 0;
    const pid_t r = waitpid(pid_, &status, wait ? 0 : WNOHANG);
    if (r == pid_) exit_status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// The lines of matches in the --out file (not its header, nor its lines of runs).
int Simulation::matches_done() const {
    std::ifstream in(folder_ / "out.jsonl", std::ios::binary);
    int lines = 0;
    for (std::string line; std::getline(in, line);) lines += line.find("\"match\":") != std::string::npos;
    return lines;
}

bool Simulation::running() {
    std::lock_guard<std::mutex> lock(mutex_);
    reap(false);
    return exit_status_ < 0;
}

nlohmann::json Simulation::status() {
    std::lock_guard<std::mutex> lock(mutex_);
    reap(false);
    nlohmann::json j = {{"id", id_}, {"matches", matches_}, {"done", matches_done()}};
    if (exit_status_ < 0) {
        j["state"] = "running";
        return j;
    }
    try {
        j["summary"] = nlohmann::json::parse(read_all(folder_ / "summary.json"));
        j["state"] = "done";
    } catch (const nlohmann::json::exception&) {
        j["state"] = "failed";
        j["error"] = "tabula simulate exited with status " + std::to_string(exit_status_) + ": " +
                     read_all(folder_ / "errors.txt").substr(0, 2000);
    }
    return j;
}

std::shared_ptr<Simulation> Simulations::add(const std::function<std::shared_ptr<Simulation>(const std::string& id)>& make) {
    std::lock_guard<std::mutex> lock(mutex_);
    bool running = false;
    kept_.each([&](Simulation& s) { running = running || s.running(); });
    if (running) return nullptr;
    if (static_cast<int>(kept_.size()) >= most_) kept_.drop_oldest([](const Simulation&) { return true; });
    return kept_.add(12, make);
}

std::shared_ptr<Simulation> Simulations::find(const std::string& id) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return kept_.find(id);
}

}  // namespace tabula::web
