#include <istream>
#include <ostream>
#include <sstream>

#include "agents/agents.h"

namespace tabula {

void HumanAgent::rejected(const Choice&, const std::string& why) { out_ << "  Not accepted: " << why << "\n"; }

std::optional<std::vector<std::string>> HumanAgent::choose(SeatView& seat, const Choice& c) {
    for (const auto& msg : seat.take_messages(seen_messages_)) out_ << "  " << msg << "\n";
    std::string board = seat.render();
    if (!board.empty()) out_ << "\n" << board << (board.back() == '\n' ? "" : "\n");
    out_ << "\nSeat " << c.seat << ": " << c.prompt << "\n";
    for (size_t i = 0; i < c.options.size(); ++i) {
        out_ << "  " << (i + 1) << ") " << c.options[i].label;
        if (c.options[i].label != c.options[i].id) out_ << "  [" << c.options[i].id << "]";
        out_ << "\n";
    }
    if (c.max > 1 || c.min != 1)
        out_ << "(choose " << c.min << " to " << c.max << ", separated by spaces)\n";
    out_ << "> " << std::flush;
    std::string line;
    if (!std::getline(in_, line)) throw AgentError("standard input ended while a choice was open");
    std::istringstream words(line);
    std::vector<std::string> answer;
    for (std::string w; words >> w;) {
        bool number = !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
        size_t k = number ? std::stoul(w) : 0;
        if (number && k >= 1 && k <= c.options.size())
            answer.push_back(c.options[k - 1].id);
        else
            answer.push_back(w);
    }
    return answer;
}

}  // namespace tabula
