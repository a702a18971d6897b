// Which Host a request to the web server may name (docs/web.md, "Security"): a page of
// another site whose name was made to resolve to this machine (DNS rebinding) sends its
// own name as Host, and is refused.
#pragma once
#include <string>
#include <vector>

namespace tabula::web {

// The name in a Host header without its port: "localhost:8080" -> "localhost",
// "[::1]:80" -> "::1"; lower case.
std::string host_name(const std::string& header);

// Whether a request's Host names this server: localhost, a loopback address, the address
// it is bound to, any IP address when it is bound to every interface (0.0.0.0, ::), or a
// name given with --allow-host. A missing Host (HTTP/1.0) is refused.
bool host_allowed(const std::string& header, const std::string& bind, const std::vector<std::string>& allowed);

// Whether a request's Origin header (a page's "http://HOST:PORT", sent with a POST) is
// none, or names this server as host_allowed says: a page of another site gets no
// answer to what it posts, even one the browser sends without asking first.
bool origin_allowed(const std::string& origin, const std::string& bind, const std::vector<std::string>& allowed);

}  // namespace tabula::web
