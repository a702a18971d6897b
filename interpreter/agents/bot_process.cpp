#include "agents/bot_process.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace tabula::bot_process {

namespace {

std::string read_small(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The process group of `pid` from /proc/PID/stat, or -1.
pid_t group_of(const std::string& pid) {
    const std::string stat = read_small("/proc/" + pid + "/stat");
    const auto close = stat.rfind(')');  // the command name may hold spaces and parentheses
    if (close == std::string::npos) return -1;
    std::istringstream rest(stat.substr(close + 1));
    std::string state;
    long ppid = 0, pgrp = -1;
    rest >> state >> ppid >> pgrp;
    return rest ? static_cast<pid_t>(pgrp) : -1;
}

enum class Holds { yes, no, unknown };

Holds holds_pipe(const std::string& pid, const std::string& pipe_name) {
    const std::string dir = "/proc/" + pid + "/fd";
    DIR* d = opendir(dir.c_str());
    if (!d) return Holds::unknown;  // gone, or in the middle of an exec
    Holds holds = Holds::no;
    char target[64];
    while (const dirent* e = readdir(d)) {
        if (e->d_name[0] == '.') continue;
        const ssize_t n = readlink((dir + "/" + e->d_name).c_str(), target, sizeof target - 1);
        if (n > 0 && pipe_name.compare(0, std::string::npos, target, static_cast<size_t>(n)) == 0) {
            holds = Holds::yes;
            break;
        }
    }
    closedir(d);
    return holds;
}

// A wrapper: a shell running a command line (`sh -c ...`, not a script file), blocked in
// wait4 for a child; it writes nothing until that child ends. (A bot written as a shell
// script that waits for a helper is a script file, so it counts as able to answer.)
bool waiting_shell(const std::string& pid) {
    if (read_small("/proc/" + pid + "/wchan") != "do_wait") return false;
    const std::string cmdline = read_small("/proc/" + pid + "/cmdline");
    if (cmdline.find(std::string("\0-c\0", 4)) == std::string::npos) return false;
    char exe[256];
    const ssize_t n = readlink(("/proc/" + pid + "/exe").c_str(), exe, sizeof exe - 1);
    if (n <= 0) return false;
    std::string name(exe, static_cast<size_t>(n));
    name = name.substr(name.rfind('/') + 1);
    for (const char* shell : {"sh", "dash", "bash", "zsh", "ksh", "mksh", "busybox"})
        if (name == shell) return true;
    return false;
}

}  // namespace

bool can_answer(pid_t pgid, int read_fd) {
    struct stat st;
    if (fstat(read_fd, &st) != 0) return true;
    const std::string pipe_name = "pipe:[" + std::to_string(st.st_ino) + "]";
    DIR* proc = opendir("/proc");
    if (!proc) return true;
    bool seen = false, able = false;
    while (const dirent* e = readdir(proc)) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        const std::string pid = e->d_name;
        if (group_of(pid) != pgid) continue;
        const Holds holds = holds_pipe(pid, pipe_name);
        if (holds == Holds::no) continue;
        if (holds == Holds::yes && waiting_shell(pid)) {
            seen = true;
            continue;
        }
        able = true;  // holds it and is not only waiting, or cannot be told
        break;
    }
    closedir(proc);
    // A wrapper holding the pipe was seen (so /proc tells), and nothing else holds it.
    return able || !seen;
}

}  // namespace tabula::bot_process
