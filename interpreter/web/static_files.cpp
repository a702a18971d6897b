#include "web/static_files.h"

#include <cstdlib>

#include "host/beneath.h"

namespace tabula::web {

namespace fs = std::filesystem;

fs::path default_web_dir() {
    const char* env = std::getenv("TABULA_WEB");
    return env && *env ? fs::path(env) : fs::path(TABULA_SOURCE_DIR) / "tools" / "web";
}

namespace {

constexpr std::uintmax_t kMaxFile = 8u << 20;

std::string type_of(const fs::path& p) {
    const std::string ext = p.extension().string();
    if (ext == ".html") return "text/html; charset=utf-8";
    if (ext == ".js") return "text/javascript; charset=utf-8";
    if (ext == ".css") return "text/css; charset=utf-8";
    if (ext == ".svg") return "image/svg+xml";
    if (ext == ".png") return "image/png";
    if (ext == ".json") return "application/json";
    if (ext == ".ico") return "image/x-icon";
    return "text/plain; charset=utf-8";
}

}  // namespace

std::optional<StaticFile> read_static(const fs::path& root, const std::string& path) {
    if (path.empty() || path[0] != '/' || path.size() > 512) return std::nullopt;
    std::string rel = path == "/" ? "index.html" : path.substr(1);
    // Each part a plain name: no "..", no hidden files, no backslashes or NULs.
    size_t start = 0;
    for (;;) {
        const size_t slash = rel.find('/', start);
        const std::string part = rel.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (part.empty() || part[0] == '.') return std::nullopt;
        if (slash == std::string::npos) break;
        start = slash + 1;
    }
    for (char c : rel)
        if (c == '\\' || c == '\0' || static_cast<unsigned char>(c) < 0x20) return std::nullopt;
    // Opened part by part beneath the folder (host/beneath.h): no link leads out of it,
    // even one swapped in while the file is read.
    std::string text, why;
    if (!beneath::read(root, rel, kMaxFile, text, why)) return std::nullopt;
    return StaticFile{std::move(text), type_of(fs::path(rel))};
}

}  // namespace tabula::web
