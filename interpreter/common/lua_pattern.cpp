#include "common/lua_pattern.h"

#include <cstring>

namespace tabula::lua_pattern {

namespace {

constexpr char kEsc = '%';
constexpr std::ptrdiff_t kUnfinished = -1;  // a capture still open
constexpr std::ptrdiff_t kPosition = -2;    // "()"

// Character classes as in the C locale, whatever the process's locale.
bool is_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
bool is_alpha(unsigned char c) { return is_upper(c) || is_lower(c); }
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_alnum(unsigned char c) { return is_alpha(c) || is_digit(c); }
bool is_graph(unsigned char c) { return c > ' ' && c < 127; }

// %a, %d ... (%A, %D ... the complement); any other letter after '%' stands for itself.
bool class_matches(unsigned char c, unsigned char cl) {
    bool res;
    switch (is_upper(cl) ? cl - 'A' + 'a' : cl) {
        case 'a': res = is_alpha(c); break;
        case 'c': res = c < ' ' || c == 127; break;
        case 'd': res = is_digit(c); break;
        case 'g': res = is_graph(c); break;
        case 'l': res = is_lower(c); break;
        case 'p': res = is_graph(c) && !is_alnum(c); break;
        case 's': res = c == ' ' || (c >= '\t' && c <= '\r'); break;
        case 'u': res = is_upper(c); break;
        case 'w': res = is_alnum(c); break;
        case 'x': res = is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); break;
        case 'z': res = c == 0; break;  // deprecated in the manual, still in Lua 5.4
        default: return cl == c;
    }
    return is_upper(cl) ? !res : res;
}

bool is_special_escape(char c) { return c == 'b' || c == 'f' || is_digit(static_cast<unsigned char>(c)); }

}  // namespace

bool is_plain(std::string_view pattern, Steps& steps) {
    const std::size_t special = pattern.find_first_of("^$*+?.([%-");
    steps.add(special == npos ? pattern.size() : special + 1);
    return special == npos;
}

std::size_t find_plain(std::string_view subject, std::string_view needle, std::size_t init, Steps& steps) {
    if (needle.empty()) return init;
    const std::size_t room = subject.size() - init;
    if (needle.size() > room) return npos;
    const void* hit = memmem(subject.data() + init, room, needle.data(), needle.size());  // linear time
    const std::size_t at = hit ? static_cast<std::size_t>(static_cast<const char*>(hit) - subject.data()) : npos;
    steps.add((hit ? at + needle.size() : subject.size()) - init + needle.size());
    return at;
}

// Counts nested matching calls; past kMaxDepth the pattern is "too complex", as in Lua.
class Matcher::Depth {
public:
    explicit Depth(Matcher& m) : m_(m) {
        if (m_.depth_ == kMaxDepth) throw PatternError("pattern too complex");
        ++m_.depth_;
    }
    ~Depth() { --m_.depth_; }
    Depth(const Depth&) = delete;
    Depth& operator=(const Depth&) = delete;

private:
    Matcher& m_;
};

Matcher::Matcher(std::string_view subject, std::string_view pattern, Steps& steps, bool anchors)
    : sub_(subject), pat_(pattern), steps_(steps) {
    if (anchors && !pat_.empty() && pat_[0] == '^') {
        anchored_ = true;
        pat_.remove_prefix(1);
    }
}

std::size_t Matcher::match_at(std::size_t start) {
    level_ = 0;
    depth_ = 0;
    return match(start, 0);
}

std::optional<Span> Matcher::search(std::size_t init) {
    std::size_t s = init;
    do {
        const std::size_t e = match_at(s);
        if (e != npos) return Span{s, e};
    } while (s++ < sub_.size() && !anchored_);
    return std::nullopt;
}

Capture Matcher::capture(int i, Span whole) const {
    Capture c;
    if (i >= level_) {
        if (i != 0) throw PatternError("invalid capture index %" + std::to_string(i + 1));
        c.text = sub_.substr(whole.begin, whole.end - whole.begin);
    } else if (slots_[i].len == kUnfinished) {
        throw PatternError("unfinished capture");
    } else if (slots_[i].len == kPosition) {
        c.is_position = true;
        c.position = slots_[i].start + 1;
    } else {
        c.text = sub_.substr(slots_[i].start, static_cast<std::size_t>(slots_[i].len));
    }
    return c;
}

// The pattern from `p` against the subject from `s`: the end of the match, or npos.
// An element that needs no backtracking continues the loop instead of recursing.
std::size_t Matcher::match(std::size_t s, std::size_t p) {
    Depth depth(*this);
    while (p < pat_.size() && s != npos) {
        steps_.add(1);
        const char c = pat_[p];
        if (c == '(')
            return pc(p + 1) == ')' ? open_capture(s, p + 2, kPosition) : open_capture(s, p + 1, kUnfinished);
        if (c == ')') return close_capture(s, p + 1);
        if (c == '$' && p + 1 == pat_.size()) return s == sub_.size() ? s : npos;
        if (c == kEsc && is_special_escape(pc(p + 1))) {
            s = match_special(s, p);
            continue;
        }
        // One character class, and its quantifier if any.
        const std::size_t ep = class_end(p);
        const char quantifier = pc(ep);
        if (!single_match(s, p, ep)) {
            if (quantifier != '*' && quantifier != '?' && quantifier != '-') return npos;
            p = ep + 1;  // zero repetitions are fine
            continue;
        }
        switch (quantifier) {
            case '?': {
                const std::size_t e = match(s + 1, ep + 1);
                if (e != npos) return e;
                p = ep + 1;
                continue;
            }
            case '+': return max_expand(s + 1, p, ep);
            case '*': return max_expand(s, p, ep);
            case '-': return min_expand(s, p, ep);
            default:
                ++s;
                p = ep;
        }
    }
    return s;
}

// %bxy, %f[set], %0-%9 at p: the subject position after it (npos: no match); p moves past it.
std::size_t Matcher::match_special(std::size_t s, std::size_t& p) {
    const char c = pc(p + 1);
    if (c == 'b') {
        s = match_balance(s, p + 2);
        p += 4;
        return s;
    }
    if (c == 'f') {
        p += 2;
        return match_frontier(s, p);
    }
    s = match_backref(s, c);
    p += 2;
    return s;
}

// %f[set] (p at '['): the character before s is not in the set and the one at s is.
std::size_t Matcher::match_frontier(std::size_t s, std::size_t& p) {
    if (pc(p) != '[') throw PatternError("missing '[' after '%f' in pattern");
    const std::size_t ep = class_end(p);
    const unsigned char previous = s == 0 ? 0 : static_cast<unsigned char>(sub_[s - 1]);
    if (set_matches(previous, p, ep - 1) || !set_matches(sc(s), p, ep - 1)) return npos;
    p = ep;
    return s;
}

// The longest run of the class first, then one fewer each time.
std::size_t Matcher::max_expand(std::size_t s, std::size_t p, std::size_t ep) {
    std::size_t n = 0;
    while (single_match(s + n, p, ep)) ++n;
    for (;; --n) {
        const std::size_t e = match(s + n, ep + 1);
        if (e != npos || n == 0) return e;
    }
}

// The shortest run first, then one more each time.
std::size_t Matcher::min_expand(std::size_t s, std::size_t p, std::size_t ep) {
    for (;; ++s) {
        const std::size_t e = match(s, ep + 1);
        if (e != npos) return e;
        if (!single_match(s, p, ep)) return npos;
    }
}

std::size_t Matcher::open_capture(std::size_t s, std::size_t p, std::ptrdiff_t what) {
    if (level_ >= kMaxCaptures) throw PatternError("too many captures");
    slots_[level_] = {s, what};
    ++level_;
    const std::size_t e = match(s, p);
    if (e == npos) --level_;
    return e;
}

std::size_t Matcher::close_capture(std::size_t s, std::size_t p) {
    int open = level_ - 1;
    while (open >= 0 && slots_[open].len != kUnfinished) --open;
    if (open < 0) throw PatternError("invalid pattern capture");
    slots_[open].len = static_cast<std::ptrdiff_t>(s - slots_[open].start);
    const std::size_t e = match(s, p);
    if (e == npos) slots_[open].len = kUnfinished;
    return e;
}

// %bxy (p at x): from an x at s to the y that balances it.
std::size_t Matcher::match_balance(std::size_t s, std::size_t p) {
    if (p + 1 >= pat_.size()) throw PatternError("malformed pattern (missing arguments to '%b')");
    const unsigned char open = pat_[p], close = pat_[p + 1];
    if (sc(s) != open) return npos;
    long depth = 1;
    while (++s < sub_.size()) {
        steps_.add(1);
        const unsigned char c = sub_[s];
        if (c == close) {
            if (--depth == 0) return s + 1;
        } else if (c == open) {
            ++depth;
        }
    }
    return npos;
}

// %1-%9: the same text as that capture again (a position capture never matches).
std::size_t Matcher::match_backref(std::size_t s, char digit) {
    const int i = digit - '1';
    if (i < 0 || i >= level_ || slots_[i].len == kUnfinished)
        throw PatternError("invalid capture index %" + std::to_string(i + 1));
    if (slots_[i].len == kPosition) return npos;
    const auto len = static_cast<std::size_t>(slots_[i].len);
    if (sub_.size() - s < len) return npos;
    steps_.add(len);
    return std::memcmp(sub_.data() + slots_[i].start, sub_.data() + s, len) == 0 ? s + len : npos;
}

// The end of the single-character class at p (just past it).
std::size_t Matcher::class_end(std::size_t p) {
    const char c = pat_[p++];
    if (c == kEsc) {
        if (p >= pat_.size()) throw PatternError("malformed pattern (ends with '%')");
        return p + 1;
    }
    if (c != '[') return p;
    const std::size_t start = p;
    if (pc(p) == '^') ++p;
    do {  // the first character is part of the set even if it is ']'
        if (p >= pat_.size()) throw PatternError("malformed pattern (missing ']')");
        if (pat_[p++] == kEsc && p < pat_.size()) ++p;
    } while (pc(p) != ']');
    steps_.add(p - start);
    return p + 1;
}

// Whether the subject character at s is in the class [p, ep) (none at the end).
bool Matcher::single_match(std::size_t s, std::size_t p, std::size_t ep) {
    steps_.add(1);
    if (s >= sub_.size()) return false;
    const auto c = static_cast<unsigned char>(sub_[s]);
    switch (pat_[p]) {
        case '.': return true;
        case kEsc: return class_matches(c, static_cast<unsigned char>(pc(p + 1)));
        case '[': return set_matches(c, p, ep - 1);
        default: return static_cast<unsigned char>(pat_[p]) == c;
    }
}

// Whether c is in the set from '[' at p to ']' at ec: characters, ranges x-y, classes %x.
bool Matcher::set_matches(unsigned char c, std::size_t p, std::size_t ec) {
    steps_.add(ec - p);
    bool in = true;
    if (pc(p + 1) == '^') {
        in = false;
        ++p;
    }
    while (++p < ec) {
        if (pat_[p] == kEsc) {
            ++p;
            if (class_matches(c, static_cast<unsigned char>(pat_[p]))) return in;
        } else if (pc(p + 1) == '-' && p + 2 < ec) {
            p += 2;
            if (static_cast<unsigned char>(pat_[p - 2]) <= c && c <= static_cast<unsigned char>(pat_[p])) return in;
        } else if (static_cast<unsigned char>(pat_[p]) == c) {
            return in;
        }
    }
    return !in;
}

}  // namespace tabula::lua_pattern
