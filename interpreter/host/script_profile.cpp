#include "host/script_profile.h"

#include <algorithm>

namespace tabula {

void ScriptProfile::sample(lua_State* L, lua_Debug* ar) {
    if (!lua_getinfo(L, "Sln", ar)) return;
    ++samples_;
    const std::string src = ar->short_src;
    Entry& f = functions_[src + ":" + std::to_string(ar->linedefined)];
    if (f.where.empty()) f.where = src + ":" + std::to_string(ar->linedefined);
    if (f.name.empty() && ar->name) f.name = ar->name;
    if (f.name.empty() && *ar->what == 'm') f.name = "(main chunk)";
    ++f.samples;
    Entry& l = lines_[src + ":" + std::to_string(ar->currentline)];
    if (l.where.empty()) l.where = src + ":" + std::to_string(ar->currentline);
    ++l.samples;
}

void ScriptProfile::merge(const ScriptProfile& other) {
    samples_ += other.samples_;
    auto add = [](std::unordered_map<std::string, Entry>& into, const std::unordered_map<std::string, Entry>& from) {
        for (const auto& [key, e] : from) {
            Entry& mine = into[key];
            if (mine.where.empty()) mine.where = e.where;
            if (mine.name.empty()) mine.name = e.name;
            mine.samples += e.samples;
        }
    };
    add(functions_, other.functions_);
    add(lines_, other.lines_);
}

std::vector<ScriptProfile::Entry> ScriptProfile::top(const std::unordered_map<std::string, Entry>& from, size_t n) {
    std::vector<Entry> out;
    out.reserve(from.size());
    for (const auto& [key, e] : from) out.push_back(e);
    std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) {
        return a.samples != b.samples ? a.samples > b.samples : a.where < b.where;
    });
    if (out.size() > n) out.resize(n);
    return out;
}

}  // namespace tabula
