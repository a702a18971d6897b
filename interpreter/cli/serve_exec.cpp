// `tabula serve` runs the program tabula-serve in its place: the web server links
// cpp-httplib, and with it OpenSSL, zlib and brotli, whose loading would cost every
// other command about 9 M instructions (3 to 5 ms) at start (docs/performance.md).
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include "cli/cli.h"

namespace tabula::cli {

int serve_elsewhere(const std::vector<std::string>& args) {
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) throw std::runtime_error("serve: cannot find this program's folder (/proc/self/exe: " + ec.message() + ")");
    const std::filesystem::path server = self.parent_path() / "tabula-serve";
    std::vector<std::string> argv_text{"tabula-serve"};
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_text) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(server.c_str(), argv.data());
    throw std::runtime_error("serve: cannot run " + server.string() + " (" + std::strerror(errno) +
                             "): it is built beside tabula (cmake --build build --target tabula-serve)");
}

}  // namespace tabula::cli
