// Every JSON text the host writes (records, bot messages, --json output, messages
// quoting JSON values) is made here: a string that is not UTF-8 is written with
// U+FFFD for its bad bytes instead of throwing, so no dump can end the run.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

namespace tabula {

inline std::string json_text(const nlohmann::json& j, int indent = -1) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace tabula
