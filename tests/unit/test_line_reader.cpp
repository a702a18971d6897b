// read_line: lines of untrusted text, each bounded.
#include <catch2/catch.hpp>

#include <sstream>

#include "common/line_reader.h"

using tabula::LineRead;
using tabula::read_line;

TEST_CASE("line reader: lines, the last without a newline, then the end", "[line_reader]") {
    std::istringstream in("one\n\ntwo\r\nthree");
    std::string line;
    CHECK(read_line(in, line, 100) == LineRead::Line);
    CHECK(line == "one");
    CHECK(read_line(in, line, 100) == LineRead::Line);
    CHECK(line.empty());
    CHECK(read_line(in, line, 100) == LineRead::Line);
    CHECK(line == "two\r");
    CHECK(read_line(in, line, 100) == LineRead::Line);
    CHECK(line == "three");
    CHECK(read_line(in, line, 100) == LineRead::End);
    CHECK(read_line(in, line, 100) == LineRead::End);
}

TEST_CASE("line reader: a line past the bound stops at the bound", "[line_reader]") {
    std::istringstream in("abcd\nabcde\nrest");
    std::string line;
    CHECK(read_line(in, line, 4) == LineRead::Line);
    CHECK(line == "abcd");
    CHECK(read_line(in, line, 4) == LineRead::TooLong);
    CHECK(line == "abcd");
    CHECK(in.rdbuf()->sgetc() == 'e');  // the rest of the line is not read
}
