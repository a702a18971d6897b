#include "match/scene.h"

#include <set>
#include <stdexcept>
#include <string>

#include "host/script_error.h"
#include "match/match.h"
#include "model/objects.h"

namespace tabula {

namespace {

constexpr size_t kMaxShapes = 10000;

// A zone as the seat sees it: every card whose entry is hidden stays a bare "hidden"
// entry; a zone of which the seat sees no card gives only its count.
nlohmann::json scene_zone(const nlohmann::json& z) {
    nlohmann::json out = z;
    bool any_seen = false;
    for (const auto& c : z["cards"])
        if (!c.value("hidden", false)) any_seen = true;
    if (!any_seen && !z["cards"].empty()) {
        out["hidden"] = true;
        out["cards"] = nlohmann::json::array();
    } else {
        out["hidden"] = false;
    }
    return out;
}

// A shape's `options`: the option ids it shares with the shapes that complete a move.
nlohmann::json option_list(const nlohmann::json& list, const std::string& where) {
    if (!(list.is_array() || (list.is_object() && list.empty())))
        throw std::invalid_argument(where + ".options must be a list of option ids");
    nlohmann::json out = nlohmann::json::array();
    for (const auto& id : list) {
        if (id.is_number()) {
            out.push_back(id.dump());
        } else if (id.is_string()) {
            out.push_back(id);
        } else {
            throw std::invalid_argument(where + ".options must be a list of option ids");
        }
    }
    return out;
}

}  // namespace

nlohmann::json checked_hook_scene(const nlohmann::json& hook) {
    static const std::set<std::string> kTypes = {"rect", "circle", "text", "line", "hex", "polygon"};
    if (!hook.is_object()) throw std::invalid_argument("a scene is a table of width, height, title and shapes");
    nlohmann::json out = nlohmann::json::object();
    for (const char* k : {"width", "height"}) {
        if (!hook.contains(k)) continue;
        if (!hook[k].is_number() || hook[k].get<double>() <= 0)
            throw std::invalid_argument(std::string("scene.") + k + " must be a number above 0");
        out[k] = hook[k];
    }
    if (hook.contains("title")) {
        if (!hook["title"].is_string()) throw std::invalid_argument("scene.title must be text");
        out["title"] = hook["title"];
    }
    nlohmann::json shapes = nlohmann::json::array();
    if (hook.contains("shapes")) {
        const auto& list = hook["shapes"];
        if (!(list.is_array() || (list.is_object() && list.empty())))
            throw std::invalid_argument("scene.shapes must be a list of shapes");
        if (list.size() > kMaxShapes)
            throw std::invalid_argument("scene.shapes has " + std::to_string(list.size()) + " shapes, more than " +
                                        std::to_string(kMaxShapes));
        size_t i = 0;
        for (const auto& s : list) {
            ++i;
            const std::string where = "scene.shapes[" + std::to_string(i) + "]";
            if (!s.is_object()) throw std::invalid_argument(where + " is not a table");
            const std::string type = s.value("type", std::string("rect"));
            if (!kTypes.count(type))
                throw std::invalid_argument(where + ".type '" + type +
                                            "' is none of rect, circle, hex, polygon, line, text");
            nlohmann::json shape = nlohmann::json::object();
            shape["type"] = type;
            for (const char* k : {"x", "y", "w", "h", "r", "x2", "y2", "size", "font"}) {
                if (!s.contains(k)) continue;
                if (!s[k].is_number()) throw std::invalid_argument(where + "." + k + " must be a number");
                shape[k] = s[k];
            }
            for (const char* k : {"fill", "stroke", "label", "title", "colour", "option"}) {
                if (!s.contains(k)) continue;
                if (s[k].is_number()) {
                    shape[k] = s[k].dump();
                } else if (s[k].is_string()) {
                    shape[k] = s[k];
                } else {
                    throw std::invalid_argument(where + "." + k + " must be text");
                }
            }
            if (s.contains("options")) shape["options"] = option_list(s["options"], where);
            if (s.contains("points")) {
                const auto& p = s["points"];
                if (!p.is_array()) throw std::invalid_argument(where + ".points must be a list of numbers");
                for (const auto& n : p)
                    if (!n.is_number()) throw std::invalid_argument(where + ".points must be a list of numbers");
                shape["points"] = p;
            }
            shapes.push_back(std::move(shape));
        }
    }
    out["shapes"] = std::move(shapes);
    return out;
}

nlohmann::json seat_scene(Match& m, int seat) {
    nlohmann::json scene = nlohmann::json::object();
    scene["seat"] = seat;
    if (m.game().has_hook("scene")) {
        try {
            scene.update(checked_hook_scene(m.scene_hook(seat)));
        } catch (const std::invalid_argument& e) {
            throw ScriptError(m.game().where("scene") + ": " + e.what());
        }
        scene["source"] = "game";
    } else {
        scene["source"] = "model";
        scene["shapes"] = nlohmann::json::array();
    }
    nlohmann::json zones = nlohmann::json::array(), spaces = nlohmann::json::array();
    if (const Objects* objects = m.find_component<Objects>()) {
        const nlohmann::json v = objects->view(seat);  // the one place that decides what the seat sees
        for (const auto& [id, z] : v["zones"].items()) zones.push_back(scene_zone(z));
        for (const auto& [id, list] : v["spaces"].items()) spaces.push_back({{"id", id}, {"objects", list}});
    }
    scene["zones"] = std::move(zones);
    scene["spaces"] = std::move(spaces);
    return scene;
}

}  // namespace tabula
