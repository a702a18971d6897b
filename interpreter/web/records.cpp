#include "web/records.h"


namespace tabula::web {

std::shared_ptr<const SentRecord> Records::add(std::string name, Record record, std::filesystem::path dir) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (static_cast<int>(kept_.size()) >= max_) kept_.drop_oldest([](const SentRecord&) { return true; });
    return kept_.add(32, [&](const std::string& id) {
        return std::make_shared<const SentRecord>(SentRecord{id, std::move(name), std::move(record), std::move(dir)});
    });
}

std::shared_ptr<const SentRecord> Records::find(const std::string& id) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return kept_.find(id);
}

}  // namespace tabula::web
