// The matches a web server keeps (docs/web.md), by id, at most `max` at once: a new one
// makes room by dropping the oldest that has ended or stood still (no move, no answer)
// for `idle`, and is refused when none has.
#pragma once
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "web/kept.h"

namespace tabula::web {

class MatchSession;

class Matches {
public:
    Matches(int max, std::chrono::steady_clock::duration idle) : max_(max), idle_(idle) {}
    // A new match made by `make` with a fresh id; nullptr when the server is full.
    std::shared_ptr<MatchSession> add(const std::function<std::shared_ptr<MatchSession>(const std::string& id)>& make);
    std::shared_ptr<MatchSession> find(const std::string& id) const;
    int max() const { return max_; }
    void close_all();  // ends every wait on every match (the server stops)

private:
    mutable std::mutex mutex_;
    int max_;
    std::chrono::steady_clock::duration idle_;
    KeptById<MatchSession> kept_;
};

}  // namespace tabula::web
