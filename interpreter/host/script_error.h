// ScriptError: a failure in a game's or mod's script, already formatted as
// "file:line: message", the hook it came from, and a Lua traceback.
#pragma once
#include <stdexcept>
#include <string>

namespace tabula {

class ScriptError : public std::runtime_error {
public:
    ScriptError(std::string message, std::string where = {}, std::string traceback = {})
        : std::runtime_error(compose(message, where, traceback)),
          message_(std::move(message)), where_(std::move(where)), traceback_(std::move(traceback)) {}

    const std::string& message() const { return message_; }  // "file:line: what"
    const std::string& where() const { return where_; }      // "ludo: game.play"
    const std::string& traceback() const { return traceback_; }

private:
    static std::string compose(const std::string& m, const std::string& w, const std::string& t) {
        std::string s = m;
        if (!w.empty()) s += "\n  in " + w;
        if (!t.empty()) s += "\n" + t;
        return s;
    }
    std::string message_, where_, traceback_;
};

// A game refusing the value of one of its options (tabula.option_error), raised out of
// a hook: "option 'fen': bad FEN ...". GameScript::setup turns it into a UsageError.
class OptionError : public ScriptError {
    using ScriptError::ScriptError;
};

// A usage error: bad flag, unknown game, bad option value. Exit code 2.
class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace tabula
