// Whole-number flags: their text is read by the host, not by Boost.Program_options
// (which reads "-5" into an unsigned as 2^64 - 5), and checked against a range.
#pragma once
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include <boost/program_options.hpp>

namespace tabula::cli {

struct WholeRange {
    uint64_t min, max;
};

// "--matches (-n)" for the option name "matches,n".
std::string flag_label(const std::string& option_name);

// `text` as a whole number from range.min to range.max: decimal digits only, no sign,
// no blanks. Anything else is a UsageError naming the flag, the text and the range.
uint64_t read_whole(const std::string& flag, const std::string& text, WholeRange range);

// "HELP; MIN to MAX".
std::string with_range(const std::string& help, WholeRange range);

// Adds the flag `name` ("matches,n") to `d`: its value, checked by read_whole, is
// stored in *target when the options are notified. A plain target's value is the
// default shown in --help; an optional target has none and stays empty when the flag
// is not given.
template <typename T>
void add_whole(boost::program_options::options_description& d, const char* name, T* target, WholeRange range,
               const std::string& help) {
    static_assert(std::is_integral_v<T>);
    const std::string flag = flag_label(name);
    d.add_options()(name,
                    boost::program_options::value<std::string>()
                        ->default_value(std::to_string(*target))
                        ->notifier([=](const std::string& text) { *target = static_cast<T>(read_whole(flag, text, range)); }),
                    with_range(help, range).c_str());
}

template <typename T>
void add_whole(boost::program_options::options_description& d, const char* name, std::optional<T>* target,
               WholeRange range, const std::string& help) {
    static_assert(std::is_integral_v<T>);
    const std::string flag = flag_label(name);
    d.add_options()(name,
                    boost::program_options::value<std::string>()->notifier(
                        [=](const std::string& text) { *target = static_cast<T>(read_whole(flag, text, range)); }),
                    with_range(help, range).c_str());
}

}  // namespace tabula::cli
