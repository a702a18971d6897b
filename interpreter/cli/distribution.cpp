#include "cli/distribution.h"

#include <algorithm>
#include <cmath>

#include "common/json_output.h"

namespace tabula::cli {

void Distribution::add(double v) {
    min_ = count_ ? std::min(min_, v) : v;
    max_ = count_ ? std::max(max_, v) : v;
    ++count_;
    if (v >= 0 && v < double(kDense) && v == std::trunc(v)) {
        const auto i = static_cast<std::size_t>(v);
        if (i >= dense_.size()) dense_.resize(i + 1, 0);
        ++dense_[i];
        return;
    }
    ++sparse_[v];
    if (sparse_.size() > kMostSparse) thin();
}

void Distribution::merge(const Distribution& other) {
    if (!other.count_) return;
    min_ = count_ ? std::min(min_, other.min_) : other.min_;
    max_ = count_ ? std::max(max_, other.max_) : other.max_;
    count_ += other.count_;
    if (other.dense_.size() > dense_.size()) dense_.resize(other.dense_.size(), 0);
    for (std::size_t i = 0; i < other.dense_.size(); ++i) dense_[i] += other.dense_[i];
    for (const auto& [v, n] : other.sparse_) sparse_[v] += n;
    if (sparse_.size() > kMostSparse) thin();
}

void Distribution::thin() {
    for (auto it = sparse_.begin(); it != sparse_.end();) {
        auto next = std::next(it);
        if (next == sparse_.end()) break;
        it->second += next->second;
        it = std::next(sparse_.erase(next));
    }
}

// From the counts, in increasing order of the values: the same sum whatever order the
// values were added in.
double Distribution::mean() const {
    if (!count_) return 0;
    double sum = 0;
    for (std::size_t i = 0; i < dense_.size(); ++i) sum += double(i) * double(dense_[i]);
    for (const auto& [v, n] : sparse_) sum += v * double(n);
    return sum / double(count_);
}

double Distribution::percentile(double p) const {
    if (!count_) return 0;
    const long long rank = std::max(1LL, static_cast<long long>(std::ceil(p / 100.0 * double(count_))));
    long long seen = 0;
    auto it = sparse_.begin();
    // The dense values and the sparse ones between them, in order.
    for (std::size_t i = 0; i <= dense_.size(); ++i) {
        for (; it != sparse_.end() && (i == dense_.size() || it->first < double(i)); ++it)
            if ((seen += it->second) >= rank) return it->first;
        if (i < dense_.size() && (seen += dense_[i]) >= rank) return double(i);
    }
    return max_;
}

nlohmann::json Distribution::to_json() const {
    nlohmann::json j = {{"matches", count_}};
    if (!count_) return j;
    j["mean"] = mean();
    j["min"] = number_json(min_);
    j["p10"] = number_json(percentile(10));
    j["p50"] = number_json(percentile(50));
    j["p90"] = number_json(percentile(90));
    j["max"] = number_json(max_);
    return j;
}

}  // namespace tabula::cli
