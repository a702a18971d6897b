// The web server's pure parts (docs/web.md): the scene a game's hook gives, checked; the
// pages read beneath the served folder only; the Host a request may name.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "match/scene.h"
#include "web/host_check.h"
#include "web/static_files.h"

using namespace tabula;
using nlohmann::json;

TEST_CASE("checked_hook_scene keeps known shapes and refuses the rest") {
    const json ok = checked_hook_scene(json::parse(R"({"width": 300, "height": 200, "title": "t",
        "shapes": [{"type": "rect", "x": 1, "y": 2, "w": 3, "h": 4, "option": 5, "onclick": "x"},
                   {"x": 0, "y": 0},
                   {"type": "polygon", "points": [0, 0, 1, 1, 2, 0]}]})"));
    CHECK(ok["width"] == 300);
    CHECK(ok["title"] == "t");
    REQUIRE(ok["shapes"].size() == 3);
    CHECK(ok["shapes"][0]["option"] == "5");  // a number made text
    CHECK_FALSE(ok["shapes"][0].contains("onclick"));
    CHECK(ok["shapes"][1]["type"] == "rect");  // the default type
    CHECK(checked_hook_scene(json::parse(R"({"shapes": {}})"))["shapes"].empty());  // an empty Lua table

    const auto refused = [](const char* text) {
        try {
            checked_hook_scene(json::parse(text));
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(refused("[1]") == "a scene is a table of width, height, title and shapes");
    CHECK(refused(R"({"width": 0})") == "scene.width must be a number above 0");
    CHECK(refused(R"({"title": 3})") == "scene.title must be text");
    CHECK(refused(R"({"shapes": 3})") == "scene.shapes must be a list of shapes");
    CHECK(refused(R"({"shapes": [1]})") == "scene.shapes[1] is not a table");
    CHECK(refused(R"({"shapes": [{}, {"type": "star"}]})") ==
          "scene.shapes[2].type 'star' is none of rect, circle, hex, polygon, line, text");
    CHECK(refused(R"({"shapes": [{"x": "1"}]})") == "scene.shapes[1].x must be a number");
    CHECK(refused(R"({"shapes": [{"label": {}}]})") == "scene.shapes[1].label must be text");
    CHECK(refused(R"({"shapes": [{"type": "polygon", "points": [1, "a"]}]})") ==
          "scene.shapes[1].points must be a list of numbers");
    json many = {{"shapes", json::array()}};
    for (int i = 0; i < 10001; ++i) many["shapes"].push_back(json::object());
    CHECK(refused(many.dump().c_str()).find("more than") != std::string::npos);
}

TEST_CASE("read_static reads beneath the served folder only") {
    namespace fs = std::filesystem;
    const fs::path base = fs::temp_directory_path() / ("tabula-static-" + std::to_string(::getpid()));
    fs::create_directories(base / "web" / "sub");
    std::ofstream(base / "web" / "index.html") << "<p>hi</p>";
    std::ofstream(base / "web" / "sub" / "a.js") << "x";
    std::ofstream(base / "web" / ".secret") << "s";
    std::ofstream(base / "outside.txt") << "o";
    fs::create_symlink(base / "outside.txt", base / "web" / "out.txt");
    const fs::path root = base / "web";

    auto index = web::read_static(root, "/");
    REQUIRE(index);
    CHECK(index->content == "<p>hi</p>");
    CHECK(index->type == "text/html; charset=utf-8");
    REQUIRE(web::read_static(root, "/sub/a.js"));
    CHECK(web::read_static(root, "/sub/a.js")->type == "text/javascript; charset=utf-8");
    for (const char* bad : {"", "index.html", "/../outside.txt", "/sub/../index.html", "/.secret", "/sub//a.js",
                            "/sub\\a.js", "/sub", "/missing", "/out.txt", "/sub/\x01"})
        CHECK_FALSE(web::read_static(root, bad));
    CHECK_FALSE(web::read_static(root, "/" + std::string(600, 'a')));
    fs::remove_all(base);
}

TEST_CASE("host_allowed: the server's own names, not another site's") {
    using web::host_allowed;
    CHECK(web::host_name("LocalHost:8080") == "localhost");
    CHECK(web::host_name("[::1]:80") == "::1");
    CHECK(host_allowed("127.0.0.1:8080", "127.0.0.1", {}));
    CHECK(host_allowed("localhost", "127.0.0.1", {}));
    CHECK(host_allowed("localhost.:9", "127.0.0.1", {}));
    CHECK(host_allowed("[::1]:9", "127.0.0.1", {}));
    CHECK(host_allowed("192.168.1.5:9", "192.168.1.5", {}));
    CHECK_FALSE(host_allowed("evil.example:8080", "127.0.0.1", {}));
    CHECK_FALSE(host_allowed("", "127.0.0.1", {}));
    CHECK_FALSE(host_allowed("192.168.1.5:9", "127.0.0.1", {}));
    CHECK(host_allowed("192.168.1.5:9", "0.0.0.0", {}));  // every interface: any address
    CHECK_FALSE(host_allowed("evil.example", "0.0.0.0", {}));
    CHECK(host_allowed("box.lan:8080", "0.0.0.0", {"box.lan"}));
    CHECK(host_allowed("BOX.lan", "0.0.0.0", {"box.lan"}));
}

TEST_CASE("origin_allowed: a post from the server's own pages, or from no page") {
    using web::origin_allowed;
    CHECK(origin_allowed("", "127.0.0.1", {}));
    CHECK(origin_allowed("http://127.0.0.1:8080", "127.0.0.1", {}));
    CHECK(origin_allowed("https://localhost", "127.0.0.1", {}));
    CHECK_FALSE(origin_allowed("http://evil.example", "127.0.0.1", {}));
    CHECK_FALSE(origin_allowed("null", "127.0.0.1", {}));
    CHECK_FALSE(origin_allowed("ftp://127.0.0.1", "127.0.0.1", {}));
}
