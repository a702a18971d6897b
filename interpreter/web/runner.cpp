#include "web/runner.h"

#include "web/match_session.h"

namespace tabula::web {

Runner::Runner(int threads) {
    for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

Runner::~Runner() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    ready_.notify_all();
    for (auto& t : threads_) t.join();
}

void Runner::schedule(const std::shared_ptr<MatchSession>& m) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (running_.count(m.get())) {
        again_.insert(m.get());
        return;
    }
    if (!queued_.insert(m.get()).second) return;
    queue_.push_back(m);
    ready_.notify_one();
}

void Runner::work() {
    for (;;) {
        std::shared_ptr<MatchSession> m;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (stopping_) return;
            m = std::move(queue_.front());
            queue_.pop_front();
            queued_.erase(m.get());
            running_.insert(m.get());
        }
        const bool more = m->advance();
        std::lock_guard<std::mutex> lock(mutex_);
        running_.erase(m.get());
        if ((again_.erase(m.get()) || more) && !stopping_ && queued_.insert(m.get()).second) {
            queue_.push_back(m);  // at the back: the other matches get their turn
            ready_.notify_one();
        }
    }
}

}  // namespace tabula::web
