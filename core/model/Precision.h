#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace gputco {

/// Number formats a tensor can be stored or computed in.
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, INT4, NF4 };

inline constexpr std::array kAllPrecisions{Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
                                           Precision::FP8,  Precision::INT8, Precision::INT4, Precision::NF4};

/// Group size of the per-group scales that 4-bit weight formats carry (GPTQ/AWQ use 128).
inline constexpr int kDefaultQuantGroupSize = 128;

/// Bytes one element occupies in memory, including per-group scale overhead for 4-bit formats:
/// INT4 = 0.5 + 2/group (one FP16 scale per group); NF4 = 4.127 bits with QLoRA's double quantization.
double bytesPerElement(Precision precision, int groupSize = kDefaultQuantGroupSize);

/// Lower-case CLI spelling: "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "nf4".
std::string_view precisionName(Precision precision);

/// Parses a CLI spelling (case-insensitive); nullopt when unknown.
std::optional<Precision> parsePrecision(std::string_view text);

/// A comma-separated list of every CLI spelling, for help texts and error messages.
std::string_view precisionChoices();

} // namespace gputco
