// Every JSON text the host writes (records, bot messages, --json output, messages
// quoting JSON values) is made here: a string that is not UTF-8 is written with
// U+FFFD for its bad bytes instead of throwing, so no dump can end the run.
#pragma once
#include <cmath>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace tabula {

inline std::string json_text(const nlohmann::json& j, int indent = -1) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A number as the host writes it: a whole number (within 2^53, where doubles still hold
// every integer) as an integer, `2` rather than `2.0`; any other as a float.
inline nlohmann::json number_json(double v) {
    constexpr double kExact = 9007199254740992.0;  // 2^53
    if (v == std::trunc(v) && std::fabs(v) <= kExact) return static_cast<int64_t>(v);
    return v;
}

}  // namespace tabula
