#include "style/Palette.h"

#include <array>

namespace gputco::ui::palette {

QColor seriesColour(int index)
{
    static const std::array<QColor, 7> kCycle{kBlue,          kOrange,  kBluishGreen, kVermilion,
                                              kReddishPurple, kSkyBlue, kBlack};
    const int n = static_cast<int>(kCycle.size());
    const QColor base = kCycle[static_cast<std::size_t>(((index % n) + n) % n)];
    // Past the seventh option the hues repeat, darker, so neighbours still differ.
    return index >= n ? base.darker(160) : base;
}

} // namespace gputco::ui::palette
