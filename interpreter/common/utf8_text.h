// Script text that leaves the host (records, bot messages, --json output, terminals)
// is UTF-8. Where a script's string becomes host text, valid_utf8 makes it so.
#pragma once
#include <string>
#include <string_view>

namespace tabula {

// Whether `s` is well-formed UTF-8 (no overlong forms, surrogates or code points
// past U+10FFFF).
bool is_utf8(std::string_view s);

// `s` with each ill-formed sequence replaced by U+FFFD, one per maximal subpart
// (the Unicode practice, which nlohmann::json's error_handler_t::replace follows too):
// "a\xff\xfe" -> "a\uFFFD\uFFFD", "\xe2\x82" (a cut-off euro sign) -> "\uFFFD".
std::string valid_utf8(std::string_view s);

}  // namespace tabula
