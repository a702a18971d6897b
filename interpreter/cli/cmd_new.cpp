// tabula new DIR [--template grid|track|cards]: a new game folder from a template
// (tools/templates/): a game that plays, its rules page and passing scenarios.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "cli/cli.h"
#include "host/beneath.h"
#include "host/script_error.h"

namespace tabula::cli {

namespace fs = std::filesystem;

namespace {

const char* const kTemplates[] = {"grid", "track", "cards"};

fs::path templates_dir() {
    const char* env = std::getenv("TABULA_TEMPLATES");
    return env ? fs::path(env) : fs::path(TABULA_SOURCE_DIR) / "tools" / "templates";
}

// "my_game" -> "My game": the template's {{name}}.
std::string words(const std::string& id) {
    std::string out = id;
    for (char& c : out)
        if (c == '_') c = ' ';
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string filled(std::string text, const std::string& id) {
    for (const auto& [key, value] : {std::pair{std::string("{{id}}"), id}, {std::string("{{name}}"), words(id)}})
        for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
            text.replace(at, key.size(), value);
    return text;
}

void check_id(const std::string& id) {
    bool ok = !id.empty() && id.size() <= 64 && std::islower(static_cast<unsigned char>(id[0]));
    for (char c : id) ok = ok && (std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_');
    if (!ok)
        throw UsageError("new: '" + id + "' cannot name a game: the folder's name is the game's id, "
                         "lower-case letters, digits and '_', starting with a letter (e.g. connect_three)");
}

constexpr std::size_t kMaxTemplateFile = std::size_t(1) << 20;

// The regular files under a template folder, relative ("scenarios/rules.lua"), sorted;
// links are not followed out of it (host/beneath.h), folders are walked.
std::vector<std::string> template_files(const fs::path& from, const std::string& rel = "") {
    std::vector<std::string> files;
    bool complete = true;
    for (const auto& e : beneath::list(from, rel, 10000, complete)) {
        const std::string path = rel.empty() ? e.name : rel + "/" + e.name;
        if (e.kind == beneath::Found::file) files.push_back(path);
        if (e.kind == beneath::Found::folder)
            for (auto& f : template_files(from, path)) files.push_back(std::move(f));
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Writes a new file, its folders made first; every failure is a usage error naming it.
void write_new(const fs::path& file, const std::string& text) {
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    if (ec) throw UsageError("new: cannot make the folder " + file.parent_path().string() + ": " + ec.message());
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out) throw UsageError("new: cannot write " + file.string());
}

}  // namespace

int make_new(const std::vector<std::string>& args) {
    CommandLine cl("new", "DIR [--template KIND] [options]");
    std::string target, kind = "grid";
    cl.options.add_options()("dir", po::value(&target)->required(), "the game's new folder; its name is the game's id")(
        "template,t", po::value(&kind)->default_value(kind), "grid | track | cards: docs/cli.md, 'new', says what each shows; docs/guide.md explains their parts "
        "(cards: section 16)");
    cl.positional.add("dir", 1);
    if (!cl.parse(args)) return kOk;
    if (std::find(std::begin(kTemplates), std::end(kTemplates), kind) == std::end(kTemplates))
        throw UsageError("new: no template '" + kind + "' (grid, track or cards)");
    const fs::path dir = fs::path(target).lexically_normal();
    const std::string id = (dir.filename().empty() ? dir.parent_path() : dir).filename().string();
    check_id(id);
    std::error_code ec;
    if (fs::symlink_status(dir, ec).type() != fs::file_type::not_found || ec.value() == ENOTDIR)
        throw UsageError("new: " + dir.string() + " already exists, or a part of it is not a folder (choose a new folder)");
    const fs::path from = templates_dir() / kind;
    if (!fs::is_directory(from, ec))
        throw UsageError("new: the templates are not at " + from.string() + " (set $TABULA_TEMPLATES)");
    const std::vector<std::string> files = template_files(from);
    std::vector<std::string> made;
    for (const auto& rel : files) {
        std::string text, why;
        if (!beneath::read(from, rel, kMaxTemplateFile, text, why))
            throw UsageError("new: the template file " + (from / rel).string() + " " + why);
        write_new(dir / rel, filled(text, id));
        made.push_back(rel);
    }
    std::sort(made.begin(), made.end());
    std::cout << "created " << dir.string() << " from the " << kind << " template:";
    for (const auto& f : made) std::cout << " " << f;
    // A bare name would be taken for a game id of games/: the folder is named as a path.
    const std::string path = dir.has_parent_path() ? dir.string() : "./" + dir.string();
    std::cout << "\nnext:\n  tabula play " << path << " -a human     # play it\n"
              << "  tabula test " << path << "                # its scenarios\n"
              << "  then change RULES.md, game.lua and scenarios/ together (docs/guide.md"
              << (kind == "cards" ? ", section 16: cards, decks and hidden hands" : "") << ")\n";
    return kOk;
}

}  // namespace tabula::cli
