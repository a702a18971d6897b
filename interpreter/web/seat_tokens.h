// The secrets of a web match (docs/web.md, "Security"): one random token per human seat,
// which a page must show to see or answer for that seat.
#pragma once
#include <string>

namespace tabula::web {

// 32 hex digits (128 bits) from the system's random source (std::random_device).
std::string new_token();
// Compares in a time that does not depend on where the texts differ.
bool same_token(const std::string& a, const std::string& b);

}  // namespace tabula::web
