// host/beneath: files under a root are reached so that no path or link leaves it.
#include <catch2/catch.hpp>

#include <fstream>

#include <unistd.h>

#include "host/beneath.h"

namespace fs = std::filesystem;
using tabula::beneath::Found;

namespace {

// A root with a file, a folder, and links of every kind; a secret beside the root.
struct Tree {
    fs::path top = fs::temp_directory_path() / ("tabula_beneath_" + std::to_string(::getpid()));
    fs::path root = top / "root";
    Tree() {
        fs::remove_all(top);
        fs::create_directories(root / "sub" / "deep");
        fs::create_directories(top / "outside");
        write(top / "secret.txt", "secret");
        write(top / "outside" / "x.txt", "outside");
        write(root / "a.txt", "alpha");
        write(root / "sub" / "b.txt", "beta");
        fs::create_symlink("a.txt", root / "rel_in");                   // relative, inside
        fs::create_symlink("../a.txt", root / "sub" / "up_in");         // .. that stays inside
        fs::create_symlink("sub/up_in", root / "chain_in");             // a chain inside
        fs::create_symlink(root / "a.txt", root / "abs_in");            // absolute, even to inside
        fs::create_symlink("../secret.txt", root / "rel_out");          // relative, out
        fs::create_symlink("deep/../../../secret.txt", root / "sub" / "sneaky");
        fs::create_symlink(top / "secret.txt", root / "abs_out");       // absolute, out
        fs::create_symlink("../outside", root / "folder_out");          // a folder out
        fs::create_symlink("sub", root / "folder_in");                  // a folder inside
        fs::create_symlink("rel_out", root / "chain_out");              // a chain that ends out
        fs::create_symlink("loop_b", root / "loop_a");
        fs::create_symlink("loop_a", root / "loop_b");
        fs::create_symlink("nothing_here", root / "dangling");
    }
    ~Tree() { fs::remove_all(top); }
    static void write(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }
};

std::string read(const fs::path& root, const std::string& rel) {
    std::string text, why;
    return tabula::beneath::read(root, rel, 1 << 20, text, why) ? text : "refused: " + why;
}

}  // namespace

TEST_CASE("beneath: files and links that stay under the root are read", "[beneath]") {
    Tree t;
    CHECK(read(t.root, "a.txt") == "alpha");
    CHECK(read(t.root, "sub/b.txt") == "beta");
    CHECK(read(t.root, "rel_in") == "alpha");
    CHECK(read(t.root, "sub/up_in") == "alpha");
    CHECK(read(t.root, "chain_in") == "alpha");
    CHECK(read(t.root, "folder_in/b.txt") == "beta");
    CHECK(read(t.root, "sub/../a.txt") == "alpha");
    CHECK(tabula::beneath::look(t.root, "folder_in") == Found::folder);
    CHECK(tabula::beneath::look(t.root, "") == Found::folder);
}

TEST_CASE("beneath: no path and no link leads out of the root", "[beneath]") {
    Tree t;
    for (const char* rel : {"rel_out", "abs_out", "abs_in", "sub/sneaky", "chain_out", "folder_out/x.txt", "../secret.txt",
                            "sub/../../secret.txt"}) {
        INFO(rel);
        CHECK(tabula::beneath::look(t.root, rel) == Found::escapes);
        CHECK(read(t.root, rel).find("refused: is reached through a link that leads outside") == 0);
    }
    CHECK(tabula::beneath::look(t.root, "folder_out") == Found::escapes);
    CHECK(tabula::beneath::look(t.root, "loop_a") == Found::broken);
    CHECK(tabula::beneath::look(t.root, "dangling") == Found::missing);
    CHECK(tabula::beneath::look(t.root, "a.txt/x") == Found::broken);
    CHECK(tabula::beneath::look(t.root, "none.txt") == Found::missing);
    CHECK(read(t.root, "sub").find("refused: is a folder") == 0);
}

TEST_CASE("beneath: a listing says what each entry is, links followed beneath the root", "[beneath]") {
    Tree t;
    bool complete = false;
    auto entries = tabula::beneath::list(t.root, "", 1000, complete);
    CHECK(complete);
    auto kind = [&](const std::string& name) {
        for (const auto& e : entries)
            if (e.name == name) return e.kind;
        return Found::missing;
    };
    CHECK(kind("a.txt") == Found::file);
    CHECK(kind("rel_in") == Found::file);
    CHECK(kind("sub") == Found::folder);
    CHECK(kind("folder_in") == Found::folder);
    CHECK(kind("rel_out") == Found::escapes);
    CHECK(kind("folder_out") == Found::escapes);
    CHECK(kind("loop_a") == Found::broken);
    CHECK(tabula::beneath::list(t.root, "folder_out", 1000, complete).empty());
    CHECK(tabula::beneath::list(t.root, "", 2, complete).size() == 2);
    CHECK_FALSE(complete);
}

TEST_CASE("beneath: a file past the size limit is refused", "[beneath]") {
    Tree t;
    std::string text, why;
    CHECK_FALSE(tabula::beneath::read(t.root, "a.txt", 3, text, why));
    CHECK(why == "is larger than 3 bytes");
}
