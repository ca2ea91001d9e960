#include "cost/Discounting.h"

#include <cmath>

namespace gputco {

std::optional<Error> validateDiscountRate(double annualRate)
{
    if (!(annualRate >= 0.0 && annualRate <= kMaxDiscountRate))
        return Error{"discount-rate", "the discount rate must be from 0 to 50 % a year"};
    return std::nullopt;
}

double discountFactor(double annualRate, int month) { return std::pow(1.0 + annualRate, -month / 12.0); }

double monthlyAnnuityFactor(double annualRate, int months)
{
    if (annualRate == 0.0)
        return months > 0 ? static_cast<double>(months) : 0.0; // every factor is exactly 1: the same sum, no pow
    double sum = 0.0;
    for (int m = 1; m <= months; ++m)
        sum += discountFactor(annualRate, m);
    return sum;
}

} // namespace gputco
