#pragma once

#include "model/ModelArchitecture.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

/// The built-in architectures, from their official configuration files (sources in each entry and in
/// docs/MODEL.md): Llama-2-7B/13B/70B, Llama-3.1-8B/70B/405B, Llama-3.3-70B, Qwen2-72B, Qwen2.5-7B/32B/72B,
/// Qwen3-32B, Qwen3-235B-A22B, Mixtral-8x7B, DeepSeek-V3, DeepSeek-R1, GPT-3 175B.
const std::vector<ModelArchitecture>& modelPresets();

/// The built-in preset whose id matches (case-insensitive, e.g. "llama-2-70b"); nullopt when none does.
std::optional<ModelArchitecture> findModelPreset(std::string_view id);

/// The preset of that id, else the catalogue's own model of that id (`catalogueModels`: an imported config.json,
/// CatalogueSnapshot::models); nullopt when neither has it.
std::optional<ModelArchitecture> findModel(std::string_view id, const std::vector<ModelArchitecture>& catalogueModels);

/// A comma-separated list of preset ids then the catalogue's own model ids, for help texts and error messages.
std::string modelPresetChoices(const std::vector<ModelArchitecture>& catalogueModels = {});

/// A plausible dense Llama-style architecture of about `parameters` parameters (GQA with 8 KV heads,
/// head dim 128, SwiGLU FFN of 8/3 h rounded to 256, 128K vocabulary, width/depth ratio near 128 as in
/// GPT-3 and Llama). Used for "custom by parameter count"; its total lands within a few percent of the request.
ModelArchitecture customModelFromParameterCount(double parameters);

} // namespace gputco
