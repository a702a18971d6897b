// A request for a new web match (POST /api/matches, docs/web.md) read and checked: the
// game, its options, the seed and an agent per seat.
#pragma once
#include <nlohmann/json.hpp>

#include "web/catalog.h"
#include "web/match_session.h"

namespace tabula::web {

// Throws std::invalid_argument saying what is wrong with the request.
SessionSpec read_new_match(const nlohmann::json& body, const Catalog& catalog, bool allow_exec);

}  // namespace tabula::web
