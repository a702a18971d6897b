#include "web/seat_tokens.h"

#include <random>

namespace tabula::web {

std::string new_token() {
    static const char* kHex = "0123456789abcdef";
    std::random_device rd;  // /dev/urandom on Linux
    std::string t;
    for (int i = 0; i < 4; ++i) {
        uint32_t w = rd();
        for (int k = 0; k < 8; ++k, w >>= 4) t += kHex[w & 15];
    }
    return t;
}

bool same_token(const std::string& a, const std::string& b) {
    if (a.size() != b.size() || a.empty()) return false;
    unsigned char diff = 0;
    for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

}  // namespace tabula::web
