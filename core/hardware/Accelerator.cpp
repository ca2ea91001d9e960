#include "hardware/Accelerator.h"

#include "util/EnumNames.h"

namespace gputco {

std::optional<double> PeakThroughput::forPrecision(Precision precision) const
{
    switch (precision) {
    case Precision::FP32: return fp32Tflops;
    case Precision::TF32: return tf32Tflops;
    case Precision::BF16: return bf16Tflops;
    case Precision::FP16: return fp16Tflops;
    case Precision::FP8: return fp8Tflops;
    case Precision::INT8: return int8Tops;
    case Precision::INT4: return int4Tops;
    case Precision::NF4: return bf16Tflops; // NF4 weights are dequantised to BF16 for the matmul (QLoRA).
    case Precision::NVFP4:
    case Precision::MXFP4: return fp4Tflops; // one FP4 tensor-core rate for both block formats
    }
    return std::nullopt;
}

namespace {
constexpr EnumNameTable<Segment, 4> kSegments{{{Segment::Training, "training"},
                                               {Segment::Inference, "inference"},
                                               {Segment::Both, "both"},
                                               {Segment::Edge, "edge"}}};
constexpr EnumNameTable<InterconnectKind, 6> kInterconnects{{{InterconnectKind::None, "none"},
                                                             {InterconnectKind::NVLink, "nvlink"},
                                                             {InterconnectKind::InfinityFabric, "infinity-fabric"},
                                                             {InterconnectKind::Ethernet, "ethernet"},
                                                             {InterconnectKind::ICI, "ici"},
                                                             {InterconnectKind::PCIe, "pcie"}}};
} // namespace

std::string_view segmentName(Segment segment) { return enumName(kSegments, segment); }
std::optional<Segment> parseSegment(std::string_view text) { return parseEnum(kSegments, text); }
std::string_view interconnectName(InterconnectKind kind) { return enumName(kInterconnects, kind); }
std::optional<InterconnectKind> parseInterconnect(std::string_view text) { return parseEnum(kInterconnects, text); }

} // namespace gputco
