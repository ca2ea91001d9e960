#pragma once

#include "hardware/Accelerator.h"
#include "hardware/EfficiencyProfile.h"
#include "units/Power.h"

#include <optional>
#include <string_view>

namespace gputco {

/// What the cards are doing while power is counted.
enum class PowerWorkload { Idle, Training, Inference };
std::string_view powerWorkloadName(PowerWorkload workload);
std::optional<PowerWorkload> parsePowerWorkload(std::string_view text);

/// Idle draw as a share of TDP when neither the efficiency profile nor the catalogue has an idle figure, [S, weak]
/// 0.15: Hopper cards idle at about 70-100 W of 700 W (datacenter.md sec. 4.3; measure with nvidia-smi
/// --query-gpu=power.draw).
inline constexpr double kDefaultIdleShareOfTdp = 0.15;

/// Share of the way from idle to full load a card runs at in training, [R] 0.9: an 8 x H100 node training
/// Llama2-13B peaked at 82% of its 10.2 kW system maximum with the GPUs near full use (Latif et al. 2025).
inline constexpr double kTrainingCardActivity = 0.9;

/// One card's power envelope: docs/MODEL.md, "Power under load".
struct CardPowerProfile {
    Watts tdp;
    Watts idle;
    /// Draw at full load without a cap: the efficiency profile's measured full_load_w, else the TDP (assumed).
    Watts fullLoad;
    std::optional<Watts> cap;   ///< the scenario's power cap (Accelerator::powerCap)
    bool idleEstimated = false; ///< true when idle = kDefaultIdleShareOfTdp x TDP
    /// How idle and full load are known: the profile's evidence when it gives full_load_w, else Assumed (full load
    /// = TDP, idle from the catalogue or 15 % of TDP).
    EfficiencyEvidence evidence = EfficiencyEvidence::Assumed;

    /// The draw when busy: full load, at most the cap, never below idle (a cap under the idle draw cannot hold it).
    Watts busy() const;
    /// What breakers, contracts and cooling are sized to per card: the TDP, at most the cap.
    Watts peak() const;
    bool assumed() const { return evidence == EfficiencyEvidence::Assumed; }
};

/// The card's envelope: idle from its efficiency profile (idle_w), else the catalogue's idle_w, else 15 % of TDP;
/// full load from its profile (full_load_w), else its TDP; its cap from Accelerator::powerCap. nullopt when its TDP
/// is unknown (no figure is invented).
std::optional<CardPowerProfile> cardPowerProfile(const Accelerator& card);

/// How far from idle towards busy the card runs: 0 idle, 0.9 training, the utilisation (0..1) for inference
/// (per-GPU inference draw rises with batch size: 38-97% of TDP measured on H100 with vLLM).
double cardActivity(PowerWorkload workload, double utilisation);

/// The one load curve: draw at `activity` (0..1) = idle + (busy - idle) x activity.
Watts cardPowerAtLoad(const CardPowerProfile& profile, double activity);

/// Average draw = cardPowerAtLoad(profile, cardActivity(workload, utilisation)).
Watts cardAveragePower(const CardPowerProfile& profile, PowerWorkload workload, double utilisation);

} // namespace gputco
