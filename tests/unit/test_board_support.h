// Helpers for the board tests: a sandboxed host and a chunk evaluator. Each
// chunk sees `S(list)` (a list joined with ","), and `B` / `G` / ... globals
// the test set earlier in the same host.
#pragma once
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "host/limits.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "fixtures.h"

namespace boardtest {

inline std::filesystem::path stdlib() { return std::filesystem::path(TABULA_SOURCE_DIR) / "stdlib"; }

struct Host {
    tabula::ScriptHost host{{{stdlib(), "stdlib"}}, tabula::Limits{}, tabula::register_api};
    Host() {
        run(R"(
            function S(t)
              if t == nil then return "nil" end
              local out = {}
              for i, v in ipairs(t) do out[i] = tostring(v) end
              return table.concat(out, ",")
            end
            return "")");
    }

    // Runs the chunk; returns its first result as text (tostring).
    std::string run(const std::string& code) { return fixture::eval(host, code, "=test"); }

    // Runs the chunk, which must fail; returns the error message.
    std::string error(const std::string& code) {
        try {
            run(code);
        } catch (const tabula::ScriptError& e) {
            return e.message();
        }
        FAIL("expected an error from: " << code);
        return {};
    }
};

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace boardtest
