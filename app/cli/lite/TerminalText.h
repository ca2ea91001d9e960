#pragma once

#include <string>
#include <string_view>

namespace gputco::cli {

/// `utf8` as the command line prints it: control characters a terminal would act on are written out instead, so
/// a name or note holding an escape sequence (a colour, a cursor move, a title change, a fake prompt) is shown,
/// never obeyed. C0 controls but tab and line feed, and DEL, become "\x1B"; C1 controls (U+0080 to U+009F, which
/// some terminals also obey) become "\u009B", which is also a valid escape inside a JSON string. Everything else,
/// Chinese text included, is kept byte for byte.
std::string escapeControlCharacters(std::string_view utf8);

} // namespace gputco::cli
