#include "units/UnitText.h"

#include <iomanip>
#include <sstream>

namespace gputco {

std::string gigabytesText(Bytes bytes)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << bytes.inGB() << " GB";
    return out.str();
}

std::string millisecondsText(Duration duration)
{
    std::ostringstream out;
    out << std::setprecision(3) << duration.inSeconds() * 1e3 << " ms";
    return out.str();
}

} // namespace gputco
