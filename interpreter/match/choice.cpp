#include "match/choice.h"

#include <algorithm>

namespace tabula {

std::string Choice::option_list() const {
    std::string s;
    for (size_t i = 0; i < options.size(); ++i) {
        if (i) s += ", ";
        if (i == 12 && options.size() > 14) {
            s += "... (" + std::to_string(options.size()) + " in all)";
            break;
        }
        s += options[i].id;
    }
    return s;
}

std::vector<std::string> Choice::pick_ids(const std::vector<int>& picks) const {
    std::vector<std::string> ids;
    ids.reserve(picks.size());
    for (int i : picks) ids.push_back(options.at(static_cast<size_t>(i)).id);
    return ids;
}

std::string Choice::validate(const std::vector<std::string>& answer, std::vector<int>& picks) const {
    picks.clear();
    const int n = static_cast<int>(answer.size());
    if (n < min || n > max) {
        std::string want = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
        return "expected " + want + " option(s), got " + std::to_string(n);
    }
    for (const auto& a : answer) {
        auto it = std::find_if(options.begin(), options.end(), [&](const ChoiceOption& o) { return o.id == a; });
        if (it == options.end()) return "'" + a + "' is not an option (options: " + option_list() + ")";
        int idx = static_cast<int>(it - options.begin());
        if (std::find(picks.begin(), picks.end(), idx) != picks.end()) return "'" + a + "' is chosen twice";
        picks.push_back(idx);
    }
    return {};
}

}  // namespace tabula
