// JSON read from outside the host (bots, records, command-line values): parsed with
// a nesting limit, numbers checked finite, text checked as UTF-8 (by the parser).
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace tabula {

// What an untrusted JSON text may be.
inline constexpr int kMaxJsonDepth = 64;                    // arrays and objects inside each other
inline constexpr std::size_t kMaxJsonLine = std::size_t(1) << 20;  // bytes in one line (1 MiB)

// The input is not acceptable JSON; what() says why, in a short sentence.
class JsonInputError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Parses `text` as one JSON value. Throws JsonInputError for malformed JSON,
// invalid UTF-8, nesting deeper than kMaxJsonDepth, a number out of a double's range,
// or text longer than kMaxJsonLine.
nlohmann::json parse_untrusted_json(std::string_view text);

// Whether `j` has arrays and objects nested deeper than `levels` (JSON built elsewhere
// than by parse_untrusted_json). Walks without recursion.
bool json_nested_deeper_than(const nlohmann::json& j, int levels);

// The start of `text` for an error message: at most `max` bytes, cut on a character
// boundary, non-printing bytes shown as \xNN.
std::string quote_excerpt(std::string_view text, std::size_t max = 120);

}  // namespace tabula
