// The pages a web server serves (docs/web.md): the files of one folder (tools/web/ of the
// source tree, or $TABULA_WEB), and nothing outside it.
#pragma once
#include <filesystem>
#include <optional>
#include <string>

namespace tabula::web {

// tools/web/ of the source tree, or $TABULA_WEB.
std::filesystem::path default_web_dir();

struct StaticFile {
    std::string content, type;
};

// The file a request path names under `root` ("/" is index.html): nullopt for a path
// that is malformed, leaves the folder (.., a link out), names a hidden file or a
// folder, or does not exist.
std::optional<StaticFile> read_static(const std::filesystem::path& root, const std::string& path);

}  // namespace tabula::web
