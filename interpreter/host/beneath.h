// Files under a root folder, reached so that no path and no link leads out of it.
// Every file the host opens, lists or loads for a script goes through here: each part
// of the path is opened relative to the folder before it, a link is read and followed
// only while it stays beneath the root (a relative target; `..` never above the root),
// so a link swapped in between a check and an open cannot escape either.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace tabula::beneath {

enum class Found {
    file,     // a regular file (after following links beneath the root)
    folder,   // a folder
    other,    // a device, a socket, a fifo: never read
    missing,  // nothing there
    escapes,  // a link leads out of the root (absolute target, or `..` above it)
    broken,   // a loop of links, a part that is not a folder, no permission
};

// What `rel` (slash-separated, relative) names under `root`.
Found look(const std::filesystem::path& root, const std::string& rel);

// The file `rel` under `root`, at most `max_bytes` long, into `text`. False with `why`
// ("leads outside games/x/", "is larger than N bytes", ...) when it cannot be read.
bool read(const std::filesystem::path& root, const std::string& rel, std::size_t max_bytes, std::string& text,
          std::string& why);

// An entry of a folder: its name and what it is (links followed beneath the root).
struct Entry {
    std::string name;
    Found kind;
};
// The entries of the folder `rel` under `root` ("" for the root itself), in no set
// order, at most `max_entries` (then `complete` is false); "." and ".." left out.
// Empty if the folder cannot be reached beneath the root.
std::vector<Entry> list(const std::filesystem::path& root, const std::string& rel, std::size_t max_entries,
                        bool& complete);

// A phrase for a Found that is not file or folder, for errors: "leads outside its folder".
const char* describe(Found found);

}  // namespace tabula::beneath
