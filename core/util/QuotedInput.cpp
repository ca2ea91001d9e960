#include "util/QuotedInput.h"

namespace gputco {

namespace {

bool isContinuationByte(unsigned char c) { return (c & 0xC0U) == 0x80U; }

// Characters: each UTF-8 sequence counts once.
std::size_t characterCount(std::string_view text)
{
    std::size_t count = 0;
    for (const char c : text)
        count += isContinuationByte(static_cast<unsigned char>(c)) ? 0 : 1;
    return count;
}

} // namespace

std::string quotedInput(std::string_view text)
{
    std::size_t cut = text.size();
    if (cut > kMaxQuotedInputBytes) {
        cut = kMaxQuotedInputBytes;
        while (cut > 0 && isContinuationByte(static_cast<unsigned char>(text[cut])))
            --cut;
    }
    std::string out = "'";
    for (std::size_t i = 0; i < cut; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out.push_back(c < 0x20U || c == 0x7FU ? '?' : static_cast<char>(c));
    }
    if (cut == text.size())
        return out + "'";
    return out + "...' (" + std::to_string(characterCount(text)) + " characters)";
}

} // namespace gputco
