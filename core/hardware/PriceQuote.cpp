#include "hardware/PriceQuote.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<PriceConfidence, 4> kPriceConfidences{{{PriceConfidence::List, "list"},
                                                               {PriceConfidence::ListCopy, "list-copy"},
                                                               {PriceConfidence::Press, "press"},
                                                               {PriceConfidence::Weak, "weak"}}};
} // namespace

std::string_view priceConfidenceName(PriceConfidence confidence) { return enumName(kPriceConfidences, confidence); }
std::optional<PriceConfidence> parsePriceConfidence(std::string_view text)
{
    return parseEnum(kPriceConfidences, text);
}

} // namespace gputco
