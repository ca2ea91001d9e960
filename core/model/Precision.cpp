#include "model/Precision.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace gputco {

double bytesPerElement(Precision precision, int groupSize)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32: // TF32 is a compute mode; tensors stay in 32-bit storage.
        return 4.0;
    case Precision::BF16:
    case Precision::FP16: return 2.0;
    case Precision::FP8:
    case Precision::INT8: return 1.0;
    case Precision::INT4:
        // One FP16 scale per group of `groupSize` weights (GPTQ, Frantar et al. 2022; AWQ).
        return 0.5 + 2.0 / std::max(groupSize, 1);
    case Precision::NF4:
        // QLoRA (Dettmers et al. 2023, sec. 3): 4 bits + double-quantized constants 8/64 + 32/(64*256) bits.
        return (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
    case Precision::NVFP4: return 0.5 + 1.0 / kNvfp4BlockSize; // one 1-byte E4M3 scale per 16 values
    case Precision::MXFP4: return 0.5 + 1.0 / kMxfp4BlockSize; // one 1-byte E8M0 scale per 32 values
    }
    return 4.0;
}

std::string_view precisionName(Precision precision)
{
    switch (precision) {
    case Precision::FP32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::INT8: return "int8";
    case Precision::INT4: return "int4";
    case Precision::NF4: return "nf4";
    case Precision::NVFP4: return "nvfp4";
    case Precision::MXFP4: return "mxfp4";
    }
    return "fp32";
}

std::optional<Precision> parsePrecision(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (Precision p : kAllPrecisions)
        if (precisionName(p) == lower)
            return p;
    return std::nullopt;
}

std::string_view precisionChoices() { return "fp32, tf32, bf16, fp16, fp8, nvfp4, mxfp4, int8, int4, nf4"; }

} // namespace gputco
