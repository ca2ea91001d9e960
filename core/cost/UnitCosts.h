#pragma once

#include "units/Money.h"
#include "util/Expected.h"

namespace gputco {

/// Cost of a training run: its GPU-hours x the cost of one GPU-hour (owned at a utilisation, or rented).
Money trainingRunCost(double gpuHours, Money costPerGpuHour);

/// Cost per million output tokens of a deployment: monthly cost / (tokens per second x 3,600 x 730 h x
/// utilisation) x 1e6, where utilisation is the share of the month it serves at that rate.
/// Errors name "throughput" or "utilisation".
Expected<Money> costPerMillionTokens(Money monthlyCost, double outputTokensPerSecond, double utilisation);

/// The rent of `gpus` GPUs for the hours they are used in a month: price x GPUs x 730 h x utilisation (the cloud
/// comparison's bill, the recommender's rented option and its Monte Carlo re-costing).
Money rentedCostPerMonth(Money pricePerGpuHour, int gpus, double utilisation);

/// Cost per million output tokens when renting the same GPUs for the hours they serve: cloud price x GPUs /
/// (tokens per second x 3,600) x 1e6 (utilisation cancels: only used hours are paid).
/// Errors name "gpus", "cloud-price" or "throughput".
Expected<Money> rentedCostPerMillionTokens(Money cloudPricePerGpuHour, int gpus, double outputTokensPerSecond);

} // namespace gputco
