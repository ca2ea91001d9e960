#include "cli/lite/TerminalText.h"

#include <cstdio>

namespace gputco::cli {

std::string escapeControlCharacters(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    char code[8];
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
            std::snprintf(code, sizeof code, "\\x%02X", c);
            out += code;
        } else if (c == 0xC2 && i + 1 < utf8.size() && static_cast<unsigned char>(utf8[i + 1]) >= 0x80
                   && static_cast<unsigned char>(utf8[i + 1]) <= 0x9F) {
            // U+0080..U+009F are encoded as C2 80..C2 9F in UTF-8.
            std::snprintf(code, sizeof code, "\\u%04X", static_cast<unsigned char>(utf8[i + 1]));
            out += code;
            ++i;
        } else {
            out.push_back(static_cast<char>(c));
        }
    }
    return out;
}

} // namespace gputco::cli
