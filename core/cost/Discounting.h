#pragma once

#include "util/Expected.h"

#include <optional>

namespace gputco {

/// The highest discount rate the model takes: 50 % a year.
inline constexpr double kMaxDiscountRate = 0.5;

/// nullopt for an annual rate from 0 to 0.5; else an error naming "discount-rate".
std::optional<Error> validateDiscountRate(double annualRate);

/// Present value of one currency unit paid at the end of `month`: (1 + r)^(-month / 12), the reference's
/// NPV = sum_t CF_t / (1 + r)^t (datacenter.md sec. 7.1) with t in years and monthly cash flows.
double discountFactor(double annualRate, int month);

/// Sum of the discount factors of months 1..`months`: the present value of one unit paid at the end of every
/// month (equal to `months` at a zero rate).
double monthlyAnnuityFactor(double annualRate, int months);

} // namespace gputco
