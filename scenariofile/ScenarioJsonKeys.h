#pragma once

#include <QString>

/// The key spellings of the scenario file, shared by its reader and writer (docs/SCENARIO_FORMAT.md).
namespace gputco::scenario_keys {

using namespace Qt::Literals::StringLiterals;

inline constexpr QLatin1StringView kFormatVersion = "format_version"_L1;
inline constexpr QLatin1StringView kName = "name"_L1;
inline constexpr QLatin1StringView kWorkload = "workload"_L1;
inline constexpr QLatin1StringView kEconomics = "economics"_L1;
inline constexpr QLatin1StringView kFacility = "facility"_L1;
inline constexpr QLatin1StringView kCards = "cards"_L1;
inline constexpr QLatin1StringView kRequirements = "facility_requirements"_L1;
inline constexpr QLatin1StringView kUncertainty = "uncertainty"_L1; ///< optional (issue 16): UncertaintyJson.h
inline constexpr QLatin1StringView kConstraints = "constraints"_L1;

inline constexpr QLatin1StringView kIdcLicence = "idc_licence"_L1;
inline constexpr QLatin1StringView kIspLicence = "isp_licence"_L1;
inline constexpr QLatin1StringView kIso27001 = "iso27001"_L1;
inline constexpr QLatin1StringView kDualFeeds = "dual_feeds"_L1;
inline constexpr QLatin1StringView kFullPowerOnFeedLoss = "full_power_on_feed_loss"_L1;
inline constexpr QLatin1StringView kMinUptimeTier = "min_uptime_tier"_L1;
inline constexpr QLatin1StringView kMinBgpLines = "min_bgp_lines"_L1;

inline constexpr QLatin1StringView kModel = "model"_L1;
inline constexpr QLatin1StringView kCustomModel = "custom"_L1;
inline constexpr QLatin1StringView kParameters = "parameters"_L1;
inline constexpr QLatin1StringView kMode = "mode"_L1;
inline constexpr QLatin1StringView kWeights = "weights"_L1;
inline constexpr QLatin1StringView kKvCache = "kv_cache"_L1;
inline constexpr QLatin1StringView kOptimizer = "optimizer"_L1;
inline constexpr QLatin1StringView kZeroStage = "zero_stage"_L1;
inline constexpr QLatin1StringView kContextTokens = "context_tokens"_L1;
inline constexpr QLatin1StringView kBatch =
    "batch"_L1; ///< the current mode's batch (files before issue 17 had only it)
inline constexpr QLatin1StringView kConcurrency = "concurrency"_L1;
inline constexpr QLatin1StringView kMicroBatch = "micro_batch"_L1;
inline constexpr QLatin1StringView kGlobalBatchTokens = "global_batch_tokens"_L1;
inline constexpr QLatin1StringView kOutputTokens = "output_tokens"_L1;
inline constexpr QLatin1StringView kTargetTokensPerSecond = "target_tokens_per_second"_L1;
inline constexpr QLatin1StringView kTargetLatencyMs = "target_latency_ms"_L1;
inline constexpr QLatin1StringView kConcurrentUsers = "concurrent_users"_L1;
inline constexpr QLatin1StringView kTokensPerSecondPerUser = "tokens_per_second_per_user"_L1;
inline constexpr QLatin1StringView kRequestsPerMinutePerUser = "requests_per_minute_per_user"_L1;
inline constexpr QLatin1StringView kTrainingTokens = "training_tokens"_L1;
inline constexpr QLatin1StringView kGpuCount = "gpu_count"_L1;
inline constexpr QLatin1StringView kUtilisation = "utilisation"_L1;
inline constexpr QLatin1StringView kMfu = "mfu"_L1;

inline constexpr QLatin1StringView kCurrency = "currency"_L1;
inline constexpr QLatin1StringView kElectricityPrice = "electricity_price_per_kwh"_L1;
inline constexpr QLatin1StringView kPue = "pue"_L1;
inline constexpr QLatin1StringView kYears = "years"_L1;
inline constexpr QLatin1StringView kHoursPerDay = "hours_per_day"_L1;
inline constexpr QLatin1StringView kCarbon = "carbon_kg_per_kwh"_L1;
inline constexpr QLatin1StringView kCnyPerUsd = "cny_per_usd"_L1;
inline constexpr QLatin1StringView kCnyPerEur = "cny_per_eur"_L1;
inline constexpr QLatin1StringView kResidualCurve = "residual_curve"_L1;
inline constexpr QLatin1StringView kDiscountRate = "discount_rate"_L1;
inline constexpr QLatin1StringView kHostShare = "host_share"_L1;
inline constexpr QLatin1StringView kCloudOffer = "cloud_offer"_L1;
inline constexpr QLatin1StringView kCloudTerm = "cloud_term"_L1;
inline constexpr QLatin1StringView kFacilityOwnPrices = "facility_own_prices"_L1;
inline constexpr QLatin1StringView kServers = "servers"_L1; ///< card id -> server id (files before 2026-12: none)
/// card id -> power cap in W (files before 2026-12-03: none, every card uncapped)
inline constexpr QLatin1StringView kPowerCaps = "power_caps"_L1;

} // namespace gputco::scenario_keys
