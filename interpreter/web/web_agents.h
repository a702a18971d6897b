// The agents of a web match (docs/web.md): a seat played from a page, and a bot that
// makes one decision per run of the match, so that the server shows the board between
// two bot moves and no bot holds the match for long.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "match/agent.h"

namespace tabula::web {

// A person in a page: the answer posted for the seat, or a pause of the match until one
// is (the match then holds no thread). `take` hands over the queued answer, if any.
class PageAgent : public Agent {
public:
    explicit PageAgent(std::function<std::optional<std::vector<std::string>>()> take) : take_(std::move(take)) {}
    std::string name() const override { return "human"; }
    bool interactive() const override { return true; }
    void rejected(const Choice&, const std::string& why) override { last_rejection = why; }
    std::optional<std::vector<std::string>> choose(SeatView&, const Choice&) override { return take_(); }
    std::string last_rejection;

private:
    std::function<std::optional<std::vector<std::string>>()> take_;
};

// A bot that answers while `*allowance` is above 0 (taking one), and pauses the match
// otherwise.
class SteppedAgent : public Agent {
public:
    SteppedAgent(std::unique_ptr<Agent> bot, int* allowance) : bot_(std::move(bot)), allowance_(allowance) {}
    std::string name() const override { return bot_->name(); }
    bool interactive() const override { return bot_->interactive(); }
    bool reads_labels() const override { return bot_->reads_labels(); }
    void rejected(const Choice& c, const std::string& why) override { bot_->rejected(c, why); }
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override {
        if (*allowance_ <= 0) return std::nullopt;
        --*allowance_;
        return bot_->choose(seat, c);
    }
    void match_started(SeatView& seat) override { bot_->match_started(seat); }
    void match_ended(SeatView& seat) override { bot_->match_ended(seat); }

private:
    std::unique_ptr<Agent> bot_;
    int* allowance_;
};

}  // namespace tabula::web
