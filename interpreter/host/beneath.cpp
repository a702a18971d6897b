#include "host/beneath.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <deque>

namespace tabula::beneath {

namespace {

constexpr int kMaxLinks = 40;  // as the kernel's ELOOP

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(Fd&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
    Fd& operator=(Fd&& o) noexcept {
        std::swap(fd_, o.fd_);
        return *this;
    }
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    int get() const { return fd_; }
    int release() {
        int fd = fd_;
        fd_ = -1;
        return fd;
    }

private:
    int fd_;
};

void push_parts(std::deque<std::string>& parts, const std::string& path, bool front) {
    std::deque<std::string> split;
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t slash = path.find('/', start);
        if (slash == std::string::npos) slash = path.size();
        std::string part = path.substr(start, slash - start);
        if (!part.empty() && part != ".") split.push_back(std::move(part));
        start = slash + 1;
    }
    if (front)
        parts.insert(parts.begin(), split.begin(), split.end());
    else
        parts.insert(parts.end(), split.begin(), split.end());
}

// Where a walk ended: the folder holding the object, its name there, and what it is.
struct Walk {
    std::vector<Fd> folders;  // [0] the root, then each folder entered
    std::string name;         // the last part, in folders.back(); "" for the root itself
    Found found = Found::missing;
};

Found kind_of(mode_t mode) {
    if (S_ISREG(mode)) return Found::file;
    if (S_ISDIR(mode)) return Found::folder;
    return Found::other;
}

Walk ended(Walk& w, Found found) {
    w.found = found;
    return std::move(w);
}

Walk walk(const std::filesystem::path& root, const std::string& rel) {
    Walk w;
    Fd top(::open(root.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (top.get() < 0) {
        w.found = errno == ENOENT ? Found::missing : Found::broken;
        return w;
    }
    w.folders.push_back(std::move(top));
    w.found = Found::folder;
    std::deque<std::string> parts;
    push_parts(parts, rel, false);
    int links = 0;
    while (!parts.empty()) {
        std::string part = std::move(parts.front());
        parts.pop_front();
        if (part == "..") {
            if (w.folders.size() == 1) return ended(w, Found::escapes);
            w.folders.pop_back();
            continue;
        }
        Fd fd(::openat(w.folders.back().get(), part.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
        if (fd.get() < 0) return ended(w, errno == ENOENT ? Found::missing : Found::broken);
        struct stat st;
        if (::fstat(fd.get(), &st) != 0) return ended(w, Found::broken);
        if (S_ISLNK(st.st_mode)) {
            char target[4096];
            const ssize_t n = ::readlinkat(fd.get(), "", target, sizeof target);
            if (++links > kMaxLinks || n <= 0 || n == ssize_t(sizeof target)) return ended(w, Found::broken);
            if (target[0] == '/') return ended(w, Found::escapes);
            push_parts(parts, std::string(target, static_cast<std::size_t>(n)), true);
            continue;
        }
        if (!parts.empty()) {  // more to come: this must be a folder to enter
            if (!S_ISDIR(st.st_mode)) return ended(w, Found::broken);
            w.folders.push_back(std::move(fd));
            continue;
        }
        w.name = part;
        w.found = kind_of(st.st_mode);
    }
    return w;  // an empty name: the walk ended on folders.back() itself
}

// An open descriptor of what a walk found (a file to read, a folder to list), checked to
// be still of that kind; -1 if it changed under us.
int open_found(const Walk& w, int flags, Found want) {
    const int dir = w.folders.back().get();
    Fd fd(w.name.empty() ? ::openat(dir, ".", flags | O_CLOEXEC)
                         : ::openat(dir, w.name.c_str(), flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    struct stat st;
    if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || kind_of(st.st_mode) != want) return -1;
    return fd.release();
}

std::string join(const std::string& rel, const std::string& name) { return rel.empty() ? name : rel + "/" + name; }

}  // namespace

Found look(const std::filesystem::path& root, const std::string& rel) { return walk(root, rel).found; }

bool read(const std::filesystem::path& root, const std::string& rel, std::size_t max_bytes, std::string& text,
          std::string& why) {
    const Walk w = walk(root, rel);
    if (w.found != Found::file) {
        why = w.found == Found::folder ? "is a folder" : describe(w.found);
        return false;
    }
    Fd fd(open_found(w, O_RDONLY, Found::file));
    if (fd.get() < 0) {
        why = "cannot be opened";
        return false;
    }
    text.clear();
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd.get(), buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            why = "cannot be read";
            return false;
        }
        if (n == 0) return true;
        if (text.size() + std::size_t(n) > max_bytes) {
            why = "is larger than " + std::to_string(max_bytes) + " bytes";
            return false;
        }
        text.append(buf, std::size_t(n));
    }
}

std::vector<Entry> list(const std::filesystem::path& root, const std::string& rel, std::size_t max_entries,
                        bool& complete) {
    std::vector<Entry> entries;
    complete = true;
    const Walk w = walk(root, rel);
    if (w.found != Found::folder) return entries;
    const int fd = open_found(w, O_RDONLY | O_DIRECTORY, Found::folder);
    if (fd < 0) return entries;
    DIR* dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return entries;
    }
    std::vector<std::string> names;
    while (const dirent* e = ::readdir(dir)) {
        const std::string name = e->d_name;
        if (name == "." || name == "..") continue;
        if (names.size() == max_entries) {
            complete = false;
            break;
        }
        names.push_back(name);
    }
    ::closedir(dir);
    for (auto& name : names) {
        const Found kind = look(root, join(rel, name));
        entries.push_back({std::move(name), kind});
    }
    return entries;
}

const char* describe(Found found) {
    switch (found) {
        case Found::file: return "is a file";
        case Found::folder: return "is a folder";
        case Found::other: return "is not a regular file";
        case Found::missing: return "does not exist";
        case Found::escapes: return "is reached through a link that leads outside its folder";
        case Found::broken: return "cannot be reached (a loop of links, a part that is not a folder, or no permission)";
    }
    return "cannot be reached";
}

}  // namespace tabula::beneath
