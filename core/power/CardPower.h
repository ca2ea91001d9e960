#pragma once

#include "hardware/Accelerator.h"
#include "units/Power.h"

#include <optional>
#include <string_view>

namespace gputco {

/// What the cards are doing while power is counted.
enum class PowerWorkload { Idle, Training, Inference };
std::string_view powerWorkloadName(PowerWorkload workload);
std::optional<PowerWorkload> parsePowerWorkload(std::string_view text);

/// Idle draw as a share of TDP when the catalogue has no idle figure, [S, weak] 0.15: Hopper cards idle at
/// about 70-100 W of 700 W (datacenter.md sec. 4.3; measure with nvidia-smi --query-gpu=power.draw).
inline constexpr double kDefaultIdleShareOfTdp = 0.15;

/// Share of the way from idle to TDP a card runs at in training, [R] 0.9: an 8 x H100 node training
/// Llama2-13B peaked at 82% of its 10.2 kW system maximum with the GPUs near full use (Latif et al. 2025).
inline constexpr double kTrainingCardActivity = 0.9;

/// One card's power envelope.
struct CardPowerProfile {
    Watts tdp;
    Watts idle;
    bool idleEstimated = false; ///< true when idle = kDefaultIdleShareOfTdp x TDP
};

/// The card's TDP and idle draw; nullopt when its TDP is unknown (no figure is invented).
std::optional<CardPowerProfile> cardPowerProfile(const Accelerator& card);

/// How far from idle towards TDP the card runs: 0 idle, 0.9 training, the utilisation (0..1) for inference
/// (per-GPU inference draw rises with batch size: 38-97% of TDP measured on H100 with vLLM).
double cardActivity(PowerWorkload workload, double utilisation);

/// Average draw = idle + (TDP - idle) x activity.
Watts cardAveragePower(const CardPowerProfile& profile, PowerWorkload workload, double utilisation);

} // namespace gputco
