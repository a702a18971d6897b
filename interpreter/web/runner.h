// The workers that advance web matches (docs/web.md): a few threads, never the HTTP
// ones, take matches from a queue; a match is in the queue at most once and advanced by
// one worker at a time. A match waiting for a person is in no queue and holds no thread.
#pragma once
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace tabula::web {

class MatchSession;

class Runner {
public:
    explicit Runner(int threads);
    ~Runner();  // stops the workers (a match being advanced finishes its run first)
    // The match is to be advanced (again): queued unless it is queued already.
    void schedule(const std::shared_ptr<MatchSession>& m);

private:
    void work();
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<std::shared_ptr<MatchSession>> queue_;
    std::set<const MatchSession*> queued_, running_, again_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

}  // namespace tabula::web
