// The records pages sent to a web server (docs/web.md, "Debug panel"), by a random id, at
// most `max` at once: a new one drops the oldest. A record is its sender's: whoever holds
// its id may step through it as any seat, since the file itself shows every answer.
#pragma once
#include <memory>
#include <mutex>
#include <string>

#include "match/record.h"
#include "web/kept.h"

namespace tabula::web {

struct SentRecord {
    std::string id, name;
    Record record;
    std::filesystem::path dir;  // its game's folder
};

class Records {
public:
    explicit Records(int max) : max_(max) {}
    // Keeps the record under a fresh id (32 hex digits, as unguessable as a seat's token).
    std::shared_ptr<const SentRecord> add(std::string name, Record record, std::filesystem::path dir);
    std::shared_ptr<const SentRecord> find(const std::string& id) const;

private:
    mutable std::mutex mutex_;
    int max_;
    KeptById<const SentRecord> kept_;
};

}  // namespace tabula::web
