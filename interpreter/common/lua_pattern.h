// Lua 5.4 patterns (reference manual §6.4.1) over string_view, with a step limit.
//
// The host's string.find, match, gmatch and gsub (lua_api/l_string.cpp) run on this
// matcher instead of the C library's, whose backtracking no instruction count can
// stop: `string.find(string.rep("a", 200000), ".-.-.-.-b")` would run for hours. Every
// character the matcher looks at (of the subject, a set, a replacement string) is a
// step; past the limit the call throws TooCostly. Malformed patterns throw
// PatternError with Lua's own message.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tabula::lua_pattern {

inline constexpr int kMaxCaptures = 32;                // LUA_MAXCAPTURES
inline constexpr int kMaxDepth = 200;                  // Lua's MAXCCALLS: nested matching calls
inline constexpr uint64_t kStepLimit = 10'000'000;     // steps in one call (tens of ms)
inline constexpr std::size_t npos = std::string_view::npos;

// A malformed pattern or a bad capture: what() is Lua's message, without a position.
class PatternError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One call took more than its step limit.
class TooCostly : public std::exception {
public:
    const char* what() const noexcept override { return "pattern too costly"; }
};

// The steps one call has taken, against its limit.
class Steps {
public:
    explicit Steps(uint64_t limit = kStepLimit) : limit_(limit) {}
    void add(uint64_t n) {
        used_ += n;
        if (used_ > limit_) throw TooCostly();
    }
    uint64_t used() const { return used_; }
    uint64_t limit() const { return limit_; }

private:
    uint64_t used_ = 0;
    uint64_t limit_;
};

// Part of the subject: [begin, end), offsets from 0.
struct Span {
    std::size_t begin;
    std::size_t end;
};

// A capture as Lua hands it out: text, or a position (from 1) for "()".
struct Capture {
    bool is_position = false;
    std::size_t position = 0;
    std::string_view text;
};

// True when the pattern has no character that makes it a pattern: find then looks
// for it as plain text. The characters read are steps.
bool is_plain(std::string_view pattern, Steps& steps);

// The first occurrence of `needle` in `subject` at or after `init` (<= size), or npos.
std::size_t find_plain(std::string_view subject, std::string_view needle, std::size_t init, Steps& steps);

class Matcher {
public:
    // `anchors`: a leading '^' anchors the pattern (find, match, gsub); for gmatch it is
    // an ordinary character. Subject and pattern must outlive the matcher.
    Matcher(std::string_view subject, std::string_view pattern, Steps& steps, bool anchors = true);

    bool anchored() const { return anchored_; }
    // Matches the pattern at exactly `start` (<= subject size): its end, or npos.
    std::size_t match_at(std::size_t start);
    // The first match starting at `init` or later (only at `init` when anchored).
    std::optional<Span> search(std::size_t init);

    // The captures the last successful match made.
    int levels() const { return level_; }
    // Capture `i` (from 0) of the last match `whole`; with no capture in the pattern,
    // capture 0 is the whole match. Throws PatternError: "invalid capture index %N",
    // "unfinished capture".
    Capture capture(int i, Span whole) const;
    // gsub's replacement string for the match `whole`: %0 is the whole match, %1-%9
    // its captures (%1 the whole match when there are none), %% a '%'. Each piece goes
    // to append(std::string_view).
    template <class Append>
    void expand(std::string_view replacement, Span whole, Append&& append);

private:
    struct Slot {
        std::size_t start;
        std::ptrdiff_t len;  // or kUnfinished, kPosition
    };

    // Past the end both read '\0', as Lua's own matcher does on its NUL-terminated strings.
    char pc(std::size_t p) const { return p < pat_.size() ? pat_[p] : '\0'; }
    unsigned char sc(std::size_t s) const { return s < sub_.size() ? static_cast<unsigned char>(sub_[s]) : 0; }

    class Depth;  // counts nested match() calls against kMaxDepth

    std::size_t match(std::size_t s, std::size_t p);
    std::size_t match_special(std::size_t s, std::size_t& p);
    std::size_t match_frontier(std::size_t s, std::size_t& p);
    std::size_t max_expand(std::size_t s, std::size_t p, std::size_t ep);
    std::size_t min_expand(std::size_t s, std::size_t p, std::size_t ep);
    std::size_t open_capture(std::size_t s, std::size_t p, std::ptrdiff_t what);
    std::size_t close_capture(std::size_t s, std::size_t p);
    std::size_t match_balance(std::size_t s, std::size_t p);
    std::size_t match_backref(std::size_t s, char digit);
    std::size_t class_end(std::size_t p);
    bool single_match(std::size_t s, std::size_t p, std::size_t ep);
    bool set_matches(unsigned char c, std::size_t p, std::size_t ec);

    std::string_view sub_;
    std::string_view pat_;  // without the anchoring '^'
    Steps& steps_;
    bool anchored_ = false;
    int depth_ = 0;
    int level_ = 0;
    Slot slots_[kMaxCaptures];
};

template <class Append>
void Matcher::expand(std::string_view replacement, Span whole, Append&& append) {
    steps_.add(replacement.size() + 1);
    std::size_t i = 0;
    for (std::size_t esc; (esc = replacement.find('%', i)) != npos; i = esc + 2) {
        append(replacement.substr(i, esc - i));
        const char c = esc + 1 < replacement.size() ? replacement[esc + 1] : '\0';
        if (c == '%') {
            append(std::string_view("%"));
        } else if (c == '0') {
            append(sub_.substr(whole.begin, whole.end - whole.begin));
        } else if (c >= '1' && c <= '9') {
            const Capture cap = capture(c - '1', whole);
            if (cap.is_position)
                append(std::string_view(std::to_string(cap.position)));
            else
                append(cap.text);
        } else {
            throw PatternError("invalid use of '%' in replacement string");
        }
    }
    append(replacement.substr(i));
}

}  // namespace tabula::lua_pattern
