#include "cli/watch.h"

#include <chrono>
#include <istream>
#include <ostream>
#include <thread>

#include "host/script_error.h"

namespace tabula::cli {

namespace {

std::string labels(const Choice& c, const std::vector<int>& picks) {
    if (picks.empty()) return "(nothing)";
    std::string out;
    for (int i : picks) out += (out.empty() ? "" : ", ") + c.options[static_cast<size_t>(i)].label;
    return out;
}

}  // namespace

std::string BoardWatcher::seat_name(int seat) const {
    return agent_names_ ? match_.agent_name(seat) : "seat " + std::to_string(seat);
}

// A render that fails is said, not raised: watching must not change how the match ends.
void BoardWatcher::show_board() {
    std::string board;
    try {
        board = match_.render(seat_);
    } catch (const ScriptError& e) {
        out_ << "(the board cannot be shown: " << e.what() << ")\n";
        return;
    }
    if (!board.empty()) out_ << board << (board.back() == '\n' ? "" : "\n");
}

// Before each decision shown but the first: the last one's log lines are out by now.
void BoardWatcher::pause() {
    out_ << std::flush;
    if (pace_.step) {
        if (pace_.prompt) out_ << "(Enter: next decision; c, Enter: run on) " << std::flush;
        std::string line;
        const bool read = static_cast<bool>(std::getline(*pace_.step, line));
        const auto key = line.find_first_not_of(" \t\r");
        if (read && (key == std::string::npos || line[key] != 'c')) return;
        pace_.step = nullptr;  // the input ended, or "c": the pause from now on
    }
    if (pace_.delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(pace_.delay_ms));
}

void BoardWatcher::decided(const Choice& c, const std::vector<int>& picks) {
    if (only_ && c.number != only_) return;
    if (shown_++) pause();
    out_ << "\n-- decision " << c.number << ", turn " << match_.turn() << ": " << seat_name(c.seat) << " --\n";
    show_board();
    if (c.seat == seat_) out_ << c.prompt << " -> " << labels(c, picks) << "\n";
    out_ << std::flush;
}

void BoardWatcher::forced(const Choice& c) {
    if (only_ || c.seat != seat_) return;
    out_ << seat_name(c.seat) << ", forced: " << c.prompt << " -> " << c.options[0].label << " (the only option)\n"
         << std::flush;
}

void BoardWatcher::show_last(const std::string& title) {
    out_ << "\n-- " << title << " --\n";
    show_board();
    out_ << std::flush;
}

}  // namespace tabula::cli
