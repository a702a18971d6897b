#include <istream>
#include <ostream>
#include <sstream>

#include "agents/agents.h"

namespace tabula {

void HumanAgent::rejected(const Choice&, const std::string& why) { out_ << "  Not accepted: " << why << "\n"; }

// The lines logged since the seat's last choice (the winning move's among them).
void HumanAgent::match_ended(SeatView& seat) { show_messages(seat); }

void HumanAgent::show_messages(SeatView& seat) {
    for (const auto& msg : seat.take_messages(seen_messages_)) out_ << "  " << msg << "\n";
}

void HumanAgent::show_board(SeatView& seat, bool if_changed) {
    std::string board = seat.render();
    if (board.empty() || (if_changed && board == shown_board_)) return;
    out_ << "\n" << board << (board.back() == '\n' ? "" : "\n");
    shown_board_ = std::move(board);
}

// What the host did for the seat, and why: nothing is done to a person's seat unseen.
void HumanAgent::forced(SeatView& seat, const Choice& c) {
    show_messages(seat);
    show_board(seat, true);
    out_ << "\nSeat " << c.seat << ", forced: " << c.prompt << " -> " << c.options[0].label << " (the only option)\n";
}

std::optional<std::vector<std::string>> HumanAgent::choose(SeatView& seat, const Choice& c) {
    show_messages(seat);
    show_board(seat, false);
    out_ << "\nSeat " << c.seat << ": " << c.prompt << "\n";
    for (size_t i = 0; i < c.options.size(); ++i) {
        out_ << "  " << (i + 1) << ") " << c.options[i].label;
        if (c.options[i].label != c.options[i].id) out_ << "  [=" << c.options[i].id << "]";
        out_ << "\n";
    }
    if (c.max > 1 || c.min != 1)
        out_ << "(choose " << c.min << " to " << c.max << ", separated by spaces)\n";
    out_ << "(the number of an option in the list, or its id after '='"
         << (reload_ ? "; :reload reloads the game's files" : "") << ")\n";
    for (;;) {
        out_ << "> " << std::flush;
        std::string line;
        if (!std::getline(in_, line)) throw AgentError("standard input ended while a choice was open");
        if (asks_reload(line)) return std::nullopt;
        std::string why;
        std::vector<std::string> answer = read_answer(line, c, why);
        if (why.empty()) return answer;
        rejected(c, why);
    }
}

// Any line typed once the files changed asks for the reload: the question it answered
// may be another under the new code, so it is asked again rather than answered.
bool HumanAgent::asks_reload(const std::string& line) {
    if (!reload_) return false;
    const auto first = line.find_first_not_of(" \t\r"), last = line.find_last_not_of(" \t\r");
    const bool command = first != std::string::npos && line.compare(first, last - first + 1, ":reload") == 0;
    if (!command && !reload_->files_changed()) return false;
    reload_->asked = true;
    return true;
}

// A line typed by a person: each word a number of the list (always its position, never
// an id, so no number means two things), "=id" for an id as it is, or another word,
// taken as an id.
std::vector<std::string> HumanAgent::read_answer(const std::string& line, const Choice& c, std::string& why) {
    std::istringstream words(line);
    std::vector<std::string> answer;
    for (std::string w; words >> w;) {
        const bool number = w.find_first_not_of("0123456789") == std::string::npos;
        if (w.size() > 1 && w[0] == '=') {
            answer.push_back(w.substr(1));
        } else if (!number) {
            answer.push_back(w);
        } else if (w.size() <= 9 && std::stoul(w) >= 1 && std::stoul(w) <= c.options.size()) {
            answer.push_back(c.options[std::stoul(w) - 1].id);
        } else {
            why = "there is no " + w + " in the list (1 to " + std::to_string(c.options.size()) +
                  "); an option's id goes after '=', as =" + w;
            return {};
        }
    }
    return answer;
}

}  // namespace tabula
