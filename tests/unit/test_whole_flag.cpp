// Whole-number flags: read as text and checked against their range.
#include <catch2/catch.hpp>

#include "cli/whole_flag.h"
#include "host/script_error.h"

using tabula::cli::read_whole;
using tabula::cli::WholeRange;

namespace {

std::string error(const std::string& text, WholeRange r) {
    try {
        read_whole("--x", text, r);
    } catch (const tabula::UsageError& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace

TEST_CASE("whole flag: digits in range are read", "[whole_flag]") {
    CHECK(read_whole("--x", "0", {0, 10}) == 0);
    CHECK(read_whole("--x", "10", {0, 10}) == 10);
    CHECK(read_whole("--x", "007", {0, 10}) == 7);
    CHECK(read_whole("--x", "18446744073709551615", {0, UINT64_MAX}) == UINT64_MAX);
}

TEST_CASE("whole flag: anything else names the flag, the value and the range", "[whole_flag]") {
    const WholeRange r{1, 256};
    CHECK(error("-5", r) == "--x: '-5' is not a whole number from 1 to 256");
    for (const char* bad : {"0", "257", "-1", "", " 5", "5 ", "+5", "1.5", "1e3", "0x10", "five", "99999999999999999999"})
        CHECK(error(bad, r) == std::string("--x: '") + bad + "' is not a whole number from 1 to 256");
    CHECK(error("18446744073709551616", {0, UINT64_MAX}) ==
          "--x: '18446744073709551616' is not a whole number from 0 to 18446744073709551615");
    CHECK(error("\x01\xff", r) == "--x: '\\x01\\xff' is not a whole number from 1 to 256");
}

TEST_CASE("whole flag: a flag's label has its short name", "[whole_flag]") {
    CHECK(tabula::cli::flag_label("matches,n") == "--matches (-n)");
    CHECK(tabula::cli::flag_label("seed") == "--seed");
}
