#include "web/matches.h"

#include "web/match_session.h"
#include "web/seat_tokens.h"

namespace tabula::web {

std::shared_ptr<MatchSession> Matches::add(
    const std::function<std::shared_ptr<MatchSession>(const std::string& id)>& make) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (static_cast<int>(by_id_.size()) >= max_) {
        auto oldest = by_id_.end();
        for (auto it = by_id_.begin(); it != by_id_.end(); ++it)
            if ((it->second.session->ended() || it->second.session->idle_for() >= idle_) &&
                (oldest == by_id_.end() || it->second.order < oldest->second.order))
                oldest = it;
        if (oldest == by_id_.end()) return nullptr;
        oldest->second.session->close();
        by_id_.erase(oldest);
    }
    std::string id;
    do id = new_token().substr(0, 12);
    while (by_id_.count(id));
    auto s = make(id);
    by_id_[id] = {++added_, s};
    return s;
}

std::shared_ptr<MatchSession> Matches::find(const std::string& id) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = by_id_.find(id);
    return it == by_id_.end() ? nullptr : it->second.session;
}

void Matches::close_all() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& [id, k] : by_id_) k.session->close();
}

}  // namespace tabula::web
