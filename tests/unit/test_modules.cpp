// tabula.modules(folder): a folder's modules across the game, its mods and stdlib.
#include <catch2/catch.hpp>

#include <fstream>

#include <unistd.h>

#include "fixtures.h"

using fixture::contains;
using fixture::eval;
using tabula::ScriptError;
using tabula::ScriptHost;

namespace fs = std::filesystem;

namespace {

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
}

// A game root and a mod root in a temporary folder, removed at the end.
struct Roots {
    Roots() {
        write(game / "skills" / "amiya.lua", "return 'game amiya'");
        write(game / "skills" / "kaltsit.lua", "return 'game kaltsit'");
        write(game / "skills" / "README.txt", "not a module");
        write(game / "skills" / "bad name.lua", "return 'skipped'");
        write(game / "skills" / "deep" / "nested.lua", "return 'not listed'");
        write(mod / "skills" / "amiya.lua", "return 'mod amiya'");
        write(mod / "skills" / "Vigil.lua", "return 'mod vigil'");
        write(mod / "skills" / "zed.lua", "return 'mod zed'");
    }
    ~Roots() { fs::remove_all(base); }
    std::vector<tabula::ModuleRoot> roots() const {
        return {{mod, "mods/mymod"}, {game, "games/g"}, {fixture::stdlib_dir(), "stdlib"}};
    }
    fs::path base = fs::temp_directory_path() / ("tabula_unit_modules_" + std::to_string(::getpid()));
    fs::path game = base / "game", mod = base / "mymod";
};

std::string listed(ScriptHost& host, const std::string& folder) {
    return eval(host, "return table.concat(tabula.modules('" + folder + "'), ',')");
}

}  // namespace

TEST_CASE("tabula.modules: the union of the game's and the mods' files, sorted, once each", "[sandbox][modules]") {
    Roots r;
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    CHECK(listed(host, "skills") == "skills.Vigil,skills.amiya,skills.kaltsit,skills.zed");
    // Each name requires: the mod's file replaces the game's.
    CHECK(eval(host, "local out = {} for _, m in ipairs(tabula.modules('skills')) do out[#out + 1] = require(m) end "
                     "return table.concat(out, ',')") == "mod vigil,mod amiya,game kaltsit,mod zed");
    CHECK(contains(listed(host, "tabula"), "tabula.sorted"));  // stdlib is a root too
    {
        tabula::QueryGuard query(host, "game.view");  // a pure query: allowed inside one
        CHECK(listed(host, "skills.deep") == "skills.deep.nested");
    }
}

TEST_CASE("tabula.modules: an empty or missing folder gives an empty table", "[sandbox][modules]") {
    Roots r;
    fs::create_directories(r.game / "empty");
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "local t = tabula.modules('empty') return type(t) .. #t") == "table0");
    CHECK(eval(host, "return #tabula.modules('no.such.folder')") == "0");
    CHECK(eval(host, "return #tabula.modules('skills.amiya')") == "0");  // a file, not a folder
}

TEST_CASE("tabula.modules: a bad folder name is an error", "[sandbox][modules]") {
    Roots r;
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    for (const char* bad : {"", "..", "../game", "skills/deep", ".skills", "skills.", "a..b", "/etc"}) {
        INFO(bad);
        std::string err;
        try {
            eval(host, std::string("return tabula.modules[[") + bad + "]]");
        } catch (const ScriptError& e) {
            err = e.message();
        }
        CHECK(contains(err, std::string("test.lua:1: tabula.modules: '") + bad +
                                "' is not a folder name (dotted words)"));
    }
}

TEST_CASE("tabula.module_file: where require loads a module from, as errors name it", "[sandbox][modules]") {
    Roots r;
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "return tabula.module_file('skills.amiya')") == "mods/mymod/skills/amiya.lua");
    CHECK(eval(host, "return tabula.module_file('skills.kaltsit')") == "games/g/skills/kaltsit.lua");
    CHECK(eval(host, "return tostring(tabula.module_file('skills.nobody'))") == "nil");
    CHECK(eval(host, "return tostring(tabula.module_file('../etc'))") == "nil");
}

TEST_CASE("tabula.data: a data file's text from the mods first, then the game, with its name", "[sandbox][data]") {
    Roots r;
    write(r.game / "decks" / "crane.txt", "3 Marketplace\n");
    write(r.game / "decks" / "scorpion.txt", "game scorpion");
    write(r.mod / "decks" / "scorpion.txt", "mod scorpion");
    write(r.mod / "decks" / "mine.list", "mine");
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "local t, where = tabula.data('decks/crane.txt') return t .. '|' .. where") ==
          "3 Marketplace\n|games/g/decks/crane.txt");
    CHECK(eval(host, "local t, where = tabula.data('decks/scorpion.txt') return t .. '|' .. where") ==
          "mod scorpion|mods/mymod/decks/scorpion.txt");
    CHECK(eval(host, "local t, msg = tabula.data('decks/none.txt') return tostring(t) .. '|' .. msg") ==
          "nil|no file 'decks/none.txt' (searched: mods/mymod/, games/g/, stdlib/)");
    CHECK(eval(host, "return table.concat(tabula.data_files('decks'), ',')") == "crane.txt,mine.list,scorpion.txt");
    CHECK(eval(host, "return #tabula.data_files('nothing')") == "0");
    tabula::QueryGuard query(host, "game.view");  // a pure query: allowed inside one
    CHECK(eval(host, "return (tabula.data('decks/crane.txt'))") == "3 Marketplace\n");
}

TEST_CASE("tabula.data: a path that could leave the roots is answered as no file", "[sandbox][data]") {
    Roots r;
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    for (const char* bad : {"", "..", "../game/x", "/etc/passwd", "decks/../x", "decks//x", ".hidden", "a b",
                            "decks/"}) {
        INFO(bad);
        CHECK(eval(host, std::string("local t, why = tabula.data[[") + bad + "]] return tostring(t) .. '|' .. why") ==
              std::string("nil|'") + bad + "' is not a data path (at most 256 characters: names of letters, digits, "
                                           "'_', '-' and '.' joined by '/', none starting with '.')");
    }
    const std::string long_name(300, 'd');
    CHECK(contains(eval(host, "return select(2, tabula.data(string.rep('d', 300)))"), "'" + long_name.substr(0, 77) + "...' is not a data path"));
}

TEST_CASE("tabula.data, data_files, modules, require: links that leave a root are refused", "[sandbox][data]") {
    Roots r;
    write(r.game / "decks" / "crane.txt", "3 Marketplace\n");
    write(r.base / "secret.txt", "secret");
    std::filesystem::create_directories(r.game / "cards");
    std::filesystem::create_symlink("../../secret.txt", r.game / "decks" / "leak.txt");
    std::filesystem::create_symlink("/etc", r.game / "etc");
    std::filesystem::create_symlink("crane.txt", r.game / "decks" / "alias.txt");  // inside: followed
    std::filesystem::create_symlink("../../secret.txt", r.game / "cards" / "leak.lua");
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    auto error_of = [&](const std::string& code) {
        try {
            eval(host, code);
        } catch (const ScriptError& e) {
            return e.message();
        }
        return std::string("(no error)");
    };
    CHECK(eval(host, "return (tabula.data('decks/alias.txt'))") == "3 Marketplace\n");
    CHECK(contains(error_of("return tabula.data('decks/leak.txt')"),
                   "tabula.data: games/g/decks/leak.txt is reached through a link that leads outside its folder"));
    CHECK(contains(error_of("return tabula.data('etc/passwd')"), "games/g/etc/passwd is reached through a link"));
    CHECK(contains(error_of("return tabula.data_files('etc')"), "tabula.data_files: games/g/etc is reached through a link"));
    CHECK(contains(error_of("return tabula.data_files('decks')"), "games/g/decks/leak.txt is reached through a link"));
    CHECK(contains(error_of("return tabula.modules('cards')"), "tabula.modules: games/g/cards/leak.lua is reached through a link"));
    CHECK(contains(error_of("return require('cards.leak')"), "require 'cards.leak': games/g/cards/leak.lua is reached through a link"));
}

TEST_CASE("tabula.data: a file over 1 MiB is refused", "[sandbox][data]") {
    Roots r;
    write(r.game / "big.txt", std::string((1 << 20) + 1, 'x'));
    ScriptHost host(r.roots(), tabula::Limits{}, fixture::bare);
    std::string err;
    try {
        eval(host, "return tabula.data('big.txt')");
    } catch (const ScriptError& e) {
        err = e.message();
    }
    CHECK(contains(err, "tabula.data: games/g/big.txt is larger than 1048576 bytes"));
}
