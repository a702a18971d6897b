// Lines of untrusted text, each read with a bound on its length: a line with no end
// (/dev/zero, one 2 GB line) costs the bound, not all of its bytes.
#pragma once
#include <cstddef>
#include <istream>
#include <string>

namespace tabula {

enum class LineRead { Line, End, TooLong };

// Reads the next line of `in` into `line`, without its '\n'; the last line may lack
// one. Line: one was read. End: nothing is left. TooLong: the line has more than
// `max` bytes; `line` then holds its first `max` and the rest is not read.
LineRead read_line(std::istream& in, std::string& line, std::size_t max);

}  // namespace tabula
