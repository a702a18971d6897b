#include "web/seat_board.h"

#include <functional>

#include <spdlog/spdlog.h>

#include "host/script_error.h"
#include "match/match.h"
#include "match/seat_view.h"

namespace tabula::web {

namespace {

// A hook's error, said in full to the server's log; a page is told only which hook failed
// (a script's error text may name what the seat must not see).
std::string hook_failed(const char* hook, int seat, const std::string& error) {
    spdlog::error("web: game.{} for seat {}: {}", hook, seat, error);
    return std::string("the game's ") + hook + " failed (the server's log says why)";
}

}  // namespace

void mark_options(nlohmann::json& scene, const std::set<std::string>& ids) {
    std::function<void(nlohmann::json&)> mark = [&](nlohmann::json& entry) {
        entry.erase("option");
        if (entry.contains("id") && entry["id"].is_number_integer()) {
            const std::string id = std::to_string(entry["id"].get<long long>());
            if (ids.count(id)) entry["option"] = id;
        }
        if (entry.contains("attachments"))
            for (auto& a : entry["attachments"]) mark(a);
    };
    for (auto& z : scene["zones"])
        for (auto& c : z["cards"]) mark(c);
    for (auto& s : scene["spaces"])
        for (auto& o : s["objects"]) mark(o);
    for (auto& shape : scene["shapes"]) {
        if (shape.contains("option") && !(shape["option"].is_string() && ids.count(shape["option"].get<std::string>())))
            shape.erase("option");
        if (!shape.contains("options")) continue;
        nlohmann::json asked = nlohmann::json::array();
        for (const auto& id : shape["options"])
            if (id.is_string() && ids.count(id.get<std::string>())) asked.push_back(id);
        if (asked.empty()) {
            shape.erase("options");
        } else {
            shape["options"] = std::move(asked);
        }
    }
}

nlohmann::json seat_board(Match& m, int seat, const std::set<std::string>& option_ids) {
    nlohmann::json j;
    j["errors"] = nlohmann::json::array();
    SeatView view(m, seat);
    try {
        j["render"] = view.render();
    } catch (const ScriptError& e) {
        j["render"] = nullptr;
        j["errors"].push_back(hook_failed("render", seat, e.what()));
    }
    try {
        j["view"] = view.view();
    } catch (const ScriptError& e) {
        j["view"] = nullptr;
        j["errors"].push_back(hook_failed("view", seat, e.what()));
    }
    try {
        nlohmann::json scene = view.scene();
        mark_options(scene, option_ids);
        j["scene"] = std::move(scene);
    } catch (const ScriptError& e) {
        j["scene"] = nullptr;
        j["errors"].push_back(hook_failed("scene", seat, e.what()));
    }
    size_t cursor = 0;
    j["log"] = view.take_messages(cursor);
    return j;
}

}  // namespace tabula::web
