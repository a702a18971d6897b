#include "common/utf8_text.h"

namespace tabula {

namespace {

// The length of the well-formed sequence at s[i], or 0 if there is none; then
// `prefix` is how many bytes from i begin one (at least 1): the maximal subpart.
std::size_t sequence_at(std::string_view s, std::size_t i, std::size_t& prefix) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    prefix = 1;
    if (b < 0x80) return 1;
    std::size_t need;
    unsigned char lo = 0x80, hi = 0xbf;  // the range of the second byte (Unicode table 3-7)
    if (b >= 0xc2 && b <= 0xdf) {
        need = 2;
    } else if (b >= 0xe0 && b <= 0xef) {
        need = 3;
        if (b == 0xe0) lo = 0xa0;
        if (b == 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
        need = 4;
        if (b == 0xf0) lo = 0x90;
        if (b == 0xf4) hi = 0x8f;
    } else {
        return 0;
    }
    for (std::size_t k = 1; k < need; ++k) {
        if (i + k >= s.size()) return 0;
        const unsigned char c = byte(i + k);
        if (k == 1 ? (c < lo || c > hi) : (c < 0x80 || c > 0xbf)) return 0;
        prefix = k + 1;
    }
    return need;
}

}  // namespace

bool is_utf8(std::string_view s) {
    std::size_t prefix;
    for (std::size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t n = sequence_at(s, i, prefix);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

std::string valid_utf8(std::string_view s) {
    if (is_utf8(s)) return std::string(s);
    std::string out;
    out.reserve(s.size() + 8);
    std::size_t prefix;
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = sequence_at(s, i, prefix);
        if (n) {
            out.append(s.substr(i, n));
            i += n;
        } else {
            out += "\xef\xbf\xbd";  // U+FFFD
            i += prefix;
        }
    }
    return out;
}

}  // namespace tabula
