#include "runtime/game_sources.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/state_hash.h"

namespace tabula {

namespace fs = std::filesystem;

namespace {

// The .lua files below `dir`, in a fixed order.
std::vector<fs::path> lua_files(const fs::path& dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        std::error_code type_ec;
        if (it->path().extension() == ".lua" && it->is_regular_file(type_ec)) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// A file by its path inside its folder, so that the same sources in another checkout
// (another machine of a cluster) give the same fingerprint.
void add_file(Fnv64& h, const fs::path& folder, const fs::path& file) {
    h.text(file.lexically_relative(folder).generic_string());
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        h.text("(unreadable)");
        return;
    }
    h.text(std::string(std::istreambuf_iterator<char>(in), {}));
}

}  // namespace

uint64_t sources_fingerprint(const GamePaths& paths, const fs::path& game_dir) {
    std::vector<fs::path> folders(paths.mods.begin(), paths.mods.end());
    folders.push_back(game_dir);
    Fnv64 h;
    for (const auto& folder : folders) {
        h.text("(folder)");
        for (const auto& file : lua_files(folder)) add_file(h, folder, file);
    }
    return h.value();
}

}  // namespace tabula
