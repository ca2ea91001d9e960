#include "style/Palette.h"

#include <array>

namespace gputco::ui::palette {

QColor seriesColour(int index)
{
    static const std::array<QColor, 7> kCycle{kBlue, kOrange, kBluishGreen, kVermilion, kReddishPurple, kSkyBlue,
                                              kBlack};
    const int n = static_cast<int>(kCycle.size());
    return kCycle[static_cast<std::size_t>(((index % n) + n) % n)];
}

} // namespace gputco::ui::palette
