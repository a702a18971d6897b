#include "cli/whole_flag.h"

#include <charconv>

#include "common/json_input.h"
#include "host/script_error.h"

namespace tabula::cli {

std::string flag_label(const std::string& option_name) {
    const auto comma = option_name.find(',');
    if (comma == std::string::npos) return "--" + option_name;
    return "--" + option_name.substr(0, comma) + " (-" + option_name.substr(comma + 1) + ")";
}

uint64_t read_whole(const std::string& flag, const std::string& text, WholeRange range) {
    uint64_t value = 0;
    const char* end = text.data() + text.size();
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    const auto [stop, ec] = std::from_chars(text.data(), end, value);
    if (!digits || ec != std::errc() || stop != end || value < range.min || value > range.max)
        throw UsageError(flag + ": '" + quote_excerpt(text, 40) + "' is not a whole number from " +
                         std::to_string(range.min) + " to " + std::to_string(range.max));
    return value;
}

std::string with_range(const std::string& help, WholeRange range) {
    return help + "; " + std::to_string(range.min) + " to " + std::to_string(range.max);
}

}  // namespace tabula::cli
