#include "host/script_profile.h"

#include <algorithm>

namespace tabula {

ScriptProfile::Entry& ScriptProfile::function_entry(const lua_Debug& ar) {
    const std::string where = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
    Entry& f = functions_[where];
    if (f.where.empty()) f.where = where;
    if (f.name.empty() && *ar.what == 'm') f.name = "(main chunk)";
    return f;
}

void ScriptProfile::sample(lua_State* L, lua_Debug* ar) {
    if (!lua_getinfo(L, "Sln", ar)) return;
    ++samples_;
    Entry& f = function_entry(*ar);
    if (f.name.empty() && ar->name) f.name = ar->name;
    ++f.samples;
    const std::string line = std::string(ar->short_src) + ":" + std::to_string(ar->currentline);
    Entry& l = lines_[line];
    if (l.where.empty()) l.where = line;
    ++l.samples;
    sample_stack(L);
}

// Counts one inclusive sample for every Lua function on L's stack, once however often
// it recurs (the host's C functions between them are passed over).
void ScriptProfile::sample_stack(lua_State* L) {
    std::vector<Entry*> counted;
    lua_Debug frame;
    for (int level = 0; lua_getstack(L, level, &frame); ++level) {
        if (!lua_getinfo(L, "Sn", &frame) || *frame.what == 'C') continue;
        Entry* f = &function_entry(frame);
        if (f->name.empty() && frame.name) f->name = frame.name;
        if (std::find(counted.begin(), counted.end(), f) != counted.end()) continue;
        counted.push_back(f);
        ++f->inclusive;
    }
}

void ScriptProfile::merge(const ScriptProfile& other) {
    samples_ += other.samples_;
    auto add = [](std::unordered_map<std::string, Entry>& into, const std::unordered_map<std::string, Entry>& from) {
        for (const auto& [key, e] : from) {
            Entry& mine = into[key];
            if (mine.where.empty()) mine.where = e.where;
            if (mine.name.empty()) mine.name = e.name;
            mine.samples += e.samples;
            mine.inclusive += e.inclusive;
        }
    };
    add(functions_, other.functions_);
    add(lines_, other.lines_);
}

std::vector<ScriptProfile::Entry> ScriptProfile::top(const std::unordered_map<std::string, Entry>& from, size_t n,
                                                     uint64_t Entry::*by) {
    std::vector<Entry> out;
    out.reserve(from.size());
    for (const auto& [key, e] : from)
        if (e.*by) out.push_back(e);
    std::sort(out.begin(), out.end(), [by](const Entry& a, const Entry& b) {
        return a.*by != b.*by ? a.*by > b.*by : a.where < b.where;
    });
    if (out.size() > n) out.resize(n);
    return out;
}

}  // namespace tabula
