#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace gputco {

/// Number formats a tensor can be stored or computed in.
/// NVFP4 and MXFP4 are the 4-bit floating-point block formats with hardware support on NVIDIA Blackwell (both) and
/// AMD CDNA 4 (MXFP4): prices-2026-12-update.md sec. 4. They come last so the older values keep their numbers.
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, INT4, NF4, NVFP4, MXFP4 };

inline constexpr std::array kAllPrecisions{Precision::FP32, Precision::TF32,  Precision::BF16,  Precision::FP16,
                                           Precision::FP8,  Precision::NVFP4, Precision::MXFP4, Precision::INT8,
                                           Precision::INT4, Precision::NF4};

/// Elements that share one scale in NVFP4 (an FP8 E4M3 scale per 16 values, plus one FP32 scale per tensor that
/// is negligible) and in MXFP4 (an 8-bit E8M0 scale per 32 values): NVIDIA's NVFP4 description (Blackwell
/// technical blog, 2025) and the OCP Microscaling Formats (MX) Specification v1.0, sec. 5; neither is in
/// shared/reference, which names the formats only (prices-2026-12-update.md sec. 4).
inline constexpr int kNvfp4BlockSize = 16;
inline constexpr int kMxfp4BlockSize = 32;

/// True for the two 4-bit floating-point block formats.
constexpr bool isFp4(Precision p) { return p == Precision::NVFP4 || p == Precision::MXFP4; }

/// Group size of the per-group scales that 4-bit weight formats carry (GPTQ/AWQ use 128).
inline constexpr int kDefaultQuantGroupSize = 128;

/// Bytes one element occupies in memory, including per-group scale overhead for 4-bit formats:
/// INT4 = 0.5 + 2/group (one FP16 scale per group); NF4 = 4.127 bits with QLoRA's double quantization;
/// NVFP4 = 0.5 + 1/16 (4.5 bits); MXFP4 = 0.5 + 1/32 (4.25 bits): the block scales are counted.
double bytesPerElement(Precision precision, int groupSize = kDefaultQuantGroupSize);

/// Lower-case CLI spelling: "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "nvfp4", "mxfp4".
std::string_view precisionName(Precision precision);

/// Parses a CLI spelling (case-insensitive); nullopt when unknown.
std::optional<Precision> parsePrecision(std::string_view text);

/// A comma-separated list of every CLI spelling, for help texts and error messages.
std::string_view precisionChoices();

} // namespace gputco
