#include "common/json_input.h"

#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

namespace tabula {

namespace {

struct TooDeep {};
struct NotFinite {};

}  // namespace

nlohmann::json parse_untrusted_json(std::string_view text) {
    if (text.size() > kMaxJsonLine)
        throw JsonInputError("longer than " + std::to_string(kMaxJsonLine) + " bytes");
    // The callback sees each value as the parser builds it, so a deep text is refused at
    // the first level too many, before the parser's own stack or a recursive walk of the
    // result could grow with it.
    auto check = [](int depth, nlohmann::json::parse_event_t event, nlohmann::json& value) {
        using E = nlohmann::json::parse_event_t;
        if ((event == E::object_start || event == E::array_start) && depth >= kMaxJsonDepth) throw TooDeep{};
        if (event == E::value && value.is_number_float() && !std::isfinite(value.get<double>())) throw NotFinite{};
        return true;
    };
    try {
        return nlohmann::json::parse(text.begin(), text.end(), check);
    } catch (const TooDeep&) {
        throw JsonInputError("nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    } catch (const NotFinite&) {
        throw JsonInputError("a number out of range");
    } catch (const nlohmann::json::exception& e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..."
        if (auto p = what.find("] "); p != std::string::npos) what.erase(0, p + 2);
        throw JsonInputError(what);
    }
}

bool json_nested_deeper_than(const nlohmann::json& j, int levels) {
    std::vector<std::pair<const nlohmann::json*, int>> todo{{&j, 1}};
    while (!todo.empty()) {
        auto [node, level] = todo.back();
        todo.pop_back();
        if (!node->is_structured()) continue;
        if (level > levels) return true;
        for (const auto& child : *node) todo.emplace_back(&child, level + 1);
    }
    return false;
}

std::string quote_excerpt(std::string_view text, std::size_t max) {
    std::string out;
    std::size_t i = 0;
    for (; i < text.size() && out.size() < max; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        }
    }
    if (i < text.size()) out += "...";
    return out;
}

}  // namespace tabula
