#include "web/catalog.h"

#include <spdlog/spdlog.h>

#include "runtime/loaded_game.h"

namespace tabula::web {

Catalog::Catalog(const GamePaths& paths, const Limits& limits) : json_(nlohmann::json::array()) {
    for (const auto& id : paths.list()) {
        try {
            const LoadedGame loaded(paths, paths.resolve(id), limits);
            games_.push_back(loaded.game.info());
        } catch (const std::exception& e) {
            spdlog::warn("serve: {} does not load, and is not offered: {}", id, e.what());
            continue;
        }
        const GameInfo& i = games_.back();
        nlohmann::json options = nlohmann::json::array();
        for (const auto& o : i.options) {
            nlohmann::json oj = {{"name", o.name}, {"default", o.default_value}, {"help", o.help}, {"accepts", o.accepts()}};
            if (!o.choices.empty()) oj["choices"] = o.choices;
            if (o.min) oj["min"] = *o.min;
            if (o.max) oj["max"] = *o.max;
            options.push_back(std::move(oj));
        }
        json_.push_back({{"id", id},
                         {"name", i.name},
                         {"version", i.version},
                         {"seats", {{"min", i.min_seats}, {"max", i.max_seats}, {"default", i.default_seats}}},
                         {"perfect_information", i.perfect_information},
                         {"options", std::move(options)}});
    }
}

const GameInfo* Catalog::find(const std::string& id) const {
    for (const auto& g : games_)
        if (g.id == id) return &g;
    return nullptr;
}

}  // namespace tabula::web
