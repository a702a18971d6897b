#include "web/matches.h"

#include "web/match_session.h"

namespace tabula::web {

std::shared_ptr<MatchSession> Matches::add(
    const std::function<std::shared_ptr<MatchSession>(const std::string& id)>& make) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (static_cast<int>(kept_.size()) >= max_) {
        auto dropped = kept_.drop_oldest([&](const MatchSession& m) { return m.ended() || m.idle_for() >= idle_; });
        if (!dropped) return nullptr;
        dropped->close();
    }
    return kept_.add(12, make);
}

std::shared_ptr<MatchSession> Matches::find(const std::string& id) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return kept_.find(id);
}

void Matches::close_all() {
    std::lock_guard<std::mutex> lock(mutex_);
    kept_.each([](MatchSession& m) { m.close(); });
}

}  // namespace tabula::web
