#include "common/line_reader.h"

namespace tabula {

LineRead read_line(std::istream& in, std::string& line, std::size_t max) {
    using Traits = std::char_traits<char>;
    line.clear();
    std::streambuf* buf = in.rdbuf();
    if (!buf || buf->sgetc() == Traits::eof()) return LineRead::End;
    for (int c = buf->sgetc(); c != Traits::eof(); c = buf->snextc()) {
        if (c == '\n') {
            buf->sbumpc();
            return LineRead::Line;
        }
        if (line.size() == max) return LineRead::TooLong;
        line.push_back(Traits::to_char_type(c));
    }
    return LineRead::Line;
}

}  // namespace tabula
