// What a web server keeps by a random id, the oldest first to go: matches, records,
// simulations. Not locked: each keeper locks around it.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <utility>

#include "web/seat_tokens.h"

namespace tabula::web {

template <class T>
class KeptById {
public:
    // `make(id)` kept under a fresh id of `id_length` hex digits (at most 32).
    template <class Make>
    std::shared_ptr<T> add(size_t id_length, const Make& make) {
        std::string id;
        do id = new_token().substr(0, id_length);
        while (by_id_.count(id));
        std::shared_ptr<T> kept = make(id);
        by_id_[id] = {++added_, kept};
        return kept;
    }

    std::shared_ptr<T> find(const std::string& id) const {
        auto it = by_id_.find(id);
        return it == by_id_.end() ? nullptr : it->second.second;
    }

    // Drops the oldest for which `may_drop(kept)` holds, and gives it; null if none does.
    template <class Pred>
    std::shared_ptr<T> drop_oldest(const Pred& may_drop) {
        auto oldest = by_id_.end();
        for (auto it = by_id_.begin(); it != by_id_.end(); ++it)
            if (may_drop(*it->second.second) && (oldest == by_id_.end() || it->second.first < oldest->second.first))
                oldest = it;
        if (oldest == by_id_.end()) return nullptr;
        std::shared_ptr<T> dropped = oldest->second.second;
        by_id_.erase(oldest);
        return dropped;
    }

    template <class F>
    void each(const F& f) const {
        for (const auto& [id, kept] : by_id_) f(*kept.second);
    }

    size_t size() const { return by_id_.size(); }

private:
    long long added_ = 0;
    std::map<std::string, std::pair<long long, std::shared_ptr<T>>> by_id_;
};

}  // namespace tabula::web
