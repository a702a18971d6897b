#include "web/host_check.h"

#include <algorithm>
#include <cctype>

namespace tabula::web {

namespace {

bool is_ip(const std::string& name) {
    const bool v4 = !name.empty() && name.find_first_not_of("0123456789.") == std::string::npos;
    const bool v6 = name.find(':') != std::string::npos && name.find_first_not_of("0123456789abcdef:.") == std::string::npos;
    return v4 || v6;
}

bool is_loopback(const std::string& name) {
    return name == "localhost" || name == "::1" || name.rfind("127.", 0) == 0;
}

}  // namespace

std::string host_name(const std::string& header) {
    std::string name;
    if (!header.empty() && header.front() == '[') {
        const auto close = header.find(']');
        name = close == std::string::npos ? std::string() : header.substr(1, close - 1);
    } else {
        name = header.substr(0, header.find(':'));
    }
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    if (!name.empty() && name.back() == '.') name.pop_back();  // "localhost." is localhost
    return name;
}

bool host_allowed(const std::string& header, const std::string& bind, const std::vector<std::string>& allowed) {
    const std::string name = host_name(header);
    if (name.empty()) return false;
    if (is_loopback(name) || name == host_name(bind.find(':') != std::string::npos ? "[" + bind + "]" : bind)) return true;
    if ((bind == "0.0.0.0" || bind == "::") && is_ip(name)) return true;
    for (const auto& a : allowed)
        if (host_name(a) == name) return true;
    return false;
}

bool origin_allowed(const std::string& origin, const std::string& bind, const std::vector<std::string>& allowed) {
    if (origin.empty()) return true;
    for (const char* scheme : {"http://", "https://"})
        if (origin.rfind(scheme, 0) == 0) return host_allowed(origin.substr(std::string(scheme).size()), bind, allowed);
    return false;  // "null" (a sandboxed page, a file) or another scheme
}

}  // namespace tabula::web
