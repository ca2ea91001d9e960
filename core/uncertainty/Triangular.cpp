#include "uncertainty/Triangular.h"

#include <cmath>

namespace gputco {

double triangularQuantile(double u, double low, double mode, double high)
{
    if (!(high > low))
        return mode;
    const double width = high - low;
    if (u * width < mode - low)
        return low + std::sqrt(u * width * (mode - low));
    return high - std::sqrt((1.0 - u) * width * (high - mode));
}

} // namespace gputco
