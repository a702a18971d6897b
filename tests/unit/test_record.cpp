// Records: writing (same seed and answers, same bytes), reading, replaying,
// and clear "file:line: what" errors for a damaged record.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <unistd.h>

#include "agents/agents.h"
#include "fixtures.h"
#include "common/json_input.h"
#include "common/json_output.h"
#include "match/record.h"

using fixture::contains;
using fixture::Game;
using fixture::setup;
using tabula::Match;
using tabula::MatchResult;

namespace {

// Plays the race fixture in a fresh host (so a fresh string hash seed) and
// returns the record's text.
std::string play_race(uint64_t seed, int* decisions = nullptr) {
    Game g("race");
    tabula::RandomAgent a, b;
    std::ostringstream out;
    tabula::Recorder rec(&out);
    Match m(g.script, setup(seed), {&a, &b});
    m.set_recorder(&rec);
    const MatchResult& r = m.play();
    REQUIRE(r.kind == MatchResult::Kind::Win);
    if (decisions) *decisions = m.decisions();
    REQUIRE(rec.lines().size() == static_cast<size_t>(m.decisions()) + 2);
    return out.str();
}

std::string parse_error(const std::string& text, const std::string& name = "rec.jsonl") {
    std::istringstream in(text);
    try {
        tabula::parse_record(in, name);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "(no error)";
}

const char* const kHeader =
    R"({"type":"header","format":1,"tabula":"0.1.0","game":"race","version":"2.1","seats":2,"options":{"goal":12},"seed":7})";

}  // namespace

TEST_CASE("record: the same seed and answers give the same record, byte for byte", "[record]") {
    int n1 = 0, n2 = 0;
    std::string first = play_race(7, &n1);
    std::string second = play_race(7, &n2);
    CHECK(n1 == n2);
    CHECK(n1 >= 2);
    CHECK(first == second);
    // Another seed is another match.
    CHECK(play_race(8) != first);
}

TEST_CASE("record: the same scripted answers give the same record", "[record]") {
    auto run = [] {
        Game g("race");
        tabula::ScriptedAgent agent(false);
        for (int i = 0; i < 40; ++i) agent.add({"move"});
        tabula::Recorder rec;
        Match m(g.script, setup(3), {&agent, &agent});
        m.set_recorder(&rec);
        REQUIRE(m.play().kind == MatchResult::Kind::Win);
        std::string text;
        for (const auto& line : rec.lines()) text += line.dump() + "\n";
        return text;
    };
    std::string a = run();
    CHECK(a == run());
    CHECK(contains(a, R"("answer":["move"])"));
}

TEST_CASE("record: the lines are header, decisions, result", "[record]") {
    Game g("race");
    tabula::FirstAgent agent;  // always "move"
    tabula::Recorder rec;
    Match m(g.script, setup(11), {&agent, &agent});
    m.set_recorder(&rec);
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    const auto& lines = rec.lines();
    REQUIRE(lines.size() >= 3);
    const auto& h = lines.front();
    CHECK(h["type"] == "header");
    CHECK(h["format"] == tabula::kRecordFormat);
    CHECK(h["game"] == "race");
    CHECK(h["version"] == "2.1");
    CHECK(h["seats"] == 2);
    CHECK(h["seed"] == 11);
    CHECK(h["options"] == nlohmann::json{{"goal", 12}});
    for (size_t i = 1; i + 1 < lines.size(); ++i) {
        INFO("line " << i + 1);
        CHECK(lines[i]["type"] == "decision");
        CHECK(lines[i]["n"] == static_cast<int>(i));
        CHECK(lines[i]["seat"] == (i % 2 == 1 ? 1 : 2));  // the seats alternate
        CHECK(lines[i]["answer"] == nlohmann::json{"move"});
        CHECK(lines[i]["hash"].get<std::string>().size() == 16);
        CHECK_THAT(lines[i]["prompt"].get<std::string>(), Catch::StartsWith("Rolled "));
    }
    const auto& r = lines.back();
    CHECK(r["type"] == "result");
    CHECK(r["outcome"] == "win");
    CHECK(r["reason"] == "reached the goal");
    CHECK(r["winners"].size() == 1);
}

TEST_CASE("record: parse_record reads a recorded match, a replay follows it without divergence", "[record]") {
    int decisions = 0;
    std::string text = play_race(21, &decisions);
    std::istringstream in(text);
    tabula::Record rec = tabula::parse_record(in, "race.jsonl");
    CHECK(rec.game == "race");
    CHECK(rec.version == "2.1");
    CHECK(rec.seed == 21);
    CHECK(rec.seats == 2);
    CHECK(rec.options == nlohmann::json{{"goal", 12}});
    REQUIRE(static_cast<int>(rec.decisions.size()) == decisions);
    CHECK(rec.decisions[0].number == 1);
    CHECK(rec.decisions[0].seat == 1);
    CHECK(rec.decisions[0].line == 2);
    CHECK(rec.decisions[1].seat == 2);
    CHECK(rec.result["outcome"] == "win");
    CHECK_FALSE(rec.result.contains("type"));

    Game g("race");
    tabula::ReplayAgent replay(rec);
    std::ostringstream out;
    tabula::Recorder again(&out);
    Match m(g.script, setup(rec.seed, rec.options, rec.seats), {&replay, &replay});
    m.set_recorder(&again);
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    CHECK(replay.divergence().empty());
    CHECK(replay.used() == rec.decisions.size());
    CHECK(m.result().to_json() == rec.result);
    CHECK(out.str() == text);
}

TEST_CASE("record: a match caught up with a recorder's first decisions, then handed to its agents, is the same match",
          "[record]") {
    // Seed 25: seat 1 answers "move", "wait", then "wait": a random agent that drew
    // afresh after the catch-up would answer "move" again.
    const std::string text = play_race(25);
    std::istringstream in(text);
    const tabula::Record rec = tabula::parse_record(in, "race.jsonl");
    REQUIRE(rec.decisions.size() > 3);

    Game g("race");
    tabula::Recorder recorder;
    tabula::CatchUpAgent catch_up({rec.decisions.begin(), rec.decisions.begin() + 3});
    Match m(g.script, setup(25), {&catch_up, &catch_up});
    m.set_recorder(&recorder);
    REQUIRE(m.run() == Match::State::Paused);  // the three ran out
    CHECK(catch_up.used() == 3);
    CHECK(catch_up.divergence().empty());
    const auto read_back = tabula::recorded_decisions(recorder);
    REQUIRE(read_back.size() == 3);
    for (size_t i = 0; i < 3; ++i) {
        CHECK(read_back[i].number == rec.decisions[i].number);
        CHECK(read_back[i].seat == rec.decisions[i].seat);
        CHECK(read_back[i].answer == rec.decisions[i].answer);
        CHECK(read_back[i].hash == rec.decisions[i].hash);
        CHECK(read_back[i].line == rec.decisions[i].line);
    }

    // The random agents draw as if they had answered the three themselves.
    tabula::RandomAgent a, b;
    m.hand_over_to({&a, &b});
    catch_up.skip_replayed(1, a);
    catch_up.skip_replayed(2, b);
    std::ostringstream out;
    recorder.stream_to(&out);
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(out.str() == text);
}

TEST_CASE("record: a replay with another seed reports the first divergence", "[record]") {
    std::string text = play_race(21);
    std::istringstream in(text);
    tabula::Record rec = tabula::parse_record(in, "race.jsonl");
    Game g("race");
    tabula::ReplayAgent replay(rec);
    Match m(g.script, setup(22), {&replay, &replay});
    CHECK(m.run() == Match::State::Failed);
    CHECK(contains(replay.divergence(), "decision 1 (record line 2): state hash "));
    CHECK(contains(m.result().error, "replay diverged at decision 1"));
}

TEST_CASE("record: blank lines are skipped, line numbers stay true", "[record]") {
    std::string text = std::string(kHeader) + "\n\n" +
                       R"({"type":"decision","n":1,"seat":1,"prompt":"p","answer":["move"],"hash":"0123456789abcdef"})" +
                       "\n  \n" + R"({"type":"result","outcome":"draw"})" + "\n";
    std::istringstream in(text);
    auto rec = tabula::parse_record(in, "x");
    REQUIRE(rec.decisions.size() == 1);
    CHECK(rec.decisions[0].line == 3);
    CHECK(rec.decisions[0].answer == std::vector<std::string>{"move"});
    CHECK(rec.decisions[0].hash == 0x0123456789abcdefULL);
    CHECK(rec.result == nlohmann::json{{"outcome", "draw"}});
    CHECK(rec.seed == 7);
}

TEST_CASE("record: a record cut short has no result", "[record]") {
    std::istringstream in(std::string(kHeader) + "\n");
    auto rec = tabula::parse_record(in, "x");
    CHECK(rec.result.is_null());
    CHECK(rec.decisions.empty());
}

TEST_CASE("record: a damaged record gives file:line: what", "[record]") {
    const std::string h = kHeader;
    const std::string d1 = R"({"type":"decision","n":1,"seat":1,"answer":["move"],"hash":"0000000000000000"})";
    const std::string d2 = R"({"type":"decision","n":2,"seat":2,"answer":["wait"],"hash":"0000000000000000"})";
    const std::string res = R"({"type":"result","outcome":"win","winners":[1]})";

    CHECK(parse_error("") == "rec.jsonl:0: empty record (no header)");
    CHECK(parse_error("\n\n") == "rec.jsonl:2: empty record (no header)");
    CHECK_THAT(parse_error("this is not json\n"), Catch::StartsWith("rec.jsonl:1: not valid JSON ("));
    CHECK_THAT(parse_error(h + "\n" + d1 + "\n{\"type\": \"decision\", \n"),
               Catch::StartsWith("rec.jsonl:3: not valid JSON ("));
    CHECK(parse_error("[1, 2]\n") == "rec.jsonl:1: each line must be a JSON object");
    CHECK(parse_error(R"({"format":1})") == "rec.jsonl:1: missing field 'type'");
    CHECK(parse_error(d1 + "\n" + h) == "rec.jsonl:1: the first line must be the header");
    CHECK(parse_error(R"({"type":"header","format":2,"game":"race","version":"1","seats":2,"seed":1})") ==
          "rec.jsonl:1: record format 2 (this tabula reads format 1)");
    CHECK(parse_error(R"({"type":"header","format":"one"})") ==
          "rec.jsonl:1: field 'format' must be a whole number from 0 to 4294967295, not \"one\"");
    CHECK(parse_error(R"({"type":"header","format":1,"game":"race","version":"1","seats":2})") ==
          "rec.jsonl:1: missing field 'seed'");
    CHECK(parse_error(R"({"type":"header","format":1,"game":"race","version":"1","seats":2,"seed":"x"})") ==
          "rec.jsonl:1: field 'seed' must be a whole number from 0 to 18446744073709551615, not \"x\"");
    CHECK(parse_error(h + "\n" + h) == "rec.jsonl:2: a second header");
    CHECK(parse_error(h + "\n" + d2) == "rec.jsonl:2: decision 2 out of order (expected 1)");
    CHECK(parse_error(h + "\n" + d1 + "\n" + d1) == "rec.jsonl:3: decision 1 out of order (expected 2)");
    CHECK(parse_error(h + "\n" + R"({"type":"decision","n":1,"seat":1,"answer":"move","hash":"0000000000000000"})") ==
          "rec.jsonl:2: field 'answer' must be a list of strings, not \"move\"");
    CHECK(parse_error(h + "\n" + R"({"type":"decision","n":1,"seat":1,"answer":["move"]})") ==
          "rec.jsonl:2: missing field 'hash'");
    CHECK(parse_error(h + "\n" + res + "\n" + d1) == "rec.jsonl:3: a decision after the result");
    CHECK(parse_error(h + "\n" + res + "\n" + res) == "rec.jsonl:3: a second result");
    CHECK(parse_error(h + "\n" + R"({"type":"comment"})") == "rec.jsonl:2: unknown line type 'comment'");
}

TEST_CASE("record: read_record names the file", "[record]") {
    auto missing = fixture::data() / "no-such-record.jsonl";
    try {
        tabula::read_record(missing);
        FAIL("a missing record was read");
    } catch (const tabula::UsageError& e) {
        CHECK(std::string(e.what()) == missing.string() + ": no such file");
    }
    CHECK_THROWS_AS(tabula::read_record(fixture::data()), tabula::UsageError);
    auto file = std::filesystem::temp_directory_path() / ("tabula_unit_rec_" + std::to_string(::getpid()) + ".jsonl");
    {
        std::ofstream out(file);
        out << kHeader << "\n{oops\n";
    }
    try {
        tabula::read_record(file);
        FAIL("a damaged record was read");
    } catch (const std::runtime_error& e) {
        CHECK_THAT(std::string(e.what()), Catch::StartsWith(file.string() + ":2: not valid JSON"));
    }
    std::filesystem::remove(file);
}

TEST_CASE("record: hash_hex is 16 lowercase hex digits", "[record]") {
    CHECK(tabula::hash_hex(0) == "0000000000000000");
    CHECK(tabula::hash_hex(0xDEADBEEFULL) == "00000000deadbeef");
    CHECK(tabula::hash_hex(UINT64_MAX) == "ffffffffffffffff");
}

TEST_CASE("record: every field is checked for its type and range before use", "[record]") {
    auto header = [](const std::string& fields) {
        return R"({"type":"header","format":1,"game":"race","version":"2.1","seats":2,"seed":7)" + fields + "}";
    };
    auto with = [&](const std::string& key, const std::string& value) {
        nlohmann::json j = nlohmann::json::parse(header(""));
        j[key] = nlohmann::json::parse(value);
        return j.dump();
    };
    CHECK(parse_error(with("seats", "0")) == "rec.jsonl:1: field 'seats' must be a whole number from 1 to 1000, not 0");
    CHECK(parse_error(with("seats", "-2")) == "rec.jsonl:1: field 'seats' must be a whole number from 1 to 1000, not -2");
    CHECK(parse_error(with("seats", "2147483648")) ==
          "rec.jsonl:1: field 'seats' must be a whole number from 1 to 1000, not 2147483648");
    CHECK(parse_error(with("seats", "2.5")) == "rec.jsonl:1: field 'seats' must be a whole number from 1 to 1000, not 2.5");
    CHECK_THAT(parse_error(with("seed", "-1")), Catch::Contains("field 'seed' must be a whole number from 0 to"));
    CHECK_THAT(parse_error(with("seed", "18446744073709551616")), Catch::Contains("field 'seed' must be a whole number"));
    CHECK(parse_error(with("game", "\"../../etc\"")) ==
          "rec.jsonl:1: field 'game' must be a folder name (no '/', not '.' or '..'), not \"../../etc\"");
    CHECK_THAT(parse_error(with("game", "\"..\"")), Catch::Contains("field 'game' must be a folder name"));
    CHECK_THAT(parse_error(with("game", "\"\"")), Catch::Contains("field 'game' must be a folder name"));
    CHECK_THAT(parse_error(with("game", "7")), Catch::Contains("field 'game' must be a folder name"));
    CHECK_THAT(parse_error(with("version", "[1]")), Catch::Contains("field 'version' must be a string"));
    CHECK_THAT(parse_error(with("version", "\"1\\u001b[2J\"")), Catch::Contains("field 'version' must be text without"));
    CHECK(parse_error(with("options", "[1]")) ==
          "rec.jsonl:1: field 'options' must be an object (option name: value), not [1]");
    CHECK_THAT(parse_error(with("mods", "\"m\"")), Catch::Contains("field 'mods' must be a list of folder names"));
    CHECK_THAT(parse_error(with("mods", "[\"a/b\"]")), Catch::Contains("field 'mods' must be a folder name"));
    CHECK(parse_error(with("mods", "[\"m\"]")) == "(no error)");
    // games_dir: where the game's folder lay, only ever shown (never a path to load from).
    CHECK_THAT(parse_error(with("games_dir", "7")), Catch::Contains("field 'games_dir' must be a string"));
    CHECK_THAT(parse_error(with("games_dir", "\"\"")), Catch::Contains("field 'games_dir' must be a folder's path"));
    CHECK_THAT(parse_error(with("games_dir", "\"/tmp/\\u001b[2J\"")),
               Catch::Contains("field 'games_dir' must be text without control characters"));
    CHECK_THAT(parse_error(with("games_dir", "\"/" + std::string(5000, 'a') + "\"")),
               Catch::Contains("field 'games_dir' must be a folder's path, 1 to 4096 bytes"));
    {
        std::istringstream in(with("games_dir", "\"/home/me/my games\""));
        CHECK(tabula::parse_record(in, "rec.jsonl").games_dir == "/home/me/my games");
        std::istringstream old(header(""));
        CHECK(tabula::parse_record(old, "rec.jsonl").games_dir.empty());
    }

    const std::string h = header("");
    auto decision = [](const std::string& n, const std::string& seat, const std::string& answer, const std::string& hash) {
        return R"({"type":"decision","n":)" + n + R"(,"seat":)" + seat + R"(,"answer":)" + answer + R"(,"hash":)" +
               hash + "}";
    };
    const std::string ok_hash = "\"0123456789abcdef\"";
    CHECK(parse_error(h + "\n" + decision("1", "1", "[\"a\"]", ok_hash)) == "(no error)");
    CHECK_THAT(parse_error(h + "\n" + decision("1", "3", "[\"a\"]", ok_hash)),
               Catch::Contains("rec.jsonl:2: field 'seat' must be a whole number from 1 to 2, not 3"));
    CHECK_THAT(parse_error(h + "\n" + decision("4294967297", "1", "[\"a\"]", ok_hash)),
               Catch::Contains("field 'n' must be a whole number from 1 to 10000000"));
    CHECK_THAT(parse_error(h + "\n" + decision("1", "1", "[1]", ok_hash)),
               Catch::Contains("field 'answer' must be a list of strings"));
    CHECK_THAT(parse_error(h + "\n" + decision("1", "1", "[\"a\"]", "\"0123456789ABCDEF\"")),
               Catch::Contains("field 'hash' must be 16 lowercase hexadecimal digits"));
    CHECK_THAT(parse_error(h + "\n" + decision("1", "1", "[\"a\"]", "12")),
               Catch::Contains("field 'hash' must be a string"));
    CHECK_THAT(parse_error(h + "\n" + R"({"type":"result","winners":[1]})"), Catch::Contains("missing field 'outcome'"));
    CHECK_THAT(parse_error(h + "\n" + R"({"type":7})"), Catch::Contains("rec.jsonl:2: field 'type' must be a string"));
}

TEST_CASE("record: untrusted JSON limits, line length, decisions and bytes are bounded", "[record]") {
    const std::string h = kHeader;
    CHECK_THAT(parse_error(h + "\n" + std::string(100, '[') + "\n"), Catch::Contains("rec.jsonl:2: not valid JSON (nested deeper"));
    CHECK_THAT(parse_error(h + "\n{\"type\":\"result\",\"outcome\":\"win\",\"x\":1e400}\n"),
               Catch::Contains("rec.jsonl:2: not valid JSON ("));
    CHECK_THAT(parse_error(h + "\n{\"type\":\"result\",\"outcome\":\"w\xff\"}\n"), Catch::Contains("rec.jsonl:2: not valid JSON ("));
    // A line past 1 MiB is refused at its 1 MiB + 1st byte, however long it goes on.
    std::string line(tabula::kMaxJsonLine + 1, ' ');
    CHECK(parse_error(h + "\n" + line) == "rec.jsonl:2: line longer than 1048576 bytes");
    CHECK(parse_error(h + "\n" + std::string(tabula::kMaxJsonLine, ' ') + "\n") == "(no error)");

    std::string text = h + "\n";
    for (int n = 1; n <= 4; ++n)
        text += R"({"type":"decision","n":)" + std::to_string(n) + R"(,"seat":1,"answer":["a"],"hash":"0123456789abcdef"})" "\n";
    auto error_with = [&](tabula::RecordLimits limits) {
        std::istringstream in(text);
        try {
            tabula::parse_record(in, "r", limits);
        } catch (const tabula::RecordError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    CHECK(error_with({4, 1 << 20}) == "(no error)");
    CHECK(error_with({3, 1 << 20}) == "r:5: more than 3 decisions");
    CHECK(error_with({4, text.size()}) == "(no error)");
    CHECK(error_with({4, text.size() - 1}) == "r:5: the record is longer than " + std::to_string(text.size() - 1) + " bytes");
}

TEST_CASE("record: text a script gives that is not UTF-8 is written as U+FFFD, never an error", "[record]") {
    nlohmann::json line = {{"type", "result"}, {"outcome", "win"}, {"reason", "bad \xff byte"}};
    CHECK(tabula::json_text(line) == R"({"outcome":"win","reason":"bad )" "\xef\xbf\xbd" R"( byte","type":"result"})");
    CHECK(tabula::as_recorded(line)["reason"] == "bad \xef\xbf\xbd byte");
}

TEST_CASE("record: the header says where the game came from only when the recorder is told", "[record]") {
    Game g("race");
    tabula::RandomAgent a, b;
    tabula::Recorder plain, told(nullptr, "/somewhere/games");
    Match m1(g.script, setup(3), {&a, &b});
    m1.set_recorder(&plain);
    m1.play();
    CHECK_FALSE(plain.lines().front().contains("games_dir"));
    Match m2(g.script, setup(3), {&a, &b});
    m2.set_recorder(&told);
    m2.play();
    CHECK(told.lines().front()["games_dir"] == "/somewhere/games");
    // The rest of the record is the same, line for line.
    REQUIRE(plain.lines().size() == told.lines().size());
    for (size_t i = 1; i < plain.lines().size(); ++i) CHECK(plain.lines()[i] == told.lines()[i]);
}

TEST_CASE("record: a whole score is written as an integer, and an old record's 2.0 still compares equal",
          "[record]") {
    MatchResult r;
    r.kind = MatchResult::Kind::Win;
    r.winners = {1};
    r.scores = {2.0, 1.5, -0.0, 1e300};
    CHECK(tabula::json_text(r.to_json()) == R"({"outcome":"win","scores":[2,1.5,0,1e+300],"winners":[1]})");
    CHECK(tabula::as_recorded(r.to_json()) ==
          nlohmann::json::parse(R"({"outcome":"win","scores":[2.0,1.5,0.0,1e300],"winners":[1]})"));
}
