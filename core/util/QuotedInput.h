#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gputco {

/// Longest input echoed whole in an error message, in bytes; longer inputs are cut (see quotedInput).
inline constexpr std::size_t kMaxQuotedInputBytes = 60;

/// The user's input as an error message quotes it: 'text', or for a long input its first 60 bytes (never cutting
/// a UTF-8 sequence) then "...' (100000 characters)", so a pasted file or a runaway script does not bury the
/// reason under its own text. Control characters are shown as '?', so a message stays one printable line.
std::string quotedInput(std::string_view text);

} // namespace gputco
