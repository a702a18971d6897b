// The games a web server offers (docs/web.md): each loaded once at start to read its
// declaration (seats, options), as `tabula list` does; a game that does not load is
// left out, with the reason in the server's log.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"

namespace tabula::web {

class Catalog {
public:
    Catalog(const GamePaths& paths, const Limits& limits);
    // nullptr for an id that is not offered.
    const GameInfo* find(const std::string& id) const;
    // GET /api/games: [{id, name, version, seats: {min, max, default}, options: [...]}].
    const nlohmann::json& json() const { return json_; }

private:
    std::vector<GameInfo> games_;
    nlohmann::json json_;
};

}  // namespace tabula::web
